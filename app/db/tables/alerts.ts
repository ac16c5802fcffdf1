import type { Selectable } from "kysely";
import type { Generated } from "kysely";
import type { ListingType, PropertyCategory } from "../schema.ts";
import type { Id, IsoTime } from "./columns.ts";

/** Saved searches with e-mail alerts (migration 0031, decision 045). */
export type AlertFrequency = "instant" | "daily" | "weekly";
/** pending: waiting for the address to confirm it (double opt-in); nothing is sent before 'active' */
export type AlertState = "pending" | "active" | "paused" | "unsubscribed";
export type AlertMatchKind = "new" | "price_drop";

export interface SearchAlertTable {
  id: Id;
  email: string;
  /** the language of the page it was made on: its e-mails and links are in it */
  language: Generated<"en" | "ar">;
  listing_type: ListingType;
  category: PropertyCategory;
  /** the list's canonical query (search.ts writeListingSearch) without "?" and without sort or page; "" = every listing */
  query: string;
  frequency: AlertFrequency;
  state: Generated<AlertState>;
  /** when the box was ticked, and which wording it showed (content/alerts.ts CONSENT_VERSION) */
  consent_at: IsoTime;
  consent_version: string;
  created_at: IsoTime;
  updated_at: IsoTime;
  confirmed_at: IsoTime | null;
  unsubscribed_at: IsoTime | null;
  /** the last alert e-mail queued (set at confirmation: a digest is due one period after it) */
  last_sent_at: IsoTime | null;
}

export interface SearchAlertTokenTable {
  /** SHA-256 (hex) of the link token */
  token_hash: string;
  alert_id: number;
  created_at: IsoTime;
}

export interface SearchAlertMatchTable {
  id: Id;
  alert_id: number;
  listing_id: number;
  kind: AlertMatchKind;
  /** AED; 0 = no price stated */
  price: number;
  /** price drops: the price before */
  old_price: number | null;
  matched_at: IsoTime;
  sent_at: IsoTime | null;
  /** the lead_emails row that carried it */
  email_id: number | null;
}

export interface SearchAlertCursorTable {
  name: string;
  /** the highest listings.id the matcher has read */
  listing_id: number;
  /** the highest listing_price_history.id the matcher has read */
  price_history_id: number;
  updated_at: IsoTime;
}

export type SearchAlert = Selectable<SearchAlertTable>;
export type SearchAlertMatch = Selectable<SearchAlertMatchTable>;
