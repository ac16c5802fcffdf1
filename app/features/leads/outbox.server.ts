import crypto from "node:crypto";
import nodemailer from "nodemailer";
import type { DB } from "#app/db/db.server.ts";
import { everyInterval, runExclusive } from "#app/db/exclusive.server.ts";
import { ONE_TIME_BODY_REMOVED, type LeadEmail } from "./outbox-schema.ts";

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** an HTML alternative to the text (the Arabic acknowledgement, right to left); absent for plain-text mail */
  html?: string;
  /** stable per outbox row (its idempotency key): a resend after an unknown outcome carries the same one */
  messageId: string;
  /** extra headers (a saved search's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058) */
  headers?: Record<string, string>;
}

/** What the outbox needs from a mailer; nodemailer over SMTP in production. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export interface SmtpTuning {
  /** connections kept open to the SMTP server, and so messages sent at once */
  poolSize?: number;
  /** seconds of silence from the server before a connection is given up (connect, greeting, each reply) */
  timeoutSeconds?: number;
}

export const SMTP_DEFAULTS = { poolSize: 3, timeoutSeconds: 30 } as const;

/**
 * smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from
 * the start), over a pool of reused connections: a message costs one
 * MAIL/RCPT/DATA exchange, not a new connection and handshake.
 */
export function smtpTransport(url: string, tuning: SmtpTuning = {}): MailTransport {
  const u = new URL(url);
  const secure = u.protocol === "smtps:";
  const timeoutMs = (tuning.timeoutSeconds ?? SMTP_DEFAULTS.timeoutSeconds) * 1000;
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: tuning.poolSize ?? SMTP_DEFAULTS.poolSize,
    maxMessages: 100,
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    // Each is a bound on one silence, not on the whole send: the row's lease is
    // renewed for as long as the send is in progress (see createOutbox).
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
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
  /** how long a claimed row (and the outbox job) belongs to this worker without a renewal */
  leaseMs?: number;
  /** rows claimed per pass */
  batchSize?: number;
  /** messages sent at once (match the SMTP pool size) */
  concurrency?: number;
  baseBackoffMs?: number;
  /** retry interval cap: a transient failure is retried at least this often, for ever */
  maxBackoffMs?: number;
  /** log an alert when the oldest undelivered e-mail is older than this */
  alertAfterMs?: number;
  /** false: do not take the cross-process job lease (tests of the row leases) */
  exclusive?: boolean;
  /** the time claims, leases, back-off and alerts are reckoned in (default: the real time) */
  now?: () => Date;
  /**
   * Runs `run` every `ms` until the returned function is called: the lease
   * renewals (the rows' and the job's) and start()'s passes. Default: an
   * unref'd setInterval. Tests pass a clock they move by hand
   * (tests/fixtures/manual-clock.ts) with `now` and `sleep`.
   */
  every?: (ms: number, run: () => unknown) => () => void;
  /** waits `ms`: between attempts to record a delivery the database did not take (default: setTimeout) */
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
}

export interface TickResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface Outbox {
  /** one pass over the due e-mails; never runs twice at once, nor in two processes at once */
  tick(): Promise<TickResult>;
  start(intervalMs?: number): void;
  /** stops the timer and waits for the pass in progress */
  stop(): Promise<void>;
}

export const OUTBOX_DEFAULTS = {
  leaseMs: 120_000,
  batchSize: 20,
  concurrency: SMTP_DEFAULTS.poolSize,
  baseBackoffMs: 30_000,
  maxBackoffMs: 5 * 60_000,
  alertAfterMs: 15 * 60_000,
  intervalMs: 2_000,
} as const;

/** The job name under which one process at a time sends (see runExclusive). */
export const OUTBOX_JOB = "lead-outbox";

/** 30 s, 1 min, 2 min … capped (5 min by default): an outage's backlog goes out soon after it ends. */
export function backoffMs(
  attempt: number,
  base: number = OUTBOX_DEFAULTS.baseBackoffMs,
  max: number = OUTBOX_DEFAULTS.maxBackoffMs,
): number {
  return Math.min(max, base * 2 ** Math.max(0, Math.min(30, attempt - 1)));
}

/**
 * A permanent SMTP rejection (5xx reply to MAIL, RCPT or DATA: no such
 * mailbox, message refused). Everything else — refused or dropped
 * connections, timeouts, 4xx, and authentication failures, which an operator
 * fixes in the configuration — is transient and retried.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && code !== "EAUTH";
}

/** A row's extra headers (a JSON object of strings); anything else is dropped rather than sent. */
export function parseHeaders(json: string): Record<string, string> | undefined {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(value)) if (typeof v === "string" && /^[A-Za-z0-9-]+$/.test(k) && !/[\r\n]/.test(v)) out[k] = v;
    return Object.keys(out).length ? out : undefined;
  } catch {
    return undefined;
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export interface OutboxHealth {
  /** e-mails waiting to be sent (including retries) */
  pending: number;
  /** e-mails permanently rejected, waiting for `npm run leads -- requeue` */
  failed: number;
  /** when the oldest waiting e-mail was written, ISO, or null */
  oldestPendingAt: string | null;
  oldestPendingSeconds: number | null;
  /** false when anything failed for good or the oldest waiting e-mail is older than the alert threshold */
  ok: boolean;
}

/**
 * The outbox backlog, for /healthz and alerts. A rejected one-time link (invitation, reset) is
 * not counted as failed: it cannot be requeued (its body is gone) and the person asks for a new one.
 */
export async function outboxHealth(database: DB, options: { now?: Date; alertAfterMs?: number } = {}): Promise<OutboxHealth> {
  const rows = await database
    .selectFrom("lead_emails")
    .select((eb) => ["state", eb.fn.countAll<number | string>().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("state", "in", ["pending", "failed"])
    .where((eb) => eb.or([eb("state", "=", "pending"), eb("one_time_link", "=", 0)]))
    .groupBy("state")
    .execute();
  const pending = rows.find((r) => r.state === "pending");
  const failed = rows.find((r) => r.state === "failed");
  const oldest = pending?.oldest ?? null;
  const at = options.now ?? new Date();
  const oldestPendingSeconds = oldest ? Math.max(0, Math.round((at.getTime() - Date.parse(oldest)) / 1000)) : null;
  const alertAfterSeconds = (options.alertAfterMs ?? OUTBOX_DEFAULTS.alertAfterMs) / 1000;
  const failedCount = Number(failed?.n ?? 0);
  return {
    pending: Number(pending?.n ?? 0),
    failed: failedCount,
    oldestPendingAt: oldest,
    oldestPendingSeconds,
    ok: failedCount === 0 && (oldestPendingSeconds === null || oldestPendingSeconds < alertAfterSeconds),
  };
}

/**
 * Puts failed e-mails back in the queue (all of them, or the given ids) and
 * their leads back to 'pending'. Returns how many were requeued. A one-time
 * link's e-mail is never requeued: its body was removed when it failed.
 */
export async function requeueFailed(database: DB, options: { ids?: number[]; now?: Date } = {}): Promise<number> {
  const at = (options.now ?? new Date()).toISOString();
  return database.transaction().execute(async (trx) => {
    let select = trx
      .selectFrom("lead_emails")
      .select(["id", "lead_id", "recipient"])
      .where("state", "=", "failed")
      .where("one_time_link", "=", 0);
    if (options.ids) select = select.where("id", "in", options.ids.length ? options.ids : [-1]);
    const rows = await select.execute();
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    await trx
      .updateTable("lead_emails")
      .set({ state: "pending", next_attempt_at: at, claimed_until: null, claim_token: null, in_flight_at: null })
      .where("id", "in", ids)
      .execute();
    const leadIds = [...new Set(rows.filter((r) => r.recipient === "agency").map((r) => r.lead_id))];
    if (leadIds.length) {
      await trx
        .updateTable("leads")
        .set({ delivery_state: "pending", updated_at: at })
        .where("id", "in", leadIds)
        .where("delivery_state", "=", "failed")
        .execute();
    }
    return rows.length;
  });
}

/**
 * Runs `fn` over `items`, at most `limit` at once. Resolves only once every
 * call has ended (a failure does not leave other sends running unwatched),
 * then throws the first error, if any; no new item starts after one.
 */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length && !failure) {
      const item = items[next] as T;
      next += 1;
      try {
        await fn(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  });
  await Promise.all(lanes);
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * The lead outbox worker. Exactly-once as far as SMTP allows:
 * - one process at a time runs a pass (the `lead-outbox` job lease, see runExclusive);
 * - each row is claimed with a token and a lease that is renewed for as long
 *   as its send is in progress, so a slow SMTP server never lets a second
 *   worker take it; the outcome is written only by the token's holder;
 * - the Message-ID is derived from the row and stable across retries: if a
 *   process dies after the server accepted a message but before the outcome
 *   was written, the resend (after the lease expires) carries the same
 *   Message-ID, is logged as such, and the receiving system can drop it.
 * Transient failures are retried for ever at a capped interval; only a
 * permanent 5xx rejection fails an e-mail (requeue with `npm run leads -- requeue`).
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const db = options.db;
  const cfg = {
    leaseMs: options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs,
    batchSize: options.batchSize ?? OUTBOX_DEFAULTS.batchSize,
    concurrency: options.concurrency ?? OUTBOX_DEFAULTS.concurrency,
    baseBackoffMs: options.baseBackoffMs ?? OUTBOX_DEFAULTS.baseBackoffMs,
    maxBackoffMs: options.maxBackoffMs ?? OUTBOX_DEFAULTS.maxBackoffMs,
    alertAfterMs: options.alertAfterMs ?? OUTBOX_DEFAULTS.alertAfterMs,
  };
  const now = options.now ?? (() => new Date());
  const every = options.every ?? everyInterval;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = options.log ?? (() => {});
  let running: Promise<TickResult> | null = null;
  let stopTimer: (() => void) | null = null;
  let lastAlert = 0;
  let stopping = false;

  const leaseEnd = () => new Date(now().getTime() + cfg.leaseMs).toISOString();

  /** Claims up to a batch of due rows for this pass in one statement; each concurrent claimer gets different rows. */
  async function claimBatch(token: string): Promise<LeadEmail[]> {
    const iso = now().toISOString();
    const rows = await db
      .updateTable("lead_emails")
      .set({ claim_token: token, claimed_until: leaseEnd() })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("lead_emails")
          .select("id")
          .where("state", "=", "pending")
          .where("next_attempt_at", "<=", iso)
          .where((w) => w.or([w("claimed_until", "is", null), w("claimed_until", "<", iso)]))
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(cfg.batchSize),
      )
      // repeated here: on PostgreSQL a row another worker claimed meanwhile is re-checked and skipped
      .where("state", "=", "pending")
      .where((w) => w.or([w("claimed_until", "is", null), w("claimed_until", "<", iso)]))
      .returningAll()
      .execute();
    return rows.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a.id - b.id);
  }

  async function recordSuccess(email: LeadEmail, token: string, response: string) {
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("lead_emails")
        .set({
          state: "sent",
          sent_at: at,
          attempts: email.attempts + 1,
          claimed_until: null,
          claim_token: null,
          in_flight_at: null,
          last_error: null,
          // the link went out: no copy of it stays here
          ...(email.one_time_link ? { body: ONE_TIME_BODY_REMOVED, html: null, headers: null } : {}),
        })
        .where("id", "=", email.id)
        .where("claim_token", "=", token)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        log(`lead e-mail ${email.id}: sent, but its claim had passed to another worker (Message-ID ${email.message_id})`);
        return;
      }
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
    const final = isPermanentSmtpFailure(error);
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("lead_emails")
        .set({
          state: final ? "failed" : "pending",
          attempts: attempt,
          last_error: errorText(error),
          next_attempt_at: new Date(at.getTime() + backoffMs(attempt, cfg.baseBackoffMs, cfg.maxBackoffMs)).toISOString(),
          claimed_until: null,
          claim_token: null,
          in_flight_at: null,
          // a retry needs the link; a message rejected for good never will
          ...(final && email.one_time_link ? { body: ONE_TIME_BODY_REMOVED, html: null, headers: null } : {}),
        })
        .where("id", "=", email.id)
        .where("claim_token", "=", token)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return;
      await trx
        .insertInto("lead_email_attempts")
        .values({ email_id: email.id, attempt, attempted_at: at.toISOString(), ok: 0, detail: errorText(error) })
        .execute();
      if (final && email.recipient === "agency") {
        await trx
          .updateTable("leads")
          .set({ delivery_state: "failed", updated_at: at.toISOString() })
          .where("id", "=", email.lead_id)
          .execute();
      }
    });
    return final ? "failed" : "retrying";
  }

  async function sendOne(transport: MailTransport, email: LeadEmail, token: string, result: TickResult) {
    // Note the start: if this process dies before the outcome is written, the next worker knows the outcome is unknown.
    const started = await db
      .updateTable("lead_emails")
      .set({ in_flight_at: now().toISOString() })
      .where("id", "=", email.id)
      .where("claim_token", "=", token)
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) !== 1) return;
    if (email.in_flight_at) {
      log(
        `lead e-mail ${email.id}: an earlier send (started ${email.in_flight_at}) ended with no recorded outcome; resending with the same Message-ID ${email.message_id}`,
      );
    }
    try {
      const response = await transport.send({
        from: options.from,
        to: email.to_address,
        replyTo: email.reply_to,
        subject: email.subject,
        text: email.body,
        ...(email.html ? { html: email.html } : {}),
        ...(email.headers ? { headers: parseHeaders(email.headers) } : {}),
        messageId: email.message_id,
      });
      await recordOutcome(() => recordSuccess(email, token, response), email);
      result.sent += 1;
    } catch (error) {
      const outcome = await recordFailure(email, token, error);
      result[outcome] += 1;
      log(
        `lead e-mail ${email.id} (${email.recipient}) attempt ${email.attempts + 1} ${outcome === "failed" ? "rejected for good" : "failed, will retry"}: ${errorText(error)}`,
      );
    }
  }

  /**
   * The relay accepted the message: writing that down must not be lost to a
   * database blip, or the row would be sent again once its lease expires. Keep
   * trying (the claim stays ours meanwhile: nobody else can reach the database
   * either, and the lease renewal resumes with it) for up to 10 minutes.
   */
  async function recordOutcome(write: () => Promise<void>, email: LeadEmail) {
    const deadline = now().getTime() + 10 * 60_000;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await write();
        if (attempt > 1) log(`lead e-mail ${email.id}: its delivery was recorded once the database answered again`);
        return;
      } catch (error) {
        if (now().getTime() > deadline) throw error;
        if (attempt === 1) log(`lead e-mail ${email.id}: sent, but the database did not take the outcome (${errorText(error)}); retrying`);
        await sleep(Math.min(5000, 250 * attempt));
      }
    }
  }

  async function pass(signal?: AbortSignal): Promise<TickResult> {
    const result: TickResult = { sent: 0, retrying: 0, failed: 0 };
    const transport = options.transport;
    if (!transport) {
      // Without SMTP nothing can be delivered; say so instead of 'pending' forever.
      await db.updateTable("leads").set({ delivery_state: "undelivered" }).where("delivery_state", "=", "pending").execute();
      return result;
    }
    const token = crypto.randomUUID();
    // Renew this pass's row leases for as long as any of its sends is in progress.
    const stopRenewing = every(Math.max(50, Math.floor(cfg.leaseMs / 3)), () =>
      db
        .updateTable("lead_emails")
        .set({ claimed_until: leaseEnd() })
        .where("claim_token", "=", token)
        .execute()
        .catch((error: unknown) => log(`outbox: could not renew the claim on its e-mails: ${errorText(error)}`)),
    );
    try {
      // Batch after batch until nothing is due (the backlog after an outage goes out in one pass).
      while (!signal?.aborted && !stopping) {
        const claimed = await claimBatch(token);
        if (claimed.length === 0) break;
        await eachLimited(claimed, cfg.concurrency, async (email) => {
          if (signal?.aborted || stopping) return;
          await sendOne(transport, email, token, result);
        });
      }
      // Rows not started (the job lease was lost, or the server is stopping) go back at once.
      if (signal?.aborted || stopping) {
        await db
          .updateTable("lead_emails")
          .set({ claimed_until: null, claim_token: null })
          .where("claim_token", "=", token)
          .where("in_flight_at", "is", null)
          .execute();
      }
    } finally {
      stopRenewing();
    }
    return result;
  }

  async function alertIfBacklogged() {
    if (now().getTime() - lastAlert < cfg.alertAfterMs / 3) return;
    const health = await outboxHealth(options.db, { now: now(), alertAfterMs: cfg.alertAfterMs });
    if (health.ok) return;
    lastAlert = now().getTime();
    log(
      `ALERT lead outbox: ${health.pending} e-mail(s) waiting, the oldest since ${health.oldestPendingAt ?? "-"}` +
        `; ${health.failed} rejected for good (npm run leads -- requeue)`,
    );
  }

  async function tickOnce(): Promise<TickResult> {
    let result: TickResult = { sent: 0, retrying: 0, failed: 0 };
    if (options.exclusive === false) result = await pass();
    else {
      const run = await runExclusive(options.db, OUTBOX_JOB, cfg.leaseMs, (signal) => pass(signal), { now, every, log });
      if (run.ran) result = run.value;
    }
    if (options.transport) await alertIfBacklogged();
    return result;
  }

  const outbox: Outbox = {
    tick() {
      running ??= tickOnce().finally(() => {
        running = null;
      });
      return running;
    },
    start(intervalMs = OUTBOX_DEFAULTS.intervalMs) {
      if (stopTimer) return;
      stopTimer = every(intervalMs, () => outbox.tick().catch((error: unknown) => log(`outbox pass failed: ${errorText(error)}`)));
    },
    async stop() {
      stopping = true;
      stopTimer?.();
      stopTimer = null;
      await running?.catch(() => {});
      options.transport?.close();
    },
  };
  return outbox;
}
