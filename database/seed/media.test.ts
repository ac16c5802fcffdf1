import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { LISTING_RESIDENTIAL_EXTERIOR, areaImage, developerLogo } from "./media-catalog.ts";
import { floorPlanScene } from "./drawing/floor-plans.ts";
import { skylineScene } from "./drawing/skyline.ts";
import { jobFiles, mediaJobs, renderSvgToWebp } from "./media.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("drawn media", () => {
  it("plans a file for every catalogue image, in both widths for rasters", () => {
    const jobs = mediaJobs({ areas: [{ slug: "dubai-marina" }], developers: [{ slug: "emaar", name: "Emaar Properties" }] });
    const files = jobs.flatMap((j) => jobFiles(dir, j)).map((f) => path.relative(dir, f));
    const exterior = LISTING_RESIDENTIAL_EXTERIOR[0]!.replace(/^\/media\//, "");
    expect(files).toContain(exterior);
    expect(files).toContain(exterior.replace(".webp", "-960.webp"));
    expect(files).toContain(exterior.replace(".webp", "-640.webp"));
    expect(files).toContain(areaImage("dubai-marina").replace(/^\/media\//, ""));
    expect(files).toContain(developerLogo("emaar").replace(/^\/media\//, ""));
  });

  it("draws the same scene for the same seed, and renders it at the asked widths", async () => {
    expect(skylineScene(7, "dusk")).toBe(skylineScene(7, "dusk"));
    expect(skylineScene(7, "dusk")).not.toBe(skylineScene(8, "dusk"));
    const big = path.join(dir, "plan.webp");
    const small = path.join(dir, "plan-640.webp");
    await renderSvgToWebp(floorPlanScene(2, "a"), 1280, [
      { width: 1280, height: 853, suffix: "", file: big },
      { width: 640, height: 427, suffix: "-640", file: small },
    ]);
    expect(await sharp(big).metadata()).toMatchObject({ format: "webp", width: 1280, height: 853 });
    expect(await sharp(small).metadata()).toMatchObject({ format: "webp", width: 640, height: 427 });
  });
});
