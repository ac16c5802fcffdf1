import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/media";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { requireStaffForm, UPLOAD_LIMITS } from "#app/features/media/upload.server.ts";
import { getLibraryItem, listLibrary } from "#app/features/blog/media-library.server.ts";
import { runMediaAction } from "#app/features/blog/media-actions.server.ts";
import { AltSchema, imageMarkdown } from "#app/features/blog/image-schema.ts";
import { MediaLibraryPage } from "#app/features/admin/components/media-library.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Media library");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** ?page=N; after an upload without JavaScript ?uploaded=ID&alt=… (the Markdown to copy). */
const Query = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  uploaded: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  alt: AltSchema.optional().catch(undefined),
});

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  const q = Query.parse(Object.fromEntries(url.searchParams));
  const [library, item] = await Promise.all([
    listLibrary(context.db, q.page),
    q.uploaded ? getLibraryItem(context.db, q.uploaded) : undefined,
  ]);
  const uploaded = item ? { item, markdown: imageMarkdown(q.alt ?? item.name, item.url) } : null;
  return data({ ...library, uploaded, maxMb: UPLOAD_LIMITS.maxFileBytes / 1024 / 1024 }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  // multipart: a picture (read within the upload limits, after the CSRF check)
  const { session, form, files } = await requireStaffForm(request, context, { role: "admin", limits: { ...UPLOAD_LIMITS, maxFiles: 1 } });
  return runMediaAction({ ...context, mediaDir: context.env.MEDIA_DIR }, session, form, files);
}

export default function MediaLibrary() {
  const { items, total, page, pages, uploaded, maxMb } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <MediaLibraryPage
      items={items}
      total={total}
      page={page}
      pages={pages}
      uploaded={uploaded}
      notice={params.get("notice")}
      result={result ?? null}
      maxMb={maxMb}
    />
  );
}
