import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { runMatcher } from "./matcher.server.ts";
import { isDue, sendDueAlerts } from "./sender.server.ts";
import { createPendingAlert, forgetUnconfirmed, setPaused, unsubscribeAlert } from "./store.server.ts";

const T0 = new Date("2026-12-01T08:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const mail = { siteUrl: "https://www.agency.test", brand: "Sandstone", replyTo: "hello@agency.test" };

async function seed(db: DB) {
  const area = await db
    .insertInto("areas")
    .values({ slug: "jvc", name: "Jumeirah Village Circle", description: "", image: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  const type = await db
    .insertInto("property_types")
    .values({ category: "Residential", label: "Apartment", sort_order: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { areaId: area.id, typeId: type.id };
}

let n = 0;
async function listing(
  db: DB,
  ids: { areaId: number; typeId: number },
  f: { type?: "SELL" | "RENT"; price: number; beds: number; when: Date },
) {
  n += 1;
  const row = await db
    .insertInto("listings")
    .values({
      reference: `M-${n}`,
      permit_number: `PM-${n}`,
      title: `Matcher listing ${n}`,
      description: "",
      amenities: "[]",
      listing_type: f.type ?? "SELL",
      status: "ACTIVE",
      price: f.price,
      deposit: null,
      area_id: ids.areaId,
      property_type_id: ids.typeId,
      category: "Residential",
      bedrooms: f.beds,
      created_at: f.when.toISOString(),
      updated_at: f.when.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("listing_price_history")
    .values({ listing_id: row.id, price: f.price, rent_frequency: null, changed_at: f.when.toISOString() })
    .execute();
  return row.id;
}

async function activeAlert(db: DB, query: string, frequency: "instant" | "daily" = "instant", listingType: "SELL" | "RENT" = "SELL") {
  const id = await createPendingAlert(
    db,
    {
      email: `a${++n}@example.com`,
      frequency,
      category: "Residential",
      method: listingType === "RENT" ? "rent" : "buy",
      listingType,
      query,
    },
    { ...mail, locale: "en", now: T0 },
  );
  if (id === null) throw new Error("not stored");
  await db
    .updateTable("search_alerts")
    .set({ state: "active", confirmed_at: T0.toISOString(), last_sent_at: T0.toISOString() })
    .where("id", "=", id)
    .execute();
  return db.selectFrom("search_alerts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

const matches = (db: DB) =>
  db.selectFrom("search_alert_matches").select(["alert_id", "listing_id", "kind", "price", "old_price"]).orderBy("id").execute();

describeEachDatabase("the alert matcher", (database) => {
  it("starts at the present, records each match once, and only for the alerts of the listing's list whose filters it meets", async () => {
    const db = database().db;
    const ids = await seed(db);
    await listing(db, ids, { price: 1_000_000, beds: 2, when: at(-60) });
    await runMatcher(db, { now: T0 }); // the first run sets the watermark: nothing before it is news
    const twoBeds = await activeAlert(db, "bedrooms=2");
    const rentals = await activeAlert(db, "", "instant", "RENT");
    const fresh = await listing(db, ids, { price: 1_200_000, beds: 2, when: at(5) });
    await listing(db, ids, { price: 1_200_000, beds: 3, when: at(5) });
    const result = await runMatcher(db, { now: at(6) });
    // (the listing from before the watermark is read again by the look-back, and is older than the alerts)
    expect(result.matches).toBe(1);
    expect(await matches(db)).toEqual([{ alert_id: twoBeds.id, listing_id: fresh, kind: "new", price: 1_200_000, old_price: null }]);
    // read again (the look-back past the watermark): nothing twice
    expect((await runMatcher(db, { now: at(7) })).matches).toBe(0);
    expect((await matches(db)).filter((m) => m.alert_id === rentals.id)).toEqual([]);
  });

  it("finds a price drop (not a rise) and records the old and new price", async () => {
    const db = database().db;
    const ids = await seed(db);
    const id = await listing(db, ids, { price: 2_000_000, beds: 1, when: at(-60) });
    await runMatcher(db, { now: T0 });
    const alert = await activeAlert(db, "max_price=1900000");
    const reprice = async (price: number, minutes: number) => {
      await db.updateTable("listings").set({ price }).where("id", "=", id).execute();
      await db
        .insertInto("listing_price_history")
        .values({ listing_id: id, price, rent_frequency: null, changed_at: at(minutes).toISOString() })
        .execute();
      return runMatcher(db, { now: at(minutes) });
    };
    expect((await reprice(2_100_000, 10)).priceDrops).toBe(0);
    expect((await reprice(1_850_000, 20)).priceDrops).toBe(1);
    expect(await matches(db)).toEqual([{ alert_id: alert.id, listing_id: id, kind: "price_drop", price: 1_850_000, old_price: 2_100_000 }]);
  });

  it("sends nothing to a paused or unsubscribed alert, and takes a queued e-mail back at unsubscribe", async () => {
    const db = database().db;
    const ids = await seed(db);
    await runMatcher(db, { now: T0 });
    const paused = await activeAlert(db, "");
    const leaving = await activeAlert(db, "");
    await setPaused(db, paused, true, T0);
    await listing(db, ids, { price: 900_000, beds: 1, when: at(5) });
    await runMatcher(db, { now: at(6) });
    expect((await matches(db)).map((m) => m.alert_id)).toEqual([leaving.id]);
    expect(await sendDueAlerts(db, { ...mail, now: at(6) })).toBe(1);
    const queued = () => db.selectFrom("lead_emails").select(["to_address", "headers"]).where("to_address", "=", leaving.email).execute();
    expect((await queued()).find((r) => r.headers !== null)?.headers).toContain("List-Unsubscribe=One-Click");
    await unsubscribeAlert(db, leaving, at(7));
    // the queued alert is gone from the outbox; the confirmation (sent long ago in real life) is not an alert row
    expect((await queued()).filter((r) => r.headers !== null)).toEqual([]);
  });

  it("knows when a digest is due, and forgets sign-ups nobody confirmed within 7 days", async () => {
    const db = database().db;
    expect(isDue({ frequency: "instant", last_sent_at: T0.toISOString() }, T0)).toBe(true);
    expect(isDue({ frequency: "daily", last_sent_at: T0.toISOString() }, at(24 * 60 - 1))).toBe(false);
    expect(isDue({ frequency: "daily", last_sent_at: T0.toISOString() }, at(24 * 60))).toBe(true);
    expect(isDue({ frequency: "weekly", last_sent_at: T0.toISOString() }, at(6 * 24 * 60))).toBe(false);
    await createPendingAlert(
      db,
      { email: "late@example.com", frequency: "daily", category: "Residential", method: "buy", listingType: "SELL", query: "" },
      { ...mail, locale: "en", now: T0 },
    );
    expect(await forgetUnconfirmed(db, at(6 * 24 * 60))).toBe(0);
    expect(await forgetUnconfirmed(db, at(7 * 24 * 60 + 1))).toBe(1);
    expect(await db.selectFrom("search_alert_tokens").select("alert_id").execute()).toEqual([]);
  });
});
