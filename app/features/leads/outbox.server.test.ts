import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { createOutbox, type MailTransport, type OutgoingMail, smtpTransport } from "./outbox.server.ts";
import { leadsDb } from "./outbox-schema.ts";
import { storeLead, type StoreLeadOptions } from "./service.server.ts";
import { validateLead, type LeadInput } from "./schemas.ts";
import { SmtpSink } from "#tests/fixtures/smtp-sink.ts";

const config: StoreLeadOptions = {
  notifyTo: "leads@agency.test",
  agencyEmail: "hello@agency.test",
  brand: "Sandstone",
  siteUrl: "https://www.agency.test",
  smtpConfigured: true,
};

function guide(email = "visitor@example.com"): LeadInput {
  const r = validateLead("guide", { name: "Omar Haddad", email, phone: "+971 50 123 4567", message: "<b>hi</b>" });
  if (!r.ok) throw new Error("fixture invalid");
  return r.lead;
}

/** A transport that records mail, and fails while `down` is true. */
function fakeTransport() {
  const sent: OutgoingMail[] = [];
  const state = { down: false, delayMs: 0 };
  const transport: MailTransport = {
    async send(mail) {
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.down) throw new Error("connect ECONNREFUSED");
      sent.push(mail);
      return "250 OK";
    },
    close() {},
  };
  return { sent, state, transport };
}

describeEachDatabase("lead outbox", (get) => {
  const start = new Date("2026-03-01T10:00:00.000Z");
  const clock = { t: start };
  const now = () => clock.t;
  const advance = (ms: number) => {
    clock.t = new Date(clock.t.getTime() + ms);
  };

  beforeEach(() => {
    clock.t = start; // every test starts on an empty database (describeEachDatabase) at the same time
  });

  it("stores the lead and its two e-mails in one transaction", async () => {
    const stored = await storeLead(get().db, guide(), { ...config, page: "/investment-guide", now: now() });
    const db = leadsDb(get().db);
    const lead = await db.selectFrom("leads").selectAll().where("id", "=", stored.id ?? -1).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: "guide", email: "visitor@example.com", phone: "+971501234567", delivery_state: "pending" });
    expect(JSON.parse(lead.payload)).toMatchObject({ phoneCode: "+971", page: "/investment-guide" });
    const emails = await db.selectFrom("lead_emails").selectAll().orderBy("recipient").execute();
    expect(emails.map((e) => [e.recipient, e.to_address, e.reply_to])).toEqual([
      ["agency", "leads@agency.test", "visitor@example.com"],
      ["visitor", "visitor@example.com", "hello@agency.test"],
    ]);
    expect(emails[0]?.body).toContain("<b>hi</b>"); // plain text, verbatim
  });

  it("stores nothing when the outbox write fails", async () => {
    await sql`alter table lead_emails rename to lead_emails_off`.execute(get().db);
    try {
      await expect(storeLead(get().db, guide(), config)).rejects.toThrow();
    } finally {
      await sql`alter table lead_emails_off rename to lead_emails`.execute(get().db);
    }
    const count = await get().db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("stores a newsletter address once, whatever its case", async () => {
    const sub = (email: string) => {
      const r = validateLead("newsletter", { email });
      if (!r.ok) throw new Error("invalid");
      return storeLead(get().db, r.lead, config);
    };
    expect((await sub("reader@example.com")).duplicate).toBe(false);
    expect(await sub("Reader@Example.com")).toEqual({ id: null, duplicate: true });
    const rows = await get().db.selectFrom("leads").select("email").where("kind", "=", "newsletter").execute();
    expect(rows).toEqual([{ email: "reader@example.com" }]);
    // an enquiry from the same address is still a separate lead
    await storeLead(get().db, guide("reader@example.com"), config);
    expect((await get().db.selectFrom("leads").select("id").execute()).length).toBe(2);
  });

  it("without SMTP marks leads undelivered, and sends them once SMTP is configured", async () => {
    const { id } = await storeLead(get().db, guide(), { ...config, smtpConfigured: false, now: now() });
    const idle = createOutbox({ db: get().db, transport: null, from: "site@agency.test", now });
    await idle.tick();
    const state = () => get().db.selectFrom("leads").select("delivery_state").where("id", "=", id ?? -1).executeTakeFirstOrThrow();
    expect((await state()).delivery_state).toBe("undelivered");

    const fake = fakeTransport();
    const outbox = createOutbox({ db: get().db, transport: fake.transport, from: "site@agency.test", now });
    expect(await outbox.tick()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect((await state()).delivery_state).toBe("sent");
    expect(await outbox.tick()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(fake.sent.map((m) => m.to).sort()).toEqual(["leads@agency.test", "visitor@example.com"]);
  });

  it("retries with growing back-off, records every attempt, and gives up after the cap", async () => {
    const { id } = await storeLead(get().db, guide(), { ...config, now: now() });
    const fake = fakeTransport();
    fake.state.down = true;
    const outbox = createOutbox({ db: get().db, transport: fake.transport, from: "s@agency.test", now, maxAttempts: 3, baseBackoffMs: 1000 });
    const db = leadsDb(get().db);
    expect(await outbox.tick()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    expect(await outbox.tick()).toEqual({ sent: 0, retrying: 0, failed: 0 }); // not due yet
    advance(1000);
    expect((await outbox.tick()).retrying).toBe(2);
    const second = await db.selectFrom("lead_emails").select(["next_attempt_at", "attempts"]).where("recipient", "=", "agency").executeTakeFirstOrThrow();
    expect(second.attempts).toBe(2);
    expect(new Date(second.next_attempt_at).getTime() - clock.t.getTime()).toBe(2000);
    advance(2000);
    expect((await outbox.tick()).failed).toBe(2);
    const lead = await db.selectFrom("leads").select("delivery_state").where("id", "=", id ?? -1).executeTakeFirstOrThrow();
    expect(lead.delivery_state).toBe("failed");
    const attempts = await db.selectFrom("lead_email_attempts").select(["attempt", "ok", "detail"]).execute();
    expect(attempts).toHaveLength(6);
    expect(attempts.every((a) => a.ok === 0 && a.detail?.includes("ECONNREFUSED"))).toBe(true);
    advance(60 * 60_000);
    expect(await outbox.tick()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("two workers on one database never send the same e-mail", async () => {
    for (let i = 0; i < 5; i += 1) await storeLead(get().db, guide(`v${i}@example.com`), { ...config, now: now() });
    const fake = fakeTransport();
    fake.state.delayMs = 5;
    const a = createOutbox({ db: get().db, transport: fake.transport, from: "s@agency.test", now, batchSize: 20 });
    const b = createOutbox({ db: get().db, transport: fake.transport, from: "s@agency.test", now, batchSize: 20 });
    const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
    expect(ra.sent + rb.sent).toBe(10);
    expect(new Set(fake.sent.map((m) => m.messageId)).size).toBe(10);
    expect(fake.sent).toHaveLength(10);
  });

  it("a lease that expired (a crashed worker) lets another worker take the row", async () => {
    await storeLead(get().db, guide(), { ...config, now: now() });
    const db = leadsDb(get().db);
    await db.updateTable("lead_emails").set({ claim_token: "dead", claimed_until: new Date(clock.t.getTime() + 30_000).toISOString() }).execute();
    const fake = fakeTransport();
    const outbox = createOutbox({ db: get().db, transport: fake.transport, from: "s@agency.test", now });
    expect((await outbox.tick()).sent).toBe(0);
    advance(31_000);
    expect((await outbox.tick()).sent).toBe(2);
  });

  describeSmtp(get, now, advance);
});

function describeSmtp(get: () => { db: DB }, now: () => Date, advance: (ms: number) => void) {
  const sink = new SmtpSink();
  beforeAll(() => sink.start());
  afterAll(() => sink.stop());
  beforeEach(() => {
    sink.received.length = 0;
  });

  it("delivers the agency notification to a real SMTP server", async () => {
    await storeLead(get().db, guide(), { ...config, now: now() });
    const outbox = createOutbox({ db: get().db, transport: smtpTransport(sink.url), from: "Sandstone <site@agency.test>", now });
    await outbox.tick();
    await outbox.stop();
    const agency = sink.received.filter((m) => m.to.includes("leads@agency.test"));
    expect(agency).toHaveLength(1);
    expect(agency[0]?.subject).toBe("Investment guide request: Omar Haddad");
    expect(agency[0]?.raw).toContain("Phone: +971501234567");
    expect(sink.received.some((m) => m.to.includes("visitor@example.com"))).toBe(true);
  });

  it("SMTP down while a lead arrives: exactly one notification once it is back", async () => {
    await sink.stop();
    const { id } = await storeLead(get().db, guide(), { ...config, now: now() });
    const outbox = createOutbox({ db: get().db, transport: smtpTransport(sink.url), from: "site@agency.test", now, baseBackoffMs: 1000 });
    expect((await outbox.tick()).retrying).toBe(2);
    await sink.start();
    advance(1000);
    await outbox.tick();
    advance(10 * 60_000);
    await outbox.tick();
    await outbox.tick();
    await outbox.stop();
    expect(sink.received.filter((m) => m.to.includes("leads@agency.test"))).toHaveLength(1);
    const lead = await get().db.selectFrom("leads").select("delivery_state").where("id", "=", id ?? -1).executeTakeFirstOrThrow();
    expect(lead.delivery_state).toBe("sent");
  });
}
