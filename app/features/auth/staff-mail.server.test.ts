import { sql } from "kysely";
import { expect, it } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { describeEachDatabase, type Engine } from "#tests/setup/databases.ts";
import { createOutbox, outboxHealth, requeueFailed, type MailTransport, type OutgoingMail } from "#app/features/leads/outbox.server.ts";
import { storeLead } from "#app/features/leads/service.server.ts";
import { validateLead } from "#app/features/leads/schemas.ts";
import * as forgot from "#app/routes/admin/forgot.tsx";
import * as users from "#app/routes/admin/users.tsx";
import { answer, post, signedInStaff, testContext } from "./testing.server.ts";
import { hashToken } from "./tokens.server.ts";
import { peekToken } from "./users.server.ts";

/** A transport that records what it sends, or rejects every message as a relay does (5xx: for good, 4xx: try again). */
function transport(reject?: { responseCode: number }) {
  const sent: OutgoingMail[] = [];
  const mailer: MailTransport = {
    async send(mail) {
      if (reject) throw Object.assign(new Error(`${reject.responseCode} rejected`), reject);
      sent.push(mail);
      return "250 OK";
    },
    close() {},
  };
  return { sent, mailer };
}

/** Every row of every table, as text: where a secret would be found by anyone holding a copy of the database. */
async function everyStoredValue(db: DB, engine: Engine): Promise<string> {
  const tables =
    engine === "postgres"
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  const dumps: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.id(name)}`.execute(db);
    dumps.push(JSON.stringify(rows.rows));
  }
  return dumps.join("\n");
}

const linkToken = (text: string, path: "welcome" | "reset") => new RegExp(`/admin/${path}/([\\w-]{40,})`).exec(text)?.[1] ?? "";
const REMOVED = /^\(removed after sending: it carried a one-time link\)$/;

describeEachDatabase("one-time links by e-mail", (get, engine) => {
  const invite = async (email: string) => {
    const db = get().db;
    const admin = await signedInStaff(db, "admin");
    const out = await answer(() =>
      users.action({
        request: post(
          "/admin/users",
          { intent: "invite", email, name: "New Agent", role: "agent", agent: "none", _csrf: admin.csrf },
          admin.cookie,
        ),
        params: {},
        context: testContext(db),
      } as never),
    );
    expect(out.status).toBe(200);
  };
  const staffMail = (to: string) =>
    get().db.selectFrom("lead_emails").select(["body", "state"]).where("to_address", "=", to).executeTakeFirstOrThrow();

  it("an invitation's link is sent, then no copy of it is left in the database (only its hash), and it still works", async () => {
    const db = get().db;
    await invite("new.agent@staff.test");
    const { sent, mailer } = transport();
    expect(await createOutbox({ db, transport: mailer, from: "office@agency.test" }).tick()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const token = linkToken(sent[0]?.text ?? "", "welcome");
    expect(token).not.toBe("");
    expect(await staffMail("new.agent@staff.test")).toEqual({ state: "sent", body: expect.stringMatching(REMOVED) });
    const stored = await everyStoredValue(db, engine);
    expect(stored).not.toContain(token);
    expect(stored).toContain(hashToken(token));
    expect((await peekToken(db, token, "invite"))?.email).toBe("new.agent@staff.test");
  });

  it("a reset link survives a retry (the next attempt needs it) and is removed once sent", async () => {
    const db = get().db;
    const user = await signedInStaff(db, "agent", { password: "olive harbour seventeen" });
    await answer(() =>
      forgot.action({
        request: post("/admin/forgot", { email: user.user.email }),
        params: {},
        context: testContext(db, "10.8.0.1"),
      } as never),
    );
    const busy = transport({ responseCode: 451 });
    const now = new Date();
    expect(await createOutbox({ db, transport: busy.mailer, from: "office@agency.test", now: () => now }).tick()).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    const pending = await staffMail(user.user.email);
    expect(pending.state).toBe("pending");
    const token = linkToken(pending.body, "reset");
    expect(token).not.toBe("");
    const later = new Date(now.getTime() + 10 * 60_000);
    const ok = transport();
    await createOutbox({ db, transport: ok.mailer, from: "office@agency.test", now: () => later }).tick();
    expect(linkToken(ok.sent[0]?.text ?? "", "reset")).toBe(token);
    expect(await staffMail(user.user.email)).toEqual({ state: "sent", body: expect.stringMatching(REMOVED) });
    expect(await everyStoredValue(db, engine)).not.toContain(token);
  });

  it("a link the relay rejects for good is removed too, and is not requeued (it would send the note instead)", async () => {
    const db = get().db;
    await invite("bounced@staff.test");
    const { mailer } = transport({ responseCode: 550 });
    expect(await createOutbox({ db, transport: mailer, from: "office@agency.test" }).tick()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await staffMail("bounced@staff.test")).toEqual({ state: "failed", body: expect.stringMatching(REMOVED) });
    expect(await requeueFailed(db)).toBe(0);
    expect((await outboxHealth(db)).failed).toBe(0);
  });

  it("a lead's e-mails carry no one-time link: their bodies are kept after sending", async () => {
    const db = get().db;
    const lead = validateLead("guide", { name: "Omar Haddad", email: "omar@example.com", phone: "+971 50 123 4567" });
    if (!lead.ok) throw new Error("fixture invalid");
    const options = {
      notifyTo: "leads@agency.test",
      agencyEmail: "hello@agency.test",
      brand: "Sandstone",
      siteUrl: "https://www.agency.test",
    };
    await storeLead(db, lead.lead, { ...options, smtpConfigured: true });
    const { mailer } = transport();
    expect(await createOutbox({ db, transport: mailer, from: "office@agency.test" }).tick()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const bodies = await db.selectFrom("lead_emails").select("body").orderBy("id").execute();
    expect(bodies.map((b) => b.body)).toEqual([expect.stringContaining("Omar Haddad"), expect.stringContaining("https://www.agency.test")]);
  });
});
