import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/mortgage.ts";
import * as ar from "#app/content/ar/mortgage.ts";
import { useFormat } from "#app/i18n/format.ts";
import { useLocale, useLocalePath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import type { MortgageResult } from "../calculate.ts";
import { explainLine } from "../explain.ts";
import { aed } from "../format.ts";
import type { Source } from "../rules.ts";
import { MORTGAGE_RULES } from "../rules.ts";

/** A source as a link: the regulator's or department's page, or our own guide (in the page's language). */
export function SourceLink({ source, label }: { source: Source; label: string }) {
  const { MORTGAGE_SOURCE_NAMES } = useText({ en, ar });
  const localePath = useLocalePath();
  const external = source.url.startsWith("http");
  return (
    <p className="mt-1 text-xs text-muted">
      {`${label}: `}
      <a
        href={external ? source.url : localePath(source.url)}
        className="text-navy-800 underline underline-offset-2 hover:text-gold-700"
        {...(external ? { rel: "noopener noreferrer" } : {})}
      >
        {MORTGAGE_SOURCE_NAMES[source.key]}
      </a>
    </p>
  );
}

/** Each amount a buyer pays on the day of transfer, how it was reached and where the figure is published. */
export function DayOneBreakdown({ result }: { result: MortgageResult | null }) {
  const locale = useLocale();
  const { DAY_ONE_TEXTS: t } = textFor({ en, ar }, locale);
  const format = useFormat();
  return (
    <section aria-labelledby="day-one-heading" className="container-page max-w-4xl py-12 md:py-16">
      <h2 id="day-one-heading" className="text-3xl font-semibold text-navy-900">
        {t.heading}
      </h2>
      <p className="mt-3 text-muted">{fillTokens(t.intro, { asOf: format.longDate(MORTGAGE_RULES.asOf) })}</p>
      {result ? (
        <>
          <ol className="mt-8 divide-y divide-sand-200 border-y border-sand-200" data-testid="day-one-lines">
            {result.dayOne.lines.map((line) => {
              const { label, text } = explainLine(line, result, locale);
              return (
                <li key={line.key} className="grid grid-cols-[1fr_auto] gap-x-6 py-5">
                  <div>
                    <h3 className="font-semibold text-navy-900">{label}</h3>
                    <p className="mt-1 text-sm text-muted">{text}</p>
                    <SourceLink source={line.source} label={t.source} />
                  </div>
                  <p className="text-end font-semibold tabular-nums text-navy-900">{aed(line.amount, locale)}</p>
                </li>
              );
            })}
          </ol>
          <p className="flex justify-between py-5 text-lg font-semibold text-navy-900">
            <span>{t.total}</span>
            <span className="tabular-nums">{aed(result.dayOne.total, locale)}</span>
          </p>
        </>
      ) : null}
      <p className="text-sm text-muted">{t.notCounted}</p>
    </section>
  );
}
