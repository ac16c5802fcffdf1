import type { DB } from "#app/db/db.server.ts";
import type { AgencyConfig } from "#app/utils/agency.ts";
import type { ServerEnv } from "#app/utils/env.server.ts";
import { createOutbox, OUTBOX_DEFAULTS, smtpTransport, type Outbox } from "./outbox.server.ts";

export type OutboxEnv = Pick<
  ServerEnv,
  "SMTP_URL" | "SMTP_FROM" | "SMTP_POOL_SIZE" | "SMTP_TIMEOUT_SECONDS" | "OUTBOX_LEASE_SECONDS" | "OUTBOX_MAX_RETRY_SECONDS"
>;

/**
 * The server's outbox worker: sends over SMTP_URL, or records leads as
 * undelivered without it. Every server process starts one; the job lease
 * lets one process at a time (across all nodes) run a pass.
 */
export function startLeadOutbox(db: DB, env: OutboxEnv, agency: Pick<AgencyConfig, "brand" | "email">): Outbox {
  const outbox = createOutbox({
    db,
    transport: env.SMTP_URL
      ? smtpTransport(env.SMTP_URL, { poolSize: env.SMTP_POOL_SIZE, timeoutSeconds: env.SMTP_TIMEOUT_SECONDS })
      : null,
    from: env.SMTP_FROM ?? `"${agency.brand} Real Estate" <${agency.email}>`,
    concurrency: env.SMTP_POOL_SIZE,
    leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    maxBackoffMs: env.OUTBOX_MAX_RETRY_SECONDS * 1000,
    log: (message) => console.warn(message),
  });
  if (!env.SMTP_URL) console.warn("SMTP_URL is not set: leads are stored and marked undelivered until it is.");
  outbox.start(OUTBOX_DEFAULTS.intervalMs);
  void outbox.tick().catch((error: unknown) => console.warn("outbox: first pass failed", error));
  return outbox;
}
