/**
 * Site-wide content: navigation, home, contact and staff texts, list state
 * texts and messages (site spec §4, §8), form options, filter options, page
 * sizes, breakpoints and timings (site spec §9).
 *
 * Strings may contain `{brand}` (fill with `withBrand`) or other `{name}`
 * tokens (fill with `fillTokens`), both from `./brand.ts`.
 */
import { formatNumber } from "#app/utils/format.ts";
import { fillTokens, withBrand } from "./brand.ts";
import type { FooterColumn, NavGroup, NavLink, SelectOption } from "./types.ts";

/* ------------------------------------------------------------------ */
/* Navigation                                                          */
/* ------------------------------------------------------------------ */

/** The header's main links, in order. */
export const HEADER_LINKS: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Buy", to: "/properties/buy" },
  { label: "Rent", to: "/properties/rent" },
  { label: "Off Plan", to: "/off-plan-properties" },
  { label: "Blogs", to: "/blogs" },
  { label: "Contact", to: "/contact" },
];

export const GUIDES_MENU_LABEL = "Guides";

/** The Guides dropdown, in spec order. */
export const GUIDES_MENU: NavLink[] = [
  { label: "Buyer's Guide", to: "/guides/buyers-guide" },
  { label: "Seller's Guide", to: "/guides/sellers-guide" },
  { label: "Tenant's Guide", to: "/guides/tenants-guide" },
  { label: "Landlord's Guide", to: "/guides/landlords-guide" },
  { label: "Commercial Guide", to: "/guides/commercial-guide" },
];

export const MORE_MENU_LABEL = "More";

/** The More dropdown: About and Resources groups. */
export const MORE_MENU: NavGroup[] = [
  {
    heading: "About",
    links: [
      { label: "Our Story", to: "/about/our-story" },
      { label: "Why Choose Us", to: "/about/why-choose-us" },
      { label: "Our Staff", to: "/about/staff" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "Property Valuation", to: "/resources/property-valuation" },
      { label: "Rental Yield Calculator", to: "/resources/rental-yield-calculator" },
    ],
  },
];

export const HEADER_TEXTS = {
  whatsappLabel: "Chat with us on WhatsApp",
  openMenuLabel: "Open menu",
  closeMenuLabel: "Close menu",
  homeLinkLabel: "{brand} home",
  skipToContent: "Skip to main content",
} as const;

/** Footer columns of plain links. */
export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    heading: "Quick Links",
    links: [
      { label: "Properties for Sale", to: "/properties/buy" },
      { label: "Properties for Rent", to: "/properties/rent" },
      { label: "Off-Plan Properties", to: "/off-plan-properties" },
      { label: "New Projects", to: "/new-projects" },
      { label: "Commercial for Sale", to: "/commercial-properties/buy" },
      { label: "Commercial for Rent", to: "/commercial-properties/rent" },
    ],
  },
  {
    heading: "Explore",
    links: [
      { label: "Areas", to: "/areas" },
      { label: "Developers", to: "/developers" },
      { label: "Guides", to: "/guides/buyers-guide" },
      { label: "Blogs", to: "/blogs" },
      { label: "Our Story", to: "/about/our-story" },
      { label: "Contact", to: "/contact" },
    ],
  },
];

/** A footer entry for an area or developer, identified by its database slug. */
export interface FooterEntity {
  label: string;
  slug: string;
}

/**
 * Footer columns of areas and developers. Items carry the database slug, not
 * an id: the footer resolves each slug to its record (and its canonical
 * /areas/{id} or /developers/{id} URL) and drops any item it can't find.
 */
export interface FooterEntityColumn {
  heading: string;
  items: FooterEntity[];
  viewAll: NavLink;
}

export const FOOTER_AREAS: FooterEntityColumn = {
  heading: "Popular Areas",
  items: [
    { label: "Downtown Dubai", slug: "downtown-dubai" },
    { label: "Dubai Marina", slug: "dubai-marina" },
    { label: "Palm Jumeirah", slug: "palm-jumeirah" },
    { label: "Business Bay", slug: "business-bay" },
    { label: "Dubai Hills Estate", slug: "dubai-hills-estate" },
    { label: "Jumeirah Village Circle", slug: "jumeirah-village-circle" },
  ],
  viewAll: { label: "All Areas", to: "/areas" },
};

export const FOOTER_DEVELOPERS: FooterEntityColumn = {
  heading: "Top Developers",
  items: [
    { label: "Emaar Properties", slug: "emaar-properties" },
    { label: "Nakheel", slug: "nakheel" },
    { label: "DAMAC Properties", slug: "damac-properties" },
    { label: "Sobha Realty", slug: "sobha-realty" },
    { label: "Meraas", slug: "meraas" },
    { label: "Ellington Properties", slug: "ellington-properties" },
  ],
  viewAll: { label: "All Developers", to: "/developers" },
};

export const FOOTER_TEXTS = {
  newsletterHeading: "Subscribe to our newsletter",
  newsletterText: "New listings, market reports and investment insights from Dubai, straight to your inbox.",
  newsletterPlaceholder: "Your email address",
  newsletterButton: "Subscribe",
  newsletterSuccess: "Thank you for subscribing!",
  followUs: "Follow us",
  /** the agency's RERA office registration number; `{orn}` is filled from configuration */
  ornTemplate: "RERA ORN {orn}",
  copyrightTemplate: "© {year} {brand}. All rights reserved.",
} as const;

/* ------------------------------------------------------------------ */
/* Home page                                                           */
/* ------------------------------------------------------------------ */

export const HOME_HEADLINE_TEMPLATE = "Welcome to {brand} Real Estate";
export const HOME_SUBHEADING = "Find Your Home In The UAE";
export const REGISTER_NOW = "REGISTER NOW";
export const SEARCH_PLACEHOLDER = "City, building or community";
export const EXPLORE_AREAS = "Explore Areas";
export const TOP_DEVELOPERS = "Top Developers";
export const NEWS_AND_INSIGHTS = "News & Insights";
export const WHY_CHOOSE_TEMPLATE = "Why choose {brand}";
export const VIEW_ALL = "View All";

export const HOME_TEXTS = {
  headline: HOME_HEADLINE_TEMPLATE,
  subheading: HOME_SUBHEADING,
  registerNow: REGISTER_NOW,
  searchPlaceholder: SEARCH_PLACEHOLDER,
  searchButton: "Search",
  exploreAreas: EXPLORE_AREAS,
  topDevelopers: TOP_DEVELOPERS,
  newsAndInsights: NEWS_AND_INSIGHTS,
  whyChoose: WHY_CHOOSE_TEMPLATE,
  viewAll: VIEW_ALL,
} as const;

export function homeHeadline(brand: string): string {
  return withBrand(HOME_HEADLINE_TEMPLATE, brand);
}

export function whyChooseHeading(brand: string): string {
  return withBrand(WHY_CHOOSE_TEMPLATE, brand);
}

export type SearchMethod = "buy" | "rent";
export type SearchType = "residential" | "commercial" | "off-plan";

export const SEARCH_METHOD_OPTIONS: SelectOption<SearchMethod>[] = [
  { value: "buy", label: "Buy" },
  { value: "rent", label: "Rent" },
];

/** 'Off Plan' is offered only when the method is buy. */
export const SEARCH_TYPE_OPTIONS: SelectOption<SearchType>[] = [
  { value: "residential", label: "Residential" },
  { value: "commercial", label: "Commercial" },
  { value: "off-plan", label: "Off Plan" },
];

/* ------------------------------------------------------------------ */
/* Contact page and enquiry modal                                      */
/* ------------------------------------------------------------------ */

export const CONTACT_TEXTS = {
  title: "Contact Us",
  heading: "We're here to help",
  text: "Whether you're buying, selling, renting or investing, our consultants are ready to answer your questions. Tell us what you're looking for and the right specialist will get back to you.",
  button: "CONTACT US",
} as const;

/** The enquiry categories, in order (site spec §9). */
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

export const ENQUIRY_FORM_TEXTS = {
  title: "General Enquiry",
  nameLabel: "Name",
  emailLabel: "Email",
  phoneLabel: "Phone",
  categoryLabel: "Category",
  categoryPlaceholder: "Select a category",
  messageLabel: "Message (optional)",
  submit: "Submit",
  close: "Close",
} as const;

/* ------------------------------------------------------------------ */
/* Staff page                                                          */
/* ------------------------------------------------------------------ */

export const STAFF_TEXTS = {
  heading: "Our Staff",
  /** `{phone}`: the customer-service number; `{brand}`: the agency */
  intro:
    "Meet the people behind {brand}: consultants, specialists and support staff who know Dubai's communities inside out. To speak to our customer service team, call {phone}.",
  button: "FIND A CONSULTANT",
  buttonTo: "/contact",
  brnLabel: "BRN",
} as const;

export function staffIntro(brand: string, phone: string): string {
  return fillTokens(STAFF_TEXTS.intro, { brand, phone });
}

/* ------------------------------------------------------------------ */
/* List headings, buttons and labels                                   */
/* ------------------------------------------------------------------ */

export const FIND_A_CONSULTANT = "FIND A CONSULTANT";
export const CONTINUE_READING = "CONTINUE READING";
export const SALE_LIST_HEADING = "Properties for sale in Dubai";
export const RENT_LIST_HEADING = "Properties to rent in Dubai";
export const OFF_PLAN_LIST_HEADING = "Off plan properties for sale in Dubai";
export const NEW_PROJECTS_HEADING = "New projects in Dubai";
export const ALL_AREAS_HEADING = "All Areas";
export const ALL_DEVELOPERS_HEADING = "All Developers";
export const RESULTS_TEMPLATE = "{n} results";
export const PAGE_OF_TEMPLATE = "Page {page} of {total}";
export const PAGE_TEMPLATE = "Page {page}";
export const PREVIOUS = "Previous";
export const NEXT = "Next";
export const RETRY = "Retry";
export const UPDATE = "UPDATE";
export const RESET = "Reset";
export const SEARCH = "Search";
export const CALL = "Call";
export const EMAIL = "Email";
export const PRICES_FROM = "Prices from";
export const DEPOSIT = "Deposit";
export const STUDIO = "Studio";

export const FILTER_PLACEHOLDERS = {
  title: "Search by title, community or building",
  propertyType: "Property type",
  minPrice: "Min price",
  maxPrice: "Max price",
  developer: "Developer",
  rooms: "Rooms",
  projectName: "Project name",
} as const;

export const SORT_OPTIONS: SelectOption<"newest" | "price_asc" | "price_desc">[] = [
  { value: "newest", label: "Newest" },
  { value: "price_asc", label: "Price (low to high)" },
  { value: "price_desc", label: "Price (high to low)" },
];

/** Labels of the detail pages' facts. */
export const DETAIL_LABELS = {
  price: "Price",
  propertyType: "Property type",
  community: "Community",
  area: "Area",
  region: "Region",
  developer: "Developer",
  agent: "Agent",
  completionStatus: "Completion status",
  buildYear: "Build year",
  size: "Size",
  bedrooms: "Bedrooms",
  furniture: "Furniture",
  bathrooms: "Bathrooms",
  parking: "Parking",
  floor: "Floor",
  deposit: "Deposit",
  description: "Description",
  houseTypes: "House types",
  handover: "Handover",
  floorPlans: "Floor plans",
  paymentPlan: "Payment plan",
  firstInstallment: "First installment",
  underConstruction: "Under construction",
  onHandover: "On handover",
  postHandover: "Post handover",
  referenceNumber: "Reference",
  pricePerSqft: "Price per sq.ft",
  amenities: "Amenities",
  permitNumber: "DLD permit number",
  details: "Details",
} as const;

export const SQFT_UNIT = "sq.ft";
/** '{n} results' */
export function resultsText(n: number): string {
  return fillTokens(RESULTS_TEMPLATE, { n });
}

/** 'Page X of N' */
export function pageOfText(page: number, total: number): string {
  return fillTokens(PAGE_OF_TEMPLATE, { page, total });
}

/** 'Page N' */
export function pageText(page: number): string {
  return fillTokens(PAGE_TEMPLATE, { page });
}

/* ------------------------------------------------------------------ */
/* List states and messages (site spec §4 and §8), verbatim            */
/* ------------------------------------------------------------------ */

export const LOADING = "Loading...";
export const LOADING_AREAS = "Loading areas...";
export const LOADING_DEVELOPERS = "Loading developers...";
export const NO_AREAS = "No areas available";
export const NO_DEVELOPERS = "No developers available";
export const FAILED_FETCH_AREAS = "Failed to fetch areas";
export const FAILED_LOAD_AREAS = "Failed to load areas";
export const FAILED_FETCH_DEVELOPERS = "Failed to fetch developers";
export const FAILED_LOAD_DEVELOPERS = "Failed to load developers";
export const INVALID_DATA_FORMAT = "Invalid data format received";
export const UNEXPECTED_DATA_FORMAT = "Unexpected data format received";
export const COULD_NOT_GET_DEVELOPERS = "Could not get developers!";
export const COULD_NOT_GET_PROPERTY_TYPES = "Could not get property types!";
export const COULD_NOT_FETCH_DATA = "Couldn't fetch data!";
export const ERROR_FETCHING_DATA = "Error fetching data";
export const NO_BIO = "No bio available";
export { NOT_AVAILABLE, NOT_SPECIFIED } from "#app/utils/format.ts";
export const GUIDE_FORM_SUCCESS = "Thank you! We'll contact you soon.";
export const GUIDE_FORM_FAILURE = "There was an error. Please try again later.";
export const VALUATION_SUCCESS = "Details submitted successfully! We will get back to you soon.";
export const VALUATION_FAILURE = "Something went wrong. Please try again later.";
export const FIELD_REQUIRED = "This field is required";
export const DATE_INPUT_INVALID = "Date input not valid.";
export const ROUTER_ERROR_TITLE = "Unexpected Application Error!";

/** Success and failure of the forms the spec gives no message for (enquiry, newsletter). */
export const ENQUIRY_SUCCESS = GUIDE_FORM_SUCCESS;
export const FORM_FAILURE = GUIDE_FORM_FAILURE;
export const NO_PROPERTIES = "No properties match your search. Try changing or clearing the filters.";
export const NO_PROJECTS = "No projects match your search. Try changing or clearing the filters.";
export const NO_STAFF = "No staff to show at the moment.";

export const ERROR_PAGE_TEXTS = {
  title: ROUTER_ERROR_TITLE,
  text: "Sorry, something went wrong on our side. Please try again in a moment.",
  homeLink: "Back to the home page",
} as const;

export const NOT_FOUND_TEXTS = {
  title: "Page not found",
  text: "The page you're looking for doesn't exist or has moved. Try one of these instead:",
  links: [
    { label: "Home", to: "/" },
    { label: "Properties for Sale", to: "/properties/buy" },
    { label: "Properties for Rent", to: "/properties/rent" },
    { label: "Off-Plan Properties", to: "/off-plan-properties" },
    { label: "Contact", to: "/contact" },
  ] as readonly NavLink[],
} as const;

/* ------------------------------------------------------------------ */
/* Valuation form tabs                                                 */
/* ------------------------------------------------------------------ */

export const VALUATION_TABS = ["Sales", "Lettings", "Commercial", "Short-term rentals"] as const;
export type ValuationTab = (typeof VALUATION_TABS)[number];
export const DEFAULT_VALUATION_TAB: ValuationTab = "Lettings";

/* ------------------------------------------------------------------ */
/* Filter options (site spec §9; product decision: '20,000,000+' = 20000000) */
/* ------------------------------------------------------------------ */

const priceOption = (value: number, plus = false): SelectOption<number> => ({
  value,
  label: `${formatNumber(value)}${plus ? "+" : ""}`,
});

/** Buy price options in AED; the last is '20,000,000+' with value 20000000. */
export const BUY_PRICE_OPTIONS: SelectOption<number>[] = [
  ...[500000, 1000000, 2000000, 5000000, 6000000, 7000000, 8000000, 9000000, 10000000, 15000000].map((v) =>
    priceOption(v),
  ),
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

/** The property types of site spec §9, split by category. */
export const RESIDENTIAL_PROPERTY_TYPES = ["Apartment", "Penthouse", "Villa", "Townhouse", "Duplex"] as const;
export const COMMERCIAL_PROPERTY_TYPES = [
  "Office",
  "Shop",
  "Commercial Building",
  "Commercial Floor",
  "Commercial Plot",
  "Commercial Villa",
  "Retail",
  "Labor Camp",
  "Show Room",
  "Warehouse",
  "Farm",
  "Factory",
  "Hotel",
] as const;
export const PROPERTY_TYPES = [...RESIDENTIAL_PROPERTY_TYPES, ...COMMERCIAL_PROPERTY_TYPES] as const;

/* ------------------------------------------------------------------ */
/* Page sizes and limits (site spec §9)                                 */
/* ------------------------------------------------------------------ */

export const PAGE_SIZE_PROPERTIES = 10;
export const PAGE_SIZE_PROJECTS = 10;
export const PAGE_SIZE_AREAS = 24;
export const PAGE_SIZE_DEVELOPERS = 24;
/** items shown on the home page per list (areas, developers) */
export const HOME_LIST_LIMIT = 3;
export const HOME_AREAS_LIMIT = HOME_LIST_LIMIT;
export const HOME_DEVELOPERS_LIMIT = HOME_LIST_LIMIT;
export const DEVELOPERS_FILTER_SIZE = 1000;
export const PHOTOS_PER_CARD = 4;
export const DEVELOPER_DESCRIPTION_MAX_CHARS = 100;
export const LISTING_STATUS_ACTIVE = "ACTIVE";
export const CURRENCY = "AED";


/* ------------------------------------------------------------------ */
/* Breakpoints, timings and thresholds (site spec §9)                   */
/* ------------------------------------------------------------------ */

/** px: Guides/More dropdowns toggle on click at this width or less */
export const HEADER_DROPDOWN_BREAKPOINT = 1150;
/** px: sale/rent filters move into a popup at this width or less */
export const FILTER_POPUP_BREAKPOINT = 1200;
/** px: off-plan extra filters show inline above this width */
export const OFF_PLAN_FILTER_BREAKPOINT = 480;
/** px: hero video variants */
export const HERO_VIDEO_WIDTHS = [2560, 3840] as const;

export const SCROLL_SAMPLE_MS = 300;
export const OFF_PLAN_FILTER_DEBOUNCE_MS = 500;
export const PHONE_SEARCH_DEBOUNCE_MS = 250;

export const HEADER_SCROLL_THRESHOLD = 0.8;
export const CARD_ANIMATION_THRESHOLD = 0.5;
export const FORM_ANIMATION_THRESHOLD = 0.1;

export const PHONE_DEFAULT_COUNTRY = "ae";
export const PHONE_MAX_DIGITS = 15;

export const GALLERY_SETTINGS = {
  slideDurationMs: 450,
  slideIntervalMs: 3000,
  swipeThreshold: 30,
  flickThreshold: 0.4,
  swipeDelta: 10,
  thumbnailHoverDelayMs: 300,
  resizeDebounceMs: 50,
} as const;
