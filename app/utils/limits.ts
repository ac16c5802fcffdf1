/**
 * Limits every reader of outside input shares: the pages (which drop an
 * unusable value), the public API (which answers 400 naming it) and the
 * queries (which find nothing for an impossible id). One number each.
 */

/** Ids are PostgreSQL `integer`s: a larger one cannot exist and would make the query fail. */
export const MAX_ID = 2_147_483_647;

/** The highest price (AED) a filter accepts. No Dubai property costs more; larger numbers are typos or probes. */
export const MAX_PRICE = 10_000_000_000;

/** The highest page number accepted; a page past the last answers an empty list, never an error. */
export const MAX_PAGE = 100_000;

/** /new-projects shows projects priced up to this (AED) unless an end price is given (spec §5); the API's `projects` applies the same rule. */
export const NEW_PROJECTS_MAX_PRICE = 100_000_000;

/** True for a number that can be a row id. */
export function isId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID;
}

/** A route's `:id` (or any text id): digits only, 1…MAX_ID; null for anything else (the caller answers 404). */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return isId(id) ? id : null;
}

/** spec §9: areas and developers shown on the home page; a list this long gets a 'View All' link */
export const HOME_AREAS_LIMIT = 3;
export const HOME_DEVELOPERS_LIMIT = 3;
/** featured sale listings, rent listings and off-plan projects on the home page (one row of cards each) */
export const HOME_FEATURED_LIMIT = 3;
