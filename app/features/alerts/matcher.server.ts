/**
 * The alert matcher (issue 44 item 3): runs when listings change, not as a scan of every alert against
 * every listing. It reads what happened since its watermark — the listings created (by id) and the
 * prices recorded (listing_price_history, written by imports and the editor) — and for each new
 * listing or price drop asks only the confirmed alerts of the same listing type and category whether
 * it meets their filters (match.ts, in TypeScript: one code path for both databases). A match is
 * recorded once per alert, listing, kind and price (the table's unique key).
 */
import type { DB } from "#app/db/db.server.ts";
import type { ListingType, PropertyCategory } from "#app/db/schema.ts";
import type { AlertMatchKind } from "#app/db/tables/alerts.ts";
import { parseListingFilters } from "#app/features/listings/filters.ts";
import { locationsByIds } from "#app/features/locations/locations.server.ts";
import { type AlertListing, type AlertSearch, isPriceDrop, listingMeetsSearch } from "./match.ts";

const CURSOR = "matcher";
/**
 * Ids a writer took but had not committed when the matcher read (PostgreSQL hands out ids before the
 * commit) would be skipped for ever: each run reads this many ids back past its watermark again. The
 * unique key makes a second look at the same listing harmless.
 */
const LOOKBACK = 200;
/** rows read per run; the rest are next run's */
const BATCH = 1000;

export interface MatcherResult {
  newListings: number;
  priceDrops: number;
  matches: number;
}

function listingRows(db: DB) {
  return db
    .selectFrom("listings")
    .innerJoin("areas", "areas.id", "listings.area_id")
    .innerJoin("property_types", "property_types.id", "listings.property_type_id")
    .select([
      "listings.id",
      "listings.listing_type",
      "listings.category",
      "listings.status",
      "listings.price",
      "listings.area_id",
      "areas.name as area_name",
      "listings.community",
      "listings.sub_community",
      "listings.developer_id",
      "property_types.label as property_type",
      "listings.bedrooms",
      "listings.bathrooms",
      "listings.size_sqft",
      "listings.cheques",
      "listings.furnishing",
      "listings.completion_status",
      "listings.amenities",
      "listings.parking",
      "listings.latitude",
      "listings.longitude",
      "listings.title",
      "listings.description",
      "listings.created_at",
    ]);
}

interface Event {
  listing: AlertListing;
  kind: AlertMatchKind;
  price: number;
  oldPrice: number | null;
  /** when it happened: an alert hears of what happened after its confirmation only */
  at: string;
}

/** One pass: reads the changes since the watermark, records the matches and moves the watermark, in one transaction. */
export async function runMatcher(db: DB, options: { now?: Date } = {}): Promise<MatcherResult> {
  const at = (options.now ?? new Date()).toISOString();
  const result: MatcherResult = { newListings: 0, priceDrops: 0, matches: 0 };
  const cursor = await db.selectFrom("search_alert_cursor").selectAll().where("name", "=", CURSOR).executeTakeFirst();
  if (!cursor) {
    // The first run starts from now: what was on the site before alerts existed is not news.
    const [listing, history] = await Promise.all([
      db
        .selectFrom("listings")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst(),
      db
        .selectFrom("listing_price_history")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst(),
    ]);
    await db
      .insertInto("search_alert_cursor")
      .values({ name: CURSOR, listing_id: Number(listing?.id ?? 0), price_history_id: Number(history?.id ?? 0), updated_at: at })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    return result;
  }

  const fresh = await listingRows(db)
    .where("listings.id", ">", Math.max(0, cursor.listing_id - LOOKBACK))
    .orderBy("listings.id")
    .limit(BATCH)
    .execute();
  const prices = await db
    .selectFrom("listing_price_history")
    .select(["id", "listing_id", "price", "rent_frequency", "changed_at"])
    .where("id", ">", Math.max(0, cursor.price_history_id - LOOKBACK))
    .orderBy("id")
    .limit(BATCH)
    .execute();

  const events: Event[] = [];
  for (const listing of fresh) {
    if (listing.status !== "ACTIVE") continue;
    events.push({ listing, kind: "new", price: listing.price ?? 0, oldPrice: null, at: listing.created_at });
  }
  result.newListings = events.length;

  // A price drop: a recorded price below the one recorded before it, and still the listing's price.
  const drops = new Map<number, { price: number; oldPrice: number; at: string }>();
  // Each new row against the row before it for the same listing: the listings' earlier rows in one read.
  const history = new Map<number, { id: number; price: number | null; rent_frequency: string | null }[]>();
  const touched = [...new Set(prices.map((p) => p.listing_id))];
  for (let i = 0; i < touched.length; i += 500) {
    const rows = await db
      .selectFrom("listing_price_history")
      .select(["id", "listing_id", "price", "rent_frequency"])
      .where("listing_id", "in", touched.slice(i, i + 500))
      .where("id", "<=", prices.at(-1)?.id ?? 0)
      .orderBy("id")
      .execute();
    for (const r of rows) history.set(r.listing_id, [...(history.get(r.listing_id) ?? []), r]);
  }
  for (const row of prices) {
    const rows = history.get(row.listing_id) ?? [];
    const before = rows.filter((r) => r.id < row.id).at(-1);
    if (before && isPriceDrop(before, row) && row.price !== null && before.price !== null)
      drops.set(row.listing_id, { price: row.price, oldPrice: before.price, at: row.changed_at });
  }
  if (drops.size) {
    const repriced = await listingRows(db)
      .where("listings.id", "in", [...drops.keys()])
      .execute();
    for (const listing of repriced) {
      const drop = drops.get(listing.id);
      if (!drop || listing.status !== "ACTIVE" || listing.price !== drop.price) continue;
      events.push({ listing, kind: "price_drop", price: drop.price, oldPrice: drop.oldPrice, at: drop.at });
      result.priceDrops += 1;
    }
  }

  const rows: {
    alert_id: number;
    listing_id: number;
    kind: AlertMatchKind;
    price: number;
    old_price: number | null;
    matched_at: string;
  }[] = [];
  if (events.length) {
    const lists = new Set(events.map((e) => `${e.listing.listing_type}|${e.listing.category}`));
    const alerts = await db
      .selectFrom("search_alerts")
      .select(["id", "listing_type", "category", "query", "confirmed_at"])
      .where("state", "=", "active")
      .where((eb) =>
        eb.or(
          [...lists].map((key) => {
            const [type, category] = key.split("|") as [ListingType, PropertyCategory];
            return eb.and([eb("listing_type", "=", type), eb("category", "=", category)]);
          }),
        ),
      )
      .execute();
    const searches = await Promise.all(
      alerts.map(async (alert): Promise<{ id: number; since: string; search: AlertSearch }> => {
        const filters = parseListingFilters(alert.query);
        const places = filters.locations?.length ? (await locationsByIds(db, filters.locations)).map((l) => l.place) : undefined;
        return {
          id: alert.id,
          since: alert.confirmed_at ?? "",
          search: { listingType: alert.listing_type, category: alert.category, filters, places },
        };
      }),
    );
    for (const event of events)
      for (const { id, since, search } of searches)
        if (event.at >= since && listingMeetsSearch(event.listing, search))
          rows.push({
            alert_id: id,
            listing_id: event.listing.id,
            kind: event.kind,
            price: event.price,
            old_price: event.oldPrice,
            matched_at: at,
          });
  }

  const listingMark = Math.max(cursor.listing_id, ...fresh.map((l) => l.id));
  const priceMark = Math.max(cursor.price_history_id, ...prices.map((p) => p.id));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 200) {
      const inserted = await trx
        .insertInto("search_alert_matches")
        .values(rows.slice(i, i + 200))
        .onConflict((oc) => oc.columns(["alert_id", "listing_id", "kind", "price"]).doNothing())
        .executeTakeFirst();
      result.matches += Number(inserted.numInsertedOrUpdatedRows ?? 0);
    }
    await trx
      .updateTable("search_alert_cursor")
      .set({ listing_id: listingMark, price_history_id: priceMark, updated_at: at })
      .where("name", "=", CURSOR)
      .execute();
  });
  return result;
}
