/**
 * The photo step of a run: for this source's listings whose photos are not
 * all stored, fetch what is new or changed (URL + last_updated), a page of
 * listings at a time so memory stays flat, then point each listing at the
 * photos it has. A photo that fails is reported and retried next run; the
 * listing keeps showing the photos that worked.
 */
import type { DB } from "#app/db/db.server.ts";
import type { ReportItem } from "./import.server.ts";
import type { FeedPhoto } from "./mapping.server.ts";
import {
  DEFAULT_PHOTO_LIMITS,
  PhotoError,
  type PhotoLimits,
  downloadPhoto,
  mediaUrlFor,
  runPool,
  storePhoto,
  urlHash,
} from "./photos.server.ts";

export { DEFAULT_PHOTO_LIMITS, type PhotoLimits };

const PAGE = 200;

export async function syncPhotos(
  db: DB,
  source: string,
  mediaDir: string,
  limits: PhotoLimits,
  now: () => Date,
  note: (item: ReportItem) => void,
): Promise<{ fetched: number; failed: number; listingsChanged: number }> {
  const result = { fetched: 0, failed: 0, listingsChanged: 0 };
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom("feed_listings")
      .innerJoin("listings", "listings.id", "feed_listings.listing_id")
      .select(["feed_listings.listing_id", "feed_listings.photos", "listings.reference"])
      .where("feed_listings.source", "=", source)
      .where("feed_listings.photos_pending", "=", 1)
      .where("feed_listings.listing_id", ">", after)
      .orderBy("feed_listings.listing_id")
      .limit(PAGE)
      .execute();
    if (!page.length) return result;
    after = page.at(-1)?.listing_id ?? after;

    const wanted = new Map<string, FeedPhoto>();
    const perListing = page.map((row) => {
      const photos = parsePhotos(row.photos);
      for (const p of photos) wanted.set(urlHash(p.url), p);
      return { ...row, photos };
    });
    const known = new Map(
      wanted.size
        ? (
            await db
              .selectFrom("feed_photos")
              .selectAll()
              .where("url_hash", "in", [...wanted.keys()])
              .execute()
          ).map((r) => [r.url_hash, r])
        : [],
    );
    const current = (hash: string, p: FeedPhoto) => {
      const row = known.get(hash);
      return row?.media_url && row.last_updated === p.lastUpdated ? row.media_url : null;
    };
    const jobs = [...wanted].filter(([hash, p]) => !current(hash, p));
    const failures = new Map<string, string>();
    await runPool(jobs, limits.concurrency, async ([hash, photo]) => {
      const mediaUrl = mediaUrlFor(photo.url, photo.lastUpdated);
      const at = now().toISOString();
      try {
        await storePhoto(await downloadPhoto(photo.url, limits), mediaDir, mediaUrl);
        const row = { url_hash: hash, url: photo.url, last_updated: photo.lastUpdated, media_url: mediaUrl, error: null, fetched_at: at };
        await db
          .insertInto("feed_photos")
          .values(row)
          .onConflict((oc) => oc.column("url_hash").doUpdateSet(row))
          .execute();
        known.set(hash, row);
        result.fetched += 1;
      } catch (error) {
        const reason = error instanceof PhotoError ? error.message : `failed (${error instanceof Error ? error.message : String(error)})`;
        failures.set(hash, reason);
        result.failed += 1;
        // keep an older copy if there is one: the listing goes on showing it until the new one arrives
        const row = {
          url_hash: hash,
          url: photo.url,
          last_updated: known.get(hash)?.last_updated ?? null,
          media_url: known.get(hash)?.media_url ?? null,
          error: reason,
          fetched_at: at,
        };
        await db
          .insertInto("feed_photos")
          .values(row)
          .onConflict((oc) => oc.column("url_hash").doUpdateSet({ error: reason, fetched_at: at }))
          .execute();
      }
    });

    const shown = await db
      .selectFrom("listing_photos")
      .select(["listing_id", "url"])
      .where(
        "listing_id",
        "in",
        page.map((r) => r.listing_id),
      )
      .orderBy("listing_id")
      .orderBy("position")
      .execute();
    const shownBy = new Map<number, string[]>();
    for (const s of shown) shownBy.set(s.listing_id, [...(shownBy.get(s.listing_id) ?? []), s.url]);

    const complete: number[] = [];
    const changes: Array<{ listingId: number; urls: string[] }> = [];
    for (const row of perListing) {
      const urls: string[] = [];
      let done = true;
      for (const p of row.photos) {
        const hash = urlHash(p.url);
        const failure = failures.get(hash);
        if (failure) note({ reference: row.reference, outcome: "photo", reason: `photo ${p.url}: ${failure}` });
        if (!current(hash, p)) done = false;
        const media = known.get(hash)?.media_url;
        if (media && !urls.includes(media)) urls.push(media);
      }
      const before = shownBy.get(row.listing_id) ?? [];
      if (before.length !== urls.length || before.some((u, i) => u !== urls[i])) changes.push({ listingId: row.listing_id, urls });
      if (done) complete.push(row.listing_id);
    }
    // one transaction per page of listings, not per listing
    await db.transaction().execute(async (trx) => {
      for (const { listingId, urls } of changes) {
        await trx.deleteFrom("listing_photos").where("listing_id", "=", listingId).execute();
        if (urls.length)
          await trx
            .insertInto("listing_photos")
            .values(urls.map((url, position) => ({ listing_id: listingId, position, url })))
            .execute();
      }
      if (complete.length) await trx.updateTable("feed_listings").set({ photos_pending: 0 }).where("listing_id", "in", complete).execute();
    });
    result.listingsChanged += changes.length;
  }
}

function parsePhotos(json: string): FeedPhoto[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((p: unknown) =>
      p && typeof p === "object" && "url" in p && typeof p.url === "string"
        ? [{ url: p.url, lastUpdated: "lastUpdated" in p && typeof p.lastUpdated === "string" ? p.lastUpdated : null }]
        : [],
    );
  } catch {
    return [];
  }
}
