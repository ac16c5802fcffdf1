/**
 * Which drawn cover photo each listing gets. The scene follows the area's
 * character and the property type (a JVC flat is never shown with marina
 * yachts), and covers are dealt so that none repeats among an area's listings
 * or within any ten listings in a list's default order (one results page).
 */
import type { ListingType, PropertyCategory } from "#app/db/schema.ts";
import { LISTING_COMMERCIAL, LISTING_COVERS, PROJECT_RENDERINGS, type CoverScene } from "../media-catalog.ts";
import { hashString } from "../random.ts";
import type { AreaProfile, PropertyTypeLabel } from "../reference-data.ts";

export type { CoverScene };

export type AreaCharacter = "waterfront" | "towers" | "villas" | "new-district";

/** villas and townhouses make at least this share of an area's homes: a villa community */
const VILLA_COMMUNITY_SHARE = 0.5;
/** the tallest residential floor from which an area reads as a district of towers */
const TOWER_FLOORS = 40;
const WATER_VIEWS = new Set(["Sea view", "Marina view", "Creek view"]);

/**
 * The rule, in order: mostly villas and townhouses → villa community; a sea,
 * marina or creek view → waterfront; towers of 40+ floors → downtown towers;
 * anything else → a newer mid-rise district (JVC, Arjan, Dubai South…).
 */
export function areaCharacter(area: Pick<AreaProfile, "homes" | "views" | "maxFloor">): AreaCharacter {
  const homes = Object.entries(area.homes);
  const total = homes.reduce((sum, [, weight]) => sum + (weight ?? 0), 0);
  const villas = homes.reduce((sum, [type, weight]) => sum + (type === "Villa" || type === "Townhouse" ? (weight ?? 0) : 0), 0);
  if (total > 0 && villas / total >= VILLA_COMMUNITY_SHARE) return "villas";
  if (area.views.some((v) => WATER_VIEWS.has(v))) return "waterfront";
  if (area.maxFloor >= TOWER_FLOORS) return "towers";
  return "new-district";
}

/** The cover scene for a property type in an area of this character. */
export function coverScene(character: AreaCharacter, type: PropertyTypeLabel, category: PropertyCategory): CoverScene {
  if (category === "Commercial") return "commercial";
  if (type === "Villa") return "villa";
  if (type === "Townhouse") return "townhouse";
  // apartments, penthouses, duplexes: the building's surroundings
  if (character === "waterfront") return "waterfront";
  if (character === "towers") return "towers";
  return "low-rise";
}

export const coverPool = (scene: CoverScene): readonly string[] =>
  scene === "commercial" ? LISTING_COMMERCIAL : scene === "project" ? PROJECT_RENDERINGS : LISTING_COVERS[scene];

/** An off-plan project's cover: a villa community's launch shows its houses, any other a tower rendering. */
export function projectCoverScene(houseTypes: readonly string[]): CoverScene {
  if (houseTypes.length > 0 && houseTypes.every((t) => t === "Villa" || t === "Townhouse"))
    return houseTypes.includes("Villa") ? "villa" : "townhouse";
  return "project";
}

export interface CoverCandidate {
  id: number;
  areaId: number;
  scene: CoverScene;
  listingType: ListingType;
  category: PropertyCategory;
  createdAt: string;
}

/** listings per results page: no cover repeats within this many neighbours in a list's default order */
export const COVER_WINDOW = 10;

/**
 * Deals covers: each list (type × category) in its default order (newest
 * first), each listing taking the least-used cover of its scene that its area
 * and the previous COVER_WINDOW - 1 listings of the list have not used. When
 * a pool is too small for both, the page rule gives way first, then the area's.
 */
export function dealCovers(candidates: readonly CoverCandidate[], window: number = COVER_WINDOW): Map<number, string> {
  const covers = new Map<number, string>();
  const uses = new Map<string, number>();
  const usedInArea = new Map<string, Set<string>>();
  const lists = new Map<string, CoverCandidate[]>();
  for (const c of candidates) {
    const key = `${c.listingType}:${c.category}`;
    const list = lists.get(key) ?? [];
    list.push(c);
    lists.set(key, list);
  }
  for (const key of [...lists.keys()].sort()) {
    const list = (lists.get(key) ?? []).sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
    const recent: string[] = [];
    for (const c of list) {
      const pool = coverPool(c.scene);
      const areaKey = `${c.areaId}:${c.scene}`;
      const inArea = usedInArea.get(areaKey) ?? new Set<string>();
      const start = hashString(`cover-${c.id}`) % pool.length;
      const rotated = pool.map((_, i) => pool[(start + i) % pool.length] as string);
      const leastUsed = (options: string[]) =>
        options.reduce<string | undefined>(
          (best, url) => (best === undefined || (uses.get(url) ?? 0) < (uses.get(best) ?? 0) ? url : best),
          undefined,
        );
      const cover =
        leastUsed(rotated.filter((url) => !inArea.has(url) && !recent.includes(url))) ??
        leastUsed(rotated.filter((url) => !inArea.has(url))) ??
        leastUsed(rotated) ??
        (pool[0] as string);
      covers.set(c.id, cover);
      uses.set(cover, (uses.get(cover) ?? 0) + 1);
      inArea.add(cover);
      usedInArea.set(areaKey, inArea);
      recent.push(cover);
      if (recent.length >= window) recent.shift();
    }
  }
  return covers;
}
