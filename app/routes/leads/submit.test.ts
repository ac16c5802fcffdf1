import { describe, expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { describeEachDatabase, renameTable } from "#tests/setup/databases.ts";
import { agencyConfig, parseEnv, trustedOrigin } from "#app/utils/env.server.ts";
import { GUIDE_FORM_FAILURE, GUIDE_FORM_SUCCESS } from "#app/content/site.ts";
import { FIELD_MESSAGES, RATE_LIMITED_MESSAGE } from "#app/content/leads.ts";
import * as ar from "#app/content/ar/leads.ts";
import { GUIDE_FORM_SUCCESS as GUIDE_FORM_SUCCESS_AR } from "#app/content/ar/site.ts";
import { createOutbox, smtpTransport } from "#app/features/leads/outbox.server.ts";
import type { LeadActionData } from "#app/features/leads/messages.ts";
import { SmtpSink } from "#tests/fixtures/smtp-sink.ts";
import { action } from "./submit.tsx";

type ActionArgs = Parameters<typeof action>[0];
interface DataResult {
  data: LeadActionData;
  init: { status?: number; headers?: Record<string, string> } | null;
}

let ipCounter = 0;
/** A client address no earlier test used: the rate limiter lives as long as the module. */
const freshIp = () => `10.0.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}`;

function post(
  db: DB,
  kind: string,
  fields: Record<string, string>,
  options: { ip?: string; env?: Record<string, string>; arabic?: boolean } = {},
) {
  const body = new URLSearchParams(fields);
  const env = parseEnv({ SITE_URL: "https://www.agency.test", ...options.env });
  const args = {
    request: new Request(`https://www.agency.test${options.arabic ? "/ar" : ""}/leads/${kind}`, { method: "POST", body }),
    params: { kind },
    context: { db, env, agency: agencyConfig(env), mailOrigin: trustedOrigin(env), nonce: "", clientIp: options.ip ?? freshIp() },
  } as unknown as ActionArgs;
  return action(args);
}

/** What the action answered: data (enhanced) or a thrown redirect (no JavaScript). */
async function outcome(p: Promise<unknown>): Promise<{ result?: DataResult; redirect?: Response }> {
  try {
    return { result: (await p) as DataResult };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown };
    throw thrown;
  }
}

const guide = {
  name: "Lina Mansour",
  email: "lina@example.com",
  phone: "+971 55 765 4321",
  country: "ae",
  _js: "1",
  _page: "/investment-guide",
};

describeEachDatabase("POST /leads/:kind", (database) => {
  it("stores a valid request and answers the spec's success text, not cached", async () => {
    const { result } = await outcome(post(database().db, "guide", guide));
    expect(result?.data).toEqual({ ok: true, kind: "guide", message: GUIDE_FORM_SUCCESS });
    expect(result?.init?.headers?.["Cache-Control"]).toBe("no-store");
    const lead = await database().db.selectFrom("leads").selectAll().where("email", "=", "lina@example.com").executeTakeFirst();
    expect(lead?.delivery_state).toBe("undelivered"); // no SMTP_URL in this environment
  });

  it("answers 400 with a message per field and echoes what was typed", async () => {
    const { result } = await outcome(post(database().db, "valuation", { name: "", email: "x@", phone: "12", property: "", _js: "1" }));
    expect(result?.init?.status).toBe(400);
    if (result?.data.ok !== false) throw new Error("expected failure");
    expect(result.data.errors).toMatchObject({
      name: FIELD_MESSAGES.nameRequired,
      email: FIELD_MESSAGES.emailInvalid,
      phone: FIELD_MESSAGES.phoneInvalid,
      property: FIELD_MESSAGES.propertyRequired,
    });
    expect(result.data.values.email).toBe("x@");
  });

  it("without JavaScript, success redirects (303) back to the page with ?sent", async () => {
    const { _js, ...plain } = guide;
    const { redirect } = await outcome(
      post(database().db, "valuation", { ...plain, _page: "/property-valuation-form?tab=Sales", property: "Marina Gate", tab: "Sales" }),
    );
    expect(redirect?.status).toBe(303);
    expect(redirect?.headers.get("Location")).toBe("/property-valuation-form?tab=Sales&sent=valuation#valuation-form");
    const stored = await database().db.selectFrom("leads").select(["kind", "email"]).execute();
    expect(stored).toEqual([{ kind: "valuation", email: "lina@example.com" }]);
  });

  it("never redirects off the site", async () => {
    const { _js, ...plain } = guide;
    const { redirect } = await outcome(post(database().db, "guide", { ...plain, _page: "//evil.example/x" }));
    expect(redirect?.headers.get("Location")).toBe("/investment-guide?sent=guide#guide-request");
  });

  it("a filled honeypot looks like success and stores nothing", async () => {
    const { result } = await outcome(post(database().db, "guide", { ...guide, email: "bot@example.com", website: "http://spam" }));
    expect(result?.data.ok).toBe(true);
    expect(await database().db.selectFrom("leads").select("id").execute()).toEqual([]);
  });

  it("limits one address to LEADS_RATE_LIMIT submissions (429 with Retry-After)", async () => {
    const env = { LEADS_RATE_LIMIT: "3" };
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      const { result } = await outcome(post(database().db, "newsletter", { email: `n${i}@example.com`, _js: "1" }, { ip, env }));
      expect(result?.data.ok).toBe(true);
    }
    const { result } = await outcome(post(database().db, "newsletter", { email: "n9@example.com", _js: "1" }, { ip, env }));
    expect(result?.init?.status).toBe(429);
    expect(result?.data.message).toBe(RATE_LIMITED_MESSAGE);
    expect(Number(result?.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
    const other = await outcome(post(database().db, "newsletter", { email: "n9@example.com", _js: "1" }, { ip: freshIp(), env }));
    expect(other.result?.data.ok).toBe(true);
  });

  it("a database failure shows the failure text; the retry then succeeds", async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    await renameTable(database().db, "leads", "leads_offline");
    let failed: DataResult | undefined;
    try {
      failed = (await outcome(post(database().db, "guide", { ...guide, email: "retry@example.com" }))).result;
    } finally {
      await renameTable(database().db, "leads_offline", "leads");
      console.error = original;
    }
    expect(failed?.init?.status).toBe(500);
    expect(failed?.data.message).toBe(GUIDE_FORM_FAILURE);
    expect(errors).toHaveLength(1);
    const retry = await outcome(post(database().db, "guide", { ...guide, email: "retry@example.com" }));
    expect(retry.result?.data.message).toBe(GUIDE_FORM_SUCCESS);
    expect(await database().db.selectFrom("leads").select("id").where("email", "=", "retry@example.com").execute()).toHaveLength(1);
  });

  it("a stored lead survives a restart and is delivered by the next server's worker", async () => {
    await outcome(post(database().db, "guide", { ...guide, email: "restart@example.com" }));
    await database().reopen(); // the server stops before any e-mail went out; the next one starts
    const sink = new SmtpSink();
    await sink.start();
    try {
      const outbox = createOutbox({ db: database().db, transport: smtpTransport(sink.url), from: "site@agency.test", batchSize: 50 });
      await outbox.tick();
      await outbox.stop();
      const lead = await database()
        .db.selectFrom("leads")
        .select("delivery_state")
        .where("email", "=", "restart@example.com")
        .executeTakeFirstOrThrow();
      expect(lead.delivery_state).toBe("sent");
      expect(sink.received.filter((m) => m.raw.includes("restart@example.com") && m.to.includes("hello@sandstone.ae"))).toHaveLength(1);
    } finally {
      await sink.stop();
    }
  });

  it("an unknown form kind is a 404", async () => {
    await expect(post(database().db, "mortgage", guide)).rejects.toMatchObject({ init: { status: 404 } });
  });

  describe("from an Arabic page (POST /ar/leads/:kind)", () => {
    const arabic = { arabic: true };

    it("answers 400 with the Arabic messages and summary, and echoes what was typed", async () => {
      const { result } = await outcome(
        post(database().db, "valuation", { name: "", email: "x@", phone: "12", property: "", _js: "1" }, arabic),
      );
      expect(result?.init?.status).toBe(400);
      if (result?.data.ok !== false) throw new Error("expected failure");
      expect(result.data.message).toBe(ar.FORM_ERROR_SUMMARY);
      expect(result.data.errors).toMatchObject({
        name: "يرجى إدخال اسمك.",
        email: ar.FIELD_MESSAGES.emailInvalid,
        phone: "يرجى إدخال رقم هاتف صحيح للدولة المختارة.",
        property: "يرجى إدخال اسم المجتمع السكني أو البرج.",
      });
      expect(result.data.values.email).toBe("x@");
    });

    it("stores the lead as Arabic and answers the Arabic success text; its acknowledgement is Arabic, the agency's English", async () => {
      const { result } = await outcome(post(database().db, "guide", { ...guide, _page: "/ar/investment-guide" }, arabic));
      expect(result?.data).toEqual({ ok: true, kind: "guide", message: GUIDE_FORM_SUCCESS_AR });
      const lead = await database()
        .db.selectFrom("leads")
        .select(["id", "language"])
        .where("email", "=", "lina@example.com")
        .executeTakeFirstOrThrow();
      expect(lead.language).toBe("ar");
      const emails = await database()
        .db.selectFrom("lead_emails")
        .select(["recipient", "subject", "body", "html"])
        .where("lead_id", "=", lead.id)
        .orderBy("recipient")
        .execute();
      const agency = emails.find((e) => e.recipient === "agency");
      const visitor = emails.find((e) => e.recipient === "visitor");
      expect(agency?.subject).toBe("Investment guide request: Lina Mansour");
      expect(agency?.body).toContain("Language: Arabic");
      expect(agency?.html).toBeNull();
      expect(visitor?.subject).toBe(ar.EMAIL_TEXTS.visitorSubject.guide);
      expect(visitor?.body).toContain("مرحبًا Lina Mansour،");
      expect(visitor?.body).toContain("https://www.agency.test/ar/investment-guide/read");
      expect(visitor?.html).toContain('<html lang="ar" dir="rtl">');
    });

    it("the Arabic acknowledgement reaches the SMTP server as text and a right-to-left HTML part; the agency's as text only", async () => {
      await outcome(post(database().db, "guide", { ...guide, email: "arabic@example.com", _page: "/ar/investment-guide" }, arabic));
      const sink = new SmtpSink();
      await sink.start();
      try {
        const outbox = createOutbox({ db: database().db, transport: smtpTransport(sink.url), from: "site@agency.test", batchSize: 50 });
        await outbox.tick();
        await outbox.stop();
        const visitor = sink.received.find((m) => m.to.includes("arabic@example.com"));
        const agency = sink.received.find((m) => m.to.includes("hello@sandstone.ae"));
        expect(visitor?.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
        expect(visitor?.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
        const parts = (visitor?.raw ?? "").split(/\r?\n--/);
        const html = parts.find((p) => /Content-Type: text\/html/i.test(p)) ?? "";
        const [, encoding = "", payload = ""] = /Content-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*)/i.exec(html) ?? [];
        const decoded =
          encoding.toLowerCase() === "base64"
            ? Buffer.from(payload.replace(/\s+/g, ""), "base64").toString("utf8")
            : payload.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        expect(decoded).toContain('<html lang="ar" dir="rtl">');
        expect(agency?.raw).not.toMatch(/text\/html/i);
      } finally {
        await sink.stop();
      }
    });

    it("an English lead is stored as English with a plain-text acknowledgement", async () => {
      await outcome(post(database().db, "guide", guide));
      const lead = await database().db.selectFrom("leads").select(["id", "language"]).executeTakeFirstOrThrow();
      expect(lead.language).toBe("en");
      const visitor = await database()
        .db.selectFrom("lead_emails")
        .select(["subject", "html"])
        .where("lead_id", "=", lead.id)
        .where("recipient", "=", "visitor")
        .executeTakeFirstOrThrow();
      expect(visitor).toEqual({ subject: "Your Dubai investment guide request", html: null });
    });

    it("without JavaScript, success returns to the Arabic page (303), and an unusable page falls back to the Arabic form page", async () => {
      const { _js, ...plain } = guide;
      const back = await outcome(post(database().db, "guide", { ...plain, _page: "/ar/investment-guide" }, arabic));
      expect(back.redirect?.headers.get("Location")).toBe("/ar/investment-guide?sent=guide#guide-request");
      const fallback = await outcome(post(database().db, "guide", { ...plain, email: "b@example.com", _page: "//evil.example/x" }, arabic));
      expect(fallback.redirect?.headers.get("Location")).toBe("/ar/investment-guide?sent=guide#guide-request");
    });

    it("says the rate limit in Arabic", async () => {
      const env = { LEADS_RATE_LIMIT: "1" };
      const ip = freshIp();
      await outcome(post(database().db, "newsletter", { email: "a1@example.com", _js: "1" }, { ip, env, ...arabic }));
      const { result } = await outcome(post(database().db, "newsletter", { email: "a2@example.com", _js: "1" }, { ip, env, ...arabic }));
      expect(result?.init?.status).toBe(429);
      expect(result?.data.message).toBe(ar.RATE_LIMITED_MESSAGE);
    });
  });
});
