/**
 * Why a listing leaves the site (issue 39): unpublishing or archiving asks for a reason, an optional
 * note and, for a sale or a let, the closing price (typed as staff type it: "1,620,000").
 * Plain module: the confirmation form shows the same choices the server checks.
 */
import { z } from "zod";
import type { ListingType } from "#app/db/schema.ts";
import { optionalNumeric } from "#app/utils/form-input.ts";

export const OFF_MARKET_REASONS = ["sold", "let", "withdrawn", "expired", "other"] as const;
export type OffMarketReason = (typeof OFF_MARKET_REASONS)[number];

export const OFF_MARKET_LABELS: Record<OffMarketReason, string> = {
  sold: "Sold",
  let: "Let",
  withdrawn: "Withdrawn by owner",
  expired: "Expired / permit ended",
  other: "Other",
};

/** The reasons offered for a listing of this type: a sale is sold, a rental is let. */
export function reasonsFor(listingType: ListingType): OffMarketReason[] {
  return OFF_MARKET_REASONS.filter((r) => (listingType === "RENT" ? r !== "sold" : r !== "let"));
}

export const hasClosingPrice = (reason: OffMarketReason) => reason === "sold" || reason === "let";

export interface OffMarket {
  reason: OffMarketReason;
  note: string | null;
  /** AED, only for sold or let */
  closingPrice: number | null;
}

const schema = z.object({
  reason: z.enum(OFF_MARKET_REASONS, { error: "Choose why the listing comes off the site." }),
  note: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim() || null)
    .pipe(z.string().max(500, "At most 500 characters.").nullable()),
  closing_price: optionalNumeric(/^\d{1,11}$/, 1, 10_000_000_000, "A whole number of dirhams, such as 1,620,000."),
});

/** The confirmation form's fields, checked; one message per field that is wrong. */
export function readOffMarket(
  values: Record<string, string | undefined>,
  listingType: ListingType,
): { ok: true; value: OffMarket } | { ok: false; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "reason")] ??= issue.message;
  if (parsed.success) {
    const { reason, note, closing_price } = parsed.data;
    if (!reasonsFor(listingType).includes(reason))
      errors.reason = listingType === "RENT" ? "A rental is let, not sold." : "A listing for sale is sold, not let.";
    else if (closing_price !== null && !hasClosingPrice(reason)) errors.closing_price = "A closing price is only for a sale or a let.";
    if (!Object.keys(errors).length) return { ok: true, value: { reason, note, closingPrice: closing_price } };
  }
  return { ok: false, errors };
}
