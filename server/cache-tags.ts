/**
 * Cache tags: what a cached answer shows, so a change purges exactly the
 * answers that show it (`purgeResponseCache({ tags })`), in this server's
 * response cache and, through the same names in `Surrogate-Key` and
 * `Cache-Tag`, in a CDN in front of it.
 *
 * - `listing:<id>`, `project:<id>`, `area:<id>`, `developer:<id>`: the answer shows that row
 *   (its own page, or a card or link to it);
 * - `post:<slug>`: a blog post's page;
 * - `list:sale`, `list:rent`, `list:projects`, `list:areas`, `list:developers`, `list:agents`,
 *   `list:posts`: the answer lists rows of that kind, so a row added to, removed from or changed
 *   in that kind changes it (list pages, the home page, area pages, list APIs, feeds, the sitemap).
 *
 * Writers never name tags: they say what changed (`changed()`, app/utils/changes.server.ts), which
 * turns it into these tags.
 *
 * Tags come from the URL (known before rendering, so they are also sent on a
 * miss) and from the rendered HTML's links to detail, area and developer pages
 * (known once the body is complete, so the response cache indexes them and sends them on hits).
 */
import { withoutLocale } from "#app/i18n/locale.ts";

/** Lists of rows: an answer that lists rows of a kind changes when one is added, removed or renamed. */
const ROW_LISTS = ["list:sale", "list:rent", "list:projects"];
/** Every list the site shows: the home page and the sitemap show some of each. */
const EVERY_LIST = [...ROW_LISTS, "list:areas", "list:developers", "list:agents", "list:posts"];

/**
 * Tags that follow from the URL alone. A page's `.data` twin (a client navigation's data) has the
 * page's tags (the home page's is `/_root.data`, the Arabic home page's `/ar.data`), and an Arabic
 * page under /ar its English twin's. A page whose words come from the code (guides, about,
 * calculators) has none: it changes with a deploy, which starts with an empty cache.
 */
export function urlTags(url: string): string[] {
  const [rawPath = "/", query = ""] = url.split("?", 2);
  const page = rawPath === "/_root.data" ? "/" : rawPath.endsWith(".data") ? rawPath.slice(0, -".data".length) : rawPath;
  // an Arabic page (/ar/…, issue 43) shows the same rows as its English twin: the same tags
  const path = withoutLocale(page);
  if (path === "/") return [...EVERY_LIST];
  if (path === "/sitemap.xml") return [...EVERY_LIST];
  let m = /^\/(properties-for-sale|properties-to-rent)\/(\d+)$/.exec(path);
  if (m) return [`listing:${Number(m[2])}`];
  m = /^\/properties-off-plan\/(\d+)$/.exec(path);
  if (m) return [`project:${Number(m[1])}`];
  m = /^\/(?:commercial-)?properties\/(buy|rent)$/.exec(path);
  if (m) return [m[1] === "rent" ? "list:rent" : "list:sale"];
  if (path === "/properties") return ["list:sale", "list:rent"];
  if (path === "/off-plan-properties" || path === "/new-projects") return ["list:projects"];
  m = /^\/areas\/(\d+)$/.exec(path);
  if (m) return [`area:${Number(m[1])}`, ...ROW_LISTS];
  if (path === "/areas") return ["list:areas"];
  m = /^\/developers\/(\d+)$/.exec(path);
  if (m) return [`developer:${Number(m[1])}`, "list:projects"];
  if (path === "/developers") return ["list:developers"];
  if (path === "/staff" || path === "/about/staff") return ["list:agents"];
  if (path === "/blogs") return ["list:posts"];
  m = /^\/blogs\/([a-z0-9_.-]{1,200})$/.exec(path);
  if (m) return [`post:${m[1]}`, "list:posts"];
  // the portal feeds we publish: every listing with its agent
  if (path.startsWith("/feeds/")) return ["list:sale", "list:rent", "list:agents"];
  m = /^\/map\/markers\/([a-z-]+)$/.exec(path);
  if (m) return [m[1] === "off-plan" ? "list:projects" : m[1]?.endsWith("rent") ? "list:rent" : "list:sale"];
  m = /^\/map\/card\/(listing|project)\/(\d+)$/.exec(path);
  if (m) return [`${m[1]}:${Number(m[2])}`];
  if (path.startsWith("/map/basemap")) return ["list:areas"];
  if (path.startsWith("/api/")) return apiTags(path, query);
  return [];
}

function apiTags(path: string, query: string): string[] {
  if (path === "/api/properties/get_areas" || path === "/api/locations") return ["list:areas", ...ROW_LISTS];
  if (path === "/api/properties/get_developers") return ["list:developers"];
  if (path === "/api/agent/all") return ["list:agents"];
  const params = new URLSearchParams(query);
  const one = Number(params.get("property_id") ?? params.get("project_id"));
  if (/propert/.test(path) && Number.isInteger(one) && one > 0) return [params.has("property_id") ? `listing:${one}` : `project:${one}`];
  if (/project/.test(path)) return ["list:projects"];
  if (/propert/.test(path)) {
    const type = params.get("listing_type");
    return type === "SELL" ? ["list:sale"] : type === "RENT" ? ["list:rent"] : ["list:sale", "list:rent"];
  }
  return [];
}

/** a link to a row's page, English or Arabic (/ar/…) */
const LINK = /href="(?:\/ar)?\/(properties-for-sale|properties-to-rent|properties-off-plan|areas|developers)\/(\d+)[?#"]/g;
const KIND: Record<string, string> = {
  "properties-for-sale": "listing",
  "properties-to-rent": "listing",
  "properties-off-plan": "project",
  areas: "area",
  developers: "developer",
};

/** Tags of the rows an HTML page links to (its cards, breadcrumbs, agent and area links). */
export function htmlTags(html: string): string[] {
  const tags = new Set<string>();
  for (const match of html.matchAll(LINK)) tags.add(`${KIND[match[1] ?? ""]}:${Number(match[2])}`);
  return [...tags];
}

/** At most this many tags go in a header (CDNs cap Surrogate-Key at 16 KB; the cache indexes them all). */
const MAX_HEADER_TAGS = 300;

/** Which headers carry an answer's tags to a CDN in front (`CDN_TAG_HEADERS`). */
export type CdnTagHeaders = "none" | "surrogate-key" | "cache-tag" | "both";

/**
 * `Surrogate-Key` (Fastly, space-separated) and/or `Cache-Tag` (Cloudflare, Akamai: comma-separated), as
 * `which` says. None by default: without a CDN that reads them they went to every visitor, ~0.5 KB of
 * headers on each page (a page's first answer must fit the first round trip: docs/performance.md, "Session 23").
 */
export function tagHeaders(tags: string[], which: CdnTagHeaders): Record<string, string> {
  const shown = tags.slice(0, MAX_HEADER_TAGS);
  const headers: Record<string, string> = {};
  if (which === "surrogate-key" || which === "both") headers["Surrogate-Key"] = shown.join(" ");
  if (which === "cache-tag" || which === "both") headers["Cache-Tag"] = shown.join(",");
  return headers;
}
