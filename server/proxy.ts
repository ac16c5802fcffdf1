import { CACHE_POLICIES } from "#app/utils/cache-control.ts";
import type { NextFunction, Request, Response } from "express";
import type { ServerEnv } from "#app/utils/env.server.ts";
import { log } from "#app/utils/log.server.ts";
import { isOneClickUnsubscribe } from "#app/features/alerts/one-click.ts";

/**
 * Where the visitor's browser thinks it is. Behind a proxy Express reads
 * X-Forwarded-Proto and X-Forwarded-Host only from the proxies TRUST_PROXY
 * names (decision 008); anything else comes from the socket and Host.
 */

/** A Host value that can be part of a URL: name or [IPv6], optional port. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*)(:\d{1,5})?$/i;

/** The request's own origin (scheme and host as the browser sees them), or null for a Host no URL can carry. */
export function requestOrigin(req: Request): string | null {
  const host = req.host;
  if (!host || !HOST.test(host)) return null;
  return `${req.protocol}://${host.toLowerCase()}`;
}

/**
 * The origin absolute URLs use: SITE_URL when the operator set it, else the
 * request's real origin, else (a Host no URL can carry) localhost.
 */
export function siteOrigin(req: Request, env: Pick<ServerEnv, "SITE_URL" | "PORT">): string {
  return env.SITE_URL ?? requestOrigin(req) ?? `http://localhost:${env.PORT}`;
}

/** Whether the visitor's connection is https: the socket, a trusted X-Forwarded-Proto, or an https SITE_URL. */
export function isHttps(req: Request, env: Pick<ServerEnv, "SITE_URL">): boolean {
  return req.secure || Boolean(env.SITE_URL?.startsWith("https://"));
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

export const CROSS_SITE_MESSAGE =
  "This form was sent from another website, so it was not accepted. Please open the form on our site and send it again.";

/**
 * Cross-site request protection for form posts, in place of React Router's
 * own check (which compares Origin with a URL rebuilt from Host and the
 * socket's scheme, so every post through a TLS-terminating proxy failed).
 *
 * - `Sec-Fetch-Site: same-origin` or `none` (every current browser sends it;
 *   a page cannot forge it) is accepted.
 * - Otherwise the Origin's host must be this site's: the Host header, the
 *   trusted X-Forwarded-Host, or SITE_URL's host. Only the host is compared:
 *   a proxy that terminates TLS changes the scheme the server sees, never
 *   the host a foreign page could claim.
 * - No Origin and no Sec-Fetch-Site (curl, old clients) is not a browser's
 *   cross-site post, and is accepted.
 *
 * A refusal is a 403 with a sentence a visitor can act on. An accepted
 * request reaches React Router without its Origin header, so the two checks
 * cannot disagree.
 */
export function crossSiteProtection(env: Pick<ServerEnv, "SITE_URL">) {
  const siteHost = env.SITE_URL ? hostOf(env.SITE_URL) : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    // RFC 8058: a mail client's one-click unsubscribe comes from anywhere; its path's token is the authority
    if (req.method === "POST" && isOneClickUnsubscribe(req.path, res.locals.body as Buffer | undefined)) {
      delete req.headers.origin;
      return next();
    }
    const fetchSite = req.get("sec-fetch-site")?.toLowerCase();
    const origin = req.get("origin");
    let allowed: boolean;
    if (fetchSite === "same-origin" || fetchSite === "none") allowed = true;
    else if (origin === undefined) allowed = fetchSite === undefined;
    else {
      const from = origin === "null" ? null : hostOf(origin);
      const ours = [req.get("host")?.toLowerCase(), req.host?.toLowerCase(), siteHost].filter(Boolean);
      allowed = from !== null && ours.includes(from);
    }
    if (!allowed) {
      log.info(`Refused a cross-site ${req.method} ${req.path} (Origin: ${origin ?? "none"}, Sec-Fetch-Site: ${fetchSite ?? "none"})`);
      res.status(403).set("Cache-Control", CACHE_POLICIES.noStore).type("text/plain").send(CROSS_SITE_MESSAGE);
      return;
    }
    delete req.headers.origin;
    next();
  };
}
