/**
 * The basemap's colours and line widths, shared by the MapLibre style
 * (style.ts) and the static picture of the same map (preview.ts), so both
 * draw one map. A width is a list of [zoom, px] stops, interpolated as
 * MapLibre's `interpolate` does (exponential with `base`, clamped at the ends).
 */
export const COLORS = {
  land: "#f3ede3",
  sea: "#bcd6e6",
  shore: "#9fbfd3",
  water: "#bcd6e6",
  areaFill: "#c8a45c",
  areaLine: "#a9853f",
  motorwayCasing: "#d9a441",
  motorway: "#fde3a0",
  roadCasing: "#d5c3a2",
  road: "#ffffff",
} as const;

export interface Width {
  base: number;
  stops: [number, number][];
}

export const WIDTHS = {
  water: {
    base: 2,
    stops: [
      [9, 2],
      [12, 8],
      [15, 40],
    ],
  },
  motorwayCasing: {
    base: 1.4,
    stops: [
      [9, 3],
      [12, 7.5],
      [15, 18],
    ],
  },
  motorway: {
    base: 1.4,
    stops: [
      [9, 1.6],
      [12, 5],
      [15, 14],
    ],
  },
  roadCasing: {
    base: 1.4,
    stops: [
      [10, 1.6],
      [12, 4.5],
      [15, 11],
    ],
  },
  road: {
    base: 1.4,
    stops: [
      [10, 0.6],
      [12, 2.8],
      [15, 8],
    ],
  },
} satisfies Record<string, Width>;

/** Area outlines: the fill's opacity and the dashed line's width, plain and for the area a page is about. */
export const AREA = { fill: 0.08, selectedFill: 0.26, line: 1, selectedLine: 2.5, lineOpacity: 0.7, dash: [2, 1.5] } as const;

/** A width at a zoom, as MapLibre computes `["interpolate", ["exponential", base], ["zoom"], …stops]`. */
export function widthAt(width: Width, zoom: number): number {
  const { stops, base } = width;
  if (zoom <= stops[0]![0]) return stops[0]![1];
  for (let i = 1; i < stops.length; i++) {
    const [z1, v1] = stops[i]!;
    if (zoom > z1) continue;
    const [z0, v0] = stops[i - 1]!;
    const span = z1 - z0;
    const t = base === 1 ? (zoom - z0) / span : (base ** (zoom - z0) - 1) / (base ** span - 1);
    return v0 + (v1 - v0) * t;
  }
  return stops.at(-1)![1];
}

/** The same width as a MapLibre expression. */
export function widthExpression(width: Width): unknown[] {
  return ["interpolate", ["exponential", width.base], ["zoom"], ...width.stops.flat()];
}
