/**
 * Site-wide copy: navigation, home, contact and staff texts, list headings
 * and labels, list state texts and messages (site spec §4, §8). Copy only:
 * values, page sizes, breakpoints and timings live with the code that uses
 * them (see docs/decisions/014-content-holds-copy-only.md).
 *
 * Strings may contain `{brand}` (fill with `withBrand`) or other `{name}`
 * tokens (fill with `fillTokens`), both from `./brand.ts`.
 */
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

export const EXPLORE_MENU_LABEL = "Explore";

/**
 * The Explore dropdown (issue 41: commercial stock, new projects, areas and
 * developers were reachable from the footer only). Not in the spec's header;
 * its links are the spec's "other targets" and product-decisions' /new-projects.
 */
export const EXPLORE_MENU: NavGroup[] = [
  {
    heading: "Properties",
    links: [
      { label: "Commercial for Sale", to: "/commercial-properties/buy" },
      { label: "Commercial to Rent", to: "/commercial-properties/rent" },
      { label: "New Projects", to: "/new-projects" },
    ],
  },
  {
    heading: "Directory",
    links: [
      { label: "Areas", to: "/areas" },
      { label: "Developers", to: "/developers" },
    ],
  },
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
      { label: "Mortgage Calculator", to: "/resources/mortgage-calculator" },
      // not in the spec's menu: the guide was linked from the calculator only (issue 41)
      { label: "Investment Guide", to: "/investment-guide" },
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

const HOME_HEADLINE_TEMPLATE = "Welcome to {brand} Real Estate";
export const HOME_SUBHEADING = "Find Your Home In The UAE";
export const REGISTER_NOW = "REGISTER NOW";
const SEARCH_PLACEHOLDER = "City, building or community";
export const EXPLORE_AREAS = "Explore Areas";
export const TOP_DEVELOPERS = "Top Developers";
export const NEWS_AND_INSIGHTS = "News & Insights";
const WHY_CHOOSE_TEMPLATE = "Why choose {brand}";
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

/** Labels of the home search's choices; the values are features/home/search.ts's SearchMethod and SearchType. */
export const SEARCH_METHOD_OPTIONS: SelectOption<"buy" | "rent">[] = [
  { value: "buy", label: "Buy" },
  { value: "rent", label: "Rent" },
];

/** 'Off Plan' is offered only when the method is buy. */
export const SEARCH_TYPE_OPTIONS: SelectOption<"residential" | "commercial" | "off-plan">[] = [
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

export const CONTINUE_READING = "CONTINUE READING";
export const SALE_LIST_HEADING = "Properties for sale in Dubai";
export const RENT_LIST_HEADING = "Properties to rent in Dubai";
export const OFF_PLAN_LIST_HEADING = "Off plan properties for sale in Dubai";
export const NEW_PROJECTS_HEADING = "New projects in Dubai";
export const ALL_AREAS_HEADING = "All Areas";
export const ALL_DEVELOPERS_HEADING = "All Developers";
const RESULTS_TEMPLATE = "{n} results";
const RESULT_ONE_TEMPLATE = "{n} result";
const PAGE_OF_TEMPLATE = "Page {page} of {total}";
const PAGE_TEMPLATE = "Page {page}";
export const PREVIOUS = "Previous";
export const NEXT = "Next";
export const RETRY = "Retry";
export const UPDATE = "UPDATE";
export const RESET = "Reset";
export const SEARCH = "Search";
export const CALL = "Call";
export const EMAIL = "Email";
export const PRICES_FROM = "Prices from";
/** the label of 0 bedrooms */
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

/** The location autocomplete (issue 21): area, community or building, several allowed. */
export const LOCATION_TEXTS = {
  label: "Location",
  placeholder: "Area, community or building",
  chosen: "Chosen locations (untick to remove)",
  suggestions: "Locations",
  noMatch: "No location matches; search will look for the text",
  searching: "Searching…",
  kinds: { area: "Area", community: "Community", building: "Building" },
  forSale: "{n} for sale",
  toRent: "{n} to rent",
  projects: "{n} off-plan",
  remove: "Remove {name}",
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

/** '{n} results' */
/** '1 result', '1,234 results' (issue 17: one count text for every list) */
export function resultsText(n: number): string {
  return fillTokens(n === 1 ? RESULT_ONE_TEMPLATE : RESULTS_TEMPLATE, { n: n.toLocaleString("en-US") });
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
export const COULD_NOT_GET_PROPERTY_TYPES = "Could not get property types!";
export const FAILED_FETCH_DEVELOPERS = "Failed to fetch developers";
export const COULD_NOT_FETCH_DATA = "Couldn't fetch data!";
export const ERROR_FETCHING_DATA = "Error fetching data";
export const NO_BIO = "No bio available";
export const GUIDE_FORM_SUCCESS = "Thank you! We'll contact you soon.";
export const GUIDE_FORM_FAILURE = "There was an error. Please try again later.";
export const VALUATION_SUCCESS = "Details submitted successfully! We will get back to you soon.";
export const VALUATION_FAILURE = "Something went wrong. Please try again later.";
export const FIELD_REQUIRED = "This field is required";
const ROUTER_ERROR_TITLE = "Unexpected Application Error!";

/** Success and failure of the forms the spec gives no message for (enquiry, newsletter). */
export const ENQUIRY_SUCCESS = GUIDE_FORM_SUCCESS;
export const FORM_FAILURE = GUIDE_FORM_FAILURE;
export const NO_PROPERTIES = "No properties match your search. Try changing or clearing the filters.";
export const NO_PROJECTS = "No projects match your search. Try changing or clearing the filters.";
export const NO_STAFF = "No staff to show at the moment.";

/** The 404 and error pages (components/layout/error-page.tsx). `{status}`: the HTTP status. */
export const ERROR_PAGE_TEXTS = {
  errorTitle: ROUTER_ERROR_TITLE,
  notFoundTitle: "We couldn't find that page",
  notFoundDocumentTitle: "Page not found",
  eyebrow: "Error {status}",
  notFoundText: "The page you are looking for has moved, sold or never existed. These are good places to continue:",
  errorText: "Something went wrong on our side. Please try again in a moment, or continue browsing:",
  refusedTitle: "That request could not be handled",
  refusedText: "Check the address or the form and try again, or continue browsing:",
  linksLabel: "Helpful links",
  homeLink: "Back to home",
  links: [
    { to: "/properties/buy", label: "Properties for sale" },
    { to: "/properties/rent", label: "Properties to rent" },
    { to: "/off-plan-properties", label: "Off-plan projects" },
    { to: "/contact", label: "Contact us" },
  ] as readonly NavLink[],
} as const;
