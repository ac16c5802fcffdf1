/**
 * Cache tags: what a cached answer shows, so a change purges exactly the
 * answers that show it (`purgeResponseCache({ tags })`), in this server's
 * response cache and, through the same names in `Surrogate-Key` and
 * `Cache-Tag`, in a CDN in front of it.
 *
 * - `listing:<id>`, `project:<id>`, `area:<id>`, `developer:<id>`: the answer shows that row
 *   (its own page, or a card or link to it);
 * - `list:sale`, `list:rent`, `list:projects`: the answer lists rows of that kind, so a row
 *   added to or removed from that kind changes it (list pages, the home page, area pages, list APIs).
 *
 * Tags come from the URL (known before rendering, so they are also sent on a
 * miss) and from the rendered HTML's links to detail, area and developer pages
 * (known once the body is complete, so the response cache indexes them and sends them on hits).
 */
const ALL_LISTS = ["list:sale", "list:rent", "list:projects"];

/** Tags that follow from the URL alone. */
export function urlTags(url: string): string[] {
  const [path = "/", query = ""] = url.split("?", 2);
  if (path === "/") return [...ALL_LISTS];
  let m = /^\/(properties-for-sale|properties-to-rent)\/(\d+)$/.exec(path);
  if (m) return [`listing:${Number(m[2])}`];
  m = /^\/properties-off-plan\/(\d+)$/.exec(path);
  if (m) return [`project:${Number(m[1])}`];
  m = /^\/(?:commercial-)?properties\/(buy|rent)$/.exec(path);
  if (m) return [m[1] === "rent" ? "list:rent" : "list:sale"];
  if (path === "/properties") return ["list:sale", "list:rent"];
  if (path === "/off-plan-properties" || path === "/new-projects") return ["list:projects"];
  m = /^\/areas\/(\d+)$/.exec(path);
  if (m) return [`area:${Number(m[1])}`, ...ALL_LISTS];
  m = /^\/developers\/(\d+)$/.exec(path);
  if (m) return [`developer:${Number(m[1])}`, "list:projects"];
  if (path.startsWith("/api/")) {
    const params = new URLSearchParams(query);
    const one = Number(params.get("property_id") ?? params.get("project_id"));
    if (/propert/.test(path) && Number.isInteger(one) && one > 0) return [params.has("property_id") ? `listing:${one}` : `project:${one}`];
    if (/project/.test(path)) return ["list:projects"];
    if (/propert/.test(path)) {
      const type = params.get("listing_type");
      return type === "SELL" ? ["list:sale"] : type === "RENT" ? ["list:rent"] : ["list:sale", "list:rent"];
    }
  }
  return [];
}

const LINK = /href="\/(properties-for-sale|properties-to-rent|properties-off-plan|areas|developers)\/(\d+)[?#"]/g;
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

/** `Surrogate-Key` (Fastly, space-separated) and `Cache-Tag` (Cloudflare, Akamai: comma-separated). */
export function tagHeaders(tags: string[]): Record<string, string> {
  const shown = tags.slice(0, MAX_HEADER_TAGS);
  return { "Surrogate-Key": shown.join(" "), "Cache-Tag": shown.join(",") };
}
