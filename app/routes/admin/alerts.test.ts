import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { createPendingAlert } from "#app/features/alerts/store.server.ts";
import { answer, get, post, signedInStaff, testContext } from "#app/features/auth/testing.server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import * as alerts from "./alerts.tsx";

/* eslint-disable @typescript-eslint/no-explicit-any -- route args are built by hand here */
const call = (fn: (args: any) => unknown, db: DB, request: Request) =>
  answer(() => fn({ request, url: new URL(request.url), params: {}, context: testContext(db), matches: [] }));

const options = {
  siteUrl: "https://www.agency.test",
  brand: "Sandstone",
  replyTo: "hello@agency.test",
  now: new Date("2026-12-01T08:00:00Z"),
};

async function alert(db: DB, email: string, query: string, locale: "en" | "ar" = "en") {
  const id = await createPendingAlert(
    db,
    { email, frequency: "daily", category: "Residential", method: "buy", listingType: "SELL", query },
    { ...options, locale },
  );
  if (id === null) throw new Error("not stored");
  return id;
}

describeEachDatabase("the back office's search alerts", (get$) => {
  it("lists the saved searches newest first, in words, with how many are in each state", async () => {
    const { db } = get$();
    const admin = await signedInStaff(db, "admin");
    const first = await alert(db, "first@example.com", "bedrooms=2");
    await alert(db, "second@example.com", "max_price=2000000", "ar");
    await db
      .updateTable("search_alerts")
      .set({ state: "active", confirmed_at: options.now.toISOString() })
      .where("id", "=", first)
      .execute();
    const page = await call(alerts.loader, db, get("/admin/subscribers/alerts", admin.cookie));
    expect(page.status).toBe(200);
    const { rows, counts, hasMore } = page.data as Awaited<ReturnType<typeof alerts.loader>>["data"];
    expect(rows.map((r) => [r.email, r.state, r.language])).toEqual([
      ["second@example.com", "pending", "ar"],
      ["first@example.com", "active", "en"],
    ]);
    // the search in the back office's language, whatever the language of the e-mails
    expect(rows[0]?.search).toMatch(/^Properties for sale in Dubai · up to AED 2,000,000$/);
    expect(rows[1]?.search).toMatch(/for sale.*2 bed/i);
    expect(counts).toEqual({ active: 1, pending: 1, paused: 0, unsubscribed: 0 });
    expect(hasMore).toBe(false);
  });

  it("stops an address's alerts on request: nothing more is sent, the stop is audited, and a second stop changes nothing", async () => {
    const { db } = get$();
    const admin = await signedInStaff(db, "admin");
    const id = await alert(db, "stop-me@example.com", "");
    const stop = () => call(alerts.action, db, post("/admin/subscribers/alerts", { _csrf: admin.csrf, id: String(id) }, admin.cookie));
    expect(await stop()).toMatchObject({ status: 303, location: "/admin/subscribers/alerts" });
    const row = await db.selectFrom("search_alerts").select(["state", "unsubscribed_at"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.state).toBe("unsubscribed");
    expect(row.unsubscribed_at).not.toBeNull();
    const logged = await db
      .selectFrom("audit_log")
      .select(["action", "actor", "user_id"])
      .where("action", "=", "search-alert-stopped")
      .execute();
    expect(logged).toEqual([{ action: "search-alert-stopped", actor: "stop-me@example.com", user_id: admin.user.id }]);
    expect(await stop()).toMatchObject({ status: 303 });
    expect(await db.selectFrom("audit_log").select("id").where("action", "=", "search-alert-stopped").execute()).toHaveLength(1);
    const unknown = await call(
      alerts.action,
      db,
      post("/admin/subscribers/alerts", { _csrf: admin.csrf, id: String(id + 99) }, admin.cookie),
    );
    expect(unknown.status).toBe(404);
    const malformed = await call(alerts.action, db, post("/admin/subscribers/alerts", { _csrf: admin.csrf, id: "x" }, admin.cookie));
    expect(malformed.status).toBe(400);
  });

  it("finds an address's alerts by any part of it, in any case, and a state's; the other rows are not shown", async () => {
    const { db } = get$();
    const admin = await signedInStaff(db, "admin");
    const wanted = await alert(db, "Owner.Name@Example.com", "bedrooms=2");
    await alert(db, "someone-else@example.com", "bedrooms=3");
    await alert(db, "owner_100%@example.org", "bedrooms=1");
    await db.updateTable("search_alerts").set({ state: "active" }).where("id", "=", wanted).execute();
    const found = async (query: string) => {
      const page = await call(alerts.loader, db, get(`/admin/subscribers/alerts${query}`, admin.cookie));
      expect(page.status).toBe(200);
      const { rows, filter, counts } = page.data as Awaited<ReturnType<typeof alerts.loader>>["data"];
      // the counts are the whole list's, whatever is shown
      expect(counts).toMatchObject({ active: 1, pending: 2 });
      return { emails: rows.map((r) => r.email), filter };
    };
    expect((await found("?email=owner.name")).emails).toEqual(["Owner.Name@Example.com"]);
    expect((await found("?email=%20EXAMPLE.COM%20")).emails).toEqual(["someone-else@example.com", "Owner.Name@Example.com"]);
    // % and _ are letters here, not patterns
    expect((await found("?email=100%25")).emails).toEqual(["owner_100%@example.org"]);
    expect((await found("?email=r_1")).emails).toEqual(["owner_100%@example.org"]);
    expect((await found("?email=%25")).emails).toEqual(["owner_100%@example.org"]);
    expect((await found("?state=active")).emails).toEqual(["Owner.Name@Example.com"]);
    expect((await found("?state=pending&email=example")).emails).toEqual(["owner_100%@example.org", "someone-else@example.com"]);
    expect((await found("?email=nobody")).emails).toEqual([]);
    // an unknown state is no filter, and the filter shown is the one applied
    const all = await found("?state=everything&email=");
    expect(all.emails).toHaveLength(3);
    expect(all.filter).toEqual({});
  });

  it("after a stop from a filtered list, goes back to the same filtered list", async () => {
    const { db } = get$();
    const admin = await signedInStaff(db, "admin");
    const id = await alert(db, "filtered@example.com", "");
    const answer = await call(
      alerts.action,
      db,
      post("/admin/subscribers/alerts", { _csrf: admin.csrf, id: String(id), email: "filtered", state: "pending" }, admin.cookie),
    );
    expect(answer).toMatchObject({ status: 303, location: "/admin/subscribers/alerts?email=filtered&state=pending" });
  });
});
