/**
 * Copy of the home page, the areas, developers and staff pages that the
 * spec's verbatim strings (site.ts) don't cover. Strings may hold `{brand}`,
 * `{name}` or `{n}` tokens: fill them with `withBrand`/`fillTokens`.
 */

export const HOME_META = {
  title: "{brand} Real Estate | Property for sale and rent in Dubai",
  description:
    "Find your home in the UAE: apartments, villas and off-plan projects for sale and to rent across Dubai, with RERA-licensed consultants from {brand}.",
} as const;

export const HERO_TEXTS = {
  /** only what the stock holds: every listing and project is in Dubai (issue 41: no Abu Dhabi promise without Abu Dhabi stock) */
  eyebrow: "Dubai · Buy · Rent · Off-plan",
  pauseVideo: "Pause background video",
  playVideo: "Play background video",
} as const;

export const SEARCH_BOX_TEXTS = {
  formLabel: "Property search",
  methodLegend: "Looking to",
  typeLabel: "Property type",
  queryLabel: "Location",
} as const;

export const HOME_SECTION_TEXTS = {
  areasEyebrow: "Communities",
  areasIntro: "From waterfront towers to family villa communities: explore the neighbourhoods our clients love.",
  developersEyebrow: "Partners",
  developersIntro: "We work with the master developers behind Dubai's most sought-after projects.",
  newsEyebrow: "Insights",
  newsIntro: "Market outlooks, buying advice and investment ideas from our consultants.",
  faqEyebrow: "FAQ",
  featuredSaleEyebrow: "For sale",
  featuredSaleHeading: "Featured homes for sale",
  featuredSaleIntro: "The newest homes on the market, one from each community, each with its DLD advertising permit.",
  featuredRentEyebrow: "To rent",
  featuredRentHeading: "Featured homes to rent",
  featuredRentIntro: "Just listed for yearly rent across Dubai, photographed and permit-checked.",
  featuredProjectsEyebrow: "Off-plan",
  featuredProjectsHeading: "Featured off-plan projects",
  featuredProjectsIntro: "The latest launches from Dubai's leading developers, with payment plans and handover dates.",
  viewAllSaleLabel: "View all homes for sale",
  viewAllRentLabel: "View all homes to rent",
  viewAllProjectsLabel: "View all off-plan projects",
  viewAllAreasLabel: "View all areas",
  viewAllDevelopersLabel: "View all developers",
  /** `{n}`: minutes */
  readingTime: "{n} min read",
} as const;

export const AREAS_PAGE = {
  metaTitle: "All Areas in Dubai",
  metaDescription:
    "Dubai's communities, from Dubai Marina to Dubai Hills Estate: photos, prices and the homes for sale and to rent in each.",
  eyebrow: "Communities",
  intro: "Explore Dubai's neighbourhoods and find the homes and projects available in each of them.",
} as const;

export const DEVELOPERS_PAGE = {
  metaTitle: "All Developers in Dubai",
  metaDescription: "Dubai's leading master developers, their profiles and their off-plan and completed projects.",
  eyebrow: "Developers",
  intro: "The developers behind Dubai's landmark communities, and the projects you can buy into today.",
} as const;

export const AREA_PAGE = {
  eyebrow: "Area guide",
  /** `{name}`: the area */
  metaDescription: "Homes for sale and to rent and off-plan projects in {name}, Dubai: prices, figures and listings.",
  figuresHeading: "{name} at a glance",
  forSale: "Properties for sale",
  toRent: "Properties to rent",
  medianPricePerSqft: "Median home price per sq.ft",
  medianYearlyRent: "Median yearly home rent",
  figuresNote: "Figures computed from our active listings in this area; the medians are of homes only, not commercial property.",
  saleHeading: "For sale in {name}",
  rentHeading: "To rent in {name}",
  projectsHeading: "Off-plan projects in {name}",
  viewSale: "View all for sale",
  viewRent: "View all to rent",
  viewProjects: "View all projects",
  noListings: "No properties are listed in this area at the moment.",
  noProjects: "No off-plan projects in this area at the moment.",
  backLink: "All Areas",
} as const;

export const DEVELOPER_PAGE = {
  eyebrow: "Developer profile",
  /** `{name}`: the developer */
  metaDescription: "{name}: developer profile and off-plan projects in Dubai.",
  logoAlt: "{name} logo",
  projectsHeading: "Projects by {name}",
  /** the count of active projects */
  projectCount: (n: number): string => (n === 1 ? "1 active project" : `${n.toLocaleString("en-US")} active projects`),
  noProjects: "No projects from this developer at the moment.",
  viewAllProjects: "View all projects",
  backLink: "All Developers",
} as const;

export const STAFF_PAGE = {
  metaTitle: "Our Staff",
  metaDescription: "Meet the RERA-certified consultants who will help you buy, sell, rent or invest in Dubai.",
  eyebrow: "Our team",
  callLabel: "Call {name}",
  emailLabel: "Email {name}",
  avatarAlt: "Portrait of {name}",
  languagesLabel: "Languages",
} as const;

/** The agent box of listing and project pages (components/agent-card.tsx); Call, Email, BRN and the portrait text are shared with the staff cards. */
export const AGENT_CARD_TEXTS = {
  label: "Agent",
  defaultRole: "Property Consultant",
  whatsapp: "WhatsApp",
} as const;

/** The languages staff speak, as the data names them (agents.languages); a language not named here is shown as it is. */
export const LANGUAGE_NAMES = {
  Arabic: "Arabic",
  English: "English",
  French: "French",
  German: "German",
  Spanish: "Spanish",
  Italian: "Italian",
  Portuguese: "Portuguese",
  Russian: "Russian",
  Polish: "Polish",
  Turkish: "Turkish",
  Persian: "Persian",
  Farsi: "Farsi",
  Urdu: "Urdu",
  Hindi: "Hindi",
  Gujarati: "Gujarati",
  Malayalam: "Malayalam",
  Tamil: "Tamil",
  Punjabi: "Punjabi",
  Bengali: "Bengali",
  Tagalog: "Tagalog",
  Mandarin: "Mandarin",
  Cantonese: "Cantonese",
  Chinese: "Chinese",
} as const;
