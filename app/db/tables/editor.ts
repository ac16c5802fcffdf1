import type { Id, IsoTime } from "./columns.ts";

/** The listing editor (migration 0008): a change log per listing field, and photos uploaded before their form was saved. */
export interface ListingChangeTable {
  id: Id;
  listing_id: number;
  user_id: number | null;
  /** the staff member's name when it was made (kept if the account goes) */
  user_name: string | null;
  at: IsoTime;
  /** a listings column, or "status" / "photos" */
  field: string;
  before_value: string | null;
  after_value: string | null;
}

export interface MediaUploadTable {
  id: Id;
  user_id: number;
  /** the random key the form carries until it is saved */
  draft_key: string;
  media_url: string;
  width: number;
  height: number;
  created_at: IsoTime;
}
