import type { BlogState } from "./blog-schema.ts";

/** A post as a visitor's card shows it. */
export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** YYYY-MM-DD (UTC) */
  publishDate: string;
  /** ISO UTC */
  publishAt: string;
  timeToRead: number;
  imgUrl: string;
}

/** A post page: the summary plus its sanitised HTML body. */
export interface PostPage extends PostSummary {
  html: string;
  updatedAt: string;
}

/** A row of the back office's post list. */
export interface AdminPostRow {
  id: number;
  title: string;
  slug: string;
  state: BlogState;
  publishAt: string | null;
  updatedAt: string;
}

/** The editor's values for one post. */
export interface EditablePost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  cover: string;
  body: string;
  state: BlogState;
  publishAt: string | null;
  readingMinutes: number;
}
