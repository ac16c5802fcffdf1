import { data, type ShouldRevalidateFunction, useActionData, useLoaderData, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/blog-post";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { requireStaffForm, UPLOAD_LIMITS } from "#app/features/media/upload.server.ts";
import { getPostForEdit, oldSlugsOf } from "#app/features/blog/queries.server.ts";
import { runBlogAction } from "#app/features/blog/admin.server.ts";
import { BLOG_PREVIEW_PATH, BlogEditor } from "#app/features/admin/components/blog-editor.tsx";
import { MEDIA_LIBRARY_PATH } from "#app/features/admin/components/insert-image.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.post ? `Edit: ${data.post.title}` : "New post");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** /admin/blog/new (no id) or /admin/blog/{id}. */
const PostId = z.union([z.undefined(), z.coerce.number().int().positive().max(2_147_483_647)]);

function postId(params: { id?: string }): number | null {
  const id = PostId.safeParse(params.id);
  if (!id.success) throw data({ message: "There is no such post." }, { status: 404, headers: ADMIN_HEADERS });
  return id.data ?? null;
}

/**
 * The live preview posts on every pause in typing, and "Insert image" uploads to the media library:
 * neither changes the post, so nothing is reloaded (the body being typed stays as it is).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === BLOG_PREVIEW_PATH || formAction === MEDIA_LIBRARY_PATH ? false : defaultShouldRevalidate;

const maxMb = UPLOAD_LIMITS.maxFileBytes / 1024 / 1024;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: "admin" });
  const id = postId(params);
  if (id === null) return data({ post: null, oldSlugs: [], maxMb }, { headers: ADMIN_HEADERS });
  const [post, oldSlugs] = await Promise.all([getPostForEdit(context.db, id, new Date()), oldSlugsOf(context.db, id)]);
  if (!post) throw data({ message: "There is no such post." }, { status: 404, headers: ADMIN_HEADERS });
  return data({ post, oldSlugs, maxMb }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // multipart: the cover picker sends a file (read within the upload limits, after the CSRF check)
  const { session, form, files } = await requireStaffForm(request, context, { role: "admin" });
  return runBlogAction({ ...context, mediaDir: context.env.MEDIA_DIR }, session, form, postId(params), new Date(), files);
}

export default function BlogPostEditor() {
  const { post, oldSlugs, maxMb } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <BlogEditor
      key={post?.id ?? "new"}
      post={post}
      oldSlugs={oldSlugs}
      result={result ?? null}
      notice={params.get("notice")}
      maxMb={maxMb}
    />
  );
}
