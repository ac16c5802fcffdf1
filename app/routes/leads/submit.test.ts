import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { describeEachDatabase, renameTable } from "#tests/setup/databases.ts";
import { agencyConfig, parseEnv, trustedOrigin } from "#app/utils/env.server.ts";
import { GUIDE_FORM_FAILURE, GUIDE_FORM_SUCCESS } from "#app/content/site.ts";
import { FIELD_MESSAGES, RATE_LIMITED_MESSAGE } from "#app/content/leads.ts";
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

function post(db: DB, kind: string, fields: Record<string, string>, options: { ip?: string; env?: Record<string, string> } = {}) {
  const body = new URLSearchParams(fields);
  const env = parseEnv({ SITE_URL: "https://www.agency.test", ...options.env });
  const args = {
    request: new Request(`https://www.agency.test/leads/${kind}`, { method: "POST", body }),
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
});
