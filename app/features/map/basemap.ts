/**
 * The basemap the site draws itself (decision 019): Dubai's coastline and the
 * sea, Palm Jumeirah and Bluewaters, the Creek and the Water Canal, the main
 * roads, and an outline around each area's centre. Approximate by design: it
 * is a backdrop for markers, not a survey, and nothing is fetched from outside.
 * Pure code: the server turns it into GeoJSON (routes/map/basemap.ts).
 */

export type Position = [number, number];

export interface Feature<G> {
  type: "Feature";
  id?: number;
  properties: Record<string, string | number>;
  geometry: G;
}
export type Geometry =
  | { type: "Polygon"; coordinates: Position[][] }
  | { type: "MultiPolygon"; coordinates: Position[][][] }
  | { type: "LineString"; coordinates: Position[] }
  | { type: "Point"; coordinates: Position };
export interface FeatureCollection {
  type: "FeatureCollection";
  features: Feature<Geometry>[];
}

/** An area and its centre (from the listings there, see areaCentres). */
export interface AreaCentre {
  id: number;
  slug: string;
  name: string;
  lng: number;
  lat: number;
}

/** The bounds the map may show: Dubai with a margin. */
export const DUBAI_BOUNDS: [Position, Position] = [
  [54.85, 24.75],
  [55.75, 25.45],
];
export const DUBAI_CENTRE: Position = [55.22, 25.12];

/** The shore from the Abu Dhabi border (south-west) to Sharjah (north-east). */
const COAST: Position[] = [
  [54.82, 24.8],
  [54.9, 24.87],
  [54.97, 24.95],
  [55.0, 24.985],
  [55.04, 25.01],
  [55.08, 25.04],
  [55.11, 25.063],
  [55.127, 25.074],
  [55.132, 25.082],
  [55.133, 25.092],
  [55.14, 25.102],
  [55.152, 25.103],
  [55.165, 25.113],
  [55.185, 25.131],
  [55.183, 25.139],
  [55.192, 25.143],
  [55.21, 25.16],
  [55.232, 25.182],
  [55.245, 25.2],
  [55.258, 25.222],
  [55.268, 25.238],
  [55.272, 25.258],
  [55.286, 25.266],
  [55.296, 25.272],
  [55.315, 25.284],
  [55.335, 25.293],
  [55.36, 25.305],
  [55.4, 25.33],
  [55.45, 25.37],
  [55.52, 25.42],
];

/** The Gulf: everything seaward of the coast, closed well outside the bounds. */
const SEA: Position[] = [...COAST, [55.7, 25.6], [55.7, 26.2], [54.4, 26.2], [54.4, 24.6], [54.7, 24.6], COAST[0]!];

/** The Creek from its mouth at Shindagha to Ras Al Khor, then the Water Canal back to the sea. */
const CREEK: Position[] = [
  [55.294, 25.27],
  [55.301, 25.262],
  [55.311, 25.256],
  [55.318, 25.248],
  [55.326, 25.239],
  [55.331, 25.228],
  [55.336, 25.214],
  [55.338, 25.203],
  [55.334, 25.194],
];
const CANAL: Position[] = [
  [55.334, 25.194],
  [55.315, 25.19],
  [55.298, 25.187],
  [55.282, 25.189],
  [55.268, 25.181],
  [55.252, 25.183],
  [55.24, 25.19],
  [55.232, 25.184],
];

/** Approximate alignments of the main roads. */
const ROADS: { name: string; rank: 1 | 2; path: Position[] }[] = [
  {
    name: "Sheikh Zayed Road",
    rank: 1,
    path: [
      [54.88, 24.88],
      [54.96, 24.945],
      [55.02, 24.99],
      [55.06, 25.015],
      [55.1, 25.042],
      [55.148, 25.074],
      [55.19, 25.104],
      [55.215, 25.126],
      [55.236, 25.148],
      [55.255, 25.173],
      [55.268, 25.195],
      [55.277, 25.213],
      [55.287, 25.232],
      [55.299, 25.25],
      [55.31, 25.262],
    ],
  },
  {
    name: "Al Khail Road",
    rank: 1,
    path: [
      [55.165, 25.02],
      [55.2, 25.058],
      [55.23, 25.09],
      [55.258, 25.122],
      [55.285, 25.158],
      [55.307, 25.18],
      [55.33, 25.19],
      [55.355, 25.21],
    ],
  },
  {
    name: "Sheikh Mohammed bin Zayed Road",
    rank: 1,
    path: [
      [55.06, 24.93],
      [55.13, 24.97],
      [55.2, 25.015],
      [55.26, 25.06],
      [55.33, 25.115],
      [55.39, 25.17],
      [55.43, 25.22],
      [55.46, 25.27],
    ],
  },
  {
    name: "Emirates Road",
    rank: 1,
    path: [
      [55.08, 24.86],
      [55.18, 24.93],
      [55.28, 25.0],
      [55.38, 25.07],
      [55.46, 25.14],
      [55.51, 25.22],
      [55.55, 25.3],
    ],
  },
  {
    name: "Al Ain Road",
    rank: 2,
    path: [
      [55.305, 25.175],
      [55.37, 25.13],
      [55.45, 25.08],
      [55.55, 25.02],
      [55.65, 24.96],
    ],
  },
  {
    name: "Hessa Street",
    rank: 2,
    path: [
      [55.178, 25.098],
      [55.2, 25.075],
      [55.225, 25.05],
      [55.26, 25.02],
    ],
  },
  {
    name: "Umm Suqeim Street",
    rank: 2,
    path: [
      [55.2, 25.145],
      [55.225, 25.122],
      [55.25, 25.1],
      [55.28, 25.07],
    ],
  },
  {
    name: "Jumeirah Beach Road",
    rank: 2,
    path: [
      [55.135, 25.085],
      [55.165, 25.108],
      [55.19, 25.135],
      [55.215, 25.158],
      [55.24, 25.19],
      [55.258, 25.215],
      [55.27, 25.24],
    ],
  },
];

/**
 * Places to orient by, named on every map (labels.ts): rank 1 are seen from
 * the whole city, rank 2 once zoomed in. An area of ours with the same name
 * is named instead.
 */
export const LANDMARKS: { name: string; rank: 1 | 2; kind: "landmark" | "water"; at: Position }[] = [
  { name: "Burj Khalifa", rank: 1, kind: "landmark", at: [55.2744, 25.1972] },
  { name: "Dubai International Airport", rank: 1, kind: "landmark", at: [55.3644, 25.2528] },
  { name: "Al Maktoum Airport", rank: 1, kind: "landmark", at: [55.1614, 24.8962] },
  { name: "Palm Jumeirah", rank: 1, kind: "landmark", at: [55.1325, 25.1235] },
  { name: "Dubai Marina", rank: 1, kind: "landmark", at: [55.1406, 25.0805] },
  { name: "Burj Al Arab", rank: 2, kind: "landmark", at: [55.1853, 25.1412] },
  { name: "Jumeirah", rank: 2, kind: "landmark", at: [55.2345, 25.2045] },
  { name: "Dubai Creek", rank: 1, kind: "water", at: [55.3218, 25.2435] },
  { name: "Arabian Gulf", rank: 1, kind: "water", at: [55.06, 25.17] },
];

const KM_PER_DEG_LAT = 110.57;
const kmPerDegLng = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

/** Converts local kilometres (east, north) around an origin to [lng, lat]. */
function fromKm(origin: Position, east: number, north: number): Position {
  return [round(origin[0] + east / kmPerDegLng(origin[1])), round(origin[1] + north / KM_PER_DEG_LAT)];
}

const round = (n: number) => Math.round(n * 100_000) / 100_000;

/** A rectangle along a direction (radians from east), from `start` km to `start + length` km, `width` km wide. */
function strip(origin: Position, angle: number, along: [number, number], width: number, start: [number, number]): Position[] {
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const [px, py] = [-uy * (width / 2), ux * (width / 2)];
  const a: [number, number] = [start[0] + ux * along[0], start[1] + uy * along[0]];
  const b: [number, number] = [start[0] + ux * along[1], start[1] + uy * along[1]];
  const ring: Position[] = [
    fromKm(origin, a[0] + px, a[1] + py),
    fromKm(origin, b[0] + px, b[1] + py),
    fromKm(origin, b[0] - px, b[1] - py),
    fromKm(origin, a[0] - px, a[1] - py),
  ];
  return [...ring, ring[0]!];
}

/** Palm Jumeirah: a trunk running north-west from Al Sufouh, sixteen fronds and the crescent. */
export function palmJumeirah(): Position[][][] {
  const base: Position = [55.152, 25.101];
  const axis = (135 * Math.PI) / 180; // towards the north-west
  const polygons: Position[][][] = [[strip(base, axis, [0, 4.6], 0.55, [0, 0])]];
  for (let i = 0; i < 8; i++) {
    const along = 1.5 + i * 0.42;
    const centre: [number, number] = [Math.cos(axis) * along, Math.sin(axis) * along];
    const length = 1.7 - Math.abs(i - 3.5) * 0.12;
    for (const side of [-1, 1]) {
      const angle = axis + side * ((62 * Math.PI) / 180);
      polygons.push([strip(base, angle, [0.2, length], 0.13, centre)]);
    }
  }
  // The crescent: an arc of 230° round the fronds' tips, 0.22 km wide.
  const hub: [number, number] = [Math.cos(axis) * 3.1, Math.sin(axis) * 3.1];
  const outer: Position[] = [];
  const inner: Position[] = [];
  for (let k = 0; k <= 36; k++) {
    const t = axis - (115 * Math.PI) / 180 + ((230 * Math.PI) / 180) * (k / 36);
    outer.push(fromKm(base, hub[0] + Math.cos(t) * 2.75, hub[1] + Math.sin(t) * 2.75));
    inner.push(fromKm(base, hub[0] + Math.cos(t) * 2.53, hub[1] + Math.sin(t) * 2.53));
  }
  polygons.push([[...outer, ...inner.reverse(), outer[0]!]]);
  return polygons;
}

/** A small round island. */
function island(centre: Position, radiusKm: number): Position[][] {
  const ring: Position[] = [];
  for (let k = 0; k < 16; k++) {
    const t = (2 * Math.PI * k) / 16;
    ring.push(fromKm(centre, Math.cos(t) * radiusKm, Math.sin(t) * radiusKm * 0.8));
  }
  return [[...ring, ring[0]!]];
}

/** Distance in km between two points (equirectangular: fine at city scale). */
export function distanceKm(a: Position, b: Position): number {
  const lat = (a[1] + b[1]) / 2;
  return Math.hypot((a[0] - b[0]) * kmPerDegLng(lat), (a[1] - b[1]) * KM_PER_DEG_LAT);
}

/** A stable number in [0, 1) from a text, so each outline has its own irregular shape on every build. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 2 ** 32;
}

/**
 * An outline around an area's centre: a wobbly ring whose radius is at most
 * 45 % of the distance to the nearest other centre (so neighbours never
 * overlap), between 0.45 and 2.2 km. Star-shaped round the centre, so it
 * always contains it.
 */
export function areaOutline(area: AreaCentre, others: readonly AreaCentre[]): Position[][] {
  const nearest = Math.min(
    ...others.filter((o) => o.id !== area.id).map((o) => distanceKm([area.lng, area.lat], [o.lng, o.lat])),
    4.4 / 0.45,
  );
  const radius = Math.max(0.45, Math.min(2.2, nearest * 0.45));
  const seed = seedOf(area.slug);
  const ring: Position[] = [];
  const steps = 28;
  for (let k = 0; k < steps; k++) {
    const t = (2 * Math.PI * k) / steps;
    const wobble = 0.84 + 0.1 * Math.sin(3 * t + seed * 6.28) + 0.06 * Math.cos(5 * t + seed * 12.5);
    ring.push(fromKm([area.lng, area.lat], Math.cos(t) * radius * wobble, Math.sin(t) * radius * wobble));
  }
  return [[...ring, ring[0]!]];
}

/** The whole basemap as one FeatureCollection; `kind` tells the style how to draw each feature. */
export function buildBasemap(areas: readonly AreaCentre[]): FeatureCollection {
  const features: Feature<Geometry>[] = [
    { type: "Feature", properties: { kind: "sea" }, geometry: { type: "Polygon", coordinates: [SEA] } },
    {
      type: "Feature",
      properties: { kind: "land", name: "Palm Jumeirah" },
      geometry: { type: "MultiPolygon", coordinates: palmJumeirah() },
    },
    {
      type: "Feature",
      properties: { kind: "land", name: "Bluewaters Island" },
      geometry: { type: "Polygon", coordinates: island([55.119, 25.08], 0.38) },
    },
    { type: "Feature", properties: { kind: "coastline" }, geometry: { type: "LineString", coordinates: COAST } },
    { type: "Feature", properties: { kind: "water", name: "Dubai Creek" }, geometry: { type: "LineString", coordinates: CREEK } },
    { type: "Feature", properties: { kind: "water", name: "Dubai Water Canal" }, geometry: { type: "LineString", coordinates: CANAL } },
    ...ROADS.map((road): Feature<Geometry> => ({
      type: "Feature",
      properties: { kind: "road", name: road.name, rank: road.rank },
      geometry: { type: "LineString", coordinates: road.path },
    })),
    ...LANDMARKS.map((place): Feature<Geometry> => ({
      type: "Feature",
      properties: { kind: "place", name: place.name, rank: place.rank, place: place.kind },
      geometry: { type: "Point", coordinates: place.at },
    })),
    ...areas.map((area): Feature<Geometry> => ({
      type: "Feature",
      id: area.id,
      // the centre names the area on the map (labels.ts)
      properties: { kind: "area", areaId: area.id, slug: area.slug, name: area.name, lng: area.lng, lat: area.lat },
      geometry: { type: "Polygon", coordinates: areaOutline(area, areas) },
    })),
  ];
  return { type: "FeatureCollection", features };
}

/** Whether a point is inside a ring (ray casting). */
export function ringContains(ring: readonly Position[], point: Position): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
