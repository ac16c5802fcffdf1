/**
 * The alert sign-up form (issue 44 item 3): one zod schema for the browser and the server, and the
 * saved search's normal form. The search is the list's own URL state (listings/filters.ts reads it,
 * search.ts writes it), minus what does not choose listings (sort, page, price period).
 */
import { z } from "zod";
import * as en from "#app/content/alerts.ts";
import * as ar from "#app/content/ar/alerts.ts";
import type { ListingType, PropertyCategory } from "#app/db/schema.ts";
import type { AlertFrequency } from "#app/db/tables/alerts.ts";
import { ALERT_FREQUENCIES, type AlertFieldErrors, MAX_EMAIL, MAX_SEARCH } from "./fields.ts";

export { MAX_SEARCH };
import type { Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { filtersForCategory, parseListingFilters } from "#app/features/listings/filters.ts";
import { DEFAULT_SORT, type ListingFilters, writeListingSearch } from "#app/features/listings/search.ts";
import { LISTING_METHODS, type ListingMethod, listingTypeOf, listPath } from "#app/utils/paths.ts";

/** The wording of the consent the box shows (content/alerts.ts); a new wording gets a new version. */
export const CONSENT_VERSION = "pdpl-2026-11-29";
export const ALERT_CATEGORIES = ["Residential", "Commercial"] as const satisfies readonly PropertyCategory[];

export interface AlertSignUp {
  email: string;
  frequency: AlertFrequency;
  category: PropertyCategory;
  method: ListingMethod;
  listingType: ListingType;
  /** the canonical query without "?" ("" = the whole list) */
  query: string;
}

function schemaFor(locale: Locale) {
  const M = textFor({ en, ar }, locale).ALERT_MESSAGES;
  return z.object({
    email: z
      .string({ error: M.emailInvalid })
      .trim()
      .min(3, M.emailInvalid)
      .max(MAX_EMAIL, M.emailInvalid)
      .pipe(z.email({ error: M.emailInvalid })),
    frequency: z.enum(ALERT_FREQUENCIES, { error: M.frequencyInvalid }),
    consent: z.literal("yes", { error: M.consentRequired }),
    category: z.enum(ALERT_CATEGORIES, { error: M.searchInvalid }),
    method: z.enum(LISTING_METHODS, { error: M.searchInvalid }),
    search: z.string({ error: M.searchInvalid }).max(MAX_SEARCH, M.searchInvalid),
  });
}

/** What decides which listings a saved search finds: its filters without sort, page and price period. */
export function searchFilters(filters: ListingFilters): ListingFilters {
  const next: ListingFilters = { ...filters, sort: DEFAULT_SORT, page: 1 };
  delete next.period;
  delete next.where;
  return next;
}

/** The saved search's query (without "?") for a list's query string, read and written by the list's own code. */
export function normaliseSearch(search: string, category: PropertyCategory): string {
  const filters = filtersForCategory(parseListingFilters(search.replace(/^\?/, "")), category);
  return writeListingSearch(searchFilters(filters)).replace(/^\?/, "");
}

/** The list page a saved search shows (path and query), in English; localise with localePath. */
export function searchPath(alert: { category: PropertyCategory; listing_type: ListingType; query: string }): string {
  return `${listPath(alert.category, alert.listing_type === "RENT" ? "rent" : "buy")}${alert.query ? `?${alert.query}` : ""}`;
}

export type AlertValidation = { ok: true; value: AlertSignUp } | { ok: false; errors: AlertFieldErrors };

/** Validates a sign-up's fields in the language of the page; never throws. */
export function validateAlertSignUp(fields: Record<string, string | undefined>, locale: Locale): AlertValidation {
  const parsed = schemaFor(locale).safeParse(fields);
  if (!parsed.success) {
    const errors: AlertFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field = key === "category" || key === "method" ? "search" : key;
      if ((field === "email" || field === "frequency" || field === "consent" || field === "search") && !errors[field])
        errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  const v = parsed.data;
  return {
    ok: true,
    value: {
      email: v.email,
      frequency: v.frequency,
      category: v.category,
      method: v.method,
      listingType: listingTypeOf(v.method),
      query: normaliseSearch(v.search, v.category),
    },
  };
}
