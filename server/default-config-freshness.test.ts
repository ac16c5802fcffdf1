import { afterEach, beforeAll, expect, it } from "vitest";
import { signedInStaff } from "#app/features/auth/testing.server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { type RunningApp, serverBuild, startApp } from "#tests/setup/app-server.ts";
import { insertAgent, insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";

/**
 * Issue 37, defect 3: with the README's defaults (no SITE_URL) the response cache keyed pages by their
 * origin and purges named paths, so a saved price stayed served from the cache (`X-Cache: HIT`) until
 * it expired, while the editor said the public pages showed it.
 */
const apps: RunningApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
// Compiling the app in memory takes seconds, more on a busy machine: once, outside the test's time.
beforeAll(() => serverBuild(), 180_000);

describeEachDatabase("an edit reaches the public pages without SITE_URL", (getDb) => {
  it("a listing's new price is served at once, on the page a visitor already had from the cache", async () => {
    const db = getDb().db;
    const areaId = await insertArea(db, "Dubai Marina");
    const typeId = await insertPropertyType(db);
    const agentId = await insertAgent(db, { name: "Aisha Rahman" });
    const id = await insertListing(db, { areaId, typeId, listingType: "SELL", price: 1_350_000, size: 900 });
    await db.updateTable("listings").set({ permit_number: "7123456789", agent_id: agentId }).where("id", "=", id).execute();
    const admin = await signedInStaff(db, "admin");

    // The README's defaults: no SITE_URL, the response cache on.
    const app = await startApp(db, { RESPONSE_CACHE_SECONDS: "300" });
    apps.push(app);
    expect(app.env.SITE_URL).toBeUndefined();
    const page = `${app.url}/properties-for-sale/${id}`;
    const visit = async () => {
      const res = await fetch(page);
      return { cache: res.headers.get("x-cache"), html: await res.text() };
    };
    expect((await visit()).html).toContain("1,350,000");
    const hit = await visit();
    expect(hit.cache).toBe("HIT");

    const form = new URLSearchParams({
      _csrf: admin.csrf,
      intent: "save",
      title: "Listing with a new price",
      listing_type: "SELL",
      property_type_id: String(typeId),
      location: `${areaId}||`,
      price: "1,295,000",
      size_sqft: "900",
      permit_number: "7123456789",
      agent_id: String(agentId),
    });
    const saved = await fetch(`${app.url}/admin/listings/${id}`, {
      method: "POST",
      body: form,
      headers: { Cookie: admin.cookie },
      redirect: "manual",
    });
    expect(saved.status, await saved.clone().text()).toBe(303);

    const after = await visit();
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("1,295,000");
    expect(after.html).not.toContain("1,350,000");
  }, 60_000);
});
