import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/mortgage.ts";
import * as ar from "#app/content/ar/mortgage.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import type { MortgageResult } from "../calculate.ts";
import { resultNotes } from "../explain.ts";
import { aed, formatPercent } from "../format.ts";

const NONE = "—";

/** The result under the form: the monthly payment, the cash on day one, the loan and its interest, then what limited them. */
export function MortgageSummary({ result, stale }: { result: MortgageResult | null; stale: boolean }) {
  const locale = useLocale();
  const { MORTGAGE_RESULT_TEXTS: t, yearsText } = textFor({ en, ar }, locale);
  const notes = result ? resultNotes(result, locale) : [];
  const refused = result && (result.refusedForAge || result.debtBurden?.withinLimit === false);
  const figure = (amount: number | undefined) => (amount === undefined ? NONE : aed(amount, locale));
  return (
    <section
      aria-label={t.resultHeading}
      className={`mt-8 rounded-2xl bg-sand-100 p-5 transition-opacity sm:p-6 ${stale ? "opacity-60" : ""}`}
      data-testid="mortgage-result"
    >
      {refused ? <p className="mb-4 text-sm font-semibold uppercase tracking-[0.12em] text-[#b42318]">{t.refused}</p> : null}
      <dl className="grid gap-x-8 gap-y-5 xs:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{t.monthlyPayment}</dt>
          <dd className="mt-1 font-display text-3xl font-semibold text-navy-900" data-testid="monthly-payment" aria-live="polite">
            {figure(result?.monthlyPayment)}
          </dd>
          {result && result.loan.amount > 0 ? (
            <dd className="mt-1 text-sm text-muted">
              {fillTokens(t.termLine, { years: yearsText(result.tenure.years), rate: formatPercent(result.inputs.ratePercent) })}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{t.dayOneTotal}</dt>
          <dd className="mt-1 font-display text-3xl font-semibold text-navy-900" data-testid="day-one-total">
            {figure(result?.dayOne.total)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{t.loan}</dt>
          <dd className="mt-1 text-lg font-semibold text-navy-900" data-testid="loan-amount">
            {figure(result?.loan.amount)}
          </dd>
          {result ? (
            <dd className="text-sm text-muted">
              {fillTokens(t.loanShare, { percent: formatPercent((result.loan.amount / result.inputs.price) * 100) })}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{t.totalInterest}</dt>
          <dd className="mt-1 text-lg font-semibold text-navy-900">{figure(result?.totalInterest)}</dd>
        </div>
      </dl>
      {notes.length ? (
        <ul className="mt-5 space-y-2 border-t border-sand-200 pt-4 text-sm" data-testid="mortgage-notes">
          {notes.map((note) => (
            <li key={note.text} className={note.tone === "warning" ? "font-medium text-[#b42318]" : "text-muted"}>
              {note.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
