import { afterEach, beforeAll, expect, it } from "vitest";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { serverBuild, startApp, type RunningApp } from "#tests/setup/app-server.ts";

/** Favourites and compare over HTTP (issue 44): the forms that work without JavaScript, the cookies, the pages. */
const apps: RunningApp[] = [];
beforeAll(() => serverBuild());
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describeEachDatabase(
  "favourites and compare",
  (get) => {
    const start = async () => {
      const app = await startApp(get().db);
      apps.push(app);
      return app;
    };
    const saleIds = async (n: number) =>
      (
        await get()
          .db.selectFrom("listings")
          .select(["id", "title"])
          .where("status", "=", "ACTIVE")
          .where("listing_type", "=", "SELL")
          .orderBy("id")
          .limit(n)
          .execute()
      ).map((r) => ({ item: `L${r.id}`, title: r.title }));
    const post = (app: RunningApp, path: string, fields: Record<string, string>, cookie = "") =>
      fetch(`${app.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams(fields).toString(),
      });
    const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

    it("saves a listing without JavaScript: a cookie, then the favourites page shows it (never cached)", async () => {
      const app = await start();
      const [first] = await saleIds(1);
      const res = await post(app, "/favourites", { op: "add", item: first!.item, back: "/properties/buy?bedrooms=2" });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/favourites?back=%2Fproperties%2Fbuy%3Fbedrooms%3D2");
      expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^favourites=${first!.item}; Path=/; Max-Age=\\d+; SameSite=Lax`));
      const page = await fetch(`${app.url}/favourites`, { headers: { Cookie: cookieOf(res) } });
      expect(page.headers.get("cache-control")).toBe("no-store");
      const html = await page.text();
      expect(html).toContain(first!.title.replace(/&/g, "&amp;"));
      expect(html).toContain("1 saved item");
      // one indexable page whatever the list: its canonical names no ids
      expect(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]).toMatch(/\/favourites$/);
    });

    it("removes, clears, and merges a shared list into one's own", async () => {
      const app = await start();
      const [a, b, c] = await saleIds(3);
      const shared = await (await fetch(`${app.url}/favourites?ids=${a!.item}.${b!.item}`)).text();
      expect(shared).toContain("A shared list of favourites");
      expect(shared).toContain("2 saved items");
      const merged = await post(app, "/favourites", { op: "merge", ids: `${a!.item}.${b!.item}` }, `favourites=${c!.item}`);
      expect(cookieOf(merged)).toBe(`favourites=${a!.item}.${b!.item}.${c!.item}`);
      const removed = await post(app, "/favourites", { op: "remove", item: b!.item }, cookieOf(merged));
      expect(cookieOf(removed)).toBe(`favourites=${a!.item}.${c!.item}`);
      const cleared = await post(app, "/favourites", { op: "clear" }, cookieOf(removed));
      expect(cleared.headers.get("set-cookie")).toMatch(/^favourites=; Path=\/; Max-Age=0/);
      const empty = await (await fetch(`${app.url}/favourites`)).text();
      expect(empty).toContain("Nothing saved yet");
    });

    it("compares up to four side by side, highlights differences, and refuses a fifth", async () => {
      const app = await start();
      const five = await saleIds(5);
      let cookie = "";
      for (const { item } of five.slice(0, 4)) cookie = cookieOf(await post(app, "/compare", { op: "add", item }, cookie));
      expect(cookie).toBe(
        `compare=${five
          .slice(0, 4)
          .map((f) => f.item)
          .join(".")}`,
      );
      const fifth = await post(app, "/compare", { op: "add", item: five[4]!.item }, cookie);
      expect(fifth.headers.get("location")).toBe("/compare?full=1");
      expect(cookieOf(fifth)).toBe(cookie);
      const html = await (await fetch(`${app.url}/compare?full=1`, { headers: { Cookie: cookie } })).text();
      expect(html).toContain("The comparison holds up to 4");
      expect(html.match(/<th scope="col" class="min-w-44/g)).toHaveLength(4);
      expect(html).toContain('data-differs="true"');
      expect(html).toContain("Price per sq.ft");
    });

    it("answers in Arabic under /ar: the redirect stays in Arabic and the page speaks Arabic", async () => {
      const app = await start();
      const [first, second] = await saleIds(2);
      const res = await post(app, "/ar/compare", { op: "add", item: first!.item });
      expect(res.headers.get("location")).toBe("/ar/compare");
      const html = await (await fetch(`${app.url}/ar/compare?ids=${first!.item}.${second!.item}`)).text();
      expect(html).toMatch(/<html lang="ar" dir="rtl"/);
      expect(html).toContain("قارن بين العقارات");
      expect(html).toContain("درهم");
      const favourites = await (await fetch(`${app.url}/ar/favourites?ids=${first!.item}.${second!.item}`)).text();
      expect(favourites).toContain("عنصران محفوظان");
      // the listings' Arabic titles (the demo data has them), in the comparison's heads and the favourites' remove buttons
      const arabicTitle = async (item: string) =>
        (
          await get()
            .db.selectFrom("listings")
            .select("title_ar")
            .where("id", "=", Number(item.slice(1)))
            .executeTakeFirstOrThrow()
        ).title_ar ?? "";
      for (const item of [first!.item, second!.item]) {
        const title = await arabicTitle(item);
        expect(title).not.toBe("");
        expect(html).toMatch(new RegExp(`<a [^>]*lang="ar"[^>]*>${title.replace(/[|]/g, "\\|")}</a>`));
        expect(favourites).toContain(title);
      }
    });

    it("refuses what is not a property or an action, and never follows a return path off the site", async () => {
      const app = await start();
      const [first] = await saleIds(1);
      expect((await post(app, "/favourites", { op: "add", item: "L0" })).status).toBe(400);
      expect((await post(app, "/favourites", { op: "drop-table", item: first!.item })).status).toBe(400);
      const offsite = await post(
        app,
        "/favourites",
        { op: "remove", item: first!.item, back: "//evil.example/" },
        `favourites=${first!.item}`,
      );
      expect(offsite.headers.get("location")).toBe("/favourites");
      const gone = await fetch(`${app.url}/favourites?ids=L999999999`);
      expect(gone.status).toBe(200);
      expect(await gone.text()).toContain("no longer on the market");
    });
  },
  { setup: (db) => seedDatabase(db, { listings: 12, projects: 2 }).then(() => undefined) },
);
