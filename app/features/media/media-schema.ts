// The media_uploads table (photos uploaded for a form not saved yet: migration 0008) is typed in app/db/tables/editor.ts.

/** A stored picture in the site's sizes (see app/utils/image-sizes.ts). */
export interface StoredImage {
  /** `/media/uploads/ab/abcdef….webp`; `-960` and `-640` siblings exist beside it */
  url: string;
  width: number;
  height: number;
}
