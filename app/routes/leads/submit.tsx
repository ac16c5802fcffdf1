import { data, redirect, useActionData, useLoaderData } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import type { Route } from "./+types/submit";
import * as en from "#app/content/leads.ts";
import * as ar from "#app/content/ar/leads.ts";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { isLeadKind, type LeadKind } from "#app/features/leads/fields.ts";
import { FAILURE_MESSAGES, type LeadActionData } from "#app/features/leads/messages.ts";
import { leadLimiter } from "#app/features/leads/rate-limit.server.ts";
import { submitLead } from "#app/features/leads/submit.server.ts";
import { ENHANCED_FIELD, LEAD_HOME, PAGE_FIELD, returnUrl, safeSitePath } from "#app/features/leads/submit-target.ts";
import { LeadFormForKind } from "#app/features/leads/components/lead-form-for-kind.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { log } from "#app/utils/log.server.ts";

const NO_STORE = cacheHeaders("noStore");

function kindOf(params: { kind?: string }): LeadKind {
  if (!isLeadKind(params.kind)) throw data(null, { status: 404, headers: NO_STORE });
  return params.kind;
}

/** GET shows the form alone (the page a no-JS submit returns to when it needs correcting). */
export function loader({ params }: Route.LoaderArgs) {
  return data({ kind: kindOf(params) }, { headers: NO_STORE });
}

/**
 * POST /leads/:kind — every lead form posts here. With JavaScript the form
 * reads the answer in place; without it, success redirects back to the page
 * the form was on and a correction renders this route's page.
 * The answer's language is the posting URL's: a form on an Arabic page posts
 * to /ar/leads/:kind, gets Arabic messages, and its visitor e-mail is Arabic.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // Only POST stores a lead (the server answers 405 before this for any other method; this keeps it true here too).
  if (request.method !== "POST") throw data(null, { status: 405, headers: { ...NO_STORE, Allow: "GET, HEAD, POST" } });
  const kind = kindOf(params);
  const locale = localeOfPath(new URL(request.url).pathname);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const body: LeadActionData = { ok: false, kind, message: FAILURE_MESSAGES[locale][kind], errors: {}, values: {} };
    return data(body, { status: 400, headers: NO_STORE });
  }
  const page = safeSitePath(form.get(PAGE_FIELD));
  const result = await submitLead(kind, form, {
    db: context.db,
    env: context.env,
    agency: context.agency,
    mailOrigin: context.mailOrigin,
    clientIp: context.clientIp,
    limiter: leadLimiter(context.env),
    page: page ?? undefined,
    locale,
    log: (message, error) => log.error(message, error),
  });
  const headers: Record<string, string> = { ...NO_STORE };
  if (result.retryAfterSeconds) headers["Retry-After"] = String(result.retryAfterSeconds);
  if (result.data.ok && form.get(ENHANCED_FIELD) !== "1")
    throw redirect(localePath(returnUrl(kind, page), locale), { status: 303, headers });
  return data(result.data, { status: result.status, headers });
}

/** With JavaScript, a lost connection becomes the form's failure text, not the error page. */
export async function clientAction({ request, params, serverAction }: Route.ClientActionArgs): Promise<LeadActionData> {
  const kind = isLeadKind(params.kind) ? params.kind : "enquiry";
  try {
    return (await serverAction()) as LeadActionData;
  } catch {
    const locale = localeOfPath(new URL(request.url).pathname);
    return { ok: false, kind, message: FAILURE_MESSAGES[locale][kind], errors: {}, values: {} };
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location, params }) => {
  const locale = localeOfPath(location.pathname);
  const { CORRECTION_PAGE_TEXTS } = textFor({ en, ar }, locale);
  const texts = isLeadKind(params.kind) ? CORRECTION_PAGE_TEXTS[params.kind] : CORRECTION_PAGE_TEXTS.enquiry;
  return seoMeta(agencyFromMatches(matches), {
    title: texts.title,
    description: texts.intro,
    path: location.pathname,
    noindex: true,
    locale,
  });
};

export default function LeadCorrectionPage() {
  const { kind } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { CORRECTION_PAGE_TEXTS } = useText({ en, ar });
  const texts = CORRECTION_PAGE_TEXTS[kind];
  const back = result && !result.ok ? safeSitePath(result.values[PAGE_FIELD]) : null;
  return (
    <main id="main" className="container-page py-14 md:py-20">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-semibold text-navy-900 md:text-4xl">{texts.title}</h1>
        <p className="mt-3 text-muted">{texts.intro}</p>
        {/* The guide form brings its own card. */}
        <div className={kind === "guide" ? "mt-8" : "mt-8 rounded-3xl border border-sand-200 bg-white p-6 shadow-card md:p-8"}>
          <LeadFormForKind kind={kind} initial={result && !result.ok ? result : undefined} />
        </div>
        <p className="mt-6">
          <SiteLink to={back ?? LEAD_HOME[kind]} className="text-sm font-semibold text-navy-900 underline underline-offset-4">
            {CORRECTION_PAGE_TEXTS.backLink}
          </SiteLink>
        </p>
      </div>
    </main>
  );
}
