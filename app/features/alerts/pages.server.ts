import type { DB } from "#app/db/db.server.ts";
import type { AlertFrequency, AlertState, SearchAlert } from "#app/db/tables/alerts.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { describeSearch } from "./describe.server.ts";
import { searchPath } from "./schema.ts";
import { alertByToken } from "./store.server.ts";

/** What an alert's page shows: the search in words, never the token or anything the address owner did not give. */
export interface AlertView {
  state: AlertState;
  frequency: AlertFrequency;
  email: string;
  search: string;
  /** the list page of the search, in English (SiteLink puts an Arabic page's in /ar) */
  listHref: string;
}

export type AlertPageLookup = { status: 404 } | { status: 410 } | { status: 200; alert: SearchAlert; view: AlertView };

/** The alert a page's token opens and its view: 404 for a token we never made, 410 for an ended alert. */
export async function alertPage(db: DB, token: string | undefined, locale: Locale, now: Date = new Date()): Promise<AlertPageLookup> {
  const found = await alertByToken(db, token, now);
  if (found.status === "unknown") return { status: 404 };
  if (found.status === "gone") return { status: 410 };
  const { alert } = found;
  return {
    status: 200,
    alert,
    view: {
      state: alert.state,
      frequency: alert.frequency,
      email: alert.email,
      search: await describeSearch(db, alert, locale),
      listHref: searchPath(alert),
    },
  };
}
