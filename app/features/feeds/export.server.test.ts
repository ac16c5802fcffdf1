import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { PROPERTY_TYPES, RESIDENTIAL_PROPERTY_TYPES } from "#app/features/listings/property-types.ts";
import { createTestDatabase, describeEachDatabase } from "#tests/setup/databases.ts";
import { PF_AMENITIES } from "./codes.ts";
import { feedDocument, feedTokenMatches, portalFeedResponse } from "./export.server.ts";
import { type FeedFormat, type RentFrequency, feedsDb } from "./feeds-schema.ts";
import { runImport } from "./import.server.ts";

const AREAS = ["Dubai Marina", "Al Khawaneej Gardens", "Business Bay", "Jumeirah Village Circle (JVC)", "Nad Al Sheba 3"];
const PLACES = ["Marina Gate", "District 12", "Cluster D", "Phase 2", null];
const BUILDINGS = ["Bloom Towers", "Lake Terrace", "Tower B", null];
const DEVELOPERS = ["Emaar Properties", "Brand New Builders", null];
const AGENTS = [
  { name: "Layla Haddad", email: "layla@broker.example", phone: "+971501234567", brn: "40112" },
  { name: "Omar Saeed", email: "omar@broker.example", phone: "", brn: "" },
  null,
];
const AMENITY_NAMES = Object.values(PF_AMENITIES);
// printable text with the characters that trip XML writers: & < > " ' ]]> and Arabic
const textChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ABCDEFXYZ0123456789&<>\"']]>/-,.شقةمعإطلالة");
const text = (max: number) =>
  fc
    .array(textChar, { minLength: 1, maxLength: max })
    .map((chars) => chars.join("").replace(/\s+/g, " ").trim())
    .filter((s) => s.length > 0);

const listingArb = fc.record({
  rent: fc.boolean(),
  type: fc.constantFrom(...PROPERTY_TYPES),
  price: fc.option(fc.integer({ min: 1000, max: 90_000_000 }), { nil: null }),
  frequency: fc.constantFrom<RentFrequency>("yearly", "monthly", "weekly", "daily"),
  title: text(60),
  titleAr: fc.option(fc.constantFrom("شقة مشرقة", "فيلا مع حديقة ]]> & <"), { nil: null }),
  description: fc.option(text(120), { nil: "" }),
  descriptionAr: fc.option(fc.constantFrom("وصف عربي قصير"), { nil: null }),
  area: fc.constantFrom(...AREAS),
  community: fc.constantFrom(...PLACES),
  building: fc.constantFrom(...BUILDINGS),
  developer: fc.constantFrom(...DEVELOPERS),
  agent: fc.constantFrom(...AGENTS),
  bedrooms: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
  bathrooms: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
  size: fc.option(fc.integer({ min: 100, max: 40_000 }), { nil: null }),
  furnishing: fc.constantFrom("furnished", "semi-furnished", "unfurnished", null),
  parking: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  completion: fc.constantFrom("ready", "off-plan", null),
  buildYear: fc.option(fc.integer({ min: 1990, max: 2030 }), { nil: null }),
  amenities: fc.uniqueArray(fc.constantFrom(...AMENITY_NAMES), { maxLength: 5 }),
  geo: fc.option(fc.tuple(fc.integer({ min: 24_800_000, max: 25_400_000 }), fc.integer({ min: 54_900_000, max: 55_600_000 })), {
    nil: null,
  }),
  permit: fc.integer({ min: 1_000_000, max: 9_999_999_999 }).map(String),
});
type GeneratedListing = typeof listingArb extends fc.Arbitrary<infer T> ? T : never;

async function clear(db: DB) {
  const f = feedsDb(db);
  for (const t of ["import_run_items", "import_runs", "listing_price_history", "feed_listings", "feed_photos"] as const)
    await f.deleteFrom(t).execute();
  for (const t of ["listing_photos", "listings", "agents", "developers", "areas", "property_types"] as const)
    await db.deleteFrom(t).execute();
}

/** Writes generated listings straight into the tables, the way an earlier import would have left them. */
async function store(db: DB, listings: GeneratedListing[]) {
  const id = async (table: "areas" | "developers", name: string) =>
    (await db.selectFrom(table).select("id").where("name", "=", name).executeTakeFirst())?.id ??
    (
      await db
        .insertInto(table)
        .values({ name, slug: `${table}-${name.length}-${Math.random().toString(36).slice(2)}`, description: "" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  for (const [i, l] of listings.entries()) {
    const category = (RESIDENTIAL_PROPERTY_TYPES as readonly string[]).includes(l.type) ? "Residential" : "Commercial";
    const typeId =
      (await db.selectFrom("property_types").select("id").where("label", "=", l.type).executeTakeFirst())?.id ??
      (await db.insertInto("property_types").values({ label: l.type, category, sort_order: 0 }).returning("id").executeTakeFirstOrThrow())
        .id;
    const agentId = l.agent
      ? ((await db.selectFrom("agents").select("id").where("name", "=", l.agent.name).executeTakeFirst())?.id ??
        (
          await db
            .insertInto("agents")
            .values({ ...l.agent, slug: `agent-${l.agent.name.length}`, role: null, avatar: null, languages: "[]", sort_order: 0 })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id)
      : null;
    const now = new Date().toISOString();
    const row = await db
      .insertInto("listings")
      .values({
        reference: `RT-${i}`,
        permit_number: l.permit,
        title: l.title,
        description: l.description,
        listing_type: l.rent ? "RENT" : "SELL",
        status: "ACTIVE",
        price: l.price,
        deposit: null,
        area_id: await id("areas", l.area),
        community: l.community,
        sub_community: l.community ? l.building : null,
        developer_id: l.developer ? await id("developers", l.developer) : null,
        property_type_id: typeId,
        category,
        bedrooms: l.bedrooms,
        bathrooms: l.bathrooms,
        size_sqft: l.size,
        furnishing: l.furnishing,
        parking: l.parking,
        floor: null,
        completion_status: l.completion,
        build_year: l.buildYear,
        amenities: JSON.stringify(l.amenities),
        latitude: l.geo ? l.geo[0] / 1e6 : null,
        longitude: l.geo ? l.geo[1] / 1e6 : null,
        agent_id: agentId,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await feedsDb(db)
      .insertInto("feed_listings")
      .values({
        listing_id: row.id,
        source: "generated",
        content_hash: "",
        rent_frequency: l.rent ? (l.price === null ? "yearly" : l.frequency) : null,
        title_ar: l.titleAr,
        description_ar: l.descriptionAr,
        photos: "[]",
        photos_pending: 0,
      })
      .execute();
  }
}

/** Every field a feed carries, by reference, with names instead of ids. */
async function snapshot(db: DB, format: FeedFormat) {
  const rows = await feedsDb(db)
    .selectFrom("listings")
    .innerJoin("areas", "areas.id", "listings.area_id")
    .innerJoin("property_types", "property_types.id", "listings.property_type_id")
    .leftJoin("developers", "developers.id", "listings.developer_id")
    .leftJoin("agents", "agents.id", "listings.agent_id")
    .leftJoin("feed_listings", "feed_listings.listing_id", "listings.id")
    .select([
      "listings.reference",
      "listings.permit_number",
      "listings.title",
      "listings.description",
      "listings.listing_type",
      "listings.status",
      "listings.price",
      "areas.name as area",
      "listings.community",
      "listings.sub_community",
      "developers.name as developer",
      "property_types.label as type",
      "listings.category",
      "listings.bedrooms",
      "listings.bathrooms",
      "listings.size_sqft",
      "listings.furnishing",
      "listings.parking",
      "listings.completion_status",
      "listings.build_year",
      "listings.amenities",
      "listings.latitude",
      "listings.longitude",
      "agents.name as agent_name",
      "agents.email as agent_email",
      "agents.phone as agent_phone",
      "agents.brn as agent_brn",
      "feed_listings.rent_frequency",
      "feed_listings.title_ar",
      "feed_listings.description_ar",
    ])
    .orderBy("listings.reference")
    .execute();
  // Property Finder has no amenity codes for every name we know; the generator only uses coded ones.
  return rows.map((r) => ({ ...r, amenities: JSON.parse(r.amenities) as string[], format }));
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describeEachDatabase("feed export", (get, engine) => {
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    target = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await target.destroy();
  });

  for (const format of ["pf", "bayut"] as const) {
    it(`round-trips every field through a ${format} feed: export → import into an empty database → the same listings`, async () => {
      const dir = mkdtempSync(join(tmpdir(), "feed-rt-"));
      dirs.push(dir);
      await fc.assert(
        fc.asyncProperty(fc.array(listingArb, { minLength: 1, maxLength: 12 }), async (listings) => {
          await clear(get().db);
          await clear(target.db);
          await store(get().db, listings);
          let xml = "";
          for await (const part of feedDocument(get().db, format, "https://agency.example")) xml += part;
          const file = join(dir, `export-${format}.xml`);
          writeFileSync(file, xml);
          const report = await runImport(feedsDb(target.db), { source: file, mediaDir: dir, photos: false });
          expect(report).toMatchObject({ status: "succeeded", created: listings.length, skipped: 0, held: 0 });
          expect(await snapshot(target.db, format)).toEqual(await snapshot(get().db, format));
        }),
        { numRuns: engine === "sqlite" ? 25 : 8, seed: 20261123 },
      );
    });
  }

  it("answers 404 without a configured token, 401 without the right one, and streams no-store XML with it", async () => {
    const url = (q: string) => new URL(`https://agency.example/feeds/bayut.xml${q}`);
    expect(portalFeedResponse(get().db, "bayut.xml", url("?token=x"), undefined, "").status).toBe(404);
    expect(portalFeedResponse(get().db, "other.xml", url("?token=secret-token-0123456789"), "secret-token-0123456789", "").status).toBe(
      404,
    );
    const denied = portalFeedResponse(get().db, "bayut.xml", url(""), "secret-token-0123456789", "");
    expect(denied.status).toBe(401);
    expect(denied.headers.get("Cache-Control")).toBe("no-store");
    const ok = portalFeedResponse(
      get().db,
      "bayut.xml",
      url("?token=secret-token-0123456789"),
      "secret-token-0123456789",
      "https://agency.example",
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Cache-Control")).toBe("no-store");
    const body = await ok.text();
    expect(body).toMatch(/^<\?xml[^>]*>\n<Properties>\n[\s\S]*<\/Properties>\n$/);
    expect(feedTokenMatches("secret-token-0123456789", "secret-token-012345678")).toBe(false);
  });
});
