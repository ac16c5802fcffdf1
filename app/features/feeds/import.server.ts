/**
 * One import run: a feed (file or URL) → our listings, with sync semantics.
 *
 * 1. claim the import lease (one run at a time across processes and nodes);
 * 2. get one local copy of the feed and read it through once to prove it is
 *    whole, well-formed XML of a known format — a broken, truncated or
 *    unreachable feed fails the run before anything is written;
 * 3. read it again, listing by listing: map, skip the bad ones with a reason,
 *    compare with what we stored (a content hash) and write only what
 *    changed, in batches;
 * 4. deactivate this source's listings that are missing or marked deleted;
 * 5. fetch the photos that are new or changed;
 * 6. store the report and, when anything changed, purge cached answers.
 */
import { invalidateLocationIndex } from "#app/features/locations/locations.server.ts";
import { type PriceRecord, recordPrices } from "#app/features/listings/price-history.server.ts";
import crypto from "node:crypto";
import { createReadStream } from "node:fs";
import { basename } from "node:path";
import type { Insertable } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import { runExclusive } from "#app/db/exclusive.server.ts";
import type { ListingStatus, ListingTable } from "#app/db/schema.ts";
import type { FeedListingTable } from "#app/db/tables/feeds.ts";
import type { FeedFormat, ItemOutcome, RentFrequency, RunStatus } from "./feeds-schema.ts";
import { type FeedListing, mapListing } from "./mapping.server.ts";
import { readFeed } from "./parser.server.ts";
import { DEFAULT_PHOTO_LIMITS, type PhotoLimits, syncPhotos } from "./photo-sync.server.ts";
import { type ResolvedRefs, Resolver } from "./resolve.server.ts";
import { defaultSourceName, isUrl, locationOf, openFeed } from "./source.server.ts";

export interface ImportOptions {
  /** a file path or an http(s) URL */
  source: string;
  /**
   * the source's name (FEEDS NAME=URL, --source NAME): the listings it owns follow it, whatever the
   * path or URL. Default: a URL's host and path, a file's format ("pf", "bayut"); decision 029.
   */
  name?: string;
  format?: FeedFormat;
  mediaDir: string;
  /** false: leave photos for a later run */
  photos?: false | Partial<PhotoLimits>;
  now?: () => Date;
  /** called once after a run that changed something (the response-cache purge) */
  onChanged?: () => void | Promise<void>;
  holder?: string;
  leaseTtlMs?: number;
  feedTimeoutMs?: number;
  maxFeedBytes?: number;
}

export interface ReportItem {
  reference: string | null;
  outcome: ItemOutcome;
  reason: string;
}

export interface ImportReport {
  runId: number;
  /** the source's name */
  source: string;
  /** the file or URL (without its query string) read */
  location: string;
  format: FeedFormat | null;
  status: RunStatus;
  error: string | null;
  startedAt: string;
  finishedAt: string;
  seen: number;
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  skipped: number;
  held: number;
  photosFetched: number;
  photosFailed: number;
  /** new areas, developers and agents */
  createdNames: string[];
  items: ReportItem[];
}

export class ImportBusyError extends Error {
  constructor() {
    super("another import is running (the feed-import lease is held)");
  }
}

const BATCH = 500;
/** the job lease that keeps imports one at a time */
export const IMPORT_LEASE = "feed-import";
const DEFAULT_LEASE_MS = 10 * 60_000;

interface Stored {
  listingId: number;
  hash: string;
  status: ListingStatus;
  price: number | null;
  rentFrequency: RentFrequency | null;
}

interface Pending {
  listing: FeedListing;
  hash: string;
  status: ListingStatus;
  prev: Stored | undefined;
}

export async function runImport(db: DB, options: ImportOptions): Promise<ImportReport> {
  const now = options.now ?? (() => new Date());
  // The job lease is the same one every background job takes (app/db/exclusive.server.ts): one import at a
  // time across processes and nodes, renewed while it runs, free again if the process dies.
  const run = await runExclusive(db, IMPORT_LEASE, options.leaseTtlMs ?? DEFAULT_LEASE_MS, () => importWithLease(db, options, now), {
    ...(options.holder ? { holder: options.holder } : {}),
    now,
  });
  if (!run.ran) throw new ImportBusyError();
  // New, changed and withdrawn listings change the places and their counts.
  invalidateLocationIndex();
  return run.value;
}

async function importWithLease(db: DB, options: ImportOptions, now: () => Date): Promise<ImportReport> {
  const location = locationOf(options.source);
  // a file without a name is named by its format once pass 1 has read it
  let source = options.name ?? defaultSourceName(options.source) ?? `file:${basename(location)}`.slice(0, 200);
  const report: ImportReport = {
    runId: 0,
    source,
    location,
    format: null,
    status: "running",
    error: null,
    startedAt: now().toISOString(),
    finishedAt: "",
    seen: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    deactivated: 0,
    skipped: 0,
    held: 0,
    photosFetched: 0,
    photosFailed: 0,
    createdNames: [],
    items: [],
  };
  const run = await db
    .insertInto("import_runs")
    .values({ source, location, status: "running", started_at: report.startedAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  report.runId = run.id;
  let changed = false;
  const pendingItems: ReportItem[] = [];
  const note = (item: ReportItem) => {
    report.items.push(item);
    pendingItems.push(item);
  };
  const flushItems = async () => {
    if (!pendingItems.length) return;
    const rows = pendingItems.splice(0).map((i) => ({ run_id: run.id, reference: i.reference, outcome: i.outcome, reason: i.reason }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto("import_run_items")
        .values(rows.slice(i, i + 500))
        .execute();
  };

  try {
    const feed = await openFeed(options.source, {
      timeoutMs: options.feedTimeoutMs ?? 120_000,
      maxBytes: options.maxFeedBytes ?? 2 * 1024 ** 3,
    });
    try {
      // Pass 1: the whole feed must parse before anything is written.
      for await (const event of readFeed(createReadStream(feed.file), options.format)) {
        if (event.kind === "root") report.format = event.format;
      }
      const format = report.format as FeedFormat;
      if (!options.name && !isUrl(options.source)) source = report.source = format;
      await db.updateTable("import_runs").set({ format, source }).where("id", "=", run.id).execute();

      // Pass 2: apply.
      const stored = await loadStored(db, source);
      const resolver = await Resolver.load(db);
      const seen = new Set<string>();
      const deleted = new Set<string>();
      let batch: Pending[] = [];
      const flush = async () => {
        if (batch.length) changed = (await writeBatch(db, source, batch, resolver, now, report, note)) || changed;
        batch = [];
        await flushItems();
      };
      for await (const event of readFeed(createReadStream(feed.file), format)) {
        if (event.kind !== "item") continue;
        report.seen += 1;
        const mapped = mapListing(format, event.node);
        if (!mapped.ok) {
          report.skipped += 1;
          note({ reference: mapped.reference, outcome: "skipped", reason: mapped.reason });
          continue;
        }
        const listing = mapped.listing;
        if (seen.has(listing.reference)) {
          report.skipped += 1;
          note({ reference: listing.reference, outcome: "skipped", reason: "duplicated reference: the first listing with it was used" });
          continue;
        }
        seen.add(listing.reference);
        if (!listing.live) {
          deleted.add(listing.reference);
          continue;
        }
        const status: ListingStatus = listing.permitNumber && !listing.holdReason ? "ACTIVE" : "HELD";
        if (listing.holdReason) {
          report.held += 1;
          note({ reference: listing.reference, outcome: "held", reason: listing.holdReason });
        }
        const hash = contentHash(listing);
        const prev = stored.get(listing.reference);
        if (prev && prev.hash === hash && prev.status === status) {
          report.unchanged += 1;
          continue;
        }
        batch.push({ listing, hash, status, prev });
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      report.createdNames = resolver.created;

      const gone: Array<{ id: number; reference: string; reason: string }> = [];
      for (const [reference, prev] of stored) {
        if (prev.status === "INACTIVE") continue;
        if (deleted.has(reference)) gone.push({ id: prev.listingId, reference, reason: "marked deleted in the feed" });
        else if (!seen.has(reference)) gone.push({ id: prev.listingId, reference, reason: "no longer in the feed" });
      }
      const at = now().toISOString();
      for (let i = 0; i < gone.length; i += 500) {
        const ids = gone.slice(i, i + 500).map((g) => g.id);
        await db.updateTable("listings").set({ status: "INACTIVE", updated_at: at }).where("id", "in", ids).execute();
      }
      for (const g of gone) note({ reference: g.reference, outcome: "deactivated", reason: g.reason });
      report.deactivated = gone.length;
      changed = changed || gone.length > 0;
      await flushItems();
    } finally {
      await feed.dispose();
    }

    if (options.photos !== false) {
      const limits = { ...DEFAULT_PHOTO_LIMITS, ...(options.photos ?? {}) };
      const photos = await syncPhotos(db, source, options.mediaDir, limits, now, (item) => note(item));
      report.photosFetched = photos.fetched;
      report.photosFailed = photos.failed;
      changed = changed || photos.listingsChanged > 0;
      await flushItems();
    }
    report.status = "succeeded";
  } catch (error) {
    report.status = "failed";
    report.error = error instanceof Error ? error.message : String(error);
    await flushItems().catch(() => {});
  }
  report.finishedAt = now().toISOString();
  await db
    .updateTable("import_runs")
    .set({
      status: report.status,
      error: report.error,
      finished_at: report.finishedAt,
      seen: report.seen,
      created: report.created,
      updated: report.updated,
      unchanged: report.unchanged,
      deactivated: report.deactivated,
      skipped: report.skipped,
      held: report.held,
      photos_fetched: report.photosFetched,
      photos_failed: report.photosFailed,
    })
    .where("id", "=", run.id)
    .execute();
  if (changed) await options.onChanged?.();
  return report;
}

/**
 * Raised when the mapping of an unchanged feed changes what is stored (decision 029: agents by licence,
 * property types, rent periods…), so the next run rewrites every listing once instead of keeping
 * what the old mapping made of it.
 */
const MAPPING_VERSION = 2;

/** Everything but the feed's own timestamp: the same content is the same listing. */
export function contentHash(listing: FeedListing): string {
  const { feedUpdated: _ignored, ...content } = listing;
  return crypto
    .createHash("sha256")
    .update(JSON.stringify({ v: MAPPING_VERSION, ...content }))
    .digest("hex");
}

async function loadStored(db: DB, source: string): Promise<Map<string, Stored>> {
  const rows = await db
    .selectFrom("feed_listings")
    .innerJoin("listings", "listings.id", "feed_listings.listing_id")
    .select([
      "listings.id",
      "listings.reference",
      "listings.status",
      "listings.price",
      "feed_listings.content_hash",
      "feed_listings.rent_frequency",
    ])
    .where("feed_listings.source", "=", source)
    .execute();
  return new Map(
    rows.map((r) => [
      r.reference,
      { listingId: r.id, hash: r.content_hash, status: r.status, price: r.price, rentFrequency: r.rent_frequency },
    ]),
  );
}

/** Writes one batch in one transaction; true when a listing was written. */
async function writeBatch(
  db: DB,
  source: string,
  batch: Pending[],
  resolver: Resolver,
  now: () => Date,
  report: ImportReport,
  note: (item: ReportItem) => void,
): Promise<boolean> {
  // A reference is unique across the site: one owned by the demo data or another feed is not taken over.
  const fresh = batch.filter((p) => !p.prev).map((p) => p.listing.reference);
  const taken = new Set(
    fresh.length
      ? (await db.selectFrom("listings").select("reference").where("reference", "in", fresh).execute()).map((r) => r.reference)
      : [],
  );
  const work: Array<Pending & { refs: ResolvedRefs }> = [];
  for (const p of batch) {
    if (!p.prev && taken.has(p.listing.reference)) {
      report.skipped += 1;
      note({ reference: p.listing.reference, outcome: "skipped", reason: "reference already used by a listing from another source" });
      continue;
    }
    work.push({ ...p, refs: await resolver.resolve(p.listing) });
  }
  if (!work.length) return false;
  const at = now().toISOString();
  await db.transaction().execute(async (trx) => {
    const inserts: Array<{ listing: Insertable<ListingTable>; feed: Omit<Insertable<FeedListingTable>, "listing_id"> }> = [];
    const history: PriceRecord[] = [];
    for (const { listing, hash, status, prev, refs } of work) {
      const values = {
        permit_number: listing.permitNumber ?? "",
        title: listing.title,
        description: listing.description,
        title_ar: listing.titleAr?.slice(0, 300) ?? null,
        description_ar: listing.descriptionAr,
        listing_type: listing.listingType,
        status,
        price: listing.price,
        area_id: refs.areaId,
        community: refs.community,
        sub_community: refs.building,
        developer_id: refs.developerId,
        property_type_id: refs.propertyTypeId,
        category: listing.category,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        size_sqft: listing.sizeSqft,
        furnishing: listing.furnishing,
        parking: listing.parking,
        completion_status: listing.completionStatus,
        build_year: listing.buildYear,
        cheques: listing.cheques,
        deposit: listing.deposit,
        floor: listing.floor,
        service_charge: listing.serviceCharge,
        plot_size_sqft: listing.plotSizeSqft,
        available_from: listing.availableFrom,
        video_url: listing.videoUrl,
        tour_url: listing.tourUrl,
        project_name: listing.projectName,
        amenities: JSON.stringify(listing.amenities),
        latitude: listing.latitude,
        longitude: listing.longitude,
        agent_id: refs.agentId,
        updated_at: at,
      };
      const feedValues = {
        source,
        content_hash: hash,
        feed_updated: listing.feedUpdated,
        rent_frequency: listing.rentFrequency,
        photos: JSON.stringify(listing.photos),
        photos_pending: 1,
        hold_reason: listing.holdReason,
      };
      if (prev) {
        await trx.updateTable("listings").set(values).where("id", "=", prev.listingId).execute();
        await trx.updateTable("feed_listings").set(feedValues).where("listing_id", "=", prev.listingId).execute();
        if (prev.price !== listing.price || prev.rentFrequency !== listing.rentFrequency) {
          history.push({ listing_id: prev.listingId, price: listing.price, rent_frequency: listing.rentFrequency, changed_at: at });
        }
        report.updated += 1;
      } else {
        inserts.push({
          listing: { ...values, reference: listing.reference, created_at: at },
          feed: feedValues,
        });
      }
    }
    // New listings go in with one statement per table (a first import is mostly these).
    if (inserts.length) {
      await trx
        .insertInto("listings")
        .values(inserts.map((i) => i.listing))
        .execute();
      const ids = new Map(
        (
          await trx
            .selectFrom("listings")
            .select(["id", "reference"])
            .where(
              "reference",
              "in",
              inserts.map((i) => i.listing.reference),
            )
            .execute()
        ).map((r) => [r.reference, r.id]),
      );
      const idOf = (reference: string) => {
        const id = ids.get(reference);
        if (id === undefined) throw new Error(`listing ${reference} was not stored`);
        return id;
      };
      await trx
        .insertInto("feed_listings")
        .values(inserts.map((i) => ({ listing_id: idOf(i.listing.reference), ...i.feed })))
        .execute();
      for (const i of inserts) {
        history.push({
          listing_id: idOf(i.listing.reference),
          price: i.listing.price,
          rent_frequency: i.feed.rent_frequency,
          changed_at: at,
        });
      }
      report.created += inserts.length;
    }
    await recordPrices(trx, history);
  });
  return true;
}
