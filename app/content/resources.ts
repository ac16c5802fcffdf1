/**
 * Resource pages: the property valuation landing page
 * (/resources/property-valuation), the investment guide (/investment-guide)
 * and the rental yield calculator (/resources/rental-yield-calculator).
 * Strings may contain `{brand}`: use the getters or `withBrandDeep`.
 */
import { fillTokensDeep, withBrandDeep } from "./brand.ts";
import type { ButtonLink, ButtonRow, ContentRow, InfoCard, InvestmentCard, OptionCard, PageHero } from "./types.ts";

const paras = (...paragraphs: string[]): string => paragraphs.join("\n\n");

const FIND_A_CONSULTANT = { label: "FIND A CONSULTANT", to: "/contact" } as const;

/* ------------------------------------------------------------------ */
/* Property valuation landing page                                     */
/* ------------------------------------------------------------------ */

interface ValuationLandingContent {
  title: string;
  metaDescription: string;
  hero: PageHero;
  options: OptionCard[];
  benefitsHeading: string;
  benefits: InfoCard[];
  row: ContentRow;
}

const PROPERTY_VALUATION: ValuationLandingContent = {
  title: "Property Valuation",
  metaDescription:
    "Find out what your Dubai property is worth. Book a free in-person valuation or speak to a consultant for an instant estimate based on real transactions.",
  hero: {
    heading: "What is your property worth?",
    text: "Get a free, no-obligation valuation of your Dubai property from a consultant who knows your community, whether you're planning to sell or to let.",
  },
  options: [
    {
      title: "In-Person Property Valuation",
      text: "A consultant visits your property, assesses its condition, layout, views and finish, and gives you a detailed valuation with a recommended asking price or rent.",
      button: { label: "Book Your Appointment", to: "/property-valuation-form" },
    },
    {
      title: "Instant Property Valuation",
      text: "Need a figure quickly? Speak to one of our consultants for an instant estimate based on recent Dubai Land Department transactions in your building or community.",
      button: { ...FIND_A_CONSULTANT },
    },
  ],
  benefitsHeading: "Why value your property with {brand}",
  benefits: [
    {
      title: "Based on real transactions",
      text: "We use recent Dubai Land Department sales and rental data for your building and community, not asking prices.",
    },
    {
      title: "Specialists in your area",
      text: "Your valuation comes from a consultant who sells and lets homes in your community every week.",
    },
    {
      title: "Free, with no obligation",
      text: "Our valuations cost you nothing, and you're under no obligation to list your property with us.",
    },
    {
      title: "A plan, not just a number",
      text: "Alongside the figure, you'll get practical advice on presentation, timing and marketing to achieve it.",
    },
  ],
  row: {
    rowHeading: "What affects your property's value",
    rowPara: paras(
      "Location comes first: the community, the building and the position within it, including the floor, the view and how close the home is to the Metro, schools and shops. Size and layout matter too, and so does condition: a well-maintained or upgraded home can achieve a noticeably higher price or rent.",
      "Buyers also weigh the service charges, the supply of similar homes for sale and, for an investment, whether the property is vacant or let and at what rent. Our valuation takes all of these into account and explains how each one affects the figure.",
    ),
    rowImg: "/images/site/valuation-1.webp",
  },
};

/** Texts of the in-person valuation request page (/property-valuation-form). Tabs and messages are in site.ts. */
export const VALUATION_FORM_TEXTS = {
  title: "Request a Free In-Person Property Valuation",
  intro: "Tell us about your property and a consultant will contact you to arrange a convenient time for the visit.",
  nameLabel: "Full name",
  emailLabel: "Email",
  phoneLabel: "Phone",
  propertyLabel: "Community or tower name",
  unitLabel: "Unit number (optional)",
  detailsHeading: "About the property (optional)",
  detailsIntro: "These help the consultant prepare a realistic figure before the visit.",
  propertyTypeLabel: "Property type",
  bedroomsLabel: "Bedrooms",
  sizeLabel: "Size (sq.ft)",
  sizeHint: "Built-up area, e.g. 1,250",
  timeLabel: "Preferred time for the visit",
  choose: "Choose…",
  bedroomLabel: (value: string) => (value === "Studio" ? "Studio" : value === "1" ? "1 bedroom" : `${value} bedrooms`),
  submit: "Submit Details",
} as const;

/* ------------------------------------------------------------------ */
/* Investment guide                                                    */
/* ------------------------------------------------------------------ */

/* Every year on the page is the "{year}" token: the guide's edition, from INVESTMENT_GUIDE_YEAR or the current year. */

interface InvestmentGuideContent {
  title: string;
  metaDescription: string;
  heroTitle: string;
  heroText: string;
  heroButton: ButtonLink;
  form: {
    heading: string;
    nameLabel: string;
    emailLabel: string;
    phoneLabel: string;
    messageLabel: string;
    submit: string;
  };
  whyInvestHeading: string;
  whyInvestCards: InvestmentCard[];
  idealInvestment: {
    heading: string;
    text: string;
    button: ButtonLink;
  };
}

export const INVESTMENT_GUIDE: InvestmentGuideContent = {
  title: "Dubai Real Estate Investment Guide {year}",
  metaDescription:
    "Request your free {year} Dubai real estate investment guide: rental yields, tax, the Golden Visa and the communities to watch.",
  heroTitle: "Your {year} Dubai Real Estate Investment Guide",
  heroText:
    "Everything you need to invest in Dubai with confidence: where the yields are, what it costs to buy, how the Golden Visa works and which communities our consultants are watching. Fill in the form and we'll send you your free copy.",
  heroButton: { ...FIND_A_CONSULTANT },
  form: {
    heading: "Get your free copy",
    nameLabel: "Name",
    emailLabel: "Email",
    phoneLabel: "Phone",
    messageLabel: "Message (optional)",
    submit: "Send Me the Guide",
  },
  whyInvestHeading: "Why Invest in Dubai?",
  whyInvestCards: [
    {
      stat: "6-7%",
      title: "High rental yields",
      text: "6-7% average rental yields, higher than London and New York.",
    },
    {
      stat: "0%",
      title: "Zero income tax",
      text: "No income tax on your rental income, no capital gains or wealth taxes, and a minimal 5% VAT.",
    },
    {
      stat: "35,000+",
      title: "Units ready in {year}",
      text: "35,000+ units ready in {year}, giving investors a wide choice of new, completed homes.",
    },
    {
      stat: "10-year",
      title: "Golden visa",
      text: "A 10-year golden visa for property worth AED 2 million or more.",
    },
    {
      stat: "Safe",
      title: "A safe destination",
      text: "One of the world's safest cities, with a stable economy, a well-regulated property market and an outstanding quality of life.",
    },
  ],
  idealInvestment: {
    heading: "Let's Find Your Ideal Investment",
    text: paras(
      "Every investor is different. Tell us your budget, your goals and your time frame, and a dedicated {brand} consultant will shortlist the communities, projects and properties that fit, from high-yield apartments to Golden Visa-eligible villas.",
      "Your consultant stays with you from the first conversation to the title deed, and beyond if you'd like us to let and manage the property for you.",
    ),
    button: { ...FIND_A_CONSULTANT },
  },
};

/** The guide's copy for an agency and an edition year. */
export function getInvestmentGuide(brand: string, year: number): InvestmentGuideContent {
  return fillTokensDeep(withBrandDeep(INVESTMENT_GUIDE, brand), { year });
}

/* ------------------------------------------------------------------ */
/* Rental yield calculator                                             */
/* ------------------------------------------------------------------ */

/** The calculator's slider labels and units; their ranges and order are in features/content/yield-sliders.ts. */
export const RENTAL_YIELD_SLIDER_TEXTS = {
  propertyPrice: { label: "Property price", unit: "AED" },
  serviceCharges: { label: "Annual service charges", unit: "AED" },
  additionalCharges: { label: "Additional charges", unit: "AED" },
  annualRent: { label: "Annual rent", unit: "AED" },
} as const;

interface RentalYieldCalculatorContent {
  title: string;
  metaDescription: string;
  hero: PageHero;
  calculatorHeading: string;
  netRentLabel: string;
  netRoiLabel: string;
  formulaNote: string;
  goodRoiText: string;
  rows: ButtonRow[];
  faqHeading: string;
}

const RENTAL_YIELD_CALCULATOR: RentalYieldCalculatorContent = {
  title: "Rental Yield Calculator",
  metaDescription:
    "Calculate the net rental yield of a Dubai property: enter the price, annual rent, service charges and other costs to see your net rent and net ROI.",
  hero: {
    heading: "Rental Yield Calculator",
    text: "Estimate the net return on a Dubai property in seconds. Enter the price, the annual rent and your running costs to see your net rent and net return on investment.",
    button: { ...FIND_A_CONSULTANT },
  },
  calculatorHeading: "Calculate your net rental yield",
  netRentLabel: "Net rent",
  netRoiLabel: "Net ROI",
  formulaNote:
    "Net rent is the annual rent minus the service charges and additional charges. Net ROI is the net rent divided by the property price, as a percentage.",
  /** `{min}`, `{max}`: the good band, in percent */
  goodRoiText: "A good ROI is between {min}% and {max}%.",
  rows: [
    {
      heading: "Plan your investment",
      para: "Our Dubai investment guide explains rental yields by community, the costs of buying and the Golden Visa rules, so you can put the calculator's figures in context before you buy.",
      button: { label: "Investment Guide", to: "/investment-guide" },
    },
    {
      heading: "Follow the market",
      para: "Rents and prices move with supply and demand. Read our latest market reports and insights to see where yields are heading before you commit.",
      button: { label: "Explore Reports", to: "/blogs" },
    },
    {
      heading: "Talk to an off-plan specialist",
      para: "Payment plans and launch prices change the numbers. Our consultants will model the likely returns on the off-plan projects that suit your budget and time frame.",
      button: { label: "Get a Consultation", to: "/off-plan-properties" },
    },
  ],
  faqHeading: "Why choose {brand}",
};

export function getRentalYieldCalculator(brand: string): RentalYieldCalculatorContent {
  return withBrandDeep(RENTAL_YIELD_CALCULATOR, brand);
}

export function getPropertyValuation(brand: string): ValuationLandingContent {
  return withBrandDeep(PROPERTY_VALUATION, brand);
}
