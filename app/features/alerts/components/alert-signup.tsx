import { useId } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import * as en from "#app/content/alerts.ts";
import * as ar from "#app/content/ar/alerts.ts";
import type { PropertyCategory } from "#app/db/schema.ts";
import { useLocalePath } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { ListingMethod } from "#app/utils/paths.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { BellIcon } from "#app/components/ui/icons.tsx";
import { type AlertActionData, ALERT_FIELDS, type AlertFieldErrors, alertFormPath, type AlertSignUpData, MAX_EMAIL } from "../fields.ts";

export interface AlertSignUpProps {
  category: PropertyCategory;
  method: ListingMethod;
  /** the list's current query ("?…" or ""): the filters the alert saves */
  search: string;
  /** who keeps the data (the agency's brand); default: the root loader's */
  brand?: string;
  /** a failed no-JS post's answer (the /alerts page renders the form again with it) */
  initial?: AlertSignUpData;
  /** open the box (the /alerts page) */
  open?: boolean;
  /**
   * The form only once the page is taken over; until then (and without JavaScript) the box links to the
   * form's own page. On the lists: the form is 2.7 KB of markup no visitor sees before opening the box,
   * and it cost a list page ~17 % of its server CPU (bench/ab.ts, docs/performance.md).
   */
  deferForm?: boolean;
}

/**
 * "Alert me" (issue 44 item 3): saves the list's current filters with an e-mail and a frequency after
 * an explicit, unticked consent. A plain form post to /alerts (303 to an answer page) without
 * JavaScript; with it, the answer shows in place.
 */
export function AlertSignUp({ category, method, search, brand, initial, open = false, deferForm = false }: AlertSignUpProps) {
  const root = useRouteLoaderData("root") as { agency?: { brand?: string } } | undefined;
  const keeper = brand ?? root?.agency?.brand ?? "";
  const { ALERT_FORM_TEXTS: T } = useText({ en, ar });
  const fetcher = useFetcher<AlertActionData>();
  const hydrated = useHydrated();
  const to = useLocalePath();
  const id = useId();
  const answer = fetcher.data?.answer ?? initial;
  const errors: AlertFieldErrors = answer && !answer.ok ? answer.errors : {};
  const values = answer && !answer.ok ? answer.values : {};
  const busy = fetcher.state !== "idle";
  const described = (name: keyof AlertFieldErrors) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};
  const error = (name: keyof AlertFieldErrors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <details className="group rounded-2xl border border-sand-200 bg-white p-4 shadow-card" open={open || Boolean(answer) || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold text-navy-900">
        <span className="inline-flex flex-wrap items-center gap-x-2">
          <BellIcon className="text-gold-600" />
          {T.submit}
          <span className="font-normal text-muted">{T.heading}</span>
        </span>
      </summary>
      {deferForm && !hydrated ? (
        <div className="mt-4 grid gap-3 text-sm">
          <p className="text-muted">{T.intro}</p>
          <p>
            <SiteLink
              to={alertFormPath(category === "Commercial" ? "Commercial" : "Residential", method, search)}
              className="btn btn-primary"
            >
              {T.openForm}
            </SiteLink>
          </p>
        </div>
      ) : answer?.ok ? (
        <p role="status" className="mt-4 text-sm font-medium text-navy-900">
          {answer.message}
        </p>
      ) : (
        <fetcher.Form method="post" action={to("/alerts")} className="mt-4 grid gap-4 md:grid-cols-2" noValidate={hydrated}>
          <p className="text-sm text-muted md:col-span-2">{T.intro}</p>
          <input type="hidden" name={ALERT_FIELDS.category} value={category} />
          <input type="hidden" name={ALERT_FIELDS.method} value={method} />
          <input type="hidden" name={ALERT_FIELDS.search} value={search} />
          {hydrated ? <input type="hidden" name={ALERT_FIELDS.enhanced} value="1" /> : null}
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-medium text-navy-900">
              {T.emailLabel}
            </label>
            <input
              id={`${id}-email`}
              name={ALERT_FIELDS.email}
              type="email"
              required
              maxLength={MAX_EMAIL}
              autoComplete="email"
              dir="ltr"
              placeholder={T.emailPlaceholder}
              defaultValue={values.email}
              className="field mt-1 w-full"
              {...described("email")}
            />
            {error("email")}
          </div>
          <div>
            <label htmlFor={`${id}-frequency`} className="block text-sm font-medium text-navy-900">
              {T.frequencyLabel}
            </label>
            <select
              id={`${id}-frequency`}
              name={ALERT_FIELDS.frequency}
              defaultValue={values.frequency || "daily"}
              className="field mt-1 w-full"
              {...described("frequency")}
            >
              {T.frequencyOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            {error("frequency")}
          </div>
          <div className="md:col-span-2">
            <label className="flex items-start gap-3 text-sm text-navy-900">
              <input
                type="checkbox"
                name={ALERT_FIELDS.consent}
                value="yes"
                required
                className="mt-1 size-4 shrink-0"
                {...described("consent")}
              />
              <span>{T.consentLabel(keeper)}</span>
            </label>
            {error("consent")}
            <div className="mt-2 rounded-xl bg-sand-50 p-3 text-xs leading-relaxed text-muted">
              <p className="font-semibold text-navy-900">{T.privacyTitle}</p>
              <ul className="mt-1 list-disc space-y-1 ps-5">
                {T.privacyPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          </div>
          {error("search")}
          <div className="flex flex-wrap items-center gap-4 md:col-span-2">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? T.busy : T.submit}
            </button>
            {answer && !answer.ok ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {answer.message}
              </p>
            ) : null}
          </div>
        </fetcher.Form>
      )}
    </details>
  );
}
