/**
 * Our active, permitted listings as a Property Finder or Bayut feed, written
 * a page at a time (keyset pagination) so a 100,000-listing feed never sits in
 * memory: the route streams what this yields.
 */
import crypto from "node:crypto";
import type { DB } from "#app/db/db.server.ts";
import { PF_CODE_BY_AMENITY, bayutNameOf, emirateRule, pfCodeOf } from "./conformance.ts";
import type { FeedFormat, RentFrequency } from "./feeds-schema.ts";
import { YEARLY } from "./mapping.server.ts";
import { brnKey } from "./resolve.server.ts";

const PAGE = 500;

/** true when the request's token is the configured one (compared in constant time) */
export function feedTokenMatches(configured: string | undefined, given: string | null): boolean {
  if (!configured || !given) return false;
  const a = crypto.createHash("sha256").update(configured).digest();
  const b = crypto.createHash("sha256").update(given).digest();
  return crypto.timingSafeEqual(a, b);
}

function exportRows(db: DB, afterId: number) {
  return db
    .selectFrom("listings")
    .innerJoin("areas", "areas.id", "listings.area_id")
    .innerJoin("property_types", "property_types.id", "listings.property_type_id")
    .leftJoin("developers", "developers.id", "listings.developer_id")
    .leftJoin("agents", "agents.id", "listings.agent_id")
    .leftJoin("feed_listings", "feed_listings.listing_id", "listings.id")
    .selectAll("listings")
    .select([
      "areas.name as area_name",
      "areas.emirate",
      "agents.id as agent_ref",
      "property_types.label as type_label",
      "developers.name as developer_name",
      "agents.name as agent_name",
      "agents.email as agent_email",
      "agents.phone as agent_phone",
      "agents.brn as agent_brn",
      "feed_listings.rent_frequency",
    ])
    .where("listings.status", "=", "ACTIVE")
    .where("listings.permit_number", "!=", "")
    .where("listings.id", ">", afterId)
    .orderBy("listings.id")
    .limit(PAGE)
    .execute();
}

type Row = Awaited<ReturnType<typeof exportRows>>[number];

/** XML 1.0 cannot carry control characters; CDATA cannot carry "]]>" in one piece. */
const clean = (s: string) => s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "");
const cdata = (s: string) => `<![CDATA[${clean(s).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
const escape = (s: string) => clean(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const el = (name: string, value: string | number | null | undefined, asCdata = false) =>
  value === null || value === undefined || value === ""
    ? ""
    : `<${name}>${asCdata ? cdata(String(value)) : escape(String(value))}</${name}>`;

/** 100000 / 12 → "8333.3333": four decimals bring the yearly figure back exactly on import */
function perPeriod(yearly: number, frequency: RentFrequency): string {
  return String(Number((yearly / YEARLY[frequency]).toFixed(4)));
}

function amenities(row: Row): string[] {
  try {
    const value: unknown = JSON.parse(row.amenities);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/** "2026-11-28T05:00:00.000Z" → "2026-11-28 05:00:00", the feeds' timestamp form (UTC) */
export function feedTime(iso: string): string {
  return iso.slice(0, 19).replace("T", " ");
}

const PORTAL: Record<FeedFormat, string> = { pf: "Property Finder", bayut: "Bayut" };

/**
 * Why a listing cannot go into the format's feed, or null: the format's required elements
 * (a type it has a code for, at least one photo), a permit valid for the listing's emirate and a
 * licensed agent. A listing left out is reported (exportReport), never written half-formed.
 */
export function leftOutReason(
  format: FeedFormat,
  row: {
    type_label: string;
    category: Row["category"];
    permit_number: string;
    emirate: string;
    agent_name: string | null;
    agent_brn: string | null;
  },
  photoCount: number,
): string | null {
  const type = format === "pf" ? pfCodeOf(row.type_label, row.category) : bayutNameOf(row.type_label);
  if (!type) return `${PORTAL[format]} has no property type for "${row.type_label}" (${row.category.toLowerCase()})`;
  const rule = emirateRule(row.emirate)?.permit;
  if (!rule) return `no advertising-permit rule is known for ${row.emirate}`;
  if (!rule.pattern.test(row.permit_number)) return `permit "${row.permit_number}" is not a valid ${rule.authority} permit`;
  if (photoCount === 0) return `no photo (${PORTAL[format]} requires at least one)`;
  if (row.agent_name && !brnKey(row.agent_brn)) return `agent "${row.agent_name}" has no BRN (licence number)`;
  return null;
}

function pfProperty(row: Row, photos: string[], siteUrl: string): string {
  const code = pfCodeOf(row.type_label, row.category);
  if (!code) return "";
  const offering = `${row.category === "Commercial" ? "C" : "R"}${row.listing_type === "RENT" ? "R" : "S"}`;
  const frequency = row.rent_frequency ?? "yearly";
  const rent = row.listing_type === "RENT";
  const price =
    row.price === null
      ? "<price_on_application>yes</price_on_application>"
      : rent
        ? `<price><${frequency}>${perPeriod(row.price, frequency)}</${frequency}></price>${el("rental_period", frequency[0]?.toUpperCase())}`
        : `<price>${row.price}</price>`;
  const codes = amenities(row).flatMap((a) => PF_CODE_BY_AMENITY.get(a) ?? []);
  const agent = row.agent_name
    ? `<agent>${el("id", row.agent_ref)}${el("name", row.agent_name, true)}${el("email", row.agent_email)}${el("phone", row.agent_phone)}${el("license_no", row.agent_brn)}</agent>`
    : "";
  return [
    `<property last_update="${feedTime(row.updated_at)}">`,
    el("reference_number", row.reference, true),
    el("permit_number", row.permit_number),
    el("offering_type", offering),
    el("property_type", code),
    price,
    rent ? el("cheques", row.cheques) : "",
    rent ? el("deposit", row.deposit) : "",
    el("service_charge", row.service_charge),
    el("city", row.emirate),
    el("community", row.area_name, true),
    el("sub_community", row.community, true),
    el("property_name", row.sub_community, true),
    el("title_en", row.title, true),
    el("title_ar", row.title_ar, true),
    el("description_en", row.description, true),
    el("description_ar", row.description_ar, true),
    el("project_name", row.project_name, true),
    el("size", row.size_sqft),
    el("plot_size", row.plot_size_sqft),
    el("bedroom", row.bedrooms === 0 ? "studio" : row.bedrooms),
    el("bathroom", row.bathrooms),
    el(
      "furnished",
      row.furnishing === "furnished"
        ? "Yes"
        : row.furnishing === "semi-furnished"
          ? "Partly"
          : row.furnishing === "unfurnished"
            ? "No"
            : null,
    ),
    el("parking", row.parking),
    el("floor", row.floor, true),
    el("build_year", row.build_year),
    el("availability_date", row.available_from),
    el("completion_status", row.completion_status === "ready" ? "completed" : row.completion_status === "off-plan" ? "off_plan" : null),
    el("developer", row.developer_name, true),
    el(row.category === "Commercial" ? "commercial_amenities" : "private_amenities", codes.join(",")),
    // Property Finder reads geopoints as longitude,latitude
    row.latitude !== null && row.longitude !== null ? el("geopoints", `${row.longitude},${row.latitude}`) : "",
    el("video_tour_url", row.video_url),
    el("view360", row.tour_url),
    photos.length ? `<photo>${photos.map((p) => `<url>${escape(absolute(siteUrl, p))}</url>`).join("")}</photo>` : "",
    agent,
    "</property>\n",
  ].join("");
}

function bayutProperty(row: Row, photos: string[], siteUrl: string): string {
  const type = bayutNameOf(row.type_label);
  if (!type) return "";
  const rent = row.listing_type === "RENT";
  const frequency = row.rent_frequency ?? "yearly";
  const price = row.price === null ? null : row.listing_type === "RENT" ? perPeriod(row.price, frequency) : row.price;
  return [
    "<Property>",
    el("Property_Ref_No", row.reference, true),
    el("Permit_Number", row.permit_number, true),
    el("Property_Status", "live"),
    el("Property_purpose", row.listing_type === "RENT" ? "Rent" : "Buy"),
    el("Property_Type", type, true),
    el("Property_Size", row.size_sqft),
    row.size_sqft === null ? "" : el("Property_Size_Unit", "SQFT"),
    el("Plot_Size", row.plot_size_sqft),
    el("Bedrooms", row.bedrooms),
    el("Bathrooms", row.bathrooms),
    el("Property_Title", row.title, true),
    el("Property_Title_AR", row.title_ar, true),
    el("Property_Description", row.description, true),
    el("Property_Description_AR", row.description_ar, true),
    el("Price", price),
    rent ? el("Rent_Frequency", frequency[0]?.toUpperCase() + frequency.slice(1)) : "",
    rent ? el("Cheques", row.cheques) : "",
    el(
      "Furnished",
      row.furnishing === "furnished"
        ? "Yes"
        : row.furnishing === "semi-furnished"
          ? "Partly"
          : row.furnishing === "unfurnished"
            ? "No"
            : null,
    ),
    el("Off_plan", row.completion_status === "off-plan" ? "Yes" : row.completion_status === "ready" ? "No" : null),
    el("City", row.emirate),
    el("Locality", row.area_name, true),
    el("Sub_Locality", row.community, true),
    el("Tower_Name", row.sub_community, true),
    // Beyond the fields portals read: kept so our own feed round-trips every column.
    el("Developer", row.developer_name, true),
    el("Project_Name", row.project_name, true),
    el("Parking", row.parking),
    el("Floor", row.floor, true),
    el("Build_Year", row.build_year),
    rent ? el("Deposit", row.deposit) : "",
    el("Service_Charge", row.service_charge),
    el("Available_From", row.available_from),
    row.latitude !== null && row.longitude !== null ? el("Geopoints", `${row.latitude},${row.longitude}`) : "",
    el("Listing_Agent", row.agent_name, true),
    el("Listing_Agent_Phone", row.agent_phone),
    el("Listing_Agent_Email", row.agent_email),
    el("Listing_Agent_BRN", row.agent_brn),
    photos.length ? `<Images>${photos.map((p) => `<Image>${cdata(absolute(siteUrl, p))}</Image>`).join("")}</Images>` : "",
    row.video_url ? `<Videos>${el("Video", row.video_url, true)}</Videos>` : "",
    el("Virtual_Tour", row.tour_url, true),
    amenities(row).length
      ? `<Features>${amenities(row)
          .map((a) => el("Feature", a, true))
          .join("")}</Features>`
      : "",
    el("Last_Updated", feedTime(row.updated_at)),
    "</Property>\n",
  ].join("");
}

/** One page of exportable rows with their photos and, for each, the reason it is left out (or null). */
async function* exportPages(db: DB, format: FeedFormat) {
  let after = 0;
  for (;;) {
    const page = await exportRows(db, after);
    const last = page.at(-1);
    if (!last) return;
    after = last.id;
    const photos = await db
      .selectFrom("listing_photos")
      .select(["listing_id", "url"])
      .where(
        "listing_id",
        "in",
        page.map((r) => r.id),
      )
      .orderBy("listing_id")
      .orderBy("position")
      .execute();
    const byListing = new Map<number, string[]>();
    for (const p of photos) byListing.set(p.listing_id, [...(byListing.get(p.listing_id) ?? []), p.url]);
    yield page.map((row) => {
      const rowPhotos = byListing.get(row.id) ?? [];
      return { row, photos: rowPhotos, leftOut: leftOutReason(format, row, rowPhotos.length) };
    });
  }
}

export interface ExportReport {
  format: FeedFormat;
  written: number;
  leftOut: Array<{ reference: string; reason: string }>;
}

/** What the feed would carry now and every active listing it leaves out, with the reason (the back office shows it). */
export async function exportReport(db: DB, format: FeedFormat): Promise<ExportReport> {
  const report: ExportReport = { format, written: 0, leftOut: [] };
  for await (const page of exportPages(db, format))
    for (const { row, leftOut } of page) {
      if (leftOut) report.leftOut.push({ reference: row.reference, reason: leftOut });
      else report.written += 1;
    }
  return report;
}

/**
 * The feed document, piece by piece. The root carries listing_count (Property Finder), so the
 * listings are counted first: a pass over the same pages that keeps only the count.
 */
export async function* feedDocument(db: DB, format: FeedFormat, siteUrl: string, now: Date = new Date()): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n`;
  if (format === "pf") {
    let count = 0;
    for await (const page of exportPages(db, format)) count += page.filter((p) => !p.leftOut).length;
    yield `<list last_update="${feedTime(now.toISOString())}" listing_count="${count}">\n`;
  } else yield "<Properties>\n";
  for await (const page of exportPages(db, format)) {
    yield page
      .filter((p) => !p.leftOut)
      .map(({ row, photos }) => (format === "pf" ? pfProperty : bayutProperty)(row, photos, siteUrl))
      .join("");
  }
  yield format === "pf" ? "</list>\n" : "</Properties>\n";
}

/** The feed as a web stream a Response can carry. */
export function feedStream(db: DB, format: FeedFormat, siteUrl: string): ReadableStream<Uint8Array> {
  const parts = feedDocument(db, format, siteUrl);
  const encoder = new TextEncoder();
  // pull-based: the next page is read only when the client has taken the last one
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}

const PORTAL_FILES: Record<string, FeedFormat> = { "propertyfinder.xml": "pf", "bayut.xml": "bayut" };
const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * GET /feeds/<portal>.xml?token=…: 404 for an unknown file or when no
 * FEED_TOKEN is configured (the feeds do not exist), 401 for a missing or
 * wrong token, else the feed, streamed. Never cacheable: the URL carries a
 * secret, and a portal must see the current stock.
 */
export function portalFeedResponse(db: DB, file: string | undefined, url: URL, feedToken: string | undefined, siteUrl: string): Response {
  const format = PORTAL_FILES[file ?? ""];
  if (!format || !feedToken)
    return new Response("Not found\n", { status: 404, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });
  if (!feedTokenMatches(feedToken, url.searchParams.get("token"))) {
    return new Response("A valid ?token= is required\n", {
      status: 401,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(feedStream(db, format, siteUrl), { headers: { ...NO_STORE, "Content-Type": "application/xml; charset=utf-8" } });
}
