import { z } from "zod";
import { storedLines } from "#app/utils/form-input.ts";
import type { BlogStatus } from "#app/db/tables/content.ts";
import { slugOf } from "#app/utils/slug.ts";

// The blog's tables (blog_posts, blog_old_slugs, media_library) are typed in app/db/tables/content.ts.
export type { BlogStatus } from "#app/db/tables/content.ts";
export const BLOG_STATUSES = ["draft", "published"] as const satisfies readonly BlogStatus[];

/** What a visitor, the back office and the editor see of a post's state. */
export type BlogState = "draft" | "scheduled" | "published";

export function blogState(post: { status: BlogStatus; publish_at: string | null }, now: Date): BlogState {
  if (post.status === "draft" || post.publish_at === null) return "draft";
  return post.publish_at > now.toISOString() ? "scheduled" : "published";
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The longest slug (the column is varchar(120)). */
export const SLUG_MAX = 120;

/**
 * Whether a string can be a post's slug: lower-case words of letters and
 * digits joined by single hyphens, at most SLUG_MAX long, and not digits
 * alone (/blogs/{digits} is a post's numeric id).
 */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value) && !/^\d+$/.test(value);
}
/** Covers are site images or media keys: a root-relative path, no scheme, no `..`. */
const COVER_PATTERN = /^\/(?!\/)[A-Za-z0-9._\-/]+$/;

/**
 * The editor's form. `when` says what to do: keep a draft, publish now, or
 * publish at `publishAt` (Dubai local time from a datetime-local field, or an
 * ISO time with an offset).
 */
export const BlogFormSchema = z
  .object({
    title: z.string().trim().min(3, "Give the post a title (3 characters or more).").max(200, "Keep the title under 200 characters."),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(SLUG_MAX, `Keep the slug to ${SLUG_MAX} characters or fewer.`)
      .refine((s) => s === "" || SLUG_PATTERN.test(s), "Use lower-case letters (a-z), digits and single hyphens, e.g. dubai-marina-guide.")
      .refine((s) => !/^\d+$/.test(s), "Add a word: a slug of digits alone would read as a post number (/blogs/12)."),
    excerpt: z.string().trim().min(10, "Write a short summary (10 characters or more).").max(400, "Keep the summary under 400 characters."),
    cover: z
      .string()
      .trim()
      .max(300, "That image path is too long.")
      .regex(COVER_PATTERN, "Use a site image path such as /images/site/blog-1.webp."),
    body: z
      .string()
      .transform(storedLines)
      .pipe(z.string().trim().min(1, "Write the post.").max(100_000, "The post is too long (100,000 characters at most).")),
    when: z.enum(["draft", "now", "schedule"], { error: "Choose draft, publish now or schedule." }),
    publishAt: z.string().trim().max(40).optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (v.when === "schedule" && parsePublishAt(v.publishAt) === null)
      ctx.addIssue({ code: "custom", path: ["publishAt"], message: "Pick the date and time to publish." });
  });
export type BlogForm = z.infer<typeof BlogFormSchema>;

/** Dubai is UTC+4 all year (no daylight saving). */
const DUBAI_OFFSET = "+04:00";

/** A datetime-local value read as Dubai time, or an ISO time with its own offset; null when it is not a time. */
export function parsePublishAt(value: string): Date | null {
  if (!value) return null;
  const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value);
  const withZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
  if (!local && !withZone) return null;
  const date = new Date(local ? `${value}${DUBAI_OFFSET}` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An ISO UTC time as a datetime-local value in Dubai time ('' for none). */
export function toDubaiLocal(iso: string | null): string {
  if (!iso) return "";
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  return new Date(t + 4 * 3600_000).toISOString().slice(0, 16);
}

/**
 * A URL slug from a title: 'Off-plan vs ready: how?' → 'off-plan-vs-ready-how';
 * a title of digits only ('2027') becomes 'post-2027'; '' when the title has no letter or digit.
 */
export function slugify(title: string): string {
  const slug = slugOf(title, SLUG_MAX - 5);
  return /^\d+$/.test(slug) ? `post-${slug}` : slug;
}
