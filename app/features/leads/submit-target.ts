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

/** Stands in for this site's origin while a path is resolved: the browser resolves the answer's Location against ours. */
const SITE = "http://site.invalid";

/**
 * The path of a URL on this site, resolved the way a browser resolves a
 * Location header, or null when it would leave the site. Leading slashes
 * are collapsed: `/.//evil.example` resolves to the path `//evil.example`,
 * which a browser would read as another host.
 */
function sitePath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}`;
}

/** A same-site path only (no //host, no scheme, no backslash), normalised, or null. */
export function safeSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 500) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return sitePath(value);
}

/** The page to return to after a no-JS success, marked with ?sent=kind and the form's anchor; always a path on this site. */
export function returnUrl(kind: LeadKind, page: string | null): string {
  const path = (page === null ? null : safeSitePath(page)) ?? LEAD_HOME[kind];
  const url = new URL(path, SITE);
  url.searchParams.set(SENT_PARAM, kind);
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}#${LEAD_ANCHOR[kind]}`;
}
