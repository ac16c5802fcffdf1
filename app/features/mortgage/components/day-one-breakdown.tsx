import { fillTokens } from "#app/content/brand.ts";
import { DAY_ONE_TEXTS } from "#app/content/mortgage.ts";
import { formatLongDate } from "#app/utils/format.ts";
import type { MortgageResult } from "../calculate.ts";
import { explainLine } from "../explain.ts";
import { aed } from "../format.ts";
import type { Source } from "../rules.ts";
import { MORTGAGE_RULES } from "../rules.ts";

/** A source as a link: the regulator's or department's page, or our own guide. */
export function SourceLink({ source, label }: { source: Source; label: string }) {
  const external = source.url.startsWith("http");
  return (
    <p className="mt-1 text-xs text-muted">
      {`${label}: `}
      <a
        href={source.url}
        className="text-navy-800 underline underline-offset-2 hover:text-gold-700"
        {...(external ? { rel: "noopener noreferrer" } : {})}
      >
        {source.name}
      </a>
    </p>
  );
}

/** Each amount a buyer pays on the day of transfer, how it was reached and where the figure is published. */
export function DayOneBreakdown({ result }: { result: MortgageResult | null }) {
  const t = DAY_ONE_TEXTS;
  return (
    <section aria-labelledby="day-one-heading" className="container-page max-w-4xl py-12 md:py-16">
      <h2 id="day-one-heading" className="text-3xl font-semibold text-navy-900">
        {t.heading}
      </h2>
      <p className="mt-3 text-muted">{fillTokens(t.intro, { asOf: formatLongDate(MORTGAGE_RULES.asOf) })}</p>
      {result ? (
        <>
          <ol className="mt-8 divide-y divide-sand-200 border-y border-sand-200" data-testid="day-one-lines">
            {result.dayOne.lines.map((line) => {
              const { label, text } = explainLine(line, result);
              return (
                <li key={line.key} className="grid grid-cols-[1fr_auto] gap-x-6 py-5">
                  <div>
                    <h3 className="font-semibold text-navy-900">{label}</h3>
                    <p className="mt-1 text-sm text-muted">{text}</p>
                    <SourceLink source={line.source} label={t.source} />
                  </div>
                  <p className="text-end font-semibold tabular-nums text-navy-900">{aed(line.amount)}</p>
                </li>
              );
            })}
          </ol>
          <p className="flex justify-between py-5 text-lg font-semibold text-navy-900">
            <span>{t.total}</span>
            <span className="tabular-nums">{aed(result.dayOne.total)}</span>
          </p>
        </>
      ) : null}
      <p className="text-sm text-muted">{t.notCounted}</p>
    </section>
  );
}
