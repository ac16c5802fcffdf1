import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/unsubscribe";
import * as en from "#app/content/alerts.ts";
import * as ar from "#app/content/ar/alerts.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { AlertPageFrame, SearchInWords } from "#app/features/alerts/components/alert-page.tsx";
import { isOneClickBody } from "#app/features/alerts/one-click.ts";
import { alertByToken, unsubscribeAlert } from "#app/features/alerts/store.server.ts";
import { describeSearch } from "#app/features/alerts/describe.server.ts";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { seoMeta } from "#app/utils/seo.ts";

const NO_STORE = { ...cacheHeaders("noStore"), "Referrer-Policy": "no-referrer" };

/**
 * GET /alerts/unsubscribe/:token shows a button and changes nothing (mail scanners open links).
 * POST unsubscribes: the button's form, or a mail client's RFC 8058 one-click POST with the body
 * `List-Unsubscribe=One-Click` and no cookie (server/proxy.ts lets that one through its Origin check).
 * Unsubscribing twice is not an error: an ended alert's link answers "you are unsubscribed".
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const found = await alertByToken(context.db, params.token);
  if (found.status === "unknown") return data({ status: 404 as const, search: null, done: false }, { status: 404, headers: NO_STORE });
  const done = found.alert.state === "unsubscribed";
  return data({ status: 200 as const, search: await describeSearch(context.db, found.alert, locale), done }, { headers: NO_STORE });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const found = await alertByToken(context.db, params.token);
  if (found.status === "unknown") throw data(null, { status: 404, headers: NO_STORE });
  let body = "";
  try {
    body = await request.text();
  } catch {
    throw data(null, { status: 400, headers: NO_STORE });
  }
  await unsubscribeAlert(context.db, found.alert);
  // a mail client's one-click POST reads only the status; a person's button comes back to the page
  if (isOneClickBody(body)) return data({ unsubscribed: true }, { headers: NO_STORE });
  throw redirect(localePath(`/alerts/unsubscribe/${params.token}`, localeOfPath(url.pathname)), { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const T = textFor({ en, ar }, locale).ALERT_PAGE_TEXTS;
  return seoMeta(agencyFromMatches(matches), {
    title: T.unsubscribeTitle,
    description: T.unsubscribeIntro,
    path: "/alerts",
    noindex: true,
    locale,
  });
};

export default function AlertUnsubscribePage() {
  const { status, search, done } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { ALERT_PAGE_TEXTS: T } = useText({ en, ar });
  if (status === 404) return <AlertPageFrame title={T.invalidTitle}>{<p>{T.invalidBody}</p>}</AlertPageFrame>;
  if (done || posted?.unsubscribed) {
    return (
      <AlertPageFrame title={T.unsubscribedTitle}>
        <p>{T.unsubscribedBody}</p>
        {search ? <SearchInWords search={search} /> : null}
        <p>
          <SiteLink to="/properties/buy" className="font-semibold underline underline-offset-4">
            {T.backToList}
          </SiteLink>
        </p>
      </AlertPageFrame>
    );
  }
  return (
    <AlertPageFrame title={T.unsubscribeTitle}>
      <p>{T.unsubscribeIntro}</p>
      {search ? <SearchInWords search={search} /> : null}
      <Form method="post">
        <button type="submit" className="btn btn-primary">
          {T.unsubscribeButton}
        </button>
      </Form>
    </AlertPageFrame>
  );
}
