import { afterEach, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { serverBuild, startApp, type RunningApp } from "#tests/setup/app-server.ts";
import * as en from "#app/content/leads.ts";
import * as ar from "#app/content/ar/leads.ts";
import { ENQUIRY_SUCCESS as ENQUIRY_SUCCESS_AR } from "#app/content/ar/site.ts";
import { GUIDES as GUIDES_AR } from "#app/content/ar/guides.ts";

/**
 * The Arabic guides and lead pages over HTTP (issue 43), as a visitor without JavaScript meets them:
 * the contact page's form posts to /ar/leads/enquiry, a correction page answers in Arabic, a success
 * comes back to the Arabic page, and a guide reads in Arabic with its JSON-LD in Arabic.
 */
const apps: RunningApp[] = [];
beforeAll(() => serverBuild());
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** What the page says, without tags (the Arabic texts as a reader sees them). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describeEachDatabase("the Arabic guides and lead pages", (get) => {
  const start = async () => {
    const app = await startApp(get().db, { SITE_URL: "https://www.example.ae" });
    apps.push(app);
    return app;
  };
  const post = (app: RunningApp, path: string, fields: Record<string, string>) =>
    fetch(`${app.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
      body: new URLSearchParams(fields).toString(),
    });

  it("the Arabic contact page: its form posts to /ar/leads/enquiry, labels and choices in Arabic, the phone left to right", async () => {
    const app = await start();
    const html = await (await fetch(`${app.url}/ar/contact`)).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('action="/ar/leads/enquiry"');
    expect(html).not.toContain('action="/leads/enquiry"');
    const text = textOf(html);
    expect(text).toContain(ar.CONTACT_CHANNELS.inlineFormHeading);
    expect(text).toContain(ar.CHOICE_LABELS.category["Off Plan & Investment"]);
    expect(text).not.toContain(en.CONTACT_CHANNELS.inlineFormHeading);
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*dir="ltr"|<input[^>]*dir="ltr"[^>]*name="phone"/);
    expect(html).toContain('<option value="Off Plan &amp; Investment">');
  });

  it("an Arabic enquiry without JavaScript: a correction page in Arabic (400), then success back on the Arabic page", async () => {
    const app = await start();
    const bad = await post(app, "/ar/leads/enquiry", { name: "", email: "x@", phone: "12", category: "", _page: "/ar/contact" });
    expect(bad.status).toBe(400);
    const correction = await bad.text();
    expect(correction).toMatch(/<html lang="ar" dir="rtl"/);
    const text = textOf(correction);
    expect(text).toContain(ar.CORRECTION_PAGE_TEXTS.enquiry.title);
    expect(text).toContain("يرجى إدخال اسمك.");
    expect(text).toContain(ar.FORM_ERROR_SUMMARY);
    expect(text).toContain(ar.CORRECTION_PAGE_TEXTS.backLink);
    expect(correction).toContain('action="/ar/leads/enquiry"');

    const fields = { name: "ليلى منصور", email: "layla@example.com", phone: "050 123 4567", country: "ae", category: "Others" };
    const good = await post(app, "/ar/leads/enquiry", { ...fields, _page: "/ar/contact" });
    expect(good.status).toBe(303);
    const location = good.headers.get("location") ?? "";
    expect(location).toBe("/ar/contact?sent=enquiry#enquiry-form");
    const page = textOf(await (await fetch(`${app.url}${location.split("#")[0]}`)).text());
    expect(page).toContain(ENQUIRY_SUCCESS_AR);
    const lead = await get().db.selectFrom("leads").select(["language", "name"]).executeTakeFirstOrThrow();
    expect(lead).toEqual({ language: "ar", name: "ليلى منصور" });
  });

  it("an Arabic guide: /ar/guides opens the buyer's guide in Arabic, with Arabic meta and JSON-LD in Arabic", async () => {
    const app = await start();
    const index = await fetch(`${app.url}/ar/guides`, { redirect: "manual" });
    expect(index.status).toBe(302);
    expect(index.headers.get("location")).toBe("/ar/guides/buyers-guide");
    const res = await fetch(`${app.url}/ar/guides/buyers-guide`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const guide = GUIDES_AR[0]!;
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain(`<title>${guide.title}`);
    expect(html).toContain('property="og:locale" content="ar_AE"');
    expect(html).toContain('"inLanguage":"ar"');
    expect(html).toContain('"@id":"https://www.example.ae/ar/guides/buyers-guide"');
    const text = textOf(html);
    expect(text).toContain(guide.heroHeading);
    expect(text).toContain(guide.rowsContent[0]!.rowHeading);
    expect(text).toContain("دليل البائع"); // the other guides, by their Arabic names
    expect(text).not.toContain("Buying Property in Dubai");
    const english = await (await fetch(`${app.url}/guides/buyers-guide`)).text();
    expect(english).toContain('"inLanguage":"en"');
    expect(textOf(english)).toContain("Buying Property in Dubai");
  });
});
