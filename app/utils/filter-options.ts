/**
 * The price and room choices of the list filters (site spec §9), shared by
 * the sale/rent bar, the off-plan filters and /new-projects. Values are what
 * the URL carries; labels are formatted numbers, plus the 'Studio' copy.
 * Product decision: a 'n+' option means n (the spec's '20,000,000+' was 5000000).
 */
import { STUDIO } from "#app/content/site.ts";
import type { SelectOption } from "#app/content/types.ts";
import { formatNumber } from "#app/utils/format.ts";

const priceOption = (value: number, plus = false): SelectOption<number> => ({
  value,
  label: `${formatNumber(value)}${plus ? "+" : ""}`,
});

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const options = (values: number[], top: number) => [...values.map((v) => priceOption(v)), priceOption(top, true)];

/**
 * Buy price options in AED, in even steps (issue 41 item 4: the spec's list jumped from 2M to 5M):
 * every 500,000 to 3M, every 1M to 10M, then 15M, 20M, 30M and '50,000,000+' (the stock reaches ~50M
 * residential; the top option, as a minimum, finds every dearer commercial building).
 */
export const BUY_PRICE_OPTIONS: SelectOption<number>[] = options(
  [...range(500_000, 3_000_000, 500_000), ...range(4_000_000, 10_000_000, 1_000_000), 15_000_000, 20_000_000, 30_000_000],
  50_000_000,
);

/**
 * Residential rent options in AED per year: the spec's 20,000 to 110,000 in steps of 10,000, then on to
 * the stock's top (issue 41 item 4: the spec stopped at '150,000+' while villas let for up to ~2M).
 */
export const RENT_PRICE_OPTIONS: SelectOption<number>[] = options(
  [
    ...range(20_000, 110_000, 10_000),
    ...range(125_000, 200_000, 25_000),
    ...range(250_000, 400_000, 50_000),
    500_000,
    750_000,
    1_000_000,
    1_500_000,
  ],
  2_000_000,
);

/** Commercial rent options in AED per year: shops and offices start near 50,000, warehouses and buildings reach ~2M. */
export const COMMERCIAL_RENT_PRICE_OPTIONS: SelectOption<number>[] = options(
  [50_000, 75_000, 100_000, ...range(150_000, 300_000, 50_000), 400_000, 500_000, 750_000, 1_000_000, 1_500_000],
  2_000_000,
);

/** The price choices of a list: a rent's are yearly and depend on the category; a sale's do not. */
export function priceOptionsFor(category: "Residential" | "Commercial", method: "buy" | "rent"): SelectOption<number>[] {
  if (method === "buy") return BUY_PRICE_OPTIONS;
  return category === "Commercial" ? COMMERCIAL_RENT_PRICE_OPTIONS : RENT_PRICE_OPTIONS;
}

/** Rooms: Studio (0) and 1-10. */
export const ROOM_OPTIONS: SelectOption<number>[] = [
  { value: 0, label: STUDIO },
  ...Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: String(i + 1) })),
];
