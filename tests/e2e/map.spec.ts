import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Headless Chromium draws WebGL with SwiftShader (software): the shared config's --disable-gpu is left out here.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
});

/** Every URL the page asks for; the test ends by checking none left this machine. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

function expectAllLocal(urls: string[]) {
  const outside = urls.filter((u) => !u.startsWith("data:") && !u.startsWith("blob:") && new URL(u).hostname !== "127.0.0.1");
  expect(outside, "requests that left 127.0.0.1").toEqual([]);
}

/** The first of these markers that is inside the map's frame (markers off the map are clipped). */
async function inView(page: Page, markers: Locator): Promise<Locator | undefined> {
  const frame = await page.getByTestId("list-map-frame").boundingBox();
  if (!frame) return undefined;
  for (let i = 0; i < (await markers.count()); i++) {
    const box = await markers.nth(i).boundingBox();
    if (!box) continue;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (x > frame.x + 30 && x < frame.x + frame.width - 60 && y > frame.y + 40 && y < frame.y + frame.height - 30) return markers.nth(i);
  }
  return undefined;
}

/** A map has been drawn: as its picture (before MapLibre), live, or still (no WebGL). */
async function drawn(frame: Locator) {
  await expect(frame).toHaveAttribute("data-map-status", /^(picture|ready|still)$/, { timeout: 20_000 });
}

type Rect = { x: number; y: number; width: number; height: number };
const intersects = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every marker's box lies inside the frame, touches no other marker and is not under the zoom buttons. */
async function expectMarkersClear(page: Page) {
  const frame = (await page.getByTestId("list-map-frame").boundingBox())!;
  const zoom = (await page.getByRole("button", { name: "Zoom in", exact: true }).locator("..").boundingBox())!;
  const boxes = (
    await Promise.all((await page.locator("[data-testid=map-cluster], [data-testid=map-marker]").all()).map((m) => m.boundingBox()))
  ).filter((b): b is Rect => b !== null);
  expect(boxes.length).toBeGreaterThan(0);
  for (const [i, box] of boxes.entries()) {
    expect(
      box.x >= frame.x && box.y >= frame.y && box.x + box.width <= frame.x + frame.width && box.y + box.height <= frame.y + frame.height,
    ).toBe(true);
    expect(intersects(box, zoom), "a marker under the zoom buttons").toBe(false);
    for (const other of boxes.slice(i + 1)) expect(intersects(box, other), "two markers overlap").toBe(false);
  }
}

async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator("#results-heading").textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

test.describe("the map", () => {
  // Software WebGL on a shared two-core machine: a map's first frame can take seconds.
  test.describe.configure({ timeout: 90_000 });

  test(
    "on the sale list: open it, see price markers, zoom in, search this area; the list is filtered by the box",
    { tag: "@desktop" },
    async ({ page }) => {
      const urls = recordRequests(page);
      await page.goto("/properties/buy");
      const all = await resultCount(page);
      expect(all).toBeGreaterThan(10);
      // The list loads no map code until the map is opened.
      expect(urls.filter((u) => /\/map\/|maplibre|runtime-/.test(u))).toEqual([]);

      await page.getByTestId("map-toggle").click();
      await expect(page).toHaveURL(/view=map/);
      const frame = page.getByTestId("list-map-frame");
      // First the map's picture with its markers and names: MapLibre is not loaded until the map is used.
      await drawn(frame);
      await expect(page.getByTestId("marker-count")).toHaveText(/\d+ on the map/);
      const markers = page.locator("[data-testid=map-cluster], [data-testid=map-marker]");
      await expect(markers.first()).toBeVisible();
      await expect(markers.first()).toHaveText(/AED|\d/);
      await expect(page.getByTestId("map-label").first()).toBeVisible();
      expect(urls.filter((u) => /maplibre|runtime-/.test(u))).toEqual([]);

      // Zoom in twice: the live map takes over, has moved, so it offers to search the area it shows.
      await expect(page.getByTestId("search-this-area")).toBeHidden();
      const zoomIn = page.getByRole("button", { name: "Zoom in", exact: true });
      await zoomIn.click();
      await expect(frame).toHaveAttribute("data-map-status", "ready", { timeout: 20_000 });
      await page.waitForTimeout(400);
      await zoomIn.click();
      if (process.env.MAP_SCREENSHOTS) await page.screenshot({ path: `/tmp/map-list-${test.info().project.name}.png` });
      await page.getByTestId("search-this-area").click();
      await expect(page).toHaveURL(/[?&]bbox=[\d.]+(%2C|,)[\d.]+(%2C|,)[\d.]+(%2C|,)[\d.]+/);
      await expect(page.getByTestId("bbox-active")).toBeVisible();
      await expect.poll(() => resultCount(page)).toBeLessThan(all);
      const inBox = await resultCount(page);

      // The box is a real filter on the server: reloading the URL gives the same count.
      await page.goto(page.url());
      expect(await resultCount(page)).toBe(inBox);

      // Clearing it brings every result back.
      await page.getByRole("link", { name: "Clear map area" }).click();
      await expect.poll(() => resultCount(page)).toBe(all);
      expectAllLocal(urls);
    },
  );

  for (const { prefix, price, open } of [
    { prefix: "", price: /AED|Price on request/, open: "View details" },
    // an Arabic page's card is in Arabic (issue 43): prices in درهم, the link to the Arabic page
    { prefix: "/ar", price: /درهم|السعر عند الطلب/, open: "عرض التفاصيل" },
  ])
    test(
      `a clicked price marker shows its card, which links to the listing${prefix ? " (Arabic)" : ""}`,
      { tag: "@desktop" },
      async ({ page }) => {
        const urls = recordRequests(page);
        await page.goto(`${prefix}/properties/rent?view=map`);
        const frame = page.getByTestId("list-map-frame");
        await drawn(frame);
        await frame.scrollIntoViewIfNeeded();
        await expect(page.getByTestId("map-cluster").first()).toBeVisible();
        const single = page.getByTestId("map-marker");
        // Clusters open as the map zooms in (the first click loads the live map), until single price markers show.
        for (let i = 0; i < 6 && !(await inView(page, single)); i++) {
          await (await inView(page, page.getByTestId("map-cluster")))!.click();
          await expect(frame).toHaveAttribute("data-map-status", "ready", { timeout: 20_000 });
          await page.waitForTimeout(900);
        }
        await (await inView(page, single))!.click();
        const card = page.getByTestId("map-card");
        await expect(card).toContainText(price);
        if (prefix) await expect(card).not.toContainText(/AED|Beds|sq\s?ft/);
        const link = card.getByRole("link", { name: open });
        await expect(link).toHaveAttribute("href", new RegExp(`^${prefix}/properties-to-rent/\\d+$`));
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/properties-to-rent/\\d+$`));
        expectAllLocal(urls);
      },
    );

  test(
    "on a phone: names on the map, and no marker under the zoom buttons or another marker, before and after it moves",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/properties/buy?view=map");
      const frame = page.getByTestId("list-map-frame");
      await drawn(frame);
      await frame.scrollIntoViewIfNeeded();
      await expect(page.getByTestId("map-label").first()).toBeVisible();
      await expectMarkersClear(page);
      if (process.env.MAP_SCREENSHOTS) await frame.screenshot({ path: `/tmp/map-phone-${test.info().project.name}.png` });
      await page.getByRole("button", { name: "Zoom in", exact: true }).click();
      await expect(frame).toHaveAttribute("data-map-status", "ready", { timeout: 20_000 });
      await page.waitForTimeout(800);
      await expect(page.getByTestId("map-label").first()).toBeVisible();
      await expectMarkersClear(page);
    },
  );

  test("a listing's location map loads only when scrolled into view, with a pin", { tag: "@once" }, async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto("/properties/buy");
    const href = await page.locator("main article a[href^='/properties-for-sale/']").first().getAttribute("href");
    await page.goto(href!);
    const frame = page.getByTestId("location-map-frame");
    await expect(frame).toHaveAttribute("data-map-status", "idle");
    expect(urls.filter((u) => u.includes("/map/style.json"))).toEqual([]);
    await frame.scrollIntoViewIfNeeded();
    await drawn(frame);
    await expect(page.getByTestId("map-pin")).toBeVisible();
    // the place is named, among the names around it
    await expect(frame.getByTestId("map-label").first()).toBeVisible();
    if (process.env.MAP_SCREENSHOTS) await frame.screenshot({ path: `/tmp/map-detail-${test.info().project.name}.png` });
    expect(urls.some((u) => u.includes("/map/style.json"))).toBe(true);
    expect(urls.some((u) => /\/map\/basemap\.geojson\?v=/.test(u))).toBe(true);
    expectAllLocal(urls);
  });

  test("an area page shows the area's outline map; a project's JSON-LD has its coordinates", { tag: "@once" }, async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto("/areas");
    const href = await page.locator("main a[href^='/areas/']").first().getAttribute("href");
    await page.goto(href!);
    const name = (await page.locator("main h1").first().textContent())!.trim();
    const frame = page.getByTestId("area-map-frame");
    await frame.scrollIntoViewIfNeeded();
    await drawn(frame);
    // the area is named on its map, larger than its neighbours
    await expect(frame.locator("[data-testid=map-label][data-kind=selected]")).toHaveText(name.replace(/\s*\([^)]+\)$/, ""));
    if (process.env.MAP_SCREENSHOTS) await frame.screenshot({ path: `/tmp/map-area-${test.info().project.name}.png` });

    await page.goto("/off-plan-properties");
    const project = await page.locator("main a[href^='/properties-off-plan/']").first().getAttribute("href");
    await page.goto(project!);
    const ld = await page.locator("script[type='application/ld+json']").allTextContents();
    const geo = ld.map((t) => JSON.parse(t) as { geo?: { latitude: number; longitude: number } }).find((d) => d.geo)?.geo;
    expect(geo?.latitude).toBeGreaterThan(24.5);
    expect(geo?.longitude).toBeGreaterThan(54.8);
    expectAllLocal(urls);
  });

  test(
    "without WebGL the map stays a picture and says it cannot be moved, and the list still works",
    { tag: "@once" },
    async ({ page }) => {
      await page.addInitScript(() => {
        const original = HTMLCanvasElement.prototype.getContext;
        // A device without WebGL: every WebGL context is refused.
        HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
          if (type.startsWith("webgl") || type === "experimental-webgl") return null;
          return (original as (this: HTMLCanvasElement, ...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
        } as typeof original;
      });
      await page.goto("/properties/buy?view=map");
      const frame = page.getByTestId("list-map-frame");
      // The picture needs no WebGL: the markers and names are there; moving the map is what cannot be done.
      await expect(frame).toHaveAttribute("data-map-status", "picture", { timeout: 20_000 });
      await expect(page.locator("[data-testid=map-cluster], [data-testid=map-marker]").first()).toBeVisible();
      await page.getByRole("button", { name: "Zoom in", exact: true }).click();
      await expect(frame).toHaveAttribute("data-map-status", "still", { timeout: 20_000 });
      await expect(frame).toContainText("This device cannot move the map");
      await expect(page.locator("main article")).toHaveCount(10);
      await page.getByRole("link", { name: "List", exact: true }).click();
      await expect(page).not.toHaveURL(/view=map/);
      await expect(page.getByTestId("list-map-frame")).toHaveCount(0);
    },
  );

  test(
    "the map's endpoints: our own style, an immutable versioned basemap, compact markers, clear errors",
    { tag: "@once" },
    async ({ request }) => {
      const style = await request.get("/map/style.json");
      expect(style.status()).toBe(200);
      const body = (await style.json()) as { sources: Record<string, { data: string }>; glyphs?: string; sprite?: string };
      expect(body.glyphs).toBeUndefined();
      expect(body.sprite).toBeUndefined();
      const data = body.sources.basemap!.data;
      expect(data).toMatch(/^\/map\/basemap\.geojson\?v=[\w-]+$/);

      const geojson = await request.get(data);
      expect(geojson.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(((await geojson.json()) as { features: unknown[] }).features.length).toBeGreaterThan(40);
      const stale = await request.get("/map/basemap.geojson?v=old", { maxRedirects: 0 });
      expect(stale.status()).toBe(302);
      expect(stale.headers().location).toBe(data);

      const markers = await request.get("/map/markers/rent?bedrooms=2");
      const { markers: list } = (await markers.json()) as { markers: [number, number, number, number | null][] };
      expect(list.length).toBeGreaterThan(0);
      for (const [id, lng, lat] of list) {
        expect(Number.isInteger(id)).toBe(true);
        expect(lng).toBeGreaterThan(54.8);
        expect(lat).toBeGreaterThan(24.7);
      }
      const card = await request.get(`/map/card/listing/${list[0]![0]}`);
      expect(((await card.json()) as { facts: string[] }).facts).toContain("2 Beds");

      for (const bad of ["/map/markers/everything", "/map/card/listing/abc", "/map/card/villa/1", "/map/card/listing/999999999"]) {
        const answer = await request.get(bad);
        expect(answer.status(), bad).toBe(404);
        expect(((await answer.json()) as { error: string }).error).toBe("not_found");
      }
      expect((await request.post("/map/markers/buy")).status()).toBe(405);
    },
  );
});
