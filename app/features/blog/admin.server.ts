import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppContext } from "#app/context.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import { storeImages, type UploadedFile } from "#app/features/media/upload.server.ts";
import { purgeResponseCache } from "#app/utils/cache-purge.server.ts";
import { blogPath, PAGE_PATHS } from "#app/utils/paths.ts";
import { BlogFormSchema, blogState, parsePublishAt, slugify } from "./blog-schema.ts";
import { withBrand } from "#app/content/brand.ts";
import { renderMarkdown } from "./markdown.server.ts";
import { deletePost, findPostIdBySlug, getPostForEdit, insertPost, type PostWrite, updatePost } from "./queries.server.ts";
import { readingMinutes } from "./reading-time.ts";

/** `cover`: a cover uploaded with a form that failed, kept (stored) for the next try. */
export type BlogActionResult = { ok: false; message: string; errors: Record<string, string>; cover?: string };

type Ctx = Pick<AppContext, "db" | "clientIp"> & { mediaDir?: string };

/** The file field of the editor's cover picker. */
export const COVER_FILE_FIELD = "coverFile";

/** Every public page that shows a post: the home page's news, the list, the post and the sitemap. */
async function purgeBlogPages(id: number) {
  await purgeResponseCache({ paths: ["/", PAGE_PATHS.blogs, blogPath(id), "/sitemap.xml"] });
}

const fail = (message: string, errors: Record<string, string> = {}, status = 400, cover?: string) =>
  data<BlogActionResult>({ ok: false, message, errors, ...(cover ? { cover } : {}) }, { status, headers: ADMIN_HEADERS });

const FIELDS = ["title", "slug", "excerpt", "cover", "body", "when", "publishAt"] as const;

/**
 * Create (id null) or update a post from the editor's form, or delete it
 * (intent=delete). Admins only: the route checks the role first.
 */
export async function runBlogAction(
  context: Ctx,
  session: StaffSession,
  form: FormData,
  id: number | null,
  now = new Date(),
  files: readonly UploadedFile[] = [],
) {
  const { db } = context;
  if (form.get("intent") === "delete") {
    if (id === null) return fail("Nothing to delete.");
    const before = await getPostForEdit(db, id, now);
    if (!before || !(await deletePost(db, id))) return fail("That post no longer exists.", {}, 404);
    await audit(db, { action: "blog-deleted", userId: session.user.id, detail: { postId: id, title: before.title }, ip: context.clientIp });
    await purgeBlogPages(id);
    return redirect("/admin/blog?notice=deleted", { status: 303, headers: ADMIN_HEADERS });
  }

  const raw: Record<string, unknown> = Object.fromEntries(
    FIELDS.map((f) => [f, typeof form.get(f) === "string" ? form.get(f) : undefined]),
  );
  // A new cover is stored (type read from its bytes, metadata dropped) before the form is checked:
  // the form sends its URL back when it fails, so the next try keeps it without a second upload.
  const upload = files.filter((f) => f.field === COVER_FILE_FIELD).slice(-1);
  let uploaded: string | undefined;
  if (upload.length) {
    if (!context.mediaDir) return fail("Uploads are not available here.", {}, 400);
    const { stored, refused } = await storeImages(upload, context.mediaDir, "blog");
    if (refused.length) return fail("Check the highlighted fields.", { cover: `Not used: ${refused.join(" ")}` }, 422);
    uploaded = stored[0]?.url;
    if (uploaded) raw.cover = uploaded;
  }
  const cover = uploaded ?? (typeof raw.cover === "string" && raw.cover.startsWith("/media/blog/") ? raw.cover : undefined);
  const parsed = BlogFormSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return fail("Check the highlighted fields.", errors, 400, cover);
  }
  const v = parsed.data;
  const slug = v.slug || slugify(v.title);
  if (!slug) return fail("Check the highlighted fields.", { slug: "Give the post a slug (letters or digits)." }, 400, cover);
  const owner = await findPostIdBySlug(db, slug);
  if (owner !== undefined && owner !== id)
    return fail("Check the highlighted fields.", { slug: "Another post already uses this slug." }, 400, cover);

  const before = id === null ? undefined : await getPostForEdit(db, id, now);
  if (id !== null && !before) return fail("That post no longer exists.", {}, 404);

  // Publishing now keeps an earlier publish time (re-saving a live post does not move its date).
  const publishAt =
    v.when === "schedule"
      ? (parsePublishAt(v.publishAt) as Date).toISOString()
      : v.when === "now"
        ? before?.state === "published" && before.publishAt
          ? before.publishAt
          : now.toISOString()
        : (before?.publishAt ?? null);
  const write: PostWrite = {
    slug,
    title: v.title,
    excerpt: v.excerpt,
    cover: v.cover,
    body: v.body,
    readingMinutes: readingMinutes(v.body),
    status: v.when === "draft" ? "draft" : "published",
    publishAt,
    userId: session.user.id,
  };
  const postId = id ?? (await insertPost(db, write, now));
  if (id !== null) await updatePost(db, id, write, now);

  const state = blogState({ status: write.status, publish_at: write.publishAt }, now);
  const changed = before ? (["title", "slug", "excerpt", "cover", "body"] as const).filter((k) => before[k] !== write[k]) : ["created"];
  await audit(db, {
    action: id === null ? "blog-created" : "blog-updated",
    userId: session.user.id,
    detail: { postId, title: write.title, state, publishAt: write.publishAt, ...(before ? { from: before.state } : {}), changed },
    ip: context.clientIp,
  });
  await purgeBlogPages(postId);
  return redirect(`/admin/blog/${postId}?notice=${state}`, { status: 303, headers: ADMIN_HEADERS });
}

const PreviewSchema = z.object({ body: z.string().max(100_000, "The post is too long to preview.") });

/** The editor's live preview: the same rendering and sanitising as the public page. */
export function previewBlogBody(form: FormData, brand: string) {
  const parsed = PreviewSchema.safeParse({ body: form.get("body") ?? "" });
  if (!parsed.success)
    return data(
      { html: "", minutes: 0, error: parsed.error.issues[0]?.message ?? "Cannot preview." },
      { status: 413, headers: ADMIN_HEADERS },
    );
  return data(
    { html: renderMarkdown(withBrand(parsed.data.body, brand)), minutes: readingMinutes(parsed.data.body), error: null },
    { headers: ADMIN_HEADERS },
  );
}
