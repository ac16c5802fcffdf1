import { expect, it } from "vitest";
import { changingSchema, describeEachDatabase } from "#tests/setup/databases.ts";
import { down, up } from "./0031-saved-search-alerts.ts";

describeEachDatabase("migration 0031: saved-search alerts", (get) => {
  it("keeps one match per alert, listing, kind and price; adds lead_emails.headers; down and up again", async () => {
    const db = get().db;
    const at = "2026-12-01T08:00:00.000Z";
    const alert = await db
      .insertInto("search_alerts")
      .values({
        email: "a@example.com",
        listing_type: "SELL",
        category: "Residential",
        query: "bedrooms=2",
        frequency: "daily",
        consent_at: at,
        consent_version: "v1",
        created_at: at,
        updated_at: at,
      })
      .returning(["id", "state", "language"])
      .executeTakeFirstOrThrow();
    expect(alert).toMatchObject({ state: "pending", language: "en" });
    const match = { alert_id: alert.id, listing_id: 7, kind: "new" as const, price: 1_500_000, old_price: null, matched_at: at };
    await db.insertInto("search_alert_matches").values(match).execute();
    await expect(db.insertInto("search_alert_matches").values(match).execute()).rejects.toThrow();
    await db
      .insertInto("search_alert_matches")
      .values({ ...match, kind: "price_drop", price: 1_400_000, old_price: 1_500_000 })
      .execute();
    const email = await db
      .insertInto("lead_emails")
      .values({
        lead_id: null,
        recipient: "alert",
        to_address: "a@example.com",
        reply_to: null,
        subject: "s",
        body: "b",
        html: null,
        headers: JSON.stringify({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }),
        state: "pending",
        attempts: 0,
        next_attempt_at: at,
        message_id: "<m@x>",
        created_at: at,
      })
      .returning("headers")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(email.headers ?? "{}")).toEqual({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    await changingSchema(db, () => down(db));
    await expect(db.selectFrom("search_alerts").select("id").execute()).rejects.toThrow();
    await expect(db.selectFrom("lead_emails").select("headers").execute()).rejects.toThrow();
    await changingSchema(db, () => up(db));
    expect(await db.selectFrom("search_alert_matches").select("id").execute()).toEqual([]);
  });
});
