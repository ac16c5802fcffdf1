import { Parser } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes.ts";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { startApp, type RunningApp } from "#tests/setup/app-server.ts";

/**
 * The Arabic edition (issue 43): every public route of app/routes.ts answers under /ar as its
 * English twin does, right to left, with hreflang alternates both ways, and shows no English text
 * of the site's own catalogue (data written in English is marked lang="en" and is not counted).
 */
let database: TestDatabase & { destroy: () => Promise<void> };
let app: RunningApp;
let samples: Record<string, string>;

/** The English UI phrases: every text of app/content of three words or more. */
const englishModules = import.meta.glob<Record<string, unknown>>(["../app/content/*.ts", "!../app/content/*.test.ts"], { eager: true });
const NOT_WORDS = new Set(["to", "href", "id", "slug", "image", "src", "value", "name", "icon", "key", "path", "url"]);

function phrases(value: unknown, key: string, out: Set<string>): void {
  if (typeof value === "string") {
    const text = value
      .replace(/\{[A-Za-z_]+\}/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (!NOT_WORDS.has(key) && /^[A-Za-z][A-Za-z' ,.-]+$/.test(text) && text.split(" ").filter((w) => w.length > 1).length >= 3)
      out.add(text);
    return;
  }
  if (Array.isArray(value)) value.forEach((v) => phrases(v, key, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) phrases(v, k, out);
}
const ENGLISH_UI = new Set<string>();
for (const module of Object.values(englishModules)) phrases(module, "", ENGLISH_UI);

/** The page's visible text outside elements marked lang="en" (data in English), scripts and styles. */
function arabicPageText(html: string): string {
  const chunks: string[] = [];
  const stack: boolean[] = [];
  let skipped = 0;
  const parser = new Parser({
    onopentag(name, attrs) {
      const skip = name === "script" || name === "style" || name === "template" || attrs.lang === "en" || attrs.hidden !== undefined;
      stack.push(skip);
      if (skip) skipped++;
      if (!skipped) for (const attr of ["aria-label", "placeholder", "title", "alt"]) if (attrs[attr]) chunks.push(attrs[attr]);
    },
    ontext(text) {
      if (!skipped) chunks.push(text);
    },
    onclosetag() {
      if (stack.pop()) skipped--;
    },
  });
  parser.write(html.slice(html.indexOf("<body")));
  parser.end();
  return chunks.join(" ").replace(/\s+/g, " ");
}

/** Every path pattern of the public site (the layout's children), as app/routes.ts declares it. */
function sitePatterns(): string[] {
  const layout = (routes as RouteConfigEntry[]).find((r) => r.file === "routes/site-layout.tsx" && !r.id?.startsWith("ar/"));
  return (layout?.children ?? []).map((r) => (r.index ? "" : (r.path ?? "")));
}

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  await seedDatabase(database.db, { listings: 24, projects: 3 });
  const db = database.db;
  const sale = await db
    .selectFrom("listings")
    .select("id")
    .where("status", "=", "ACTIVE")
    .where("listing_type", "=", "SELL")
    .executeTakeFirstOrThrow();
  const rent = await db
    .selectFrom("listings")
    .select("id")
    .where("status", "=", "ACTIVE")
    .where("listing_type", "=", "RENT")
    .executeTakeFirstOrThrow();
  const project = await db.selectFrom("projects").select("id").where("status", "=", "ACTIVE").executeTakeFirstOrThrow();
  // the demo's projects have no Arabic names (its listings have Arabic titles): every project gets one here
  await db.updateTable("projects").set({ name_ar: "مشروع الواحة" }).execute();
  const area = await db.selectFrom("areas").select("id").executeTakeFirstOrThrow();
  const developer = await db.selectFrom("developers").select("id").executeTakeFirstOrThrow();
  const post = await db.selectFrom("blog_posts").select("slug").executeTakeFirst();
  samples = {
    "": "/",
    properties: "/properties",
    "properties/:method": "/properties/buy?bedrooms=2",
    "commercial-properties/:method": "/commercial-properties/rent",
    "properties-for-sale/:id": `/properties-for-sale/${sale.id}`,
    "properties-to-rent/:id": `/properties-to-rent/${rent.id}`,
    "off-plan-properties": "/off-plan-properties",
    "properties-off-plan/:id": `/properties-off-plan/${project.id}`,
    "new-projects": "/new-projects",
    areas: "/areas",
    "areas/:id": `/areas/${area.id}`,
    "area/:id": `/area/${area.id}`,
    developers: "/developers",
    "developers/:id": `/developers/${developer.id}`,
    "developer/:id": `/developer/${developer.id}`,
    staff: "/staff",
    "about/staff": "/about/staff",
    guides: "/guides",
    "guides/:slug": "/guides/buyers-guide",
    blogs: "/blogs",
    "blogs/:id": post ? `/blogs/${post.slug}` : "/blogs/1",
    "about/our-story": "/about/our-story",
    "about/why-choose-us": "/about/why-choose-us",
    "resources/property-valuation": "/resources/property-valuation",
    "resources/rental-yield-calculator": "/resources/rental-yield-calculator",
    "resources/mortgage-calculator": "/resources/mortgage-calculator?price=2000000",
    "investment-guide": "/investment-guide",
    "investment-guide/read": "/investment-guide/read",
    contact: "/contact",
    "property-valuation-form": "/property-valuation-form",
    "leads/:kind": "/leads/enquiry",
    favourites: `/favourites?ids=L${sale.id}.P${project.id}`,
    compare: `/compare?ids=L${sale.id}.L${rent.id}`,
    // saved-search alerts (issue 44 item 3): the sign-up's answer, and a link's page for an unknown token (404)
    alerts: "/alerts?sent=1",
    "alerts/confirm/:token": `/alerts/confirm/${"A".repeat(43)}`,
    "alerts/manage/:token": `/alerts/manage/${"A".repeat(43)}`,
    "alerts/unsubscribe/:token": `/alerts/unsubscribe/${"A".repeat(43)}`,
    "api/docs": "/api/docs",
    "*": "/no-such-page",
  };
  app = await startApp(db, { SITE_URL: "https://www.example.ae" });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const get = (path: string) => fetch(`${app.url}${path}`, { redirect: "manual" });

describe("the Arabic edition", () => {
  it("has a sample URL for every public route of app/routes.ts", () => {
    expect(sitePatterns().filter((p) => !(p in samples))).toEqual([]);
  });

  it("answers every public route under /ar as in English: the same status, redirects kept in Arabic", async () => {
    const differences: string[] = [];
    for (const path of Object.values(samples)) {
      const [en, ar] = await Promise.all([get(path), get(`/ar${path === "/" ? "" : path}`)]);
      if (en.status !== ar.status) differences.push(`${path}: ${en.status} in English, ${ar.status} in Arabic`);
      const location = ar.headers.get("location");
      if (location && !new URL(location, app.url).pathname.startsWith("/ar")) differences.push(`${path}: redirects to ${location}`);
      await Promise.all([en.arrayBuffer(), ar.arrayBuffer()]);
    }
    expect(differences).toEqual([]);
  });

  it("renders every Arabic page right to left with reciprocal hreflang alternates", async () => {
    const problems: string[] = [];
    const alternates = (html: string) =>
      Object.fromEntries([...html.matchAll(/<link rel="alternate" href[lL]ang="([a-z-]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
    for (const path of Object.values(samples)) {
      const [enRes, arRes] = await Promise.all([get(path), get(`/ar${path === "/" ? "" : path}`)]);
      const [enHtml, arHtml] = await Promise.all([enRes.text(), arRes.text()]);
      if (arRes.status >= 300 && arRes.status < 400) continue;
      if (!/<html lang="ar" dir="rtl"/.test(arHtml)) problems.push(`${path}: not <html lang="ar" dir="rtl">`);
      if (arRes.status !== 200) continue;
      const ar = alternates(arHtml);
      const en = alternates(enHtml);
      if (!ar.en || !ar.ar || !ar["x-default"]) problems.push(`${path}: alternates ${JSON.stringify(ar)}`);
      else if (!/^https:\/\/www\.example\.ae\/ar(\/|\?|$)/.test(ar.ar) || /^https:\/\/www\.example\.ae\/ar(\/|\?|$)/.test(ar.en))
        problems.push(`${path}: ${JSON.stringify(ar)}`);
      if (JSON.stringify(ar) !== JSON.stringify(en))
        problems.push(`${path}: not reciprocal: ${JSON.stringify(en)} / ${JSON.stringify(ar)}`);
    }
    expect(problems).toEqual([]);
  });

  it("shows no English text of the site's catalogue on an Arabic page", async () => {
    const found: string[] = [];
    for (const path of Object.values(samples)) {
      const res = await get(`/ar${path === "/" ? "" : path}`);
      if (res.status !== 200 && res.status !== 404) {
        await res.arrayBuffer();
        continue;
      }
      const text = arabicPageText(await res.text());
      for (const phrase of ENGLISH_UI) if (text.includes(phrase)) found.push(`${path}: “${phrase}”`);
    }
    expect(found).toEqual([]);
  });

  it("sends an English page none of the data's Arabic texts (issue 22: the loader data is part of the page)", async () => {
    const found: string[] = [];
    for (const path of Object.values(samples)) {
      const res = await get(path);
      const html = await res.text();
      if (res.status !== 200) continue;
      // the one Arabic word an English page carries: the switch to the Arabic edition, in its own language
      const arabic = new Set(html.match(/[\u0600-\u06ff]+(?:[\s،]+[\u0600-\u06ff]+)*/g) ?? []);
      arabic.delete("العربية");
      if (arabic.size) found.push(`${path}: ${[...arabic].slice(0, 3).join(" | ")}`);
    }
    expect(found).toEqual([]);
  });

  it("keeps English pages English: lang, direction and the switch to Arabic", async () => {
    const html = await (await get("/properties/buy?bedrooms=2")).text();
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toMatch(/href[lL]ang="ar" href="https:\/\/www\.example\.ae\/ar\/properties\/buy"/);
  });
});
