import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { createTestDatabase, describeEachDatabase } from "#tests/setup/databases.ts";
import {
  BAYUT_ELEMENTS,
  BAYUT_PROPERTY_TYPES,
  PF_AMENITY_CODES,
  PF_ELEMENTS,
  PF_PROPERTY_TYPES,
  RESIDENTIAL_LABELS,
  pfCodeOf,
} from "./conformance.ts";
import { exportReport, feedDocument, feedTokenMatches, portalFeedResponse } from "./export.server.ts";
import type { FeedFormat, RentFrequency } from "./feeds-schema.ts";
import { runImport } from "./import.server.ts";

const AREAS: Array<[string, string]> = [
  ["Dubai Marina", "Dubai"],
  ["Al Khawaneej Gardens", "Dubai"],
  ["Business Bay", "Dubai"],
  ["Jumeirah Village Circle (JVC)", "Dubai"],
  ["Nad Al Sheba 3", "Dubai"],
  ["Yas Island", "Abu Dhabi"],
];
const PLACES = ["Marina Gate", "District 12", "Cluster D", "Phase 2", null];
const BUILDINGS = ["Bloom Towers", "Lake Terrace", "Tower B", null];
const DEVELOPERS = ["Emaar Properties", "Brand New Builders", null];
const AGENTS = [
  { name: "Layla Haddad", email: "layla@broker.example", phone: "+971501234567", brn: "40112" },
  { name: "Omar Saeed", email: "layla@broker.example", phone: "", brn: "51002" },
  null,
];
const AMENITY_NAMES = PF_AMENITY_CODES.map((a) => a.ours);
const categoryOf = (label: string) => (RESIDENTIAL_LABELS.has(label) ? "Residential" : "Commercial");
/** every label each format has a code or name for (both tables), so nothing is left out for its type */
const TYPES: Record<FeedFormat, string[]> = {
  pf: [...new Set(PF_PROPERTY_TYPES.flatMap((t) => [t.residential, t.commercial]).filter((l): l is string => Boolean(l)))].filter(
    (label) => pfCodeOf(label, categoryOf(label)) !== undefined,
  ),
  bayut: [...new Set(BAYUT_PROPERTY_TYPES.map((t) => t.label))],
};
const url = (host: string) => fc.stringMatching(/^[a-z0-9]{1,12}$/).map((path) => `https://${host}.example/${path}`);
// printable text with the characters that trip XML writers: & < > " ' ]]> and Arabic
const textChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ABCDEFXYZ0123456789&<>\"']]>/-,.شقةمعإطلالة");
const text = (max: number) =>
  fc
    .array(textChar, { minLength: 1, maxLength: max })
    .map((chars) => chars.join("").replace(/\s+/g, " ").trim())
    .filter((s) => s.length > 0);

const listingArb = (format: FeedFormat) =>
  fc.record({
    rent: fc.boolean(),
    type: fc.constantFrom(...TYPES[format]),
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
    cheques: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    deposit: fc.option(fc.integer({ min: 1000, max: 100_000 }), { nil: null }),
    floor: fc.option(fc.constantFrom("G", "3", "12", "Mezzanine"), { nil: null }),
    serviceCharge: fc.option(
      fc.integer({ min: 500, max: 4000 }).map((n) => n / 100),
      { nil: null },
    ),
    plotSize: fc.option(fc.integer({ min: 1000, max: 90_000 }), { nil: null }),
    availableFrom: fc.option(fc.constantFrom("2026-12-01", "2027-03-15"), { nil: null }),
    videoUrl: fc.option(url("video"), { nil: null }),
    tourUrl: fc.option(url("tour"), { nil: null }),
    projectName: fc.option(fc.constantFrom("Marina Gate", "Creek Rise & Co"), { nil: null }),
    photos: fc.array(url("photos"), { minLength: 1, maxLength: 3 }),
  });
type GeneratedListing = typeof listingArb extends (f: FeedFormat) => fc.Arbitrary<infer T> ? T : never;

async function clear(db: DB) {
  for (const t of ["import_run_items", "import_runs", "listing_price_history", "feed_listings", "feed_photos"] as const)
    await db.deleteFrom(t).execute();
  for (const t of ["listing_photos", "listings", "agents", "developers", "areas", "property_types"] as const)
    await db.deleteFrom(t).execute();
}

/** Writes generated listings straight into the tables, the way an earlier import would have left them. */
async function store(db: DB, listings: GeneratedListing[]) {
  const id = async (table: "areas" | "developers", name: string, emirate = "Dubai") =>
    (await db.selectFrom(table).select("id").where("name", "=", name).executeTakeFirst())?.id ??
    (
      await db
        .insertInto(table)
        .values({
          name,
          slug: `${table}-${name.length}-${Math.random().toString(36).slice(2)}`,
          description: "",
          ...(table === "areas" ? { emirate } : {}),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  for (const [i, l] of listings.entries()) {
    const category = categoryOf(l.type);
    const typeId =
      (await db.selectFrom("property_types").select("id").where("label", "=", l.type).executeTakeFirst())?.id ??
      (await db.insertInto("property_types").values({ label: l.type, category, sort_order: 0 }).returning("id").executeTakeFirstOrThrow())
        .id;
    const agentId = l.agent
      ? ((await db.selectFrom("agents").select("id").where("name", "=", l.agent.name).executeTakeFirst())?.id ??
        (
          await db
            .insertInto("agents")
            .values({ ...l.agent, slug: `agent-${l.agent.brn}`, role: null, avatar: null, languages: "[]", sort_order: 0 })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id)
      : null;
    const now = new Date().toISOString();
    const [areaName, emirate] = l.area;
    const row = await db
      .insertInto("listings")
      .values({
        reference: `RT-${i}`,
        // an Abu Dhabi (ADREC) permit is 14 digits
        permit_number: emirate === "Abu Dhabi" ? l.permit.padStart(14, "2") : l.permit,
        title: l.title,
        description: l.description,
        listing_type: l.rent ? "RENT" : "SELL",
        status: "ACTIVE",
        price: l.price,
        deposit: l.rent ? l.deposit : null,
        cheques: l.rent ? l.cheques : null,
        area_id: await id("areas", areaName, emirate),
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
        floor: l.floor,
        service_charge: l.serviceCharge,
        plot_size_sqft: l.plotSize,
        available_from: l.availableFrom,
        video_url: l.videoUrl,
        tour_url: l.tourUrl,
        project_name: l.projectName,
        completion_status: l.completion,
        build_year: l.buildYear,
        title_ar: l.titleAr,
        description_ar: l.descriptionAr,
        amenities: JSON.stringify(l.amenities),
        latitude: l.geo ? l.geo[0] / 1e6 : null,
        longitude: l.geo ? l.geo[1] / 1e6 : null,
        agent_id: agentId,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("listing_photos")
      .values(l.photos.map((url, position) => ({ listing_id: row.id, position, url })))
      .execute();
    await db
      .insertInto("feed_listings")
      .values({
        listing_id: row.id,
        source: "generated",
        content_hash: "",
        rent_frequency: l.rent ? (l.price === null ? "yearly" : l.frequency) : null,
        photos: "[]",
        photos_pending: 0,
      })
      .execute();
  }
}

/** Columns the importing site sets itself; every other listings column must survive the round trip. */
const NOT_CARRIED: Record<string, string> = {
  id: "the importing database's own key",
  created_at: "when the importing site stored it",
  updated_at: "when the importing site stored it",
};
const ID_COLUMNS = ["area_id", "developer_id", "agent_id", "property_type_id"];

/** Every listings column, by reference, with names instead of ids, plus what feed_listings keeps and the photo URLs. */
async function snapshot(db: DB, source: "listing_photos" | "feed_listings") {
  const rows = await db.selectFrom("listings").selectAll().orderBy("reference").execute();
  const names = async (table: "areas" | "developers" | "property_types", column: "name" | "label") =>
    new Map(
      (
        await db
          .selectFrom(table)
          .select(["id", column as "name"])
          .execute()
      ).map((r) => [r.id, r.name]),
    );
  const areas = new Map(
    (await db.selectFrom("areas").select(["id", "name", "emirate"]).execute()).map((a) => [a.id, `${a.name} (${a.emirate})`]),
  );
  const developers = await names("developers", "name");
  const types = await names("property_types", "label");
  const agents = new Map(
    (await db.selectFrom("agents").select(["id", "name", "email", "phone", "brn"]).execute()).map((a) => [
      a.id,
      `${a.name}|${a.email}|${a.phone}|${a.brn}`,
    ]),
  );
  const feed = new Map((await db.selectFrom("feed_listings").selectAll().execute()).map((r) => [r.listing_id, r]));
  const photoRows = await db.selectFrom("listing_photos").select(["listing_id", "url"]).orderBy("listing_id").orderBy("position").execute();
  const photos = new Map<number, string[]>();
  for (const p of photoRows) photos.set(p.listing_id, [...(photos.get(p.listing_id) ?? []), p.url]);
  const columns = Object.keys(rows[0] ?? {});
  return {
    columns,
    rows: rows.map((r) => {
      const out: Record<string, unknown> = {};
      for (const column of columns) {
        if (column in NOT_CARRIED || ID_COLUMNS.includes(column)) continue;
        out[column] = column === "amenities" ? JSON.parse(r.amenities) : r[column as keyof typeof r];
      }
      out.area = areas.get(r.area_id);
      out.developer = r.developer_id === null ? null : developers.get(r.developer_id);
      out.type = types.get(r.property_type_id);
      out.agent = r.agent_id === null ? null : agents.get(r.agent_id);
      const fl = feed.get(r.id);
      out.rent_frequency = fl?.rent_frequency ?? null;
      out.photos =
        source === "listing_photos"
          ? (photos.get(r.id) ?? [])
          : (JSON.parse(fl?.photos ?? "[]") as Array<{ url: string }>).map((p) => p.url);
      return out;
    }),
  };
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
    it(`round-trips every listings column through a ${format} feed: export → import into an empty database → the same listings`, async () => {
      const dir = mkdtempSync(join(tmpdir(), "feed-rt-"));
      dirs.push(dir);
      await fc.assert(
        fc.asyncProperty(fc.array(listingArb(format), { minLength: 1, maxLength: 12 }), async (listings) => {
          await clear(get().db);
          await clear(target.db);
          await store(get().db, listings);
          let xml = "";
          for await (const part of feedDocument(get().db, format, "https://agency.example")) xml += part;
          const file = join(dir, `export-${format}.xml`);
          writeFileSync(file, xml);
          const report = await runImport(target.db, { source: file, mediaDir: dir, photos: false });
          expect(report).toMatchObject({ status: "succeeded", created: listings.length, skipped: 0, held: 0 });
          const before = await snapshot(get().db, "listing_photos");
          const after = await snapshot(target.db, "feed_listings");
          // a column added to listings fails here until the feeds carry it (or it is listed in NOT_CARRIED)
          expect(after.columns).toEqual(before.columns);
          for (const column of before.columns)
            if (!(column in NOT_CARRIED) && !ID_COLUMNS.includes(column)) expect(Object.keys(before.rows[0] ?? {})).toContain(column);
          expect(after.rows).toEqual(before.rows);
        }),
        { numRuns: engine === "sqlite" ? 25 : 8, seed: 20261123 },
      );
    });
  }

  it("writes what Property Finder reads: listing_count, feed timestamps, longitude first, agent id, the table's codes", async () => {
    await clear(get().db);
    const [l] = fc.sample(listingArb("pf"), { numRuns: 1, seed: 7 }) as [GeneratedListing];
    const listings: GeneratedListing[] = [];
    for (const rule of PF_PROPERTY_TYPES)
      for (const label of [rule.residential, rule.commercial])
        if (label && pfCodeOf(label, categoryOf(label)) === rule.code)
          listings.push({
            ...l,
            type: label,
            rent: true,
            frequency: "monthly",
            price: 120_000,
            agent: AGENTS[0] ?? null,
            geo: [25_100_000, 55_200_000],
            amenities: AMENITY_NAMES,
          });
    await store(get().db, listings);
    let xml = "";
    for await (const part of feedDocument(get().db, "pf", "https://agency.example", new Date("2026-11-28T05:06:07Z"))) xml += part;
    expect(xml).toContain(`<list last_update="2026-11-28 05:06:07" listing_count="${listings.length}">`);
    expect(xml).toMatch(/<property last_update="\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}">/);
    expect(xml).toContain("<geopoints>55.2,25.1</geopoints>");
    expect(xml).toMatch(/<agent><id>\d+<\/id>/);
    expect(xml).toContain("<price><monthly>10000</monthly></price><rental_period>M</rental_period>");
    const written = [...xml.matchAll(/<property_type>([A-Z]{2})<\/property_type>/g)].map((m) => m[1]);
    expect(new Set(written)).toEqual(new Set(listings.map((x) => pfCodeOf(x.type, categoryOf(x.type)))));
    for (const bad of ["FL", "HO"]) expect(written).not.toContain(bad);
    const amenityCodes = new Set(xml.match(/<(?:private|commercial)_amenities>([^<]*)</)?.[1]?.split(","));
    expect(amenityCodes).toEqual(new Set(PF_AMENITY_CODES.map((a) => a.code)));
  });

  for (const format of ["pf", "bayut"] as const) {
    it(`writes every element the ${format} conformance table says it exports, for a listing that has every field`, async () => {
      await clear(get().db);
      const [sample] = fc.sample(listingArb(format), { numRuns: 1, seed: 3 }) as [GeneratedListing];
      const full: GeneratedListing = {
        ...sample,
        rent: true,
        type: "Apartment",
        price: 120_000,
        frequency: "monthly",
        titleAr: "شقة مشرقة",
        description: "Bright",
        descriptionAr: "وصف عربي قصير",
        area: ["Dubai Marina", "Dubai"],
        community: "Marina Gate",
        building: "Tower B",
        developer: "Emaar Properties",
        agent: AGENTS[0] ?? null,
        bedrooms: 2,
        bathrooms: 2,
        size: 1200,
        furnishing: "furnished",
        parking: 1,
        completion: "ready",
        buildYear: 2020,
        amenities: ["Balcony"],
        geo: [25_100_000, 55_200_000],
        cheques: 4,
        deposit: 5000,
        floor: "12",
        serviceCharge: 15.5,
        plotSize: 3000,
        availableFrom: "2026-12-01",
        videoUrl: "https://video.example/v",
        tourUrl: "https://tour.example/t",
        projectName: "Marina Gate",
      };
      await store(get().db, [full]);
      let xml = "";
      for await (const part of feedDocument(get().db, format, "https://agency.example")) xml += part;
      const rows = (format === "pf" ? PF_ELEMENTS : BAYUT_ELEMENTS).filter(
        (r) => r.exported !== "—" && !r.exported.startsWith("yes when") && !r.read.startsWith("ignored"),
      );
      const FILLER = new Set(["also", "or", "list", "property", "agent", "url", "name", "email", "phone"]);
      for (const row of rows) {
        const names = (row.element.match(/[A-Za-z0-9_]+/g) ?? []).filter((n) => !FILLER.has(n));
        const parts = row.element.split("/");
        // "agent/id" is the <id> inside <agent>; "_AR" is the Arabic twin of the element before it
        const candidates = [...names, ...(parts.length > 1 ? [parts.at(-1)?.trim().split(/[ ,(]/)[0] ?? ""] : [])]
          .map((n) => (n.startsWith("_") ? `${names[0]}${n}` : n))
          .filter(Boolean);
        const written = candidates.some((n) => xml.includes(`<${n}>`) || xml.includes(`<${n} `) || xml.includes(` ${n}="`));
        expect(written, `${row.element} (${row.exported})`).toBe(true);
      }
    });
  }

  it("leaves out, with the reason, what a portal would refuse: no photo, no code for the type, a bad permit, an agent without a BRN", async () => {
    await clear(get().db);
    const [sample] = fc.sample(listingArb("bayut"), { numRuns: 1, seed: 11 }) as [GeneratedListing];
    const l: GeneratedListing = { ...sample, area: ["Dubai Marina", "Dubai"] };
    await store(get().db, [
      { ...l, type: "Apartment", agent: AGENTS[0] ?? null },
      { ...l, type: "Other Commercial", agent: AGENTS[0] ?? null },
      { ...l, type: "Apartment", agent: { name: "No Licence", email: "n@broker.example", phone: "", brn: "" } },
      { ...l, type: "Apartment", agent: AGENTS[0] ?? null, permit: "12345" },
      { ...l, type: "Apartment", agent: AGENTS[0] ?? null },
    ]);
    await get()
      .db.deleteFrom("listing_photos")
      .where(
        "listing_id",
        "=",
        (await get().db.selectFrom("listings").select("id").where("reference", "=", "RT-4").executeTakeFirstOrThrow()).id,
      )
      .execute();
    const pf = await exportReport(get().db, "pf");
    expect(pf.written).toBe(1);
    expect(pf.leftOut).toEqual([
      { reference: "RT-1", reason: 'Property Finder has no property type for "Other Commercial" (commercial)' },
      { reference: "RT-2", reason: 'agent "No Licence" has no BRN (licence number)' },
      { reference: "RT-3", reason: expect.stringContaining('permit "12345" is not a valid') },
      { reference: "RT-4", reason: "no photo (Property Finder requires at least one)" },
    ]);
    const bayut = await exportReport(get().db, "bayut");
    expect(bayut.written).toBe(2);
    let xml = "";
    for await (const part of feedDocument(get().db, "pf", "https://agency.example")) xml += part;
    expect(xml).toContain('listing_count="1"');
    expect(xml.match(/<property /g)).toHaveLength(1);
  });

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
