import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/directory-entry";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { requireStaffForm, UPLOAD_LIMITS } from "#app/features/media/upload.server.ts";
import { getDirectoryEntry, newDirectoryEntry, runDirectoryAction } from "#app/features/directory/admin.server.ts";
import { DIRECTORY_KINDS } from "#app/features/directory/edit-schema.ts";
import { DirectoryEditor } from "#app/features/admin/components/directory-editor.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

const SINGULAR = { areas: "area", developers: "developer", agents: "agent" } as const;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(!data?.entry ? "Edit" : data.entry.id === null ? `New ${SINGULAR[data.entry.kind]}` : `Edit: ${data.entry.values.name}`);
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** /admin/directory/{kind}/new (no id: the empty editor) or /admin/directory/{kind}/{id}. */
const Params = z.object({
  kind: z.enum(DIRECTORY_KINDS),
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
const notFound = () => data({ message: "There is no such entry." }, { status: 404, headers: ADMIN_HEADERS });

function parseParams(params: { kind?: string; id?: string }) {
  const p = Params.safeParse(params);
  if (!p.success) throw notFound();
  return { kind: p.data.kind, id: p.data.id ?? null };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  const { kind, id } = parseParams(params);
  const entry = id === null ? await newDirectoryEntry(context.db, kind) : await getDirectoryEntry(context.db, kind, id);
  if (!entry) throw notFound();
  return data({ entry, maxMb: UPLOAD_LIMITS.maxFileBytes / 1024 / 1024 }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // multipart: the image picker sends a file (read within the upload limits, after the CSRF check)
  const { session, form, files } = await requireStaffForm(request, context, { role: "admin" });
  const { kind, id } = parseParams(params);
  return runDirectoryAction({ ...context, mediaDir: context.env.MEDIA_DIR }, session, kind, id, form, files);
}

export default function DirectoryEntryPage() {
  const { entry, maxMb } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <DirectoryEditor
      key={`${entry.kind}-${entry.id ?? "new"}`}
      entry={entry}
      result={result ?? null}
      notice={params.get("notice")}
      maxMb={maxMb}
    />
  );
}
