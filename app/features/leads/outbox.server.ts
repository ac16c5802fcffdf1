import crypto from "node:crypto";
import nodemailer from "nodemailer";
import type { DB } from "#app/db/db.server.ts";
import { leadsDb, type LeadEmail, type LeadsDB } from "./outbox-schema.ts";

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  messageId: string;
}

/** What the outbox needs from a mailer; nodemailer over SMTP in production. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from the start). */
export function smtpTransport(url: string): MailTransport {
  const u = new URL(url);
  const secure = u.protocol === "smtps:";
  const transporter = nodemailer.createTransport({
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    // Well inside the claim lease, so a hung server never lets two workers send one row.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
      });
      return String(info.response ?? "accepted");
    },
    close: () => transporter.close(),
  };
}

export interface OutboxOptions {
  db: DB;
  /** null when SMTP is not configured: leads stay stored and 'undelivered' */
  transport: MailTransport | null;
  from: string;
  maxAttempts?: number;
  /** how long a claimed row belongs to this worker */
  leaseMs?: number;
  batchSize?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

export interface TickResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface Outbox {
  /** one pass over the due e-mails; never runs twice at once */
  tick(): Promise<TickResult>;
  start(intervalMs?: number): void;
  /** stops the timer and waits for the pass in progress */
  stop(): Promise<void>;
}

export const OUTBOX_DEFAULTS = {
  maxAttempts: 8,
  leaseMs: 60_000,
  batchSize: 10,
  baseBackoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  intervalMs: 2_000,
} as const;

/** 30 s, 1 min, 2 min … capped at an hour. */
export function backoffMs(attempt: number, base: number = OUTBOX_DEFAULTS.baseBackoffMs, max: number = OUTBOX_DEFAULTS.maxBackoffMs): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createOutbox(options: OutboxOptions): Outbox {
  const db: LeadsDB = leadsDb(options.db);
  const cfg = {
    maxAttempts: options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts,
    leaseMs: options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs,
    batchSize: options.batchSize ?? OUTBOX_DEFAULTS.batchSize,
    baseBackoffMs: options.baseBackoffMs ?? OUTBOX_DEFAULTS.baseBackoffMs,
    maxBackoffMs: options.maxBackoffMs ?? OUTBOX_DEFAULTS.maxBackoffMs,
  };
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  let running: Promise<TickResult> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** Takes the row for this worker, or returns null if another worker holds it. */
  async function claim(id: number, at: Date): Promise<string | null> {
    const token = crypto.randomUUID();
    const iso = at.toISOString();
    const result = await db
      .updateTable("lead_emails")
      .set({ claim_token: token, claimed_until: new Date(at.getTime() + cfg.leaseMs).toISOString() })
      .where("id", "=", id)
      .where("state", "=", "pending")
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", iso)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? token : null;
  }

  async function recordSuccess(email: LeadEmail, token: string, response: string) {
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("lead_emails")
        .set({ state: "sent", sent_at: at, attempts: email.attempts + 1, claimed_until: null, claim_token: null, last_error: null })
        .where("id", "=", email.id)
        .where("claim_token", "=", token)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return;
      await trx
        .insertInto("lead_email_attempts")
        .values({ email_id: email.id, attempt: email.attempts + 1, attempted_at: at, ok: 1, detail: response.slice(0, 1000) })
        .execute();
      if (email.recipient === "agency") {
        await trx.updateTable("leads").set({ delivery_state: "sent", updated_at: at }).where("id", "=", email.lead_id).execute();
      }
    });
  }

  async function recordFailure(email: LeadEmail, token: string, error: unknown): Promise<"retrying" | "failed"> {
    const at = now();
    const attempt = email.attempts + 1;
    const final = attempt >= cfg.maxAttempts;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("lead_emails")
        .set({
          state: final ? "failed" : "pending",
          attempts: attempt,
          last_error: errorText(error),
          next_attempt_at: new Date(at.getTime() + backoffMs(attempt, cfg.baseBackoffMs, cfg.maxBackoffMs)).toISOString(),
          claimed_until: null,
          claim_token: null,
        })
        .where("id", "=", email.id)
        .where("claim_token", "=", token)
        .execute();
      await trx
        .insertInto("lead_email_attempts")
        .values({ email_id: email.id, attempt, attempted_at: at.toISOString(), ok: 0, detail: errorText(error) })
        .execute();
      if (final && email.recipient === "agency") {
        await trx.updateTable("leads").set({ delivery_state: "failed", updated_at: at.toISOString() }).where("id", "=", email.lead_id).execute();
      }
    });
    return final ? "failed" : "retrying";
  }

  async function pass(): Promise<TickResult> {
    const result: TickResult = { sent: 0, retrying: 0, failed: 0 };
    const transport = options.transport;
    if (!transport) {
      // Without SMTP nothing can be delivered; say so instead of 'pending' forever.
      await db.updateTable("leads").set({ delivery_state: "undelivered" }).where("delivery_state", "=", "pending").execute();
      return result;
    }
    const at = now();
    const iso = at.toISOString();
    const due = await db
      .selectFrom("lead_emails")
      .select("id")
      .where("state", "=", "pending")
      .where("next_attempt_at", "<=", iso)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", iso)]))
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(cfg.batchSize)
      .execute();
    for (const { id } of due) {
      const token = await claim(id, at);
      if (!token) continue;
      const email = await db.selectFrom("lead_emails").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      try {
        const response = await transport.send({
          from: options.from,
          to: email.to_address,
          replyTo: email.reply_to,
          subject: email.subject,
          text: email.body,
          messageId: email.message_id,
        });
        await recordSuccess(email, token, response);
        result.sent += 1;
      } catch (error) {
        const outcome = await recordFailure(email, token, error);
        result[outcome] += 1;
        log(`lead e-mail ${email.id} (${email.recipient}) attempt ${email.attempts + 1} failed: ${errorText(error)}`);
      }
    }
    return result;
  }

  const outbox: Outbox = {
    tick() {
      running ??= pass().finally(() => {
        running = null;
      });
      return running;
    },
    start(intervalMs = OUTBOX_DEFAULTS.intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        outbox.tick().catch((error: unknown) => log(`outbox pass failed: ${errorText(error)}`));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => {});
      options.transport?.close();
    },
  };
  return outbox;
}
