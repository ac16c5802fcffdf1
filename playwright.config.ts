import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DB = process.env.E2E_DATABASE_URL ?? "data/e2e/site.db";
/** The production shape's server (SITE_URL, two workers, PostgreSQL, Redis): its own port and database. */
const PRODUCTION_PORT = PORT + 1;
/** The production shape's database: PostgreSQL (the tests' server, a database of its own that e2e-server.mjs creates afresh). */
export const E2E_PRODUCTION_DB =
  process.env.E2E_PRODUCTION_DATABASE_URL ??
  (() => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
    url.pathname = "/site_e2e_production";
    return url.href;
  })();
/**
 * Where the production shape's server writes the database it runs on: the URL above, or (a developer's run
 * without a PostgreSQL server, said loudly; never in CI) the SQLite file after it.
 */
export const E2E_PRODUCTION_DB_NOTE = "data/e2e/production-database-url";
const E2E_PRODUCTION_FALLBACK_DB = "data/e2e/site-production.db";

/**
 * Browser journeys in Debian's Chromium against the built server (npm run
 * build first): the README's defaults on a seeded SQLite database, and the production shape on a
 * seeded PostgreSQL database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous waits: the same journeys run ~4× slower on some CI machines (a new browser context
  // took 0.5-0.8 s and a simple journey 10-20 s on 2026-11-26's, ~3 s on the day before's).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Journeys run as a visitor who asked for less motion: the home page's looping hero video and the
    // cards' entrances are what that setting leaves out, and the video alone kept half a core busy for
    // as long as a home page was open (measured 2026-11-27: 51 against 8 busy jiffies a second), slowing
    // every journey beside it. The journeys about motion ask for it back (`test.use({ reducedMotion:
    // "no-preference" })`).
    reducedMotion: "reduce",
    // Recording a trace for every journey (DOM snapshots at each step, kept only when one fails) cost a
    // quarter of the suite's time here (2026-11-27: 37 journeys 154 s with it, 114 s without). CI prints
    // the failures and keeps no files, so it records none; locally a failing journey is rerun with
    // `npx playwright test <file>:<line> --trace on`.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Journeys tagged @desktop or @phone belong to one layout and run only in that project. Journeys tagged
  // @once check what no layout changes (HTTP answers, markup, stored data, page copy, keyboard use, plain
  // forms without JavaScript): they run once, in the desktop project. Every page kind's phone layout is
  // still loaded at 360 and 390 px (no-overflow.spec.ts), and the phone journeys keep what differs there:
  // the menus, filter dialogs, contact bar, galleries, maps, forms and the back office.
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    {
      name: "mobile",
      grepInvert: /@desktop|@once/,
      // A phone's layout at 1 device pixel per CSS pixel: the same boxes and breakpoints as the Pixel 7's
      // 2.625, with a seventh of the pixels to raster in software (no GPU on these machines).
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, channel: undefined },
    },
    {
      // The key editing journeys (tagged @production) once more on the production shape: SITE_URL set,
      // two workers (a save in one must reach the other's cache), PostgreSQL, Redis for purges and rate limits.
      name: "production",
      grep: /@production/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        channel: undefined,
        baseURL: `http://127.0.0.1:${PRODUCTION_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      // It draws the ~1,260 demo images before it listens (about 70 s on this machine, 2026-11-29): room for a slower one.
      timeout: 480_000,
      // The README's defaults (issue 37): no SITE_URL, one worker, SQLite, no Redis: what `npm start` runs.
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: E2E_DB,
        MEDIA_DIR: "data/media",
        NODE_ENV: "production",
        // The journeys send many lead forms and alert sign-ups from one address; production keeps the defaults
        // (10 and 5 per 10 minutes).
        LEADS_RATE_LIMIT: process.env.LEADS_RATE_LIMIT ?? "1000",
        ALERTS_RATE_LIMIT: process.env.ALERTS_RATE_LIMIT ?? "1000",
      },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${PRODUCTION_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(PRODUCTION_PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: E2E_PRODUCTION_DB,
        E2E_FALLBACK_DATABASE_URL: E2E_PRODUCTION_FALLBACK_DB,
        E2E_DATABASE_NOTE: E2E_PRODUCTION_DB_NOTE,
        MEDIA_DIR: "data/media",
        NODE_ENV: "production",
        SITE_URL: `http://127.0.0.1:${PRODUCTION_PORT}`,
        // the first server draws the images into the same folder; this one draws only what it is asked for first
        E2E_MEDIA: "later",
        WEB_CONCURRENCY: "2",
        REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
        REDIS_PREFIX: `e2e-${process.pid}:`,
        LEADS_RATE_LIMIT: process.env.LEADS_RATE_LIMIT ?? "1000",
        ALERTS_RATE_LIMIT: process.env.ALERTS_RATE_LIMIT ?? "1000",
      },
    },
  ],
});
