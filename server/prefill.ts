import type { RequestListener } from "node:http";
import type { DB } from "#app/db/db.server.ts";
import { onLoopback } from "./warm-up.ts";

/**
 * Fills a cold response cache with the pages people open most, so the first
 * visitors after a start or an import do not all pay for a render: the home
 * page, the first pages of each list, and the newest listings and projects.
 *
 * The requests go through the whole app (so the answers are exactly what a
 * visitor would get and are stored by the same rules), on a private loopback
 * listener of this process: in a cluster each worker fills its own cache.
 */
export async function popularPaths(db: DB, newest = 40): Promise<string[]> {
  const listings = await db
    .selectFrom("listings")
    .select(["id", "listing_type"])
    .where("status", "=", "ACTIVE")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(newest)
    .execute();
  const projects = await db
    .selectFrom("projects")
    .select("id")
    .where("status", "=", "ACTIVE")
    .orderBy("launch_date", "desc")
    .limit(Math.ceil(newest / 4))
    .execute();
  return [
    "/",
    "/properties/buy",
    "/properties/rent",
    "/off-plan-properties",
    "/commercial-properties/buy",
    "/commercial-properties/rent",
    "/new-projects",
    "/properties/buy?page=2",
    "/properties/rent?page=2",
    "/off-plan-properties?page=2",
    "/areas",
    "/developers",
    ...listings.map((l) => `/${l.listing_type === "RENT" ? "properties-to-rent" : "properties-for-sale"}/${l.id}`),
    ...projects.map((p) => `/properties-off-plan/${p.id}`),
  ];
}

/** Requests each path once (two at a time) from `app` with `host` as the Host header; returns how many answered 200. */
export async function prefill(app: RequestListener, paths: string[], host: string): Promise<number> {
  let ok = 0;
  const queue = [...paths];
  await onLoopback(app, 2, async (get) => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) if ((await get(path, host)) === 200) ok++;
  });
  return ok;
}
