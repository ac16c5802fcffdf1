import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { describeEachDatabase, renameTable } from "#tests/setup/databases.ts";
import { createOutbox, type MailTransport, type OutgoingMail, outboxHealth, requeueFailed, smtpTransport } from "./outbox.server.ts";
import { storeLead, type StoreLeadOptions } from "./service.server.ts";
import { validateLead, type LeadInput } from "./schemas.ts";
import { manualClock } from "#tests/fixtures/manual-clock.ts";
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
  let begun = 0;
  let gate: Promise<void> | null = null;
  const waiting: Array<{ n: number; resolve: () => void }> = [];
  const transport: MailTransport = {
    async send(mail) {
      begun += 1;
      for (const w of waiting) if (begun >= w.n) w.resolve();
      if (gate) await gate;
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.down) throw new Error("connect ECONNREFUSED");
      sent.push(mail);
      return "250 OK";
    },
    close() {},
  };
  return {
    sent,
    state,
    transport,
    /** holds every send from now on (a relay that has not answered yet) until the returned function is called */
    hold() {
      let release!: () => void;
      gate = new Promise<void>((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
    /** resolves once `n` sends have begun */
    started(n: number) {
      return new Promise<void>((resolve) => {
        if (begun >= n) resolve();
        else waiting.push({ n, resolve });
      });
    },
  };
}

describeEachDatabase("lead outbox", (get) => {
  const start = new Date("2026-03-01T10:00:00.000Z");
  let clock = manualClock(start);
  const now = () => clock.now();
  const advance = (ms: number) => clock.advance(ms);

  beforeEach(() => {
    clock = manualClock(start); // every test starts on an empty database (describeEachDatabase) at the same time
  });

  it("stores the lead and its two e-mails in one transaction", async () => {
    const stored = await storeLead(get().db, guide(), { ...config, page: "/investment-guide", now: now() });
    const db = get().db;
    const lead = await db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", stored.id ?? -1)
      .executeTakeFirstOrThrow();
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
    await renameTable(get().db, "lead_emails", "lead_emails_off");
    try {
      await expect(storeLead(get().db, guide(), config)).rejects.toThrow();
    } finally {
      await renameTable(get().db, "lead_emails_off", "lead_emails");
    }
    const count = await get()
      .db.selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
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
    const state = () =>
      get()
        .db.selectFrom("leads")
        .select("delivery_state")
        .where("id", "=", id ?? -1)
        .executeTakeFirstOrThrow();
    expect((await state()).delivery_state).toBe("undelivered");

    const fake = fakeTransport();
    const outbox = createOutbox({ db: get().db, transport: fake.transport, from: "site@agency.test", now });
    expect(await outbox.tick()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect((await state()).delivery_state).toBe("sent");
    expect(await outbox.tick()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(fake.sent.map((m) => m.to).sort()).toEqual(["leads@agency.test", "visitor@example.com"]);
  });

  it("retries a transient failure for ever at a capped interval, recording every attempt", async () => {
    const { id } = await storeLead(get().db, guide(), { ...config, now: now() });
    const fake = fakeTransport();
    fake.state.down = true;
    const logs: string[] = [];
    const outbox = createOutbox({
      db: get().db,
      transport: fake.transport,
      from: "s@agency.test",
      now,
      baseBackoffMs: 1000,
      maxBackoffMs: 4000,
      alertAfterMs: 30_000,
      log: (m) => logs.push(m),
    });
    const db = get().db;
    expect(await outbox.tick()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    expect(await outbox.tick()).toEqual({ sent: 0, retrying: 0, failed: 0 }); // not due yet
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const row = await db.selectFrom("lead_emails").select("next_attempt_at").where("recipient", "=", "agency").executeTakeFirstOrThrow();
      const wait = new Date(row.next_attempt_at).getTime() - clock.ms();
      waits.push(wait);
      await advance(wait);
      expect((await outbox.tick()).retrying).toBe(2);
    }
    expect(waits.slice(0, 4)).toEqual([1000, 2000, 4000, 4000]);
    expect(Math.max(...waits)).toBe(4000);
    const lead = await db
      .selectFrom("leads")
      .select("delivery_state")
      .where("id", "=", id ?? -1)
      .executeTakeFirstOrThrow();
    expect(lead.delivery_state).toBe("pending");
    const attempts = await db.selectFrom("lead_email_attempts").select(["attempt", "ok", "detail"]).execute();
    expect(attempts).toHaveLength(26);
    expect(attempts.every((a) => a.ok === 0 && a.detail?.includes("ECONNREFUSED"))).toBe(true);
    // the backlog is older than the alert threshold: the log says so, and the health check too
    expect(logs.some((m) => m.startsWith("ALERT lead outbox: 2 e-mail(s) waiting"))).toBe(true);
    expect(await outboxHealth(get().db, { now: now(), alertAfterMs: 30_000 })).toMatchObject({ pending: 2, failed: 0, ok: false });
    // SMTP is back: both go out on the next due pass
    fake.state.down = false;
    await advance(4000);
    expect(await outbox.tick()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await outboxHealth(get().db, { now: now() })).toEqual({
      pending: 0,
      failed: 0,
      oldestPendingAt: null,
      oldestPendingSeconds: null,
      ok: true,
    });
  });

  it("a permanent 5xx rejection fails the e-mail; requeue puts it back and it is sent", async () => {
    const { id } = await storeLead(get().db, guide(), { ...config, now: now() });
    const sent: OutgoingMail[] = [];
    let reject = true;
    const transport: MailTransport = {
      async send(mail) {
        if (reject) throw Object.assign(new Error("550 5.1.1 mailbox unavailable"), { responseCode: 550, code: "EENVELOPE" });
        sent.push(mail);
        return "250 OK";
      },
      close() {},
    };
    const outbox = createOutbox({ db: get().db, transport, from: "s@agency.test", now });
    expect(await outbox.tick()).toEqual({ sent: 0, retrying: 0, failed: 2 });
    const state = async () =>
      (
        await get()
          .db.selectFrom("leads")
          .select("delivery_state")
          .where("id", "=", id ?? -1)
          .executeTakeFirstOrThrow()
      ).delivery_state;
    expect(await state()).toBe("failed");
    expect((await outboxHealth(get().db, { now: now() })).failed).toBe(2);
    await advance(60 * 60_000);
    expect(await outbox.tick()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    reject = false;
    const agencyRow = await get().db.selectFrom("lead_emails").select("id").where("recipient", "=", "agency").executeTakeFirstOrThrow();
    expect(await requeueFailed(get().db, { ids: [agencyRow.id], now: now() })).toBe(1);
    expect(await state()).toBe("pending");
    expect(await requeueFailed(get().db, { now: now() })).toBe(1); // the visitor's copy
    expect(await requeueFailed(get().db, { now: now() })).toBe(0);
    expect(await outbox.tick()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await state()).toBe("sent");
    expect(sent).toHaveLength(2);
  });

  it("a send slower than the lease keeps its claim: no second worker sends it", async () => {
    await storeLead(get().db, guide(), { ...config, now: now() });
    const slow = fakeTransport();
    const release = slow.hold();
    const options = { db: get().db, from: "s@agency.test", leaseMs: 300, exclusive: false, now, every: clock.every };
    const a = createOutbox({ ...options, transport: slow.transport });
    const first = a.tick();
    await slow.started(2);
    await advance(450); // past the 300 ms lease: A renews it every 100 ms while its sends are in progress
    const other = fakeTransport();
    const b = createOutbox({ ...options, transport: other.transport });
    expect(await b.tick()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    release();
    expect((await first).sent).toBe(2);
    expect(other.sent).toHaveLength(0);
    expect(slow.sent).toHaveLength(2);
  });

  it("a database blip after the relay accepted a message does not send it again", async () => {
    await storeLead(get().db, guide(), { ...config, now: now() });
    const fake = fakeTransport();
    const logs: string[] = [];
    const outbox = createOutbox({
      db: get().db,
      transport: fake.transport,
      from: "s@agency.test",
      leaseMs: 300,
      now,
      every: clock.every,
      sleep: clock.sleep,
      log: (m) => logs.push(m),
    });
    // the outcome cannot be written for a moment
    await renameTable(get().db, "lead_email_attempts", "lead_email_attempts_off");
    const pass = outbox.tick();
    await expect.poll(() => logs.filter((m) => m.includes("the database did not take the outcome")).length).toBe(2);
    await renameTable(get().db, "lead_email_attempts_off", "lead_email_attempts");
    await advance(250); // the next attempt to record each delivery
    expect((await pass).sent).toBe(2);
    expect(logs.filter((m) => m.includes("its delivery was recorded once the database answered again"))).toHaveLength(2);
    await advance(400); // past the lease
    expect((await outbox.tick()).sent).toBe(0);
    expect(fake.sent).toHaveLength(2);
    expect((await outboxHealth(get().db, { now: now() })).pending).toBe(0);
  });

  it("only one process runs a pass at a time (the outbox job lease)", async () => {
    await storeLead(get().db, guide(), { ...config, now: now() });
    const slow = fakeTransport();
    const release = slow.hold();
    const a = createOutbox({ db: get().db, transport: slow.transport, from: "s@agency.test", now, every: clock.every });
    const first = a.tick();
    await slow.started(2); // A has the job and is sending both e-mails
    // a lead arrives meanwhile: its e-mails are claimed by nobody, yet B may not run a pass to send them
    await storeLead(get().db, guide("second@example.com"), { ...config, now: now() });
    const other = fakeTransport();
    const b = createOutbox({ db: get().db, transport: other.transport, from: "s@agency.test", now, every: clock.every });
    expect(await b.tick()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(other.sent).toHaveLength(0);
    release();
    expect((await first).sent).toBe(4); // A's pass sends them after its first batch
    expect(slow.sent).toHaveLength(4);
  });

  it("start() runs a pass every interval until stop()", async () => {
    await storeLead(get().db, guide(), { ...config, now: now() });
    const fake = fakeTransport();
    const outbox = createOutbox({ db: get().db, transport: fake.transport, from: "s@agency.test", now, every: clock.every });
    outbox.start(2000);
    await advance(1999);
    expect(fake.sent).toHaveLength(0);
    await advance(1); // the first pass has run when advance resolves
    expect(fake.sent).toHaveLength(2);
    await outbox.stop();
    expect(clock.scheduled()).toBe(0); // no timer left behind
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
    const db = get().db;
    const before = await db.selectFrom("lead_emails").select("message_id").orderBy("id").execute();
    // a worker died mid-send: its claim is live for 30 s more and the outcome of its send is unknown
    await db
      .updateTable("lead_emails")
      .set({ claim_token: "dead", claimed_until: new Date(clock.ms() + 30_000).toISOString(), in_flight_at: now().toISOString() })
      .execute();
    const fake = fakeTransport();
    const logs: string[] = [];
    const outbox = createOutbox({ db: get().db, transport: fake.transport, from: "s@agency.test", now, log: (m) => logs.push(m) });
    expect((await outbox.tick()).sent).toBe(0);
    await advance(31_000);
    expect((await outbox.tick()).sent).toBe(2);
    // the resend carries the row's own Message-ID, so the receiver can recognise a repeat
    expect(fake.sent.map((m) => m.messageId).sort()).toEqual(before.map((r) => r.message_id).sort());
    expect(logs.filter((m) => m.includes("no recorded outcome; resending with the same Message-ID"))).toHaveLength(2);
  });

  describeSmtp(get, now, advance);
});

function describeSmtp(get: () => { db: DB }, now: () => Date, advance: (ms: number) => Promise<void>) {
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
    await advance(1000);
    await outbox.tick();
    await advance(10 * 60_000);
    await outbox.tick();
    await outbox.tick();
    await outbox.stop();
    expect(sink.received.filter((m) => m.to.includes("leads@agency.test"))).toHaveLength(1);
    const lead = await get()
      .db.selectFrom("leads")
      .select("delivery_state")
      .where("id", "=", id ?? -1)
      .executeTakeFirstOrThrow();
    expect(lead.delivery_state).toBe("sent");
  });
}
