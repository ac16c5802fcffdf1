import type { DB } from "#app/db/db.server.ts";
import type { AgencyConfig } from "#app/utils/agency.ts";
import type { ServerEnv } from "#app/utils/env.server.ts";

/** What the Express server hands every loader and action (server/app.ts builds it). */
export interface AppContext {
  db: DB;
  env: ServerEnv;
  agency: AgencyConfig;
  /**
   * The origin of links in e-mails (trustedOrigin: SITE_URL, else the address the server listens on).
   * agency.siteUrl follows each request's origin when SITE_URL is unset, so any client can choose it.
   */
  mailOrigin: string;
  /** per-request CSP nonce for inline scripts */
  nonce: string;
  /** the client's address as Express resolved it (rate limits) */
  clientIp: string;
}

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
