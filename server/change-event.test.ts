import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { rememberedCount } from "#app/db/count-cache.server.ts";
import { changed, type Change, purgeOf } from "#app/utils/changes.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { type RunningApp, startApp } from "#tests/setup/app-server.ts";

/**
 * One change event (issue 40): a writer says what changed (`changed()`, app/utils/changes.server.ts)
 * and each cache decides what it drops. Through the real app with its response cache on, as the
 * README's defaults run it: every public answer that shows the changed row is rendered again
 * (X-Cache MISS), the others are still served from the cache (HIT).
 */
let database: TestDatabase & { destroy: () => Promise<void> };
let app: RunningApp;
const ids = { sale: 0, saleArea: 0, rent: 0, otherArea: 0, developer: 0, post: "" };

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  await seedDatabase(database.db, { listings: 40, projects: 4 });
  const db = database.db;
  const sale = await db
    .selectFrom("listings")
    .select(["id", "area_id"])
    .where("status", "=", "ACTIVE")
    .where("listing_type", "=", "SELL")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const rent = await db
    .selectFrom("listings")
    .select(["id"])
    .where("status", "=", "ACTIVE")
    .where("listing_type", "=", "RENT")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const otherArea = await db.selectFrom("areas").select("id").where("id", "!=", sale.area_id).orderBy("id").executeTakeFirstOrThrow();
  const developer = await db.selectFrom("developers").select("id").orderBy("id").executeTakeFirstOrThrow();
  const post = await db.selectFrom("blog_posts").select("slug").where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
  Object.assign(ids, {
    sale: sale.id,
    saleArea: sale.area_id,
    rent: rent.id,
    otherArea: otherArea.id,
    developer: developer.id,
    post: post.slug,
  });
  app = await startApp(db, { RESPONSE_CACHE_SECONDS: "600" });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

/** The public answers a visitor, a portal and a crawler ask for, by name. */
function answers(): Record<string, string> {
  return {
    home: "/",
    "home data": "/_root.data",
    "sale list": "/properties/buy",
    "sale list, page 2": "/properties/buy?page=2",
    "rent list": "/properties/rent",
    "the sale listing": `/properties-for-sale/${ids.sale}`,
    "the sale listing's data": `/properties-for-sale/${ids.sale}.data`,
    "a rent listing": `/properties-to-rent/${ids.rent}`,
    "the listing's area": `/areas/${ids.saleArea}`,
    "another area": `/areas/${ids.otherArea}`,
    "areas list": "/areas",
    "developers list": "/developers",
    "the developer": `/developers/${ids.developer}`,
    "off-plan list": "/off-plan-properties",
    "blog list": "/blogs",
    "the post": `/blogs/${ids.post}`,
    "a guide": "/guides/buyers-guide",
    sitemap: "/sitemap.xml",
    "sale API": "/api/properties/get_properties_for_main_site?listing_type=SELL",
    "rent API": "/api/properties/get_properties_for_main_site?listing_type=RENT",
    "projects API": "/api/properties/projects",
  };
}

async function cacheState(path: string): Promise<string> {
  const res = await fetch(`${app.url}${path}`);
  await res.arrayBuffer();
  return `${res.status} ${res.headers.get("x-cache") ?? "-"}`;
}

/** Fills the cache with every answer, says `change`, and tells which answers were rendered again. */
async function dropped(...changes: Change[]): Promise<string[]> {
  const all = answers();
  for (const path of Object.values(all)) await cacheState(path);
  for (const [name, path] of Object.entries(all)) expect(await cacheState(path), `${name} is cached before`).toBe("200 HIT");
  await changed(...changes);
  const again: string[] = [];
  for (const [name, path] of Object.entries(all)) if ((await cacheState(path)) === "200 MISS") again.push(name);
  return again.sort();
}

describe("one change event", () => {
  it("a sale listing's change drops its page, the sale lists, the home page, its area, the sitemap and the sale API, and nothing about rentals or posts", async () => {
    expect(await dropped({ listing: ids.sale, listingType: "SELL" })).toEqual(
      [
        "home",
        "home data",
        "sale list",
        "sale list, page 2",
        "the sale listing",
        "the sale listing's data",
        "the listing's area",
        "another area",
        "sitemap",
        "sale API",
      ].sort(),
    );
  });

  it("a blog post's change drops the post, the blog list, the home page's news and the sitemap only", async () => {
    expect(await dropped({ post: ids.post })).toEqual(["blog list", "home", "home data", "sitemap", "the post"].sort());
  });

  it("an area's description drops its page and the lists of areas; its new name drops everything", async () => {
    expect(await dropped({ area: ids.otherArea, shownOnCards: false })).toEqual(
      ["another area", "areas list", "home", "home data", "sitemap"].sort(),
    );
    expect(await dropped({ area: ids.otherArea, shownOnCards: true })).toEqual(Object.keys(answers()).sort());
  });

  it("an agent's change and a feed import drop everything", async () => {
    expect(await dropped({ agent: 1 })).toEqual(Object.keys(answers()).sort());
    expect(await dropped({ everything: "a feed import" })).toEqual(Object.keys(answers()).sort());
  });

  it("list totals are counted again after a listing's change, and kept after a post's", async () => {
    const db = database.db;
    let counted = 0;
    const total = () => rememberedCount(db, "change-event-test", async () => ++counted);
    expect(await total()).toBe(1);
    // a post's change: the remembered total stays (nothing a post says is counted)
    await changed({ post: ids.post });
    expect(await total()).toBe(1);
    await changed({ listing: ids.sale, listingType: "SELL" });
    expect(await total()).toBe(2);
    await changed({ everything: "a feed import" });
    expect(await total()).toBe(3);
  });

  it("is sent as tags a CDN understands, never as paths", () => {
    expect(purgeOf([{ listing: 7, listingType: "RENT" }, { project: 3 }])).toEqual({
      tags: ["listing:7", "list:rent", "project:3", "list:projects"],
    });
    expect(purgeOf([{ listing: 7 }])).toEqual({ tags: ["listing:7", "list:sale", "list:rent"] });
    expect(purgeOf([{ post: "a-guide" }, { developer: 2, shownOnCards: false }])).toEqual({
      tags: ["post:a-guide", "list:posts", "developer:2", "list:developers"],
    });
    expect(purgeOf([{ developer: 2, shownOnCards: true }])).toEqual({ all: true });
  });
});
