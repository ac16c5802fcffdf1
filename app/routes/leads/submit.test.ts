import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "#app/db/db.server.ts";
import { agencyConfig, parseEnv } from "#app/utils/env.server.ts";
import { GUIDE_FORM_FAILURE, GUIDE_FORM_SUCCESS, VALUATION_SUCCESS } from "#app/content/site.ts";
import { FIELD_MESSAGES, RATE_LIMITED_MESSAGE } from "#app/content/leads.ts";
import { createOutbox, smtpTransport } from "#app/features/leads/outbox.server.ts";
import type { LeadActionData } from "#app/features/leads/messages.ts";
import { SmtpSink } from "#app/features/leads/testing/smtp-sink.ts";
import { action } from "./submit.tsx";

type ActionArgs = Parameters<typeof action>[0];
interface DataResult {
  data: LeadActionData;
  init: { status?: number; headers?: Record<string, string> } | null;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-route-"));
const file = path.join(dir, "site.db");
let handle: DatabaseHandle;
let ipCounter = 0;

function post(kind: string, fields: Record<string, string>, options: { ip?: string; env?: Record<string, string> } = {}) {
  const body = new URLSearchParams(fields);
  const env = parseEnv({ DATABASE_URL: file, SITE_URL: "https://www.agency.test", ...options.env });
  const args = {
    request: new Request(`https://www.agency.test/leads/${kind}`, { method: "POST", body }),
    params: { kind },
    context: { db: handle.db, env, agency: agencyConfig(env), nonce: "", clientIp: options.ip ?? `10.0.0.${(ipCounter += 1)}` },
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

const guide = { name: "Lina Mansour", email: "lina@example.com", phone: "+971 55 765 4321", country: "ae", _js: "1", _page: "/investment-guide" };

describe("POST /leads/:kind", () => {
  beforeAll(async () => {
    handle = openDatabase(file);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores a valid request and answers the spec's success text, not cached", async () => {
    const { result } = await outcome(post("guide", guide));
    expect(result?.data).toEqual({ ok: true, kind: "guide", message: GUIDE_FORM_SUCCESS });
    expect(result?.init?.headers?.["Cache-Control"]).toBe("no-store");
    const lead = await handle.db.selectFrom("leads").selectAll().where("email", "=", "lina@example.com").executeTakeFirst();
    expect(lead?.delivery_state).toBe("undelivered"); // no SMTP_URL in this environment
  });

  it("answers 400 with a message per field and echoes what was typed", async () => {
    const { result } = await outcome(post("valuation", { name: "", email: "x@", phone: "12", property: "", _js: "1" }));
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
    const { redirect } = await outcome(post("valuation", { ...plain, _page: "/property-valuation-form?tab=Sales", property: "Marina Gate", tab: "Sales" }));
    expect(redirect?.status).toBe(303);
    expect(redirect?.headers.get("Location")).toBe("/property-valuation-form?tab=Sales&sent=valuation#valuation-form");
    expect(VALUATION_SUCCESS).toBeTruthy();
  });

  it("never redirects off the site", async () => {
    const { _js, ...plain } = guide;
    const { redirect } = await outcome(post("guide", { ...plain, _page: "//evil.example/x" }));
    expect(redirect?.headers.get("Location")).toBe("/investment-guide?sent=guide#guide-request");
  });

  it("a filled honeypot looks like success and stores nothing", async () => {
    const before = await handle.db.selectFrom("leads").select("id").execute();
    const { result } = await outcome(post("guide", { ...guide, email: "bot@example.com", website: "http://spam" }));
    expect(result?.data.ok).toBe(true);
    expect(await handle.db.selectFrom("leads").select("id").execute()).toHaveLength(before.length);
  });

  it("limits one address to LEADS_RATE_LIMIT submissions (429 with Retry-After)", async () => {
    const env = { LEADS_RATE_LIMIT: "3" };
    for (let i = 0; i < 3; i += 1) {
      const { result } = await outcome(post("newsletter", { email: `n${i}@example.com`, _js: "1" }, { ip: "203.0.113.9", env }));
      expect(result?.data.ok).toBe(true);
    }
    const { result } = await outcome(post("newsletter", { email: "n9@example.com", _js: "1" }, { ip: "203.0.113.9", env }));
    expect(result?.init?.status).toBe(429);
    expect(result?.data.message).toBe(RATE_LIMITED_MESSAGE);
    expect(Number(result?.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
    const other = await outcome(post("newsletter", { email: "n9@example.com", _js: "1" }, { ip: "203.0.113.10", env }));
    expect(other.result?.data.ok).toBe(true);
  });

  it("a database failure shows the failure text; the retry then succeeds", async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    await sql`alter table leads rename to leads_offline`.execute(handle.db);
    let failed: DataResult | undefined;
    try {
      failed = (await outcome(post("guide", { ...guide, email: "retry@example.com" }))).result;
    } finally {
      await sql`alter table leads_offline rename to leads`.execute(handle.db);
      console.error = original;
    }
    expect(failed?.init?.status).toBe(500);
    expect(failed?.data.message).toBe(GUIDE_FORM_FAILURE);
    expect(errors).toHaveLength(1);
    const retry = await outcome(post("guide", { ...guide, email: "retry@example.com" }));
    expect(retry.result?.data.message).toBe(GUIDE_FORM_SUCCESS);
    expect(await handle.db.selectFrom("leads").select("id").where("email", "=", "retry@example.com").execute()).toHaveLength(1);
  });

  it("a stored lead survives a restart and is delivered by the next server's worker", async () => {
    await outcome(post("guide", { ...guide, email: "restart@example.com" }));
    await handle.close(); // the server stops before any e-mail went out
    handle = openDatabase(file);
    const sink = new SmtpSink();
    await sink.start();
    try {
      const outbox = createOutbox({ db: handle.db, transport: smtpTransport(sink.url), from: "site@agency.test", batchSize: 50 });
      await outbox.tick();
      await outbox.stop();
      const lead = await handle.db.selectFrom("leads").select("delivery_state").where("email", "=", "restart@example.com").executeTakeFirstOrThrow();
      expect(lead.delivery_state).toBe("sent");
      expect(sink.received.filter((m) => m.raw.includes("restart@example.com") && m.to.includes("hello@sandstone.ae"))).toHaveLength(1);
    } finally {
      await sink.stop();
    }
  });

  it("an unknown form kind is a 404", async () => {
    await expect(post("mortgage", guide)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
