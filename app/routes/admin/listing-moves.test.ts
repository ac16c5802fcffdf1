import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, signedInStaff, testContext, TEST_SITE, type TestStaff } from "#app/features/auth/testing.server.ts";
import { listAudit } from "#app/features/auth/audit.server.ts";
import { insertAgent, insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import * as listingEdit from "./listing-edit.tsx";
import * as listingsPage from "./listings.tsx";

/** Issue 39: unpublish and archive say why, a photo is deleted only once confirmed, a new reference follows the pattern. */

function post(path: string, staff: TestStaff | null, fields: Record<string, string>) {
  const body = new URLSearchParams({ ...(staff ? { _csrf: staff.csrf } : {}), ...fields });
  return new Request(`${TEST_SITE}${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(staff ? { Cookie: staff.cookie } : {}) },
  });
}

function act(db: DB, request: Request, id?: number, vars: Record<string, string> = {}) {
  const context = testContext(db, "10.9.0.7", vars);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args built by hand
  return answer(() => listingEdit.action({ request, params: id === undefined ? {} : { id: String(id) }, context, matches: [] } as any));
}

function load(db: DB, staff: TestStaff, id: number, search = "") {
  const url = new URL(`${TEST_SITE}/admin/listings/${id}${search}`);
  const request = new Request(url, { headers: { Cookie: staff.cookie } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args built by hand
  return answer(() => listingEdit.loader({ request, url, params: { id: String(id) }, context: testContext(db), matches: [] } as any));
}

async function world(db: DB) {
  const areaId = await insertArea(db, "Dubai Hills Estate");
  const typeId = await insertPropertyType(db);
  const agentA = await insertAgent(db, { name: "Agent A" });
  const agentB = await insertAgent(db, { name: "Agent B" });
  await db.updateTable("agents").set({ brn: "40123" }).where("id", "=", agentA).execute();
  const agent = await signedInStaff(db, "agent", { agentId: agentA });
  const other = await signedInStaff(db, "agent", { agentId: agentB });
  const admin = await signedInStaff(db, "admin");
  const listing = async (listingType: "SELL" | "RENT" = "SELL") => {
    const id = await insertListing(db, { areaId, typeId, listingType, price: 1_700_000, status: "ACTIVE" });
    await db.updateTable("listings").set({ agent_id: agentA, permit_number: "7123456789" }).where("id", "=", id).execute();
    return id;
  };
  const fields = (extra: Record<string, string> = {}) => ({
    intent: "save",
    title: "Four-bed villa on the park",
    listing_type: "SELL",
    property_type_id: String(typeId),
    location: `${areaId}||`,
    price: "4,100,000",
    ...extra,
  });
  return { agent, other, admin, agentA, listing, fields };
}

const row = (db: DB, id: number) =>
  db
    .selectFrom("listings")
    .select(["status", "off_market_reason", "off_market_note", "closing_price", "off_market_at", "reference", "price"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const audits = async (db: DB, action: string) => (await listAudit(db, { page: 1 })).rows.filter((r) => r.action === action);

describeEachDatabase("listing status moves, photo deletes and references (issue 39)", (getDb) => {
  it("archive asks why: no reason is refused with a message and the listing stays; sold with a closing price typed with commas is kept and audited", async () => {
    const db = getDb().db;
    const w = await world(db);
    const id = await w.listing();
    const refused = await act(db, post(`/admin/listings/${id}`, w.agent, { intent: "archive" }), id);
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({ move: "archive", errors: { reason: "Choose why the listing comes off the site." } });
    expect((await row(db, id)).status).toBe("ACTIVE");

    const badPrice = await act(
      db,
      post(`/admin/listings/${id}`, w.agent, { intent: "archive", reason: "sold", closing_price: "about 1.6m", note: "Cash buyer" }),
      id,
    );
    expect(badPrice.status).toBe(422);
    expect(badPrice.data).toMatchObject({
      errors: { closing_price: "A whole number of dirhams, such as 1,620,000." },
      moveValues: { reason: "sold", closing_price: "about 1.6m", note: "Cash buyer" },
    });

    const done = await act(
      db,
      post(`/admin/listings/${id}`, w.agent, { intent: "archive", reason: "sold", closing_price: "1,620,000", note: " Cash buyer " }),
      id,
    );
    expect([done.status, done.location]).toEqual([303, `/admin/listings/${id}?notice=archived`]);
    expect(await row(db, id)).toMatchObject({
      status: "INACTIVE",
      off_market_reason: "sold",
      off_market_note: "Cash buyer",
      closing_price: 1_620_000,
    });
    const [entry] = await audits(db, "listing-archived");
    expect(entry?.userName).toBe(w.agent.user.name);
    expect(entry?.ip).toBe("10.9.0.7");
    expect(entry?.detail).toEqual({
      listingId: id,
      reference: (await row(db, id)).reference,
      summary: expect.stringContaining("status Published → Archived; reason: Sold; closing price AED 1,620,000; note: Cash buyer"),
      status: { from: "ACTIVE", to: "INACTIVE" },
      reason: "Sold",
      note: "Cash buyer",
      closingPrice: 1_620_000,
    });
    // the editor says why it is off the site
    const page = await load(db, w.agent, id);
    expect(page.data).toMatchObject({ listing: { offMarket: { reason: "sold", closingPrice: 1_620_000, note: "Cash buyer" } } });
  });

  it("unpublish: a sale is not 'let', a closing price is only for sold or let; withdrawn with a note works; publishing again clears the reason", async () => {
    const db = getDb().db;
    const w = await world(db);
    const id = await w.listing();
    const let_ = await act(db, post(`/admin/listings/${id}`, w.agent, { intent: "unpublish", reason: "let" }), id);
    expect(let_.data).toMatchObject({ errors: { reason: "A listing for sale is sold, not let." } });
    const priced = await act(
      db,
      post(`/admin/listings/${id}`, w.agent, { intent: "unpublish", reason: "withdrawn", closing_price: "100" }),
      id,
    );
    expect(priced.data).toMatchObject({ errors: { closing_price: "A closing price is only for a sale or a let." } });
    const unknown = await act(db, post(`/admin/listings/${id}`, w.agent, { intent: "unpublish", reason: "bored" }), id);
    expect(unknown.status).toBe(422);
    expect((await row(db, id)).status).toBe("ACTIVE");

    const done = await act(
      db,
      post(`/admin/listings/${id}`, w.agent, { intent: "unpublish", reason: "withdrawn", note: "Owner is moving back in" }),
      id,
    );
    expect(done.location).toBe(`/admin/listings/${id}?notice=unpublished`);
    expect(await row(db, id)).toMatchObject({ status: "HELD", off_market_reason: "withdrawn", closing_price: null });
    expect((await audits(db, "listing-unpublished"))[0]?.detail).toMatchObject({
      status: { from: "ACTIVE", to: "HELD" },
      reason: "Withdrawn by owner",
      note: "Owner is moving back in",
      closingPrice: null,
    });

    const published = await act(db, post(`/admin/listings/${id}`, w.agent, { intent: "publish" }), id);
    expect(published.location).toBe(`/admin/listings/${id}?notice=published`);
    expect(await row(db, id)).toMatchObject({ status: "ACTIVE", off_market_reason: null, off_market_note: null, off_market_at: null });
    expect((await audits(db, "listing-published"))[0]?.detail).toMatchObject({ listingId: id, status: { from: "HELD", to: "ACTIVE" } });

    // a rental is let, with its yearly rent as the closing price
    const rent = await w.listing("RENT");
    const sold = await act(db, post(`/admin/listings/${rent}`, w.admin, { intent: "archive", reason: "sold" }), rent);
    expect(sold.data).toMatchObject({ errors: { reason: "A rental is let, not sold." } });
    const let2 = await act(
      db,
      post(`/admin/listings/${rent}`, w.admin, { intent: "archive", reason: "let", closing_price: "95 000" }),
      rent,
    );
    expect(let2.status).toBe(303);
    expect(await row(db, rent)).toMatchObject({ status: "INACTIVE", off_market_reason: "let", closing_price: 95_000 });
  });

  it("who may: signed out → sign-in, another agent → 404 and nothing changes, an admin may archive any listing", async () => {
    const db = getDb().db;
    const w = await world(db);
    const id = await w.listing();
    const fields = { intent: "archive", reason: "expired" };
    const out = await act(db, post(`/admin/listings/${id}`, null, fields), id);
    expect(out.location).toMatch(/^\/admin\/sign-in\?next=/);
    const other = await act(db, post(`/admin/listings/${id}`, w.other, fields), id);
    expect(other.status).toBe(404);
    expect((await row(db, id)).status).toBe("ACTIVE");
    expect(await audits(db, "listing-archived")).toEqual([]);
    const admin = await act(db, post(`/admin/listings/${id}`, w.admin, fields), id);
    expect(admin.location).toBe(`/admin/listings/${id}?notice=archived`);
    expect(await row(db, id)).toMatchObject({ status: "INACTIVE", off_market_reason: "expired" });
  });

  it("a photo delete without its confirmation asks first (the photo stays); confirmed, it goes and the audit log says so", async () => {
    const db = getDb().db;
    const w = await world(db);
    const id = await w.listing();
    await db
      .insertInto("listing_photos")
      .values([0, 1].map((position) => ({ listing_id: id, position, url: `/media/test/p${position}.webp` })))
      .execute();
    const photos = await db.selectFrom("listing_photos").select("id").where("listing_id", "=", id).orderBy("position").execute();
    const second = photos[1]?.id ?? 0;
    const oneClick = await act(db, post(`/admin/listings/${id}`, w.agent, { intent: "photo", photo: String(second), move: "delete" }), id);
    expect([oneClick.status, oneClick.location]).toEqual([303, `/admin/listings/${id}?delete-photo=${second}#photos`]);
    expect(await db.selectFrom("listing_photos").select("id").where("listing_id", "=", id).execute()).toHaveLength(2);

    const other = await act(
      db,
      post(`/admin/listings/${id}`, w.other, { intent: "photo", photo: String(second), move: "delete", confirmed: "yes" }),
      id,
    );
    expect(other.status).toBe(404);

    const confirmed = await act(
      db,
      post(`/admin/listings/${id}`, w.agent, { intent: "photo", photo: String(second), move: "delete", confirmed: "yes" }),
      id,
    );
    expect(confirmed.location).toBe(`/admin/listings/${id}?notice=photos#photos`);
    expect((await db.selectFrom("listing_photos").select("url").where("listing_id", "=", id).execute()).map((p) => p.url)).toEqual([
      "/media/test/p0.webp",
    ]);
    expect((await audits(db, "listing-photo-deleted"))[0]?.detail).toMatchObject({
      listingId: id,
      photos: { from: 2, to: 1 },
      url: "/media/test/p1.webp",
      summary: expect.stringContaining("photo 2 of 2 deleted"),
    });
  });

  it("a new listing's reference follows the agency's pattern (AGY-S-000123 by default, LISTING_REFERENCE_PATTERN otherwise), skipping one a feed already uses", async () => {
    const db = getDb().db;
    const w = await world(db);
    const created = await act(db, post("/admin/listings/new", w.agent, w.fields()));
    const id = Number(/^\/admin\/listings\/(\d+)\?notice=created$/.exec(created.location ?? "")?.[1]);
    expect((await row(db, id)).reference).toBe(`AGY-S-${String(id).padStart(6, "0")}`);
    expect((await audits(db, "listing-created"))[0]?.detail).toMatchObject({
      listingId: id,
      reference: `AGY-S-${String(id).padStart(6, "0")}`,
      price: { from: null, to: 4_100_000 },
    });

    // the next id's reference is already a feed listing's
    const taken = await w.listing();
    await db
      .updateTable("listings")
      .set({ reference: `DH${taken + 1}R` })
      .where("id", "=", taken)
      .execute();
    const rent = await act(db, post("/admin/listings/new", w.agent, w.fields({ listing_type: "RENT" })), undefined, {
      LISTING_REFERENCE_PATTERN: "DH{n}{type}",
    });
    const rentId = Number(/(\d+)\?notice=created$/.exec(rent.location ?? "")?.[1]);
    expect(rentId).toBe(taken + 1);
    expect((await row(db, rentId)).reference).toBe(`DH${rentId}R-2`);
    // a typed reference is kept as typed
    const typed = await act(db, post("/admin/listings/new", w.admin, w.fields({ reference: "OWN-77" })));
    const typedId = Number(/(\d+)\?notice=created$/.exec(typed.location ?? "")?.[1]);
    expect((await row(db, typedId)).reference).toBe("OWN-77");
  });

  it("a price edit is in the audit log with what it was and what it is now", async () => {
    const db = getDb().db;
    const w = await world(db);
    const created = await act(db, post("/admin/listings/new", w.agent, w.fields()));
    const id = Number(/(\d+)\?notice=created$/.exec(created.location ?? "")?.[1]);
    const saved = await act(db, post(`/admin/listings/${id}`, w.agent, w.fields({ price: "3,950,000", reference: "" })), id);
    expect(saved.location).toBe(`/admin/listings/${id}?notice=saved`);
    const [entry] = await audits(db, "listing-updated");
    expect(entry?.detail).toEqual({
      listingId: id,
      reference: `AGY-S-${String(id).padStart(6, "0")}`,
      summary: `AGY-S-${String(id).padStart(6, "0")}: price AED 4,100,000 → AED 3,950,000`,
      price: { from: 4_100_000, to: 3_950_000 },
    });
  });

  it("the draft notice names only what is still missing: not the permit when it was given", async () => {
    const db = getDb().db;
    const w = await world(db);
    const withPermit = await act(db, post("/admin/listings/new", w.agent, w.fields({ permit_number: "7123456789" })));
    const ready = Number(/(\d+)\?notice=created$/.exec(withPermit.location ?? "")?.[1]);
    const page = (await load(db, w.agent, ready, "?notice=created")).data as { notice: string; problems: Record<string, string> };
    expect(page.problems).toEqual({});
    expect(page.notice).not.toMatch(/permit/i);
    expect(page.notice).toMatch(/publish it when it is ready/);

    const without = await act(db, post("/admin/listings/new", w.agent, w.fields()));
    const draft = Number(/(\d+)\?notice=created$/.exec(without.location ?? "")?.[1]);
    const missing = (await load(db, w.agent, draft, "?notice=created")).data as { notice: string; problems: Record<string, string> };
    expect(Object.keys(missing.problems)).toEqual(["permit_number"]);
    expect(missing.notice).toMatch(/Before publishing/);
  });

  it("the staff list page sorts as its address says, an agent's own listings only, with cover and price", async () => {
    const db = getDb().db;
    const w = await world(db);
    const cheap = await w.listing();
    const dear = await w.listing();
    await db.updateTable("listings").set({ price: 900_000 }).where("id", "=", cheap).execute();
    await db.insertInto("listing_photos").values({ listing_id: dear, position: 0, url: "/media/test/cover.webp" }).execute();
    const page = async (staff: TestStaff, search: string) => {
      const url = new URL(`${TEST_SITE}/admin/listings${search}`);
      const request = new Request(url, { headers: { Cookie: staff.cookie } });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args built by hand
      const out = await answer(() => listingsPage.loader({ request, url, params: {}, context: testContext(db), matches: [] } as any));
      return out.data as {
        filters: { sort: string; dir: string };
        list: { rows: Array<{ id: number; price: number; cover: string | null }> };
      };
    };
    const desc = await page(w.agent, "?sort=price&dir=desc");
    expect(desc.filters).toMatchObject({ sort: "price", dir: "desc" });
    expect(desc.list.rows.map((r) => [r.id, r.price, r.cover])).toEqual([
      [dear, 1_700_000, "/media/test/cover.webp"],
      [cheap, 900_000, null],
    ]);
    expect((await page(w.agent, "?sort=price")).list.rows.map((r) => r.id)).toEqual([cheap, dear]);
    expect((await page(w.other, "?sort=price")).list.rows).toEqual([]);
    expect((await page(w.admin, "?sort=nonsense")).filters).toMatchObject({ sort: "updated", dir: "desc" });
  });
});
