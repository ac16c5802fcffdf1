import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";
import { readingMinutes } from "#app/features/blog/reading-time.ts";
import { BLOG_SEED } from "#database/seed/blog-posts.ts";

// The blog moves from code into the database. The three launch posts keep
// their ids (1-3), so their numeric URLs keep working.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const pk = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable("blog_posts")
    .addColumn("id", pg ? "serial" : "integer", pk)
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("excerpt", "varchar(400)", (c) => c.notNull())
    // a site image path or a /media key
    .addColumn("cover", "varchar(300)", (c) => c.notNull())
    // Markdown; rendered and sanitised when shown
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("reading_minutes", "integer", (c) => c.notNull())
    // draft | published (published with publish_at in the future = scheduled)
    .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("draft"))
    // ISO UTC; null for a draft never scheduled
    .addColumn("publish_at", "varchar(30)")
    .addColumn("updated_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("blog_posts_public").on("blog_posts").columns(["status", "publish_at"]).execute();

  const now = new Date().toISOString();
  for (const post of BLOG_SEED) {
    await sql`insert into blog_posts (id, slug, title, excerpt, cover, body, reading_minutes, status, publish_at, created_at, updated_at)
      values (${post.id}, ${post.slug}, ${post.title}, ${post.excerpt}, ${post.cover}, ${post.body}, ${readingMinutes(post.body)},
              'published', ${post.publishAt}, ${now}, ${now})`.execute(db);
  }
  // explicit ids leave PostgreSQL's sequence at 1
  if (pg) await sql`select setval(pg_get_serial_sequence('blog_posts', 'id'), (select max(id) from blog_posts))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_posts").execute();
}
