import { fillTokens } from "#app/content/brand.ts";
import { MORTGAGE_RULES_TEXTS } from "#app/content/mortgage.ts";
import { MORTGAGE_FIELD_TEXTS } from "#app/content/mortgage-form.ts";
import { formatAed, formatLongDate } from "#app/utils/format.ts";
import { formatPercent } from "../format.ts";
import { MORTGAGE_RULES } from "../rules.ts";
import { SourceLink } from "./day-one-breakdown.tsx";

/** The Central Bank's limits as the calculator applies them, dated, each with its source. */
export function MortgageRules() {
  const t = MORTGAGE_RULES_TEXTS;
  const { loanToValue: ltv, tenure, ageAtLastPayment: age, debtBurden } = MORTGAGE_RULES;
  const threshold = formatAed(ltv.priceThreshold);
  const buyers = (["expat", "national"] as const).map((key) => ({ key, label: MORTGAGE_FIELD_TEXTS.buyer.options[key], caps: ltv[key] }));
  return (
    <section aria-labelledby="mortgage-rules-heading" className="bg-sand-100">
      <div className="container-page max-w-4xl py-12 md:py-16">
        <h2 id="mortgage-rules-heading" className="text-3xl font-semibold text-navy-900">
          {t.heading}
        </h2>
        <p className="mt-3 text-muted">{fillTokens(t.intro, { asOf: formatLongDate(MORTGAGE_RULES.asOf) })}</p>
        <h3 className="mt-8 font-semibold text-navy-900">{t.capsHeading}</h3>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[30rem] text-left text-sm">
            <caption className="sr-only">{t.capsCaption}</caption>
            <thead>
              <tr className="border-b border-sand-300 text-navy-900">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t.buyerColumn}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {fillTokens(t.firstUpTo, { threshold })}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {fillTokens(t.firstAbove, { threshold })}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t.further}
                </th>
              </tr>
            </thead>
            <tbody>
              {buyers.map((buyer) => (
                <tr key={buyer.key} className="border-b border-sand-200">
                  <th scope="row" className="py-2 pr-4 font-semibold text-navy-900">
                    {buyer.label}
                  </th>
                  <td className="py-2 pr-4 tabular-nums">{formatPercent(buyer.caps.firstHome.upToThreshold)}</td>
                  <td className="py-2 pr-4 tabular-nums">{formatPercent(buyer.caps.firstHome.aboveThreshold)}</td>
                  <td className="py-2 tabular-nums">{formatPercent(buyer.caps.furtherHome)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="mt-4 space-y-2 text-muted">
          <li>{fillTokens(t.offPlan, { percent: formatPercent(ltv.offPlan) })}</li>
          <li>{fillTokens(t.tenure, { maxYears: tenure.maxYears, expatAge: age.expat, nationalAge: age.national })}</li>
        </ul>
        <SourceLink source={ltv.source} label={t.source} />
        <p className="mt-6 text-muted">{fillTokens(t.debtBurden, { maxPercent: formatPercent(debtBurden.maxPercentOfIncome) })}</p>
        <SourceLink source={debtBurden.source} label={t.source} />
      </div>
    </section>
  );
}
