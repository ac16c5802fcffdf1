import { scrollBehavior } from "./motion.ts";

const NEARBY = 10;
const MILESTONES = 20;

/**
 * The pages a page select offers: all of them for short lists; for long ones
 * the first, the last, the current one's neighbours and evenly spread
 * milestones, so a 4,000-page list does not put 4,000 options in every page.
 */
export function selectablePages(page: number, pageCount: number): number[] {
  if (pageCount <= NEARBY * 2 + MILESTONES) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set<number>([1, pageCount]);
  for (let n = Math.max(1, page - NEARBY); n <= Math.min(pageCount, page + NEARBY); n++) pages.add(n);
  const step = Math.ceil(pageCount / MILESTONES);
  for (let n = step; n < pageCount; n += step) pages.add(n);
  return [...pages].sort((a, b) => a - b);
}

/** Spec §2: any page change scrolls smoothly to the top (instantly under reduced motion). */
export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}
