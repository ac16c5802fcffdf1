import { Form, useLoaderData, useNavigation } from "react-router";
import { Pager } from "#app/components/ui/pager.tsx";
import type { Route } from "./+types/subscribers";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import { adminListData, adminRowAction } from "#app/features/admin/list-route.server.ts";
import { listSubscribers, removeSubscriber } from "#app/features/admin/lead.server.ts";
import { CsrfField } from "#app/features/admin/components/csrf-field.tsx";
import { adminMeta, formatDubaiTime } from "#app/features/admin/meta.ts";
import { SubscriberTabs } from "#app/features/admin/components/subscriber-tabs.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Newsletter subscribers");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return adminListData(request, context, url, listSubscribers);
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminRowAction(request, context, {
    list: "/admin/subscribers",
    invalid: "Unknown subscriber.",
    missing: "That subscriber is already gone.",
    change: (ctx, id) => removeSubscriber(context.db, ctx, id),
  });
}

export default function Subscribers() {
  const { rows, hasMore, page } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <>
      <h1 className="mb-3 font-display text-3xl text-ink">Newsletter subscribers</h1>
      <SubscriberTabs current="newsletter" />
      {rows.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted ring-1 ring-sand-200">Nobody has subscribed yet.</p>
      ) : (
        <ul className="divide-y divide-sand-200 rounded-xl bg-white ring-1 ring-sand-200" aria-label="Subscribers">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span>
                <span className="block break-all font-medium">{r.email}</span>
                <span className="text-sm text-muted">since {formatDubaiTime(r.createdAt)}</span>
              </span>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="id" value={r.id} />
                <button type="submit" className="btn btn-outline" aria-label={`Unsubscribe ${r.email}`}>
                  Unsubscribe
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasMore ? (
        <Pager page={page} hrefFor={(p) => `?page=${p}`} busy={navigation.state === "loading"} hasNext={hasMore} className="mt-6" />
      ) : null}
    </>
  );
}
