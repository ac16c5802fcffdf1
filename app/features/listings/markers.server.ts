import type { DB } from "#app/db/db.server.ts";
import { isPostgres } from "#app/db/dialect.ts";
import { whereListing, withPropertyTypeIds } from "./queries.server.ts";
import type { ListingQuery } from "./types.ts";

/** At most this many markers per answer: the newest win; the map says when there are more. */
export const MAX_MARKERS = 3000;

/** One marker, compact on the wire: [id, lng, lat, price or null]. */
export type ListingMarker = [number, number, number, number | null];

const r5 = (n: number) => Math.round(n * 100_000) / 100_000;

/** The markers of a list's filters (the same WHERE as the list), newest first, capped. */
export async function listingMarkers(
  db: DB,
  query: ListingQuery,
  limit = MAX_MARKERS,
): Promise<{ markers: ListingMarker[]; capped: boolean }> {
  const rows = await db
    .selectFrom("listings")
    .select(["listings.id", "listings.longitude", "listings.latitude", "listings.price"])
    .where(whereListing(await withPropertyTypeIds(db, query), isPostgres(db)))
    .where("listings.latitude", "is not", null)
    .where("listings.longitude", "is not", null)
    .orderBy("listings.created_at", "desc")
    .orderBy("listings.id", "desc")
    .limit(limit + 1)
    .execute();
  const markers = rows
    .slice(0, limit)
    .map((r): ListingMarker => [r.id, r5(r.longitude ?? 0), r5(r.latitude ?? 0), r.price === null ? null : Number(r.price)]);
  return { markers, capped: rows.length > limit };
}
