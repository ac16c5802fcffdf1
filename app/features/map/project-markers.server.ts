import type { ProjectSummary } from "#app/features/projects/types.ts";
import type { AreaCentre } from "./basemap.ts";
import type { Marker } from "./marker-lists.ts";

/**
 * Projects carry no coordinates: each is placed at its area's centre, spread
 * a few hundred metres round it (by id, so it stays put) so projects of one
 * area do not sit on one point. A project without an area has no marker.
 */
export function projectMarkers(items: readonly ProjectSummary[], centres: readonly AreaCentre[]): Marker[] {
  const byArea = new Map(centres.map((c) => [c.id, c]));
  return items.flatMap((p): Marker[] => {
    const centre = p.area ? byArea.get(p.area.id) : undefined;
    if (!centre) return [];
    const [lng, lat] = projectPosition(p.id, centre);
    return [[p.id, lng, lat, p.priceFrom]];
  });
}

/** Where a project of an area is drawn: its area's centre, moved 150–450 m in a direction set by its id. */
export function projectPosition(id: number, centre: { lng: number; lat: number }): [number, number] {
  const angle = (id * 137.508 * Math.PI) / 180;
  const km = 0.15 + ((id * 7919) % 300) / 1000;
  const r5 = (n: number) => Math.round(n * 100_000) / 100_000;
  return [
    r5(centre.lng + (Math.cos(angle) * km) / (111.32 * Math.cos((centre.lat * Math.PI) / 180))),
    r5(centre.lat + (Math.sin(angle) * km) / 110.57),
  ];
}
