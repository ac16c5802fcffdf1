import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppContext } from "#app/context.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import { purgeResponseCache } from "#app/utils/cache-purge.server.ts";
import { blogPath, PAGE_PATHS } from "#app/utils/paths.ts";
import { BlogFormSchema, blogState, parsePublishAt, slugify } from "./blog-schema.ts";
import { withBrand } from "#app/content/brand.ts";
import { renderMarkdown } from "./markdown.server.ts";
import { deletePost, findPostIdBySlug, getPostForEdit, insertPost, type PostWrite, updatePost } from "./queries.server.ts";
import { readingMinutes } from "./reading-time.ts";

export type BlogActionResult = { ok: false; message: string; errors: Record<string, string> };

type Ctx = Pick<AppContext, "db" | "clientIp">;

/** Every public page that shows a post: the home page's news, the list, the post and the sitemap. */
async function purgeBlogPages(id: number) {
  await purgeResponseCache({ paths: ["/", PAGE_PATHS.blogs, blogPath(id), "/sitemap.xml"] });
}

const fail = (message: string, errors: Record<string, string> = {}, status = 400) =>
  data<BlogActionResult>({ ok: false, message, errors }, { status, headers: ADMIN_HEADERS });

const FIELDS = ["title", "slug", "excerpt", "cover", "body", "when", "publishAt"] as const;

/**
 * Create (id null) or update a post from the editor's form, or delete it
 * (intent=delete). Admins only: the route checks the role first.
 */
export async function runBlogAction(context: Ctx, session: StaffSession, form: FormData, id: number | null, now = new Date()) {
  const { db } = context;
  if (form.get("intent") === "delete") {
    if (id === null) return fail("Nothing to delete.");
    const before = await getPostForEdit(db, id, now);
    if (!before || !(await deletePost(db, id))) return fail("That post no longer exists.", {}, 404);
    await audit(db, { action: "blog-deleted", userId: session.user.id, detail: { postId: id, title: before.title }, ip: context.clientIp });
    await purgeBlogPages(id);
    return redirect("/admin/blog?notice=deleted", { status: 303, headers: ADMIN_HEADERS });
  }

  const raw = Object.fromEntries(FIELDS.map((f) => [f, typeof form.get(f) === "string" ? form.get(f) : undefined]));
  const parsed = BlogFormSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return fail("Check the highlighted fields.", errors);
  }
  const v = parsed.data;
  const slug = v.slug || slugify(v.title);
  if (!slug) return fail("Check the highlighted fields.", { slug: "Give the post a slug (letters or digits)." });
  const owner = await findPostIdBySlug(db, slug);
  if (owner !== undefined && owner !== id) return fail("Check the highlighted fields.", { slug: "Another post already uses this slug." });

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
