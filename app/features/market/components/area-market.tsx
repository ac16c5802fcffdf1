import * as en from "#app/content/market.ts";
import * as ar from "#app/content/ar/market.ts";
import { fillTokens } from "#app/content/brand.ts";
import { useFormat } from "#app/i18n/format.ts";
import { useText } from "#app/i18n/text.ts";
import { type MarketFigures, MIN_SAMPLE, type Series } from "../figures.ts";
import { MarketChart, MarketLegend, MarketTable } from "./market-chart.tsx";

/**
 * An area page's market figures (issue 44 item 5): the median asking price per sq.ft of homes for
 * sale and the median yearly rent, by month and type, as drawings with their figures in tables.
 * `typeLabel` names a property type in the page's language (the listings feature's words).
 */
export function AreaMarket({ figures, area, typeLabel }: { figures: MarketFigures; area: string; typeLabel: (type: string) => string }) {
  const { MARKET_TEXTS: t } = useText({ en, ar });
  const format = useFormat();
  const monthLabel = (m: string) => format.monthYear(m);
  const all: Array<{ id: string; title: string; series: Series[]; value: (v: number) => string; axis: (v: number) => string }> = [
    { id: "market-sale", title: t.salePerSqft, series: figures.salePerSqft, value: (v) => format.aed(v), axis: (v) => format.number(v) },
    { id: "market-rent", title: t.rent, series: figures.rent, value: (v) => format.price(v, "RENT"), axis: (v) => format.number(v) },
  ];
  const charts = all.filter((c) => c.series.length > 0);
  return (
    <section aria-labelledby="market-heading" className="mt-16">
      <h2 id="market-heading" className="text-2xl font-semibold text-navy-900 md:text-3xl">
        {t.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-muted">{fillTokens(t.intro, { area })}</p>
      {charts.length === 0 ? <p className="mt-6 text-muted">{t.notEnough}</p> : null}
      <div className={`mt-8 grid gap-8 ${charts.length > 1 ? "lg:grid-cols-2" : "max-w-3xl"}`}>
        {charts.map((c) => (
          <figure key={c.id} className="rounded-3xl border border-sand-200 bg-white p-5 shadow-card" aria-labelledby={`${c.id}-title`}>
            <figcaption id={`${c.id}-title`} className="font-semibold text-navy-900">
              {c.title}
            </figcaption>
            <div className="mt-4">
              <MarketChart months={figures.months} series={c.series} monthLabel={monthLabel} valueLabel={c.axis} />
            </div>
            <MarketLegend series={c.series} typeLabel={typeLabel} />
            <MarketTable
              caption={c.title}
              months={figures.months}
              series={c.series}
              monthLabel={monthLabel}
              valueLabel={c.value}
              typeLabel={typeLabel}
              monthHeading={t.month}
              gap={t.gap}
            />
          </figure>
        ))}
      </div>
      <p className="mt-4 text-sm text-muted">{fillTokens(t.method, { n: MIN_SAMPLE })}</p>
    </section>
  );
}
