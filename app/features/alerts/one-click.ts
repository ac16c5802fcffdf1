/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the URL of the
 * e-mail's List-Unsubscribe header, from its own servers or the user's browser, with no cookie and
 * whatever Origin. The token in the path is the authority, so this POST (and only this one) skips
 * the Origin check the site's form posts get (server/proxy.ts crossSiteProtection).
 */
export const ONE_CLICK_PATH = /^(\/ar)?\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}$/;

/** The body RFC 8058 prescribes (form-encoded, possibly with other fields a client adds). */
export function isOneClickBody(body: string): boolean {
  return new URLSearchParams(body).getAll("List-Unsubscribe").includes("One-Click");
}

/** A POST that only RFC 8058's one-click unsubscribe makes. */
export function isOneClickUnsubscribe(path: string, body: Buffer | string | undefined): boolean {
  if (!ONE_CLICK_PATH.test(path) || body === undefined) return false;
  return isOneClickBody(typeof body === "string" ? body : body.toString("utf8"));
}
