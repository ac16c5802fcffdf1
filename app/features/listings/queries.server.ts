/**
 * THE query layer for sale and rent listings: the list and detail pages and
 * the public JSON API call these functions, so each query is written once
 * and runs on SQLite and PostgreSQL alike.
 */
import { type Expression, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { executeByIds, reusableQuery } from "#app/db/reusable-query.server.ts";
import { feedFactsOf } from "#app/features/feeds/listing-facts.server.ts";
import { keepCount, knownCount, rememberedCount } from "#app/db/count-cache.server.ts";
import { isPostgres } from "#app/db/dialect.ts";
import { type ListingSource, listingSource, listingTextMatch, setsOnly, textIndexCounts } from "./text-index.server.ts";
import type { Database } from "#app/db/schema.ts";
import { pricePerSqft } from "#app/utils/format.ts";
import { summaryCount, summaryTextPage } from "./count-summary.server.ts";
import type { AmenityKey, DeveloperOption, ListingDetail, ListingQuery, ListingSummary, Paging, PropertyTypeGroup } from "./types.ts";

export const CARD_PHOTOS = 4;

type ListingsEb = ExpressionBuilder<Database, "listings">;

/**
 * The amenities column is a JSON array of names (seed and feeds spell them
 * alike: "Swimming pool", "Maid's room"…); a filter looks for the quoted
 * name, case-insensitively. Parking also counts the parking spaces column.
 */
const AMENITY_PATTERNS: Record<AmenityKey, string[]> = {
  pool: ['%pool"%'],
  gym: ['%"gym"%'],
  balcony: ['%"balcony"%', '%"terrace"%'],
  maid: ['%"maid\'s room"%', '%"maids room"%'],
  parking: ['%parking"%'],
  pets: ['%"pets allowed"%'],
};

function amenityMatch(eb: ListingsEb, amenity: AmenityKey) {
  const like = AMENITY_PATTERNS[amenity].map((p) => sql<SqlBool>`lower(listings.amenities) like ${p}`);
  if (amenity === "parking") return eb.or([eb("listings.parking", ">", 0), ...like]);
  return eb.or(like);
}

/**
 * The WHERE clause of a ListingQuery; the count and the rows share it, so they
 * agree (the map's markers too). `source` is the table read as `listings`
 * (text-index.server.ts: listingSource). `walk`: "newest first" for a page that walks the
 * newest-first index (searchListings: a dense result), where a price range must not pick the index.
 */
export function whereListing(
  q: ListingQuery & { propertyTypeIds?: number[] },
  postgres: boolean,
  source: ListingSource = "listings",
  walk: "any index" | "newest first" = "any index",
) {
  // A dense newest-first page on SQLite: the price range is tested on the entries of the newest-first
  // index, not used to choose an index (see searchListings).
  const price = walk === "newest first" && !postgres ? sql<number>`+listings.price` : sql.ref<number>("listings.price");
  return (eb: ListingsEb) => {
    const and: Expression<SqlBool>[] = [eb("listings.status", "=", q.status ?? "ACTIVE")];
    if (q.listingType) and.push(eb("listings.listing_type", "=", q.listingType));
    if (q.category) and.push(eb("listings.category", "=", q.category));
    if (q.areaId !== undefined) and.push(eb("listings.area_id", "=", q.areaId));
    // No known place: nothing can match (an unknown location id finds nothing rather than everything).
    if (q.places && !q.places.length) and.push(eb("listings.id", "<", 0));
    if (q.places?.length) {
      and.push(
        eb.or(
          q.places.map((p) => {
            const place = [eb("listings.area_id", "=", p.areaId)];
            if (p.community !== undefined) place.push(eb("listings.community", "=", p.community));
            if (p.subCommunity !== undefined) place.push(eb("listings.sub_community", "=", p.subCommunity));
            return eb.and(place);
          }),
        ),
      );
    }
    if (q.minPrice !== undefined) and.push(eb(price, ">=", q.minPrice));
    if (q.maxPrice !== undefined) and.push(eb(price, "<=", q.maxPrice));
    if (q.developerIds?.length) and.push(eb("listings.developer_id", "in", q.developerIds));
    if (q.bedrooms?.length) and.push(eb("listings.bedrooms", "in", q.bedrooms));
    if (q.minSize !== undefined) and.push(eb("listings.size_sqft", ">=", q.minSize));
    if (q.maxSize !== undefined) and.push(eb("listings.size_sqft", "<=", q.maxSize));
    if (q.minBathrooms !== undefined) and.push(eb("listings.bathrooms", ">=", q.minBathrooms));
    if (q.furnishing) and.push(eb("listings.furnishing", "=", q.furnishing));
    if (q.completion) and.push(eb("listings.completion_status", "=", q.completion));
    if (q.bbox) {
      const [minLng, minLat, maxLng, maxLat] = q.bbox;
      and.push(
        eb("listings.longitude", ">=", minLng),
        eb("listings.longitude", "<=", maxLng),
        eb("listings.latitude", ">=", minLat),
        eb("listings.latitude", "<=", maxLat),
      );
    }
    if (q.minCheques !== undefined) and.push(eb("listings.cheques", ">=", q.minCheques));
    for (const amenity of q.amenities ?? []) and.push(amenityMatch(eb, amenity));
    if (q.propertyTypeIds)
      and.push(q.propertyTypeIds.length ? eb("listings.property_type_id", "in", q.propertyTypeIds) : eb("listings.id", "<", 0));
    else if (q.propertyTypes?.length) {
      const labels = q.propertyTypes;
      and.push(
        eb(
          "listings.property_type_id",
          "in",
          eb.selectFrom("property_types").select("property_types.id").where("property_types.label", "in", labels),
        ),
      );
    }
    if (q.text?.trim()) and.push(listingTextMatch(postgres, q.text, source));
    return eb.and(and);
  };
}

/**
 * For a page of a narrow result (see `sparseWalk`): the same value, but no index can give its order,
 * so the database finds the matching rows on the index that suits the filters and sorts those few.
 * Walking the newest-first index instead reads a table row for every listing of the type until a
 * page's worth match: 3 matches among ~50,000 sale listings cost ~130 ms that way on SQLite, ~3 ms
 * sorted; 13 among ~30,000 rentals 32 ms on PostgreSQL, whose estimate (242 rows) chose the walk.
 */
const unindexedNewest = sql`coalesce(listings.created_at, listings.created_at)`;

/**
 * Listings with a price come first in both price orders (a missing price is
 * 'Not specified', not zero); ties fall back to the id so pages never overlap.
 * The priced and unpriced rows are read as two ranges (see searchListings)
 * so each walks an index in order instead of sorting the whole result.
 */
function orderListings<O>(query: SelectQueryBuilder<Database, "listings", O>, sort: ListingQuery["sort"], sparse = false) {
  // Rows without the sorted value come last in both directions; ties by id so pages never overlap.
  const lastIfNull = (value: RawBuilder<unknown>, dir: "asc" | "desc") =>
    query
      .orderBy(sql`case when ${value} is null then 1 else 0 end`)
      .orderBy(value, dir)
      .orderBy("listings.id", dir);
  switch (sort) {
    case "psf_asc":
    case "psf_desc":
      return lastIfNull(sql`(listings.price * 1.0 / nullif(listings.size_sqft, 0))`, sort === "psf_asc" ? "asc" : "desc");
    case "size_asc":
    case "size_desc":
      return lastIfNull(sql`listings.size_sqft`, sort === "size_asc" ? "asc" : "desc");
    case "beds_asc":
    case "beds_desc":
      return lastIfNull(sql`listings.bedrooms`, sort === "beds_asc" ? "asc" : "desc");
    case "price_asc":
      return query.orderBy("listings.price", "asc").orderBy("listings.id", "asc");
    case "price_desc":
      return query.orderBy("listings.price", "desc").orderBy("listings.id", "desc");
    default:
      return query.orderBy(sparse ? unindexedNewest : sql.ref("listings.created_at"), "desc").orderBy("listings.id", "desc");
  }
}

/** The filters every index a page walks holds (migrations 0003, 0019): a walk tests them on index entries. */
const WALK_COVERS = new Set<string>([
  "listingType",
  "category",
  "status",
  "propertyTypes",
  "developerIds",
  "bedrooms",
  "minPrice",
  "maxPrice",
  "sort",
]);

/**
 * A result is sparse when a walk in sort order would pass more non-matching listings per row of the
 * page than sorting the matches costs: ~25 when the walk reads a table row to test a filter its
 * index lacks (text, area, size, amenities…), ~3 when the index holds every filter.
 */
function sparseWalk(filters: ListingQuery): number {
  return setsOnly(filters, WALK_COVERS) ? 3 : 25;
}

async function photosByListing(db: DB, ids: number[], limit?: number): Promise<Map<number, string[]>> {
  const byListing = new Map<number, string[]>();
  if (!ids.length) return byListing;
  let query = db
    .selectFrom("listing_photos")
    .select(["listing_id", "url"])
    .where("listing_id", "in", ids)
    .orderBy("listing_id")
    .orderBy("position");
  if (limit !== undefined) query = query.where("position", "<", limit);
  for (const row of await executeByIds(db, ids, query)) {
    const list = byListing.get(row.listing_id) ?? [];
    list.push(row.url);
    byListing.set(row.listing_id, list);
  }
  return byListing;
}

function summaryColumns(db: DB) {
  return db
    .selectFrom("listings")
    .innerJoin("areas", "areas.id", "listings.area_id")
    .innerJoin("property_types", "property_types.id", "listings.property_type_id")
    .leftJoin("developers", "developers.id", "listings.developer_id")
    .select([
      "listings.id",
      "listings.reference",
      "listings.title",
      "listings.title_ar",
      "listings.listing_type",
      "listings.category",
      "listings.price",
      "listings.area_id",
      "areas.name as area_name",
      "listings.community",
      "listings.sub_community",
      "listings.developer_id",
      "developers.name as developer_name",
      "property_types.label as property_type",
      "listings.bedrooms",
      "listings.bathrooms",
      "listings.size_sqft",
      "listings.created_at",
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryColumns>["execute"]>>[number];

function toSummary(row: SummaryRow, photos: string[], reducedFrom: number | undefined): ListingSummary {
  return {
    ...(reducedFrom ? { reducedFrom } : {}),
    id: row.id,
    reference: row.reference,
    title: row.title,
    titleAr: row.title_ar,
    listingType: row.listing_type,
    category: row.category,
    price: row.price,
    pricePerSqft: pricePerSqft(row.price, row.size_sqft),
    areaId: row.area_id,
    areaName: row.area_name,
    community: row.community,
    subCommunity: row.sub_community,
    developerId: row.developer_id,
    developerName: row.developer_name,
    propertyType: row.property_type,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    sizeSqft: row.size_sqft,
    createdAt: row.created_at,
    photos,
  };
}

async function summariesFor(db: DB, rows: SummaryRow[], reductions = true): Promise<ListingSummary[]> {
  const ids = rows.map((r) => r.id);
  // the photos and the price changes are independent reads: side by side
  const [photos, reduced] = await Promise.all([
    photosByListing(db, ids, CARD_PHOTOS),
    reductions ? reductionsOf(db, rows) : new Map<number, number>(),
  ]);
  return rows.map((row) => toSummary(row, photos.get(row.id) ?? [], reduced.get(row.id)));
}

/**
 * The earlier, higher price of the listings among `rows` whose asking price came down (issue 44:
 * the cards' "price reduced" badge): the last recorded price above today's, when today's price is the
 * newest record. A price raised since a reduction shows no badge. One read for the whole page.
 */
async function reductionsOf(db: DB, rows: SummaryRow[]): Promise<Map<number, number>> {
  const reduced = new Map<number, number>();
  const priced = rows.filter((r) => r.price !== null);
  if (!priced.length) return reduced;
  const ids = priced.map((r) => r.id);
  const history = await executeByIds(
    db,
    ids,
    db
      .selectFrom("listing_price_history")
      .select(["listing_id", "price"])
      .where("listing_id", "in", ids)
      .orderBy("listing_id")
      .orderBy("changed_at", "desc")
      .orderBy("id", "desc"),
  );
  const byListing = new Map<number, Array<number | null>>();
  for (const h of history) byListing.set(h.listing_id, [...(byListing.get(h.listing_id) ?? []), h.price]);
  for (const row of priced) {
    const [newest, ...older] = byListing.get(row.id) ?? [];
    if (newest !== row.price) continue;
    const before = older.find((p) => p !== null && p !== row.price);
    if (before && row.price !== null && before > row.price) reduced.set(row.id, before);
  }
  return reduced;
}

/**
 * The property types' ids for their labels, so the planner sees constants: through the label
 * subquery PostgreSQL estimated 2,869 apartments for sale where there were 34,430, and counted a
 * text search among them with a nested loop (347 ms). Remembered like a count (until a purge).
 * Every caller of `whereListing` with a database at hand passes its query through this first.
 */
export async function withPropertyTypeIds(db: DB, q: ListingQuery): Promise<ListingQuery & { propertyTypeIds?: number[] }> {
  if (!q.propertyTypes?.length) return q;
  const labels = [...new Set(q.propertyTypes)].sort();
  const ids = await rememberedCount(db, `property-type-ids:${JSON.stringify(labels)}`, async () =>
    (await db.selectFrom("property_types").select("id").where("label", "in", labels).execute()).map((r) => r.id),
  );
  return { ...q, propertyTypeIds: ids };
}

/**
 * One page of listings and the total that match; three queries whatever the page size.
 * `reductions` false: without the cards' "price reduced" figures (the API does not send them: one read fewer).
 */
export async function searchListings(
  db: DB,
  filters: ListingQuery,
  paging: Paging,
  { reductions = true }: { reductions?: boolean } = {},
): Promise<{ items: ListingSummary[]; total: number }> {
  const postgres = isPostgres(db);
  const source = listingSource(postgres, filters);
  const typed = await withPropertyTypeIds(db, filters);
  const where = whereListing(typed, postgres, source);
  // The count and the page ids read `listings`, or on PostgreSQL for a text-only search its mirror
  // `listings_search` under the same name (the same columns for everything such a query filters and sorts on).
  const from = () => db.selectFrom(source === "listings" ? "listings" : ("listings_search as listings" as string as "listings"));
  const size = Math.max(1, Math.floor(paging.size));
  const offset = (Math.max(1, Math.floor(paging.page)) - 1) * size;
  const idsOf = () => from().select("listings.id").where(where);
  const pageIds = async (q: ReturnType<typeof idsOf>, sort: ListingQuery["sort"], skip: number, take: number, sparse = false) =>
    (await orderListings(q, sort, sparse).limit(take).offset(skip).execute()).map((r) => r.id);
  // A text search with the filters the count summary holds: matched, counted and paged in memory.
  const fromSummary = filters.text ? await summaryTextPage(db, typed, offset, size) : undefined;
  if (fromSummary) return { items: await itemsOf(db, fromSummary.ids, reductions), total: fromSummary.total };
  const countKey = `listings:${JSON.stringify({ ...filters, sort: undefined })}`;
  const priceSort = filters.sort === "price_asc" || filters.sort === "price_desc";
  type Counts = { n: number | string; priced: number | string } | undefined;
  let counts = knownCount<Counts>(db, countKey);
  let ids: number[] | undefined;
  // PostgreSQL, a text-only search whose count is not known: one scan of listings_search gives the
  // page and the count (window aggregates), instead of a scan for each. (Price sorts read their two
  // ranges below; a page past the end has no row to carry the count: counted below.)
  if (!counts && source === "listings_search" && !priceSort) {
    const rows = await orderListings(
      idsOf().select((eb) => [
        eb.fn.countAll<number | string>().over().as("n"),
        eb.fn.count<number | string>("listings.price").over().as("priced"),
      ]),
      filters.sort,
    )
      .limit(size)
      .offset(offset)
      .execute();
    if (rows[0]) {
      counts = { n: rows[0].n, priced: rows[0].priced };
      keepCount(db, countKey, counts);
      ids = rows.map((r) => r.id);
    }
  }
  // The common filters are counted in memory (count-summary.server.ts); a text search with no other
  // filter by the text index alone (SQLite) or on listings_search (PostgreSQL); anything else with the rows.
  counts ??= await rememberedCount(
    db,
    countKey,
    async () =>
      summaryCount(db, typed) ??
      (await textIndexCounts(db, filters)) ??
      (await from()
        .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.count<number | string>("listings.price").as("priced")])
        .where(where)
        .executeTakeFirst()),
  );
  const total = Number(counts?.n ?? 0);
  if (offset >= total) return { items: [], total };
  if (ids === undefined) {
    const plan = planPage(filters, { total, priced: Number(counts?.priced ?? 0), offset, size, postgres });
    ids = await pageOf(plan, {
      idsOf,
      pageIds,
      walkIdsOf: () =>
        from()
          .select("listings.id")
          .where(whereListing(typed, postgres, source, "newest first")),
    });
  }
  return { items: await itemsOf(db, ids, reductions), total };
}

/**
 * How a page's ids are found once the total is known, decided before any query (one function per
 * strategy below, each tested in queries.server.test.ts):
 * - `price-split`: a price sort reads the priced rows in price order, then the unpriced newest first
 *   (each range walks an index in order instead of sorting the whole result);
 * - `walk-newest`: SQLite, newest first with a price range and many matches: walk the newest-first
 *   index. Without statistics SQLite takes a price range as selective: it read every listing of the
 *   type priced over 500,000 on the price index and sorted them (5.6 ms) to show the 10 newest, which
 *   a walk of the newest-first index finds among its first entries (0.04 ms). PostgreSQL's statistics
 *   choose well (and running ANALYZE on SQLite made its text searches slower, ~22 ms);
 * - `ordered`: the query in its sort order; `sparse` when a walk in sort order would pass more
 *   non-matching listings per row of the page than sorting the matches costs (sparseWalk).
 */
export type PagePlan =
  | { kind: "price-split"; sort: "price_asc" | "price_desc"; offset: number; size: number; priced: number }
  | { kind: "walk-newest"; offset: number; size: number }
  | { kind: "ordered"; sort: ListingQuery["sort"]; offset: number; size: number; sparse: boolean };

export function planPage(
  filters: ListingQuery,
  at: { total: number; priced: number; offset: number; size: number; postgres: boolean },
): PagePlan {
  const { total, priced, offset, size, postgres } = at;
  if (filters.sort === "price_asc" || filters.sort === "price_desc")
    return { kind: "price-split", sort: filters.sort, offset, size, priced };
  const sparse = total < (offset + size) * sparseWalk(filters);
  const priceRange = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  if (!sparse && !postgres && (filters.sort ?? "newest") === "newest" && priceRange) return { kind: "walk-newest", offset, size };
  return { kind: "ordered", sort: filters.sort, offset, size, sparse };
}

type IdQuery = SelectQueryBuilder<Database, "listings", { id: number }>;
export interface PageQueries {
  /** the matching listings' ids, unordered */
  idsOf: () => IdQuery;
  /** the same, with the filters written for a walk of the newest-first index */
  walkIdsOf: () => IdQuery;
  pageIds: (q: IdQuery, sort: ListingQuery["sort"], skip: number, take: number, sparse?: boolean) => Promise<number[]>;
}

/** Runs a page plan: one function per strategy. */
export async function pageOf(plan: PagePlan, q: PageQueries): Promise<number[]> {
  switch (plan.kind) {
    case "price-split": {
      const { sort, offset, size, priced } = plan;
      const ids = offset < priced ? await q.pageIds(q.idsOf().where("listings.price", "is not", null), sort, offset, size) : [];
      if (ids.length < size && offset + ids.length >= priced)
        ids.push(
          ...(await q.pageIds(q.idsOf().where("listings.price", "is", null), "newest", Math.max(0, offset - priced), size - ids.length)),
        );
      return ids;
    }
    case "walk-newest":
      return q.pageIds(q.walkIdsOf(), "newest", plan.offset, plan.size);
    case "ordered":
      return q.pageIds(q.idsOf(), plan.sort, plan.offset, plan.size, plan.sparse);
  }
}

/** The cards of a page's ids, in their order (`reductions`: with their "price reduced" figures). */
async function itemsOf(db: DB, ids: number[], reductions = true): Promise<ListingSummary[]> {
  const rows = ids.length ? await executeByIds(db, ids, summaryColumns(db).where("listings.id", "in", ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return summariesFor(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
    reductions,
  );
}

/**
 * Its photos' URLs in order, as one JSON array: the same aggregate on both engines (PostgreSQL's json_agg is
 * handed over parsed, SQLite's json_group_array as text). One statement per listing instead of two: each
 * round trip cost the server and PostgreSQL more than the aggregate does.
 */
const photoUrls = (db: DB) =>
  isPostgres(db)
    ? sql<
        string[] | string
      >`coalesce((select json_agg(url order by position) from listing_photos where listing_id = listings.id), '[]'::json)`
    : sql<string[] | string>`(select json_group_array(url order by position) from listing_photos where listing_id = listings.id)`;

/** One listing with its names, agent and photos (compiled once: the detail page and the API ask it for every id). */
const listingRow = reusableQuery((db, id: number) =>
  db
    .selectFrom("listings")
    .innerJoin("areas", "areas.id", "listings.area_id")
    .innerJoin("property_types", "property_types.id", "listings.property_type_id")
    .leftJoin("developers", "developers.id", "listings.developer_id")
    .leftJoin("agents", "agents.id", "listings.agent_id")
    .selectAll("listings")
    .select([
      "areas.name as area_name",
      "areas.emirate as area_emirate",
      "developers.name as developer_name",
      "property_types.label as property_type",
      "agents.id as agent_key",
      "agents.name as agent_name",
      "agents.role as agent_role",
      "agents.avatar as agent_avatar",
      "agents.phone as agent_phone",
      "agents.email as agent_email",
      "agents.brn as agent_brn",
      photoUrls(db).as("photo_urls"),
    ])
    .where("listings.id", "=", id),
);

/** Everything a detail page shows, or undefined for an unknown id. Any status: the caller decides. */
export async function getListing(db: DB, id: number): Promise<ListingDetail | undefined> {
  const [row] = await listingRow(db, id);
  if (!row) return undefined;
  const photos: string[] = typeof row.photo_urls === "string" ? (JSON.parse(row.photo_urls) as string[]) : row.photo_urls;
  return {
    id: row.id,
    reference: row.reference,
    title: row.title,
    titleAr: row.title_ar,
    listingType: row.listing_type,
    category: row.category,
    status: row.status,
    price: row.price,
    pricePerSqft: pricePerSqft(row.price, row.size_sqft),
    deposit: row.deposit,
    areaId: row.area_id,
    areaName: row.area_name,
    community: row.community,
    subCommunity: row.sub_community,
    developerId: row.developer_id,
    developerName: row.developer_name,
    propertyType: row.property_type,
    propertyTypeId: row.property_type_id,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    sizeSqft: row.size_sqft,
    description: row.description,
    descriptionAr: row.description_ar,
    permitNumber: row.permit_number,
    furnishing: row.furnishing,
    parking: row.parking,
    floor: row.floor,
    completionStatus: row.completion_status,
    buildYear: row.build_year,
    amenities: parseAmenities(row.amenities),
    latitude: row.latitude,
    longitude: row.longitude,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    photos,
    feedFacts: feedFactsOf(row),
    agent:
      row.agent_key !== null && row.agent_name !== null
        ? {
            id: row.agent_key,
            name: row.agent_name,
            role: row.agent_role,
            avatar: row.agent_avatar,
            phone: row.agent_phone ?? "",
            email: row.agent_email ?? "",
            brn: row.agent_brn ?? "",
          }
        : null,
  };
}

function parseAmenities(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The home page's featured listings of one type. The rule: ACTIVE residential
 * listings with a price, an advertising permit and at least one photo, newest
 * first, at most one per area (so the row shows the range of the stock, not
 * the latest tower's five units). Fewer than `limit` when the stock is thin.
 */
export async function featuredListings(db: DB, listingType: ListingDetail["listingType"], limit: number): Promise<ListingSummary[]> {
  // Newest candidates only: an index walk on (status, type, created_at), not a sort of the stock.
  const candidates = await db
    .selectFrom("listings")
    .select(["listings.id", "listings.area_id"])
    .where("listings.status", "=", "ACTIVE")
    .where("listings.listing_type", "=", listingType)
    .where("listings.category", "=", "Residential")
    .where("listings.price", "is not", null)
    .where("listings.permit_number", "!=", "")
    .where(({ exists, selectFrom }) =>
      exists(selectFrom("listing_photos").select("listing_photos.id").whereRef("listing_photos.listing_id", "=", "listings.id")),
    )
    .orderBy("listings.created_at", "desc")
    .orderBy("listings.id", "desc")
    .limit(limit * FEATURED_CANDIDATES_PER_SLOT)
    .execute();
  const seenAreas = new Set<number>();
  const ids: number[] = [];
  for (const c of candidates) {
    if (ids.length >= limit) break;
    if (seenAreas.has(c.area_id)) continue;
    seenAreas.add(c.area_id);
    ids.push(c.id);
  }
  return itemsOf(db, ids);
}

/** how many newest candidates featuredListings reads per card it shows, to find distinct areas */
const FEATURED_CANDIDATES_PER_SLOT = 15;

type Kind = ListingDetail["listingType"];
type Category = ListingDetail["category"];

const similarBase = (db: DB, listingType: Kind, category: Category) =>
  summaryColumns(db)
    .where("listings.status", "=", "ACTIVE")
    .where("listings.listing_type", "=", listingType)
    .where("listings.category", "=", category)
    .orderBy("listings.created_at", "desc")
    .orderBy("listings.id", "desc");

/** The newest active listings of the same kind in the same area… */
const similarInArea = reusableQuery((db, listingType: Kind, category: Category, areaId: number, limit: number) =>
  similarBase(db, listingType, category).where("listings.area_id", "=", areaId).limit(limit),
);

/** …then of the same type elsewhere. */
const similarElsewhere = reusableQuery((db, listingType: Kind, category: Category, propertyTypeId: number, areaId: number, limit: number) =>
  similarBase(db, listingType, category)
    .where("listings.property_type_id", "=", propertyTypeId)
    .where("listings.area_id", "!=", areaId)
    .limit(limit),
);

/**
 * Active listings like this one: same type, category and area first (newest
 * first), topped up with the same property type elsewhere.
 *
 * The answers depend on the kind and the area, not on the listing: there are a few hundred of them
 * for the whole stock, so the server remembers each (with its cards' photos and price reductions)
 * until a listing changes (`rememberedCount`: any change event about listings forgets them, on every
 * node). On PostgreSQL the three statements they cost per detail page were ~1 ms of the database's
 * CPU, most of it planning the join again for each area.
 */
export async function similarListings(
  db: DB,
  listing: {
    id: number;
    listingType: ListingDetail["listingType"];
    category: ListingDetail["category"];
    areaId: number;
    propertyTypeId: number;
  },
  limit: number,
): Promise<ListingSummary[]> {
  const { listingType, category, areaId, propertyTypeId } = listing;
  // one more than shown: the listing itself may be among its area's newest
  const near = await rememberedCount(db, `similar:${listingType}:${category}:${areaId}:${limit + 1}`, async () =>
    summariesFor(db, await similarInArea(db, listingType, category, areaId, limit + 1)),
  );
  const similar = near.filter((s) => s.id !== listing.id).slice(0, limit);
  if (similar.length < limit) {
    const elsewhere = await rememberedCount(
      db,
      `similar-elsewhere:${listingType}:${category}:${propertyTypeId}:${areaId}:${limit}`,
      async () => summariesFor(db, await similarElsewhere(db, listingType, category, propertyTypeId, areaId, limit)),
    );
    similar.push(...elsewhere.slice(0, limit - similar.length));
  }
  return similar;
}

/** The property type select: each category with its types, in the configured order. */
export async function propertyTypeOptions(db: DB): Promise<PropertyTypeGroup[]> {
  // Every list page shows both selects: read once until a purge (imports and back-office edits purge).
  const rows = await rememberedCount(db, "property-type-options", () =>
    db.selectFrom("property_types").select(["id", "label", "category"]).orderBy("sort_order").orderBy("label").execute(),
  );
  const groups: PropertyTypeGroup[] = [
    { category: "Residential", types: [] },
    { category: "Commercial", types: [] },
  ];
  for (const row of rows) groups.find((g) => g.category === row.category)?.types.push({ id: row.id, label: row.label });
  return groups.filter((g) => g.types.length > 0);
}

/** The developer select: every developer by name. */
export async function developerOptions(db: DB): Promise<DeveloperOption[]> {
  return rememberedCount(db, "developer-options", () =>
    db.selectFrom("developers").select(["id", "name"]).orderBy("name").orderBy("id").execute(),
  );
}
