/**
 * The list map's price markers laid out on the screen (decision 039): a
 * marker is a pill with its price; pills that would touch merge into one
 * round cluster badge with their count until none touch, and every pill is
 * kept wholly inside the map and off its controls. Pure: the caller projects
 * the markers and measures text.
 */
import { type Box, centred, overlaps } from "./boxes.ts";
import { compactPrice } from "./price.ts";

export interface PillPoint {
  id: number;
  x: number;
  y: number;
  price: number | null;
}

export interface Pill {
  /** the markers it stands for, in the order they came */
  ids: number[];
  cluster: boolean;
  label: string;
  /** where the markers are (their mean pixel); the pill is drawn at `box`, which may sit a little off it near an edge */
  x: number;
  y: number;
  box: Box;
  minPrice: number | null;
}

export interface PillOptions {
  width: number;
  height: number;
  /** how far every pill stays from the map's edges */
  inset: number;
  /** the least room between two pills */
  gap: number;
  /** boxes no pill may cover: the zoom buttons, the attribution */
  obstacles: readonly Box[];
  /** the width in pixels of a pill's text */
  measure(label: string, cluster: boolean): number;
}

export const PILL = { height: 26, padX: 10 } as const;

/** A single marker's price, or a cluster's count (its lowest price is in its accessible name). */
export function pillLabel(count: number, minPrice: number | null): string {
  if (count === 1) return minPrice === null ? "Price on request" : compactPrice(minPrice);
  return `${count}`;
}

/** A cluster is a round badge, larger for more markers. */
export const clusterSize = (count: number) => (count < 10 ? 30 : count < 100 ? 34 : 40);

interface Group {
  members: PillPoint[];
  sx: number;
  sy: number;
  minPrice: number | null;
  box: Box;
}

/** The markers inside the map as pills that never overlap, never cross the edges and never cover an obstacle. */
export function layoutPills(points: readonly PillPoint[], options: PillOptions): Pill[] {
  const { width, height } = options;
  const groups: Group[] = [];
  const boxFor = (g: Omit<Group, "box">) =>
    placeBox(g.sx / g.members.length, g.sy / g.members.length, g.members.length, g.minPrice, options);

  for (const point of points) {
    if (!(point.x >= 0 && point.x <= width && point.y >= 0 && point.y <= height)) continue;
    const single = { members: [point], sx: point.x, sy: point.y, minPrice: point.price };
    const box = boxFor(single);
    const hit = groups.find((g) => overlaps(g.box, box, options.gap));
    if (!hit) {
      groups.push({ ...single, box });
      continue;
    }
    hit.members.push(point);
    hit.sx += point.x;
    hit.sy += point.y;
    hit.minPrice = minOf(hit.minPrice, point.price);
    hit.box = boxFor(hit);
  }

  // A pill that grew or moved may now touch another: merge until none do.
  for (let merged = true; merged;) {
    merged = false;
    outer: for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        if (!overlaps(groups[i]!.box, groups[j]!.box, options.gap)) continue;
        const [a, b] = [groups[i]!, groups[j]!];
        a.members.push(...b.members);
        a.sx += b.sx;
        a.sy += b.sy;
        a.minPrice = minOf(a.minPrice, b.minPrice);
        a.box = boxFor(a);
        groups.splice(j, 1);
        merged = true;
        break outer;
      }
    }
  }

  return groups.map((g) => ({
    ids: g.members.map((m) => m.id),
    cluster: g.members.length > 1,
    label: pillLabel(g.members.length, g.minPrice),
    x: g.sx / g.members.length,
    y: g.sy / g.members.length,
    box: g.box,
    minPrice: g.minPrice,
  }));
}

function minOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** A pill's box: centred on its point, then moved inside the map and off the obstacles. */
function placeBox(x: number, y: number, count: number, minPrice: number | null, o: PillOptions): Box {
  const cluster = count > 1;
  const text = Math.ceil(o.measure(pillLabel(count, minPrice), cluster));
  const w = cluster ? Math.max(clusterSize(count), text + 12) : text + PILL.padX * 2;
  const h = cluster ? clusterSize(count) : PILL.height;
  let box = clamp(centred(x, y, w, h), o);
  for (const obstacle of o.obstacles) {
    if (!overlaps(box, obstacle, o.gap)) continue;
    // the shortest way out that stays inside the map
    const moves = [
      { x: obstacle.x - o.gap - box.w, y: box.y },
      { x: obstacle.x + obstacle.w + o.gap, y: box.y },
      { x: box.x, y: obstacle.y - o.gap - box.h },
      { x: box.x, y: obstacle.y + obstacle.h + o.gap },
    ]
      .map((m) => ({ ...box, ...m }))
      .filter((m) => m.x >= o.inset && m.y >= o.inset && m.x + m.w <= o.width - o.inset && m.y + m.h <= o.height - o.inset)
      .sort((a, b) => Math.hypot(a.x - box.x, a.y - box.y) - Math.hypot(b.x - box.x, b.y - box.y));
    if (moves[0]) box = moves[0];
  }
  return box;
}

function clamp(box: Box, o: PillOptions): Box {
  const x = Math.min(Math.max(box.x, o.inset), Math.max(o.inset, o.width - o.inset - box.w));
  const y = Math.min(Math.max(box.y, o.inset), Math.max(o.inset, o.height - o.inset - box.h));
  return { ...box, x, y };
}
