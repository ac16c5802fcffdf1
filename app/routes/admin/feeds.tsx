import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/feeds";
import { ADMIN_HEADERS, requireStaff, requireStaffAction } from "#app/features/auth/guard.server.ts";
import { CsrfField } from "#app/features/admin/components/csrf-field.tsx";
import { adminMeta, formatDubaiTime } from "#app/features/admin/meta.ts";
import { exportReport } from "#app/features/feeds/export.server.ts";
import { importOverview, startImport } from "#app/features/feeds/runs.server.ts";
import { changed } from "#app/utils/changes.server.ts";
import { SOURCE_NAME } from "#app/utils/feed-sources.ts";

export const meta: Route.MetaFunction = () => adminMeta("Feed imports");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const SHOWN_LEFT_OUT = 200;

/**
 * Every staff member may read the imports; only an admin starts one. ?check=export also reads what
 * our own portal feeds (/feeds/*.xml) would leave out and why (it reads every active listing).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const session = await requireStaff(request, context);
  const check = url.searchParams.get("check") === "export";
  const exports = check
    ? await Promise.all(
        (["pf", "bayut"] as const).map(async (format) => {
          const r = await exportReport(context.db, format);
          return { ...r, leftOutCount: r.leftOut.length, leftOut: r.leftOut.slice(0, SHOWN_LEFT_OUT) };
        }),
      )
    : null;
  return data(
    { sources: await importOverview(context.db, context.env), canStart: session.user.role === "admin", exports },
    { headers: ADMIN_HEADERS },
  );
}

const StartSchema = z.object({ source: z.string().regex(SOURCE_NAME) });

export async function action({ request, context }: Route.ActionArgs) {
  const { form } = await requireStaffAction(request, context, { role: "admin" });
  const parsed = StartSchema.safeParse({ source: form.get("source") });
  if (!parsed.success) return data({ error: "Unknown feed." }, { status: 400, headers: ADMIN_HEADERS });
  const result = await startImport(context.db, context.env, parsed.data.source, () => changed({ everything: "a feed import" }));
  if (!result.started) return data({ error: result.reason }, { status: 409, headers: ADMIN_HEADERS });
  throw redirect("/admin/feeds", { status: 303, headers: ADMIN_HEADERS });
}

const STATUS_CLASS: Record<string, string> = {
  succeeded: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  running: "bg-sand-200 text-ink",
};

export default function FeedImports() {
  const { sources, canStart, exports } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <h1 className="mb-2 font-display text-3xl text-ink">Feed imports</h1>
      <p className="mb-5 max-w-3xl text-sm text-muted">
        Each feed is known by its name (FEEDS=&quot;name=URL&quot; or <code>npm run import -- FILE --source name</code>): the listings it
        owns, withdraws and answers 410 for follow the name, whatever the file or URL.
      </p>
      {answer && "error" in answer ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {answer.error}
        </p>
      ) : null}
      {sources.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted ring-1 ring-sand-200">
          No feed is configured (FEEDS) and none has been imported yet.
        </p>
      ) : null}
      {sources.map((s) => (
        <section key={s.name} aria-labelledby={`feed-${s.name}`} className="mb-6 rounded-xl bg-white ring-1 ring-sand-200">
          <header className="flex flex-wrap items-center justify-between gap-2 border-b border-sand-200 px-4 py-3">
            <div>
              <h2 id={`feed-${s.name}`} className="font-display text-xl text-ink">
                {s.name}
              </h2>
              <p className="break-all text-sm text-muted">{s.configured ?? "not in FEEDS (imported from the command line)"}</p>
            </div>
            {canStart && s.configured ? (
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="source" value={s.name} />
                <button type="submit" className="btn btn-outline">
                  Import now
                </button>
              </Form>
            ) : null}
          </header>
          {s.runs.length === 0 ? (
            <p className="px-4 py-3 text-sm text-muted">Not imported yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-start text-sm">
                <caption className="sr-only">Latest imports of {s.name}, newest first</caption>
                <thead className="bg-sand-100 text-xs uppercase tracking-wider text-muted">
                  <tr>
                    {["Started", "Status", "In feed", "New", "Updated", "Withdrawn", "Skipped", "Held", "Photo failures", ""].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-sand-200">
                  {s.runs.map((r) => (
                    <tr key={r.id}>
                      <td className="whitespace-nowrap px-3 py-2">{formatDubaiTime(r.started_at)}</td>
                      <td className="px-3 py-2">
                        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[r.status] ?? ""}`}>{r.status}</span>
                        {r.error ? <span className="block text-xs text-red-800">{r.error}</span> : null}
                      </td>
                      <td className="px-3 py-2">{r.seen}</td>
                      <td className="px-3 py-2">{r.created}</td>
                      <td className="px-3 py-2">{r.updated}</td>
                      <td className="px-3 py-2">{r.deactivated}</td>
                      <td className="px-3 py-2">{r.skipped}</td>
                      <td className="px-3 py-2">{r.held}</td>
                      <td className="px-3 py-2">{r.photos_failed}</td>
                      <td className="px-3 py-2">
                        <Link to={`/admin/feeds/runs/${r.id}`} className="text-navy-700 underline">
                          Report<span className="sr-only"> of run {r.id}</span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
      <section aria-labelledby="portal-export" className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
        <h2 id="portal-export" className="font-display text-xl text-ink">
          Our feeds for the portals
        </h2>
        {exports === null ? (
          <p className="mt-2 text-sm">
            <Link to="?check=export" className="text-navy-700 underline">
              Check what /feeds/propertyfinder.xml and /feeds/bayut.xml leave out
            </Link>
          </p>
        ) : (
          exports.map((e) => (
            <div key={e.format} className="mt-3">
              <h3 className="font-medium">
                {e.format === "pf" ? "Property Finder" : "Bayut"}: {e.written} listings written, {e.leftOutCount} left out
              </h3>
              {e.leftOut.length ? (
                <ul className="mt-1 list-disc ps-5 text-sm">
                  {e.leftOut.map((l) => (
                    <li key={l.reference}>
                      {l.reference}: {l.reason}
                    </li>
                  ))}
                  {e.leftOutCount > e.leftOut.length ? <li>… and {e.leftOutCount - e.leftOut.length} more</li> : null}
                </ul>
              ) : null}
            </div>
          ))
        )}
      </section>
    </>
  );
}
