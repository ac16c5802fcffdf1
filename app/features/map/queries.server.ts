import crypto from "node:crypto";
import type { DB } from "#app/db/db.server.ts";
import { type AreaCentre, buildBasemap, type FeatureCollection } from "./basemap.ts";
import { buildStyle, type MapStyle } from "./style.ts";
import { projectPosition } from "./project-markers.server.ts";
import { rememberedCount } from "#app/db/count-cache.server.ts";

export const BASEMAP_PATH = "/map/basemap.geojson";

/**
 * Each area's centre: the mean position of its active listings that have
 * coordinates (areas carry no coordinates of their own). An area without any
 * has no centre, so no outline. Project and area pages ask for it; it is read
 * from one index in area order (migration 0020: ~8 ms on 100,000 listings,
 * ~235 ms from the rows before) and remembered like a list total, until the
 * next purge (count-cache.server.ts).
 */
export function areaCentres(db: DB): Promise<AreaCentre[]> {
  return rememberedCount(db, "map:area-centres", () => computeAreaCentres(db));
}

async function computeAreaCentres(db: DB): Promise<AreaCentre[]> {
  // grouped on the listings alone, so the index answers it without a sort; the names join here
  const [positions, areas] = await Promise.all([
    db
      .selectFrom("listings")
      .select((eb) => [
        "listings.area_id",
        eb.fn.avg<number | string>("listings.longitude").as("lng"),
        eb.fn.avg<number | string>("listings.latitude").as("lat"),
      ])
      .where("listings.status", "=", "ACTIVE")
      .where("listings.latitude", "is not", null)
      .where("listings.longitude", "is not", null)
      .groupBy("listings.area_id")
      .execute(),
    db.selectFrom("areas").select(["id", "slug", "name"]).orderBy("id").execute(),
  ]);
  const byArea = new Map(positions.map((p) => [p.area_id, p]));
  const r5 = (n: number) => Math.round(n * 100_000) / 100_000;
  return areas.flatMap((a) => {
    const p = byArea.get(a.id);
    return p ? [{ id: a.id, slug: a.slug, name: a.name, lng: r5(Number(p.lng)), lat: r5(Number(p.lat)) }] : [];
  });
}

/** One area's centre, or undefined. */
export async function areaCentre(db: DB, areaId: number): Promise<AreaCentre | undefined> {
  return (await areaCentres(db)).find((a) => a.id === areaId);
}

/** The basemap GeoJSON and its content version (the `?v=` of its immutable URL). */
export async function basemap(db: DB): Promise<{ geojson: FeatureCollection; text: string; version: string }> {
  const geojson = buildBasemap(await areaCentres(db));
  const text = JSON.stringify(geojson);
  const version = crypto.createHash("sha1").update(text).digest("base64url").slice(0, 16);
  return { geojson, text, version };
}

/** Our style, pointing at the basemap version it was built with. */
export async function basemapStyle(db: DB): Promise<MapStyle> {
  const { version } = await basemap(db);
  return buildStyle(`${BASEMAP_PATH}?v=${version}`);
}

/** Where a project is drawn and described (JSON-LD geo): near its area's centre, or null without one. */
export async function projectLocation(
  db: DB,
  project: { id: number; area: { id: number } | null },
): Promise<{ lng: number; lat: number } | null> {
  if (!project.area) return null;
  const centre = await areaCentre(db, project.area.id);
  if (!centre) return null;
  const [lng, lat] = projectPosition(project.id, centre);
  return { lng, lat };
}
