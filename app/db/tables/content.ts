import type { Id, IsoTime } from "./columns.ts";

/** The blog (migrations 0009, 0016) and its media library (0027). */
export type BlogStatus = "draft" | "published";

export interface BlogPostTable {
  id: Id;
  slug: string;
  title: string;
  excerpt: string;
  /** a site image path or a /media key */
  cover: string;
  /** Markdown; rendered and sanitised when shown */
  body: string;
  reading_minutes: number;
  /** published with publish_at in the future = scheduled */
  status: BlogStatus;
  /** null for a draft never scheduled */
  publish_at: IsoTime | null;
  updated_by: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A live post's earlier slugs, each answering 301 to the post's current one. */
export interface BlogOldSlugTable {
  slug: string;
  post_id: number;
  created_at: IsoTime;
}

/** The pictures uploaded for posts (the files are content-addressed under MEDIA_DIR/library). */
export interface MediaLibraryTable {
  id: Id;
  url: string;
  original_name: string;
  bytes: number;
  width: number;
  height: number;
  uploaded_by: number | null;
  created_at: IsoTime;
}
