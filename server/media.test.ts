import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { CACHE_POLICIES, STATIC_MAX_AGE } from "#app/utils/cache-control.ts";
import { areaImage, developerLogo, FLOOR_PLAN_LAYOUTS, LISTING_COVERS } from "#database/seed/media-catalog.ts";
import { insertArea, insertDeveloper } from "#tests/fixtures/directory-rows.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { mediaRoutes } from "./media.ts";

/**
 * /media on a first start (decision 035): the demo images are not drawn yet when the first pages are
 * served, so a request for one draws it and answers with the whole image, never a partial file.
 */
describeEachDatabase("/media answers a demo image that is not drawn yet", (getDb) => {
  let mediaDir = "";
  let server: ReturnType<express.Express["listen"]>;
  let base = "";

  beforeAll(() => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-on-demand-"));
  });
  // a server per test: the drawer learns the areas and developers at its first request
  beforeEach(async () => {
    const app = express();
    app.use("/media", ...mediaRoutes({ mediaDir, db: getDb().db }));
    server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    // a drawing's temporary files never outlive it
    const leftovers = fs.readdirSync(mediaDir, { recursive: true, encoding: "utf8" }).filter((f) => path.basename(f).startsWith("."));
    expect(leftovers).toEqual([]);
  });

  const get = (url: string) => fetch(`${base}${url}`);
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it("draws a missing cover on request and serves it whole, cached like any drawn image", async () => {
    const cover = LISTING_COVERS.villa[0]!;
    const small = cover.replace(".webp", "-640.webp");
    expect(fs.existsSync(path.join(mediaDir, small.replace("/media/", "")))).toBe(false);

    const response = await get(small);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(`public, max-age=${STATIC_MAX_AGE.media}`);
    expect(await sharp(await bytesOf(response)).metadata()).toMatchObject({ format: "webp", width: 640, height: 427 });
    // the other sizes of the same image were drawn with it: the larger one a wide screen asks for is there
    const large = await get(cover);
    expect(await sharp(await bytesOf(large)).metadata()).toMatchObject({ format: "webp", width: 1280, height: 853 });
  });

  it("answers many requests for one image being drawn with the same complete file", async () => {
    const plan = FLOOR_PLAN_LAYOUTS[3]!;
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(plan)));
    const bodies = await Promise.all(responses.map(bytesOf));
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    const onDisk = fs.readFileSync(path.join(mediaDir, plan.replace("/media/", "")));
    for (const body of bodies) expect(body.equals(onDisk)).toBe(true);
    expect(await sharp(onDisk).metadata()).toMatchObject({ format: "webp", width: 1280, height: 853 });
  });

  it("draws the image of an area and the logo of a developer in the database", async () => {
    const db = getDb().db;
    await insertArea(db, "Jumeirah Bay");
    await insertDeveloper(db, "Coral Homes");
    const area = await db.selectFrom("areas").select("slug").executeTakeFirstOrThrow();
    const developer = await db.selectFrom("developers").select("slug").executeTakeFirstOrThrow();

    const photo = await get(areaImage(area.slug));
    expect(photo.status).toBe(200);
    expect(await sharp(await bytesOf(photo)).metadata()).toMatchObject({ format: "webp", width: 1280 });
    const logo = await get(developerLogo(developer.slug));
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain("<svg");
  });

  it("never serves a drawing's temporary file, and a path that is no demo image stays a short-lived 404", async () => {
    fs.mkdirSync(path.join(mediaDir, "listings"), { recursive: true });
    const partial = path.join(mediaDir, "listings", ".cover-villa-02.webp.123-abcd.tmp");
    fs.writeFileSync(partial, "half an image");
    const temporary = await get("/media/listings/.cover-villa-02.webp.123-abcd.tmp");
    fs.rmSync(partial);
    expect(temporary.status).toBe(404);

    for (const url of ["/media/listings/no-such-photo.webp", "/media/areas/not-an-area.webp"]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("cache-control"), url).toBe(CACHE_POLICIES.missingFile);
    }
  });
});
