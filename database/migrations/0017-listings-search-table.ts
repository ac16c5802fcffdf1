import { type Kysely, sql } from "kysely";
import { isPostgres } from "#app/db/dialect.ts";

/**
 * The text index within the list page's budget on 100,000 listings (issue 21
 * item 2, decision 017 amendment 2026-11-25).
 *
 * SQLite: `listings_fts` is rebuilt with `detail = column` (no word
 * positions: nothing asks for phrases, and doclists shrink by half) and
 * prefix indexes for 2- to 6-letter word starts (was 2 and 3). A typed word
 * longer than the largest prefix index is looked up by merging the doclists of
 * every indexed word it starts ("view" → view, views, viewing…: 85,000
 * listings, ~12 ms); with an index of that length it is one doclist.
 *
 * PostgreSQL: the text index moves out of `listings` into a narrow table of
 * its own, `listings_search`.
 *
 * Why: a count cannot be answered by a GIN index alone; PostgreSQL visits the
 * table row of every match to check it is visible. With the document inside
 * `listings` (rows of ~2 KB, 6 to a page) counting "marina" visited ~7,000
 * pages of the 131 MB table, and a page of results joined the matches to
 * those rows to sort them. `listings_search` mirrors, per listing, the
 * columns a text search with no other filter reads (status, type and
 * category to filter; price, size, bedrooms and created_at to sort) next to
 * the document, which is stored out of line (TOAST): rows of ~150 bytes,
 * 100,000 of them in ~1,950 pages, partitioned by listing type (a sale search
 * reads the ~1,100 pages of sales). Such a search is counted and paged on
 * this table and its index alone (`features/listings/text-index.server.ts`).
 *
 * PostgreSQL only moves a value out of line once its row passes ~2 KB
 * (TOAST_TUPLE_THRESHOLD, fixed at build time; `toast_tuple_target` only sets
 * how far it then shrinks the row), and most documents are shorter. The
 * `pad` column (2,100 spaces, kept inline compressed to ~35 bytes) pushes
 * every row past that threshold so the document always goes out of line; the
 * other columns are never moved (storage plain), or sorting would read them
 * back from TOAST.
 *
 * The document is the same as migration 0010's (title, community, building,
 * area name, description; 'simple' configuration) without positions or
 * weights, which nothing reads. One trigger on `listings` keeps the table
 * (insert, and update of any column it copies: the row is deleted and
 * inserted again, which also writes a fresh pad); a deleted listing's row
 * goes with it (foreign key); an area rename still touches its listings (0010).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return rebuildSqliteFts(db, "prefix = '2 3 4 5 6', detail = column");
  // 0010's column, its trigger and index: the document now lives in listings_search.
  await sql`drop trigger if exists listings_search_doc on listings`.execute(db);
  await sql`drop function if exists listings_search_doc()`.execute(db);
  await sql`drop index if exists listings_search_doc`.execute(db);
  await sql`alter table listings drop column if exists search_doc`.execute(db);
  // Partitioned by listing type: a sale search scans the sale rows only (a sale
  // or rent list always names its type); the key includes the partition key.
  await sql`
    create table listings_search (
      id integer not null references listings (id) on delete cascade,
      status varchar(10) not null,
      listing_type varchar(4) not null,
      category varchar(20) not null,
      price bigint,
      size_sqft integer,
      bedrooms integer,
      created_at varchar(30) not null,
      doc tsvector not null,
      pad text not null,
      primary key (id, listing_type)
    ) partition by list (listing_type)`.execute(db);
  // Only the document goes out of line: the small columns never (a sort would fetch each from TOAST), the
  // pad stays inline compressed. (Set on the parent before the partitions exist: they copy it.)
  await sql`
    alter table listings_search
      alter column status set storage plain, alter column listing_type set storage plain,
      alter column category set storage plain, alter column created_at set storage plain,
      alter column pad set storage main`.execute(db);
  await sql`create table listings_search_sell partition of listings_search for values in ('SELL') with (toast_tuple_target = 128)`.execute(
    db,
  );
  await sql`create table listings_search_rent partition of listings_search for values in ('RENT') with (toast_tuple_target = 128)`.execute(
    db,
  );
  await sql`create table listings_search_other partition of listings_search default with (toast_tuple_target = 128)`.execute(db);
  const columns = sql.raw("id, status, listing_type, category, price, size_sqft, bedrooms, created_at, doc, pad");
  const doc = (row: string, areaName: string) =>
    sql.raw(
      `strip(to_tsvector('simple', coalesce(${row}.title, '') || ' ' || coalesce(${row}.community, '') || ' ' || coalesce(${row}.sub_community, '') || ' ' || coalesce(${areaName}, '') || ' ' || coalesce(${row}.description, '')))`,
    );
  await sql`
    create function listings_search_sync() returns trigger language plpgsql as $$
    begin
      -- delete and insert rather than update: a new listing type moves the row to another partition
      if tg_op = 'UPDATE' then
        delete from listings_search where id = old.id;
      end if;
      insert into listings_search (${columns})
      values (new.id, new.status, new.listing_type, new.category, new.price, new.size_sqft, new.bedrooms, new.created_at,
        ${doc("new", "(select name from areas where id = new.area_id)")}, repeat(' ', 2100));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger listings_search_sync
    after insert or update of title, description, community, sub_community, area_id,
      status, listing_type, category, price, size_sqft, bedrooms, created_at
    on listings for each row execute function listings_search_sync()`.execute(db);
  await sql`
    insert into listings_search (${columns})
    select l.id, l.status, l.listing_type, l.category, l.price, l.size_sqft, l.bedrooms, l.created_at, ${doc("l", "a.name")}, repeat(' ', 2100)
    from listings l left join areas a on a.id = l.area_id`.execute(db);
  await sql`create index listings_search_doc on listings_search using gin (doc)`.execute(db);
  await sql`analyze listings_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return rebuildSqliteFts(db, "prefix = '2 3'");
  await sql`drop trigger if exists listings_search_sync on listings`.execute(db);
  await sql`drop function if exists listings_search_sync()`.execute(db);
  await sql`drop table if exists listings_search`.execute(db);
  // back to 0010's column, kept by its trigger
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
  await sql`update listings set area_id = area_id`.execute(db);
  await sql`create index listings_search_doc on listings using gin (search_doc)`.execute(db);
}

/**
 * SQLite: `listings_fts` again with other options, same columns and content;
 * its triggers (as migration 0010 made them) are dropped while the table is
 * swapped and made again.
 */
async function rebuildSqliteFts(db: Kysely<unknown>, options: string): Promise<void> {
  const columns = sql.raw("rowid, title, description, community, building, area, facets");
  await sql`drop table if exists listings_fts_next`.execute(db);
  await sql`
    create virtual table listings_fts_next using fts5(
      title, description, community, building, area, facets,
      tokenize = 'unicode61 remove_diacritics 2', ${sql.raw(options)}
    )`.execute(db);
  await sql`insert into listings_fts_next (${columns}) select ${columns} from listings_fts`.execute(db);
  for (const t of ["areas_fts_rename", "listings_fts_delete", "listings_fts_update", "listings_fts_insert"]) {
    await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  }
  await sql`drop table listings_fts`.execute(db);
  await sql`alter table listings_fts_next rename to listings_fts`.execute(db);
  const facets = `'fstatus' || lower(new.status) || ' flisting' || lower(new.listing_type) || ' fcategory' || lower(new.category) || case when new.price is null then '' else ' fpriced' end`;
  const doc = sql.raw(
    `new.id, new.title, new.description, coalesce(new.community, ''), coalesce(new.sub_community, ''), coalesce((select name from areas where id = new.area_id), ''), ${facets}`,
  );
  await sql`
    create trigger listings_fts_insert after insert on listings begin
      insert into listings_fts (${columns}) values (${doc});
    end`.execute(db);
  await sql`
    create trigger listings_fts_update
    after update of title, description, community, sub_community, area_id, status, listing_type, category, price on listings begin
      delete from listings_fts where rowid = old.id;
      insert into listings_fts (${columns}) values (${doc});
    end`.execute(db);
  await sql`
    create trigger listings_fts_delete after delete on listings begin
      delete from listings_fts where rowid = old.id;
    end`.execute(db);
  await sql`
    create trigger areas_fts_rename after update of name on areas begin
      update listings_fts set area = new.name where rowid in (select id from listings where area_id = new.id);
    end`.execute(db);
}
