import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/directory-entry";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { requireStaffForm, UPLOAD_LIMITS } from "#app/features/media/upload.server.ts";
import { getDirectoryEntry, runDirectoryAction } from "#app/features/directory/admin.server.ts";
import { DIRECTORY_KINDS } from "#app/features/directory/edit-schema.ts";
import { DirectoryEditor } from "#app/features/admin/components/directory-editor.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.entry ? `Edit: ${data.entry.values.name}` : "Edit");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const Params = z.object({ kind: z.enum(DIRECTORY_KINDS), id: z.coerce.number().int().positive().max(2_147_483_647) });
const notFound = () => data({ message: "There is no such entry." }, { status: 404, headers: ADMIN_HEADERS });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  const p = Params.safeParse(params);
  if (!p.success) throw notFound();
  const entry = await getDirectoryEntry(context.db, p.data.kind, p.data.id);
  if (!entry) throw notFound();
  return data({ entry, maxMb: UPLOAD_LIMITS.maxFileBytes / 1024 / 1024 }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // multipart: the image picker sends a file (read within the upload limits, after the CSRF check)
  const { session, form, files } = await requireStaffForm(request, context, { role: "admin" });
  const p = Params.safeParse(params);
  if (!p.success) throw notFound();
  return runDirectoryAction({ ...context, mediaDir: context.env.MEDIA_DIR }, session, p.data.kind, p.data.id, form, files);
}

export default function DirectoryEntryPage() {
  const { entry, maxMb } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <DirectoryEditor
      key={`${entry.kind}-${entry.id}`}
      entry={entry}
      result={result ?? null}
      saved={params.get("notice") === "saved"}
      maxMb={maxMb}
    />
  );
}
