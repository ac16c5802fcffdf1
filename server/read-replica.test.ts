import { afterAll, beforeAll, expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { signedInStaff } from "#app/features/auth/testing.server.ts";
import { parseEnv } from "#app/utils/env.server.ts";
import { insertAgent, insertArea, insertListing, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { type RunningApp, startApp } from "#tests/setup/app-server.ts";
import { createTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from "#tests/setup/databases.ts";
import { formPost, rawRequest } from "#tests/setup/raw-request.ts";

/**
 * A read replica (issue 42: DATABASE_READ_URL): public pages read from it, while writes, the lead
 * forms and the back office use the primary, so a member of staff sees their own save at once
 * whatever the replica's delay. The "replica" here is another PostgreSQL schema holding an older
 * copy of the listing: a replica that has not caught up yet.
 */
let primary: TestDatabase & { destroy: () => Promise<void> };
let replica: TestDatabase & { destroy: () => Promise<void> };
let app: RunningApp;
const ids = { listing: 0, area: 0, type: 0, agent: 0 };

async function fill(db: DB, title: string) {
  const area = await insertArea(db, "Dubai Marina");
  const type = await insertPropertyType(db);
  const agent = await insertAgent(db, { name: "Aisha Rahman" });
  const listing = await insertListing(db, { areaId: area, typeId: type, listingType: "SELL", price: 1_350_000, size: 900 });
  await db.updateTable("listings").set({ title, permit_number: "7123456789", agent_id: agent }).where("id", "=", listing).execute();
  return { listing, area, type, agent };
}

beforeAll(async () => {
  primary = await createTestDatabase("postgres");
  replica = await createTestDatabase("postgres");
  Object.assign(ids, await fill(primary.db, "Marina flat, as saved"));
  const copy = await fill(replica.db, "Marina flat, as the replica last saw it");
  expect(copy).toEqual(ids);
  const schema = replica.handle.label.split("#")[1] ?? "";
  app = await startApp(primary.db, {
    DATABASE_URL: TEST_POSTGRES_URL,
    DATABASE_READ_URL: `${TEST_POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await primary?.destroy();
  await replica?.destroy();
});

const text = async (path: string, cookie?: string) => (await rawRequest(app.url, { path, headers: cookie ? { Cookie: cookie } : {} })).body;

it("public pages and the API read the replica; the back office reads the primary", async () => {
  expect(await text(`/properties-for-sale/${ids.listing}`)).toContain("as the replica last saw it");
  expect(await text(`/api/properties/get_properties_for_main_site?property_id=${ids.listing}`)).toContain("as the replica last saw it");
  const admin = await signedInStaff(primary.db, "admin");
  expect(await text(`/admin/listings/${ids.listing}`, admin.cookie)).toContain("Marina flat, as saved");
});

it("a save is on the primary, and its author sees it at once", async () => {
  const admin = await signedInStaff(primary.db, "admin");
  const saved = await rawRequest(
    app.url,
    formPost(
      `/admin/listings/${ids.listing}`,
      {
        _csrf: admin.csrf,
        intent: "save",
        title: "Marina flat, price reduced",
        listing_type: "SELL",
        property_type_id: String(ids.type),
        location: `${ids.area}||`,
        price: "1,295,000",
        size_sqft: "900",
        permit_number: "7123456789",
        agent_id: String(ids.agent),
      },
      { Cookie: admin.cookie },
    ),
  );
  expect(saved.status, saved.body.slice(0, 300)).toBe(303);
  expect(await text(`/admin/listings/${ids.listing}`, admin.cookie)).toContain("Marina flat, price reduced");
  const stored = await primary.db.selectFrom("listings").select("title").where("id", "=", ids.listing).executeTakeFirstOrThrow();
  expect(stored.title).toBe("Marina flat, price reduced");
});

it("a visitor's enquiry is stored on the primary", async () => {
  const sent = await rawRequest(
    app.url,
    formPost("/leads/enquiry", {
      name: "Amal",
      email: "amal@example.com",
      phone: "+971501234567",
      category: "Residential Sales",
      _page: "/contact",
    }),
  );
  expect(sent.status).toBe(303);
  const count = async (db: DB) =>
    Number(
      (
        await db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect(await count(primary.db)).toBe(1);
  expect(await count(replica.db)).toBe(0);
});

it("a replica needs a PostgreSQL primary, and says so", () => {
  expect(() => parseEnv({ DATABASE_URL: "data/site.db", DATABASE_READ_URL: TEST_POSTGRES_URL })).toThrow(
    /DATABASE_READ_URL: a read replica needs DATABASE_URL to be PostgreSQL/,
  );
  expect(() => parseEnv({ DATABASE_URL: TEST_POSTGRES_URL, DATABASE_READ_URL: "data/replica.db" })).toThrow(/must be a postgres:\/\/ URL/);
});
