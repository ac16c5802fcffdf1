import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { serverBuild, startApp, type RunningApp } from "#tests/setup/app-server.ts";
import { forgetPrerenderedMarkup, prerendering } from "#app/components/ui/prerendered.tsx";
import { documentRendering } from "#app/utils/rendered-documents.server.ts";

/**
 * Production renders a document in one synchronous pass to a string, and
 * writes React Router's hydration data after it as React Router would
 * (app/entry.server.tsx, docs/performance.md "One pass to a string"). What a
 * visitor or a crawler receives must not depend on that: every kind of page
 * is asked with the pass and with React's stream renderer, and must come back
 * byte for byte the same, headers included.
 */
let database: TestDatabase & { destroy: () => Promise<void> };
let app: RunningApp;
let rendering: { onePass: boolean; streamed: number };
let paths: string[];

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  await seedDatabase(database.db, { listings: 40, projects: 4 });
  await serverBuild();
  rendering = documentRendering;
  const first = async (type: "SELL" | "RENT") =>
    (
      await database.db
        .selectFrom("listings")
        .select("id")
        .where("status", "=", "ACTIVE")
        .where("listing_type", "=", type)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
  // text a script must not let out: the detail page's data carries it to the browser
  await database.db
    .updateTable("listings")
    .set({ title: "Sea view </script><script>alert(1)</script> & more \u2028 2-bed" })
    .where("id", "=", await first("SELL"))
    .execute();
  const project = await database.db
    .selectFrom("projects")
    .select("id")
    .where("status", "=", "ACTIVE")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const area = await database.db.selectFrom("areas").select("id").orderBy("id").executeTakeFirstOrThrow();
  paths = [
    "/",
    "/properties/buy",
    "/properties/rent?bedrooms=2&sort=price_asc",
    `/properties-for-sale/${await first("SELL")}`,
    `/properties-to-rent/${await first("RENT")}`,
    "/off-plan-properties",
    `/properties-off-plan/${project.id}`,
    `/areas/${area.id}`,
    "/contact",
    "/blogs",
    "/staff",
    "/properties-for-sale/99999999",
    "/no-such-page",
    "/admin/sign-in",
  ];
  app = await startApp(database.db, { SITE_URL: "https://www.example.ae" });
}, 120_000);

afterAll(async () => {
  if (rendering) rendering.onePass = true;
  await app?.close();
  await database?.destroy();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A plain GET (or one that accepts Brotli); the request's nonce is the only thing two answers may differ by. */
function get(path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${app.url}${path}`, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const body = (res.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(bytes) : bytes).toString("utf8");
          const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"] ?? ""))?.[1];
          const unNonced = (text: string) => (nonce ? text.split(nonce).join("NONCE") : text);
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) if (name !== "date") headers[name] = unNonced(String(value));
          resolve({ status: res.statusCode ?? 0, headers, body: unNonced(body) });
        });
      })
      .on("error", reject);
  });
}

describe("one pass to a string", () => {
  it("finishes every page kind (the stream renderer is not called)", async () => {
    rendering.onePass = true;
    const before = rendering.streamed;
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body.startsWith("<!DOCTYPE html><html"), path).toBe(true);
    }
    expect(rendering.streamed).toBe(before);
  });

  it("gives the same status, headers and bytes as React's stream renderer", async () => {
    for (const path of paths) {
      rendering.onePass = true;
      const pass = await get(path);
      rendering.onePass = false;
      const stream = await get(path);
      rendering.onePass = true;
      expect(pass.status, path).toBe(stream.status);
      expect(pass.headers, path).toEqual(stream.headers);
      expect(pass.body.length, path).toBe(stream.body.length);
      expect(pass.body === stream.body, path).toBe(true);
    }
  });

  it("gives the same bytes when the header's and footer's markup is reused from an earlier document", async () => {
    const store = prerendering.store;
    if (!store) throw new Error("production keeps no markup store");
    try {
      // every path once without stored markup, once storing it, then again from the store
      prerendering.store = undefined;
      const rendered = await Promise.all(paths.map((path) => get(path)));
      prerendering.store = store;
      forgetPrerenderedMarkup();
      const reusedIn: number[] = [];
      for (const label of ["first, storing", "from the store"]) {
        const reused = prerendering.reused;
        for (const [i, path] of paths.entries()) {
          const answer = await get(path);
          expect(answer.status, `${path} ${label}`).toBe(rendered[i]!.status);
          expect(answer.body === rendered[i]!.body, `${path} ${label}`).toBe(true);
        }
        reusedIn.push(prerendering.reused - reused);
      }
      // the second time every public page (all but the back office's sign-in) sends the two menus,
      // the header's links and the footer's parts from the store, and the two list pages their cards;
      // the first time, the first page could reuse nothing
      expect(reusedIn[1]).toBeGreaterThanOrEqual((paths.length - 1) * 6 + 2 * 10);
      expect(reusedIn[1]).toBeGreaterThan(reusedIn[0]!);
    } finally {
      prerendering.store = store;
    }
  });

  it("shows a listing's new price and title on its card once they change, though its old card was stored", async () => {
    const before = await get("/properties/buy");
    await get("/properties/buy");
    const id = Number(/<h3 class="card-title"><a href="\/properties-for-sale\/(\d+)"/.exec(before.body)?.[1]);
    expect(id).toBeGreaterThan(0);
    await database.db
      .updateTable("listings")
      .set({ price: 1_234_567, title: "Renamed loft with a new price" })
      .where("id", "=", id)
      .execute();
    const after = await get("/properties/buy");
    const card = after.body.slice(after.body.indexOf(`href="/properties-for-sale/${id}"`));
    expect(card.slice(0, 3000)).toContain("Renamed loft with a new price");
    expect(card.slice(0, 3000)).toContain("AED 1,234,567");
    // and the page is byte for byte what a render without any stored markup gives
    const store = prerendering!.store;
    prerendering!.store = undefined;
    try {
      expect((await get("/properties/buy")).body === after.body).toBe(true);
    } finally {
      prerendering!.store = store;
    }
  });

  it("sends the finished document compressed to a browser that accepts Brotli", async () => {
    for (const path of [paths[3]!, "/properties/buy", "/no-such-page"]) {
      const plain = await get(path);
      const br = await get(path, "br, gzip");
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      expect(br.headers["content-encoding"], path).toBe("br");
      expect(br.status, path).toBe(plain.status);
      expect(br.body === plain.body, path).toBe(true);
    }
  });

  it("hands the page's data to the browser for hydration, escaped for a script", async () => {
    const detail = paths[3]!;
    const { body } = await get(detail);
    const enqueue = /<script nonce="NONCE">window\.__reactRouterContext\.streamController\.enqueue\(("[^<]*")\);<\/script>/.exec(body);
    expect(enqueue).not.toBeNull();
    expect(body).toContain(
      '<script nonce="NONCE">window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$--></body></html>',
    );
    // the data is a JSON string holding React Router's encoded loader data, with the listing in it
    const data = JSON.parse(enqueue![1]!) as string;
    expect(data).toContain("loaderData");
    expect(data).toContain("</script><script>alert(1)</script> & more \u2028");
    expect(data).toContain(`listing-${detail.includes("for-sale") ? "sale" : "rent"}`);
  });
});
