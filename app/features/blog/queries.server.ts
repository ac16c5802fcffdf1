import type { DB } from "#app/db/db.server.ts";
import { withBrand } from "#app/content/brand.ts";
import { blogState, type BlogStatus } from "./blog-schema.ts";
import { renderMarkdown } from "./markdown.server.ts";
import type { AdminPostRow, EditablePost, PostPage, PostSummary } from "./types.ts";

/**
 * The blog's one query layer. A post is public when it is published and its
 * publish time has come: a scheduled post needs no job, the next request
 * after its time shows it (see `nextScheduledAt` for the caches).
 */
const SUMMARY_COLUMNS = ["id", "slug", "title", "excerpt", "cover", "reading_minutes", "publish_at"] as const;

type SummaryRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  reading_minutes: number;
  publish_at: string | null;
};

function toSummary(row: SummaryRow, brand: string): PostSummary {
  const publishAt = row.publish_at ?? "";
  return {
    id: row.id,
    slug: row.slug,
    title: withBrand(row.title, brand),
    excerpt: withBrand(row.excerpt, brand),
    publishDate: publishAt.slice(0, 10),
    publishAt,
    timeToRead: row.reading_minutes,
    imgUrl: row.cover,
  };
}

function publicPosts(db: DB, now: Date) {
  return db
    .selectFrom("blog_posts")
    .where("status", "=", "published")
    .where("publish_at", "is not", null)
    .where("publish_at", "<=", now.toISOString());
}

/** Public posts, newest first (`limit` for the home page). */
export async function listPublishedPosts(db: DB, brand: string, now: Date, limit?: number): Promise<PostSummary[]> {
  let q = publicPosts(db, now).select(SUMMARY_COLUMNS).orderBy("publish_at", "desc").orderBy("id", "desc");
  if (limit !== undefined) q = q.limit(limit);
  return (await q.execute()).map((r) => toSummary(r, brand));
}

/** One public post by its id or its current slug, rendered; undefined when missing, a draft or not yet due. */
export async function getPublishedPost(db: DB, key: number | string, brand: string, now: Date): Promise<PostPage | undefined> {
  const row = await publicPosts(db, now)
    .select([...SUMMARY_COLUMNS, "body", "updated_at"])
    .where(typeof key === "number" ? "id" : "slug", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...toSummary(row, brand), html: renderMarkdown(withBrand(row.body, brand)), updatedAt: row.updated_at };
}

/**
 * Where an old address of a public post now lives: its numeric id (the
 * launch URLs) or one of its earlier slugs → the post's current slug.
 * Undefined when no public post answers to it (missing, draft, scheduled).
 */
export async function currentSlugOf(db: DB, old: { id: number } | { slug: string }, now: Date): Promise<string | undefined> {
  if ("id" in old) return (await publicPosts(db, now).select("slug").where("id", "=", old.id).executeTakeFirst())?.slug;
  const row = await publicPosts(db, now)
    .innerJoin("blog_old_slugs", "blog_old_slugs.post_id", "blog_posts.id")
    .select("blog_posts.slug")
    .where("blog_old_slugs.slug", "=", old.slug)
    .executeTakeFirst();
  return row?.slug;
}

/** When the next scheduled post goes live (ISO), so public caches of blog pages expire then; null when none is due. */
export async function nextScheduledAt(db: DB, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.min("publish_at").as("next"))
    .where("status", "=", "published")
    .where("publish_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.next ?? null;
}

// --- back office ---

/** Every post for the back office: scheduled and drafts first, then newest. */
export async function listPostsForAdmin(db: DB, now: Date): Promise<AdminPostRow[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["id", "title", "slug", "status", "publish_at", "updated_at"])
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const rank = { draft: 0, scheduled: 1, published: 2 } as const;
  return rows
    .map((r) => ({ id: r.id, title: r.title, slug: r.slug, state: blogState(r, now), publishAt: r.publish_at, updatedAt: r.updated_at }))
    .sort((a, b) => rank[a.state] - rank[b.state]);
}

export async function getPostForEdit(db: DB, id: number, now: Date): Promise<EditablePost | undefined> {
  const r = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    cover: r.cover,
    body: r.body,
    state: blogState(r, now),
    publishAt: r.publish_at,
    readingMinutes: r.reading_minutes,
  };
}

/** Who holds a slug: a post as its current slug, or a post as one of its earlier (redirecting) slugs. */
export async function slugHolder(db: DB, slug: string): Promise<{ postId: number; title: string; as: "current" | "old" } | undefined> {
  const current = await db.selectFrom("blog_posts").select(["id", "title"]).where("slug", "=", slug).executeTakeFirst();
  if (current) return { postId: current.id, title: current.title, as: "current" };
  const old = await db
    .selectFrom("blog_old_slugs")
    .innerJoin("blog_posts", "blog_posts.id", "blog_old_slugs.post_id")
    .select(["blog_posts.id", "blog_posts.title"])
    .where("blog_old_slugs.slug", "=", slug)
    .executeTakeFirst();
  return old ? { postId: old.id, title: old.title, as: "old" } : undefined;
}

/** A post's earlier slugs (each answers 301 to its current one), oldest first. */
export async function oldSlugsOf(db: DB, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom("blog_old_slugs")
    .select("slug")
    .where("post_id", "=", id)
    .orderBy("created_at")
    .orderBy("slug")
    .execute();
  return rows.map((r) => r.slug);
}

export interface PostWrite {
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  body: string;
  readingMinutes: number;
  status: BlogStatus;
  publishAt: string | null;
  userId: number;
}

/** The columns a save writes, from the editor's values. */
function columns(post: PostWrite, at: string) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    cover: post.cover,
    body: post.body,
    reading_minutes: post.readingMinutes,
    status: post.status,
    publish_at: post.publishAt,
    updated_by: post.userId,
    updated_at: at,
  };
}

export async function insertPost(db: DB, post: PostWrite, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto("blog_posts")
    .values({ ...columns(post, at), created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Saves a post. `keepOldSlug`: the slug it had, when the slug changes on a post
 * that has been live, so links to the old address keep working (301). Taking
 * back one of its own earlier slugs makes it current again.
 */
export async function updatePost(db: DB, id: number, post: PostWrite, now: Date, keepOldSlug?: string): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("blog_old_slugs").where("slug", "=", post.slug).where("post_id", "=", id).execute();
    if (keepOldSlug && keepOldSlug !== post.slug) {
      await trx.deleteFrom("blog_old_slugs").where("slug", "=", keepOldSlug).execute();
      await trx.insertInto("blog_old_slugs").values({ slug: keepOldSlug, post_id: id, created_at: at }).execute();
    }
    await trx.updateTable("blog_posts").set(columns(post, at)).where("id", "=", id).execute();
  });
}

/** Deletes a post and its earlier slugs (they answer 404 from now on, like the post). */
export async function deletePost(db: DB, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("blog_old_slugs").where("post_id", "=", id).execute();
    const result = await trx.deleteFrom("blog_posts").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
