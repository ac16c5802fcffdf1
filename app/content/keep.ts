/**
 * Favourites, compare and recently viewed (issue 44): what a visitor keeps without an account.
 * `{n}` is a count, `{title}` a listing's or project's title, `{max}` the compare limit.
 */
import type { CountForms } from "#app/i18n/text.ts";

export const KEEP_BUTTON_TEXTS = {
  save: "Save",
  saved: "Saved",
  saveLabel: "Save {title} to your favourites",
  savedLabel: "Remove {title} from your favourites",
  compare: "Compare",
  comparing: "Comparing",
  compareLabel: "Add {title} to the comparison",
  comparingLabel: "Remove {title} from the comparison",
  compareFull: "You can compare up to {max} at a time. Remove one to add another.",
  openCompare: "Open the comparison",
} as const;

export const FAVOURITES_TEXTS = {
  title: "Your favourites",
  eyebrow: "Saved on this device",
  description:
    "The properties and projects you saved on this device, kept without an account. Share the list or compare them side by side.",
  sharedTitle: "A shared list of favourites",
  sharedIntro: "Someone shared these properties with you. Save them to your own favourites on this device, or open any of them.",
  saveShared: "Save these to my favourites",
  emptyTitle: "Nothing saved yet",
  emptyBody: "Tap the heart on any property or project to keep it here. Your list stays on this device; no account needed.",
  browseSale: "Browse properties for sale",
  browseRent: "Browse properties to rent",
  browseProjects: "Browse off-plan projects",
  listHeading: "Saved properties and projects",
  remove: "Remove",
  removeLabel: "Remove {title} from your favourites",
  clear: "Clear the list",
  shareHeading: "Share this list",
  shareHint: "Anyone with this link sees the same properties.",
  copy: "Copy link",
  copied: "Link copied",
  compareThese: "Compare the first {n}",
  gone: "{n} saved items are no longer on the market and were left out.",
} as const;

/** a counted phrase: English's two plural forms (Arabic's twin has six; app/i18n/text.ts countText) */
export const FAVOURITES_COUNT: CountForms = {
  one: "{n} saved item",
  other: "{n} saved items",
};

export const COMPARE_TEXTS = {
  title: "Compare properties",
  eyebrow: "Side by side",
  description:
    "Up to four properties or projects side by side: price, price per sq.ft, size, rooms, location and more, with the differences highlighted.",
  emptyTitle: "Nothing to compare yet",
  emptyBody: "Choose Compare on up to four properties (or four projects) and they appear here side by side.",
  full: "The comparison holds up to {max}. Remove one to add another.",
  differs: "Differs",
  legend: "Rows where they differ are highlighted.",
  remove: "Remove",
  removeLabel: "Remove {title} from the comparison",
  clear: "Clear the comparison",
  share: "Link to this comparison",
  property: "Property",
  price: "Price",
  pricePerSqft: "Price per sq.ft",
  size: "Size",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  location: "Location",
  propertyType: "Property type",
  completion: "Completion",
  serviceCharge: "Service charge",
  serviceChargeValue: "{amount} per sq.ft a year",
  developer: "Developer",
  priceFrom: "Prices from",
  handover: "Handover",
  paymentPlan: "Payment plan",
  planValue: "{first}% down, {construction}% during construction, {handover}% on handover, {post}% after handover",
  houseTypes: "House types",
  ready: "Ready",
  offPlan: "Off-plan",
  unknown: "Not stated",
} as const;

export const FAVOURITES_LINK_TEXTS = {
  label: "Favourites",
  labelWithCount: "Favourites, {n} saved",
} as const;

export const RECENTLY_VIEWED_TEXTS = {
  heading: "Recently viewed",
  clear: "Clear",
  clearLabel: "Clear the recently viewed list",
} as const;
