/**
 * Copy of the off-plan pages (list, detail, new projects). Spec strings come
 * from site.ts; these are the texts the spec does not give.
 */
export const PROJECT_LIST_TEXTS = {
  eyebrow: "Off-plan",
  intro: "Launches and under-construction projects from Dubai's leading developers, with payment plans and handover dates.",
  metaDescription:
    "Off-plan properties for sale in Dubai: new launches from Emaar, Sobha, DAMAC, Nakheel and more, with prices, payment plans and handover dates.",
  filtersLabel: "Filter projects",
  projectNameLabel: "Project name",
  minPriceLabel: "Minimum price (AED)",
  maxPriceLabel: "Maximum price (AED)",
  developerLabel: "Developer",
  developerAll: "All developers",
  developerNoMatch: "No developer matches",
  roomsLabel: "Bedrooms",
  roomsAny: "Rooms",
  sortLabel: "Sort by",
  openFilters: "More filters",
  closeFilters: "Close filters",
  filtersTitle: "Filters",
  showResults: "Show results",
  clearDeveloper: "Clear developer",
  loading: "Loading projects…",
  resultsLabel: "Projects",
  pageTitleSuffix: "Page {page}",
  investorLegend: "Investor filters",
  areaLabel: "Area",
  areaAll: "All areas",
  handoverByLabel: "Handover by",
  handoverAny: "Any handover",
  handoverByOption: "By {year}",
  postHandoverLabel: "Post-handover plan",
  postHandoverAny: "Any payment plan",
  postHandoverOptions: [
    { value: "1", label: "With post-handover" },
    { value: "30", label: "30%+ post-handover" },
    { value: "50", label: "50%+ post-handover" },
  ],
  maxFirstLabel: "First installment",
  maxFirstAny: "Any first installment",
  maxFirstOption: "At most {n}%",
} as const;

/** Off-plan list sorts (issue 21 item 4). */
export const PROJECT_SORT_OPTIONS = [
  { value: "newest", label: "Newest" },
  { value: "price_asc", label: "Price (low to high)" },
  { value: "price_desc", label: "Price (high to low)" },
  { value: "handover", label: "Handover (soonest first)" },
] as const;

export const NEW_PROJECTS_TEXTS = {
  eyebrow: "New launches",
  intro: "The latest off-plan launches in Dubai, newest first. Set a budget to narrow them down.",
  metaDescription: "The newest off-plan project launches in Dubai, newest first, with starting prices, payment plans and handover dates.",
  startPriceLabel: "Budget from",
  endPriceLabel: "Budget up to",
  anyPrice: "Any",
  apply: "Apply",
  browseAll: "Browse all off-plan projects",
  /** a budget choice; `{price}`: the grouped amount */
  priceOption: "AED {price}",
} as const;

export const PROJECT_CARD_TEXTS = {
  handover: "Handover",
  bedrooms: "Bedrooms",
  by: "by",
  /** the investor's line (plan-line.ts): '30% post-handover', 'no post-handover', 'Q3 2028' */
  planPostHandover: "{n}% post-handover",
  planNoPostHandover: "no post-handover",
  quarters: ["Q1", "Q2", "Q3", "Q4"],
  planQuarter: "{quarter} {year}",
} as const;

export const PROJECT_DETAIL_TEXTS = {
  galleryLabel: "Project photos",
  showPhoto: "Show photo {n} of {total}",
  photoAlt: "{name}, photo {n}",
  enquire: "Enquire",
  developerLinkLabel: "More projects by {name}",
  floorPlanButtonsLabel: "Choose a floor plan",
  floorPlanLoading: "Loading floor plan…",
  floorPlanOpen: "Open the full-size floor plan",
  floorPlanAlt: "Floor plan: {title}",
  floorPlanDialogLabel: "Floor plan {title}, full size",
  close: "Close",
  paymentPlanIntro: "How the price is paid, from booking to after handover.",
  paymentPlanChart: "Payment plan: {summary}",
  escrowAccount: "Escrow account",
  escrowNote: "Payments go to the project's RERA-registered escrow account.",
  totalFloors: (n: number): string => (n === 1 ? "1 floor" : `${n} floors`),
  /** a project's bathrooms and parking are its largest unit's (issue 41: "one unit's baths") */
  upToBathrooms: "Up to {n}",
  parkingSpaces: "Up to {n} per unit",
  floorsLabel: "Floors",
  aboutProject: "About the project",
  keyFacts: "Key facts",
  /** the floor plan's name in its facts list (a hidden term) */
  floorPlanTitle: "Title",
  /** the meta description's stand-ins when the project has no developer or area */
  someDeveloper: "a leading developer",
  somePlace: "Dubai",
  metaDescription: "{name} by {developer} in {area}: prices from {price}, handover {handover}. Floor plans, payment plan and permit.",
  /** the page title and og:title when the starting price is known */
  titleWithPrice: "{name} · from {price}",
} as const;

/** A project's house types as the data writes them (projects.house_types); a type not named here is shown as it is. */
export const HOUSE_TYPE_LABELS = {
  Apartment: "Apartment",
  Villa: "Villa",
  Townhouse: "Townhouse",
  Penthouse: "Penthouse",
  Duplex: "Duplex",
  Office: "Office",
  Retail: "Retail",
} as const;
