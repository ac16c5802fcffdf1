/**
 * The result grids show 1 column on phones, 2 from `sm`, 3 from `xl` and 4
 * from `4xl`, and a page holds 10 results (spec §9): a full 3- or 4-column
 * page would end on a lone card. The enquiry tile fills what the last row
 * leaves empty at each width and is absent where the row is full.
 * Whole class names, so Tailwind finds them in the source.
 */
const DISPLAY = {
  sm: ["sm:hidden", "sm:flex sm:col-span-1"],
  xl: ["xl:hidden", "xl:flex xl:col-span-1", "xl:flex xl:col-span-2"],
  "4xl": ["4xl:hidden", "4xl:flex 4xl:col-span-1", "4xl:flex 4xl:col-span-2", "4xl:flex 4xl:col-span-3"],
} as const;

/** Empty cells in the last row of `count` items laid in `columns` columns. */
export const emptyCells = (count: number, columns: number) => (columns - (count % columns)) % columns;

/** The tile's classes for a grid of `count` results; null when no width leaves a gap (or there are no results). */
export function gridFillClasses(count: number): string | null {
  if (count <= 0) return null;
  const gaps = { sm: emptyCells(count, 2), xl: emptyCells(count, 3), "4xl": emptyCells(count, 4) };
  if (!gaps.sm && !gaps.xl && !gaps["4xl"]) return null;
  return ["hidden", DISPLAY.sm[gaps.sm], DISPLAY.xl[gaps.xl], DISPLAY["4xl"][gaps["4xl"]]].join(" ");
}
