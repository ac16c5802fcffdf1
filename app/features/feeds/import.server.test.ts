import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { loadListingPage } from "#app/features/listings/detail-page.server.ts";
import { searchListings } from "#app/features/listings/queries.server.ts";
import { sitemapEntries } from "#app/features/seo/sitemap.server.ts";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { startPhotoServer } from "#tests/fixtures/photo-server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { acquireLease, releaseLease } from "#app/db/exclusive.server.ts";
import { IMPORT_LEASE, ImportBusyError, type ImportOptions, runImport } from "./import.server.ts";

let photos: Awaited<ReturnType<typeof startPhotoServer>>;
let dir: string;

beforeAll(async () => {
  photos = await startPhotoServer({ slowMs: 3000 });
  dir = mkdtempSync(join(tmpdir(), "feeds-test-"));
});
afterAll(async () => {
  await photos.close();
  rmSync(dir, { recursive: true, force: true });
});

/** a fixture with the photo server's address, optionally edited, written where the run reads it */
function feedFile(name: string, fixture: string, edit: (xml: string) => string = (x) => x): string {
  const file = join(dir, name);
  writeFileSync(file, edit(readFileSync(`tests/fixtures/feeds/${fixture}`, "utf8").replaceAll("{{PHOTOS}}", photos.url)));
  return file;
}

describeEachDatabase(
  "feed import",
  (get, engine) => {
    const media = () => join(dir, `media-${engine}`);
    const options = (source: string, extra: Partial<ImportOptions> = {}): ImportOptions => ({
      source,
      mediaDir: media(),
      photos: { timeoutMs: 1500, maxBytes: 2_000_000, concurrency: 3, allowPrivateNetwork: true },
      ...extra,
    });
    const byRef = (reference: string) =>
      get().db.selectFrom("listings").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
    const photosOf = async (reference: string) =>
      (
        await get()
          .db.selectFrom("listing_photos")
          .innerJoin("listings", "listings.id", "listing_photos.listing_id")
          .select("listing_photos.url")
          .where("listings.reference", "=", reference)
          .orderBy("listing_photos.position")
          .execute()
      ).map((r) => r.url);
    let pf: string;
    /** Every test starts on an empty (seeded) database: the ones about a second run first make the first one. */
    const firstPfImport = async () => {
      pf = feedFile(`pf-${engine}.xml`, "pf-sample.xml");
      const report = await runImport(get().db, options(pf));
      expect(report).toMatchObject({ status: "succeeded", created: 5 });
    };

    it("imports a Property Finder feed: maps, matches existing places, holds and skips with reasons, fetches photos", async () => {
      pf = feedFile(`pf-${engine}.xml`, "pf-sample.xml");
      const purge = vi.fn();
      const report = await runImport(get().db, options(pf, { onChanged: purge }));
      expect(report).toMatchObject({
        status: "succeeded",
        format: "pf",
        seen: 8,
        created: 5,
        updated: 0,
        unchanged: 0,
        skipped: 3,
        held: 2,
        photosFetched: 2,
        photosFailed: 3,
      });
      expect(purge).toHaveBeenCalledTimes(1);
      const reasons = report.items.map((i) => `${i.outcome} ${i.reference}: ${i.reason}`);
      expect(reasons).toEqual(
        expect.arrayContaining([
          "held PF-TEST-003: no permit number: stored but not published",
          expect.stringMatching(/^held PF-TEST-004: invalid permit number/),
          'skipped PF-TEST-005: property_type "ZZ" has no matching type on this site',
          "skipped PF-TEST-001: duplicated reference: the first listing with it was used",
          expect.stringMatching(/^photo PF-TEST-001: photo .*\/missing\.jpg: HTTP 404$/),
          expect.stringMatching(/^photo PF-TEST-001: photo .*\/not-an-image\.jpg: not an image \(text\/html\)$/),
          expect.stringMatching(/^photo PF-TEST-001: photo .*\/slow\.jpg: timed out/),
        ]),
      );

      const db = get().db;
      const jvc = await db.selectFrom("areas").select("id").where("name", "=", "Jumeirah Village Circle (JVC)").executeTakeFirstOrThrow();
      const emaar = await db.selectFrom("developers").select("id").where("name", "=", "Emaar Properties").executeTakeFirstOrThrow();
      const first = await byRef("PF-TEST-001");
      expect(first).toMatchObject({
        area_id: jvc.id,
        developer_id: emaar.id,
        status: "ACTIVE",
        price: 1_850_000,
        bedrooms: 2,
        sub_community: "Bloom Towers",
        latitude: 25.0583,
        longitude: 55.2094,
      });
      // the same agent twice: matched by BRN the second time, not created again
      expect((await byRef("PF-TEST-002")).agent_id).toBe(first.agent_id);
      expect(await byRef("PF-TEST-002")).toMatchObject({ price: 90_000, bedrooms: 0, listing_type: "RENT" });
      const weekly = await byRef("PF-TEST-006");
      expect(weekly.area_id).toBe(jvc.id);
      // "district 12" takes the spelling already used in that area
      expect(weekly.community).toBe("District 12");
      expect((await byRef("PF-TEST-003")).status).toBe("HELD");
      const newArea = await db.selectFrom("areas").select("id").where("name", "=", "Al Khawaneej Gardens").executeTakeFirst();
      expect(newArea).toBeDefined();

      // the Arabic title and description are the listing's own (migration 0028)
      expect(first.title_ar).toBe("شقة مشرقة من غرفتين مع إطلالة على الحديقة");
      expect(first.description_ar).toContain("غرفتي نوم");
      expect(
        (
          await db
            .selectFrom("feed_listings")
            .select("rent_frequency")
            .where("listing_id", "=", (await byRef("PF-TEST-002")).id)
            .executeTakeFirstOrThrow()
        ).rent_frequency,
      ).toBe("monthly");

      // a failed photo never fails the listing: it shows the two that worked, in feed order, at every size
      const shown = await photosOf("PF-TEST-001");
      expect(shown).toHaveLength(2);
      for (const url of shown) {
        for (const suffix of ["", "-960", "-640"])
          expect(existsSync(join(media(), url.replace(/^\/media\//, "").replace(/\.webp$/, `${suffix}.webp`)))).toBe(true);
      }

      // lists, the API's query and the sitemap show the active listings only
      const listed = await searchListings(db, { listingType: "SELL", text: "permit" }, { page: 1, size: 50 });
      expect(listed.items.map((i) => i.reference)).not.toContain("PF-TEST-003");
      const stored = await db.selectFrom("import_runs").selectAll().where("id", "=", report.runId).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ status: "succeeded", created: 5, skipped: 3, held: 2, photos_fetched: 2, photos_failed: 3 });
      const items = await db.selectFrom("import_run_items").select(["reference", "outcome"]).where("run_id", "=", report.runId).execute();
      expect(items).toHaveLength(report.items.length);
    });

    it("changes nothing on an unchanged second run, and says so; failed photos are retried, stored ones are not fetched again", async () => {
      await firstPfImport();
      const before = await get()
        .db.selectFrom("listings")
        .select(["id", "updated_at"])
        .where("reference", "like", "PF-TEST-%")
        .orderBy("id")
        .execute();
      const okHits = photos.hits("/ok-1.jpg");
      const missingHits = photos.hits("/missing.jpg");
      const purge = vi.fn();
      const report = await runImport(get().db, options(pf, { onChanged: purge }));
      expect(report).toMatchObject({
        status: "succeeded",
        created: 0,
        updated: 0,
        unchanged: 5,
        deactivated: 0,
        photosFetched: 0,
        photosFailed: 3,
      });
      expect(purge).not.toHaveBeenCalled();
      expect(photos.hits("/ok-1.jpg")).toBe(okHits);
      expect(photos.hits("/missing.jpg")).toBe(missingHits + 1);
      expect(
        await get().db.selectFrom("listings").select(["id", "updated_at"]).where("reference", "like", "PF-TEST-%").orderBy("id").execute(),
      ).toEqual(before);
    });

    it("deactivates a listing that left the feed, saved under another name the next day, and records a price change with its date", async () => {
      await firstPfImport();
      // the next day's export has a new file name: an unnamed file source is named by its format, so it is the same source
      const edited = feedFile(`pf-${engine}-2027-01-05.xml`, "pf-sample.xml", (xml) =>
        xml
          .replace(/<property last_update="2026-11-20 09:00:00">\s*<reference_number>PF-TEST-002[\s\S]*?<\/property>/, "")
          .replace("<price>1850000</price>", "<price>1795000</price>"),
      );
      const report = await runImport(get().db, options(edited, { photos: false, now: () => new Date("2027-01-05T08:00:00.000Z") }));
      expect(report).toMatchObject({ source: "pf", status: "succeeded", created: 0, updated: 1, deactivated: 1, unchanged: 3, skipped: 3 });
      expect(report.location).toBe(edited);
      expect(report.items).toContainEqual({ reference: "PF-TEST-002", outcome: "deactivated", reason: "no longer in the feed" });
      expect((await byRef("PF-TEST-002")).status).toBe("INACTIVE");
      const first = await byRef("PF-TEST-001");
      const history = await get()
        .db.selectFrom("listing_price_history")
        .select(["price", "changed_at"])
        .where("listing_id", "=", first.id)
        .orderBy("id")
        .execute();
      expect(history.map((h) => h.price)).toEqual([1_850_000, 1_795_000]);
      expect(history[1]?.changed_at).toBe("2027-01-05T08:00:00.000Z");
      // the page of a listing that left answers "gone" (410) with similar listings; a held one was never public (404)
      const gone = await loadListingPage(get().db, String((await byRef("PF-TEST-002")).id), "RENT");
      expect(gone).toMatchObject({ kind: "gone", gone: { reference: "PF-TEST-002", listHref: "/properties/rent" } });
      await expect(loadListingPage(get().db, String((await byRef("PF-TEST-003")).id), "SELL")).rejects.toMatchObject({
        init: { status: 404 },
      });
      const live = await loadListingPage(get().db, String(first.id), "SELL");
      expect(live.kind === "live" && live.prices.map((p) => p.price)).toEqual([1_850_000, 1_795_000]);
      const entries = await sitemapEntries(get().db);
      expect(entries.map((e) => e.path)).not.toContain(`/properties-to-rent/${(await byRef("PF-TEST-002")).id}`);
      expect(entries.map((e) => e.path)).toContain(`/properties-for-sale/${first.id}`);
    });

    it("keeps the last good data when the feed is truncated or unreachable, and records the failed run", async () => {
      await firstPfImport();
      const snapshot = () =>
        get()
          .db.selectFrom("listings")
          .select(["reference", "status", "price", "updated_at"])
          .where("reference", "like", "PF-TEST-%")
          .orderBy("reference")
          .execute();
      const before = await snapshot();
      const truncated = feedFile(`pf-${engine}.xml`, "pf-sample.xml", (xml) => xml.slice(0, Math.floor(xml.length * 0.6)));
      const broken = await runImport(get().db, options(truncated));
      expect(broken.status).toBe("failed");
      expect(broken.error).toMatch(/malformed XML.*unclosed tag/);
      const unreachable = await runImport(get().db, options("http://127.0.0.1:9/feed.xml", { feedTimeoutMs: 2000 }));
      expect(unreachable).toMatchObject({ status: "failed", error: expect.stringMatching(/^unreachable/) });
      const notFound = await runImport(get().db, options(`${photos.url}/feed.xml`));
      expect(notFound).toMatchObject({ status: "failed", error: "HTTP 404 from the feed URL" });
      expect(await snapshot()).toEqual(before);
      const runs = await get()
        .db.selectFrom("import_runs")
        .select(["status", "error"])
        .where("id", "in", [broken.runId, unreachable.runId])
        .execute();
      expect(runs.every((r) => r.status === "failed" && r.error)).toBe(true);
    });

    it("imports a Bayut feed beside it: aliases find seeded areas, the other source's listings stay", async () => {
      await firstPfImport();
      const report = await runImport(get().db, options(feedFile(`bayut-${engine}.xml`, "bayut-sample.xml"), { photos: false }));
      expect(report).toMatchObject({ status: "succeeded", format: "bayut", created: 4, skipped: 0, deactivated: 0 });
      // an agent without a licence number holds the listing, as a missing permit does
      expect(report.items).toContainEqual({
        reference: "BY-TEST-001",
        outcome: "held",
        reason: 'agent "Omar Saeed" has no BRN (licence number): stored but not published',
      });
      expect((await byRef("BY-TEST-001")).status).toBe("HELD");
      const db = get().db;
      const areaName = async (reference: string) =>
        (
          await db
            .selectFrom("listings")
            .innerJoin("areas", "areas.id", "listings.area_id")
            .select("areas.name")
            .where("reference", "=", reference)
            .executeTakeFirstOrThrow()
        ).name;
      expect(await areaName("BY-TEST-001")).toBe("Jumeirah Lake Towers (JLT)");
      expect(await areaName("BY-TEST-002")).toBe("Palm Jumeirah");
      expect(await areaName("BY-TEST-005")).toBe("Downtown Dubai");
      expect((await byRef("PF-TEST-001")).status).toBe("ACTIVE");
    });

    it("follows a source's name, not its file: --source names keep two feeds of one format apart", async () => {
      const day1 = feedFile(`named-${engine}-day1.xml`, "pf-sample.xml");
      expect(await runImport(get().db, options(day1, { name: "pf-main", photos: false }))).toMatchObject({
        source: "pf-main",
        created: 5,
      });
      // another feed of the same format under its own name does not withdraw pf-main's listings
      const other = feedFile(`named-${engine}-other.xml`, "pf-sample.xml", (xml) => xml.replaceAll("PF-TEST-", "PF-OTHER-"));
      expect(await runImport(get().db, options(other, { name: "pf-second", photos: false }))).toMatchObject({
        source: "pf-second",
        created: 5,
        deactivated: 0,
      });
      // pf-main's next export, under a new file name, without PF-TEST-001: only that one is withdrawn
      const day2 = feedFile(`named-${engine}-day2.xml`, "pf-sample.xml", (xml) =>
        xml.replace(
          /<property[^>]*>\s*<reference_number>(?:<!\[CDATA\[)?PF-TEST-001(?:\]\]>)?<\/reference_number>[\s\S]*?<\/property>/g,
          "",
        ),
      );
      const report = await runImport(get().db, options(day2, { name: "pf-main", photos: false }));
      expect(report).toMatchObject({ source: "pf-main", created: 0, deactivated: 1, unchanged: 4 });
      expect((await byRef("PF-TEST-001")).status).toBe("INACTIVE");
      expect((await byRef("PF-OTHER-001")).status).toBe("ACTIVE");
      const runs = await get().db.selectFrom("import_runs").select(["source", "location"]).orderBy("id").execute();
      expect(runs).toEqual([
        { source: "pf-main", location: day1 },
        { source: "pf-second", location: other },
        { source: "pf-main", location: day2 },
      ]);
    });

    it("keeps two agents who share the agency's e-mail apart: each listing shows its own broker", async () => {
      const agent = (name: string, brn: string) =>
        `<agent><name>${name}</name><email>info@agency.example</email><phone>+97140000000</phone><license_no>${brn}</license_no></agent>`;
      const item = (ref: string, who: string) =>
        `<property><reference_number>${ref}</reference_number><permit_number>7100099${ref.slice(-3)}</permit_number>` +
        `<offering_type>RS</offering_type><property_type>AP</property_type><price>1000000</price><title_en>Flat ${ref}</title_en>` +
        `<community>Dubai Marina</community>${who}</property>`;
      const file = join(dir, `agents-${engine}.xml`);
      writeFileSync(
        file,
        `<list>${item("AG-001", agent("Sara Khan", "BRN 51001"))}${item("AG-002", agent("Ravi Menon", "51002"))}` +
          `${item("AG-003", agent("Sara Khan", "51001"))}</list>`,
      );
      const report = await runImport(get().db, options(file, { photos: false }));
      expect(report).toMatchObject({ status: "succeeded", created: 3, held: 0 });
      const agentOf = async (reference: string) =>
        get()
          .db.selectFrom("listings")
          .innerJoin("agents", "agents.id", "listings.agent_id")
          .select(["agents.id", "agents.name", "agents.brn"])
          .where("listings.reference", "=", reference)
          .executeTakeFirstOrThrow();
      const [a, b, c] = [await agentOf("AG-001"), await agentOf("AG-002"), await agentOf("AG-003")];
      expect(a).toMatchObject({ name: "Sara Khan", brn: "BRN 51001" });
      expect(b).toMatchObject({ name: "Ravi Menon", brn: "51002" });
      expect(b.id).not.toBe(a.id);
      // the same licence written another way is the same broker
      expect(c.id).toBe(a.id);
    });

    it("places a listing outside Dubai in an area of its emirate, with that emirate's permit rule", async () => {
      const item = (ref: string, city: string, community: string, permit: string) =>
        `<property><reference_number>${ref}</reference_number><permit_number>${permit}</permit_number><city>${city}</city>` +
        `<offering_type>RS</offering_type><property_type>VH</property_type><price>3000000</price><title_en>Villa ${ref}</title_en>` +
        `<community>${community}</community><agent><name>Sara Khan</name><license_no>51001</license_no></agent></property>`;
      const file = join(dir, `emirates-${engine}.xml`);
      writeFileSync(
        file,
        `<list>${item("EM-001", "Ras Al Khaimah", "Dubai Marina", "123456")}${item("EM-002", "Abu Dhabi", "Yas Island", "20240123456789")}</list>`,
      );
      const report = await runImport(get().db, options(file, { photos: false }));
      expect(report).toMatchObject({ status: "succeeded", created: 2, held: 1 });
      expect(report.createdNames).toEqual(
        expect.arrayContaining(['area "Dubai Marina" (Ras Al Khaimah)', 'area "Yas Island" (Abu Dhabi)']),
      );
      const placed = async (reference: string) =>
        get()
          .db.selectFrom("listings")
          .innerJoin("areas", "areas.id", "listings.area_id")
          .select(["areas.name", "areas.emirate", "areas.slug", "listings.status", "listings.permit_number"])
          .where("listings.reference", "=", reference)
          .executeTakeFirstOrThrow();
      // a place of the same name in another emirate is not the Dubai area
      expect(await placed("EM-001")).toMatchObject({ emirate: "Ras Al Khaimah", slug: "dubai-marina-ras-al-khaimah", status: "HELD" });
      expect(await placed("EM-002")).toMatchObject({ emirate: "Abu Dhabi", status: "ACTIVE", permit_number: "20240123456789" });
      // the page says where it is: its facts carry the emirate (the JSON-LD's addressRegion)
      const page = await loadListingPage(get().db, String((await byRef("EM-002")).id), "SELL");
      expect(page.kind === "live" && page.listing.facts).toMatchObject({ emirate: "Abu Dhabi", serviceCharge: null });
    });

    it("never takes over a reference that belongs to the demo data or another feed", async () => {
      const demo = await get()
        .db.selectFrom("listings")
        .select("reference")
        .where("reference", "not like", "%-TEST-%")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const file = feedFile(`clash-${engine}.xml`, "pf-sample.xml", (xml) => xml.replaceAll("PF-TEST-006", demo.reference));
      const report = await runImport(get().db, options(file, { photos: false }));
      expect(report.items).toContainEqual({
        reference: demo.reference,
        outcome: "skipped",
        reason: "reference already used by a listing from another source",
      });
    });

    it("runs one import at a time: a held lease makes a second run wait its turn, an expired one is taken over", async () => {
      const db = get().db;
      const feed = feedFile(`lease-${engine}.xml`, "pf-sample.xml");
      expect(await acquireLease(get().db, IMPORT_LEASE, "other-node", 60_000, new Date())).toBe(true);
      await expect(runImport(db, options(feed, { photos: false }))).rejects.toThrow(ImportBusyError);
      expect(await acquireLease(get().db, IMPORT_LEASE, "third-node", 60_000, new Date())).toBe(false);
      const later = new Date(Date.now() + 61_000);
      expect(await acquireLease(get().db, IMPORT_LEASE, "third-node", 60_000, later)).toBe(true);
      await releaseLease(get().db, IMPORT_LEASE, "third-node", new Date());
      await expect(runImport(db, options(feed, { photos: false }))).resolves.toMatchObject({ status: "succeeded" });
    });
  },
  { setup: (db) => seedDatabase(db, { listings: 30, projects: 0 }).then(() => undefined) },
);
