import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/mortgage.ts";
import * as ar from "#app/content/ar/mortgage.ts";
import * as enForm from "#app/content/mortgage-form.ts";
import * as arForm from "#app/content/ar/mortgage-form.ts";
import { useFormat } from "#app/i18n/format.ts";
import { useText } from "#app/i18n/text.ts";
import { formatPercent } from "../format.ts";
import { MORTGAGE_RULES } from "../rules.ts";
import { SourceLink } from "./day-one-breakdown.tsx";

/** The Central Bank's limits as the calculator applies them, dated, each with its source. */
export function MortgageRules() {
  const { MORTGAGE_RULES_TEXTS: t } = useText({ en, ar });
  const { MORTGAGE_FIELD_TEXTS } = useText({ en: enForm, ar: arForm });
  const format = useFormat();
  const { loanToValue: ltv, tenure, ageAtLastPayment: age, debtBurden } = MORTGAGE_RULES;
  const threshold = format.aed(ltv.priceThreshold);
  const buyers = ["expat", "national"] as const;
  const rows: { label: string; percent: (buyer: (typeof buyers)[number]) => number }[] = [
    { label: fillTokens(t.firstUpTo, { threshold }), percent: (buyer) => ltv[buyer].firstHome.upToThreshold },
    { label: fillTokens(t.firstAbove, { threshold }), percent: (buyer) => ltv[buyer].firstHome.aboveThreshold },
    { label: t.further, percent: (buyer) => ltv[buyer].furtherHome },
    { label: t.offPlan, percent: () => ltv.offPlan },
  ];
  return (
    <section aria-labelledby="mortgage-rules-heading" className="bg-sand-100">
      <div className="container-page max-w-4xl py-12 md:py-16">
        <h2 id="mortgage-rules-heading" className="text-3xl font-semibold text-navy-900">
          {t.heading}
        </h2>
        <p className="mt-3 text-muted">{fillTokens(t.intro, { asOf: format.longDate(MORTGAGE_RULES.asOf) })}</p>
        <h3 className="mt-8 font-semibold text-navy-900">{t.capsHeading}</h3>
        <table className="mt-3 w-full text-start text-sm">
          <caption className="sr-only">{t.capsCaption}</caption>
          <thead>
            <tr className="border-b border-sand-300 text-navy-900">
              <th scope="col" className="py-2 pe-4 font-semibold">
                {t.homeColumn}
              </th>
              {buyers.map((buyer) => (
                <th key={buyer} scope="col" className="py-2 pe-4 text-end font-semibold last:pe-0">
                  {MORTGAGE_FIELD_TEXTS.buyer.options[buyer]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-sand-200">
                <th scope="row" className="py-2 pe-4 font-normal text-ink">
                  {row.label}
                </th>
                {buyers.map((buyer) => (
                  <td key={buyer} className="py-2 pe-4 text-end font-semibold tabular-nums text-navy-900 last:pe-0">
                    {formatPercent(row.percent(buyer))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 text-muted">
          {fillTokens(t.tenure, { maxYears: tenure.maxYears, expatAge: age.expat, nationalAge: age.national })}
        </p>
        <SourceLink source={ltv.source} label={t.source} />
        <p className="mt-6 text-muted">{fillTokens(t.debtBurden, { maxPercent: formatPercent(debtBurden.maxPercentOfIncome) })}</p>
        <SourceLink source={debtBurden.source} label={t.source} />
      </div>
    </section>
  );
}
