import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { insertAgent, insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { signedInStaff } from "#app/features/auth/testing.server.ts";
import { priceHistory } from "#app/features/listings/price-history.server.ts";
import { getListing } from "#app/features/listings/queries.server.ts";
import {
  editorOptions,
  getEditableListing,
  listAdminListings,
  listChanges,
  moveListing,
  saveListing,
  viewerOf,
  type Viewer,
} from "./queries.server.ts";
import { validateListingForm } from "./validation.server.ts";

async function world(db: DB) {
  const areaId = await insertArea(db, "Dubai Marina");
  const typeId = await insertPropertyType(db);
  const agentA = await insertAgent(db, { name: "Agent A" });
  const agentB = await insertAgent(db, { name: "Agent B" });
  await db.updateTable("agents").set({ brn: "40123" }).where("id", "=", agentA).execute();
  const admin = viewerOf((await signedInStaff(db, "admin")).user);
  const agent = viewerOf((await signedInStaff(db, "agent", { agentId: agentA })).user);
  const other = viewerOf((await signedInStaff(db, "agent", { agentId: agentB })).user);
  return { areaId, typeId, agentA, agentB, admin, agent, other };
}

function form(w: { areaId: number; typeId: number }, extra: Record<string, string> = {}) {
  const checked = validateListingForm({
    title: "Two-bed with marina view",
    listing_type: "SELL",
    property_type_id: String(w.typeId),
    location: `${w.areaId}|Marina Gate|Tower 2`,
    price: "2,400,000",
    bedrooms: "2",
    amenities: "Balcony, Gym\nBalcony",
    ...extra,
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.input;
}

async function create(db: DB, viewer: Viewer, input: ReturnType<typeof form>) {
  const saved = await saveListing(db, viewer, null, input);
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  return saved.id;
}

describeEachDatabase("listing editor queries", (getDb) => {
  it("validation gives one clear message per wrong field and reads numbers as staff type them", () => {
    const bad = validateListingForm({
      title: "x",
      listing_type: "LEASE",
      property_type_id: "",
      location: "nowhere",
      price: "12abc",
      deposit: "5000",
      latitude: "25.1",
      permit_number: "12-AB",
      build_year: "1800",
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual(
      ["build_year", "listing_type", "location", "longitude", "permit_number", "price", "property_type_id", "title"].sort(),
    );
    expect(bad.errors.permit_number).toMatch(/6 to 16 digits/);
    const rentDeposit = validateListingForm({
      title: "Sale with deposit",
      listing_type: "SELL",
      property_type_id: "1",
      location: "1||",
      deposit: "5000",
    });
    expect(rentDeposit.ok ? {} : rentDeposit.errors).toHaveProperty("deposit");
    const ok = validateListingForm({
      title: "Studio",
      listing_type: "RENT",
      property_type_id: "3",
      location: "4|JLT|",
      price: " 85,000 ",
      bedrooms: "0",
    });
    expect(ok.ok && [ok.input.price, ok.input.bedrooms, ok.input.location]).toEqual([
      85000,
      0,
      { areaId: 4, community: "JLT", building: null },
    ]);
  });

  it("an agent creates a draft that is theirs whatever agent the form names; the history records it", async () => {
    const db = getDb().db;
    const w = await world(db);
    const id = await create(db, w.agent, form(w, { agent_id: String(w.agentB) }));
    const stored = await getEditableListing(db, w.admin, id);
    expect(stored).toMatchObject({ status: "HELD", agentId: w.agentA, community: "Marina Gate", building: "Tower 2", price: 2_400_000 });
    expect(stored?.amenities).toEqual(["Balcony", "Gym"]);
    expect(stored?.reference).toBe(`AGY-S-${String(id).padStart(6, "0")}`);
    expect(await getEditableListing(db, w.other, id)).toBeUndefined();
    const changes = await listChanges(db, id);
    expect(changes.map((c) => [c.field, c.who])).toEqual([["created", w.agent.name]]);
    // the editor knows a feed listing (and says which fields the feed overwrites); this one is not
    expect(stored?.feedSource).toBeNull();
    await db
      .insertInto("feed_listings")
      .values({
        listing_id: id,
        source: "https://feeds.example/pf.xml",
        content_hash: "x",
        feed_updated: null,
        rent_frequency: null,
        photos: "[]",
        photos_pending: 0,
        hold_reason: null,
      })
      .execute();
    expect((await getEditableListing(db, w.agent, id))?.feedSource).toBe("https://feeds.example/pf.xml");
    expect((await listAdminListings(db, w.agent, { page: 1 })).rows[0]?.fromFeed).toBe(true);
    // the first price starts the public price history
    expect((await priceHistory(db, id)).map((p) => p.price)).toEqual([2_400_000]);
  });

  it("the staff list: agents see their own, admins everything, with search, status and agent filters and paging", async () => {
    const db = getDb().db;
    const w = await world(db);
    const mine = await create(db, w.agent, form(w, { title: "Penthouse on the Palm", reference: "MINE-1" }));
    await create(db, w.other, form(w, { title: "Townhouse in Arabian Ranches" }));
    await insertListing(db, { areaId: w.areaId, typeId: w.typeId, listingType: "RENT", price: 90_000 });
    const own = await listAdminListings(db, w.agent, { page: 1 });
    expect(own.rows.map((r) => r.id)).toEqual([mine]);
    expect(own.total).toBe(1);
    expect((await listAdminListings(db, w.admin, { page: 1 })).total).toBe(3);
    expect((await listAdminListings(db, w.admin, { page: 1, q: "PALM" })).rows.map((r) => r.id)).toEqual([mine]);
    expect((await listAdminListings(db, w.admin, { page: 1, q: "mine-1" })).rows.map((r) => r.id)).toEqual([mine]);
    expect((await listAdminListings(db, w.admin, { page: 1, agent: "none" })).total).toBe(1);
    expect((await listAdminListings(db, w.admin, { page: 1, agent: w.agentA })).rows.map((r) => r.id)).toEqual([mine]);
    expect((await listAdminListings(db, w.admin, { page: 1, status: "HELD" })).total).toBe(2);
    expect((await listAdminListings(db, w.admin, { page: 2 })).rows).toEqual([]);
    const noProfile = viewerOf((await signedInStaff(db, "agent")).user);
    expect((await listAdminListings(db, noProfile, { page: 1 })).total).toBe(0);
  });

  it("the staff list shows each listing's cover and price and sorts by last change, price (none last), title or reference", async () => {
    const db = getDb().db;
    const w = await world(db);
    const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, "0")}T08:00:00.000Z`);
    const make = async (title: string, reference: string, price: string, day: number) => {
      const saved = await saveListing(db, w.admin, null, form(w, { title, reference, price }), at(day));
      if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
      return saved.id;
    };
    const b = await make("Beachfront duplex", "REF-C", "3,000,000", 2);
    const a = await make("apartment in JLT", "REF-A", "900,000", 3);
    const c = await make("Canal view loft", "REF-B", "", 1);
    await db
      .insertInto("listing_photos")
      .values([
        { listing_id: b, position: 1, url: "/media/b-second.webp" },
        { listing_id: b, position: 0, url: "/media/b-cover.webp" },
      ])
      .execute();
    const order = async (sort?: "updated" | "price" | "title" | "reference", dir?: "asc" | "desc") =>
      (await listAdminListings(db, w.admin, { page: 1, sort, dir })).rows.map((r) => r.id);
    expect(await order()).toEqual([a, b, c]);
    expect(await order("updated", "asc")).toEqual([c, b, a]);
    expect(await order("price")).toEqual([a, b, c]);
    expect(await order("price", "desc")).toEqual([b, a, c]);
    expect(await order("title")).toEqual([a, b, c]);
    expect(await order("title", "desc")).toEqual([c, b, a]);
    expect(await order("reference")).toEqual([a, c, b]);
    const rows = (await listAdminListings(db, w.admin, { page: 1, sort: "price" })).rows;
    expect(rows.map((r) => [r.price, r.cover])).toEqual([
      [900_000, null],
      [3_000_000, "/media/b-cover.webp"],
      [null, null],
    ]);
  });

  it("publishing needs a valid permit and an agent with a BRN; the published listing is what the public page reads", async () => {
    const db = getDb().db;
    const w = await world(db);
    const id = await create(db, w.agent, form(w));
    const refused = await moveListing(db, w.agent, id, "publish");
    expect(refused.ok).toBe(false);
    expect(refused.ok ? {} : refused.errors).toHaveProperty("permit_number");
    expect((await getListing(db, id))?.status).toBe("HELD");

    const saved = await saveListing(db, w.agent, id, form(w, { permit_number: "7123456789" }));
    expect(saved.ok && saved.changed).toEqual(["permit_number"]);
    const published = await moveListing(db, w.agent, id, "publish");
    expect(published.ok).toBe(true);
    expect(await getListing(db, id)).toMatchObject({ status: "ACTIVE", permitNumber: "7123456789" });
    // a published listing keeps its permit
    const strip = await saveListing(db, w.agent, id, form(w));
    expect(strip.ok ? {} : strip.errors).toHaveProperty("permit_number");

    // an agent without a BRN cannot publish, even with a permit
    const other = await create(db, w.other, form(w, { permit_number: "123456" }));
    const noBrn = await moveListing(db, w.other, other, "publish");
    expect(noBrn.ok ? {} : noBrn.errors).toHaveProperty("agent_id");
    // another agent's listing is not found for them
    const sold = { reason: "sold", note: null, closingPrice: 2_350_000 } as const;
    expect(await moveListing(db, w.other, id, "archive", sold)).toMatchObject({ ok: false, notFound: true });

    expect((await moveListing(db, w.agent, id, "archive", sold)).ok).toBe(true);
    expect((await getListing(db, id))?.status).toBe("INACTIVE");
    const log = await listChanges(db, id);
    expect(log.filter((c) => c.field === "status").map((c) => [c.before, c.after])).toEqual([
      ["ACTIVE", "INACTIVE"],
      ["HELD", "ACTIVE"],
    ]);
  });

  it("every changed field is logged with before and after; a price change extends the public price history", async () => {
    const db = getDb().db;
    const w = await world(db);
    const id = await create(db, w.admin, form(w, { agent_id: String(w.agentA) }));
    // the listing's Arabic texts (from a feed or the demo data; the form has no fields for them) survive an edit
    await db.updateTable("listings").set({ title_ar: "شقة بثلاث غرف نوم", description_ar: "وصف عربي." }).where("id", "=", id).execute();
    const later = new Date(Date.now() + 60_000);
    const saved = await saveListing(db, w.admin, id, form(w, { agent_id: String(w.agentA), price: "2250000", bedrooms: "3" }), later);
    expect(saved.ok && saved.changed.sort()).toEqual(["bedrooms", "price"]);
    expect(await db.selectFrom("listings").select(["title_ar", "description_ar"]).where("id", "=", id).executeTakeFirst()).toEqual({
      title_ar: "شقة بثلاث غرف نوم",
      description_ar: "وصف عربي.",
    });
    const log = await listChanges(db, id);
    expect(
      log
        .filter((c) => c.field !== "created")
        .map((c) => [c.field, c.before, c.after, c.who])
        .sort(),
    ).toEqual([
      ["bedrooms", "2", "3", w.admin.name],
      ["price", "2,400,000", "2,250,000", w.admin.name],
    ]);
    expect((await priceHistory(db, id)).map((p) => p.price)).toEqual([2_400_000, 2_250_000]);
    // saving the same values again changes nothing and logs nothing
    const again = await saveListing(db, w.admin, id, form(w, { agent_id: String(w.agentA), price: "2250000", bedrooms: "3" }));
    expect(again.ok && again.changed).toEqual([]);
    // a description with several lines comes back from a browser with CRLF: untouched, it is no change (issue 39)
    await saveListing(
      db,
      w.admin,
      id,
      form(w, { agent_id: String(w.agentA), price: "2250000", bedrooms: "3", description: "Sea view.\nNew kitchen." }),
    );
    const lines = (await listChanges(db, id)).length;
    const resent = await saveListing(
      db,
      w.admin,
      id,
      form(w, { agent_id: String(w.agentA), price: "2,250,000", bedrooms: "3", description: "Sea view.\r\nNew kitchen." }),
    );
    expect(resent.ok && resent.changed).toEqual([]);
    expect((await listChanges(db, id)).length).toBe(lines);
    // HTML pasted from a CRM keeps only the rich-text allow-list (decision 029)
    await saveListing(
      db,
      w.admin,
      id,
      form(w, {
        agent_id: String(w.agentA),
        price: "2250000",
        bedrooms: "3",
        description: '<p onclick="x()">Sea <b>view</b></p><script>alert(1)</script><ul><li>Pool</li></ul>',
      }),
    );
    expect((await db.selectFrom("listings").select("description").where("id", "=", id).executeTakeFirstOrThrow()).description).toBe(
      "<p>Sea <strong>view</strong></p><ul><li>Pool</li></ul>",
    );
    // references read as names; amenities as a list
    await saveListing(db, w.admin, id, form(w, { agent_id: String(w.agentB), price: "2250000", bedrooms: "3", amenities: "Gym" }));
    const named = await listChanges(db, id);
    expect(named.find((c) => c.field === "agent_id")).toMatchObject({ before: "Agent A", after: "Agent B" });
    expect(named.find((c) => c.field === "amenities")).toMatchObject({ before: "Balcony, Gym", after: "Gym" });
  });

  it("references stay unique and unknown picks are refused per field", async () => {
    const db = getDb().db;
    const w = await world(db);
    await create(db, w.admin, form(w, { reference: "DUP-1" }));
    const dup = await saveListing(db, w.admin, null, form(w, { reference: "DUP-1" }));
    expect(dup.ok ? {} : dup.errors).toHaveProperty("reference");
    const unknown = await saveListing(db, w.admin, null, form(w, { location: "999999||", developer_id: "999999", agent_id: "999999" }));
    expect(unknown.ok ? {} : Object.keys(unknown.errors).sort()).toEqual(["agent_id", "developer_id", "location"]);
    expect((await db.selectFrom("listings").select("id").execute()).length).toBe(1);
  });

  it("the location picker offers areas, and the communities and buildings listings use", async () => {
    const db = getDb().db;
    const w = await world(db);
    await create(db, w.admin, form(w));
    const { locations } = await editorOptions(db);
    expect(locations.map((l) => l.label)).toEqual(["Dubai Marina", "Dubai Marina › Marina Gate", "Dubai Marina › Marina Gate › Tower 2"]);
    expect(locations[2]?.value).toBe(`${w.areaId}|Marina Gate|Tower 2`);
  });
});
