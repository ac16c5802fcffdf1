import type { Generated } from "kysely";

/** Table of migration 0008: photos uploaded for a form that has not been saved yet. */
export interface MediaUploadTable {
  id: Generated<number>;
  user_id: number;
  draft_key: string;
  media_url: string;
  width: number;
  height: number;
  created_at: string;
}

export type MediaTables = { media_uploads: MediaUploadTable };

/** A stored picture in the site's sizes (see app/utils/image-sizes.ts). */
export interface StoredImage {
  /** `/media/uploads/ab/abcdef….webp`; `-960` and `-640` siblings exist beside it */
  url: string;
  width: number;
  height: number;
}
