import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/subscribe";
import * as en from "#app/content/alerts.ts";
import * as ar from "#app/content/ar/alerts.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { AlertPageFrame } from "#app/features/alerts/components/alert-page.tsx";
import { AlertSignUp } from "#app/features/alerts/components/alert-signup.tsx";
import { type AlertActionData, ALERT_FIELDS, alertFormOf, MAX_SEARCH } from "#app/features/alerts/fields.ts";
import { alertLimiter } from "#app/features/alerts/rate-limit.server.ts";
import { submitAlert } from "#app/features/alerts/submit.server.ts";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { log } from "#app/utils/log.server.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { seoMeta } from "#app/utils/seo.ts";
import { listPath } from "#app/utils/paths.ts";
import { useAgency } from "#app/root.tsx";

const NO_STORE = cacheHeaders("noStore");

/**
 * GET /alerts?sent=1: the answer to a sign-up made without JavaScript. GET /alerts?category=…&method=…&search=…:
 * the sign-up form for that list's search, where a list's box links before the page is taken over (and
 * without JavaScript). Otherwise there is no page (404, answered here rather than thrown, so a POST's
 * correction page keeps its own status and headers).
 */
export function loader({ url }: Route.LoaderArgs) {
  const sent = url.searchParams.get("sent") === "1";
  const form = sent ? null : alertFormOf(url.searchParams);
  return data({ sent, form }, { status: sent || form ? 200 : 404, headers: NO_STORE });
}

/** POST /alerts: the "Alert me" box of every list (and /ar/alerts from an Arabic list). */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const result = await submitAlert(form, {
    db: context.db,
    limiter: alertLimiter(context.env),
    clientIp: context.clientIp,
    siteUrl: context.mailOrigin,
    brand: context.agency.brand,
    replyTo: context.agency.email,
    locale,
    log: (message, error) => log.error(message, error),
  });
  const headers: Record<string, string> = { ...NO_STORE };
  if (result.retryAfterSeconds) headers["Retry-After"] = String(result.retryAfterSeconds);
  if (result.data.ok && form.get(ALERT_FIELDS.enhanced) !== "1")
    throw redirect(localePath("/alerts?sent=1", locale), { status: 303, headers });
  const body: AlertActionData = {
    answer: result.data,
    category: String(form.get(ALERT_FIELDS.category) ?? "") === "Commercial" ? "Commercial" : "Residential",
    method: String(form.get(ALERT_FIELDS.method) ?? "") === "rent" ? "rent" : "buy",
    // only a query goes back into the page's form (the list's path is rebuilt from category and method)
    search: String(form.get(ALERT_FIELDS.search) ?? "").startsWith("?") ? String(form.get(ALERT_FIELDS.search)).slice(0, MAX_SEARCH) : "",
  };
  return data(body, { status: result.status, headers });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const locale = localeOfPath(location.pathname);
  const { ALERT_PAGE_TEXTS: T, ALERT_FORM_TEXTS: F } = textFor({ en, ar }, locale);
  const asked = (loaderData as { form?: unknown } | undefined)?.form;
  return seoMeta(agencyFromMatches(matches), {
    title: asked ? T.formTitle : T.sentTitle,
    description: asked ? F.intro : T.sentBody,
    path: "/alerts",
    noindex: true,
    locale,
  });
};

export default function AlertSubscribePage() {
  const { ALERT_PAGE_TEXTS: T } = useText({ en, ar });
  const loaded = useLoaderData<typeof loader>() as { sent?: boolean; form?: Omit<AlertActionData, "answer"> | null } | undefined;
  const posted = useActionData<typeof action>();
  const brand = useAgency().brand;
  // the form: a post that needs correcting (with its answer), or a list's box asking for its search's form
  const form = posted && !posted.answer.ok ? { ...posted, initial: posted.answer } : !posted && loaded?.form ? loaded.form : null;
  if (form) {
    return (
      <AlertPageFrame title={T.formTitle}>
        <AlertSignUp
          category={form.category}
          method={form.method}
          search={form.search}
          brand={brand}
          initial={"initial" in form ? form.initial : undefined}
          open
        />
        <p>
          <SiteLink
            to={`${listPath(form.category, form.method)}${form.search}`}
            className="text-sm font-semibold underline underline-offset-4"
          >
            {T.backToList}
          </SiteLink>
        </p>
      </AlertPageFrame>
    );
  }
  if (loaded?.sent || posted?.answer.ok) {
    return (
      <AlertPageFrame title={T.sentTitle}>
        <p>{T.sentBody}</p>
      </AlertPageFrame>
    );
  }
  return (
    <AlertPageFrame title={T.invalidTitle}>
      <p>{T.invalidBody}</p>
      <p>
        <SiteLink to="/properties/buy" className="text-sm font-semibold underline underline-offset-4">
          {T.backToList}
        </SiteLink>
      </p>
    </AlertPageFrame>
  );
}
