import type { LeadKind } from "./fields.ts";

/** Where each form posts, and where it sits on the site (anchor for the no-JS return). */
export const LEAD_ACTION: Record<LeadKind, string> = {
  enquiry: "/leads/enquiry",
  guide: "/leads/guide",
  valuation: "/leads/valuation",
  newsletter: "/leads/newsletter",
};

export const LEAD_HOME: Record<LeadKind, string> = {
  enquiry: "/contact?enquire=1",
  guide: "/investment-guide",
  valuation: "/property-valuation-form",
  newsletter: "/",
};

export const LEAD_ANCHOR: Record<LeadKind, string> = {
  enquiry: "enquiry-form",
  guide: "guide-request",
  valuation: "valuation-form",
  newsletter: "newsletter",
};

/** Hidden field names the forms add: the page they are on, and "1" once JavaScript runs. */
export const PAGE_FIELD = "_page";
export const ENHANCED_FIELD = "_js";
/** query parameter that tells a page, after a no-JS submit, which form succeeded */
export const SENT_PARAM = "sent";

/** A same-site path only (no //host, no scheme), or null. */
export function safeSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 500) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return value;
}

/** The page to return to after a no-JS success, marked with ?sent=kind and the form's anchor. */
export function returnUrl(kind: LeadKind, page: string | null): string {
  const url = new URL(page ?? LEAD_HOME[kind], "http://site.invalid");
  url.searchParams.set(SENT_PARAM, kind);
  return `${url.pathname}${url.search}#${LEAD_ANCHOR[kind]}`;
}
