import type { Kysely } from "kysely";

// Blog posts are addressed by slug (/blogs/{slug}). When an admin changes the
// slug of a post that was live, its old address keeps working: the old slug is
// kept here and answers 301 to the post's current one. A slug is either some
// post's current slug or one post's old slug, never both (the editor checks).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("blog_old_slugs")
    .addColumn("slug", "varchar(120)", (c) => c.primaryKey())
    .addColumn("post_id", "integer", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(30)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("blog_old_slugs_post").on("blog_old_slugs").column("post_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_old_slugs").execute();
}
