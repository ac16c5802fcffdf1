import { data, Form, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/confirm";
import * as en from "#app/content/alerts.ts";
import * as ar from "#app/content/ar/alerts.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { AlertPageFrame, SearchInWords } from "#app/features/alerts/components/alert-page.tsx";
import { alertPage } from "#app/features/alerts/pages.server.ts";
import { confirmAlert } from "#app/features/alerts/store.server.ts";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { seoMeta } from "#app/utils/seo.ts";

const NO_STORE = { ...cacheHeaders("noStore"), "Referrer-Policy": "no-referrer" };

/**
 * GET /alerts/confirm/:token shows the search and a button: a mail scanner that opens the link
 * confirms nothing. The POST confirms (the double opt-in) and comes back here.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const page = await alertPage(context.db, params.token, localeOfPath(url.pathname));
  if (page.status !== 200) return data({ status: page.status, view: null }, { status: page.status, headers: NO_STORE });
  return data({ status: 200 as const, view: page.view }, { headers: NO_STORE });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const page = await alertPage(context.db, params.token, localeOfPath(url.pathname));
  if (page.status !== 200) throw data(null, { status: page.status, headers: NO_STORE });
  await confirmAlert(context.db, page.alert);
  throw redirect(localePath(`/alerts/confirm/${params.token}`, localeOfPath(url.pathname)), { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const T = textFor({ en, ar }, locale).ALERT_PAGE_TEXTS;
  return seoMeta(agencyFromMatches(matches), {
    title: T.confirmTitle,
    description: T.confirmIntro,
    path: "/alerts",
    noindex: true,
    locale,
  });
};

export default function AlertConfirmPage() {
  const { status, view } = useLoaderData<typeof loader>();
  const { ALERT_PAGE_TEXTS: T } = useText({ en, ar });
  if (!view)
    return (
      <AlertPageFrame title={status === 410 ? T.goneTitle : T.invalidTitle}>
        {<p>{status === 410 ? T.goneBody : T.invalidBody}</p>}
      </AlertPageFrame>
    );
  if (view.state !== "pending") {
    return (
      <AlertPageFrame title={T.confirmedTitle}>
        <p>{T.confirmedBody}</p>
        <SearchInWords search={view.search} />
        <p>
          <SiteLink to={view.listHref} className="font-semibold underline underline-offset-4">
            {T.viewSearch}
          </SiteLink>
        </p>
      </AlertPageFrame>
    );
  }
  return (
    <AlertPageFrame title={T.confirmTitle}>
      <p>{T.confirmIntro}</p>
      <SearchInWords search={view.search} />
      <Form method="post">
        <button type="submit" className="btn btn-primary">
          {T.confirmButton}
        </button>
      </Form>
    </AlertPageFrame>
  );
}
