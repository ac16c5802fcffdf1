/**
 * The map's place names (decision 039): our areas at their centres, the main
 * roads along their course, and a few landmarks and waters. Drawn as HTML
 * over the map (overlay.ts); which names show is decided here, on the screen:
 * by zoom (each kind has a least zoom, long area names shorten when zoomed
 * out), then by priority, each name only where it touches no name placed
 * before it, no marker and no control (a place's name may move just off its
 * point to find room). Pure: the caller projects and measures.
 */
import { type Box, centred, inside, overlaps } from "./boxes.ts";
import type { FeatureCollection, Position } from "./basemap.ts";
import type { Camera } from "./projection.ts";

export type LabelKind = "selected" | "landmark" | "area" | "road" | "water";

export interface LabelCandidate {
  key: string;
  kind: LabelKind;
  /** the name; `short` (e.g. "JVC") replaces it below `fullFrom` */
  text: string;
  short?: string;
  /** lower comes first */
  priority: number;
  /** the least zoom at which it is shown */
  minZoom: number;
  at?: Position;
  /** a road's course: its name is laid along a straight stretch of it */
  path?: Position[];
}

export interface PlacedLabel {
  key: string;
  kind: LabelKind;
  text: string;
  /** the label's centre on the screen and on the earth */
  x: number;
  y: number;
  anchor: Position;
  /** degrees clockwise; only roads turn */
  angle: number;
  /** the space it takes, as boxes along its length (a turned label is a chain of squares) */
  boxes: Box[];
}

export interface LabelOptions extends Camera {
  measure(text: string, kind: LabelKind): number;
  /** boxes no name may cover: pills, the pin, controls */
  obstacles: readonly Box[];
}

/** Text size (px) per kind; the overlay draws with the same sizes it is measured with. */
export const LABEL_SIZE: Record<LabelKind, number> = { selected: 15, landmark: 12, area: 12, road: 11, water: 12 };
/** Below this zoom an area with a short name ("Jumeirah Village Circle (JVC)") is named by it ("JVC"). */
export const FULL_NAMES_FROM = 12.5;
/** Room between names: more when zoomed out, where the map is busiest. */
const gapAt = (zoom: number) => (zoom < 11 ? 10 : 6);
const INSET = 4;
/** How far a road may stray from the straight line its name is written on, in pixels. */
const STRAIGHT = 3;

/** Every name the basemap could show, highest priority first; `selectedArea` is named first and larger. */
export function labelCandidates(basemap: FeatureCollection, selectedArea?: number): LabelCandidate[] {
  const areaNames = new Set(
    basemap.features.filter((f) => f.properties.kind === "area").map((f) => String(f.properties.name).toLowerCase()),
  );
  const out: LabelCandidate[] = [];
  for (const f of basemap.features) {
    const p = f.properties;
    const name = String(p.name ?? "");
    if (p.kind === "area") {
      const selected = p.areaId === selectedArea;
      const short = /\(([^)]+)\)\s*$/.exec(name)?.[1];
      out.push({
        key: `area-${String(p.areaId)}`,
        kind: selected ? "selected" : "area",
        text: selected && short ? name.replace(/\s*\([^)]+\)\s*$/, "") : name,
        short: selected ? undefined : short,
        // the areas table's order (the seed's busiest first) breaks ties
        priority: selected ? 0 : 30 + Number(p.areaId) / 1e6,
        minZoom: selected ? 0 : 9.5,
        at: [Number(p.lng), Number(p.lat)],
      });
    } else if (p.kind === "place" && f.geometry.type === "Point" && !areaNames.has(name.toLowerCase())) {
      const water = p.place === "water";
      out.push({
        key: `place-${name}`,
        kind: water ? "water" : "landmark",
        text: name,
        priority: (p.rank === 1 ? 10 : 40) + (water ? 5 : 0),
        minZoom: p.rank === 1 ? 9 : 12,
        at: f.geometry.coordinates,
      });
    } else if (p.kind === "road" && f.geometry.type === "LineString") {
      out.push({
        key: `road-${name}`,
        kind: "road",
        text: name,
        priority: p.rank === 1 ? 20 : 50,
        minZoom: p.rank === 1 ? 10 : 11.5,
        path: f.geometry.coordinates,
      });
    }
  }
  return out.sort((a, b) => a.priority - b.priority || a.key.localeCompare(b.key));
}

/** The text a candidate shows at a zoom. */
export function labelText(candidate: LabelCandidate, zoom: number): string {
  return candidate.short && zoom < FULL_NAMES_FROM ? candidate.short : candidate.text;
}

/** The names that show at this view: none overlap each other or an obstacle, all lie wholly inside the map. */
export function placeLabels(candidates: readonly LabelCandidate[], o: LabelOptions): PlacedLabel[] {
  const frame: Box = { x: 0, y: 0, w: o.width, h: o.height };
  const taken: Box[] = [...o.obstacles];
  const gap = gapAt(o.zoom);
  const free = (boxes: Box[]) => boxes.every((b) => inside(b, frame, INSET) && !taken.some((t) => overlaps(b, t, gap)));
  const placed: PlacedLabel[] = [];
  for (const c of candidates) {
    if (o.zoom < c.minZoom) continue;
    const text = labelText(c, o.zoom);
    const w = Math.ceil(o.measure(text, c.kind)) + 4;
    const h = Math.ceil(LABEL_SIZE[c.kind] * 1.3);
    let label: PlacedLabel | undefined;
    if (c.at) {
      const [ax, ay] = o.project(c.at);
      // on its point, else just below, above, right or left of it (a marker often sits on an area's centre)
      const room = [
        [0, 0],
        [0, h / 2 + 20],
        [0, -h / 2 - 20],
        [w / 2 + 24, 0],
        [-w / 2 - 24, 0],
      ];
      for (const [dx, dy] of room) {
        const [x, y] = [ax + dx!, ay + dy!];
        const boxes = [centred(x, y, w, h)];
        if (!free(boxes)) continue;
        label = { key: c.key, kind: c.kind, text, x, y, anchor: dx || dy ? o.unproject([x, y]) : c.at, angle: 0, boxes };
        break;
      }
    } else if (c.path) {
      for (const spot of roadSpots(c.path.map(o.project), w, o.width, o.height)) {
        const boxes = chain(spot.x, spot.y, spot.angle, w, h);
        if (!free(boxes)) continue;
        label = { key: c.key, kind: c.kind, text, x: spot.x, y: spot.y, anchor: o.unproject([spot.x, spot.y]), angle: spot.angle, boxes };
        break;
      }
    }
    if (label) {
      placed.push(label);
      taken.push(...label.boxes);
    }
  }
  return placed;
}

/** A turned label's room: squares of its height along its length. */
function chain(x: number, y: number, angle: number, w: number, h: number): Box[] {
  const rad = (angle * Math.PI) / 180;
  const n = Math.max(1, Math.ceil(w / h));
  const boxes: Box[] = [];
  for (let i = 0; i < n; i++) {
    const t = -w / 2 + (w * (i + 0.5)) / n;
    boxes.push(centred(x + Math.cos(rad) * t, y + Math.sin(rad) * t, h, h));
  }
  return boxes;
}

/**
 * Where a road's name of length `w` fits: spots along its course (on the
 * screen) where the road runs straight for `w` pixels, nearest the middle of
 * the map first, each with the angle to write at (never upside down).
 */
export function roadSpots(
  points: readonly [number, number][],
  w: number,
  width: number,
  height: number,
): { x: number; y: number; angle: number }[] {
  const lengths = [0];
  for (let i = 1; i < points.length; i++) lengths.push(lengths[i - 1]! + dist(points[i - 1]!, points[i]!));
  const total = lengths.at(-1)!;
  const at = (d: number): [number, number] => {
    let i = 1;
    while (i < points.length - 1 && lengths[i]! < d) i++;
    const [a, b] = [points[i - 1]!, points[i]!];
    const t = (d - lengths[i - 1]!) / Math.max(lengths[i]! - lengths[i - 1]!, 1e-9);
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  };
  const spots: { x: number; y: number; angle: number; rank: number }[] = [];
  const step = Math.max(12, w / 4);
  for (let d = w / 2; d <= total - w / 2; d += step) {
    const [s, e] = [at(d - w / 2), at(d + w / 2)];
    const chord = dist(s, e);
    if (chord < w * 0.97) continue;
    // every bend between the ends stays within STRAIGHT of the chord
    let straight = true;
    for (let i = 0; i < points.length && straight; i++) {
      if (lengths[i]! <= d - w / 2 || lengths[i]! >= d + w / 2) continue;
      straight = perpendicular(points[i]!, s, e) <= STRAIGHT;
    }
    if (!straight) continue;
    const [x, y] = [(s[0] + e[0]) / 2, (s[1] + e[1]) / 2];
    if (x < 0 || y < 0 || x > width || y > height) continue;
    let angle = (Math.atan2(e[1] - s[1], e[0] - s[0]) * 180) / Math.PI;
    if (angle > 90) angle -= 180;
    if (angle < -90) angle += 180;
    spots.push({ x, y, angle, rank: Math.hypot(x - width / 2, y - height / 2) });
  }
  return spots.sort((a, b) => a.rank - b.rank).map(({ x, y, angle }) => ({ x, y, angle }));
}

const dist = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function perpendicular(p: [number, number], a: [number, number], b: [number, number]): number {
  const len = dist(a, b);
  if (len < 1e-9) return dist(p, a);
  return Math.abs((b[0] - a[0]) * (a[1] - p[1]) - (a[0] - p[0]) * (b[1] - a[1])) / len;
}
