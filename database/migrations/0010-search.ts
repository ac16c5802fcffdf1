import { type Kysely, sql } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";

/**
 * Search (issue 21, decision 017).
 *
 * 1. A real text index over each listing's title, description, community,
 *    building (sub_community) and area name, kept by triggers so every writer
 *    (pages, seed, feed import, back office) keeps it right without knowing:
 *    - SQLite: an FTS5 table `listings_fts` (rowid = listings.id, unicode61
 *      tokenizer with diacritics removed, prefix indexes for 2- and 3-letter
 *      prefixes);
 *    - PostgreSQL: a `search_doc tsvector` column ('simple' configuration:
 *      names are not English words to stem) filled by a trigger, GIN-indexed.
 *    Renaming an area refreshes its listings' documents.
 * 2. Sale/rent filters the data lacked: `cheques` (rent paid in 1–12 cheques).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("listings").addColumn("cheques", "integer").execute();

  if (isPostgres(db)) {
    await sql`alter table listings add column search_doc tsvector`.execute(db);
    await sql`
      create function listings_search_doc() returns trigger language plpgsql as $$
      begin
        new.search_doc :=
          setweight(to_tsvector('simple', coalesce(new.title, '')), 'A') ||
          setweight(to_tsvector('simple', coalesce(new.community, '') || ' ' || coalesce(new.sub_community, '') || ' ' ||
            coalesce((select name from areas where id = new.area_id), '')), 'B') ||
          setweight(to_tsvector('simple', coalesce(new.description, '')), 'D');
        return new;
      end $$`.execute(db);
    await sql`
      create trigger listings_search_doc before insert or update of title, description, community, sub_community, area_id
      on listings for each row execute function listings_search_doc()`.execute(db);
    await sql`
      create function areas_search_doc() returns trigger language plpgsql as $$
      begin
        update listings set area_id = area_id where area_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger areas_search_doc after update of name on areas for each row execute function areas_search_doc()`.execute(db);
    await sql`update listings set area_id = area_id`.execute(db);
    await sql`create index listings_search_doc on listings using gin (search_doc)`.execute(db);
    return;
  }

  await sql`
    create virtual table listings_fts using fts5(
      title, description, community, building, area, facets,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
  // facets: the list's own filters as tokens (fstatusactive flistingsell fcategoryresidential fpriced), so a
  // text search's count is answered by the index alone, without visiting a row.
  const facets = (row: string) =>
    `'fstatus' || lower(${row}.status) || ' flisting' || lower(${row}.listing_type) || ' fcategory' || lower(${row}.category) || case when ${row}.price is null then '' else ' fpriced' end`;
  const doc = (row: "new") =>
    sql.raw(
      `${row}.id, ${row}.title, ${row}.description, coalesce(${row}.community, ''), coalesce(${row}.sub_community, ''), coalesce((select name from areas where id = ${row}.area_id), ''), ${facets(row)}`,
    );
  await sql`
    create trigger listings_fts_insert after insert on listings begin
      insert into listings_fts (rowid, title, description, community, building, area, facets) values (${doc("new")});
    end`.execute(db);
  await sql`
    create trigger listings_fts_update
    after update of title, description, community, sub_community, area_id, status, listing_type, category, price on listings begin
      delete from listings_fts where rowid = old.id;
      insert into listings_fts (rowid, title, description, community, building, area, facets) values (${doc("new")});
    end`.execute(db);
  await sql`
    create trigger listings_fts_delete after delete on listings begin
      delete from listings_fts where rowid = old.id;
    end`.execute(db);
  await sql`
    create trigger areas_fts_rename after update of name on areas begin
      update listings_fts set area = new.name where rowid in (select id from listings where area_id = new.id);
    end`.execute(db);
  await sql`
    insert into listings_fts (rowid, title, description, community, building, area, facets)
    select l.id, l.title, l.description, coalesce(l.community, ''), coalesce(l.sub_community, ''), coalesce(a.name, ''), ${sql.raw(facets("l"))}
    from listings l left join areas a on a.id = l.area_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists areas_search_doc on areas`.execute(db);
    await sql`drop function if exists areas_search_doc()`.execute(db);
    await sql`drop trigger if exists listings_search_doc on listings`.execute(db);
    await sql`drop function if exists listings_search_doc()`.execute(db);
    await sql`drop index if exists listings_search_doc`.execute(db);
    await sql`alter table listings drop column search_doc`.execute(db);
  } else {
    for (const t of ["areas_fts_rename", "listings_fts_delete", "listings_fts_update", "listings_fts_insert"]) {
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
    }
    await sql`drop table if exists listings_fts`.execute(db);
  }
  await db.schema.alterTable("listings").dropColumn("cheques").execute();
}
