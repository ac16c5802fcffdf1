/**
 * The choices the lead forms store: enquiry categories and valuation tabs, in
 * site spec §9's order and wording. They are values (kept in the lead row and
 * the notification e-mail) that the English edition also shows as labels;
 * another edition shows its own label for each value from content/.
 */
export const ENQUIRY_CATEGORIES = [
  "Residential Sales",
  "Off Plan & Investment",
  "Residential Leasing",
  "Holiday & Short Term Rental",
  "Property Management",
  "Marketing",
  "Partnerships",
  "Others",
] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

export const VALUATION_TABS = ["Sales", "Lettings", "Commercial", "Short-term rentals"] as const;
export type ValuationTab = (typeof VALUATION_TABS)[number];
export const DEFAULT_VALUATION_TAB: ValuationTab = "Lettings";

/** The category an enquiry opened from a page starts with (issue 17): the visitor can still change it. */
export const LISTING_ENQUIRY_CATEGORY = {
  SELL: "Residential Sales",
  RENT: "Residential Leasing",
} as const satisfies Record<"SELL" | "RENT", EnquiryCategory>;
export const PROJECT_ENQUIRY_CATEGORY: EnquiryCategory = "Off Plan & Investment";
/** The valuation form's optional details (issue 17): what the consultant needs to prepare the visit. */
export const VALUATION_PROPERTY_TYPES = ["Apartment", "Villa", "Townhouse", "Penthouse", "Office", "Retail", "Warehouse", "Land"] as const;
export type ValuationPropertyType = (typeof VALUATION_PROPERTY_TYPES)[number];

export const VALUATION_BEDROOMS = ["Studio", "1", "2", "3", "4", "5", "6", "7+"] as const;

export const VALUATION_TIMES = ["Weekday morning", "Weekday afternoon", "Weekday evening", "Weekend"] as const;

/** Built-up area in sq.ft: a whole number in this range (a studio is ~300, a mansion well under 100,000). */
export const VALUATION_SIZE_RANGE = { min: 100, max: 200_000 } as const;
