/**
 * Interface texts of the content pages (guides, blog, about, resources and the
 * rental yield calculator) that are not page copy: eyebrows, labels, notes and
 * messages. Page copy lives in guides.ts, blog.ts, about.ts and resources.ts.
 */
import { fillTokens } from "./brand.ts";

export const GUIDE_TEXTS = {
  eyebrow: "Property guide",
  otherGuidesHeading: "More guides",
  otherGuidesLabel: "Other property guides",
} as const;

export const BLOG_TEXTS = {
  listTitle: "News & Insights",
  listHeading: "News & Insights",
  listIntro:
    "Market outlooks, buying and investment advice, and the rules that matter, from the consultants who work in Dubai's property market every day.",
  listMetaDescription: "Dubai property market news, outlooks and practical advice for buyers, sellers, tenants and investors from {brand}.",
  featuredEyebrow: "Featured article",
  moreHeading: "More articles",
  eyebrow: "News & Insights",
  backToList: "All articles",
  /** `{n}`: minutes */
  minutesRead: "{n} min read",
  publishedLabel: "Published",
  readArticle: "Read article",
  empty: "New articles are on their way. Check back soon.",
} as const;

export function minutesRead(n: number): string {
  return fillTokens(BLOG_TEXTS.minutesRead, { n });
}

export const ABOUT_TEXTS = {
  ourStoryEyebrow: "About us",
  whyChooseUsEyebrow: "About us",
} as const;

export const RESOURCE_TEXTS = {
  valuationEyebrow: "Property valuation",
  optionsHeading: "Choose your valuation",
  investmentEyebrow: "Free investment guide",
  calculatorEyebrow: "Investor tools",
} as const;

export const CALCULATOR_TEXTS = {
  /** the visible label of each number field is the slider's label; these name the slider for screen readers */
  sliderLabel: "{label} slider",
  numberSuffix: "in AED",
  calculate: "Calculate",
  resultHeading: "Your result",
  goodBandLabel: "Good ROI",
  scaleStart: "0%",
  /** `{max}`: the scale's last figure */
  scaleEnd: "{max}%+",
  yourRoi: "Your ROI",
  noRoiNote: "Enter a property price to see the net ROI.",
  /**
   * `{min}`, `{max}`: the good-ROI band; `{averageMin}`, `{averageMax}`: Dubai's average yield (the
   * investment guide's 6-7%). Each note states the good band, so the page does not say it again.
   */
  bandNotes: {
    below: "Below Dubai's {averageMin}–{averageMax}% average rental yield; {min}–{max}% is usually seen as a good ROI.",
    average: "In line with Dubai's {averageMin}–{averageMax}% average rental yield; {min}–{max}% is usually seen as a good ROI.",
    good: "Within the {min}–{max}% range usually seen as a good ROI, above Dubai's {averageMin}–{averageMax}% average.",
    above: "Above the {min}–{max}% range: check the rent and charges are realistic.",
  },
  /** `{value}`: the amount used instead */
  adjustments: {
    "below-min": "Below the minimum: {value} is used.",
    "above-max": "Above the maximum: {value} is used.",
    invalid: "Not a number: {value} is used.",
  },
  /** while a field is being edited and is empty or not a number */
  incomplete: "Enter an amount in AED.",
  rangeHint: "From {min} to {max}",
} as const;

export function sliderLabel(label: string): string {
  return fillTokens(CALCULATOR_TEXTS.sliderLabel, { label });
}

export function adjustmentNote(adjustment: keyof typeof CALCULATOR_TEXTS.adjustments, value: string): string {
  return fillTokens(CALCULATOR_TEXTS.adjustments[adjustment], { value });
}

/**
 * Link-preview (og:image) pictures for pages whose copy has no image of its
 * own; each is one of the site images the guides already use.
 */
export const SHARE_IMAGES = {
  investmentGuide: "/images/site/guide-buyers.webp",
  rentalYieldCalculator: "/images/site/guide-landlords.webp",
  staff: "/images/site/story-1.webp",
  contact: "/images/site/hero-poster.webp",
  /** a page whose own picture cannot be previewed (a developer's SVG logo, no project photo) */
  site: "/images/site/hero-poster.webp",
} as const;
