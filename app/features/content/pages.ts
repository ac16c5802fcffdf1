import { guidePath } from "#app/utils/paths.ts";
/** Small pure helpers the content routes share. */
import { GUIDES_MENU } from "#app/content/site.ts";
import type { GuideSlug, NavLink } from "#app/content/types.ts";

/** The Guides menu without the guide being read. */
export function otherGuideLinks(current: GuideSlug): NavLink[] {
  return GUIDES_MENU.filter((link) => link.to !== guidePath(current));
}

/** The blog list: the first post featured, then the rest from the second (spec §2 Blogs). */
export function splitFeatured<T>(posts: readonly T[]): { featured: T | undefined; rest: T[] } {
  return { featured: posts[0], rest: posts.slice(1) };
}

/**
 * A blog id from the URL: a whole number written plainly ('2', not '02', '2.0'
 * or '2abc'); anything else is no id.
 */
export function parseBlogId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}
