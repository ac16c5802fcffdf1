import type { Generated, Kysely } from "kysely";
import type { BackOfficeTables } from "#app/features/auth/schema.ts";
import type { FeedTables } from "#app/features/feeds/feeds-schema.ts";
import type { Database } from "#app/db/schema.ts";
import type { MediaUploadTable } from "#app/features/media/media-schema.ts";

/** Tables of migration 0008: the listing change log and pending uploads. */
export interface ListingChangeTable {
  id: Generated<number>;
  listing_id: number;
  user_id: number | null;
  user_name: string | null;
  at: string;
  field: string;
  before_value: string | null;
  after_value: string | null;
}

/** Migration 0025: why a listing left the site (set by unpublish or archive, cleared by publishing). */
export interface ListingOffMarketColumns {
  off_market_reason: string | null;
  off_market_note: string | null;
  closing_price: number | null;
  off_market_at: string | null;
}

export type ListingEditorTables = {
  listing_changes: ListingChangeTable;
  media_uploads: MediaUploadTable;
};

export type EditorDB = Kysely<
  Omit<Database, "leads" | "listings"> & { listings: Database["listings"] & ListingOffMarketColumns } & BackOfficeTables &
    Omit<FeedTables, never> &
    ListingEditorTables
>;

/** The shared Kysely instance, typed with every table the editor reads (no second connection). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's table maps are invariant (see auth/schema.ts AnyKysely)
export function editorDb(db: Kysely<any>): EditorDB {
  return db as unknown as EditorDB;
}
