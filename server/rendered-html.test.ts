import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { permitValidationUrl, qrPath } from "#app/utils/qr.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { startApp, type RunningApp } from "#tests/setup/app-server.ts";

/**
 * The real app, rendered (issue 22): what a detail page weighs, and what the
 * response cache and a CDN are told about it.
 */
let database: TestDatabase & { destroy: () => Promise<void> };
let app: RunningApp;
let saleId: number;
/** every live sale and rent detail page of the seed */
let detailPaths: string[];

/**
 * Issue 22's budget is 45 KB. After the third pass (docs/performance.md, "HTML diet (third pass)")
 * the prepared demo site's richest detail page weighs ~39.5 KB (it was ~52 KB, ~88 KB before the
 * first pass); this seed's richest sale or rent page ~37.6 KB (2026-11-25). Issue 44 (2026-11-29) adds Save and
 * Compare to the page and a Save heart to each of its four similar listings (~3 KB): ~43 KB. The ceiling keeps every
 * detail page of the seed under the budget with little room to grow back; lower it as cuts land.
 */
const DETAIL_HTML_CEILING = 44 * 1024;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  await seedDatabase(database.db, { listings: 40, projects: 4 });
  const row = await database.db
    .selectFrom("listings")
    .select("id")
    .where("status", "=", "ACTIVE")
    .where("listing_type", "=", "SELL")
    .where("permit_number", "is not", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  saleId = row.id;
  const live = await database.db.selectFrom("listings").select(["id", "listing_type"]).where("status", "=", "ACTIVE").execute();
  detailPaths = live.map((l) => `/${l.listing_type === "RENT" ? "properties-to-rent" : "properties-for-sale"}/${l.id}`);
  app = await startApp(database.db, {
    RESPONSE_CACHE_SECONDS: "600",
    SITE_URL: "https://www.example.ae",
    CDN_TAG_HEADERS: "surrogate-key",
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

/** A plain GET (no Cache-Control: no-cache, unlike fetch() with a conditional header). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(`${app.url}${path}`, { headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on("error", reject);
  });
}

describe("a rendered detail page", () => {
  it("stays under its size ceiling before compression, the heaviest sale and rent page included", async () => {
    expect(detailPaths.some((p) => p.startsWith("/properties-to-rent/"))).toBe(true);
    expect(detailPaths.some((p) => p.startsWith("/properties-for-sale/"))).toBe(true);
    let heaviest = { path: "", bytes: 0 };
    for (const path of detailPaths) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain("<h1");
      const bytes = Buffer.byteLength(page.body);
      if (bytes > heaviest.bytes) heaviest = { path, bytes };
    }
    expect(heaviest.bytes, heaviest.path).toBeLessThanOrEqual(DETAIL_HTML_CEILING);
  });

  it("sends the browser only the listing fields the page renders", async () => {
    const page = await get(`/properties-for-sale/${saleId}`);
    const loaderData = /streamController\.enqueue\(([\s\S]*?)\);<\/script>/.exec(page.body)?.[1] ?? "";
    expect(loaderData).toContain('\\"permitNumber\\"');
    for (const field of ["updatedAt", "propertyTypeId", "developerId", "pricePerSqft"]) expect(loaderData).not.toContain(`\\"${field}\\"`);
  });

  it("carries the site navigation once, for both the desktop bar and the phone menu", async () => {
    const page = await get(`/properties-for-sale/${saleId}`);
    const header = /<header[^>]*>[\s\S]*?<\/header>/.exec(page.body)?.[0] ?? "";
    expect(header).toContain('aria-label="Main"');
    expect(header.match(/<nav\b/g)).toHaveLength(1);
    for (const path of ["/properties/buy", "/guides/tenants-guide", "/resources/rental-yield-calculator"]) {
      expect(header.split(`href="${path}"`)).toHaveLength(2);
    }
    // the hamburger and the Explore/Guides/More sections are <details>: they open without scripts
    expect(header.match(/<details\b/g)).toHaveLength(4);
  });

  it("shows its permit QR code as one cached image, not as markup and loader data", async () => {
    const page = await get(`/properties-for-sale/${saleId}`);
    const permit = /alt="QR code for permit ([^"]+)"/.exec(page.body)?.[1] ?? "";
    expect(permit).not.toBe("");
    expect(page.body).toContain(`src="/qr/${permit}.svg"`);
    const path = qrPath(permitValidationUrl(permit)).d;
    expect(page.body).not.toContain(path.slice(0, 200));

    const image = await get(`/qr/${permit}.svg`);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(image.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(image.body).toContain(`<path d="${path}"`);

    for (const bad of ["/qr/nope", "/qr/%3Cscript%3E.svg", `/qr/${"9".repeat(41)}.svg`]) {
      const answer = await get(bad);
      expect(answer.status).toBe(404);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body).not.toContain("<svg");
    }
  });

  it("is tagged with its listing, kept, and revalidated with a 304", async () => {
    const path = `/properties-for-sale/${saleId}?tagged=1`;
    const miss = await get(path);
    expect(miss.headers["x-cache"]).toBe("MISS");
    expect(miss.headers["surrogate-key"]).toBe(`listing:${saleId}`);
    expect(miss.headers["cache-control"]).toMatch(/public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const hit = await get(path);
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(String(hit.headers["surrogate-key"]).split(" ")).toContain(`listing:${saleId}`);
    expect(hit.body).toBe(miss.body);
    const etag = hit.headers.etag ?? "";
    expect(etag).not.toBe("");
    expect((await get(path, { "if-none-match": etag })).status).toBe(304);
  });

  it("keeps nothing private: the back office is rendered every time and never tagged", async () => {
    for (let i = 0; i < 2; i++) {
      const signIn = await get("/admin/sign-in");
      expect(signIn.headers["cache-control"]).toBe("no-store");
      expect(signIn.headers["x-cache"]).not.toBe("HIT");
      expect(signIn.headers["surrogate-key"]).toBeUndefined();
    }
  });
});
