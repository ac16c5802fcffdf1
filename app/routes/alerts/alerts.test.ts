import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { createOutbox, type Outbox, smtpTransport } from "#app/features/leads/outbox.server.ts";
import { createAlertJob, type AlertJob } from "#app/features/alerts/job.server.ts";
import { ALERT_EMAIL_TEXTS } from "#app/content/alerts.ts";
import * as ar from "#app/content/ar/alerts.ts";
import { changed } from "#app/utils/changes.server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { manualClock, type ManualClock } from "#tests/fixtures/manual-clock.ts";
import { type ReceivedMail, SmtpSink } from "#tests/fixtures/smtp-sink.ts";
import { type RunningApp, startApp } from "#tests/setup/app-server.ts";

/**
 * The saved-search alert journey (issue 44 item 3) over HTTP against the production app, with a real
 * SMTP server and a clock the test moves: sign up (only the confirmation arrives), confirm, listings
 * added and repriced, the right e-mails arrive with RFC 8058 headers, a daily digest once its day has
 * passed, one-click unsubscribe with no cookie, and nothing after it.
 */
const SITE = "https://www.agency.test";
const SOON_MS = 5_000;
const HOUR = 60 * 60_000;

const sink = new SmtpSink();
beforeAll(() => sink.start());
afterAll(() => sink.stop());

/** The mail's plain text, quoted-printable undone (the English mails are 7-bit or quoted-printable). */
function text(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
}
function header(mail: ReceivedMail, name: string): string {
  const m = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(mail.raw);
  return (m?.[1] ?? "").replace(/\r?\n[ \t]/g, " ").trim();
}
/** The site path of the first link to `kind` in the mail (its token included). */
function linkPath(mail: ReceivedMail, kind: "confirm" | "manage" | "unsubscribe"): string {
  const m = new RegExp(`${SITE.replace(/\./g, "\\.")}((?:/ar)?/alerts/${kind}/[A-Za-z0-9_-]{43})`).exec(text(mail));
  if (!m?.[1]) throw new Error(`no ${kind} link in:\n${text(mail)}`);
  return m[1];
}

interface World {
  db: DB;
  app: RunningApp;
  clock: ManualClock;
  job: AlertJob;
  outbox: Outbox;
  areaId: number;
  typeId: number;
}
let world: World | null = null;
afterEach(async () => {
  await world?.job.stop();
  await world?.outbox.stop();
  await world?.app.close();
  world = null;
  sink.received.length = 0;
});

let n = 0;
async function addListing(w: World, f: { bedrooms: number; price: number; created?: Date }): Promise<number> {
  const at = (f.created ?? w.clock.now()).toISOString();
  n += 1;
  const row = await w.db
    .insertInto("listings")
    .values({
      reference: `AL-${n}`,
      permit_number: `P-AL-${n}`,
      title: `Alert listing ${n}`,
      description: "",
      amenities: "[]",
      listing_type: "SELL",
      status: "ACTIVE",
      price: f.price,
      deposit: null,
      area_id: w.areaId,
      property_type_id: w.typeId,
      category: "Residential",
      bedrooms: f.bedrooms,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await w.db
    .insertInto("listing_price_history")
    .values({ listing_id: row.id, price: f.price, rent_frequency: null, changed_at: at })
    .execute();
  await changed({ listing: row.id, listingType: "SELL" });
  return row.id;
}

async function reprice(w: World, id: number, price: number) {
  const at = w.clock.now().toISOString();
  await w.db.updateTable("listings").set({ price, updated_at: at }).where("id", "=", id).execute();
  await w.db.insertInto("listing_price_history").values({ listing_id: id, price, rent_frequency: null, changed_at: at }).execute();
  await changed({ listing: id, listingType: "SELL" });
}

/**
 * The run a change event asked for has happened (the job heard `changed()` through the purge bus and
 * ran SOON_MS later: no explicit run here), and the outbox has sent what it queued.
 */
async function settle(w: World) {
  await w.clock.advance(SOON_MS);
  await w.outbox.tick();
}

async function setUp(db: DB): Promise<World> {
  const area = await db
    .insertInto("areas")
    .values({ slug: "dubai-marina", name: "Dubai Marina", description: "", image: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  const type = await db
    .insertInto("property_types")
    .values({ category: "Residential", label: "Apartment", sort_order: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const app = await startApp(db, { SITE_URL: SITE, TRUST_PROXY: "loopback" });
  // the pages' actions read the real time (confirmation): the job's clock starts there and moves ahead
  const clock = manualClock(new Date());
  const job = createAlertJob({
    db,
    siteUrl: SITE,
    brand: "Sandstone",
    replyTo: "hello@agency.test",
    now: clock.now,
    every: clock.every,
    soonMs: SOON_MS,
    periodMs: HOUR,
  });
  const outbox = createOutbox({
    db,
    transport: smtpTransport(sink.url),
    from: "alerts@agency.test",
    now: clock.now,
    every: clock.every,
    sleep: clock.sleep,
  });
  world = { db, app, clock, job, outbox, areaId: area.id, typeId: type.id };
  job.start();
  await job.run();
  return world;
}

let ip = 0;
async function signUp(w: World, fields: Record<string, string>, options: { arabic?: boolean } = {}) {
  ip += 1;
  const body = new URLSearchParams({ category: "Residential", method: "buy", consent: "yes", ...fields });
  const answer = await fetch(`${w.app.url}${options.arabic ? "/ar" : ""}/alerts`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "X-Forwarded-For": `10.9.${Math.floor(ip / 250)}.${ip % 250}` },
  });
  // the action queued its e-mail at the real time, a little ahead of the job's clock
  await w.clock.advance(5_000);
  return answer;
}

async function alertOf(db: DB, email: string) {
  return db.selectFrom("search_alerts").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
}

async function confirmFrom(w: World, mail: ReceivedMail) {
  const path = linkPath(mail, "confirm");
  const page = await fetch(`${w.app.url}${path}`);
  expect(page.status).toBe(200);
  const posted = await fetch(`${w.app.url}${path}`, { method: "POST", body: new URLSearchParams(), redirect: "manual" });
  expect(posted.status).toBe(303);
}

describeEachDatabase("saved-search alerts over HTTP", (database) => {
  it("double opt-in, instant e-mails for new and cheaper matches with List-Unsubscribe, one-click unsubscribe, nothing after", async () => {
    const w = await setUp(database().db);
    // a listing on the site before the alert, which will get cheaper
    const older = await addListing(w, { bedrooms: 2, price: 2_600_000, created: new Date("2026-11-20T08:00:00.000Z") });
    await settle(w);

    const answer = await signUp(w, {
      email: "omar@example.com",
      frequency: "instant",
      search: "?bedrooms=2&max_price=2000000&sort=price_asc",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/alerts?sent=1");
    expect((await fetch(`${w.app.url}/alerts?sent=1`)).status).toBe(200);
    const pending = await alertOf(w.db, "omar@example.com");
    expect(pending).toMatchObject({
      state: "pending",
      query: "max_price=2000000&bedrooms=2",
      listing_type: "SELL",
      frequency: "instant",
      language: "en",
    });

    // a match before the confirmation is not mailed: nothing but the confirmation arrives
    // (created at the real time, as the confirmation below is: the pages read the real clock)
    await addListing(w, { bedrooms: 2, price: 1_200_000, created: new Date() });
    await settle(w);
    expect(sink.received.map((m) => m.subject)).toEqual([ALERT_EMAIL_TEXTS.confirmSubject]);
    const confirmation = sink.received[0] as ReceivedMail;
    expect(confirmation.to).toEqual(["omar@example.com"]);
    expect(header(confirmation, "List-Unsubscribe")).toBe("");
    expect(text(confirmation)).toContain("Properties for sale in Dubai · 2 Beds · up to AED 2,000,000");

    await confirmFrom(w, confirmation);
    expect((await alertOf(w.db, "omar@example.com")).state).toBe("active");

    // one listing that matches, one that does not, one repriced down into the search
    await w.clock.advance(60_000);
    const match = await addListing(w, { bedrooms: 2, price: 1_500_000 });
    const other = await addListing(w, { bedrooms: 3, price: 1_500_000 });
    await reprice(w, older, 1_900_000);
    await settle(w);
    expect(sink.received).toHaveLength(2);
    const alert = sink.received[1] as ReceivedMail;
    expect(alert.subject).toBe(ALERT_EMAIL_TEXTS.alertSubject(1, 1));
    const body = text(alert);
    expect(body).toContain(`${SITE}/properties-for-sale/${match}`);
    expect(body).toContain(`${SITE}/properties-for-sale/${older}`);
    expect(body).not.toContain(`/properties-for-sale/${other}`);
    expect(body).toContain("now AED 1,900,000 (was AED 2,600,000)");
    const unsubscribe = linkPath(alert, "unsubscribe");
    expect(header(alert, "List-Unsubscribe")).toBe(`<${SITE}${unsubscribe}>`);
    expect(header(alert, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // the outbox keeps no working link once it is sent
    const row = await w.db.selectFrom("lead_emails").selectAll().where("message_id", "=", alert.messageId).executeTakeFirstOrThrow();
    expect(row.headers).toBeNull();
    expect(row.body).not.toContain("/alerts/");

    // never twice: another run finds nothing new
    await settle(w);
    expect(sink.received).toHaveLength(2);

    // the manage page shows the alert in words and takes a new frequency; a bad one is refused
    const manage = linkPath(alert, "manage");
    const page = await fetch(`${w.app.url}${manage}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain("2 Beds");
    expect(
      (
        await fetch(`${w.app.url}${manage}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "frequency", frequency: "hourly" }),
          redirect: "manual",
        })
      ).status,
    ).toBe(422);

    // a scanner's GET of the unsubscribe link changes nothing
    const shown = await fetch(`${w.app.url}${unsubscribe}`);
    expect(shown.status).toBe(200);
    expect((await alertOf(w.db, "omar@example.com")).state).toBe("active");

    // RFC 8058: the mail client's POST, no cookie, another site's Origin
    const oneClick = await fetch(`${w.app.url}${unsubscribe}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example.net" },
      redirect: "manual",
    });
    expect(oneClick.status).toBe(200);
    expect((await alertOf(w.db, "omar@example.com")).state).toBe("unsubscribed");
    // any other cross-site POST is still refused
    const forged = await fetch(`${w.app.url}${manage}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "pause" }),
      headers: { Origin: "https://evil.example" },
      redirect: "manual",
    });
    expect(forged.status).toBe(403);

    await addListing(w, { bedrooms: 2, price: 1_000_000 });
    await settle(w);
    await w.clock.advance(2 * HOUR);
    await w.outbox.tick();
    expect(sink.received).toHaveLength(2);
    // the ended alert's pages answer 410; its unsubscribe link says it is done
    expect((await fetch(`${w.app.url}${manage}`)).status).toBe(410);
    expect((await fetch(`${w.app.url}${unsubscribe}`)).status).toBe(200);
  });

  it("a daily alert gets one digest once its day has passed, not before", async () => {
    const w = await setUp(database().db);
    expect((await signUp(w, { email: "lina@example.com", frequency: "daily", search: "?bedrooms=1" })).status).toBe(303);
    await w.outbox.tick();
    await confirmFrom(w, sink.received[0] as ReceivedMail);
    const confirmedAt = w.clock.now().getTime();

    await w.clock.advance(HOUR);
    const first = await addListing(w, { bedrooms: 1, price: 900_000 });
    await settle(w);
    await w.clock.advance(20 * HOUR);
    const second = await addListing(w, { bedrooms: 1, price: 950_000 });
    await settle(w);
    expect(sink.received).toHaveLength(1);

    // past a day since the confirmation: the hourly safety run sends the digest
    await w.clock.advance(confirmedAt + 24 * HOUR + HOUR - w.clock.now().getTime());
    await w.outbox.tick();
    expect(sink.received).toHaveLength(2);
    const digest = sink.received[1] as ReceivedMail;
    expect(digest.subject).toBe(ALERT_EMAIL_TEXTS.alertSubject(2, 0));
    expect(text(digest)).toContain(`/properties-for-sale/${first}`);
    expect(text(digest)).toContain(`/properties-for-sale/${second}`);

    // and not again the same day
    await addListing(w, { bedrooms: 1, price: 990_000 });
    await settle(w);
    await w.clock.advance(6 * HOUR);
    await w.outbox.tick();
    expect(sink.received).toHaveLength(2);
  });

  it("an Arabic sign-up answers in Arabic and confirms in Arabic (right-to-left HTML, /ar links)", async () => {
    const w = await setUp(database().db);
    const answer = await signUp(w, { email: "sara@example.com", frequency: "weekly", search: "" }, { arabic: true });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/ar/alerts?sent=1");
    const alert = await alertOf(w.db, "sara@example.com");
    expect(alert.language).toBe("ar");
    const mail = await w.db.selectFrom("lead_emails").selectAll().where("to_address", "=", "sara@example.com").executeTakeFirstOrThrow();
    expect(mail.subject).toBe(ar.ALERT_EMAIL_TEXTS.confirmSubject);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.body).toMatch(new RegExp(`${SITE.replace(/\./g, "\\.")}/ar/alerts/confirm/[A-Za-z0-9_-]{43}`));
    expect(mail.body).toContain("عقارات للبيع في دبي");
    const page = await fetch(`${w.app.url}/ar/alerts?sent=1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(ar.ALERT_PAGE_TEXTS.sentTitle);
  });

  it("every list page carries the box in its language, linking to the form for its filters; with JavaScript the answer comes back in place", async () => {
    const w = await setUp(database().db);
    for (const [path, form, action, words] of [
      ["/properties/buy?bedrooms=2", "/alerts?category=Residential&method=buy&search=%3Fbedrooms%3D2", "/alerts", "Alert me"],
      ["/properties/rent", "/alerts?category=Residential&method=rent&search=", "/alerts", "Alert me"],
      ["/commercial-properties/buy", "/alerts?category=Commercial&method=buy&search=", "/alerts", "Alert me"],
      ["/ar/commercial-properties/rent", "/ar/alerts?category=Commercial&method=rent&search=", "/ar/alerts", ar.ALERT_FORM_TEXTS.submit],
      [
        "/ar/properties/buy?bedrooms=2",
        "/ar/alerts?category=Residential&method=buy&search=%3Fbedrooms%3D2",
        "/ar/alerts",
        ar.ALERT_FORM_TEXTS.submit,
      ],
    ] as const) {
      const page = await fetch(`${w.app.url}${path}`);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html, path).toContain(words);
      // the list's box links to the form's own page for this search (the form itself comes with the page's script)
      expect(html, path).toContain(`href="${form.replace(/&/g, "&amp;")}"`);
      expect(html, path).not.toContain('name="consent"');
      const formPage = await fetch(`${w.app.url}${form}`);
      expect(formPage.status, form).toBe(200);
      expect(formPage.headers.get("cache-control"), form).toContain("no-store");
      const formHtml = await formPage.text();
      expect(formHtml, form).toContain(`action="${action}"`);
      expect(formHtml, form).toContain('<meta name="robots" content="noindex');
      // the consent box is there and not ticked
      const consent = /<input type="checkbox"[^>]*name="consent"[^>]*>/.exec(formHtml)?.[0] ?? "";
      expect(consent, form).toContain('value="yes"');
      expect(consent, form).not.toContain("checked");
      if (path.includes("bedrooms=2")) expect(formHtml).toContain('name="search" value="?bedrooms=2"');
    }
    // a form page for no list, or for a search that is not a list's query, is no page
    for (const bad of [
      "/alerts",
      "/alerts?category=Land&method=buy",
      "/alerts?category=Residential&method=sell",
      "/alerts?category=Residential&method=buy&search=bedrooms%3D2",
    ]) {
      expect((await fetch(`${w.app.url}${bad}`)).status, bad).toBe(404);
    }
    const enhanced = await fetch(`${w.app.url}/alerts.data`, {
      method: "POST",
      body: new URLSearchParams({
        category: "Residential",
        method: "rent",
        consent: "yes",
        email: "js@example.com",
        frequency: "weekly",
        search: "?cheques=4",
        _js: "1",
      }),
      headers: { "X-Forwarded-For": "10.8.0.1" },
    });
    expect(enhanced.status).toBeLessThan(300);
    expect(await enhanced.text()).toContain("js@example.com");
    expect(await alertOf(w.db, "js@example.com")).toMatchObject({
      state: "pending",
      listing_type: "RENT",
      query: "cheques=4",
      frequency: "weekly",
    });
  });

  it("refuses bad input and bad tokens with 400, 404 or 410, never 500", async () => {
    const w = await setUp(database().db);
    const bad = await signUp(w, { email: "not-an-address", frequency: "instant", search: "" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("cache-control")).toBe("no-store");
    expect(await bad.text()).toContain("Enter a valid e-mail address");
    const noConsent = await signUp(w, { email: "a@example.com", frequency: "instant", consent: "", search: "" });
    expect(noConsent.status).toBe(400);
    expect((await signUp(w, { email: "a@example.com", frequency: "hourly", search: "" })).status).toBe(400);
    expect((await signUp(w, { email: "a@example.com", frequency: "daily", category: "Land", search: "" })).status).toBe(400);
    expect(await w.db.selectFrom("search_alerts").select("id").execute()).toEqual([]);

    // five sign-ups per client address in ten minutes; the sixth is refused with Retry-After
    ip += 1;
    const client = `10.7.${Math.floor(ip / 250)}.${ip % 250}`;
    const from = (i: number) =>
      fetch(`${w.app.url}/alerts`, {
        method: "POST",
        body: new URLSearchParams({
          category: "Residential",
          method: "buy",
          consent: "yes",
          email: `r${i}@example.com`,
          frequency: "daily",
          search: "",
        }),
        headers: { "X-Forwarded-For": client },
        redirect: "manual",
      });
    for (let i = 0; i < 5; i++) expect((await from(i)).status).toBe(303);
    const refused = await from(5);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await w.db.deleteFrom("search_alerts").execute();

    // one address, asked for from many connections: three confirmation e-mails a day at most, the same answer each time
    for (let i = 0; i < 4; i++) expect((await signUp(w, { email: "target@example.com", frequency: "daily", search: "" })).status).toBe(303);
    expect(await w.db.selectFrom("search_alerts").select("id").where("email", "=", "target@example.com").execute()).toHaveLength(3);
    await w.db.deleteFrom("search_alerts").execute();

    const unknown = "A".repeat(43);
    for (const path of [
      `/alerts/confirm/${unknown}`,
      "/alerts/manage/short",
      `/ar/alerts/unsubscribe/${unknown}`,
      "/alerts/confirm/%E0%A4%A",
    ])
      expect([404, 400], path).toContain((await fetch(`${w.app.url}${path}`)).status);
    expect((await fetch(`${w.app.url}/alerts/unsubscribe/${unknown}`, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(
      404,
    );
    expect((await fetch(`${w.app.url}/alerts`)).status).toBe(404);

    // a pending alert not confirmed within 7 days: its link has expired
    expect((await signUp(w, { email: "late@example.com", frequency: "daily", search: "" })).status).toBe(303);
    await w.outbox.tick();
    const path = linkPath(sink.received.find((m) => m.to.includes("late@example.com")) as ReceivedMail, "confirm");
    await w.db.updateTable("search_alerts").set({ created_at: "2026-11-01T00:00:00.000Z" }).execute();
    expect((await fetch(`${w.app.url}${path}`)).status).toBe(410);
    expect((await fetch(`${w.app.url}${path}`, { method: "POST", body: new URLSearchParams(), redirect: "manual" })).status).toBe(410);
  });
});
