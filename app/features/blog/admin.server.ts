import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppContext } from "#app/context.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import { isStoredImage, storeImages, type UploadedFile } from "#app/features/media/upload.server.ts";
import { changed } from "#app/utils/changes.server.ts";
import { BlogFormSchema, blogState, parsePublishAt, slugify } from "./blog-schema.ts";
import { withBrand } from "#app/content/brand.ts";
import { renderMarkdown } from "./markdown.server.ts";
import { deletePost, getPostForEdit, insertPost, type PostWrite, slugHolder, updatePost } from "./queries.server.ts";
import { readingMinutes } from "./reading-time.ts";

/** `cover`: a cover uploaded with a form that failed, kept (stored) for the next try. */
export type BlogActionResult = { ok: false; message: string; errors: Record<string, string>; cover?: string };

type Ctx = Pick<AppContext, "db" | "clientIp"> & { mediaDir?: string };

/** The file field of the editor's cover picker. */
export const COVER_FILE_FIELD = "coverFile";

/** A post changed at these slugs (its new and its earlier one). */
const changeBlog = (...slugs: Array<string | undefined>) => changed(...[...new Set(slugs)].flatMap((post) => (post ? [{ post }] : [])));

/** Tries 'title', then 'title-2', 'title-3'… for a slug made from the title. */
const SUFFIX_TRIES = 20;

/** The slug to save, or the message for the slug field. */
async function chooseSlug(db: Ctx["db"], typed: string, title: string, id: number | null): Promise<{ slug: string } | { error: string }> {
  const free = async (slug: string) => {
    const holder = await slugHolder(db, slug);
    return !holder || holder.postId === id ? null : holder;
  };
  if (typed) {
    const holder = await free(typed);
    if (!holder) return { slug: typed };
    return {
      error:
        holder.as === "current"
          ? `Another post already uses this slug (“${holder.title}”).`
          : `“${holder.title}” had this slug before and its old links lead there; choose another.`,
    };
  }
  const base = slugify(title);
  if (!base) return { error: "Give the post a slug: its title has no letters or digits to make one from." };
  for (let n = 1; n <= SUFFIX_TRIES; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await free(slug))) return { slug };
  }
  return { error: "Posts with this title already use the slugs made from it; type a slug." };
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
    // every answer that shows a post: its page (at its slug, id or earlier slugs: all under /blogs
    // carry list:posts, as the other posts' "more articles" cards may show it), the list, the home page's news, the sitemap
    await changeBlog(before.slug);
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
  const cover = uploaded ?? (isStoredImage(raw.cover, "blog") ? raw.cover : undefined);
  const parsed = BlogFormSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return fail("Check the highlighted fields.", errors, 400, cover);
  }
  const v = parsed.data;
  const before = id === null ? undefined : await getPostForEdit(db, id, now);
  if (id !== null && !before) return fail("That post no longer exists.", {}, 404);
  const chosen = await chooseSlug(db, v.slug, v.title, id);
  if ("error" in chosen) return fail("Check the highlighted fields.", { slug: chosen.error }, 400, cover);
  const { slug } = chosen;

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
  // A post that has been live keeps its old address working (301) when its slug changes.
  const wasLive = before?.publishAt != null && before.publishAt <= now.toISOString();
  if (id !== null) await updatePost(db, id, write, now, wasLive && before ? before.slug : undefined);

  const state = blogState({ status: write.status, publish_at: write.publishAt }, now);
  const changed = before ? (["title", "slug", "excerpt", "cover", "body"] as const).filter((k) => before[k] !== write[k]) : ["created"];
  await audit(db, {
    action: id === null ? "blog-created" : "blog-updated",
    userId: session.user.id,
    detail: { postId, title: write.title, state, publishAt: write.publishAt, ...(before ? { from: before.state } : {}), changed },
    ip: context.clientIp,
  });
  await changeBlog(write.slug, before?.slug);
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
