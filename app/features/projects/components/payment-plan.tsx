import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import { useText } from "#app/i18n/text.ts";
import { useFormat } from "#app/i18n/format.ts";
import type { ProjectPaymentPlan } from "../types.ts";

const STEPS = [
  { key: "firstInstallment", color: "bg-navy-900" },
  { key: "underConstruction", color: "bg-navy-600" },
  { key: "onHandover", color: "bg-gold-500" },
  { key: "postHandover", color: "bg-sand-300" },
] as const;

/**
 * The four payment-plan shares as figures and as one segmented bar (one accessible image). The bar
 * runs in reading order: from the right on an Arabic page (a flex row follows the page's direction).
 */
export function PaymentPlan({ plan }: { plan: ProjectPaymentPlan }) {
  const { DETAIL_LABELS } = useText({ en: enSite, ar: arSite });
  const { PROJECT_DETAIL_TEXTS: T } = useText({ en, ar });
  const format = useFormat();
  if (STEPS.every((s) => plan[s.key] === null)) return null;
  const pct = (n: number | null) => (n === null ? format.notAvailable : `${n}%`);
  const summary = STEPS.map((s) => `${DETAIL_LABELS[s.key]} ${pct(plan[s.key])}`).join(format.listSeparator);
  return (
    <section aria-labelledby="payment-plan-heading" className="rounded-3xl border border-sand-200 bg-white p-6 shadow-card md:p-8">
      <h2 id="payment-plan-heading" className="text-2xl font-semibold text-navy-900 md:text-3xl">
        {DETAIL_LABELS.paymentPlan}
      </h2>
      <p className="mt-2 text-muted">{T.paymentPlanIntro}</p>
      <div
        role="img"
        aria-label={fillTokens(T.paymentPlanChart, { summary })}
        className="mt-6 flex h-4 overflow-hidden rounded-full bg-sand-100"
      >
        {STEPS.map((s) => {
          const v = plan[s.key] ?? 0;
          return v > 0 ? <span key={s.key} className={`${s.color} h-full`} style={{ width: `${v}%` }} /> : null;
        })}
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {STEPS.map((s) => (
          <div key={s.key} className="rounded-2xl bg-sand-50 p-4">
            <dt className="flex items-center gap-2 text-sm text-muted">
              <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${s.color}`} />
              {DETAIL_LABELS[s.key]}
            </dt>
            <dd className="mt-1 font-display text-3xl font-semibold text-navy-900">{pct(plan[s.key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
