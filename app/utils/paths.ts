import type { ListingType, PropertyCategory } from "#app/db/schema.ts";

/**
 * Every public URL path the site links to, built in one place: cards, pages,
 * redirects, canonical links and the sitemap use these, never a written-out
 * path. The route table that answers them is app/routes.ts.
 */

export const LISTING_METHODS = ["buy", "rent"] as const;
export type ListingMethod = (typeof LISTING_METHODS)[number];

export function listingTypeOf(method: ListingMethod): ListingType {
  return method === "rent" ? "RENT" : "SELL";
}

/** A sale or rent list: /properties/buy, /commercial-properties/rent… */
export function listPath(category: PropertyCategory, method: ListingMethod): string {
  return `${category === "Commercial" ? "/commercial-properties" : "/properties"}/${method}`;
}

/** A listing's page: /properties-for-sale/{id} or /properties-to-rent/{id}. */
export function listingPath(listing: { id: number; listingType: ListingType }): string {
  return `${listing.listingType === "RENT" ? "/properties-to-rent" : "/properties-for-sale"}/${listing.id}`;
}

/** A project's page. */
export function projectPath(id: number): string {
  return `/properties-off-plan/${id}`;
}

export function areaPath(id: number | string): string {
  return `/areas/${id}`;
}

export function developerPath(id: number | string): string {
  return `/developers/${id}`;
}

/**
 * A blog post's page: /blogs/{slug}. The post's numeric id (/blogs/{id}, the
 * launch URLs) and its earlier slugs answer 301 to this one.
 */
export function blogPath(post: { slug: string }): string {
  return `/blogs/${post.slug}`;
}

export function guidePath(slug: string): string {
  return `/guides/${slug}`;
}

/** The pages without an id. */
export const PAGE_PATHS = {
  home: "/",
  offPlan: "/off-plan-properties",
  newProjects: "/new-projects",
  areas: "/areas",
  developers: "/developers",
  staff: "/staff",
  blogs: "/blogs",
  contact: "/contact",
  investmentGuide: "/investment-guide",
  investmentGuideRead: "/investment-guide/read",
  valuationForm: "/property-valuation-form",
  ourStory: "/about/our-story",
  whyChooseUs: "/about/why-choose-us",
  propertyValuation: "/resources/property-valuation",
  rentalYieldCalculator: "/resources/rental-yield-calculator",
  mortgageCalculator: "/resources/mortgage-calculator",
  favourites: "/favourites",
  compare: "/compare",
} as const;
