/**
 * The price and room choices of the list filters (site spec §9), shared by
 * the sale/rent bar, the off-plan filters and /new-projects. Values are what
 * the URL carries; labels are formatted numbers, plus the 'Studio' copy.
 * Product decision: '20,000,000+' means 20000000.
 */
import { STUDIO } from "#app/content/site.ts";
import type { SelectOption } from "#app/content/types.ts";
import { formatNumber } from "#app/utils/format.ts";

const priceOption = (value: number, plus = false): SelectOption<number> => ({
  value,
  label: `${formatNumber(value)}${plus ? "+" : ""}`,
});

/** Buy price options in AED; the last is '20,000,000+' with value 20000000. */
export const BUY_PRICE_OPTIONS: SelectOption<number>[] = [
  ...[500000, 1000000, 2000000, 5000000, 6000000, 7000000, 8000000, 9000000, 10000000, 15000000].map((v) => priceOption(v)),
  priceOption(20000000, true),
];

/** Rent price options in AED per year: 20,000 to 110,000 in steps of 10,000, then '150,000+' (150000). */
export const RENT_PRICE_OPTIONS: SelectOption<number>[] = [
  ...Array.from({ length: 10 }, (_, i) => priceOption(20000 + i * 10000)),
  priceOption(150000, true),
];

/** Rooms: Studio (0) and 1-10. */
export const ROOM_OPTIONS: SelectOption<number>[] = [
  { value: 0, label: STUDIO },
  ...Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: String(i + 1) })),
];
