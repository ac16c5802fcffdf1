import { Form } from "react-router";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/mortgage-form.ts";
import * as ar from "#app/content/ar/mortgage-form.ts";
import { localePath, useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { PAGE_PATHS } from "#app/utils/paths.ts";
import { MORTGAGE_DEFAULTS, type Stage } from "../calculate.ts";
import { aed, formatPercent } from "../format.ts";
import { valuesOf } from "../query.ts";
import { NumberInput } from "./number-input.tsx";
import { useMortgageForm } from "./use-mortgage-form.ts";

/** one rule for the three figures' labels and amounts: the box is in every sale page's HTML (decision 040) */
const FIGURES =
  "grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 [&_dd]:mt-1 [&_dd]:font-semibold [&_dd]:tabular-nums [&_dd]:text-navy-900 [&_dt]:text-xs [&_dt]:font-semibold [&_dt]:uppercase [&_dt]:tracking-[0.14em] [&_dt]:text-muted";

/**
 * A sale listing's mortgage estimate: its price, the most an expatriate's first home may borrow
 * (50% off-plan), the stated default rate over 25 years. Rate and term update the figures as they
 * change; the button opens the full calculator with them (a GET form: it works without JavaScript).
 * Outside Dubai the Land Department's fees do not apply, so the box shows the down payment instead
 * of the cash on day one.
 */
export function MortgageBox({ price, stage, dubai }: { price: number; stage: Stage; dubai: boolean }) {
  const initial = valuesOf({ ...MORTGAGE_DEFAULTS, price, stage });
  const { form, result, onChange } = useMortgageForm({ values: initial, errors: {}, inputs: { ...MORTGAGE_DEFAULTS, price, stage } });
  const locale = useLocale();
  const t = textFor({ en, ar }, locale).MORTGAGE_BOX_TEXTS;
  if (!result) return null;
  const money = (amount: number) => aed(amount, locale);
  const cash = dubai ? result.dayOne.total : (result.dayOne.lines[0]?.amount ?? 0);
  return (
    <section aria-labelledby="mortgage-box-heading" className="rounded-3xl border border-sand-200 bg-white p-6 md:p-8">
      <h2 id="mortgage-box-heading" className="text-2xl font-semibold text-navy-900">
        {t.heading}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {fillTokens(stage === "off-plan" ? t.assumptionOffPlan : t.assumption, { percent: formatPercent(result.cap.percent) })}
      </p>
      <Form method="get" action={localePath(PAGE_PATHS.mortgageCalculator, locale)} onChange={onChange} className="mt-5">
        <input type="hidden" name="price" value={initial.price} />
        {stage === "off-plan" ? <input type="hidden" name="stage" value="off-plan" /> : null}
        <dl className={FIGURES}>
          <div className="col-span-2 sm:col-span-1">
            <dt>{t.monthlyPayment}</dt>
            <dd className="font-display text-3xl" data-testid="mortgage-box-payment">
              {money(result.monthlyPayment)}
            </dd>
          </div>
          <div>
            <dt>{`${t.loan} ${formatPercent(result.cap.percent)}`}</dt>
            <dd className="sm:!mt-2.5">{money(result.loan.amount)}</dd>
          </div>
          <div>
            <dt>{dubai ? t.dayOne : t.downPayment}</dt>
            <dd className="sm:!mt-2.5">{money(cash)}</dd>
          </div>
        </dl>
        <div className="mt-5 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <NumberInput field="rate" value={form.values.rate} error={form.errors.rate} withHint={false} compact />
          <NumberInput field="years" value={form.values.years} error={form.errors.years} withHint={false} compact />
          <button type="submit" className="btn btn-outline col-span-2 text-navy-900 sm:col-span-1">
            {t.open}
          </button>
        </div>
      </Form>
    </section>
  );
}
