import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { purgeResponseCache } from "#app/utils/cache-purge.server.ts";
import { type CdnTagHeaders, htmlTags, urlTags } from "./cache-tags.ts";
import { parseEnv } from "#app/utils/env.server.ts";
import { responseCache } from "./response-cache.ts";

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("cache tags", () => {
  it("follow from the URL: own rows, list kinds, API answers", () => {
    expect(urlTags("/properties-for-sale/12")).toEqual(["listing:12"]);
    expect(urlTags("/properties-to-rent/7?ref=x")).toEqual(["listing:7"]);
    expect(urlTags("/properties-off-plan/3")).toEqual(["project:3"]);
    expect(urlTags("/properties/buy?bedrooms=2&page=3")).toEqual(["list:sale"]);
    expect(urlTags("/commercial-properties/rent")).toEqual(["list:rent"]);
    expect(urlTags("/off-plan-properties?rooms=1")).toEqual(["list:projects"]);
    const everyList = ["list:sale", "list:rent", "list:projects", "list:areas", "list:developers", "list:agents", "list:posts"];
    expect(urlTags("/")).toEqual(everyList);
    expect(urlTags("/_root.data")).toEqual(everyList);
    expect(urlTags("/sitemap.xml")).toEqual(everyList);
    expect(urlTags("/properties-for-sale/12.data")).toEqual(["listing:12"]);
    expect(urlTags("/blogs/a-post")).toEqual(["post:a-post", "list:posts"]);
    expect(urlTags("/blogs")).toEqual(["list:posts"]);
    expect(urlTags("/areas")).toEqual(["list:areas"]);
    expect(urlTags("/staff")).toEqual(["list:agents"]);
    expect(urlTags("/feeds/property-finder.xml")).toEqual(["list:sale", "list:rent", "list:agents"]);
    expect(urlTags("/map/markers/commercial-rent?x=1")).toEqual(["list:rent"]);
    expect(urlTags("/map/markers/off-plan")).toEqual(["list:projects"]);
    expect(urlTags("/map/card/project/4")).toEqual(["project:4"]);
    expect(urlTags("/areas/5")).toContain("area:5");
    expect(urlTags("/developers/9")).toEqual(["developer:9", "list:projects"]);
    expect(urlTags("/api/properties/get_properties_for_main_site?property_id=44")).toEqual(["listing:44"]);
    expect(urlTags("/api/properties/get_properties_for_main_site?listing_type=RENT&page=2")).toEqual(["list:rent"]);
    expect(urlTags("/guides/buying")).toEqual([]);
    expect(urlTags("/admin/leads")).toEqual([]);
  });

  it("give an Arabic page (/ar/…) its English twin's tags (issue 43)", () => {
    const english = [
      "/",
      "/_root.data",
      "/properties-for-sale/12",
      "/properties-to-rent/7.data?ref=x",
      "/properties-off-plan/3",
      "/properties/buy?bedrooms=2&page=3",
      "/commercial-properties/rent",
      "/properties",
      "/off-plan-properties?rooms=1",
      "/new-projects",
      "/areas",
      "/areas/5",
      "/developers",
      "/developers/9",
      "/staff",
      "/about/staff",
      "/blogs",
      "/blogs/a-post",
      "/guides/buying",
    ];
    for (const url of english) {
      const arabic = url === "/" || url === "/_root.data" ? (url === "/" ? "/ar" : "/ar.data") : `/ar${url}`;
      expect(urlTags(arabic), arabic).toEqual(urlTags(url));
    }
    expect(urlTags("/ar/properties-for-sale/12")).toEqual(["listing:12"]);
    expect(urlTags("/ar/blogs/a-post.data")).toEqual(["post:a-post", "list:posts"]);
    expect(urlTags("/ar")).toContain("list:posts");
    // /areas is not an Arabic path
    expect(urlTags("/areas")).toEqual(["list:areas"]);
    expect(urlTags("/arabian-ranches")).toEqual([]);
    // the rows an Arabic page links to, under /ar
    const html = '<a href="/ar/properties-for-sale/4">a</a><a href="/ar/areas/8?x=1">b</a><a href="/ar/developers/6">c</a>';
    expect(htmlTags(html).sort()).toEqual(["area:8", "developer:6", "listing:4"]);
  });

  it("follow from the rows an HTML page links to, once each", () => {
    const html =
      '<a href="/properties-for-sale/4">a</a><a href="/properties-for-sale/4#gallery">again</a>' +
      '<a href="/properties-to-rent/9?x=1">b</a><a href="/properties-off-plan/2">c</a>' +
      '<a href="/areas/8">d</a><a href="/developers/6">e</a><a href="/properties-for-sale/4x">not an id</a>';
    expect(htmlTags(html).sort()).toEqual(["area:8", "developer:6", "listing:4", "listing:9", "project:2"].sort());
  });
});

/** A cached site: detail pages link their "similar" listings; every answer says how often it was rendered. */
async function site(cdnTagHeaders: CdnTagHeaders = "both") {
  const renders = new Map<string, number>();
  const rendered = (url: string) => {
    const n = (renders.get(url) ?? 0) + 1;
    renders.set(url, n);
    return n;
  };
  const app = express();
  app.use(compression());
  app.use(responseCache({ maxAgeSeconds: 60, maxBytes: 4 * 1024 * 1024, cdnTagHeaders }));
  app.get("/properties-for-sale/:id", (req, res) => {
    const similar = Number(req.params.id) + 1;
    res
      .set("Cache-Control", "public, max-age=60, s-maxage=600")
      .type("html")
      .send(`<h1>Listing ${req.params.id} render ${rendered(req.originalUrl)}</h1><a href="/properties-for-sale/${similar}">similar</a>`);
  });
  app.get("/properties/buy", (req, res) => {
    res
      .set("Cache-Control", "public, max-age=60")
      .type("html")
      .send(`<p>render ${rendered(req.originalUrl)}</p><a href="/properties-for-sale/1">1</a><a href="/properties-for-sale/2">2</a>`);
  });
  app.get("/admin/leads", (req, res) => {
    res
      .set("Cache-Control", "no-store")
      .type("html")
      .send(`<p>private render ${rendered(req.originalUrl)}</p>`);
  });
  app.get("/account", (req, res) => {
    res
      .set("Cache-Control", "public, max-age=60")
      .cookie("session", "s3cret")
      .type("html")
      .send(`<p>signed in render ${rendered(req.originalUrl)}</p>`);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }),
    /** a browser's revalidation (fetch() would add Cache-Control: no-cache to a conditional request) */
    revalidate: (path: string, etag: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(base + path, { headers: { "if-none-match": etag } }, (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on("error", reject);
      }),
  };
}

describe("the response cache, tagged", () => {
  it("sends the URL's tags on a miss and every shown row's tags on a hit, for a CDN", async () => {
    const s = await site();
    const miss = await s.get("/properties-for-sale/10");
    expect(miss.headers.get("x-cache")).toBe("MISS");
    expect(miss.headers.get("surrogate-key")).toBe("listing:10");
    expect(miss.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=600");
    const hit = await s.get("/properties-for-sale/10");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("surrogate-key")?.split(" ").sort()).toEqual(["listing:10", "listing:11"]);
    expect(hit.headers.get("cache-tag")?.split(",").sort()).toEqual(["listing:10", "listing:11"]);
  });

  it("sends the tags only in the headers CDN_TAG_HEADERS names: none by default, one kind, or both", async () => {
    const none = await site("none");
    for (let i = 0; i < 2; i++) {
      const answer = await none.get("/properties-for-sale/10");
      expect([answer.headers.get("surrogate-key"), answer.headers.get("cache-tag")]).toEqual([null, null]);
    }
    const fastly = await site("surrogate-key");
    await fastly.get("/properties-for-sale/10");
    const hit = await fastly.get("/properties-for-sale/10");
    expect([hit.headers.get("x-cache"), hit.headers.get("cache-tag")]).toEqual(["HIT", null]);
    expect(hit.headers.get("surrogate-key")?.split(" ").sort()).toEqual(["listing:10", "listing:11"]);
    expect(parseEnv({}).CDN_TAG_HEADERS).toBe("none");
  });

  it("answers a revalidation with 304 and no body when the ETag still matches", async () => {
    const s = await site();
    await s.get("/properties/buy");
    const hit = await s.get("/properties/buy");
    const etag = hit.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await s.revalidate("/properties/buy", etag ?? "")).toEqual({ status: 304, body: "" });
    const other = await s.revalidate("/properties/buy", 'W/"something-else"');
    expect(other.status).toBe(200);
    expect(other.body).toContain("render 1");
  });

  it("purges by tag exactly the answers that show the row, and keeps the rest", async () => {
    const s = await site();
    const text = async (path: string) => (await s.get(path)).text();
    for (const path of ["/properties-for-sale/1", "/properties-for-sale/2", "/properties-for-sale/5", "/properties/buy"]) await text(path);

    // listing 2 changed: its own page, the page showing it as similar (1), and the list linking it
    expect(await purgeResponseCache({ tags: ["listing:2"] })).toBe("process");
    expect(await text("/properties-for-sale/2")).toContain("render 2");
    expect(await text("/properties-for-sale/1")).toContain("render 2");
    expect(await text("/properties/buy")).toContain("render 2");
    expect(await text("/properties-for-sale/5")).toContain("render 1");

    // a new sale listing: every sale list, no detail page
    await purgeResponseCache({ tags: ["list:sale"] });
    expect(await text("/properties/buy")).toContain("render 3");
    expect(await text("/properties-for-sale/5")).toContain("render 1");

    // the old API still works beside tags
    await purgeResponseCache({ paths: ["/properties-for-sale/5"] });
    expect(await text("/properties-for-sale/5")).toContain("render 2");
  });

  it("never keeps or tags what is private", async () => {
    const s = await site();
    for (let i = 1; i <= 2; i++) {
      const admin = await s.get("/admin/leads");
      expect(admin.headers.get("x-cache")).toBe("MISS");
      expect(admin.headers.get("surrogate-key")).toBeNull();
      expect(await admin.text()).toContain(`private render ${i}`);
      const account = await s.get("/account");
      expect(account.headers.get("x-cache")).toBe("MISS");
      expect(await account.text()).toContain(`signed in render ${i}`);
    }
  });

  it("refuses tags that are not kind:value", async () => {
    await expect(purgeResponseCache({ tags: ["listing 2", "LISTING:2", ""] })).rejects.toThrow(/nothing to purge/);
  });
});
