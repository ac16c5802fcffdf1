import { LIST_HEADINGS } from "./listings.ts";

type Category = keyof typeof LIST_HEADINGS;
type Method = keyof (typeof LIST_HEADINGS)[Category];

/** At most this many places are named in a heading; the rest are counted. */
const NAMED_PLACES = 2;

/** A chosen place's own name: its label is "Building, Community, Area", most specific first. */
export const placeName = (label: string) => label.split(", ")[0]?.trim() || label;

/** "Dubai Marina", "Dubai Marina and Business Bay", "Dubai Marina, Business Bay and 2 more places". */
export function namePlaces(labels: readonly string[]): string {
  const names = [...new Set(labels.map(placeName))];
  if (names.length <= NAMED_PLACES) return names.join(" and ");
  const rest = names.length - NAMED_PLACES;
  return `${names.slice(0, NAMED_PLACES).join(", ")} and ${rest} more ${rest === 1 ? "place" : "places"}`;
}

/**
 * The list page's H1 (and title): the spec's "Properties for sale in Dubai",
 * with the chosen places in place of Dubai ("Properties for sale in Dubai Marina").
 */
export function listHeading(category: Category, method: Method, places: readonly { label: string }[] = []): string {
  const base = LIST_HEADINGS[category][method];
  if (!places.length) return base;
  return base.replace(/ in Dubai$/, "") + ` in ${namePlaces(places.map((p) => p.label))}`;
}
