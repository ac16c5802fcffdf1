import type { DB } from "#app/db/db.server.ts";
import type { AgencyConfig } from "#app/utils/agency.ts";
import type { ServerEnv } from "#app/utils/env.server.ts";
import { createOutbox, OUTBOX_DEFAULTS, smtpTransport, type Outbox } from "./outbox.server.ts";

/** The server's outbox worker: sends over SMTP_URL, or records leads as undelivered without it. */
export function startLeadOutbox(db: DB, env: Pick<ServerEnv, "SMTP_URL" | "SMTP_FROM">, agency: Pick<AgencyConfig, "brand" | "email">): Outbox {
  const outbox = createOutbox({
    db,
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null,
    from: env.SMTP_FROM ?? `"${agency.brand} Real Estate" <${agency.email}>`,
    log: (message) => console.warn(message),
  });
  if (!env.SMTP_URL) console.warn("SMTP_URL is not set: leads are stored and marked undelivered until it is.");
  outbox.start(OUTBOX_DEFAULTS.intervalMs);
  void outbox.tick().catch((error: unknown) => console.warn("outbox: first pass failed", error));
  return outbox;
}
