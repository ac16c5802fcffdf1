import type { AlertFrequency } from "#app/db/tables/alerts.ts";

/** The alert form's field names and choices: what the list page's box needs, without the validation (schema.ts). */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const satisfies readonly AlertFrequency[];
export const MAX_EMAIL = 254;

export const ALERT_FIELDS = {
  email: "email",
  frequency: "frequency",
  consent: "consent",
  category: "category",
  method: "method",
  search: "search",
  /** "1" when the form was sent by script (it reads the answer in place) */
  enhanced: "_js",
} as const;

export type AlertFieldErrors = Partial<Record<"email" | "frequency" | "consent" | "search", string>>;

/** What the sign-up answers a script (and the no-JS page renders). */
export type AlertSignUpData =
  { ok: true; message: string } | { ok: false; message: string; errors: AlertFieldErrors; values: { email?: string; frequency?: string } };

/** What POST /alerts answers a script (and renders without one when it needs correcting): the answer and the search it was for. */
export interface AlertActionData {
  answer: AlertSignUpData;
  category: "Residential" | "Commercial";
  method: "buy" | "rent";
  search: string;
}

/** The longest list query a form may carry (ten locations, a text and every filter fit well within it). */
export const MAX_SEARCH = 2000;

/**
 * The sign-up form's own page for a list's search (GET /alerts?category=…&method=…&search=…): where the
 * list's box links before the page is taken over, and without JavaScript.
 */
export function alertFormPath(category: AlertActionData["category"], method: AlertActionData["method"], search: string): string {
  return `/alerts?${new URLSearchParams({ category, method, search })}`;
}

/** The list a form page's query names, or null when it names none (category, method, a "?…" query). */
export function alertFormOf(params: URLSearchParams): Omit<AlertActionData, "answer"> | null {
  const category = params.get("category");
  const method = params.get("method");
  const search = params.get("search") ?? "";
  if (category !== "Residential" && category !== "Commercial") return null;
  if (method !== "buy" && method !== "rent") return null;
  if (search.length > MAX_SEARCH || (search !== "" && !search.startsWith("?"))) return null;
  return { category, method, search };
}
