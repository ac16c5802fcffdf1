import { data, Form, redirect, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/manage";
import * as en from "#app/content/alerts.ts";
import * as ar from "#app/content/ar/alerts.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { AlertPageFrame, SearchInWords } from "#app/features/alerts/components/alert-page.tsx";
import { ALERT_FREQUENCIES } from "#app/features/alerts/fields.ts";
import { alertPage } from "#app/features/alerts/pages.server.ts";
import { setFrequency, setPaused, unsubscribeAlert } from "#app/features/alerts/store.server.ts";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";
import { seoMeta } from "#app/utils/seo.ts";

const NO_STORE = { ...cacheHeaders("noStore"), "Referrer-Policy": "no-referrer" };
const DONE = ["frequency", "paused", "resumed"] as const;

const changeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("frequency"), frequency: z.enum(ALERT_FREQUENCIES) }),
  z.object({ intent: z.literal("pause") }),
  z.object({ intent: z.literal("resume") }),
  z.object({ intent: z.literal("unsubscribe") }),
]);

/** GET /alerts/manage/:token: the alert in words, its frequency, pause or resume, unsubscribe. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const page = await alertPage(context.db, params.token, localeOfPath(url.pathname));
  if (page.status !== 200) return data({ status: page.status, view: null, done: null }, { status: page.status, headers: NO_STORE });
  const done = DONE.find((d) => d === url.searchParams.get("done")) ?? null;
  return data({ status: 200 as const, view: page.view, done }, { headers: NO_STORE });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const page = await alertPage(context.db, params.token, locale);
  if (page.status !== 200) throw data(null, { status: page.status, headers: NO_STORE });
  let fields: Record<string, string> = {};
  try {
    fields = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
  } catch {
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const change = changeSchema.safeParse(fields);
  if (!change.success) throw data(null, { status: 422, headers: NO_STORE });
  const here = (done: string) => localePath(`/alerts/manage/${params.token}?done=${done}`, locale);
  switch (change.data.intent) {
    case "frequency":
      await setFrequency(context.db, page.alert, change.data.frequency);
      throw redirect(here("frequency"), { status: 303, headers: NO_STORE });
    case "pause":
      await setPaused(context.db, page.alert, true);
      throw redirect(here("paused"), { status: 303, headers: NO_STORE });
    case "resume":
      await setPaused(context.db, page.alert, false);
      throw redirect(here("resumed"), { status: 303, headers: NO_STORE });
    case "unsubscribe":
      await unsubscribeAlert(context.db, page.alert);
      throw redirect(localePath(`/alerts/unsubscribe/${params.token}`, locale), { status: 303, headers: NO_STORE });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const T = textFor({ en, ar }, locale).ALERT_PAGE_TEXTS;
  return seoMeta(agencyFromMatches(matches), { title: T.manageTitle, description: T.manageIntro, path: "/alerts", noindex: true, locale });
};

export default function AlertManagePage() {
  const { status, view, done } = useLoaderData<typeof loader>();
  const { ALERT_PAGE_TEXTS: T, ALERT_FORM_TEXTS: F } = useText({ en, ar });
  if (!view)
    return (
      <AlertPageFrame title={status === 410 ? T.goneTitle : T.invalidTitle}>
        {<p>{status === 410 ? T.goneBody : T.invalidBody}</p>}
      </AlertPageFrame>
    );
  const notice = done === "frequency" ? T.frequencySaved : done === "paused" ? T.paused : done === "resumed" ? T.resumed : null;
  return (
    <AlertPageFrame title={T.manageTitle}>
      {notice ? (
        <p role="status" className="rounded-xl bg-sand-100 p-3 font-medium">
          {notice}
        </p>
      ) : null}
      <p>{T.manageIntro}</p>
      <SearchInWords search={view.search} />
      <p>
        <bdi dir="ltr">{view.email}</bdi> · {T.stateLabel}: {T.states[view.state]}
      </p>
      <p>
        <SiteLink to={view.listHref} className="font-semibold underline underline-offset-4">
          {T.viewSearch}
        </SiteLink>
      </p>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="frequency" />
        <label className="block">
          <span className="block text-sm font-medium">{T.frequencyLabel}</span>
          <select name="frequency" defaultValue={view.frequency} className="field mt-1">
            {F.frequencyOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-outline">
          {T.saveFrequency}
        </button>
      </Form>
      <div className="flex flex-wrap gap-3">
        {view.state === "active" || view.state === "paused" ? (
          <Form method="post">
            <input type="hidden" name="intent" value={view.state === "active" ? "pause" : "resume"} />
            <button type="submit" className="btn btn-outline">
              {view.state === "active" ? T.pauseButton : T.resumeButton}
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="unsubscribe" />
          <button type="submit" className="btn btn-primary">
            {T.unsubscribeButton}
          </button>
        </Form>
      </div>
      <p className="text-sm text-muted">
        <SiteLink to="/properties/buy" className="underline underline-offset-4">
          {T.backToList}
        </SiteLink>
      </p>
    </AlertPageFrame>
  );
}
