/**
 * Copy of the sale, rent and commercial list and detail pages that site.ts
 * does not already hold. Spec strings (headings, 'N results', pager, filter
 * placeholders, detail labels) stay in site.ts and are imported from there.
 */
import { fillTokens } from "./brand.ts";
import { RENT_LIST_HEADING, SALE_LIST_HEADING } from "./site.ts";

const COMMERCIAL_SALE_LIST_HEADING = "Commercial properties for sale in Dubai";
const COMMERCIAL_RENT_LIST_HEADING = "Commercial properties to rent in Dubai";

/** The h1 of each list page, by category and method. */
export const LIST_HEADINGS = {
  Residential: { buy: SALE_LIST_HEADING, rent: RENT_LIST_HEADING },
  Commercial: { buy: COMMERCIAL_SALE_LIST_HEADING, rent: COMMERCIAL_RENT_LIST_HEADING },
} as const;

export const LIST_EYEBROWS = {
  Residential: { buy: "Buy", rent: "Rent" },
  Commercial: { buy: "Commercial · Buy", rent: "Commercial · Rent" },
} as const;

/** Meta descriptions of the list pages. */
export const LIST_DESCRIPTIONS = {
  Residential: {
    buy: "Apartments, villas, townhouses and penthouses for sale across Dubai, with prices, photos, permit numbers and a direct line to the listing agent.",
    rent: "Apartments, villas and townhouses to rent in Dubai, with yearly rents, photos, permit numbers and a direct line to the listing agent.",
  },
  Commercial: {
    buy: "Offices, shops, warehouses and commercial buildings for sale in Dubai, with prices, photos and permit numbers.",
    rent: "Offices, shops, showrooms and warehouses to rent in Dubai, with yearly rents, photos and permit numbers.",
  },
} as const;

export const FILTER_TEXTS = {
  formLabel: "Filter properties",
  methodLabel: "Buy or rent",
  methodOptions: [
    { value: "buy", label: "Buy" },
    { value: "rent", label: "Rent" },
  ],
  titleLabel: "Search",
  propertyTypeLabel: "Property type",
  anyPropertyType: "Property type",
  minPriceLabel: "Min price",
  maxPriceLabel: "Max price",
  developerLabel: "Developer",
  anyDeveloper: "Any developer",
  developerNoMatch: "No developer matches",
  developerClear: "Clear developer",
  roomsLabel: "Rooms",
  sortLabel: "Sort by",
  openFilters: "Filters",
  closeFilters: "Close filters",
  dialogTitle: "Filter properties",
  minAboveMax: "The minimum price must not be above the maximum price.",
  activeFilters: "{n} active",
  moreFilters: "More filters",
  moreFiltersActive: "More filters ({n})",
  minSizeLabel: "Min size (sq.ft)",
  maxSizeLabel: "Max size (sq.ft)",
  bathsLabel: "Baths",
  anyBaths: "Any",
  bathsOption: "{n}+",
  furnishingLabel: "Furnishing",
  anyFurnishing: "Any",
  furnishingOptions: [
    { value: "furnished", label: "Furnished" },
    { value: "semi-furnished", label: "Semi-furnished" },
    { value: "unfurnished", label: "Unfurnished" },
  ],
  completionLabel: "Completion",
  anyCompletion: "Any",
  completionOptions: [
    { value: "ready", label: "Ready" },
    { value: "off-plan", label: "Off-plan (resale)" },
  ],
  amenitiesLegend: "Amenities",
  amenityOptions: [
    { value: "pool", label: "Pool" },
    { value: "gym", label: "Gym" },
    { value: "balcony", label: "Balcony" },
    { value: "maid", label: "Maid's room" },
    { value: "parking", label: "Parking" },
    { value: "pets", label: "Pets allowed" },
  ],
  chequesLabel: "Cheques",
  anyCheques: "Any",
  chequesOption: "{n}+ cheques",
  chequeOne: "1 cheque",
  /** the label of the cheques choice `n` ('1 cheque', '4+ cheques') */
  chequesChoice: (n: number): string => (n === 1 ? "1 cheque" : fillTokens("{n}+ cheques", { n })),
  periodLabel: "Show rent",
  periodOptions: [
    { value: "yearly", label: "Per year" },
    { value: "monthly", label: "Per month" },
  ],
} as const;

/** Sale/rent list sorts (issue 21 item 3). */
export const LISTING_SORT_OPTIONS = [
  { value: "newest", label: "Newest" },
  { value: "price_asc", label: "Price (low to high)" },
  { value: "price_desc", label: "Price (high to low)" },
  { value: "psf_asc", label: "Price per sq.ft (low to high)" },
  { value: "psf_desc", label: "Price per sq.ft (high to low)" },
  { value: "size_desc", label: "Size (largest first)" },
  { value: "size_asc", label: "Size (smallest first)" },
  { value: "beds_desc", label: "Bedrooms (most first)" },
  { value: "beds_asc", label: "Bedrooms (fewest first)" },
] as const;

/** A commercial list's sorts: no bedrooms (issue 41 item 3). */
export const COMMERCIAL_SORT_OPTIONS = LISTING_SORT_OPTIONS.filter((o) => !o.value.startsWith("beds_"));

export const LIST_TEXTS = {
  loading: "Loading properties…",
  emptyTitle: "No properties found",
  clearFilters: "Clear the filters",
  pastLastTitle: "This page of results does not exist",
  pastLastText: "There are fewer results than that. Start again from the first page.",
  firstPage: "Go to page 1",
} as const;

export const CARD_TEXTS = {
  previousPhoto: "Previous photo",
  nextPhoto: "Next photo",
  photoOf: "Photo {n} of {total}",
  photoAlt: "{title}, photo {n}",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  size: "Size",
  bathsSuffix: "Baths",
  bathSuffix: "Bath",
  /** the badge of a listing whose asking price came down (issue 44); `{percent}` is how much */
  reduced: "Reduced {percent}%",
  reducedLabel: "Price reduced by {percent}%, from {before}",
} as const;

export const DETAIL_TEXTS = {
  enquire: "Enquire",
  similarHeading: "Similar properties",
  overviewHeading: "Overview",
  descriptionHeading: "About this property",
  amenitiesHeading: "Amenities",
  detailsHeading: "Property details",
  whatsappTemplate: "Hello, I'm interested in the property with reference {reference}: {title} ({url})",
  emailSubjectTemplate: "Enquiry about {reference}",
  breadcrumbLabel: "Breadcrumb",
  home: "Home",
  noAgent: "Our consultants are ready to help with this property.",
  completion: { ready: "Ready", "off-plan": "Off-plan" } as Record<string, string>,
  gallery: {
    label: "Photo gallery",
    previous: "Previous photo",
    next: "Next photo",
    fullscreen: "View full screen",
    close: "Close full screen",
    thumbnail: "Show photo {n}",
    counter: "{n} / {total}",
  },
} as const;

export const SALE_DETAIL_DESCRIPTION = "{title} for sale in {area}, {emirate}: {price}. {beds}, {size}. Permit {permit}.";
export const RENT_DETAIL_DESCRIPTION = "{title} to rent in {area}, {emirate}: {price}. {beds}, {size}. Permit {permit}.";

/** '1 Bath', '3 Baths' (a card's bathrooms) */
export function bathroomsText(n: number): string {
  return `${n} ${n === 1 ? CARD_TEXTS.bathSuffix : CARD_TEXTS.bathsSuffix}`;
}

/** The facts feeds carry, on a detail page (shown only when known). `{n}`: the service charge in AED. */
export const FACT_LABELS = {
  cheques: "Cheques",
  serviceCharge: "Service charge",
  serviceChargeValue: "AED {n} per sq.ft a year",
  plotSize: "Plot size",
  availableFrom: "Available from",
  project: "Project",
  emirate: "Emirate",
  videoTour: "Video tour",
  tour360: "360° tour",
} as const;

export const PRICE_HISTORY_TEXTS = {
  heading: "Price history",
  date: "Date",
  price: "Price",
} as const;

/** The 410 page of a listing that was on the site. `{list}`: the name of its list. */
export const GONE_TEXTS = {
  eyebrow: "No longer available",
  title: "This property is no longer available",
  body: "It has been sold, let or withdrawn by its owner. These similar properties are available now:",
  browse: "See all {list}",
} as const;

/** The names of the two categories (the property type filter's groups). */
export const CATEGORY_NAMES: Record<string, string> = {
  Residential: "Residential",
  Commercial: "Commercial",
};

/**
 * The names of the property types (the database's `property_types.label`, features/listings/property-types.ts),
 * for the filter's options, the cards' tags and the detail pages. A type missing here is shown as the data names it.
 */
export const PROPERTY_TYPE_NAMES: Record<string, string> = {
  Apartment: "Apartment",
  Penthouse: "Penthouse",
  Villa: "Villa",
  Townhouse: "Townhouse",
  Duplex: "Duplex",
  Office: "Office",
  Shop: "Shop",
  "Commercial Building": "Commercial Building",
  "Commercial Floor": "Commercial Floor",
  "Commercial Plot": "Commercial Plot",
  "Commercial Villa": "Commercial Villa",
  Retail: "Retail",
  "Labor Camp": "Labor Camp",
  "Show Room": "Show Room",
  Warehouse: "Warehouse",
  Farm: "Farm",
  Factory: "Factory",
  Hotel: "Hotel",
  "Hotel Apartment": "Hotel Apartment",
  "Residential Plot": "Residential Plot",
  "Residential Floor": "Residential Floor",
  "Residential Building": "Residential Building",
  "Other Commercial": "Other Commercial",
};

/** The names of the amenities listings carry (the seed's and the feeds' usual ones); others are shown as the data names them. */
export const AMENITY_NAMES: Record<string, string> = {
  "Swimming pool": "Swimming pool",
  Gym: "Gym",
  "Covered parking": "Covered parking",
  Balcony: "Balcony",
  Concierge: "Concierge",
  "Kids play area": "Kids play area",
  "Maid's room": "Maid's room",
  Study: "Study",
  "Private garden": "Private garden",
  "Private pool": "Private pool",
  "Shared spa": "Shared spa",
  Security: "Security",
  "Pets allowed": "Pets allowed",
  "Built-in wardrobes": "Built-in wardrobes",
  "Central A/C": "Central A/C",
  "Walk-in closet": "Walk-in closet",
  "Barbecue area": "Barbecue area",
  "Beach access": "Beach access",
  "Sea view": "Sea view",
  "Marina view": "Marina view",
  "Burj Khalifa view": "Burj Khalifa view",
  "Golf course view": "Golf course view",
  "Canal view": "Canal view",
  "Lake view": "Lake view",
  "Creek view": "Creek view",
  "Lagoon view": "Lagoon view",
  "Community view": "Community view",
  Pantry: "Pantry",
  "Meeting rooms": "Meeting rooms",
  "Reception area": "Reception area",
  "Lift access": "Lift access",
  "24/7 access": "24/7 access",
  "Fibre internet": "Fibre internet",
  "Sprinkler system": "Sprinkler system",
  "Loading bay": "Loading bay",
  "3-phase power": "3-phase power",
  Mezzanine: "Mezzanine",
  Shopfront: "Shopfront",
  Storage: "Storage",
};

/** The emirates' names (an area's emirate, in a detail page's facts and description). */
export const EMIRATE_NAMES: Record<string, string> = {
  Dubai: "Dubai",
  "Abu Dhabi": "Abu Dhabi",
  Sharjah: "Sharjah",
  Ajman: "Ajman",
  "Ras Al Khaimah": "Ras Al Khaimah",
  Fujairah: "Fujairah",
  "Umm Al Quwain": "Umm Al Quwain",
};
