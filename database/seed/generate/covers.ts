/**
 * Which drawn photos each listing's card shows. The cover scene follows the
 * area's character and the property type (a JVC flat is never shown with
 * marina yachts, an office never as a shop), and the card's photos are dealt
 * so that none repeats on a results page of a list in its default order, nor
 * a cover among an area's listings or the first pages of a list.
 */
import type { ListingType, PropertyCategory } from "#app/db/schema.ts";
import {
  COMMERCIAL_FAMILY,
  commercialCovers,
  type CoverScene,
  LISTING_COVERS,
  PROJECT_RENDERINGS,
  type ResidentialScene,
} from "../media-catalog.ts";
import { hashString } from "../random.ts";
import type { AreaProfile, CommercialType, PropertyTypeLabel } from "../reference-data.ts";

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

/** The cover scene for a property type in an area of this character: a business's is its type's family. */
export function coverScene(character: AreaCharacter, type: PropertyTypeLabel, category: PropertyCategory): CoverScene {
  if (category === "Commercial") return COMMERCIAL_FAMILY[type as CommercialType];
  if (type === "Villa") return "villa";
  if (type === "Townhouse") return "townhouse";
  // apartments, penthouses, duplexes: the building's surroundings
  if (character === "waterfront") return "waterfront";
  if (character === "towers") return "towers";
  return "low-rise";
}

const isResidentialScene = (scene: CoverScene): scene is ResidentialScene => scene in LISTING_COVERS;

export function coverPool(scene: CoverScene): readonly string[] {
  if (scene === "project") return PROJECT_RENDERINGS;
  return isResidentialScene(scene) ? LISTING_COVERS[scene] : commercialCovers(scene);
}

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
  /** false: off the lists (an inactive listing), dealt apart so it leaves no gap in a list's pages */
  listed?: boolean;
  /** the pools the card's photos after the cover are taken from, in order (none: a cover only) */
  cardSlots?: readonly (readonly string[])[];
}

/** listings per results page: no card photo repeats within this many neighbours in a list's default order */
export const COVER_WINDOW = 10;
/** covers repeat within this many neighbours (the first three pages) only when a pool is too small for it */
export const COVER_SPREAD = 30;
/** the photos a listing card shows: the cover and three more (app/features/listings/components/listing-card.tsx) */
export const CARD_PHOTOS = 4;

export interface DealOptions {
  /** the page: no card photo repeats within this many listings of a list */
  window?: number;
  /** covers stay apart by this many listings where their pool allows (at least `window`) */
  spread?: number;
}

/**
 * Deals each listing its card's photos: each list (type × category) in its
 * default order (newest first), each photo the least-used of its pool that
 * the rules leave. A cover: one its area has not shown, not a cover of the
 * previous window - 1 listings (a results page), nor any photo of their cards,
 * nor a cover of the previous spread - 1, and of another kind than the page's
 * covers (a business's pool draws several scenes: not two meeting rooms on a
 * page); when a pool is too small for all of that, the rules give way from the last. The photos after it: not taken by
 * this listing, not a cover on the page, then not on the page's cards.
 * Inactive listings are dealt apart: they are on no list.
 */
export function dealCards(candidates: readonly CoverCandidate[], options: DealOptions = {}): Map<number, string[]> {
  const window = options.window ?? COVER_WINDOW;
  const spread = Math.max(window, options.spread ?? window);
  const cards = new Map<number, string[]>();
  const uses = new Map<string, number>();
  const usedInArea = new Map<number, Set<string>>();
  const lists = new Map<string, CoverCandidate[]>();
  for (const c of candidates) {
    const key = `${c.listingType}:${c.category}:${c.listed === false ? "unlisted" : "listed"}`;
    const list = lists.get(key) ?? [];
    list.push(c);
    lists.set(key, list);
  }
  for (const key of [...lists.keys()].sort()) {
    const list = (lists.get(key) ?? []).sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
    // where in this list each URL was last a cover, and last on a card
    const coverAt = new Map<string, number>();
    const cardAt = new Map<string, number>();
    // and where each kind of picture (the URL without its number: two meeting rooms look alike) was last a cover
    const kindAt = new Map<string, number>();
    const near = (at: Map<string, number>, url: string, position: number, distance: number) => {
      const last = at.get(url);
      return last !== undefined && position - last < distance;
    };
    list.forEach((c, position) => {
      const inArea = usedInArea.get(c.areaId) ?? new Set<string>();
      const onPage = (url: string) => near(cardAt, url, position, window);
      const coverOnPage = (url: string) => near(coverAt, url, position, window);
      // each rule weighs more than all the rules after it together: they give way from the last
      const cover = pick(
        coverPool(c.scene),
        `cover-${c.id}`,
        uses,
        (url) =>
          (inArea.has(url) ? 16 : 0) +
          (coverOnPage(url) ? 8 : 0) +
          (onPage(url) ? 4 : 0) +
          (near(coverAt, url, position, spread) ? 2 : 0) +
          (near(kindAt, kindOf(url), position, window) ? 1 : 0),
      );
      const card = [cover];
      (c.cardSlots ?? []).slice(0, CARD_PHOTOS - 1).forEach((pool, slot) => {
        const options = pool.filter((url) => !card.includes(url));
        const rank = (url: string) => (coverOnPage(url) ? 2 : 0) + (onPage(url) ? 1 : 0);
        if (options.length > 0) card.push(pick(options, `card-${c.id}-${slot}`, uses, rank));
      });
      for (const url of card) {
        uses.set(url, (uses.get(url) ?? 0) + 1);
        cardAt.set(url, position);
      }
      coverAt.set(cover, position);
      kindAt.set(kindOf(cover), position);
      inArea.add(cover);
      usedInArea.set(c.areaId, inArea);
      cards.set(c.id, card);
    });
  }
  return cards;
}

/** `/media/listings/com-meeting-room-03.webp` → `/media/listings/com-meeting-room`: one scene, drawn again and again */
const kindOf = (url: string): string => url.replace(/-\d+\.webp$/, "");

/** the pool's URL with the lowest (rank, uses), ties going to the first after a start hashed from `key` */
function pick(pool: readonly string[], key: string, uses: ReadonlyMap<string, number>, rank: (url: string) => number): string {
  const start = hashString(key) % pool.length;
  let best = pool[start] as string;
  let bestScore = Infinity;
  for (let i = 0; i < pool.length; i++) {
    const url = pool[(start + i) % pool.length] as string;
    const score = rank(url) * 1e9 + (uses.get(url) ?? 0);
    if (score < bestScore) {
      best = url;
      bestScore = score;
    }
  }
  return best;
}

/** Covers alone (projects): the cover of each candidate's card. */
export function dealCovers(
  candidates: readonly CoverCandidate[],
  window: number = COVER_WINDOW,
  spread: number = window,
): Map<number, string> {
  const covers = new Map<number, string>();
  for (const [id, card] of dealCards(candidates, { window, spread })) if (card[0]) covers.set(id, card[0]);
  return covers;
}
