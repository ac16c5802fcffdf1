/**
 * Vector scenes for the imagery the project draws itself (media.ts renders
 * them; scripts/make-site-media.ts reuses them). Photo-like scenes use a
 * 1280x853 canvas; portraits 640x640. Raster scenes never contain <text>:
 * the machine that seeds may have no fonts. Everything is deterministic for a
 * given seed.
 */

export const SCENE_W = 1280;
export const SCENE_H = 853;

export type Point = readonly [number, number];

/* ------------------------------------------------------------------ */
/* Numbers and randomness                                               */
/* ------------------------------------------------------------------ */

export const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
/** two decimals keep the markup small without visible rounding */
export const num = (n: number): string => String(Math.round(n * 100) / 100);

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  /** inclusive of both ends */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast and good enough for picking shapes */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => pickAt(items, Math.floor(next() * items.length)),
    chance: (probability) => next() < probability,
  };
}

/** items[index] for an index known to be in range (noUncheckedIndexedAccess) */
export function pickAt<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error("pickAt: empty list");
  return item;
}

/** FNV-1a, 32 bit */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/* ------------------------------------------------------------------ */
/* Colours (always #rrggbb)                                             */
/* ------------------------------------------------------------------ */

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const hex = (i: 0 | 1 | 2) =>
    Math.round(clamp(lerp(ca[i], cb[i], t), 0, 255))
      .toString(16)
      .padStart(2, "0");
  return `#${hex(0)}${hex(1)}${hex(2)}`;
}
export const lighten = (color: string, t: number): string => mix(color, "#ffffff", t);
export const darken = (color: string, t: number): string => mix(color, "#000000", t);

/* ------------------------------------------------------------------ */
/* SVG markup                                                           */
/* ------------------------------------------------------------------ */

type AttrValue = string | number | undefined;
export type Attrs = Readonly<Record<string, AttrValue>>;
export type GradientStop = readonly [offset: number, color: string, opacity?: number];

function attrText(attrs: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${key}="${typeof value === "number" ? num(value) : value}"`;
  }
  return out;
}

/**
 * librsvg renders `opacity` through an off-screen layer the size of the whole
 * canvas, so on a single shape it becomes fill/stroke opacity (same look).
 */
function paintOpacity(tag: string, attrs: Attrs): Attrs {
  if (tag === "g" || tag === "use" || attrs.opacity === undefined) return attrs;
  const { opacity, ...rest } = attrs;
  return { "fill-opacity": opacity, "stroke-opacity": opacity, ...rest };
}

export const el = (tag: string, attrs: Attrs, children?: string): string => {
  const text = attrText(paintOpacity(tag, attrs));
  return children === undefined ? `<${tag}${text}/>` : `<${tag}${text}>${children}</${tag}>`;
};

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  el("rect", { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...extra });
export const poly = (points: readonly Point[], fill: string, extra: Attrs = {}): string =>
  el("polygon", { points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(" "), fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}): string => el("path", { d, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el("circle", { cx, cy, r: Math.max(0, r), fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx: Math.max(0, rx), ry: Math.max(0, ry), fill, ...extra });
export const stroke = (d: string, color: string, width: number, extra: Attrs = {}): string =>
  el("path", { d, fill: "none", stroke: color, "stroke-width": width, ...extra });
export const group = (parts: readonly string[], extra: Attrs = {}): string => el("g", extra, parts.join(""));
export const use = (id: string, extra: Attrs = {}): string => el("use", { href: `#${id}`, "xlink:href": `#${id}`, ...extra });

/** path data with every interpolated number rounded: d`M${x} ${y}` */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += num(value) + (strings[i + 1] ?? "");
  });
  return out;
}
export const polyD = (points: readonly Point[]): string =>
  `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}Z`;
export const rectD = (x: number, y: number, w: number, h: number): string => d`M${x} ${y}h${w}v${h}h${-w}Z`;

const stopsMarkup = (stops: readonly GradientStop[]): string =>
  stops.map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity })).join("");

/** A document under construction: body parts plus the defs they refer to. */
export class Svg {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number = SCENE_W,
    readonly height: number = SCENE_H,
    private readonly prefix = "",
  ) {}

  add(...parts: string[]): void {
    this.parts.push(...parts);
  }

  id(prefix = "s"): string {
    this.counter += 1;
    return `${this.prefix}${prefix}${this.counter}`;
  }

  define(markup: string): void {
    this.defs.push(markup);
  }

  /** from/to are fractions of the shape's box unless userSpace */
  linear(stops: readonly GradientStop[], from: Point = [0, 0], to: Point = [0, 1], userSpace = false): string {
    const id = this.id("lg");
    const attrs = { id, x1: from[0], y1: from[1], x2: to[0], y2: to[1], gradientUnits: userSpace ? "userSpaceOnUse" : undefined };
    this.define(el("linearGradient", attrs, stopsMarkup(stops)));
    return `url(#${id})`;
  }

  radial(stops: readonly GradientStop[], center: Point = [0.5, 0.5], r = 0.5, userSpace = false): string {
    const id = this.id("rg");
    const attrs = { id, cx: center[0], cy: center[1], r, gradientUnits: userSpace ? "userSpaceOnUse" : undefined };
    this.define(el("radialGradient", attrs, stopsMarkup(stops)));
    return `url(#${id})`;
  }

  clip(shapes: string): string {
    const id = this.id("cp");
    this.define(el("clipPath", { id }, shapes));
    return `url(#${id})`;
  }

  /** the body markup alone, to nest this drawing inside another */
  body(): string {
    return this.parts.join("");
  }

  /** take over another drawing's defs (its ids are prefixed, so they cannot clash) */
  adopt(other: Svg): void {
    this.defs.push(...other.defs);
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`
    );
  }
}

/* ------------------------------------------------------------------ */
/* Sky palettes                                                         */
/* ------------------------------------------------------------------ */

export type TimeOfDay = "dawn" | "noon" | "golden" | "dusk" | "night";
export const TIMES: readonly TimeOfDay[] = ["dawn", "noon", "golden", "dusk", "night"];

export interface SkyPalette {
  time: TimeOfDay;
  /** zenith to horizon */
  sky: readonly string[];
  sun: string;
  glow: string;
  /** 0 = on the horizon, 1 = top of the frame */
  sunHeight: number;
  haze: string;
  far: string;
  face: string;
  shade: string;
  glassTop: string;
  frame: string;
  window: string;
  /** share of windows lit */
  lit: number;
  /** near the horizon, in the foreground */
  water: readonly [string, string];
  land: string;
  leaf: string;
  trunk: string;
  cloud: string;
  cloudOpacity: number;
  wall: string;
}

const PALETTES: Readonly<Record<TimeOfDay, SkyPalette>> = {
  dawn: {
    time: "dawn",
    sky: ["#51608f", "#9d93b8", "#e4b5b3", "#fbd9b8"],
    sun: "#fff4e0",
    glow: "#ffd2a8",
    sunHeight: 0.08,
    haze: "#f0cdbf",
    far: "#a99db8",
    face: "#efdcd3",
    shade: "#8f86a6",
    glassTop: "#f6d0c4",
    frame: "#6d6785",
    window: "#ffe2ad",
    lit: 0.1,
    water: ["#e6bcb6", "#56628f"],
    land: "#6f6a7f",
    leaf: "#50695b",
    trunk: "#6b5a56",
    cloud: "#fde3d8",
    cloudOpacity: 0.6,
    wall: "#f3e4da",
  },
  noon: {
    time: "noon",
    sky: ["#2d73b6", "#5ba2dc", "#a8d3ef", "#e6f2f6"],
    sun: "#ffffff",
    glow: "#fff9e0",
    sunHeight: 0.86,
    haze: "#e5eff2",
    far: "#b7cad7",
    face: "#f4f0e8",
    shade: "#a3b3c2",
    glassTop: "#d3e9f7",
    frame: "#52677c",
    window: "#cfe6f5",
    lit: 0,
    water: ["#73bdd6", "#135f8c"],
    land: "#d9c7a5",
    leaf: "#3f7a4a",
    trunk: "#8a6a4a",
    cloud: "#ffffff",
    cloudOpacity: 0.85,
    wall: "#f6f2ea",
  },
  golden: {
    time: "golden",
    sky: ["#3a5482", "#b47a74", "#efa35e", "#fbd690"],
    sun: "#fff3c8",
    glow: "#ffc776",
    sunHeight: 0.13,
    haze: "#f6c98f",
    far: "#bb8d7c",
    face: "#f3c88e",
    shade: "#7a5b6b",
    glassTop: "#ffdca0",
    frame: "#5b4250",
    window: "#ffe0a0",
    lit: 0.06,
    water: ["#f0b26d", "#2d4a70"],
    land: "#8f6a50",
    leaf: "#4d6a3d",
    trunk: "#6d4e3a",
    cloud: "#ffdcae",
    cloudOpacity: 0.7,
    wall: "#f7e3c6",
  },
  dusk: {
    time: "dusk",
    sky: ["#141d3f", "#3d3a6e", "#a35a7a", "#f29a6b"],
    sun: "#ffd9a0",
    glow: "#ff9e6c",
    sunHeight: 0.02,
    haze: "#d7848a",
    far: "#5b4b79",
    face: "#5f5781",
    shade: "#2b2848",
    glassTop: "#bb7288",
    frame: "#1e1b36",
    window: "#ffd383",
    lit: 0.42,
    water: ["#c5737f", "#141b39"],
    land: "#2a2442",
    leaf: "#1e2440",
    trunk: "#1e2440",
    cloud: "#e49089",
    cloudOpacity: 0.5,
    wall: "#cdb6b8",
  },
  night: {
    time: "night",
    sky: ["#050b18", "#0b1b2b", "#15304d", "#29496b"],
    sun: "#f4f1e6",
    glow: "#8fa9cc",
    sunHeight: 0.74,
    haze: "#2d4b6c",
    far: "#1b2e46",
    face: "#1d2d43",
    shade: "#0f1a2a",
    glassTop: "#34557a",
    frame: "#0a1320",
    window: "#ffd37c",
    lit: 0.58,
    water: ["#2a4869", "#040b16"],
    land: "#0d1726",
    leaf: "#0c1522",
    trunk: "#0c1522",
    cloud: "#3b5577",
    cloudOpacity: 0.3,
    wall: "#8f8a86",
  },
};

export const skyPalette = (time: TimeOfDay): SkyPalette => PALETTES[time];
export const isDark = (pal: SkyPalette): boolean => pal.time === "dusk" || pal.time === "night";

export const evenStops = (colors: readonly string[]): GradientStop[] =>
  colors.map((color, i) => [i / Math.max(1, colors.length - 1), color] as const);

/* ------------------------------------------------------------------ */
/* Sky and atmosphere                                                   */
/* ------------------------------------------------------------------ */

export function drawSky(svg: Svg, pal: SkyPalette, horizon: number, rng: Rng, sunX = rng.range(0.15, 0.85) * svg.width): void {
  svg.add(rect(0, 0, svg.width, horizon + 4, svg.linear(evenStops(pal.sky), [0, 0], [0, horizon + 4], true)));
  if (pal.time === "night") svg.add(stars(svg.width, horizon * 0.8, rng));
  svg.add(sunAndGlow(svg, pal, sunX, horizon));
  svg.add(clouds(svg.width, horizon, pal, rng));
  if (pal.time === "dawn" || pal.time === "golden") svg.add(birds(svg.width, horizon, pal, rng));
}

function stars(width: number, bottom: number, rng: Rng): string {
  let small = "";
  for (let i = 0; i < 140; i++) small += rectD(rng.range(0, width), bottom * rng.next() ** 1.6, 1.6, 1.6);
  const bright = Array.from({ length: 12 }, () => circle(rng.range(0, width), rng.range(0, bottom * 0.7), rng.range(1.4, 2.2), "#ffffff", { opacity: 0.8 }));
  return group([path(small, "#e8eefc", { opacity: 0.55 }), ...bright]);
}

function sunAndGlow(svg: Svg, pal: SkyPalette, x: number, horizon: number): string {
  const y = horizon - pal.sunHeight * horizon;
  const glowR = svg.width * (pal.time === "noon" ? 0.22 : pal.time === "night" ? 0.12 : 0.5);
  const glow = circle(x, y, glowR, svg.radial([[0, pal.glow, 0.8], [0.3, pal.glow, 0.3], [1, pal.glow, 0]]));
  const discR = pal.time === "night" ? 20 : pal.time === "noon" ? 26 : 34;
  const disc = circle(x, y, discR, pal.sun, { opacity: pal.time === "dusk" ? 0.9 : 1 });
  return group([glow, disc]);
}

/** flat-illustration cloud: a rounded bar with puffs on top */
export function cloud(x: number, y: number, w: number, color: string, opacity: number): string {
  const h = w * 0.16;
  return group(
    [
      rect(x, y - h, w, h, color, { rx: h / 2 }),
      circle(x + w * 0.32, y - h, h * 0.95, color),
      circle(x + w * 0.56, y - h * 1.15, h * 1.3, color),
      circle(x + w * 0.76, y - h * 0.85, h * 0.75, color),
    ],
    { opacity },
  );
}

function clouds(width: number, horizon: number, pal: SkyPalette, rng: Rng): string {
  const parts: string[] = [];
  const count = rng.int(2, 5);
  for (let i = 0; i < count; i++) {
    const w = rng.range(110, 260);
    const x = (width / count) * i + rng.range(-40, width / count - w * 0.5);
    parts.push(cloud(x, rng.range(horizon * 0.15, horizon * 0.6), w, pal.cloud, pal.cloudOpacity * rng.range(0.6, 1)));
  }
  return group(parts);
}

function birds(width: number, horizon: number, pal: SkyPalette, rng: Rng): string {
  const cx = rng.range(width * 0.2, width * 0.8);
  const cy = rng.range(horizon * 0.2, horizon * 0.45);
  let data = "";
  for (let i = 0; i < rng.int(3, 6); i++) {
    const x = cx + rng.range(-90, 90);
    const y = cy + rng.range(-30, 30);
    const s = rng.range(5, 9);
    data += d`M${x - s} ${y - s * 0.4}Q${x - s * 0.4} ${y - s * 0.5} ${x} ${y}Q${x + s * 0.4} ${y - s * 0.5} ${x + s} ${y - s * 0.4}`;
  }
  return stroke(data, darken(pal.shade, 0.3), 1.6, { "stroke-linecap": "round", opacity: 0.6 });
}

/* ------------------------------------------------------------------ */
/* Towers                                                               */
/* ------------------------------------------------------------------ */

export type TowerShape = "box" | "stepped" | "tapered" | "needle" | "rounded" | "slant" | "twist" | "sail" | "diagrid" | "crown";
export const TOWER_SHAPES: readonly TowerShape[] = ["box", "stepped", "tapered", "needle", "rounded", "slant", "twist", "sail", "diagrid", "crown"];

export interface TowerSpec {
  x: number;
  base: number;
  width: number;
  height: number;
  shape: TowerShape;
}

export interface TowerStyle {
  face: string;
  shade: string;
  frame: string;
  glassTop: string;
  window: string;
  /** share of lit windows */
  lit: number;
  lightFromLeft: boolean;
  /** 0 for distant towers (few details) to 1 */
  detail: number;
  /** still being built: the top part is a bare frame */
  unfinished?: boolean;
}

/** facade materials; the time of day tints them */
const MATERIALS = ["#9fc0d8", "#c9d6dc", "#e8dcc8", "#b4cbc6", "#d8c2a6", "#f2efe9", "#8ea9c4"] as const;

export function towerStyle(pal: SkyPalette, rng: Rng, haze: number, lightFromLeft: boolean): TowerStyle {
  const material = rng.pick(MATERIALS);
  const lit = mix(material, pal.face, isDark(pal) ? 0.85 : pal.time === "noon" ? 0.35 : 0.55);
  const face = mix(lit, pal.haze, haze);
  return {
    face,
    shade: mix(mix(pal.shade, material, 0.15), pal.haze, haze),
    frame: mix(pal.frame, pal.haze, haze),
    glassTop: pal.glassTop,
    window: pal.window,
    lit: pal.lit * rng.range(0.6, 1.2),
    lightFromLeft,
    detail: 1 - haze,
  };
}

function tierOutline(x: number, base: number, w: number, h: number, tiers: readonly (readonly [number, number])[]): string {
  const left: Point[] = [];
  let y = base;
  for (const [wf, hf] of tiers) {
    left.push([x - (w * wf) / 2, y]);
    y -= h * hf;
    left.push([x - (w * wf) / 2, y]);
  }
  const right = left.map(([px, py]): Point => [2 * x - px, py]).reverse();
  return polyD([...left, ...right]);
}

/** the tower's front face as path data; its box is x±w/2, base-h..base */
export function towerOutline({ x, base, width: w, height: h, shape }: TowerSpec): string {
  const l = x - w / 2;
  const r = x + w / 2;
  const top = base - h;
  switch (shape) {
    case "box":
    case "diagrid":
      return polyD([[l, base], [l, top], [r, top], [r, base]]);
    case "slant":
      return polyD([[l, base], [l, top + h * 0.09], [r, top], [r, base]]);
    case "tapered":
      return polyD([[l, base], [x - w * 0.3, top], [x + w * 0.3, top], [r, base]]);
    case "crown":
      return polyD([[l, base], [l, top + w * 0.45], [x, top], [r, top + w * 0.45], [r, base]]);
    case "stepped":
      return tierOutline(x, base, w, h, [[1, 0.52], [0.76, 0.28], [0.52, 0.2]]);
    case "needle":
      return tierOutline(x, base, w, h, [[1, 0.3], [0.8, 0.2], [0.62, 0.16], [0.46, 0.13], [0.32, 0.11], [0.2, 0.1]]);
    case "rounded":
      return d`M${l} ${base}L${l} ${top + w / 2}A${w / 2} ${w / 2} 0 0 1 ${r} ${top + w / 2}L${r} ${base}Z`;
    case "twist":
      return d`M${l} ${base}C${l + w * 0.12} ${base - h * 0.4} ${l + w * 0.12} ${base - h * 0.6} ${l} ${top}L${r} ${top}C${r - w * 0.12} ${base - h * 0.6} ${r - w * 0.12} ${base - h * 0.4} ${r} ${base}Z`;
    case "sail":
      return d`M${l} ${base}L${l} ${top}Q${r + w * 0.35} ${top + h * 0.3} ${r} ${base}Z`;
  }
}

interface Grid {
  floorH: number;
  colW: number;
}

export const towerGrid = (t: TowerSpec): Grid => ({
  floorH: clamp(t.width / 13, 4, 9),
  colW: clamp(t.width / 11, 4, 11),
});

export function drawTower(svg: Svg, spec: TowerSpec, style: TowerStyle, rng: Rng): string {
  // an unfinished tower is clad up to 80 % and a bare frame above
  const t = style.unfinished ? { ...spec, height: spec.height * 0.8 } : spec;
  const outline = towerOutline(t);
  const depth = t.width * 0.14 * (style.lightFromLeft ? 1 : -1);
  const parts: string[] = [path(outline, style.shade, { transform: `translate(${num(depth)} 0)` })];
  const clip = svg.clip(path(outline, "#000"));
  parts.push(group(facade(svg, t, style, rng), { "clip-path": clip }));
  if (style.unfinished) parts.push(bareFrame(spec, style));
  else parts.push(...towerTop(t, style, rng));
  return group(parts);
}

function facade(svg: Svg, t: TowerSpec, style: TowerStyle, rng: Rng): string[] {
  const l = t.x - t.width / 2 - t.width * 0.2;
  const w = t.width * 1.4;
  const top = t.base - t.height;
  const lit = style.face;
  const dark = mix(style.face, style.shade, 0.45);
  const across = style.lightFromLeft ? [lit, mix(lit, dark, 0.3), dark] : [dark, mix(lit, dark, 0.3), lit];
  const out = [
    rect(l, top, w, t.height, svg.linear(evenStops(across), [0, 0], [1, 0])),
    rect(l, top, w, t.height, svg.linear([[0, style.glassTop, 0.55], [0.5, style.glassTop, 0.08], [1, style.glassTop, 0]])),
  ];
  if (style.detail > 0.2) out.push(...facadeGrid(t, style, rng));
  if (t.shape === "diagrid") out.push(diagrid(t, style));
  if (t.shape === "twist") out.push(...twistBands(t, style));
  if (t.shape === "sail") out.push(sailMembrane(t, style));
  out.push(reflectionBand(t, rng));
  return out;
}

function facadeGrid(t: TowerSpec, style: TowerStyle, rng: Rng): string[] {
  const { floorH, colW } = towerGrid(t);
  const l = t.x - t.width / 2;
  const top = t.base - t.height;
  let floors = "";
  for (let y = t.base - floorH; y > top; y -= floorH) floors += d`M${l} ${y}h${t.width}`;
  let mullions = "";
  for (let x = l + colW; x < l + t.width; x += colW) mullions += d`M${x} ${top}V${t.base}`;
  let panes = "";
  let lights = "";
  let dim = "";
  for (let y = t.base - floorH; y > top; y -= floorH) {
    // offices light up floor by floor, so the chance varies per floor
    const floorLit = clamp(style.lit * rng.range(0.2, 1.8), 0, 0.95);
    for (let x = l; x < l + t.width - 1; x += colW) {
      const cell = rectD(x + 1, y + 1, colW - 2, floorH - 2);
      const roll = rng.next();
      if (roll < floorLit * 0.75) lights += cell;
      else if (roll < floorLit) dim += cell;
      else if (roll > 0.88) panes += cell;
    }
  }
  const a = style.detail;
  return [
    path(panes, style.frame, { opacity: 0.12 * a }),
    stroke(floors, style.frame, 1, { opacity: 0.4 * a }),
    stroke(mullions, style.frame, 0.8, { opacity: 0.22 * a }),
    path(dim, style.window, { opacity: 0.45 * a }),
    path(lights, style.window, { opacity: 0.95 * a }),
  ];
}

function diagrid(t: TowerSpec, style: TowerStyle): string {
  const s = t.width / 3;
  const l = t.x - t.width / 2 - t.height;
  let data = "";
  for (let x = l; x < t.x + t.width / 2 + t.height; x += s) {
    data += d`M${x} ${t.base}l${t.height * 0.6} ${-t.height}M${x} ${t.base}l${-t.height * 0.6} ${-t.height}`;
  }
  return stroke(data, lighten(style.face, 0.25), 1.6, { opacity: 0.55 * style.detail + 0.15 });
}

function twistBands(t: TowerSpec, style: TowerStyle): string[] {
  const bands = 6;
  const bw = t.width / 3;
  const out: string[] = [];
  for (let i = -3; i < bands; i++) {
    const x0 = t.x - t.width / 2 + i * bw;
    const shift = t.width * 0.9;
    const shape = d`M${x0} ${t.base}C${x0 + shift * 0.2} ${t.base - t.height * 0.4} ${x0 + shift * 0.8} ${t.base - t.height * 0.6} ${x0 + shift} ${t.base - t.height}l${bw / 2} 0C${x0 + shift * 0.8 + bw / 2} ${t.base - t.height * 0.6} ${x0 + shift * 0.2 + bw / 2} ${t.base - t.height * 0.4} ${x0 + bw / 2} ${t.base}Z`;
    out.push(path(shape, i % 2 === 0 ? style.shade : lighten(style.face, 0.2), { opacity: 0.22 }));
  }
  return out;
}

function sailMembrane(t: TowerSpec, style: TowerStyle): string {
  const l = t.x - t.width / 2;
  const top = t.base - t.height;
  const shape = d`M${l + t.width * 0.12} ${t.base - t.height * 0.12}L${l + t.width * 0.12} ${top + t.height * 0.12}Q${l + t.width * 0.95} ${top + t.height * 0.36} ${l + t.width * 0.8} ${t.base - t.height * 0.12}Z`;
  const braces = d`M${l} ${t.base}L${l + t.width * 0.9} ${top + t.height * 0.5}M${l} ${top + t.height * 0.25}L${l + t.width} ${t.base - t.height * 0.1}`;
  return group([path(shape, lighten(style.face, 0.45), { opacity: 0.55 }), stroke(braces, lighten(style.face, 0.6), 2, { opacity: 0.5 })]);
}

function reflectionBand(t: TowerSpec, rng: Rng): string {
  const x = t.x + rng.range(-0.6, 0.2) * t.width;
  const w = t.width * rng.range(0.12, 0.3);
  const top = t.base - t.height;
  return poly([[x, t.base], [x + w, t.base], [x + w + t.width * 0.5, top], [x + t.width * 0.5, top]], "#ffffff", { opacity: rng.range(0.06, 0.14) });
}

function bareFrame(t: TowerSpec, style: TowerStyle): string {
  const cut = t.base - t.height * 0.8;
  const top = t.base - t.height;
  const w = t.shape === "tapered" || t.shape === "needle" ? t.width * 0.6 : t.width * 0.9;
  const { floorH } = towerGrid(t);
  let frame = "";
  for (let y = cut; y >= top - 0.1; y -= floorH) frame += d`M${t.x - w / 2} ${y}h${w}`;
  for (let i = 0; i <= 4; i++) frame += d`M${t.x - w / 2 + (w * i) / 4} ${cut}V${top}`;
  return group([
    rect(t.x - w * 0.15, top - floorH * 2, w * 0.3, cut - top + floorH * 2, style.shade, { opacity: 0.9 }),
    stroke(frame, style.frame, Math.max(1.2, t.width * 0.018)),
  ]);
}

function towerTop(t: TowerSpec, style: TowerStyle, rng: Rng): string[] {
  const top = t.base - t.height;
  const out: string[] = [];
  const spire = t.shape === "needle" ? t.height * 0.22 : t.shape === "tapered" || t.shape === "stepped" ? t.height * 0.1 : 0;
  if (spire > 0) {
    const sw = Math.max(1.2, t.width * (t.shape === "needle" ? 0.05 : 0.04));
    out.push(poly([[t.x - sw, top + 2], [t.x, top - spire], [t.x + sw, top + 2]], mix(style.face, style.shade, 0.3)));
  }
  if (t.shape === "sail") out.push(stroke(d`M${t.x - t.width / 2} ${top}v${-t.height * 0.1}`, style.face, 2.4));
  if (t.shape === "box" && rng.chance(0.5)) {
    out.push(rect(t.x - t.width * 0.3, top - t.width * 0.12, t.width * 0.6, t.width * 0.12, style.shade));
  }
  if (style.lit > 0.3) out.push(circle(t.x, top - spire - 2, Math.max(2, t.width * 0.03), "#ff4b4b", { opacity: 0.9 }));
  const flatTop = t.shape === "box" || t.shape === "diagrid" || t.shape === "twist";
  if (style.lit > 0.3 && style.detail > 0.5 && flatTop) {
    out.push(rect(t.x - t.width * 0.42, top + 3, t.width * 0.84, 2.5, style.window, { opacity: 0.8 }));
  }
  return out;
}

export interface SkylineOptions {
  from: number;
  to: number;
  base: number;
  count: number;
  minHeight: number;
  maxHeight: number;
  /** x of the tallest part */
  focus: number;
  shapes: readonly TowerShape[];
  /** 0 = crisp, 1 = lost in haze */
  haze: number;
  lightFromLeft: boolean;
}

export function skylineSpecs(rng: Rng, o: SkylineOptions): TowerSpec[] {
  const step = (o.to - o.from) / o.count;
  const specs: TowerSpec[] = [];
  for (let i = 0; i < o.count; i++) {
    const x = o.from + step * (i + 0.5) + rng.range(-0.3, 0.3) * step;
    const bell = Math.exp(-(((x - o.focus) / ((o.to - o.from) * 0.35)) ** 2));
    const height = lerp(o.minHeight, o.maxHeight, bell * rng.range(0.65, 1.05));
    const width = clamp(step * rng.range(0.55, 0.95), 22, height * 0.42);
    specs.push({ x, base: o.base, width, height, shape: rng.pick(o.shapes) });
  }
  return specs.sort((a, b) => b.height - a.height);
}

export function drawSkyline(svg: Svg, pal: SkyPalette, rng: Rng, o: SkylineOptions): string {
  return group(skylineSpecs(rng, o).map((t) => drawTower(svg, t, towerStyle(pal, rng, o.haze, o.lightFromLeft), rng)));
}

/** distant city as one flat silhouette */
export function farSkyline(pal: SkyPalette, rng: Rng, base: number, maxHeight: number, width: number, color = mix(pal.far, pal.haze, 0.25)): string {
  let data = "";
  let lights = "";
  for (let x = -10; x < width + 10; ) {
    const w = rng.range(12, 46);
    const h = maxHeight * (rng.chance(0.12) ? rng.range(0.75, 1) : rng.range(0.15, 0.6));
    data += rectD(x, base - h, w, h + 2);
    if (rng.chance(0.1)) data += polyD([[x + w / 2 - 2, base - h], [x + w / 2, base - h - h * 0.3], [x + w / 2 + 2, base - h]]);
    if (pal.lit > 0.3) {
      for (let i = 0; i < h / 9; i++) if (rng.chance(0.35)) lights += rectD(x + rng.range(2, w - 4), base - rng.range(4, h - 3), 2, 2);
    }
    x += w + rng.range(-4, 6);
  }
  return group([path(data, color), path(lights, pal.window, { opacity: 0.55 })]);
}

/* ------------------------------------------------------------------ */
/* Landscape props                                                      */
/* ------------------------------------------------------------------ */

const quadAt = (p0: Point, c: Point, p1: Point, s: number): Point => [
  (1 - s) ** 2 * p0[0] + 2 * (1 - s) * s * c[0] + s * s * p1[0],
  (1 - s) ** 2 * p0[1] + 2 * (1 - s) * s * c[1] + s * s * p1[1],
];
const quadTangent = (p0: Point, c: Point, p1: Point, s: number): Point => [
  2 * (1 - s) * (c[0] - p0[0]) + 2 * s * (p1[0] - c[0]),
  2 * (1 - s) * (c[1] - p0[1]) + 2 * s * (p1[1] - c[1]),
];

export function palmTree(x: number, baseY: number, height: number, leaf: string, trunk: string, rng: Rng, lean = rng.range(-0.12, 0.12)): string {
  const crown: Point = [x + lean * height, baseY - height];
  const bend: Point = [x + lean * height * 0.1, baseY - height * 0.5];
  return group([palmTrunk([x, baseY], bend, crown, height, trunk), palmFronds(crown, height, leaf, rng)]);
}

function palmTrunk(base: Point, bend: Point, crown: Point, height: number, color: string): string {
  const left: Point[] = [];
  const right: Point[] = [];
  let rings = "";
  for (let i = 0; i <= 12; i++) {
    const s = i / 12;
    const [px, py] = quadAt(base, bend, crown, s);
    const half = height * lerp(0.03, 0.017, s);
    left.push([px - half, py]);
    right.push([px + half, py]);
    if (i > 0 && i < 12) rings += d`M${px - half} ${py}l${half * 2} ${-half * 0.4}`;
  }
  return group([poly([...left, ...right.reverse()], color), stroke(rings, darken(color, 0.25), Math.max(0.8, height * 0.006), { opacity: 0.6 })]);
}

function palmFronds(crown: Point, height: number, color: string, rng: Rng): string {
  let rachis = "";
  let leaflets = "";
  const count = rng.int(8, 11);
  for (let i = 0; i < count; i++) {
    const angle = lerp(-Math.PI * 1.08, Math.PI * 0.08, i / (count - 1)) + rng.range(-0.12, 0.12);
    const len = height * rng.range(0.32, 0.46);
    const tip: Point = [crown[0] + Math.cos(angle) * len, crown[1] + Math.sin(angle) * len * 0.7 + len * 0.35];
    const ctrl: Point = [crown[0] + Math.cos(angle) * len * 0.55, crown[1] + Math.sin(angle) * len * 0.55 - len * 0.18];
    rachis += d`M${crown[0]} ${crown[1]}Q${ctrl[0]} ${ctrl[1]} ${tip[0]} ${tip[1]}`;
    for (let s = 0.12; s < 0.98; s += 0.07) {
      const [px, py] = quadAt(crown, ctrl, tip, s);
      const [tx, ty] = quadTangent(crown, ctrl, tip, s);
      const tl = Math.hypot(tx, ty) || 1;
      const size = len * 0.26 * (1 - s * 0.7);
      for (const side of [-1, 1]) {
        const nx = (tx / tl) * 0.55 - (side * ty) / tl;
        const ny = (ty / tl) * 0.55 + (side * tx) / tl;
        leaflets += d`M${px} ${py}l${nx * size} ${ny * size + size * 0.45}`;
      }
    }
  }
  const w = Math.max(1, height * 0.012);
  return group([stroke(rachis, color, w * 1.3, { "stroke-linecap": "round" }), stroke(leaflets, color, w * 1.25, { "stroke-linecap": "round" }), circle(crown[0], crown[1], height * 0.03, darken(color, 0.2))]);
}

/** rounded shrub made of overlapping puffs */
export function shrub(x: number, baseY: number, w: number, h: number, color: string, rng: Rng): string {
  const parts: string[] = [];
  const puffs = Math.max(3, Math.round(w / (h * 0.7)));
  for (let i = 0; i < puffs; i++) {
    const px = x + (w * (i + 0.5)) / puffs;
    const r = h * rng.range(0.45, 0.65);
    parts.push(circle(px, baseY - r * 0.9, r, i % 2 === 0 ? color : lighten(color, 0.08)));
  }
  parts.push(rect(x, baseY - h * 0.5, w, h * 0.5, color));
  return group(parts);
}

export function drawWater(svg: Svg, pal: SkyPalette, horizon: number, rng: Rng, reflectIds: readonly string[], sunX?: number): void {
  const { width: W, height: H } = svg;
  svg.add(rect(0, horizon, W, H - horizon, svg.linear([[0, pal.water[0]], [1, pal.water[1]]], [0, horizon], [0, H], true)));
  const k = 0.85;
  const clip = svg.clip(rect(0, horizon, W, H - horizon, "#000"));
  const mirrored = group(reflectIds.map((id) => use(id)), { transform: `matrix(1 0 0 ${-k} 0 ${num(horizon * (1 + k))})` });
  svg.add(group([mirrored], { "clip-path": clip, opacity: isDark(pal) ? 0.5 : 0.32 }));
  svg.add(rect(0, horizon, W, H - horizon, svg.linear([[0, pal.water[1], 0], [0.6, pal.water[1], 0.55], [1, pal.water[1], 0.85]], [0, horizon], [0, H], true)));
  svg.add(ripples(W, H, horizon, pal, rng));
  if (sunX !== undefined && pal.time !== "noon") svg.add(glitter(sunX, horizon, H, pal, rng));
}

function ripples(W: number, H: number, horizon: number, pal: SkyPalette, rng: Rng): string {
  let light = "";
  let dark = "";
  for (let i = 0; i < 110; i++) {
    const s = rng.next() ** 1.7;
    const y = horizon + 3 + (H - horizon) * s;
    const len = lerp(18, 150, s) * rng.range(0.5, 1.2);
    const seg = d`M${rng.range(-20, W)} ${y}h${len}`;
    if (i % 2 === 0) light += seg;
    else dark += seg;
  }
  return group([stroke(light, lighten(pal.water[0], 0.25), 1.6, { opacity: 0.35 }), stroke(dark, darken(pal.water[1], 0.2), 2, { opacity: 0.3 })]);
}

function glitter(x: number, horizon: number, H: number, pal: SkyPalette, rng: Rng): string {
  let data = "";
  for (let i = 0; i < 40; i++) {
    const s = rng.next() ** 1.4;
    const y = horizon + 2 + (H - horizon) * s * 0.8;
    const spread = lerp(12, 90, s);
    const len = lerp(10, 60, s) * rng.range(0.4, 1);
    data += d`M${x + rng.range(-spread, spread) - len / 2} ${y}h${len}`;
  }
  return stroke(data, pal.sun, 2.2, { opacity: 0.55, "stroke-linecap": "round" });
}

export function yacht(x: number, waterY: number, len: number, pal: SkyPalette, rng: Rng, facing: 1 | -1 = 1): string {
  const hh = len * 0.11;
  const hull = d`M0 ${-hh}L${len} ${-hh * 1.45}Q${len * 0.94} ${-hh * 0.35} ${len * 0.85} 0L${len * 0.05} 0Z`;
  const white = isDark(pal) ? mix("#f4f2ee", pal.shade, 0.55) : mix("#f7f5f0", pal.haze, 0.15);
  const deckH = len * 0.085;
  const deck1 = polyD([[len * 0.1, -hh], [len * 0.13, -hh - deckH], [len * 0.56, -hh - deckH], [len * 0.74, -hh * 1.25]]);
  const deck2 = polyD([[len * 0.2, -hh - deckH], [len * 0.24, -hh - deckH * 1.8], [len * 0.46, -hh - deckH * 1.8], [len * 0.56, -hh - deckH]]);
  const glass = "#1f2b3a";
  const parts = [
    path(hull, white),
    stroke(d`M${len * 0.02} ${-hh * 0.45}L${len * 0.9} ${-hh * 0.7}`, rng.pick(["#1f3550", "#8a6d3b", "#6f7b87"]), hh * 0.18),
    path(deck1, lighten(white, 0.1)),
    stroke(d`M${len * 0.15} ${-hh - deckH * 0.45}L${len * 0.6} ${-hh - deckH * 0.45}`, glass, deckH * 0.38),
    path(deck2, white),
    stroke(d`M${len * 0.26} ${-hh - deckH * 1.4}L${len * 0.48} ${-hh - deckH * 1.4}`, glass, deckH * 0.3),
    stroke(d`M${len * 0.34} ${-hh - deckH * 1.8}v${-deckH * 1.1}`, darken(white, 0.3), 1.4),
  ];
  if (pal.lit > 0.3) parts.push(stroke(d`M${len * 0.15} ${-hh - deckH * 0.45}L${len * 0.6} ${-hh - deckH * 0.45}`, pal.window, deckH * 0.2, { opacity: 0.8 }));
  const body = group(parts);
  const reflection = group([path(hull, white, { opacity: 0.25 })], { transform: "scale(1 -0.6)" });
  const flip = facing === 1 ? "" : ` translate(${num(len)} 0) scale(-1 1)`;
  return group([reflection, body], { transform: `translate(${num(x)} ${num(waterY)})${flip}` });
}

export function dhow(x: number, waterY: number, len: number, pal: SkyPalette): string {
  const wood = isDark(pal) ? darken("#6b4a30", 0.4) : "#7a5234";
  const sail = isDark(pal) ? mix("#efe4cf", pal.shade, 0.5) : "#efe4cf";
  const hh = len * 0.16;
  const hull = d`M0 ${-hh * 1.4}Q${len * 0.1} 0 ${len * 0.3} 0L${len * 0.8} 0Q${len * 0.95} ${-hh * 0.4} ${len * 1.05} ${-hh * 1.6}L${len * 0.85} ${-hh}L${len * 0.1} ${-hh}Z`;
  return group(
    [
      path(hull, wood, { opacity: 0.25, transform: "scale(1 -0.5)" }),
      path(hull, wood),
      stroke(d`M${len * 0.45} ${-hh}V${-len * 0.75}`, darken(wood, 0.3), 2),
      path(d`M${len * 0.45} ${-len * 0.78}L${len * 0.9} ${-hh * 1.6}L${len * 0.12} ${-hh * 1.4}Z`, sail),
    ],
    { transform: `translate(${num(x)} ${num(waterY)})` },
  );
}

export type CarKind = "sedan" | "suv" | "sport";

/** side view, facing right */
export function car(x: number, groundY: number, len: number, color: string, kind: CarKind, glass = "#1e2835"): string {
  const r = len * 0.095;
  const bodyH = len * (kind === "suv" ? 0.24 : kind === "sport" ? 0.15 : 0.19);
  const cabinH = len * (kind === "suv" ? 0.17 : kind === "sport" ? 0.11 : 0.14);
  const bottom = groundY - r * 0.45;
  const top = bottom - bodyH;
  const roof = top - cabinH;
  const body = d`M${x + len * 0.02} ${bottom}L${x} ${top + bodyH * 0.35}Q${x + len * 0.02} ${top} ${x + len * 0.1} ${top}L${x + len * 0.86} ${top + bodyH * 0.12}Q${x + len} ${top + bodyH * 0.25} ${x + len} ${top + bodyH * 0.7}L${x + len * 0.98} ${bottom}Z`;
  const cabin = d`M${x + len * 0.12} ${top + 1}L${x + len * (kind === "suv" ? 0.16 : 0.26)} ${roof}L${x + len * 0.58} ${roof}L${x + len * 0.74} ${top + bodyH * 0.1}Z`;
  const windows = d`M${x + len * 0.17} ${top - 1}L${x + len * (kind === "suv" ? 0.19 : 0.28)} ${roof + cabinH * 0.18}L${x + len * 0.4} ${roof + cabinH * 0.18}L${x + len * 0.4} ${top - 1}ZM${x + len * 0.43} ${top - 1}L${x + len * 0.43} ${roof + cabinH * 0.18}L${x + len * 0.56} ${roof + cabinH * 0.18}L${x + len * 0.68} ${top}Z`;
  const wheel = (cx: number) => group([circle(cx, groundY - r, r, "#15181d"), circle(cx, groundY - r, r * 0.55, "#9aa3ad"), circle(cx, groundY - r, r * 0.2, "#3b4149")]);
  return group([
    ellipse(x + len / 2, groundY, len * 0.5, r * 0.25, "#000000", { opacity: 0.18 }),
    path(cabin, color),
    path(body, color),
    path(windows, glass),
    stroke(d`M${x + len * 0.05} ${top + bodyH * 0.45}L${x + len * 0.96} ${top + bodyH * 0.5}`, lighten(color, 0.25), 1.2, { opacity: 0.6 }),
    rect(x + len * 0.955, top + bodyH * 0.25, len * 0.035, bodyH * 0.16, "#fff6d6", { rx: 2 }),
    rect(x + len * 0.005, top + bodyH * 0.3, len * 0.025, bodyH * 0.16, "#c8323c", { rx: 2 }),
    wheel(x + len * 0.2),
    wheel(x + len * 0.8),
  ]);
}

export function person(x: number, groundY: number, h: number, color: string): string {
  const head = h * 0.13;
  return group([
    circle(x, groundY - h + head, head, color),
    path(d`M${x - h * 0.13} ${groundY - h * 0.45}Q${x - h * 0.14} ${groundY - h * 0.76} ${x} ${groundY - h * 0.76}Q${x + h * 0.14} ${groundY - h * 0.76} ${x + h * 0.13} ${groundY - h * 0.45}Z`, color),
    rect(x - h * 0.1, groundY - h * 0.47, h * 0.08, h * 0.47, color),
    rect(x + h * 0.02, groundY - h * 0.47, h * 0.08, h * 0.47, color),
  ]);
}

/** tower crane: lattice mast, jib to the right (mirror with facing) */
export function crane(x: number, baseY: number, height: number, color: string, facing: 1 | -1 = 1): string {
  const mastW = height * 0.035;
  const top = baseY - height;
  let lattice = d`M${x} ${baseY}V${top}M${x + mastW} ${baseY}V${top}`;
  for (let y = baseY; y > top + mastW; y -= mastW * 1.4) lattice += d`M${x} ${y}L${x + mastW} ${y - mastW * 1.4}M${x} ${y}h${mastW}`;
  const jibY = top;
  const jib = height * 0.62 * facing;
  const counter = -height * 0.22 * facing;
  const jibLine = d`M${x + mastW / 2 + counter} ${jibY}L${x + mastW / 2 + jib} ${jibY}M${x + mastW / 2 + counter} ${jibY + mastW * 0.6}L${x + mastW / 2 + jib * 0.98} ${jibY + mastW * 0.6}`;
  let jibLattice = "";
  for (let i = 0; i < 24; i++) {
    const a = x + mastW / 2 + (jib * i) / 24;
    jibLattice += d`M${a} ${jibY + mastW * 0.6}L${a + jib / 48} ${jibY}`;
  }
  const apex = d`M${x + mastW / 2} ${jibY - height * 0.12}L${x + mastW / 2 + jib * 0.7} ${jibY}M${x + mastW / 2} ${jibY - height * 0.12}L${x + mastW / 2 + counter} ${jibY}M${x + mastW / 2} ${jibY - height * 0.12}V${jibY}`;
  const hookX = x + mastW / 2 + jib * 0.55;
  const w = Math.max(1, height * 0.004);
  return group([
    stroke(lattice, color, w),
    stroke(jibLine + jibLattice, color, w),
    stroke(apex, color, w * 0.8),
    rect(x + mastW / 2 + counter - (facing === 1 ? 0 : mastW * 2.4), jibY + mastW * 0.6, mastW * 2.4, mastW * 1.4, color),
    rect(x - mastW * 0.4, jibY + mastW * 0.7, mastW * 1.8, mastW * 1.3, color),
    stroke(d`M${hookX} ${jibY + mastW * 0.6}V${jibY + height * 0.3}`, color, w * 0.7),
    rect(hookX - mastW * 0.4, jibY + height * 0.3, mastW * 0.8, mastW * 0.6, color),
  ]);
}

/* ------------------------------------------------------------------ */
/* Exterior scenes                                                      */
/* ------------------------------------------------------------------ */

/** the receding side of a box whose front edge at x spans top..bottom, in one-point perspective */
export function sideFace(x: number, top: number, bottom: number, vp: Point, k: number): Point[] {
  const toward = ([px, py]: Point): Point => [px + (vp[0] - px) * k, py + (vp[1] - py) * k];
  return [[x, top], toward([x, top]), toward([x, bottom]), [x, bottom]];
}

const lawnColor = (pal: SkyPalette): string =>
  isDark(pal) ? mix(pal.leaf, "#2f4a3a", 0.4) : mix(lighten(pal.leaf, 0.22), pal.haze, 0.15);

function vignette(svg: Svg, strength: number): void {
  svg.add(rect(0, 0, svg.width, svg.height, svg.radial([[0.55, "#000000", 0], [1, "#000000", strength]], [0.5, 0.5], 0.75)));
}

/** horizon-level ground with a boulevard, palms and traffic in front of a city */
function drawBoulevard(svg: Svg, pal: SkyPalette, horizon: number, rng: Rng): void {
  const { width: W, height: H } = svg;
  const lawn = lawnColor(pal);
  svg.add(rect(0, horizon - 2, W, H - horizon + 2, svg.linear([[0, mix(lawn, pal.haze, 0.5)], [1, darken(lawn, 0.1)]])));
  svg.add(lowRise(W, horizon, pal, rng));
  svg.add(shrub(-10, horizon + 34, W + 20, 26, mix(lawn, pal.leaf, 0.5), rng));
  const roadTop = H * 0.8;
  const kerb = isDark(pal) ? darken(pal.wall, 0.5) : lighten(pal.land, 0.35);
  svg.add(rect(0, roadTop - 26, W, 26, kerb), rect(0, roadTop - 4, W, 4, darken(kerb, 0.2)));
  const asphalt = isDark(pal) ? "#141a24" : "#54575c";
  svg.add(rect(0, roadTop, W, H - roadTop, asphalt));
  let dashes = "";
  for (let x = rng.range(-40, 0); x < W; x += 90) dashes += d`M${x} ${(roadTop + H) / 2}h46`;
  svg.add(stroke(dashes, "#e9e3d6", 3, { opacity: 0.7 }));
  if (isDark(pal)) svg.add(lightTrails(W, roadTop, H, rng));
  else {
    for (let x = rng.range(-100, 100); x < W; x += rng.range(280, 520)) {
      svg.add(car(x, rng.chance(0.5) ? roadTop + 48 : H - 10, rng.range(150, 190), rng.pick(CAR_COLORS), rng.pick(CAR_KINDS)));
    }
  }
  for (let x = rng.range(30, 110); x < W; x += rng.range(150, 210)) {
    svg.add(palmTree(x, roadTop - 14, rng.range(170, 240), isDark(pal) ? pal.leaf : darken(pal.leaf, 0.1), pal.trunk, rng));
  }
}

const CAR_COLORS = ["#f4f4f2", "#1d1f24", "#8c939b", "#5a1f2b", "#203a5c", "#c8c2b4", "#b08a4a"] as const;
const CAR_KINDS: readonly CarKind[] = ["sedan", "suv", "sport"];

/** low podium buildings between the towers and the boulevard */
function lowRise(W: number, horizon: number, pal: SkyPalette, rng: Rng): string {
  const parts: string[] = [];
  const color = mix(pal.wall, pal.haze, 0.35);
  for (let x = rng.range(-60, 0); x < W; x += rng.range(120, 260)) {
    const w = rng.range(90, 220);
    const h = rng.range(18, 42);
    parts.push(rect(x, horizon + 30 - h, w, h, rng.chance(0.5) ? color : darken(color, 0.08)));
    let bands = "";
    for (let y = horizon + 30 - h + 6; y < horizon + 26; y += 9) bands += d`M${x + 4} ${y}h${w - 8}`;
    parts.push(stroke(bands, isDark(pal) ? pal.window : mix(pal.shade, pal.haze, 0.3), 2.4, { opacity: isDark(pal) ? 0.55 : 0.5 }));
  }
  return group(parts);
}

function lightTrails(W: number, top: number, H: number, rng: Rng): string {
  let red = "";
  let white = "";
  for (let i = 0; i < 14; i++) {
    const y = lerp(top + 8, H - 8, rng.next());
    const x = rng.range(-200, W);
    const seg = d`M${x} ${y}h${rng.range(150, 500)}`;
    if (y < (top + H) / 2) red += seg;
    else white += seg;
  }
  return group([stroke(red, "#ff5a4f", 2.2, { opacity: 0.75 }), stroke(white, "#fff1c9", 2.2, { opacity: 0.75 })]);
}

function shoreline(W: number, horizon: number, pal: SkyPalette, rng: Rng): string {
  const strip = rect(0, horizon - 3, W, 7, isDark(pal) ? darken(pal.land, 0.3) : mix(pal.land, pal.haze, 0.5));
  let lamps = "";
  if (isDark(pal)) for (let x = rng.range(0, 20); x < W; x += rng.range(16, 30)) lamps += rectD(x, horizon - 2, 2.2, 2.2);
  return group([strip, path(lamps, pal.window, { opacity: 0.9 })]);
}

export function skylineScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.58, 0.68);
  const sunX = rng.range(0.12, 0.88) * W;
  drawSky(svg, pal, horizon, rng, sunX);
  const lightFromLeft = sunX < W / 2;
  const focus = rng.range(0.3, 0.7) * W;
  const cityId = svg.id("city");
  const city = group(
    [
      farSkyline(pal, rng, horizon, horizon * rng.range(0.25, 0.4), W),
      drawSkyline(svg, pal, rng, { from: -60, to: W + 60, base: horizon, count: rng.int(9, 14), minHeight: horizon * 0.16, maxHeight: horizon * 0.6, focus, shapes: TOWER_SHAPES, haze: 0.45, lightFromLeft }),
      drawSkyline(svg, pal, rng, { from: rng.range(-80, 200), to: W - rng.range(-80, 200), base: horizon, count: rng.int(3, 6), minHeight: horizon * 0.3, maxHeight: horizon * 0.92, focus, shapes: TOWER_SHAPES, haze: 0.05, lightFromLeft }),
    ],
    { id: cityId },
  );
  svg.add(city);
  if (rng.chance(0.55)) {
    svg.add(shoreline(W, horizon, pal, rng));
    drawWater(svg, pal, horizon + 3, rng, [cityId], sunX);
    if (rng.chance(0.6)) svg.add(yacht(rng.range(80, W - 320), H * rng.range(0.8, 0.92), rng.range(160, 260), pal, rng, rng.chance(0.5) ? 1 : -1));
  } else {
    drawBoulevard(svg, pal, horizon, rng);
  }
  vignette(svg, 0.22);
  return svg.toString();
}

/* ---- villas ---- */

interface Volume {
  x: number;
  y: number;
  w: number;
  h: number;
}

function glazing(svg: Svg, pal: SkyPalette, v: Volume, panes: number, rng: Rng): string {
  const dark = isDark(pal);
  const fill = dark
    ? svg.linear([[0, "#ffe4ad"], [1, "#e3a25c"]])
    : svg.linear([[0, lighten(pal.glassTop, 0.2)], [0.55, mix(pal.glassTop, pal.shade, 0.5)], [1, darken(pal.shade, 0.25)]]);
  const parts = [rect(v.x, v.y, v.w, v.h, fill)];
  if (dark) parts.push(interiorSilhouettes(v, rng));
  else parts.push(poly([[v.x + v.w * 0.1, v.y + v.h], [v.x + v.w * 0.35, v.y + v.h], [v.x + v.w * 0.6, v.y], [v.x + v.w * 0.35, v.y]], "#ffffff", { opacity: 0.16 }));
  let mullions = "";
  for (let i = 1; i < panes; i++) mullions += d`M${v.x + (v.w * i) / panes} ${v.y}v${v.h}`;
  parts.push(stroke(mullions, "#2b2f36", 2.2), rect(v.x, v.y, v.w, v.h, "none", { stroke: "#2b2f36", "stroke-width": 3 }));
  return group(parts);
}

function interiorSilhouettes(v: Volume, rng: Rng): string {
  const floor = v.y + v.h;
  const c = "#8a5a36";
  const sofaX = v.x + v.w * rng.range(0.15, 0.45);
  const sofaW = v.w * 0.3;
  return group(
    [
      rect(sofaX, floor - v.h * 0.22, sofaW, v.h * 0.22, c, { rx: 4 }),
      rect(sofaX - 6, floor - v.h * 0.3, 12, v.h * 0.3, c, { rx: 4 }),
      rect(sofaX + sofaW - 6, floor - v.h * 0.3, 12, v.h * 0.3, c, { rx: 4 }),
      stroke(d`M${v.x + v.w * 0.85} ${floor}v${-v.h * 0.55}`, c, 2),
      poly([[v.x + v.w * 0.82, floor - v.h * 0.55], [v.x + v.w * 0.88, floor - v.h * 0.55], [v.x + v.w * 0.9, floor - v.h * 0.7], [v.x + v.w * 0.8, floor - v.h * 0.7]], "#fff3d1"),
      circle(v.x + v.w * 0.6, v.y + v.h * 0.08, v.w * 0.04, "#fff6dd", { opacity: 0.9 }),
    ],
    { opacity: 0.55 },
  );
}

function stoneCladding(v: Volume, color: string, rng: Rng): string {
  let joints = "";
  for (let y = v.y + 9; y < v.y + v.h; y += 9) {
    for (let x = v.x + rng.range(0, 20); x < v.x + v.w; x += rng.range(18, 42)) joints += d`M${x} ${y - 9}v9`;
    joints += d`M${v.x} ${y}h${v.w}`;
  }
  return group([rect(v.x, v.y, v.w, v.h, color), stroke(joints, darken(color, 0.25), 1, { opacity: 0.55 })]);
}

function woodSlats(v: Volume, color: string): string {
  let slats = "";
  for (let x = v.x + 5; x < v.x + v.w; x += 7) slats += d`M${x} ${v.y}v${v.h}`;
  return group([rect(v.x, v.y, v.w, v.h, color), stroke(slats, darken(color, 0.3), 2, { opacity: 0.7 })]);
}

function volumeBlock(svg: Svg, pal: SkyPalette, v: Volume, vp: Point, lightFromLeft: boolean, tone = "#f6f2ea"): string[] {
  const wall = mix(pal.wall, tone, 0.5);
  const shade = mix(wall, pal.shade, 0.5);
  const parts: string[] = [];
  if (vp[0] < v.x) parts.push(poly(sideFace(v.x, v.y, v.y + v.h, vp, 0.06), lightFromLeft ? lighten(shade, 0.25) : shade));
  if (vp[0] > v.x + v.w) parts.push(poly(sideFace(v.x + v.w, v.y, v.y + v.h, vp, 0.06), lightFromLeft ? shade : lighten(shade, 0.25)));
  parts.push(rect(v.x, v.y, v.w, v.h, svg.linear([[0, lighten(wall, 0.1)], [1, mix(wall, shade, 0.25)]], lightFromLeft ? [0, 0] : [1, 0], lightFromLeft ? [1, 0] : [0, 0])));
  parts.push(rect(v.x - 16, v.y - 12, v.w + 32, 14, lighten(wall, 0.15)), rect(v.x - 16, v.y + 2, v.w + 32, 5, "#000000", { opacity: 0.14 }));
  return parts;
}

const VILLA_TONES = ["#f6f2ea", "#efe2cc", "#e4ddd3", "#d9c8ae", "#f3ece2"] as const;

function drawVilla(svg: Svg, pal: SkyPalette, rng: Rng, cx: number, groundY: number, vp: Point, lightFromLeft: boolean): void {
  const s = rng.range(0.85, 1.05);
  const lower: Volume = { x: cx - 310 * s, y: groundY - 135 * s, w: 620 * s, h: 135 * s };
  const upperW = rng.range(330, 430) * s;
  const upperX = lower.x + rng.pick([-30, 90, lower.w - upperW + 40]) * (rng.chance(0.5) ? 1 : 0.6);
  const upper: Volume = { x: upperX, y: lower.y - 125 * s, w: upperW, h: 125 * s };
  const tone = rng.pick(VILLA_TONES);
  svg.add(...volumeBlock(svg, pal, lower, vp, lightFromLeft, tone));
  const stoneW = lower.w * rng.range(0.18, 0.28);
  const stoneLeft = rng.chance(0.5);
  svg.add(stoneCladding({ x: stoneLeft ? lower.x : lower.x + lower.w - stoneW, y: lower.y + 2, w: stoneW, h: lower.h - 2 }, mix("#cbb597", pal.haze, 0.2), rng));
  const glassX = stoneLeft ? lower.x + stoneW + 24 : lower.x + 24;
  svg.add(glazing(svg, pal, { x: glassX, y: lower.y + 20 * s, w: lower.w - stoneW - 48, h: lower.h - 20 * s }, rng.int(4, 7), rng));
  svg.add(glassRailing(lower.x + 10, lower.y - 12, lower.w - 20, 34 * s, pal));
  svg.add(...volumeBlock(svg, pal, upper, vp, lightFromLeft, rng.chance(0.3) ? "#4a4d52" : tone));
  const slatW = upper.w * 0.3;
  const slatLeft = rng.chance(0.5);
  svg.add(woodSlats({ x: slatLeft ? upper.x + 14 : upper.x + upper.w - slatW - 14, y: upper.y + 16 * s, w: slatW, h: upper.h - 16 * s }, mix("#a8744a", pal.haze, 0.15)));
  svg.add(glazing(svg, pal, { x: slatLeft ? upper.x + slatW + 34 : upper.x + 20, y: upper.y + 26 * s, w: upper.w - slatW - 54, h: upper.h - 46 * s }, rng.int(3, 5), rng));
}

function glassRailing(x: number, baseY: number, w: number, h: number, pal: SkyPalette): string {
  return group([
    rect(x, baseY - h, w, h, lighten(pal.glassTop, 0.3), { opacity: 0.3 }),
    rect(x, baseY - h - 3, w, 3, "#3a3f47", { opacity: 0.8 }),
  ]);
}

function drawPool(svg: Svg, pal: SkyPalette, top: number, bottom: number, cx: number, rng: Rng): void {
  const farHalf = rng.range(260, 360);
  const nearHalf = farHalf + (bottom - top) * 0.9;
  const dark = isDark(pal);
  const water = dark ? ["#57e0ee", "#0e5578"] : ["#9ae6ee", "#2a9fc4"];
  svg.add(poly([[cx - farHalf - 14, top - 10], [cx + farHalf + 14, top - 10], [cx + nearHalf + 30, bottom + 12], [cx - nearHalf - 30, bottom + 12]], lighten(pal.wall, 0.2)));
  svg.add(poly([[cx - farHalf, top], [cx + farHalf, top], [cx + nearHalf, bottom], [cx - nearHalf, bottom]], svg.linear([[0, water[0] ?? "#9ae6ee"], [1, water[1] ?? "#2a9fc4"]])));
  let caustics = "";
  for (let i = 0; i < 16; i++) {
    const y = lerp(top + 8, bottom - 6, rng.next());
    const half = lerp(farHalf, nearHalf, (y - top) / (bottom - top)) * 0.9;
    const x = cx + rng.range(-half, half - 60);
    caustics += d`M${x} ${y}q15 -6 30 0t30 0`;
  }
  svg.add(stroke(caustics, "#ffffff", 2, { opacity: dark ? 0.35 : 0.5 }));
}

function drawPoolside(svg: Svg, pal: SkyPalette, groundY: number, cx: number, rng: Rng): void {
  const { width: W, height: H } = svg;
  drawPool(svg, pal, groundY + 52, H - 40, cx, rng);
  const deck = isDark(pal) ? darken("#e8e2d6", 0.45) : "#f1ece2";
  const side = rng.chance(0.5);
  svg.add(lounger(side ? W * 0.05 : W * 0.83, groundY + 110, 120, deck), lounger(side ? W * 0.05 + 20 : W * 0.83 - 20, groundY + 170, 130, deck));
  svg.add(parasol(side ? W * 0.86 : W * 0.12, groundY + 150, 150, rng.pick(["#f2ede4", "#c8a45c", "#1f3550"])));
}

function drawDriveway(svg: Svg, pal: SkyPalette, groundY: number, cx: number, rng: Rng): void {
  const { height: H } = svg;
  const paving = isDark(pal) ? darken("#d8cdbd", 0.5) : mix("#e3d8c6", pal.haze, 0.15);
  const x = cx + rng.range(-120, 120);
  svg.add(poly([[x - 140, groundY + 30], [x + 140, groundY + 30], [x + 330, H], [x - 330, H]], paving));
  let joints = "";
  for (let y = groundY + 60; y < H; y += 34) {
    const spread = 140 + ((y - groundY - 30) / (H - groundY - 30)) * 190;
    joints += d`M${x - spread} ${y}h${spread * 2}`;
  }
  svg.add(stroke(joints, darken(paving, 0.12), 1.5, { opacity: 0.6 }));
  svg.add(shrub(x - 560, H - 20, 200, 60, darken(pal.leaf, 0.05), rng), shrub(x + 360, H - 20, 200, 60, darken(pal.leaf, 0.05), rng));
  svg.add(car(x - 150, groundY + 150, 300, rng.pick(CAR_COLORS), rng.pick(CAR_KINDS)));
  for (const lx of [x - 170, x + 170]) svg.add(rect(lx - 3, groundY + 60, 6, 50, "#3a3d42"), circle(lx, groundY + 56, 9, isDark(pal) ? pal.window : "#f1ece2"));
}

function lounger(x: number, y: number, w: number, color: string): string {
  const legs = "#5d6167";
  return group([
    ellipse(x + w * 0.5, y + w * 0.1, w * 0.55, w * 0.04, "#000000", { opacity: 0.15 }),
    rect(x + w * 0.06, y, 4, w * 0.09, legs),
    rect(x + w * 0.62, y, 4, w * 0.09, legs),
    rect(x, y - w * 0.07, w * 0.72, w * 0.09, color, { rx: 3 }),
    poly([[x + w * 0.66, y - w * 0.07], [x + w * 0.95, y - w * 0.34], [x + w * 1.03, y - w * 0.28], [x + w * 0.76, y + w * 0.02]], color),
    rect(x + w * 0.04, y - w * 0.02, w * 0.62, w * 0.03, darken(color, 0.12)),
  ]);
}

function parasol(x: number, groundY: number, h: number, color: string): string {
  return group([
    rect(x - 2, groundY - h, 4, h, "#6b5a48"),
    path(d`M${x - h * 0.55} ${groundY - h * 0.8}Q${x} ${groundY - h * 1.15} ${x + h * 0.55} ${groundY - h * 0.8}Z`, color),
  ]);
}

export function villaScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.56, 0.62);
  const sunX = rng.range(0.1, 0.9) * W;
  drawSky(svg, pal, horizon, rng, sunX);
  if (rng.chance(0.6)) svg.add(farSkyline(pal, rng, horizon, horizon * 0.3, W, mix(pal.far, pal.haze, 0.55)));
  const lawn = lawnColor(pal);
  svg.add(rect(0, horizon, W, H - horizon, svg.linear([[0, mix(lawn, pal.haze, 0.4)], [1, darken(lawn, 0.15)]])));
  for (let x = rng.range(-20, 40); x < W; x += rng.range(60, 130)) {
    svg.add(palmTree(x, horizon + 6, rng.range(50, 90), mix(pal.leaf, pal.haze, 0.45), mix(pal.trunk, pal.haze, 0.45), rng));
  }
  const groundY = H * 0.7;
  const cx = W * rng.range(0.42, 0.58);
  const lightFromLeft = sunX < W / 2;
  const vp: Point = [rng.chance(0.5) ? -500 : W + 500, horizon];
  svg.add(shrub(0, groundY + 4, W, 38, darken(lawn, 0.2), rng));
  drawVilla(svg, pal, rng, cx, groundY, vp, lightFromLeft);
  svg.add(shrub(cx - 330, groundY + 6, 160, 30, darken(pal.leaf, 0.05), rng), shrub(cx + 180, groundY + 6, 150, 28, darken(pal.leaf, 0.05), rng));
  svg.add(rect(0, groundY + 4, W, 26, mix(pal.wall, "#c9b79a", 0.4)));
  if (rng.chance(0.65)) drawPoolside(svg, pal, groundY, cx, rng);
  else drawDriveway(svg, pal, groundY, cx, rng);
  const palms = rng.int(1, 3);
  for (let i = 0; i < palms; i++) {
    const left = i % 2 === 0 ? rng.chance(0.5) : !rng.chance(0.5);
    svg.add(palmTree(left ? rng.range(30, 220) : W - rng.range(30, 220), H - rng.range(0, 40), rng.range(300, 430), pal.leaf, pal.trunk, rng, left ? 0.08 : -0.08));
  }
  vignette(svg, 0.18);
  return svg.toString();
}

/* ---- townhouses ---- */

const FLOOR_PX = 122;
const TOWNHOUSE_TONES = ["#efe4d2", "#e4d3bb", "#f5f0e8", "#d9c4a6", "#e9dfd3"] as const;

function townhouseUnit(svg: Svg, pal: SkyPalette, rng: Rng, v: Volume, tone: string, vp: Point, protruding: boolean): string[] {
  const wall = mix(tone, pal.wall, 0.45);
  const shade = mix(wall, pal.shade, 0.5);
  const parts: string[] = [];
  if (protruding && vp[0] < v.x) parts.push(poly(sideFace(v.x, v.y, v.y + v.h, vp, 0.035), shade));
  if (protruding && vp[0] > v.x + v.w) parts.push(poly(sideFace(v.x + v.w, v.y, v.y + v.h, vp, 0.035), shade));
  parts.push(rect(v.x, v.y, v.w, v.h, wall));
  parts.push(rect(v.x - 6, v.y - 10, v.w + 12, 12, lighten(wall, 0.2)), rect(v.x, v.y + 2, v.w, 4, "#000000", { opacity: 0.12 }));
  const floorH = v.h / Math.round(v.h / FLOOR_PX);
  const ground = v.y + v.h;
  const garageW = v.w * 0.46;
  const garageLeft = rng.chance(0.5);
  const gx = garageLeft ? v.x + 12 : v.x + v.w - garageW - 12;
  let slats = "";
  for (let y = ground - floorH * 0.72 + 7; y < ground; y += 7) slats += d`M${gx} ${y}h${garageW}`;
  parts.push(rect(gx, ground - floorH * 0.72, garageW, floorH * 0.72, "#6d6a66"), stroke(slats, "#4f4c49", 1.4));
  const doorX = garageLeft ? v.x + v.w - v.w * 0.3 : v.x + v.w * 0.14;
  parts.push(rect(doorX, ground - floorH * 0.78, v.w * 0.16, floorH * 0.78, "#8a5c3a"), rect(doorX - 10, ground - floorH * 0.86, v.w * 0.16 + 20, 8, darken(wall, 0.3)));
  for (let y = v.y + 18; y < ground - floorH - 10; y += floorH) {
    const win: Volume = { x: v.x + v.w * 0.12, y, w: v.w * 0.76, h: floorH * 0.62 };
    parts.push(glazing(svg, pal, win, rng.int(2, 4), rng));
    if (rng.chance(0.5)) parts.push(glassRailing(win.x - 6, y + floorH * 0.72, win.w + 12, 26, pal));
  }
  if (rng.chance(0.5)) parts.push(woodSlats({ x: v.x + v.w - 22, y: v.y + 10, w: 14, h: v.h - floorH }, mix("#a8744a", pal.haze, 0.2)));
  if (isDark(pal)) parts.push(circle(doorX - 8, ground - floorH * 0.6, 4, pal.window), circle(doorX - 8, ground - floorH * 0.6, 16, pal.window, { opacity: 0.18 }));
  if (rng.chance(0.5)) parts.push(pergola(v.x + v.w * 0.15, v.y - 10, v.w * 0.55, 40, darken(wall, 0.35)));
  return parts;
}

export function townhouseScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.55, 0.62);
  const sunX = rng.range(0.1, 0.9) * W;
  drawSky(svg, pal, horizon, rng, sunX);
  svg.add(farSkyline(pal, rng, horizon, horizon * 0.28, W, mix(pal.far, pal.haze, 0.5)));
  const lawn = lawnColor(pal);
  svg.add(rect(0, horizon, W, H - horizon, mix(lawn, pal.haze, 0.35)));
  const groundY = H * 0.8;
  const count = rng.int(3, 5);
  const unitW = (W + 80) / count;
  const vp: Point = [W * rng.range(0.3, 0.7), horizon];
  const floors = rng.int(2, 3);
  const tones = [rng.pick(TOWNHOUSE_TONES), rng.pick(TOWNHOUSE_TONES)];
  const units = Array.from({ length: count }, (_, i) => ({ i, v: { x: -40 + i * unitW, y: groundY - floors * FLOOR_PX - (i % 2) * 34, w: unitW, h: floors * FLOOR_PX + (i % 2) * 34 } }));
  for (const { i, v } of units.filter((u) => u.i % 2 === 1)) svg.add(...townhouseUnit(svg, pal, rng, v, pickAt(tones, i), vp, false));
  for (const { i, v } of units.filter((u) => u.i % 2 === 0)) svg.add(...townhouseUnit(svg, pal, rng, v, pickAt(tones, i), vp, true));
  svg.add(rect(0, groundY, W, 30, mix("#d8cdbd", pal.haze, 0.2)), rect(0, groundY + 30, W, 8, darken("#d8cdbd", 0.25)));
  svg.add(rect(0, groundY + 38, W, H - groundY - 38, isDark(pal) ? "#161b24" : "#5b5e63"));
  for (let x = rng.range(0, 60); x < W; x += unitW) {
    svg.add(roundTree(x + unitW * 0.5, groundY + 22, rng.range(110, 150), pal, rng));
  }
  svg.add(car(rng.range(60, W - 300), H - 40, rng.range(200, 240), rng.pick(CAR_COLORS), rng.pick(CAR_KINDS)));
  svg.add(palmTree(rng.chance(0.5) ? 70 : W - 70, H - 10, rng.range(360, 440), pal.leaf, pal.trunk, rng));
  vignette(svg, 0.18);
  return svg.toString();
}

function pergola(x: number, baseY: number, w: number, h: number, color: string): string {
  let beams = "";
  for (let bx = x; bx <= x + w; bx += 14) beams += d`M${bx} ${baseY - h}v6`;
  return group([rect(x, baseY - h, 6, h, color), rect(x + w - 6, baseY - h, 6, h, color), rect(x - 8, baseY - h - 2, w + 16, 6, color), stroke(beams, color, 3)]);
}

/** a clipped street tree: trunk and a round canopy */
function roundTree(x: number, baseY: number, h: number, pal: SkyPalette, rng: Rng): string {
  const leaf = isDark(pal) ? pal.leaf : lighten(pal.leaf, 0.05);
  const r = h * 0.3;
  return group([
    rect(x - 3, baseY - h * 0.55, 6, h * 0.55, pal.trunk),
    circle(x, baseY - h * 0.65, r, leaf),
    circle(x - r * 0.55, baseY - h * 0.55, r * 0.7, darken(leaf, 0.08)),
    circle(x + r * 0.6, baseY - h * 0.58, r * 0.7, lighten(leaf, 0.06)),
    circle(x + rng.range(-r, r) * 0.3, baseY - h * 0.8, r * 0.6, lighten(leaf, 0.1)),
  ]);
}

/* ---- waterfront / marina ---- */

export function waterfrontScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.5, 0.58);
  const sunX = rng.range(0.15, 0.85) * W;
  drawSky(svg, pal, horizon, rng, sunX);
  const lightFromLeft = sunX < W / 2;
  const cityId = svg.id("city");
  const focus = rng.range(0.25, 0.75) * W;
  svg.add(
    group(
      [
        farSkyline(pal, rng, horizon, horizon * 0.35, W),
        drawSkyline(svg, pal, rng, { from: -40, to: W + 40, base: horizon, count: rng.int(10, 15), minHeight: horizon * 0.2, maxHeight: horizon * 0.75, focus, shapes: TOWER_SHAPES, haze: 0.3, lightFromLeft }),
      ],
      { id: cityId },
    ),
  );
  svg.add(shoreline(W, horizon, pal, rng));
  drawWater(svg, pal, horizon + 3, rng, [cityId], sunX);
  for (let i = 0; i < rng.int(2, 4); i++) svg.add(yacht(rng.range(0, W - 120), horizon + rng.range(25, 70), rng.range(60, 110), pal, rng, rng.chance(0.5) ? 1 : -1));
  const pontoonY = H * 0.88;
  for (let x = rng.range(-60, 40); x < W; x += rng.range(300, 380)) {
    svg.add(yacht(x, pontoonY - 12, rng.range(220, 300), pal, rng, rng.chance(0.5) ? 1 : -1));
  }
  const deck = isDark(pal) ? darken("#b79b78", 0.45) : "#c9ad86";
  let planks = "";
  for (let x = 0; x < W; x += 22) planks += d`M${x} ${pontoonY}v${H - pontoonY}`;
  svg.add(rect(0, pontoonY, W, H - pontoonY, deck), stroke(planks, darken(deck, 0.2), 1.2), rect(0, pontoonY, W, 5, lighten(deck, 0.2)));
  for (let x = rng.range(20, 120); x < W; x += rng.range(220, 320)) svg.add(rect(x, pontoonY - 26, 12, 36, darken(deck, 0.35), { rx: 3 }));
  const side = rng.chance(0.5) ? 1 : -1;
  svg.add(palmTree(side > 0 ? W - 90 : 90, H, rng.range(380, 460), pal.leaf, pal.trunk, rng, -0.06 * side));
  vignette(svg, 0.2);
  return svg.toString();
}

/* ---- off-plan project renderings ---- */

const HERO_SHAPES: readonly TowerShape[] = ["twist", "sail", "diagrid", "needle", "crown", "tapered", "rounded", "stepped"];

export function projectScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W } = svg;
  const horizon = svg.height * rng.range(0.66, 0.72);
  const sunX = rng.range(0.1, 0.9) * W;
  drawSky(svg, pal, horizon, rng, sunX);
  const lightFromLeft = sunX < W / 2;
  const heroX = W * rng.pick([0.36, 0.5, 0.62]);
  const cityId = svg.id("city");
  const city: string[] = [
    farSkyline(pal, rng, horizon, horizon * 0.3, W),
    drawSkyline(svg, pal, rng, { from: -40, to: W + 40, base: horizon, count: rng.int(8, 12), minHeight: horizon * 0.15, maxHeight: horizon * 0.45, focus: W - heroX, shapes: TOWER_SHAPES, haze: 0.5, lightFromLeft }),
  ];
  const building = rng.chance(0.45);
  city.push(...heroTowers(svg, pal, rng, heroX, horizon, lightFromLeft, building));
  svg.add(group(city, { id: cityId }));
  if (rng.chance(0.4)) {
    svg.add(shoreline(W, horizon, pal, rng));
    drawWater(svg, pal, horizon + 3, rng, [cityId], sunX);
  } else {
    drawPodium(svg, pal, horizon, rng);
  }
  vignette(svg, 0.28);
  return svg.toString();
}

/** the project itself: one or two signature towers, outlined like a rendering, maybe still being built */
function heroTowers(svg: Svg, pal: SkyPalette, rng: Rng, heroX: number, horizon: number, lightFromLeft: boolean, building: boolean): string[] {
  const shape = rng.pick(HERO_SHAPES);
  const base = horizon + 30;
  const heroes: TowerSpec[] = rng.chance(0.3)
    ? [
        { x: heroX - 105, base, width: 150, height: horizon * 0.8, shape },
        { x: heroX + 105, base, width: 150, height: horizon * 0.68, shape },
      ]
    : [{ x: heroX, base, width: rng.range(170, 230), height: horizon * rng.range(0.78, 0.9), shape }];
  const out: string[] = [];
  const edge = isDark(pal) ? "#ffd58a" : lighten(pal.glassTop, 0.4);
  for (const hero of heroes) {
    const style = { ...towerStyle(pal, rng, 0, lightFromLeft), unfinished: building, lit: isDark(pal) ? 0.45 : 0 };
    out.push(drawTower(svg, hero, style, rng));
    const outline = building ? { ...hero, height: hero.height * 0.8 } : hero;
    out.push(path(towerOutline(outline), "none", { stroke: edge, "stroke-width": 2, opacity: 0.7 }));
  }
  const first = pickAt(heroes, 0);
  const last = pickAt(heroes, heroes.length - 1);
  if (heroes.length > 1) {
    const y = first.base - last.height * 0.55;
    out.push(rect(first.x, y, last.x - first.x, 26, mix(pal.face, pal.shade, 0.3)), rect(first.x, y + 8, last.x - first.x, 8, pal.window, { opacity: 0.6 }));
  }
  if (building) {
    const craneColor = isDark(pal) ? darken(pal.frame, 0.2) : mix("#e0a030", pal.shade, 0.35);
    out.push(crane(first.x + first.width * 0.35, first.base, first.height * 1.06, craneColor, first.x > svg.width / 2 ? -1 : 1));
    if (rng.chance(0.6)) out.push(crane(svg.width * rng.range(0.05, 0.25), horizon + 10, horizon * 0.6, mix(craneColor, pal.haze, 0.3), 1));
  }
  return out;
}

/** landscaped plaza in front of a project: lawn, reflecting pool, palms, lights */
function drawPodium(svg: Svg, pal: SkyPalette, horizon: number, rng: Rng): void {
  const { width: W, height: H } = svg;
  const top = horizon;
  const paving = isDark(pal) ? darken(pal.wall, 0.55) : mix("#e6dccb", pal.haze, 0.2);
  svg.add(rect(0, top, W, H - top, svg.linear([[0, paving], [1, darken(paving, 0.18)]])));
  const poolTop = top + (H - top) * 0.3;
  const poolH = (H - top) * 0.28;
  svg.add(rect(0, poolTop, W, poolH, svg.linear([[0, lighten(pal.water[0], 0.1)], [1, pal.water[1]]])));
  svg.add(rect(0, poolTop - 5, W, 5, lighten(paving, 0.3)), rect(0, poolTop + poolH, W, 5, lighten(paving, 0.3)));
  svg.add(shrub(-10, top + 12, W + 20, 22, lawnColor(pal), rng));
  for (let x = rng.range(20, 80); x < W; x += rng.range(140, 200)) {
    svg.add(palmTree(x, H - 20, rng.range(200, 280), pal.leaf, pal.trunk, rng));
    if (isDark(pal)) svg.add(circle(x + 70, H - 40, 3.5, pal.window), circle(x + 70, H - 40, 22, pal.window, { opacity: 0.15 }));
  }
}

/* ---- commercial exteriors ---- */

export function glassTowerScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  svg.add(rect(0, 0, W, H, svg.linear(evenStops(pal.sky))));
  svg.add(clouds(W, H * 0.9, pal, rng));
  const material = rng.pick(["#7fa6c6", "#8fb3b0", "#9aa7b8", "#a8b9c9", "#6f8fae"]);
  const glass = mix(material, pal.face, isDark(pal) ? 0.75 : 0.35);
  const behind = mix(darken(glass, 0.1), pal.haze, 0.35);
  const backX = rng.chance(0.5) ? W * 0.78 : W * 0.02;
  svg.add(curtainWall(svg, [[backX, H + 20], [backX + W * 0.3, H + 20], [backX + W * 0.26, H * 0.2], [backX + W * 0.04, H * 0.24]], behind, pal, rng, false));
  const apexX = W * rng.range(0.44, 0.56);
  const apexY = rng.range(24, 50);
  const leftTop: Point = [W * rng.range(0.16, 0.22), apexY + 50];
  const rightTop: Point = [W * rng.range(0.78, 0.84), apexY + 44];
  const bottomY = H + 20;
  const leftFace: Point[] = [[W * 0.04, bottomY], [apexX, bottomY], [apexX, apexY], leftTop];
  const rightFace: Point[] = [[apexX, bottomY], [W * 0.97, bottomY], rightTop, [apexX, apexY]];
  svg.add(curtainWall(svg, leftFace, glass, pal, rng, true), curtainWall(svg, rightFace, darken(glass, 0.18), pal, rng, false));
  svg.add(stroke(d`M${apexX} ${apexY}V${bottomY}`, lighten(glass, 0.4), 3, { opacity: 0.8 }));
  svg.add(stroke(d`M${leftTop[0]} ${leftTop[1]}L${apexX} ${apexY}L${rightTop[0]} ${rightTop[1]}`, lighten(glass, 0.5), 4));
  vignette(svg, 0.2);
  return svg.toString();
}

/** a glazed face given as [bottomLeft, bottomRight, topRight, topLeft] with floors drawn in perspective */
function curtainWall(svg: Svg, face: readonly Point[], glass: string, pal: SkyPalette, rng: Rng, lit: boolean): string {
  const [bl, br, tr, tl] = [pickAt(face, 0), pickAt(face, 1), pickAt(face, 2), pickAt(face, 3)];
  const at = (a: Point, b: Point, t: number): Point => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
  const outline = polyD(face);
  const clip = svg.clip(path(outline, "#000"));
  let floors = "";
  for (let i = 1; i < 30; i++) {
    const t = (i / 30) ** 1.35;
    const a = at(tl, bl, t);
    const b = at(tr, br, t);
    floors += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  let mullions = "";
  for (let i = 1; i < 12; i++) {
    const a = at(bl, br, i / 12);
    const b = at(tl, tr, i / 12);
    mullions += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  const streaks = Array.from({ length: 3 }, () => {
    const x = rng.range(-200, svg.width);
    const w = rng.range(40, 160);
    return poly([[x, svg.height], [x + w, svg.height], [x + w + 500, 0], [x + 500, 0]], "#ffffff", { opacity: rng.range(0.05, 0.14) });
  });
  const reflectedClouds = Array.from({ length: 2 }, () => cloud(rng.range(0, svg.width - 200), rng.range(200, 600), rng.range(180, 320), lighten(glass, 0.5), 0.25));
  const windows = isDark(pal) ? litPanes(bl, br, tr, tl, pal, rng) : "";
  return group([
    path(outline, svg.linear([[0, mix(lighten(glass, lit ? 0.3 : 0.15), pickAt(pal.sky, 2), 0.3)], [1, darken(mix(glass, pickAt(pal.sky, 3), 0.2), 0.15)]])),
    group([...reflectedClouds, ...streaks, windows, stroke(floors, darken(glass, 0.45), 2, { opacity: 0.6 }), stroke(mullions, darken(glass, 0.4), 1.4, { opacity: 0.45 })], { "clip-path": clip }),
  ]);
}

function litPanes(bl: Point, br: Point, tr: Point, tl: Point, pal: SkyPalette, rng: Rng): string {
  let data = "";
  const at = (a: Point, b: Point, t: number): Point => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
  for (let i = 0; i < 29; i++) {
    const floorLit = rng.range(0, 0.6);
    const t0 = (i / 30) ** 1.35;
    const t1 = ((i + 1) / 30) ** 1.35;
    const p = (u: number, t: number): Point => at(at(tl, bl, t), at(tr, br, t), u);
    for (let j = 0; j < 12; j++) {
      if (!rng.chance(floorLit)) continue;
      const [ta, tb] = [lerp(t0, t1, 0.18), lerp(t0, t1, 0.82)];
      const [ua, ub] = [(j + 0.12) / 12, (j + 0.88) / 12];
      data += polyD([p(ua, ta), p(ub, ta), p(ub, tb), p(ua, tb)]);
    }
  }
  return path(data, pal.window, { opacity: 0.75 });
}

const AWNINGS = ["#1f3550", "#c8a45c", "#9c5a3c", "#6f7f62", "#2f2f35", "#7d2f3a"] as const;

export function retailScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  svg.add(rect(0, 0, W, H * 0.3, svg.linear(evenStops(pal.sky))));
  const facade = mix(rng.pick(["#e9dcc6", "#efe6d8", "#d8c7ab"]), pal.wall, 0.4);
  const shopTop = H * 0.5;
  const groundY = H * 0.86;
  svg.add(rect(0, H * 0.12, W, groundY - H * 0.12, facade));
  svg.add(rect(0, H * 0.12 - 14, W, 16, lighten(facade, 0.2)));
  svg.add(rect(0, shopTop - 30, W, 12, lighten(facade, 0.15)), rect(0, shopTop - 18, W, 4, "#000000", { opacity: 0.1 }));
  for (let x = 40; x < W - 60; x += 160) svg.add(mashrabiya(x, H * 0.17, 110, shopTop - H * 0.17 - 50, mix("#b89469", pal.shade, 0.2), pal, svg));
  const count = rng.int(3, 4);
  const shopW = W / count;
  for (let i = 0; i < count; i++) svg.add(shopfront(svg, pal, rng, i * shopW + 14, shopTop, shopW - 28, groundY - shopTop));
  svg.add(rect(0, groundY, W, H - groundY, isDark(pal) ? "#3a3634" : "#d9d0c2"));
  let tiles = "";
  for (let x = 0; x < W; x += 64) tiles += d`M${x} ${groundY}l${(x - W / 2) * 0.15} ${H - groundY}`;
  tiles += d`M0 ${groundY + 40}h${W}M0 ${groundY + 90}h${W}`;
  svg.add(stroke(tiles, "#000000", 1, { opacity: 0.12 }));
  const tones = ["#2c3340", "#5b4636", "#394a5e", "#6b3f46"];
  for (let i = 0; i < rng.int(2, 4); i++) svg.add(person(rng.range(60, W - 60), groundY + rng.range(30, 80), rng.range(150, 190), rng.pick(tones)));
  svg.add(planter(rng.range(20, 200), groundY + 20, pal, rng), planter(W - rng.range(120, 300), groundY + 20, pal, rng));
  vignette(svg, 0.18);
  return svg.toString();
}

/** Arabic lattice screen over a window */
function mashrabiya(x: number, y: number, w: number, h: number, color: string, pal: SkyPalette, svg: Svg): string {
  const id = svg.id("pt");
  const cell = 14;
  svg.define(el("pattern", { id, width: cell, height: cell, patternUnits: "userSpaceOnUse" }, stroke(d`M0 ${cell / 2}L${cell / 2} 0L${cell} ${cell / 2}L${cell / 2} ${cell}Z`, color, 1.6) + circle(cell / 2, cell / 2, 1.6, color)));
  const back = isDark(pal) ? "#f1c27d" : mix("#2c3a4a", pal.glassTop, 0.25);
  return group([rect(x + 4, y + 6, w, h, "#000000", { opacity: 0.12 }), rect(x, y, w, h, back), rect(x, y, w, h, `url(#${id})`), rect(x, y, w, h, "none", { stroke: darken(color, 0.2), "stroke-width": 5 })]);
}

function shopfront(svg: Svg, pal: SkyPalette, rng: Rng, x: number, top: number, w: number, h: number): string {
  const awning = rng.pick(AWNINGS);
  const signH = 44;
  const glassTop = top + signH + 30;
  const interior = isDark(pal) ? ["#ffe7bd", "#e9b873"] : ["#f6efe4", "#d9cbb6"];
  const parts = [
    rect(x, top, w, signH, darken(awning, 0.35)),
    rect(x + w * 0.38, top + 14, w * 0.24, 4, "#c8a45c"),
    circle(x + w * 0.5, top + 30, 6, "#c8a45c"),
    rect(x, glassTop, w, top + h - glassTop, svg.linear([[0, interior[0] ?? "#f6efe4"], [1, interior[1] ?? "#d9cbb6"]])),
  ];
  for (let sx = x + 30; sx < x + w - 40; sx += rng.range(60, 90)) parts.push(displayItem(sx, top + h - 10, rng));
  parts.push(rect(x, glassTop, w, top + h - glassTop, "#ffffff", { opacity: 0.12 }));
  parts.push(poly([[x + w * 0.1, top + h], [x + w * 0.25, top + h], [x + w * 0.45, glassTop], [x + w * 0.3, glassTop]], "#ffffff", { opacity: 0.18 }));
  parts.push(rect(x, glassTop, w, top + h - glassTop, "none", { stroke: "#2b2622", "stroke-width": 5 }), stroke(d`M${x + w / 2} ${glassTop}v${top + h - glassTop}`, "#2b2622", 4));
  parts.push(awningShape(x - 6, top + signH, w + 12, 44, awning, rng.chance(0.5)));
  return group(parts);
}

function awningShape(x: number, y: number, w: number, h: number, color: string, striped: boolean): string {
  const parts = [poly([[x, y], [x + w, y], [x + w + 10, y + h], [x - 10, y + h]], color)];
  if (striped) {
    let stripes = "";
    for (let sx = x; sx < x + w; sx += 36) stripes += polyD([[sx, y], [sx + 18, y], [sx + 18 + ((sx - x) / w - 0.5) * 20, y + h], [sx + ((sx - x) / w - 0.5) * 20, y + h]]);
    parts.push(path(stripes, "#f5efe6", { opacity: 0.85 }));
  }
  let scallop = "";
  for (let sx = x - 10; sx < x + w + 10; sx += 24) scallop += d`M${sx} ${y + h}a12 10 0 0 0 24 0Z`;
  parts.push(path(scallop, darken(color, 0.1)));
  return group(parts);
}

function displayItem(x: number, floor: number, rng: Rng): string {
  const kind = rng.int(0, 2);
  const color = rng.pick(["#2b2b30", "#c8a45c", "#9c5a3c", "#f5efe6", "#1f3550"]);
  if (kind === 0) {
    return group([rect(x + 18, floor - 150, 4, 150, "#6b6b6b"), circle(x + 20, floor - 158, 11, "#d8cfc2"), path(d`M${x} ${floor - 140}L${x + 40} ${floor - 140}L${x + 48} ${floor - 40}L${x - 8} ${floor - 40}Z`, color)]);
  }
  if (kind === 1) return group([rect(x - 6, floor - 40, 56, 40, "#efe8dc"), path(d`M${x + 6} ${floor - 40}v-22h30v22Z`, color), path(d`M${x + 12} ${floor - 62}a9 9 0 0 1 18 0`, "none", { stroke: color, "stroke-width": 3 })]);
  return group([rect(x - 8, floor - 90, 60, 90, "#efe8dc"), rect(x - 2, floor - 84, 14, 30, color), rect(x + 16, floor - 84, 14, 30, darken(color, 0.2)), rect(x + 34, floor - 84, 12, 30, lighten(color, 0.2))]);
}

function planter(x: number, groundY: number, pal: SkyPalette, rng: Rng): string {
  return group([rect(x, groundY - 50, 90, 50, "#6e6a64", { rx: 4 }), shrub(x - 6, groundY - 46, 102, 40, isDark(pal) ? pal.leaf : "#4f7a4a", rng)]);
}

export function warehouseScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * 0.6;
  drawSky(svg, pal, horizon, rng);
  const sand = isDark(pal) ? darken("#c9a97c", 0.55) : mix("#e2c9a0", pal.haze, 0.2);
  svg.add(rect(0, horizon, W, H - horizon, svg.linear([[0, sand], [1, darken(sand, 0.12)]])));
  svg.add(farSkyline(pal, rng, horizon, horizon * 0.18, W, mix(pal.far, pal.haze, 0.5)));
  const vp: Point = [rng.chance(0.5) ? W * 1.6 : -W * 0.6, horizon];
  const right = vp[0] > W;
  const front: Volume = right ? { x: 60, y: H * 0.42, w: 360, h: H * 0.36 } : { x: W - 420, y: H * 0.42, w: 360, h: H * 0.36 };
  const steel = mix("#d5d8dc", pal.face, 0.3);
  const ridge = 50;
  const edgeX = right ? front.x + front.w : front.x;
  const side = sideFace(edgeX, front.y, front.y + front.h, vp, 0.62);
  svg.add(poly(side, darken(steel, 0.15)));
  svg.add(sideRibs(side, darken(steel, 0.3)), ...rollerDoors(side, rng));
  svg.add(poly([[front.x, front.y], [front.x + front.w / 2, front.y - ridge], [front.x + front.w, front.y], [front.x + front.w, front.y + front.h], [front.x, front.y + front.h]], steel));
  let ribs = "";
  for (let x = front.x + 12; x < front.x + front.w; x += 12) ribs += d`M${x} ${front.y + front.h}V${front.y - ridge * (1 - Math.abs(x - front.x - front.w / 2) / (front.w / 2))}`;
  svg.add(stroke(ribs, darken(steel, 0.2), 1.4, { opacity: 0.7 }));
  svg.add(rect(front.x + front.w * 0.3, front.y + front.h * 0.45, front.w * 0.4, front.h * 0.55, "#5b6068"), rect(front.x, front.y + front.h * 0.2, front.w, 14, "#1f3550"));
  const groundY = front.y + front.h;
  const truckX = right ? W * rng.range(0.5, 0.6) : W * rng.range(0.08, 0.2);
  svg.add(truck(truckX, H * 0.92, 420, rng.pick(["#f2f2ee", "#1f3550", "#b9202c"]), right ? 1 : -1));
  svg.add(rect(0, groundY + 6, W, 4, "#8d8474", { opacity: 0.4 }));
  for (let x = 30; x < W; x += 26) svg.add(rect(x, H * 0.97 - 36, 2, 36, "#7d7d7d"));
  svg.add(stroke(d`M0 ${H * 0.97 - 34}H${W}M0 ${H * 0.97 - 18}H${W}`, "#7d7d7d", 1.5));
  vignette(svg, 0.18);
  return svg.toString();
}

function sideRibs(face: readonly Point[], color: string): string {
  const [a, b, c, e] = [pickAt(face, 0), pickAt(face, 1), pickAt(face, 2), pickAt(face, 3)];
  let ribs = "";
  for (let i = 1; i < 40; i++) {
    const t = i / 40;
    ribs += d`M${lerp(a[0], b[0], t)} ${lerp(a[1], b[1], t)}L${lerp(e[0], c[0], t)} ${lerp(e[1], c[1], t)}`;
  }
  return stroke(ribs, color, 1.2, { opacity: 0.5 });
}

function rollerDoors(face: readonly Point[], rng: Rng): string[] {
  const [a, b, c, e] = [pickAt(face, 0), pickAt(face, 1), pickAt(face, 2), pickAt(face, 3)];
  const at = (p: Point, q: Point, t: number): Point => [lerp(p[0], q[0], t), lerp(p[1], q[1], t)];
  const doors: string[] = [];
  const count = rng.int(3, 4);
  for (let i = 0; i < count; i++) {
    const t0 = 0.08 + (i / count) * 0.85;
    const t1 = t0 + 0.55 / count;
    const top0 = at(at(a, b, t0), at(e, c, t0), 0.35);
    const top1 = at(at(a, b, t1), at(e, c, t1), 0.35);
    const bot0 = at(e, c, t0);
    const bot1 = at(e, c, t1);
    doors.push(poly([top0, top1, bot1, bot0], "#4a4f57"));
    let slats = "";
    for (let s = 0.1; s < 1; s += 0.1) {
      const l = at(top0, bot0, s);
      const r = at(top1, bot1, s);
      slats += d`M${l[0]} ${l[1]}L${r[0]} ${r[1]}`;
    }
    doors.push(stroke(slats, "#2e3238", 1));
  }
  return doors;
}

function truck(x: number, groundY: number, len: number, color: string, facing: 1 | -1): string {
  const r = len * 0.05;
  const trailerH = len * 0.3;
  const wheel = (cx: number) => group([circle(cx, groundY - r, r, "#15181d"), circle(cx, groundY - r, r * 0.5, "#9aa3ad")]);
  const body = group([
    ellipse(len * 0.5, groundY, len * 0.55, r * 0.4, "#000000", { opacity: 0.2 }),
    rect(0, groundY - r * 1.2 - trailerH, len * 0.74, trailerH, color),
    stroke(d`M0 ${groundY - r * 1.2 - trailerH * 0.5}h${len * 0.74}`, darken(color, 0.15), 1),
    rect(len * 0.1, groundY - r * 1.2 - trailerH * 0.75, len * 0.3, 10, "#c8a45c"),
    path(d`M${len * 0.77} ${groundY - r * 1.2}v${-trailerH * 0.75}h${len * 0.12}l${len * 0.1} ${trailerH * 0.35}v${trailerH * 0.4}Z`, darken(color, 0.1)),
    path(d`M${len * 0.9} ${groundY - r * 1.2 - trailerH * 0.7}l${len * 0.07} ${trailerH * 0.3}h${-len * 0.07}Z`, "#1e2835"),
    rect(0, groundY - r * 1.3, len, r * 0.4, "#2b2f35"),
    wheel(len * 0.1),
    wheel(len * 0.22),
    wheel(len * 0.62),
    wheel(len * 0.88),
  ]);
  const flip = facing === 1 ? `translate(${num(x)} 0)` : `translate(${num(x + len)} 0) scale(-1 1)`;
  return group([body], { transform: flip });
}

/* ------------------------------------------------------------------ */
/* Interiors: a one-point-perspective camera over boxes (metres)        */
/* ------------------------------------------------------------------ */

export type Vec3 = readonly [number, number, number];
interface Camera {
  f: number;
  cx: number;
  cy: number;
  eye: number;
}
interface Box3 {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}
interface RoomDims {
  left: number;
  right: number;
  height: number;
  depth: number;
}
type FloorStyle = "planks" | "tiles" | "marble" | "carpet";
interface InteriorPalette {
  wall: string;
  floor: string;
  floorStyle: FloorStyle;
  fabric: string;
  accent: string;
  wood: string;
  metal: string;
  stone: string;
}

const INTERIOR_PALETTES: readonly InteriorPalette[] = [
  { wall: "#efe7dc", floor: "#c9a57c", floorStyle: "planks", fabric: "#e6ddce", accent: "#1f3550", wood: "#9a6b45", metal: "#c8a45c", stone: "#ebe6de" },
  { wall: "#ebe6df", floor: "#e4ddd2", floorStyle: "marble", fabric: "#8f9a86", accent: "#c0714f", wood: "#7a5235", metal: "#2f2f33", stone: "#f2efe9" },
  { wall: "#f3eee6", floor: "#b98d62", floorStyle: "planks", fabric: "#d9cbb5", accent: "#6f7f62", wood: "#5e4330", metal: "#c8a45c", stone: "#e3ddd3" },
  { wall: "#e8e0d4", floor: "#d6cdc0", floorStyle: "tiles", fabric: "#3e4c5c", accent: "#d9a441", wood: "#a47551", metal: "#1f1f22", stone: "#efeae2" },
  { wall: "#efe5d8", floor: "#a77b55", floorStyle: "planks", fabric: "#f1ebe1", accent: "#7d2f3a", wood: "#6b4a33", metal: "#b08a4a", stone: "#e9e2d6" },
  { wall: "#e2e4e0", floor: "#d3cabd", floorStyle: "marble", fabric: "#c7b299", accent: "#2e4a5a", wood: "#8a6a4c", metal: "#2b2b2b", stone: "#f0ede7" },
];

const NEAR = 0.45;

/** a room being painted: parts go to the svg in call order, far to near */
class Stage {
  private readonly glows = new Map<string, string>();

  constructor(
    readonly svg: Svg,
    readonly cam: Camera,
    readonly room: RoomDims,
    readonly colors: InteriorPalette,
    readonly pal: SkyPalette,
    readonly rng: Rng,
    readonly lightFromLeft: boolean,
  ) {}

  get dark(): boolean {
    return isDark(this.pal);
  }

  at(x: number, y: number, z: number): Point {
    return [this.cam.cx + (this.cam.f * x) / z, this.cam.cy - (this.cam.f * (y - this.cam.eye)) / z];
  }

  /** metres at depth z to pixels */
  scale(z: number): number {
    return this.cam.f / z;
  }

  add(...parts: string[]): void {
    this.svg.add(...parts);
  }

  quad(points: readonly Vec3[], fill: string, extra: Attrs = {}): void {
    this.svg.add(poly(points.map(([x, y, z]) => this.at(x, y, z)), fill, extra));
  }

  box(b: Box3, color: string): void {
    const { x0, x1, y0, y1, z0, z1 } = b;
    const side = (facesLeft: boolean) => (facesLeft === this.lightFromLeft ? lighten(color, 0.05) : darken(color, 0.16));
    if (x0 > 0) this.quad([[x0, y0, z0], [x0, y1, z0], [x0, y1, z1], [x0, y0, z1]], side(true));
    if (x1 < 0) this.quad([[x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]], side(false));
    if (y1 < this.cam.eye) this.quad([[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], lighten(color, 0.1));
    if (y0 > this.cam.eye) this.quad([[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], darken(color, 0.22));
    this.quad([[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0]], color);
  }

  /** soft contact shadow on the floor */
  shadow(x0: number, x1: number, z0: number, z1: number, opacity = 0.14): void {
    this.quad([[x0, 0.003, z0], [x1, 0.003, z0], [x1, 0.003, z1], [x0, 0.003, z1]], "#000000", { opacity });
  }

  /** the screen rectangle of a face at constant depth */
  frontRect(x0: number, x1: number, y0: number, y1: number, z: number): Volume {
    const [ax, ay] = this.at(x0, y1, z);
    const [bx, by] = this.at(x1, y0, z);
    return { x: ax, y: ay, w: bx - ax, h: by - ay };
  }

  glow(x: number, y: number, z: number, radius: number, color: string, opacity = 0.5): void {
    let fill = this.glows.get(color);
    if (!fill) {
      fill = this.svg.radial([[0, color, 1], [0.35, color, 0.35], [1, color, 0]]);
      this.glows.set(color, fill);
    }
    const [px, py] = this.at(x, y, z);
    this.svg.add(circle(px, py, radius * this.scale(z), fill, { opacity }));
  }
}

function createStage(seed: number, time: TimeOfDay, eye: number, wetRoom: boolean): Stage {
  const rng = createRng(seed);
  const svg = new Svg();
  const cam: Camera = { f: rng.range(880, 960), cx: SCENE_W / 2 + rng.range(-60, 60), cy: SCENE_H * rng.range(0.43, 0.47), eye };
  const room: RoomDims = { left: rng.range(2.8, 3.2), right: rng.range(2.8, 3.2), height: 3, depth: rng.range(6.3, 6.8) };
  const colors = rng.pick(INTERIOR_PALETTES);
  // wet rooms get stone floors whatever the palette
  const floor: Partial<InteriorPalette> = wetRoom ? { floorStyle: rng.pick(["tiles", "marble"] as const), floor: rng.pick(["#d9d3c9", "#e6e1d9", "#c9c2b6"]) } : {};
  return new Stage(svg, cam, room, { ...colors, ...floor }, skyPalette(time), rng, rng.chance(0.5));
}

function drawShell(st: Stage, walls = st.colors.wall): void {
  const { left: L, right: R, height: H, depth: D } = st.room;
  const n = NEAR;
  const svg = st.svg;
  const ceiling = lighten(walls, 0.35);
  st.quad([[-L, H, n], [R, H, n], [R, H, D], [-L, H, D]], svg.linear([[0, ceiling], [1, darken(ceiling, 0.08)]]));
  const [backLeftX] = st.at(-L, 0, D);
  const [backRightX] = st.at(R, 0, D);
  const sideDark = darken(walls, 0.12);
  st.quad([[-L, 0, n], [-L, 0, D], [-L, H, D], [-L, H, n]], svg.linear([[0, st.lightFromLeft ? darken(walls, 0.18) : sideDark], [1, walls]], [0, 0], [backLeftX, 0], true));
  st.quad([[R, 0, n], [R, 0, D], [R, H, D], [R, H, n]], svg.linear([[0, walls], [1, st.lightFromLeft ? darken(walls, 0.04) : sideDark]], [backRightX, 0], [svg.width, 0], true));
  st.quad([[-L, 0, D], [R, 0, D], [R, H, D], [-L, H, D]], svg.linear([[0, lighten(walls, 0.06)], [1, darken(walls, 0.04)]]));
  drawFloor(st);
  const skirting = darken(walls, 0.1);
  st.quad([[-L, 0, D], [R, 0, D], [R, 0.1, D], [-L, 0.1, D]], skirting);
  st.quad([[-L, 0, n], [-L, 0, D], [-L, 0.1, D], [-L, 0.1, n]], skirting);
  st.quad([[R, 0, n], [R, 0, D], [R, 0.1, D], [R, 0.1, n]], skirting);
  st.quad([[-L, H - 0.04, D], [R, H - 0.04, D], [R, H, D], [-L, H, D]], "#fff8e8", { opacity: 0.8 });
  for (const x of [-L * 0.5, 0, R * 0.5]) for (const z of [D * 0.45, D * 0.75]) {
    const [px, py] = st.at(x, H, z);
    st.add(ellipse(px, py + 2, 0.07 * st.scale(z), 0.025 * st.scale(z), "#fffaf0"));
  }
}

function drawFloor(st: Stage): void {
  const { left: L, right: R, depth: D } = st.room;
  const n = NEAR;
  const c = st.colors;
  const [, farY] = st.at(0, 0, D);
  st.quad([[-L, 0, n], [R, 0, n], [R, 0, D], [-L, 0, D]], st.svg.linear([[0, lighten(c.floor, 0.08)], [1, darken(c.floor, 0.08)]], [0, farY], [0, st.svg.height], true));
  let lines = "";
  let joints = "";
  const seg = (a: Point, b: Point) => d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  const style = c.floorStyle;
  const stepX = style === "planks" ? 0.2 : style === "tiles" ? 0.6 : style === "marble" ? 1.2 : 0;
  if (stepX > 0) {
    for (let x = -L + stepX; x < R; x += stepX) lines += seg(st.at(x, 0, n), st.at(x, 0, D));
    if (style === "planks") {
      for (let x = -L; x < R; x += stepX) {
        for (let z = D - st.rng.range(0.2, 1.4); z > n + 0.5; z -= st.rng.range(1.2, 1.8)) joints += seg(st.at(x, 0, z), st.at(x + stepX, 0, z));
      }
    } else {
      for (let z = D - stepX; z > n; z -= stepX) joints += seg(st.at(-L, 0, z), st.at(R, 0, z));
    }
  }
  st.add(stroke(lines + joints, darken(c.floor, 0.3), 1, { opacity: style === "planks" ? 0.35 : 0.25 }));
  if (style === "marble") st.add(marbleVeins(st));
  const [lx, ly] = st.at(0, 0, D * 0.7);
  st.add(ellipse(lx, ly, 0.6 * st.svg.width, 0.08 * st.svg.height, "#ffffff", { opacity: 0.1 }));
}

function marbleVeins(st: Stage): string {
  const { left: L, right: R, depth: D } = st.room;
  let data = "";
  for (let i = 0; i < 8; i++) {
    const z = st.rng.range(1.2, D);
    const x = st.rng.range(-L, R - 1);
    const a = st.at(x, 0, z);
    const b = st.at(x + st.rng.range(0.5, 1.5), 0, z - st.rng.range(0.2, 0.8));
    data += d`M${a[0]} ${a[1]}Q${(a[0] + b[0]) / 2 + 20} ${(a[1] + b[1]) / 2 - 6} ${b[0]} ${b[1]}`;
  }
  return stroke(data, darken(st.colors.floor, 0.18), 1.2, { opacity: 0.35 });
}

/** the view through a window: sky, skyline and sea or city, horizon at eye level */
function windowView(st: Stage, v: Volume, sea: boolean): string {
  const svg = st.svg;
  const pal = st.pal;
  const horizon = st.cam.cy;
  const clip = svg.clip(rect(v.x, v.y, v.w, v.h, "#000"));
  const rng = createRng(st.rng.int(1, 1e9));
  const parts = [rect(v.x, v.y, v.w, v.h, svg.linear(evenStops(pal.sky), [0, v.y - 150], [0, horizon], true))];
  if (pal.time !== "noon") parts.push(circle(v.x + v.w * rng.range(0.2, 0.8), horizon - 10, v.w * 0.4, svg.radial([[0, pal.glow, 0.7], [1, pal.glow, 0]])));
  parts.push(group([farSkyline(pal, rng, horizon, v.h * 0.22, v.w + 40, mix(pal.far, pal.haze, 0.35))], { transform: `translate(${num(v.x - 20)} 0)` }));
  const below = sea ? svg.linear([[0, pal.water[0]], [1, pal.water[1]]]) : svg.linear([[0, mix(pal.land, pal.haze, 0.5)], [1, pal.land]]);
  parts.push(rect(v.x, horizon, v.w, v.y + v.h - horizon, below));
  const towersFrom = sea ? v.x + v.w * rng.range(0.45, 0.6) : v.x - 20;
  parts.push(drawSkyline(svg, pal, rng, { from: towersFrom, to: v.x + v.w + 20, base: horizon + v.h * 0.12, count: rng.int(4, 8), minHeight: v.h * 0.15, maxHeight: v.h * 0.55, focus: v.x + v.w * 0.6, shapes: TOWER_SHAPES, haze: 0.25, lightFromLeft: st.lightFromLeft }));
  return group(parts, { "clip-path": clip });
}

function backWindow(st: Stage, x0: number, x1: number, y0: number, y1: number, panes: number, sea: boolean): Volume {
  const D = st.room.depth;
  const v = st.frontRect(x0, x1, y0, y1, D);
  st.add(windowView(st, v, sea));
  let mullions = "";
  for (let i = 1; i < panes; i++) mullions += d`M${v.x + (v.w * i) / panes} ${v.y}v${v.h}`;
  const frame = st.colors.metal === "#c8a45c" || st.colors.metal === "#b08a4a" ? "#3a3632" : st.colors.metal;
  st.add(rect(v.x, v.y, v.w, v.h, "#ffffff", { opacity: 0.06 }), stroke(mullions, frame, 3), rect(v.x, v.y, v.w, v.h, "none", { stroke: frame, "stroke-width": 5 }));
  return v;
}

/** tall window in the left or right wall, with the light it throws on the floor */
function sideWindow(st: Stage, onLeft: boolean, z0: number, z1: number): void {
  const x = onLeft ? -st.room.left : st.room.right;
  const H = st.room.height;
  const sky = evenStops([lighten(pickAt(st.pal.sky, 2), 0.25), lighten(pickAt(st.pal.sky, 3), 0.35)]);
  const [ax] = st.at(x, 0, z0);
  const [bx] = st.at(x, 0, z1);
  st.quad([[x, 0.05, z0], [x, 0.05, z1], [x, H - 0.2, z1], [x, H - 0.2, z0]], st.svg.linear(sky, [ax, 0], [bx, 0], true));
  let mullions = "";
  for (let z = z0; z <= z1 + 0.01; z += (z1 - z0) / 3) {
    const a = st.at(x, 0.05, z);
    const b = st.at(x, H - 0.2, z);
    mullions += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  const top0 = st.at(x, H - 0.2, z0);
  const top1 = st.at(x, H - 0.2, z1);
  const bot0 = st.at(x, 0.05, z0);
  const bot1 = st.at(x, 0.05, z1);
  mullions += d`M${top0[0]} ${top0[1]}L${top1[0]} ${top1[1]}M${bot0[0]} ${bot0[1]}L${bot1[0]} ${bot1[1]}`;
  st.add(stroke(mullions, "#3a3632", 4));
  if (!st.dark) {
    const reach = onLeft ? 2.8 : -2.8;
    st.quad([[x, 0.004, z0], [x, 0.004, z1], [x + reach, 0.004, z1 + 1.2], [x + reach, 0.004, z0 + 1.2]], "#fff6dc", { opacity: 0.16 });
  }
}

function curtain(st: Stage, x0: number, x1: number, z: number, color: string): void {
  st.box({ x0, x1, y0: 0.02, y1: st.room.height - 0.08, z0: z - 0.12, z1: z }, color);
  const v = st.frontRect(x0, x1, 0.02, st.room.height - 0.08, z - 0.12);
  let folds = "";
  for (let fx = v.x + v.w / 5; fx < v.x + v.w - 1; fx += v.w / 5) folds += d`M${fx} ${v.y}v${v.h}`;
  st.add(stroke(folds, darken(color, 0.15), Math.max(1, v.w / 14), { opacity: 0.6 }));
}

/** abstract framed art hung on the back wall */
function artwork(st: Stage, cx: number, cy: number, w: number, h: number): void {
  const D = st.room.depth - 0.02;
  const v = st.frontRect(cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2, D);
  const rng = st.rng;
  const c = st.colors;
  const inner: Volume = { x: v.x + v.w * 0.08, y: v.y + v.h * 0.08, w: v.w * 0.84, h: v.h * 0.84 };
  const clip = st.svg.clip(rect(inner.x, inner.y, inner.w, inner.h, "#000"));
  const tones = [c.accent, c.metal === "#2f2f33" || c.metal === "#1f1f22" || c.metal === "#2b2b2b" ? "#c8a45c" : c.metal, c.fabric, "#e9dccb", darken(c.wood, 0.1)];
  const kind = rng.int(0, 3);
  const art: string[] = [rect(inner.x, inner.y, inner.w, inner.h, "#f4efe6")];
  if (kind === 0) {
    for (let i = 0; i < 4; i++) art.push(circle(inner.x + inner.w / 2, inner.y + inner.h, inner.w * (0.5 - i * 0.11), pickAt(tones, i)));
  } else if (kind === 1) {
    art.push(circle(inner.x + inner.w * 0.62, inner.y + inner.h * 0.38, inner.w * 0.16, pickAt(tones, 1)));
    art.push(path(d`M${inner.x} ${inner.y + inner.h * 0.7}Q${inner.x + inner.w * 0.4} ${inner.y + inner.h * 0.5} ${inner.x + inner.w} ${inner.y + inner.h * 0.68}V${inner.y + inner.h}H${inner.x}Z`, pickAt(tones, 0)));
    art.push(path(d`M${inner.x} ${inner.y + inner.h * 0.85}Q${inner.x + inner.w * 0.6} ${inner.y + inner.h * 0.7} ${inner.x + inner.w} ${inner.y + inner.h * 0.86}V${inner.y + inner.h}H${inner.x}Z`, pickAt(tones, 4)));
  } else if (kind === 2) {
    art.push(rect(inner.x + inner.w * 0.1, inner.y + inner.h * 0.15, inner.w * 0.45, inner.h * 0.55, pickAt(tones, 0)));
    art.push(rect(inner.x + inner.w * 0.4, inner.y + inner.h * 0.45, inner.w * 0.45, inner.h * 0.4, pickAt(tones, 1), { opacity: 0.85 }));
    art.push(circle(inner.x + inner.w * 0.72, inner.y + inner.h * 0.25, inner.w * 0.1, pickAt(tones, 4)));
  } else {
    for (let i = 0; i < 3; i++) {
      const ax = inner.x + inner.w * (0.18 + i * 0.25);
      art.push(path(d`M${ax} ${inner.y + inner.h}V${inner.y + inner.h * 0.45}A${inner.w * 0.1} ${inner.w * 0.1} 0 0 1 ${ax + inner.w * 0.2} ${inner.y + inner.h * 0.45}V${inner.y + inner.h}Z`, pickAt(tones, i)));
    }
  }
  st.add(rect(v.x + 5, v.y + 7, v.w, v.h, "#000000", { opacity: 0.12 }), rect(v.x, v.y, v.w, v.h, darken(c.wood, 0.2)), group(art, { "clip-path": clip }));
}

function rug(st: Stage, x0: number, x1: number, z0: number, z1: number, color: string): void {
  st.quad([[x0, 0.005, z0], [x1, 0.005, z0], [x1, 0.005, z1], [x0, 0.005, z1]], color);
  const m = 0.18;
  st.quad([[x0 + m, 0.006, z0 + m], [x1 - m, 0.006, z0 + m], [x1 - m, 0.006, z1 - m], [x0 + m, 0.006, z1 - m]], "none", { stroke: lighten(color, 0.25), "stroke-width": 2 });
}

function plant(st: Stage, x: number, z: number, height: number): void {
  const potW = 0.22 + height * 0.1;
  st.shadow(x - potW, x + potW, z - potW, z + potW, 0.12);
  st.box({ x0: x - potW / 2, x1: x + potW / 2, y0: 0, y1: 0.42, z0: z - potW / 2, z1: z + potW / 2 }, st.rng.pick(["#d8cfc2", "#3b3a38", "#b67a56", "#f1ece4"]));
  const [px, py] = st.at(x, 0.42, z);
  const s = st.scale(z);
  const leaf = st.dark ? "#3f5a44" : "#4f7a4f";
  const parts: string[] = [stroke(d`M${px} ${py}l${-0.04 * s} ${-height * 0.6 * s}M${px} ${py}l${0.05 * s} ${-height * 0.75 * s}`, "#5b4636", Math.max(1.5, 0.015 * s))];
  for (let i = 0; i < 16; i++) {
    const angle = st.rng.range(-80, 80);
    const ly = py - st.rng.range(0.3, 1) * height * s;
    const lx = px + st.rng.range(-0.25, 0.25) * height * s;
    const size = st.rng.range(0.09, 0.16) * s;
    parts.push(ellipse(lx, ly, size * 0.45, size, i % 3 === 0 ? lighten(leaf, 0.15) : leaf, { transform: `rotate(${num(angle)} ${num(lx)} ${num(ly)})` }));
  }
  st.add(group(parts));
}

function pendant(st: Stage, x: number, z: number, y: number, color: string): void {
  const [tx, ty] = st.at(x, st.room.height, z);
  const [bx, by] = st.at(x, y, z);
  const s = st.scale(z);
  const r = 0.16 * s;
  st.add(stroke(d`M${tx} ${ty}L${bx} ${by}`, "#2b2b2b", 1.2));
  if (st.dark) st.glow(x, y - 0.1, z, 0.7, "#ffd99a", 0.55);
  st.add(path(d`M${bx - r} ${by + r * 0.7}A${r} ${r * 0.95} 0 0 1 ${bx + r} ${by + r * 0.7}Z`, color), ellipse(bx, by + r * 0.7, r * 0.6, r * 0.12, "#fff3d0"));
}

function floorLamp(st: Stage, x: number, z: number): void {
  st.shadow(x - 0.18, x + 0.18, z - 0.18, z + 0.18, 0.12);
  st.box({ x0: x - 0.14, x1: x + 0.14, y0: 0, y1: 0.03, z0: z - 0.14, z1: z + 0.14 }, "#2b2b2b");
  st.box({ x0: x - 0.012, x1: x + 0.012, y0: 0.03, y1: 1.4, z0: z - 0.012, z1: z + 0.012 }, "#2b2b2b");
  if (st.dark) st.glow(x, 1.5, z, 0.9, "#ffd99a", 0.6);
  st.box({ x0: x - 0.2, x1: x + 0.2, y0: 1.35, y1: 1.68, z0: z - 0.2, z1: z + 0.2 }, st.dark ? "#fbe7c0" : "#efe6d6");
}

function tableLamp(st: Stage, x: number, y: number, z: number): void {
  st.box({ x0: x - 0.06, x1: x + 0.06, y0: y, y1: y + 0.28, z0: z - 0.06, z1: z + 0.06 }, st.colors.metal);
  if (st.dark) st.glow(x, y + 0.35, z, 0.6, "#ffd99a", 0.6);
  st.box({ x0: x - 0.15, x1: x + 0.15, y0: y + 0.26, y1: y + 0.5, z0: z - 0.15, z1: z + 0.15 }, st.dark ? "#fbe7c0" : "#f1e9dc");
}

function sofa(st: Stage, cx: number, z: number, w: number, color: string, facing: "camera" | "away"): void {
  const depth = 0.95;
  const arm = 0.2;
  const back = 0.24;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const cushion = lighten(color, 0.07);
  const seats = w > 2.2 ? 3 : 2;
  const seatW = (w - 2 * arm) / seats;
  st.shadow(x0 - 0.06, x1 + 0.06, z - 0.06, z + depth + 0.06, 0.18);
  if (facing === "camera") {
    st.box({ x0, x1, y0: 0.1, y1: 0.8, z0: z + depth - back, z1: z + depth }, color);
    for (let i = 0; i < seats; i++) st.box({ x0: x0 + arm + i * seatW + 0.02, x1: x0 + arm + (i + 1) * seatW - 0.02, y0: 0.44, y1: 0.8, z0: z + depth - back - 0.18, z1: z + depth - back }, cushion);
    st.box({ x0, x1: x0 + arm, y0: 0.1, y1: 0.62, z0: z, z1: z + depth }, color);
    st.box({ x0: x1 - arm, x1, y0: 0.1, y1: 0.62, z0: z, z1: z + depth }, color);
    st.box({ x0: x0 + arm, x1: x1 - arm, y0: 0.1, y1: 0.3, z0: z, z1: z + depth - back }, darken(color, 0.06));
    for (let i = 0; i < seats; i++) st.box({ x0: x0 + arm + i * seatW + 0.015, x1: x0 + arm + (i + 1) * seatW - 0.015, y0: 0.3, y1: 0.46, z0: z + 0.02, z1: z + depth - back - 0.18 }, cushion);
    const pillow = st.colors.accent;
    st.box({ x0: x0 + arm + 0.06, x1: x0 + arm + 0.5, y0: 0.46, y1: 0.84, z0: z + depth - back - 0.32, z1: z + depth - back - 0.2 }, pillow);
    st.box({ x0: x1 - arm - 0.5, x1: x1 - arm - 0.06, y0: 0.46, y1: 0.84, z0: z + depth - back - 0.32, z1: z + depth - back - 0.2 }, lighten(pillow, 0.2));
  } else {
    st.box({ x0, x1: x0 + arm, y0: 0.1, y1: 0.62, z0: z, z1: z + depth }, color);
    st.box({ x0: x1 - arm, x1, y0: 0.1, y1: 0.62, z0: z, z1: z + depth }, color);
    st.box({ x0: x0 + arm, x1: x1 - arm, y0: 0.1, y1: 0.46, z0: z + back, z1: z + depth }, cushion);
    st.box({ x0: x0 + arm + 0.1, x1: x0 + arm + 0.55, y0: 0.46, y1: 0.92, z0: z + back + 0.05, z1: z + back + 0.17 }, st.colors.accent);
    st.box({ x0: x1 - arm - 0.55, x1: x1 - arm - 0.1, y0: 0.46, y1: 0.9, z0: z + back + 0.05, z1: z + back + 0.17 }, lighten(st.colors.accent, 0.25));
    st.box({ x0, x1, y0: 0.1, y1: 0.72, z0: z, z1: z + back }, color);
    st.box({ x0: x0 + 0.02, x1: x1 - 0.02, y0: 0.72, y1: 0.78, z0: z + 0.02, z1: z + back - 0.02 }, lighten(color, 0.05));
    const throwX = st.rng.chance(0.5) ? x0 + 0.35 : x1 - 0.95;
    st.box({ x0: throwX, x1: throwX + 0.6, y0: 0.3, y1: 0.8, z0: z - 0.015, z1: z + back }, mix(st.colors.accent, "#f1ebe1", 0.45));
  }
  for (const lx of [x0 + 0.06, x1 - 0.1]) st.box({ x0: lx, x1: lx + 0.04, y0: 0, y1: 0.1, z0: z + 0.04, z1: z + 0.08 }, "#2b2622");
}

function armchair(st: Stage, cx: number, z: number, color: string): void {
  const w = 0.85;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  st.shadow(x0 - 0.05, x1 + 0.05, z - 0.05, z + 0.85, 0.16);
  st.box({ x0, x1, y0: 0.12, y1: 0.85, z0: z + 0.66, z1: z + 0.85 }, color);
  st.box({ x0, x1: x0 + 0.1, y0: 0.12, y1: 0.6, z0: z, z1: z + 0.85 }, color);
  st.box({ x0: x1 - 0.1, x1, y0: 0.12, y1: 0.6, z0: z, z1: z + 0.85 }, color);
  st.box({ x0: x0 + 0.1, x1: x1 - 0.1, y0: 0.12, y1: 0.44, z0: z + 0.02, z1: z + 0.66 }, lighten(color, 0.08));
  for (const lx of [x0 + 0.05, x1 - 0.08]) st.box({ x0: lx, x1: lx + 0.03, y0: 0, y1: 0.12, z0: z + 0.05, z1: z + 0.08 }, "#2b2622");
}

function coffeeTable(st: Stage, cx: number, z: number, w: number, depth: number): void {
  const c = st.colors;
  st.shadow(cx - w / 2, cx + w / 2, z, z + depth, 0.14);
  st.box({ x0: cx - w / 2 + 0.1, x1: cx + w / 2 - 0.1, y0: 0, y1: 0.34, z0: z + 0.1, z1: z + depth - 0.1 }, darken(c.wood, 0.15));
  st.box({ x0: cx - w / 2, x1: cx + w / 2, y0: 0.34, y1: 0.4, z0: z, z1: z + depth }, st.rng.chance(0.5) ? c.stone : c.wood);
  st.box({ x0: cx - 0.3, x1: cx - 0.02, y0: 0.4, y1: 0.46, z0: z + 0.15, z1: z + 0.38 }, c.accent);
  st.box({ x0: cx + 0.15, x1: cx + 0.25, y0: 0.4, y1: 0.62, z0: z + 0.2, z1: z + 0.3 }, c.metal);
}

function bookshelf(st: Stage, x0: number, x1: number, height: number): void {
  const D = st.room.depth;
  const c = st.colors;
  st.box({ x0, x1, y0: 0, y1: height, z0: D - 0.38, z1: D }, c.wood);
  const v = st.frontRect(x0 + 0.04, x1 - 0.04, 0.05, height - 0.04, D - 0.38);
  const shelves = 5;
  const parts: string[] = [rect(v.x, v.y, v.w, v.h, darken(c.wood, 0.35))];
  for (let i = 0; i < shelves; i++) {
    const sy = v.y + (v.h * i) / shelves;
    const sh = v.h / shelves;
    parts.push(rect(v.x, sy + sh - 4, v.w, 4, c.wood));
    for (let bx = v.x + 4; bx < v.x + v.w - 12; ) {
      const bw = st.rng.range(5, 11);
      const bh = sh * st.rng.range(0.55, 0.85);
      if (st.rng.chance(0.15)) {
        bx += bw * 2;
        continue;
      }
      parts.push(rect(bx, sy + sh - 4 - bh, bw, bh, st.rng.pick([c.accent, c.fabric, "#e9dccb", "#8b6f5a", "#3c4650", c.stone])));
      bx += bw + 1;
    }
  }
  st.add(...parts);
}

export type RoomKind = "living" | "living-view" | "bedroom" | "kitchen" | "bathroom" | "dining" | "balcony";
export const ROOM_KINDS: readonly RoomKind[] = ["living", "bedroom", "kitchen", "living-view", "bathroom", "dining", "balcony"];

export function interiorScene(seed: number, kind: RoomKind, time: TimeOfDay): string {
  const st = createStage(seed, time, kind === "kitchen" ? 1.55 : 1.45, kind === "bathroom");
  ROOMS[kind](st);
  if (st.dark) st.add(rect(0, 0, st.svg.width, st.svg.height, "#2a1c10", { opacity: 0.08 }));
  vignette(st.svg, 0.2);
  return st.svg.toString();
}

const ROOMS: Readonly<Record<RoomKind, (st: Stage) => void>> = {
  living: livingRoom,
  "living-view": livingView,
  bedroom,
  kitchen,
  bathroom,
  dining,
  balcony,
};

function livingRoom(st: Stage): void {
  const { left: L, right: R, depth: D } = st.room;
  const c = st.colors;
  drawShell(st);
  const windowLeft = st.lightFromLeft;
  sideWindow(st, windowLeft, 2.6, D - 0.6);
  const shelfOnRight = windowLeft;
  if (shelfOnRight) bookshelf(st, R - 1.5, R - 0.1, 2.3);
  else bookshelf(st, -L + 0.1, -L + 1.5, 2.3);
  artwork(st, shelfOnRight ? -0.4 : 0.4, 1.65, 1.3, 0.85);
  rug(st, -1.7, 1.7, 3.4, D - 0.4, st.rng.pick(["#d9cdb9", "#b9a78f", "#e8e0d2", darken(c.fabric, 0.1)]));
  plant(st, shelfOnRight ? -L + 0.5 : R - 0.5, D - 0.5, 1.3);
  const sofaX = shelfOnRight ? -0.4 : 0.4;
  const sofaW = st.rng.range(2.4, 2.8);
  const sideX = shelfOnRight ? sofaX - sofaW / 2 - 0.35 : sofaX + sofaW / 2 + 0.35;
  st.box({ x0: sideX - 0.22, x1: sideX + 0.22, y0: 0, y1: 0.55, z0: D - 0.9, z1: D - 0.46 }, c.wood);
  tableLamp(st, sideX, 0.55, D - 0.68);
  sofa(st, sofaX, D - 1.25, sofaW, c.fabric, "camera");
  coffeeTable(st, shelfOnRight ? -0.4 : 0.4, 4.3, 1.2, 0.65);
  armchair(st, shelfOnRight ? 1.9 : -1.9, 4.1, darken(c.accent, 0.05));
  if (st.dark) pendant(st, shelfOnRight ? -0.4 : 0.4, 4.6, 2.1, c.metal);
}

function livingView(st: Stage): void {
  const { left: L, right: R, height: H, depth: D } = st.room;
  const c = st.colors;
  drawShell(st);
  backWindow(st, -L + 0.45, R - 0.45, 0.05, H - 0.12, st.rng.int(3, 5), st.rng.chance(0.5));
  curtain(st, -L + 0.1, -L + 0.55, D, c.fabric);
  curtain(st, R - 0.55, R - 0.1, D, c.fabric);
  rug(st, -1.8, 1.8, 3.0, 6.0, st.rng.pick(["#d9cdb9", "#cdbfae", "#e8e0d2"]));
  plant(st, -L + 0.9, D - 0.6, 1.5);
  coffeeTable(st, 0, 5.0, 1.3, 0.7);
  sofa(st, -1.9, 4.7, 0.9, c.accent, "camera");
  floorLamp(st, R - 0.9, D - 0.8);
  sofa(st, 0, 3.5, st.rng.range(2.4, 2.9), c.fabric, "away");
  if (st.dark) pendant(st, 0, 5.3, 2.2, c.metal);
}

function bedroom(st: Stage): void {
  const { left: L, right: R, depth: D } = st.room;
  const c = st.colors;
  drawShell(st);
  const cx = st.rng.range(-0.4, 0.4);
  const w = st.rng.pick([1.6, 1.8, 2.0]);
  const panel = st.rng.chance(0.5) ? c.wood : darken(c.fabric, 0.1);
  st.quad([[cx - w / 2 - 0.9, 0, D - 0.01], [cx + w / 2 + 0.9, 0, D - 0.01], [cx + w / 2 + 0.9, 2.5, D - 0.01], [cx - w / 2 - 0.9, 2.5, D - 0.01]], panel);
  if (panel === c.wood) {
    let slats = "";
    for (let x = cx - w / 2 - 0.9; x < cx + w / 2 + 0.9; x += 0.08) {
      const a = st.at(x, 0, D);
      const b = st.at(x, 2.5, D);
      slats += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
    }
    st.add(stroke(slats, darken(c.wood, 0.25), 1.2, { opacity: 0.6 }));
  }
  sideWindow(st, st.lightFromLeft, 2.4, D - 1.4);
  artwork(st, cx, 1.85, 1.1, 0.55);
  plant(st, st.lightFromLeft ? R - 0.5 : -L + 0.5, D - 0.5, 1.2);
  rug(st, cx - w / 2 - 0.7, cx + w / 2 + 0.7, D - 2.9, D - 0.6, st.rng.pick(["#e8e0d2", "#d9cdb9", "#cbbfb0"]));
  drawBed(st, cx, w);
  st.box({ x0: cx - w / 2, x1: cx + w / 2, y0: 0, y1: 0.45, z0: D - 2.9, z1: D - 2.5 }, c.wood);
  pendant(st, cx - w / 2 - 0.35, D - 0.35, 1.4, c.metal);
  pendant(st, cx + w / 2 + 0.35, D - 0.35, 1.4, c.metal);
}

function drawBed(st: Stage, cx: number, w: number): void {
  const D = st.room.depth;
  const c = st.colors;
  const len = 2.15;
  const head = D - 0.1;
  st.box({ x0: cx - w / 2 - 0.08, x1: cx + w / 2 + 0.08, y0: 0, y1: 1.25, z0: head - 0.1, z1: head }, lighten(c.fabric, 0.05));
  for (const side of [-1, 1]) {
    const nx = cx + side * (w / 2 + 0.38);
    st.box({ x0: nx - 0.25, x1: nx + 0.25, y0: 0, y1: 0.52, z0: head - 0.45, z1: head - 0.05 }, c.wood);
    st.box({ x0: nx - 0.1, x1: nx + 0.12, y0: 0.52, y1: 0.6, z0: head - 0.3, z1: head - 0.15 }, c.accent);
  }
  st.shadow(cx - w / 2 - 0.05, cx + w / 2 + 0.05, head - len - 0.05, head, 0.18);
  st.box({ x0: cx - w / 2, x1: cx + w / 2, y0: 0.06, y1: 0.32, z0: head - len, z1: head - 0.1 }, darken(c.fabric, 0.15));
  st.box({ x0: cx - w / 2 + 0.02, x1: cx + w / 2 - 0.02, y0: 0.32, y1: 0.55, z0: head - len + 0.02, z1: head - 0.1 }, "#f6f3ee");
  const pw = (w - 0.2) / 2;
  for (const px of [cx - w / 2 + 0.08, cx + 0.02]) {
    st.box({ x0: px, x1: px + pw, y0: 0.55, y1: 0.8, z0: head - 0.45, z1: head - 0.2 }, "#fbfaf7");
    st.box({ x0: px + 0.06, x1: px + pw - 0.06, y0: 0.55, y1: 0.74, z0: head - 0.62, z1: head - 0.47 }, lighten(c.accent, 0.35));
  }
  st.box({ x0: cx - w / 2 - 0.03, x1: cx + w / 2 + 0.03, y0: 0.28, y1: 0.6, z0: head - len - 0.03, z1: head - 0.8 }, st.rng.pick([c.fabric, "#f1ede6", lighten(c.accent, 0.55)]));
  st.box({ x0: cx - w / 2 - 0.04, x1: cx + w / 2 + 0.04, y0: 0.26, y1: 0.62, z0: head - len - 0.04, z1: head - len + 0.5 }, c.accent);
}

function kitchen(st: Stage): void {
  const { left: L, right: R, height: H, depth: D } = st.room;
  const c = st.colors;
  drawShell(st);
  const cabinet = st.rng.pick([c.wood, "#f1ede6", "#3b4650", "#6f7f62", darken(c.stone, 0.05)]);
  st.quad([[-L, 0.9, D - 0.005], [R, 0.9, D - 0.005], [R, 1.5, D - 0.005], [-L, 1.5, D - 0.005]], c.stone);
  const windowMiddle = st.rng.chance(0.5);
  if (windowMiddle) backWindow(st, -0.75, 0.75, 1.05, 2.35, 2, st.rng.chance(0.4));
  st.box({ x0: -L, x1: R - 0.95, y0: 0, y1: 0.88, z0: D - 0.62, z1: D }, cabinet);
  cabinetDoors(st, -L, R - 0.95, 0.08, 0.84, D - 0.62);
  st.box({ x0: -L, x1: R - 0.95, y0: 0.88, y1: 0.93, z0: D - 0.65, z1: D }, c.stone);
  for (const [x0, x1] of [[-L, -0.95], [0.95, R - 0.95]] as const) {
    st.box({ x0, x1, y0: 1.55, y1: 2.35, z0: D - 0.36, z1: D }, cabinet);
    cabinetDoors(st, x0, x1, 1.58, 2.32, D - 0.36);
  }
  if (!windowMiddle) {
    st.box({ x0: -0.45, x1: 0.45, y0: 1.62, y1: 1.9, z0: D - 0.5, z1: D }, c.metal === "#c8a45c" ? "#9aa0a6" : c.metal);
    st.box({ x0: -0.16, x1: 0.16, y0: 1.9, y1: H, z0: D - 0.28, z1: D }, c.metal === "#c8a45c" ? "#9aa0a6" : c.metal);
  }
  st.box({ x0: R - 0.95, x1: R, y0: 0, y1: 2.35, z0: D - 0.7, z1: D }, darken(cabinet, 0.05));
  cabinetDoors(st, R - 0.93, R - 0.02, 0.05, 2.3, D - 0.7);
  st.box({ x0: -1.5, x1: -1.3, y0: 0.93, y1: 1.2, z0: D - 0.4, z1: D - 0.25 }, c.accent);
  plant(st, -L + 0.5, 4.0, 1.0);
  drawIsland(st, cabinet);
  for (const x of [-0.9, 0, 0.9]) pendant(st, x, 5.0, 1.95, c.metal);
}

function cabinetDoors(st: Stage, x0: number, x1: number, y0: number, y1: number, z: number): void {
  let lines = "";
  let handles = "";
  const count = Math.max(1, Math.round((x1 - x0) / 0.6));
  const step = (x1 - x0) / count;
  for (let i = 0; i <= count; i++) {
    const a = st.at(x0 + i * step, y0, z);
    const b = st.at(x0 + i * step, y1, z);
    lines += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
    if (i < count) {
      const h = st.at(x0 + i * step + step * 0.3, y1 - 0.06, z);
      handles += rectD(h[0], h[1], step * 0.4 * st.scale(z), 3);
    }
  }
  st.add(stroke(lines, "#000000", 1.2, { opacity: 0.25 }), path(handles, "#b8b2a8"));
}

function drawIsland(st: Stage, cabinet: string): void {
  const c = st.colors;
  st.shadow(-1.45, 1.45, 4.35, 5.4, 0.18);
  st.box({ x0: -1.35, x1: 1.35, y0: 0, y1: 0.9, z0: 4.5, z1: 5.35 }, cabinet);
  st.box({ x0: -1.45, x1: 1.45, y0: 0.9, y1: 0.96, z0: 4.3, z1: 5.4 }, c.stone);
  st.box({ x0: 0.4, x1: 0.75, y0: 0.96, y1: 1.04, z0: 4.6, z1: 4.9 }, c.wood);
  for (const [x, z] of [[0.45, 4.7], [0.55, 4.65], [0.65, 4.72]] as const) {
    const [px, py] = st.at(x, 1.08, z);
    st.add(circle(px, py, 0.05 * st.scale(z), pickAt(["#e0a040", "#c8503c", "#9bb34a"], Math.round(x * 10))));
  }
  for (const x of [-0.9, 0, 0.9]) {
    const z = 3.85;
    st.box({ x0: x - 0.02, x1: x + 0.02, y0: 0, y1: 0.72, z0: z + 0.12, z1: z + 0.16 }, "#2b2b2b");
    st.box({ x0: x - 0.17, x1: x + 0.17, y0: 0.22, y1: 0.24, z0: z, z1: z + 0.3 }, "#2b2b2b");
    st.box({ x0: x - 0.2, x1: x + 0.2, y0: 0.72, y1: 0.78, z0: z - 0.02, z1: z + 0.32 }, st.rng.chance(0.5) ? c.accent : c.wood);
    st.box({ x0: x - 0.2, x1: x + 0.2, y0: 0.78, y1: 1.02, z0: z - 0.02, z1: z + 0.04 }, st.rng.chance(0.5) ? c.accent : c.wood);
  }
}

function bathroom(st: Stage): void {
  const { left: L, right: R, height: H, depth: D } = st.room;
  const c = st.colors;
  const tile = st.rng.pick(["#e9e4dc", "#dcd6cc", "#e6e9e8", "#efe9e0"]);
  drawShell(st, tile);
  let grid = "";
  const seg = (a: Point, b: Point) => d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  for (let y = 0.6; y < H; y += 0.6) grid += seg(st.at(-L, y, D), st.at(R, y, D)) + seg(st.at(-L, y, NEAR), st.at(-L, y, D)) + seg(st.at(R, y, NEAR), st.at(R, y, D));
  for (let x = -L + 1.2; x < R; x += 1.2) grid += seg(st.at(x, 0, D), st.at(x, H, D));
  for (let z = D - 1.2; z > NEAR; z -= 1.2) grid += seg(st.at(-L, 0, z), st.at(-L, H, z)) + seg(st.at(R, 0, z), st.at(R, H, z));
  st.add(stroke(grid, darken(tile, 0.15), 1, { opacity: 0.6 }));
  if (st.rng.chance(0.5)) {
    const slab = st.rng.pick([c.wood, "#d9cbb8", "#3e4248", "#b9c4c2"]);
    st.quad([[-1.4, 0, D - 0.005], [1.4, 0, D - 0.005], [1.4, H, D - 0.005], [-1.4, H, D - 0.005]], slab);
    const niche = st.frontRect(-0.9, 0.9, 1.1, 1.3, D - 0.01);
    st.add(rect(niche.x, niche.y, niche.w, niche.h, darken(slab, 0.25)), rect(niche.x, niche.y, niche.w, 3, "#fff3d6", { opacity: 0.9 }));
  } else {
    const frosted = st.frontRect(-0.9, 0.9, 1.3, 2.5, D);
    st.add(rect(frosted.x, frosted.y, frosted.w, frosted.h, st.svg.linear([[0, lighten(pickAt(st.pal.sky, 3), 0.5)], [1, "#f4f1ea"]])), rect(frosted.x, frosted.y, frosted.w, frosted.h, "none", { stroke: "#3a3632", "stroke-width": 4 }));
  }
  if (st.rng.chance(0.5)) showerGlass(st, -L, -L + 1.3, D - 1.4, D);
  else plant(st, -L + 0.5, D - 0.5, 1.1);
  st.shadow(-1.0, 1.0, D - 1.3, D - 0.25, 0.16);
  st.box({ x0: -0.95, x1: 0.95, y0: 0, y1: 0.58, z0: D - 1.25, z1: D - 0.3 }, "#fbfaf7");
  st.quad([[-0.85, 0.58, D - 1.15], [0.85, 0.58, D - 1.15], [0.85, 0.58, D - 0.4], [-0.85, 0.58, D - 0.4]], "#bfe0e8");
  st.box({ x0: 0.98, x1: 1.02, y0: 0, y1: 1.0, z0: D - 0.85, z1: D - 0.8 }, c.metal === "#c8a45c" ? c.metal : "#8d9398");
  const mirror: Vec3[] = [[R - 0.01, 1.15, 3.5], [R - 0.01, 1.15, 4.9], [R - 0.01, 2.15, 4.9], [R - 0.01, 2.15, 3.5]];
  st.quad(mirror, st.svg.linear([[0, "#dfe6ea"], [1, "#aeb9c0"]]), { stroke: c.metal, "stroke-width": 4 });
  st.box({ x0: R - 0.55, x1: R, y0: 0.45, y1: 0.85, z0: 3.4, z1: 5.0 }, c.wood);
  st.box({ x0: R - 0.57, x1: R, y0: 0.85, y1: 0.9, z0: 3.38, z1: 5.0 }, c.stone);
  st.box({ x0: R - 0.45, x1: R - 0.1, y0: 0.9, y1: 1.02, z0: 3.9, z1: 4.3 }, "#fbfaf7");
  st.box({ x0: -L, x1: -L + 0.06, y0: 0.3, y1: 1.6, z0: 3.6, z1: 4.2 }, c.metal === "#c8a45c" ? c.metal : "#8d9398");
  st.box({ x0: -L + 0.06, x1: -L + 0.1, y0: 0.8, y1: 1.45, z0: 3.7, z1: 4.1 }, c.fabric);
  rug(st, -0.8, 0.8, D - 2.2, D - 1.5, lighten(c.fabric, 0.2));
  pendant(st, -0.6, D - 0.8, 2.0, c.metal);
  pendant(st, 0.6, D - 0.8, 2.0, c.metal);
}

function showerGlass(st: Stage, x0: number, x1: number, z0: number, z1: number): void {
  st.quad([[x0, 0.01, z0], [x1, 0.01, z0], [x1, 0.01, z1], [x0, 0.01, z1]], "#cfd6d8");
  st.box({ x0: x0 + 0.3, x1: x0 + 0.34, y0: 1.9, y1: 2.1, z0: z1 - 0.5, z1: z1 - 0.2 }, "#8d9398");
  st.quad([[x1, 0, z0], [x1, 0, z1], [x1, 2.1, z1], [x1, 2.1, z0]], "#dff1f5", { opacity: 0.3 });
  st.quad([[x0, 0, z0], [x1, 0, z0], [x1, 2.1, z0], [x0, 2.1, z0]], "#dff1f5", { opacity: 0.35, stroke: "#8d9398", "stroke-width": 2 });
  st.box({ x0, x1, y0: 2.08, y1: 2.12, z0, z1: z0 + 0.03 }, "#8d9398");
}

function dining(st: Stage): void {
  const { left: L, depth: D } = st.room;
  const c = st.colors;
  drawShell(st);
  sideWindow(st, st.lightFromLeft, 2.4, D - 0.8);
  artwork(st, 0, 1.75, 1.6, 0.9);
  st.box({ x0: -1.2, x1: 1.2, y0: 0.12, y1: 0.8, z0: D - 0.45, z1: D }, c.wood);
  cabinetDoors(st, -1.2, 1.2, 0.14, 0.78, D - 0.45);
  st.box({ x0: -0.9, x1: -0.75, y0: 0.8, y1: 1.15, z0: D - 0.3, z1: D - 0.15 }, c.accent);
  plant(st, st.lightFromLeft ? 2.4 : -L + 0.6, D - 0.5, 1.4);
  const top = 0.76;
  for (const x of [-0.7, 0, 0.7]) chair(st, x, 5.55, "camera");
  st.shadow(-1.2, 1.2, 4.4, 5.6, 0.16);
  for (const [x, z] of [[-1.05, 4.5], [1.0, 4.5], [-1.05, 5.4], [1.0, 5.4]] as const) st.box({ x0: x, x1: x + 0.06, y0: 0, y1: top - 0.05, z0: z, z1: z + 0.06 }, darken(c.wood, 0.2));
  st.box({ x0: -1.15, x1: 1.15, y0: top - 0.05, y1: top, z0: 4.45, z1: 5.55 }, st.rng.chance(0.5) ? c.wood : c.stone);
  st.box({ x0: -0.1, x1: 0.1, y0: top, y1: top + 0.28, z0: 4.9, z1: 5.1 }, c.accent);
  for (const x of [-0.7, 0.7]) {
    const [px, py] = st.at(x, top, 4.75);
    st.add(ellipse(px, py, 0.13 * st.scale(4.75), 0.04 * st.scale(4.75), "#fbfaf7"));
  }
  for (const x of [-0.8, 0.8]) chair(st, x, 3.95, "away");
  pendant(st, -0.5, 5.0, 1.85, c.metal);
  pendant(st, 0.5, 5.0, 1.85, c.metal);
}

function chair(st: Stage, x: number, z: number, facing: "camera" | "away"): void {
  const c = st.colors;
  const seat = c.fabric === "#f1ebe1" ? c.accent : c.fabric;
  const backZ = facing === "camera" ? z + 0.42 : z;
  if (facing === "camera") st.box({ x0: x - 0.22, x1: x + 0.22, y0: 0.48, y1: 0.95, z0: backZ, z1: backZ + 0.05 }, seat);
  for (const lx of [x - 0.2, x + 0.17]) st.box({ x0: lx, x1: lx + 0.03, y0: 0, y1: 0.45, z0: z + 0.03, z1: z + 0.06 }, darken(c.wood, 0.2));
  st.box({ x0: x - 0.23, x1: x + 0.23, y0: 0.42, y1: 0.48, z0: z, z1: z + 0.46 }, seat);
  if (facing === "away") st.box({ x0: x - 0.22, x1: x + 0.22, y0: 0.48, y1: 0.86, z0: backZ, z1: backZ + 0.05 }, seat);
}

function balcony(st: Stage): void {
  const { left: L, right: R, height: H, depth: D } = st.room;
  const c = st.colors;
  const full: Volume = { x: 0, y: 0, w: st.svg.width, h: st.svg.height };
  st.add(windowView(st, full, st.rng.chance(0.6)));
  const deck = st.rng.pick(["#b58b63", "#d8cfc2", "#a57a55"]);
  const [, farY] = st.at(0, 0, D);
  st.quad([[-L, 0, NEAR], [R + 2, 0, NEAR], [R + 2, 0, D], [-L, 0, D]], st.svg.linear([[0, lighten(deck, 0.08)], [1, darken(deck, 0.1)]], [0, farY], [0, st.svg.height], true));
  let planks = "";
  for (let x = -L + 0.15; x < R + 2; x += 0.15) {
    const a = st.at(x, 0, NEAR + 0.3);
    const b = st.at(x, 0, D);
    planks += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  st.add(stroke(planks, darken(deck, 0.3), 1, { opacity: 0.35 }));
  const slabEnd = D - 2;
  st.quad([[-L, H, NEAR], [R + 2, H, NEAR], [R + 2, H, slabEnd], [-L, H, slabEnd]], lighten(c.wall, 0.2));
  st.quad([[-L, H - 0.18, slabEnd], [R + 2, H - 0.18, slabEnd], [R + 2, H, slabEnd], [-L, H, slabEnd]], c.wall);
  st.quad([[-L, 0, NEAR], [-L, 0, D], [-L, H, D], [-L, H, NEAR]], st.svg.linear([[0, darken(c.wall, 0.2)], [1, darken(c.wall, 0.05)]], [0, 0], [1, 0]));
  if (st.dark) st.glow(-L + 0.02, 2.0, D - 2.4, 0.5, "#ffd99a", 0.7);
  plant(st, -L + 0.5, D - 0.5, 1.3);
  plant(st, R - 0.2, D - 0.5, 1.0);
  st.quad([[-L, 0, D], [R + 2, 0, D], [R + 2, 1.1, D], [-L, 1.1, D]], "#dff1f5", { opacity: 0.22 });
  for (let x = -L; x < R + 2; x += 1.3) st.box({ x0: x, x1: x + 0.04, y0: 0, y1: 1.1, z0: D - 0.04, z1: D }, "#3a3f47");
  st.box({ x0: -L, x1: R + 2, y0: 1.08, y1: 1.13, z0: D - 0.05, z1: D }, "#3a3f47");
  rug(st, -1.7, 1.7, D - 2.6, D - 0.4, st.rng.pick(["#e8e0d2", "#cdbfae"]));
  armchair(st, -1.15, D - 1.45, c.fabric);
  armchair(st, 1.15, D - 1.45, c.fabric);
  st.shadow(-0.3, 0.3, D - 1.5, D - 1.0, 0.14);
  st.box({ x0: -0.28, x1: 0.28, y0: 0, y1: 0.45, z0: D - 1.5, z1: D - 1.0 }, c.wood);
  st.box({ x0: -0.1, x1: 0.05, y0: 0.45, y1: 0.62, z0: D - 1.35, z1: D - 1.2 }, c.accent);
  if (st.dark) st.glow(0, 0.7, D - 1.3, 0.5, "#ffd99a", 0.6);
}

/* ---- commercial interiors ---- */

export function officeScene(seed: number, time: TimeOfDay): string {
  const st = createStage(seed, time, 1.6, false);
  const { left: L, right: R, height: H, depth: D } = st.room;
  const carpet: InteriorPalette = { ...st.colors, floorStyle: "carpet", floor: st.rng.pick(["#8d9093", "#a39d94", "#7d848c"]) };
  const office = new Stage(st.svg, st.cam, { left: L + 0.6, right: R + 0.6, height: H, depth: D + 3 }, carpet, st.pal, st.rng, st.lightFromLeft);
  const room = office.room;
  drawShell(office, st.rng.pick(["#eceae6", "#e4e2dd", "#f1eee8"]));
  backWindow(office, -room.left + 0.2, room.right - 0.2, 0.1, H - 0.15, 7, false);
  for (const x of [-2.2, 0, 2.2]) for (const z of [4.5, 6.5, room.depth - 0.8]) {
    office.quad([[x - 0.6, H - 0.01, z - 0.3], [x + 0.6, H - 0.01, z - 0.3], [x + 0.6, H - 0.01, z + 0.3], [x - 0.6, H - 0.01, z + 0.3]], "#fbfbf6");
  }
  plant(office, -room.left + 0.5, room.depth - 0.5, 1.4);
  plant(office, room.right - 0.5, room.depth - 0.5, 1.2);
  for (const x of [-room.left + 0.9, room.right - 1.3]) office.box({ x0: x, x1: x + 0.4, y0: 0, y1: H, z0: 5.6, z1: 6.0 }, "#f4f2ee");
  for (const z of [room.depth - 1.6, room.depth - 3.2, room.depth - 4.8]) for (const x of [-1.9, -0.65, 0.65, 1.9]) workstation(office, x, z);
  vignette(st.svg, 0.18);
  return st.svg.toString();
}

function workstation(st: Stage, cx: number, z: number): void {
  const c = st.colors;
  const desk = st.rng.pick(["#f1eee8", "#d8c3a5", c.wood]);
  st.shadow(cx - 0.62, cx + 0.62, z - 0.05, z + 0.75, 0.12);
  st.box({ x0: cx - 0.6, x1: cx - 0.56, y0: 0, y1: 0.72, z0: z, z1: z + 0.7 }, "#3a3d42");
  st.box({ x0: cx + 0.56, x1: cx + 0.6, y0: 0, y1: 0.72, z0: z, z1: z + 0.7 }, "#3a3d42");
  st.box({ x0: cx - 0.6, x1: cx + 0.6, y0: 0.72, y1: 0.75, z0: z, z1: z + 0.72 }, desk);
  st.box({ x0: cx - 0.6, x1: cx + 0.6, y0: 0.75, y1: 1.1, z0: z + 0.7, z1: z + 0.74 }, st.rng.pick(["#6f7f62", "#3e4c5c", "#b9a78f"]));
  st.box({ x0: cx - 0.03, x1: cx + 0.03, y0: 0.75, y1: 0.95, z0: z + 0.5, z1: z + 0.54 }, "#2b2b2b");
  st.box({ x0: cx - 0.28, x1: cx + 0.28, y0: 0.92, y1: 1.24, z0: z + 0.46, z1: z + 0.5 }, "#1d2027");
  if (st.rng.chance(0.6)) st.box({ x0: cx + 0.3, x1: cx + 0.4, y0: 0.75, y1: 0.87, z0: z + 0.1, z1: z + 0.2 }, st.colors.accent);
  const chairZ = z - 0.5;
  st.box({ x0: cx - 0.02, x1: cx + 0.02, y0: 0.05, y1: 0.45, z0: chairZ + 0.2, z1: chairZ + 0.24 }, "#2b2b2b");
  st.box({ x0: cx - 0.26, x1: cx + 0.26, y0: 0.03, y1: 0.06, z0: chairZ + 0.2, z1: chairZ + 0.24 }, "#2b2b2b");
  st.box({ x0: cx - 0.02, x1: cx + 0.02, y0: 0.03, y1: 0.06, z0: chairZ, z1: chairZ + 0.45 }, "#2b2b2b");
  st.box({ x0: cx - 0.25, x1: cx + 0.25, y0: 0.45, y1: 0.52, z0: chairZ, z1: chairZ + 0.45 }, "#2f3640");
  st.box({ x0: cx - 0.23, x1: cx + 0.23, y0: 0.55, y1: 1.05, z0: chairZ - 0.02, z1: chairZ + 0.04 }, "#2f3640");
}

export function showroomScene(seed: number, time: TimeOfDay): string {
  const st = createStage(seed, time, 1.5, false);
  const { left: L, right: R, height: H, depth: D } = st.room;
  const floor: InteriorPalette = { ...st.colors, floorStyle: "marble", floor: st.rng.pick(["#e6e2dc", "#d8d4ce", "#cfcac3"]) };
  const show = new Stage(st.svg, st.cam, { left: L + 2, right: R + 2, height: H + 1.5, depth: D + 4 }, floor, st.pal, st.rng, st.lightFromLeft);
  const room = show.room;
  drawShell(show, st.rng.pick(["#efece6", "#e2ded7", "#3a3d44"]));
  backWindow(show, -room.left + 0.3, room.right - 0.3, 0.05, room.height - 0.4, 6, st.rng.chance(0.3));
  for (const x of [-3, 0, 3]) {
    const [px, py] = show.at(x, room.height, 6.5);
    const [, fy] = show.at(x, 0, 6.5);
    st.svg.add(poly([[px - 4, py], [px + 4, py], [px + 70, fy], [px - 70, fy]], "#fff8e6", { opacity: 0.08 }), circle(px, py + 3, 5, "#fffaf0"));
  }
  const lefty = st.rng.chance(0.5);
  plant(show, lefty ? room.right - 0.7 : -room.left + 0.7, room.depth - 0.8, 1.6);
  const paint = st.rng.int(0, CAR_COLORS.length - 1);
  showroomCar(show, lefty ? -5.4 : 0.7, room.depth - 1.2, 4.7, pickAt(CAR_COLORS, paint));
  showroomCar(show, lefty ? -0.4 : -4.2, room.depth - 4.2, 4.6, pickAt(CAR_COLORS, paint + st.rng.int(1, CAR_COLORS.length - 1)));
  vignette(st.svg, 0.2);
  return st.svg.toString();
}

function showroomCar(st: Stage, x: number, z: number, len: number, color: string): void {
  const [px, py] = st.at(x, 0, z);
  const pixels = len * st.scale(z);
  const kind = st.rng.pick(CAR_KINDS);
  st.add(ellipse(px + pixels / 2, py, pixels * 0.62, pixels * 0.06, "#000000", { opacity: 0.12 }));
  st.add(group([car(px, py, pixels, color, kind)], { transform: `translate(0 ${num(2 * py)}) scale(1 -1)`, opacity: 0.12 }));
  st.add(car(px, py, pixels, color, kind));
}

/* ------------------------------------------------------------------ */
/* Portraits (640x640, head and shoulders)                              */
/* ------------------------------------------------------------------ */

export const PORTRAIT_SIZE = 640;
export type Attire = "suit" | "suit-open" | "blazer" | "abaya" | "kandura";
type HairStyle = "short" | "side" | "buzz" | "bald" | "curly" | "long" | "bob" | "bun";

interface PortraitSpec {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  attire: Attire;
  jacket: string;
  shirt: string;
  tie: string | null;
  beard: boolean;
  glasses: boolean;
  backdrop: readonly [string, string];
  scarf: string;
}

const SKINS = ["#f3d4bf", "#e9bb98", "#d6a07a", "#bb7e56", "#8f5c3d", "#6c442b", "#f0c9aa", "#c98d66"] as const;
const HAIRS = ["#1d1a18", "#3b2a20", "#5a3b25", "#8a5a35", "#b9925e", "#2b2b2b", "#77726c"] as const;
const BACKDROPS: readonly (readonly [string, string])[] = [
  ["#f1ece4", "#d8cfc2"],
  ["#e6ebef", "#bfcad4"],
  ["#ece7ef", "#cbc3d2"],
  ["#e8ece4", "#c5cebd"],
  ["#f3ebe1", "#dccab5"],
];
const PORTRAIT_ATTIRE: readonly Attire[] = ["suit", "blazer", "kandura", "abaya", "suit-open", "blazer", "suit", "abaya", "blazer", "kandura", "suit", "blazer", "suit-open", "abaya", "suit", "blazer"];

export function portraitSpec(seed: number, attire: Attire): PortraitSpec {
  const rng = createRng(seed);
  const female = attire === "blazer" || attire === "abaya";
  const hairStyle: HairStyle = female ? rng.pick(["long", "bob", "bun", "long"] as const) : rng.pick(["short", "side", "buzz", "bald", "curly", "side"] as const);
  const suits = ["#1c2a3e", "#33363b", "#5d636b", "#16181c", "#2d3b4f", "#4a3f37"];
  const blazers = ["#b08a5a", "#e6dccb", "#16181c", "#6e2a35", "#2d3b4f", "#8f9a86", "#c9c1b6"];
  return {
    skin: rng.pick(SKINS),
    hair: rng.pick(hairStyle === "bald" ? HAIRS.slice(0, 3) : HAIRS),
    hairStyle,
    attire,
    jacket: attire === "abaya" ? "#141416" : attire === "kandura" ? "#f7f6f2" : female ? rng.pick(blazers) : rng.pick(suits),
    shirt: rng.pick(["#f7f7f5", "#dbe7f3", "#f4efe6", "#ffffff"]),
    tie: attire === "suit" ? rng.pick(["#8a6d3b", "#5b2232", "#1f3b5c", "#2f4f46", "#6b6f78"]) : null,
    beard: !female && rng.chance(attire === "kandura" ? 0.8 : 0.35),
    glasses: rng.chance(0.22),
    backdrop: rng.pick(BACKDROPS),
    scarf: rng.pick(["#1b1b1f", "#262b38", "#4a3c38", "#2f2430", "#1b1b1f"]),
  };
}

/** agents are spread over skin tones on purpose, not left to chance */
export const agentPortraitSpec = (index: number): PortraitSpec => ({
  ...portraitSpec(hashString(`agent-${index}`), pickAt(PORTRAIT_ATTIRE, index)),
  skin: pickAt(SKINS, index * 5 + Math.floor(index / 8)),
});

export function portraitScene(spec: PortraitSpec): string {
  const svg = new Svg(PORTRAIT_SIZE, PORTRAIT_SIZE);
  const [light, dark] = spec.backdrop;
  svg.add(rect(0, 0, 640, 640, svg.radial([[0, lighten(light, 0.3)], [0.6, light], [1, dark]], [0.42, 0.35], 0.8)));
  svg.add(ellipse(320, 640, 330, 60, "#000000", { opacity: 0.08 }));
  const figure = new Svg(PORTRAIT_SIZE, PORTRAIT_SIZE, "f");
  drawFigure(figure, spec);
  svg.add(group([figure.body()], { transform: "translate(320 600) scale(1.12) translate(-320 -600)" }));
  svg.adopt(figure);
  return svg.toString();
}

function drawFigure(svg: Svg, spec: PortraitSpec): void {
  const skinShade = darken(spec.skin, 0.14);
  const covered = spec.attire === "abaya" || spec.attire === "kandura";
  if (spec.attire === "abaya") svg.add(path(SHAYLA_BACK, spec.scarf));
  if (spec.attire === "kandura") svg.add(path(GHUTRA_BACK, "#f3f2ee"));
  if (!covered) svg.add(...hairBack(spec));
  svg.add(path(d`M282 350L282 455C300 475 340 475 358 455L358 350Z`, svg.linear([[0, darken(spec.skin, 0.28)], [0.5, skinShade], [1, spec.skin]])));
  svg.add(...clothing(svg, spec));
  if (!covered) svg.add(ellipse(246, 300, 14, 24, skinShade), ellipse(394, 300, 14, 24, skinShade));
  svg.add(path(FACE, svg.linear([[0, lighten(spec.skin, 0.06)], [0.6, spec.skin], [1, darken(spec.skin, 0.1)]], [0, 0], [1, 0])));
  svg.add(...face(spec));
  if (spec.attire === "abaya") svg.add(path(SHAYLA_FRONT, spec.scarf, { "fill-rule": "evenodd" }), stroke(d`M262 190Q320 160 384 196`, lighten(spec.scarf, 0.12), 3, { opacity: 0.6 }));
  if (spec.attire === "kandura") svg.add(...ghutraFront());
  if (!covered) svg.add(...hairFront(spec));
  if (spec.glasses) svg.add(glasses());
}

const FACE = "M320 168C392 168 404 236 402 292C400 352 370 408 320 412C270 408 240 352 238 292C236 236 248 168 320 168Z";
const SHAYLA_BACK = "M320 132C430 132 452 230 450 300C448 380 430 430 490 520L150 520C210 430 192 380 190 300C188 230 210 132 320 132Z";
const SHAYLA_FRONT = "M320 132C430 132 452 230 450 300C448 380 420 440 470 500L170 500C220 440 192 380 190 300C188 230 210 132 320 132ZM320 186C378 186 394 238 392 290C390 350 364 398 320 402C276 398 250 350 248 290C246 238 262 186 320 186Z";
const GHUTRA_BACK = "M320 128C420 128 446 210 446 270C446 360 452 440 500 560L140 560C188 440 194 360 194 270C194 210 220 128 320 128Z";
const GHUTRA_FRONT = "M320 128C420 128 446 210 446 270C446 350 440 420 470 520L410 520C400 450 398 380 396 300C394 240 380 200 320 198C260 200 246 240 244 300C242 380 240 450 230 520L170 520C200 420 194 350 194 270C194 210 220 128 320 128Z";

function ghutraFront(): string[] {
  return [
    path(GHUTRA_FRONT, "#f7f6f2"),
    stroke("M230 260C226 340 224 420 206 500M410 260C414 340 416 420 434 500M260 200Q320 184 380 200", "#d9d7d0", 3),
    path("M214 186C240 150 400 150 426 186C400 168 240 168 214 186Z", "#141414"),
    stroke("M212 192C250 160 390 160 428 192", "#141414", 9, { "stroke-linecap": "round" }),
    stroke("M216 178C252 146 388 146 424 178", "#141414", 8, { "stroke-linecap": "round" }),
  ];
}

function clothing(svg: Svg, s: PortraitSpec): string[] {
  const female = s.attire === "blazer" || s.attire === "abaya";
  const shoulders = female
    ? "M70 640C78 548 130 492 212 470C248 462 272 454 290 446L350 446C368 454 392 462 428 470C510 492 562 548 570 640Z"
    : "M36 640C46 540 108 482 200 462C240 454 270 448 290 440L350 440C370 448 400 454 440 462C532 482 594 540 604 640Z";
  const body = path(shoulders, svg.linear([[0, lighten(s.jacket, 0.06)], [1, darken(s.jacket, 0.12)]], [0, 0], [1, 0]));
  if (s.attire === "kandura") {
    return [body, stroke("M120 560C140 600 150 620 156 640M520 560C500 600 490 620 484 640", "#dedcd5", 4), path("M290 440C300 470 340 470 350 440L356 452C340 484 300 484 284 452Z", "#e9e7e0"), stroke("M320 478V600", "#d8d6cf", 3), ellipse(320, 606, 6, 12, "#e2e0d9")];
  }
  if (s.attire === "abaya") {
    return [body, stroke("M320 500V640", "#c8a45c", 3), stroke("M300 510V640M340 510V640", "#2a2a30", 2)];
  }
  const parts = [body];
  if (s.attire === "blazer") {
    parts.push(path("M272 452L368 452L352 560Q320 580 288 560Z", s.shirt));
    parts.push(stroke("M286 462Q320 520 354 462", "#c8a45c", 2.5), circle(320, 506, 5, "#c8a45c"));
    parts.push(...lapels(s.jacket, 0.82));
    return parts;
  }
  parts.push(poly([[266, 446], [374, 446], [320, 614]], s.shirt));
  if (s.tie) {
    parts.push(poly([[308, 462], [332, 462], [328, 486], [312, 486]], darken(s.tie, 0.15)));
    parts.push(poly([[312, 486], [328, 486], [340, 600], [320, 624], [300, 600]], s.tie));
  } else {
    parts.push(poly([[296, 446], [344, 446], [320, 500]], darken(s.skin, 0.08)));
  }
  parts.push(poly([[270, 444], [300, 444], [312, 478], [284, 470]], lighten(s.shirt, 0.4)), poly([[370, 444], [340, 444], [328, 478], [356, 470]], darken(s.shirt, 0.04)));
  parts.push(...lapels(s.jacket, 1));
  return parts;
}

function lapels(jacket: string, k: number): string[] {
  const lapel = lighten(jacket, 0.08);
  const edge = darken(jacket, 0.25);
  const left = poly([[270, 448], [318, 616 * k + 448 * (1 - k)], [238, 522], [252, 474], [264, 470]], lapel, { stroke: edge, "stroke-width": 2 });
  const right = poly([[370, 448], [322, 616 * k + 448 * (1 - k)], [402, 522], [388, 474], [376, 470]], darken(lapel, 0.05), { stroke: edge, "stroke-width": 2 });
  return [left, right];
}

function face(s: PortraitSpec): string[] {
  const brow = darken(s.hair, 0.1);
  const female = s.attire === "blazer" || s.attire === "abaya";
  const parts: string[] = [];
  if (s.beard) {
    parts.push(path("M244 296C248 378 280 420 320 424C360 420 392 378 396 296C388 336 374 364 354 370C340 356 300 356 286 370C266 364 252 336 244 296Z", s.hair, { opacity: 0.92 }));
    parts.push(path("M290 354Q320 338 350 354Q320 348 290 354Z", s.hair));
  }
  parts.push(
    circle(276, 338, 17, "#e5897a", { opacity: female ? 0.22 : 0.1 }),
    circle(364, 338, 17, "#e5897a", { opacity: female ? 0.22 : 0.1 }),
    stroke(female ? "M268 266Q288 254 306 262M334 262Q352 254 372 266" : "M266 266Q288 252 308 262M332 262Q352 252 374 266", brow, female ? 5 : 7.5, { "stroke-linecap": "round" }),
    ellipse(289, 292, 8, 9.5, "#2a1d17"),
    ellipse(351, 292, 8, 9.5, "#2a1d17"),
    circle(292, 288, 2.6, "#ffffff", { opacity: 0.9 }),
    circle(354, 288, 2.6, "#ffffff", { opacity: 0.9 }),
    stroke("M322 300Q312 330 317 338Q324 343 333 337", darken(s.skin, 0.28), 3.5, { "stroke-linecap": "round" }),
    path("M294 362Q320 388 346 362Q320 372 294 362Z", mix(s.skin, "#a8394d", female ? 0.55 : 0.35)),
  );
  if (female) parts.push(stroke("M278 286l-7 -5M362 286l7 -5", "#2a1d17", 2.5, { "stroke-linecap": "round" }));
  return parts;
}

function hairBack(s: PortraitSpec): string[] {
  if (s.hairStyle === "long") return [path("M236 226C206 320 208 450 232 520L408 520C432 450 434 320 404 226Z", darken(s.hair, 0.08))];
  if (s.hairStyle === "bob") return [path("M234 230C214 300 216 380 236 418L404 418C424 380 426 300 406 230Z", darken(s.hair, 0.08))];
  if (s.hairStyle === "bun") return [circle(320, 150, 38, darken(s.hair, 0.05))];
  return [];
}

function hairFront(s: PortraitSpec): string[] {
  const h = s.hair;
  switch (s.hairStyle) {
    case "short":
      return [path("M242 300C234 200 270 148 322 148C378 148 410 200 400 300C394 262 384 236 366 224C340 236 296 236 268 226C256 240 248 264 242 300Z", h)];
    case "side":
      return [path("M240 298C230 198 268 142 328 144C388 146 416 196 402 296C398 250 384 224 366 214C332 220 292 230 258 240C250 258 244 276 240 298Z", h), stroke("M300 150Q290 180 276 206", darken(h, 0.3), 2, { opacity: 0.5 })];
    case "buzz":
      return [path("M246 282C244 200 278 160 322 160C370 160 400 200 396 282C386 236 360 212 322 212C282 212 256 236 246 282Z", h, { opacity: 0.88 })];
    case "bald":
      return [path("M238 300C238 276 242 262 250 254C248 272 248 288 252 306Z", h, { opacity: 0.7 }), path("M402 300C402 276 398 262 390 254C392 272 392 288 388 306Z", h, { opacity: 0.7 })];
    case "curly": {
      const puffs: string[] = [];
      for (let i = 0; i < 13; i++) {
        const a = Math.PI + (i / 12) * Math.PI;
        puffs.push(circle(320 + Math.cos(a) * 80, 232 + Math.sin(a) * 78, 24 + (i % 3) * 3, h));
      }
      return [path("M244 290C240 220 270 176 320 176C370 176 400 220 396 290C386 250 360 226 320 226C280 226 254 250 244 290Z", h), ...puffs];
    }
    case "long":
    case "bob":
      return [path("M236 304C226 190 278 142 330 146C392 150 418 212 404 300C392 238 360 206 302 214C278 240 256 262 236 304Z", h)];
    case "bun":
      return [path("M240 290C234 200 274 158 320 158C368 158 406 200 400 290C390 240 364 206 320 206C276 206 250 240 240 290Z", h)];
  }
}

function glasses(): string {
  const frame = "#2b2b2b";
  return group([
    rect(258, 272, 60, 40, "none", { rx: 12, stroke: frame, "stroke-width": 4 }),
    rect(322, 272, 60, 40, "none", { rx: 12, stroke: frame, "stroke-width": 4 }),
    stroke("M318 286Q320 282 322 286M258 286L244 282M382 286L396 282", frame, 4),
  ]);
}

/* ------------------------------------------------------------------ */
/* Floor plans (metres inside, no text)                                 */
/* ------------------------------------------------------------------ */

type PlanRoomType = "living" | "kitchen" | "bed" | "master" | "bath" | "ensuite" | "hall" | "balcony" | "studio" | "entry" | "store";
interface PlanRoom {
  type: PlanRoomType;
  x: number;
  y: number;
  w: number;
  h: number;
  /** the side the room opens to the hall: walls there get the door */
  hallSide: "top" | "bottom";
}
interface PlanDoor {
  x: number;
  y: number;
  width: number;
  vertical: boolean;
  /** +1: opens towards +x/+y */
  swing: 1 | -1;
  entrance?: boolean;
}
interface PlanOpening {
  x: number;
  y: number;
  length: number;
  vertical: boolean;
  kind: "window" | "open" | "slider";
}
interface Plan {
  width: number;
  height: number;
  rooms: PlanRoom[];
  doors: PlanDoor[];
  openings: PlanOpening[];
  /** exterior outline without the balcony */
  shell: Volume;
}

const PLAN_INK = "#1d2733";
const PLAN_LINE = "#5b6673";
const PLAN_FLOORS: Readonly<Record<PlanRoomType, string>> = {
  living: "#f6f1e9",
  studio: "#f6f1e9",
  kitchen: "#efebe4",
  bed: "#f4f0ea",
  master: "#f4f0ea",
  bath: "#e9eff1",
  ensuite: "#e9eff1",
  hall: "#f8f6f2",
  entry: "#f8f6f2",
  balcony: "#eef0ea",
  store: "#f1efeb",
};

interface BandRoom {
  type: PlanRoomType;
  w: number;
}

function bandRooms(bedrooms: number, rng: Rng): { top: BandRoom[]; bottom: BandRoom[] } {
  const bed = (): BandRoom => ({ type: "bed", w: rng.range(3.3, 3.7) });
  const bath = (): BandRoom => ({ type: "bath", w: rng.range(2.2, 2.5) });
  const master: BandRoom[] = [{ type: "master", w: rng.range(4.0, 4.5) }, { type: "ensuite", w: rng.range(2.1, 2.4) }];
  const topBeds = Math.min(bedrooms, 4) - 1;
  const top: BandRoom[] = [];
  for (let i = 0; i < topBeds; i++) top.push(bed(), ...(i === 0 ? [bath()] : []));
  top.push(...master);
  if (bedrooms === 1) top.splice(1, 1, bath());
  const bottom: BandRoom[] = [{ type: "kitchen", w: rng.range(3.0, 3.4) }, { type: "living", w: rng.range(5.2, 6.2) + bedrooms * 0.5 }];
  if (bedrooms >= 5) bottom.push({ type: "bath", w: rng.range(2.2, 2.4) });
  for (let i = 4; i <= bedrooms; i++) bottom.push(bed());
  return { top, bottom };
}

function bandLayout(bedrooms: number, rng: Rng): Plan {
  const { top, bottom } = bandRooms(bedrooms, rng);
  const sum = (rooms: readonly BandRoom[]) => rooms.reduce((t, r) => t + r.w, 0);
  const diff = sum(bottom) - sum(top);
  if (diff > 1.6) top.splice(top.length - 2, 0, { type: "store", w: Math.min(diff, 2.2) });
  const width = Math.max(sum(top), sum(bottom));
  stretch(top, width, "master");
  stretch(bottom, width, "living");
  const topH = rng.range(3.8, 4.2);
  const hallH = 1.3;
  const bottomH = rng.range(4.6, 5.2);
  const rooms: PlanRoom[] = [];
  const place = (band: readonly BandRoom[], y: number, h: number, hallSide: "top" | "bottom") => {
    let x = 0;
    for (const r of band) {
      rooms.push({ type: r.type, x, y, w: r.w, h, hallSide });
      x += r.w;
    }
  };
  place(top, 0, topH, "bottom");
  rooms.push({ type: "hall", x: 0, y: topH, w: width, h: hallH, hallSide: "top" });
  place(bottom, topH + hallH, bottomH, "top");
  const shellH = topH + hallH + bottomH;
  const living = rooms.find((r) => r.type === "living");
  const balconyX = living ? living.x : 0;
  const balconyW = living ? living.w : width;
  rooms.push({ type: "balcony", x: balconyX, y: shellH, w: balconyW, h: 1.6, hallSide: "top" });
  const plan: Plan = { width, height: shellH + 1.6, rooms, doors: [], openings: [], shell: { x: 0, y: 0, w: width, h: shellH } };
  addBandOpenings(plan, rng);
  return plan;
}

function stretch(band: BandRoom[], width: number, preferred: PlanRoomType): void {
  const extra = width - band.reduce((t, r) => t + r.w, 0);
  const target = band.find((r) => r.type === preferred) ?? band[band.length - 1];
  if (target) target.w += extra;
}

function addBandOpenings(plan: Plan, rng: Rng): void {
  const hall = plan.rooms.find((r) => r.type === "hall");
  if (!hall) return;
  for (const r of plan.rooms) {
    const hallY = r.hallSide === "bottom" ? r.y + r.h : r.y;
    const outerY = r.hallSide === "bottom" ? r.y : r.y + r.h;
    const into: 1 | -1 = r.hallSide === "bottom" ? -1 : 1;
    switch (r.type) {
      case "bed":
      case "master":
      case "bath":
      case "store":
        plan.doors.push({ x: r.x + r.w - (r.type === "bath" || r.type === "store" ? 0.85 : 1.05), y: hallY, width: r.type === "bed" || r.type === "master" ? 0.85 : 0.75, vertical: false, swing: into });
        break;
      case "ensuite": {
        const master = plan.rooms.find((m) => m.type === "master");
        const sharedX = master && master.x < r.x ? r.x : r.x + r.w;
        plan.doors.push({ x: sharedX, y: r.y + r.h - 1.0, width: 0.75, vertical: true, swing: master && master.x < r.x ? -1 : 1 });
        break;
      }
      case "kitchen":
        plan.openings.push({ x: r.x + 0.3, y: hallY, length: r.w - 0.6, vertical: false, kind: "open" });
        plan.openings.push({ x: r.x + r.w, y: r.y + 0.3, length: r.h - 0.6, vertical: true, kind: "open" });
        break;
      case "living":
        plan.openings.push({ x: r.x + 0.2, y: hallY, length: r.w - 0.4, vertical: false, kind: "open" });
        plan.openings.push({ x: r.x + r.w * 0.2, y: outerY, length: r.w * 0.6, vertical: false, kind: "slider" });
        continue;
    }
    if (r.type !== "hall" && r.type !== "balcony") {
      const len = r.type === "bath" || r.type === "ensuite" || r.type === "store" ? 0.8 : Math.min(2.2, r.w * 0.55);
      plan.openings.push({ x: r.x + (r.w - len) / 2 + rng.range(-0.2, 0.2), y: outerY, length: len, vertical: false, kind: "window" });
    }
  }
  plan.doors.push({ x: 0, y: hall.y + 0.2, width: 0.95, vertical: true, swing: 1, entrance: true });
}

function studioLayout(rng: Rng): Plan {
  const width = rng.range(6.4, 7.0);
  const topH = 2.6;
  const mainH = rng.range(5.4, 6.0);
  const bathW = rng.range(2.3, 2.6);
  const rooms: PlanRoom[] = [
    { type: "bath", x: 0, y: 0, w: bathW, h: topH, hallSide: "bottom" },
    { type: "entry", x: bathW, y: 0, w: width - bathW, h: topH, hallSide: "bottom" },
    { type: "studio", x: 0, y: topH, w: width, h: mainH, hallSide: "top" },
    { type: "balcony", x: 0, y: topH + mainH, w: width, h: 1.5, hallSide: "top" },
  ];
  const plan: Plan = { width, height: topH + mainH + 1.5, rooms, doors: [], openings: [], shell: { x: 0, y: 0, w: width, h: topH + mainH } };
  plan.doors.push({ x: bathW, y: topH - 1.0, width: 0.75, vertical: true, swing: -1 });
  plan.doors.push({ x: width - 1.3, y: 0, width: 0.95, vertical: false, swing: 1, entrance: true });
  plan.openings.push({ x: bathW + 0.4, y: topH, length: width - bathW - 0.6, vertical: false, kind: "open" });
  plan.openings.push({ x: width * 0.15, y: topH + mainH, length: width * 0.7, vertical: false, kind: "slider" });
  plan.openings.push({ x: 0, y: topH + 1.0, length: 2.2, vertical: true, kind: "window" });
  return plan;
}

export function floorPlanScene(bedrooms: number, variant: "a" | "b"): string {
  const rng = createRng(hashString(`plan-${bedrooms}${variant}`));
  const plan = bedrooms <= 0 ? studioLayout(rng) : bandLayout(Math.min(5, bedrooms), rng);
  const svg = new Svg();
  svg.add(rect(0, 0, svg.width, svg.height, "#ffffff"));
  const k = Math.min((svg.width - 200) / plan.width, (svg.height - 150) / plan.height);
  const ox = (svg.width - plan.width * k) / 2;
  const oy = (svg.height - plan.height * k) / 2;
  const mirror = variant === "b" ? ` translate(${num(plan.width)} 0) scale(-1 1)` : "";
  const parts = [...planFloors(plan), ...plan.rooms.flatMap((r) => roomFurniture(r, plan, rng)), ...planWalls(plan), ...plan.openings.map((o) => planOpening(o, plan)), ...plan.doors.map(planDoor)];
  svg.add(group(parts, { transform: `translate(${num(ox)} ${num(oy)}) scale(${num(k)})${mirror}` }));
  svg.add(northArrow(svg.width - 70, 70), scaleBar(60, svg.height - 50, k));
  return svg.toString();
}

function planFloors(plan: Plan): string[] {
  const out: string[] = [];
  for (const r of plan.rooms) {
    out.push(rect(r.x, r.y, r.w, r.h, PLAN_FLOORS[r.type]));
    let pattern = "";
    if (r.type === "bath" || r.type === "ensuite" || r.type === "kitchen" || r.type === "balcony") {
      const step = r.type === "balcony" ? 0.15 : 0.3;
      for (let x = r.x + step; x < r.x + r.w; x += step) pattern += d`M${x} ${r.y}v${r.h}`;
      if (r.type !== "balcony") for (let y = r.y + step; y < r.y + r.h; y += step) pattern += d`M${r.x} ${y}h${r.w}`;
    } else if (r.type !== "hall" && r.type !== "entry") {
      for (let y = r.y + 0.18; y < r.y + r.h; y += 0.18) pattern += d`M${r.x} ${y}h${r.w}`;
    }
    if (pattern) out.push(stroke(pattern, "#e3dccf", 0.012));
  }
  return out;
}

function planWalls(plan: Plan): string[] {
  const inner = plan.rooms.filter((r) => r.type !== "balcony").map((r) => rect(r.x, r.y, r.w, r.h, "none", { stroke: PLAN_INK, "stroke-width": 0.12 }));
  const balcony = plan.rooms.filter((r) => r.type === "balcony").map((r) => rect(r.x + 0.05, r.y, r.w - 0.1, r.h - 0.05, "none", { stroke: PLAN_INK, "stroke-width": 0.05 }));
  const s = plan.shell;
  return [...inner, ...balcony, rect(s.x - 0.06, s.y - 0.06, s.w + 0.12, s.h + 0.12, "none", { stroke: PLAN_INK, "stroke-width": 0.26 })];
}

function floorUnder(plan: Plan, x: number, y: number): string {
  const room = plan.rooms.find((r) => r.type !== "hall" && x >= r.x && x <= r.x + r.w && y >= r.y - 0.01 && y <= r.y + r.h + 0.01);
  return room ? PLAN_FLOORS[room.type] : "#ffffff";
}

function planOpening(o: PlanOpening, plan: Plan): string {
  const t = 0.34;
  const gap = o.vertical ? rect(o.x - t / 2, o.y, t, o.length, "#ffffff") : rect(o.x, o.y - t / 2, o.length, t, "#ffffff");
  if (o.kind === "open") {
    const fill = floorUnder(plan, o.x + (o.vertical ? -0.3 : o.length / 2), o.y + (o.vertical ? o.length / 2 : 0.3));
    return o.vertical ? rect(o.x - t / 2, o.y, t, o.length, fill) : rect(o.x, o.y - t / 2, o.length, t, fill);
  }
  const lines = o.vertical
    ? d`M${o.x - 0.05} ${o.y}v${o.length}M${o.x + 0.05} ${o.y}v${o.length}M${o.x - 0.14} ${o.y}h0.28M${o.x - 0.14} ${o.y + o.length}h0.28`
    : d`M${o.x} ${o.y - 0.05}h${o.length}M${o.x} ${o.y + 0.05}h${o.length}M${o.x} ${o.y - 0.14}v0.28M${o.x + o.length} ${o.y - 0.14}v0.28`;
  const slider = o.kind === "slider" && !o.vertical ? stroke(d`M${o.x + o.length * 0.5} ${o.y - 0.1}h${o.length * 0.5}`, PLAN_INK, 0.03) : "";
  return group([gap, stroke(lines, PLAN_INK, 0.03), slider]);
}

function planDoor(door: PlanDoor): string {
  const t = 0.3;
  const w = door.width;
  const s = door.swing;
  const leafW = door.entrance ? 0.06 : 0.04;
  if (door.vertical) {
    const gap = rect(door.x - t / 2, door.y, t, w, "#ffffff");
    const leaf = stroke(d`M${door.x} ${door.y}h${s * w}`, PLAN_INK, leafW);
    const arc = stroke(d`M${door.x} ${door.y + w}A${w} ${w} 0 0 ${s === 1 ? 0 : 1} ${door.x + s * w} ${door.y}`, PLAN_LINE, 0.02);
    return group([gap, arc, leaf]);
  }
  const gap = rect(door.x, door.y - t / 2, w, t, "#ffffff");
  const leaf = stroke(d`M${door.x} ${door.y}v${s * w}`, PLAN_INK, leafW);
  const arc = stroke(d`M${door.x + w} ${door.y}A${w} ${w} 0 0 ${s === 1 ? 1 : 0} ${door.x} ${door.y + s * w}`, PLAN_LINE, 0.02);
  return group([gap, arc, leaf]);
}

/* ---- plan furniture, drawn in local metres then placed ---- */

const FURN = { fill: "#ffffff", stroke: PLAN_LINE, "stroke-width": 0.025 } as const;
const placeAt = (parts: readonly string[], x: number, y: number, rotate = 0): string => group(parts, { transform: `translate(${num(x)} ${num(y)}) rotate(${rotate})` });
const fRect = (x: number, y: number, w: number, h: number, extra: Attrs = {}): string => rect(x, y, w, h, FURN.fill, { stroke: FURN.stroke, "stroke-width": FURN["stroke-width"], ...extra });
const fLine = (data: string): string => stroke(data, FURN.stroke, 0.02);

/** bed with its head at y=0, centred on x=0 */
function planBed(w: number, len: number): string[] {
  const pillows = w >= 1.4 ? [fRect(-w / 2 + 0.1, 0.08, w / 2 - 0.15, 0.38, { rx: 0.08 }), fRect(0.05, 0.08, w / 2 - 0.15, 0.38, { rx: 0.08 })] : [fRect(-w / 2 + 0.12, 0.08, w - 0.24, 0.38, { rx: 0.08 })];
  return [fRect(-w / 2, 0, w, len), ...pillows, fLine(d`M${-w / 2} ${len * 0.35}h${w}M${-w / 2} ${len * 0.35}l${w * 0.2} ${len * 0.12}`)];
}

/** sofa with its back at y=0, facing +y, centred on x=0 */
function planSofa(w: number): string[] {
  const seats = w > 2 ? 3 : 2;
  let seams = "";
  for (let i = 1; i < seats; i++) seams += d`M${-w / 2 + 0.2 + ((w - 0.4) * i) / seats} 0.22v0.68`;
  return [fRect(-w / 2, 0, w, 0.9, { rx: 0.06 }), fRect(-w / 2 + 0.2, 0.2, w - 0.4, 0.7), fRect(-w / 2, 0, 0.2, 0.9), fRect(w / 2 - 0.2, 0, 0.2, 0.9), fLine(seams)];
}

function planDining(w: number, seatsPerSide: number): string[] {
  const depth = 0.9;
  const chairs: string[] = [];
  for (let i = 0; i < seatsPerSide; i++) {
    const cx = -w / 2 + (w * (i + 0.5)) / seatsPerSide;
    chairs.push(fRect(cx - 0.22, -depth / 2 - 0.5, 0.44, 0.42, { rx: 0.06 }), fRect(cx - 0.22, depth / 2 + 0.08, 0.44, 0.42, { rx: 0.06 }));
  }
  return [...chairs, fRect(-w / 2, -depth / 2, w, depth, { rx: 0.04 })];
}

function planPlant(r: number): string[] {
  const leaves: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    leaves.push(ellipse(Math.cos(a) * r * 0.5, Math.sin(a) * r * 0.5, r * 0.5, r * 0.25, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.015, transform: `rotate(${num((a * 180) / Math.PI)} ${num(Math.cos(a) * r * 0.5)} ${num(Math.sin(a) * r * 0.5)})` }));
  }
  return [...leaves, circle(0, 0, r * 0.25, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.015 })];
}

function planWardrobe(len: number): string[] {
  let hatch = "";
  for (let x = 0.3; x < len; x += 0.3) hatch += d`M${x} 0v0.6`;
  return [fRect(0, 0, len, 0.6), stroke(hatch, "#c3c9cf", 0.012), fLine(d`M0 0.3h${len}`)];
}

function planToilet(): string[] {
  return [fRect(-0.2, 0, 0.4, 0.18, { rx: 0.03 }), ellipse(0, 0.42, 0.18, 0.26, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.02 })];
}

function planBasin(w: number): string[] {
  return [fRect(-w / 2, 0, w, 0.5), ellipse(0, 0.26, Math.min(0.22, w * 0.3), 0.15, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.02 })];
}

function planTub(w: number): string[] {
  return [fRect(0, 0, w, 0.75), fRect(0.08, 0.08, w - 0.16, 0.59, { rx: 0.25 }), circle(w - 0.3, 0.375, 0.04, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.015 })];
}

function planShower(s: number): string[] {
  return [fRect(0, 0, s, s), fLine(d`M0 0L${s} ${s}M${s} 0L0 ${s}`), circle(s / 2, s / 2, 0.05, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.015 })];
}

function planCounter(len: number, withHob: boolean, withSink: boolean): string[] {
  const parts = [fRect(0, 0, len, 0.62)];
  if (withHob) for (const [hx, hy] of [[0.2, 0.18], [0.45, 0.18], [0.2, 0.43], [0.45, 0.43]] as const) parts.push(circle(len * 0.55 + hx, hy, 0.09, "none", { stroke: FURN.stroke, "stroke-width": 0.018 }));
  if (withSink) parts.push(fRect(len * 0.15, 0.1, 0.7, 0.42, { rx: 0.06 }), fLine(d`M${len * 0.15 + 0.35} 0.1v0.42`));
  return parts;
}

/** x, y of a room's far (exterior) wall and the direction into the room */
function roomFrame(r: PlanRoom): { wallY: number; inward: 1 | -1 } {
  return r.hallSide === "bottom" ? { wallY: r.y + 0.08, inward: 1 } : { wallY: r.y + r.h - 0.08, inward: -1 };
}

function roomFurniture(r: PlanRoom, plan: Plan, rng: Rng): string[] {
  const { wallY, inward } = roomFrame(r);
  const rot = inward === 1 ? 0 : 180;
  const cx = r.x + r.w / 2;
  switch (r.type) {
    case "bed":
    case "master": {
      const bw = r.type === "master" ? 1.8 : r.w > 3.4 ? 1.6 : 1.2;
      const parts = [placeAt(planBed(bw, 2.05), cx, wallY, rot)];
      for (const side of [-1, 1]) parts.push(placeAt([fRect(-0.22, 0, 0.44, 0.42)], cx + side * (bw / 2 + 0.3), wallY, rot));
      const robe = Math.min(2.2, r.h - 1.4);
      parts.push(placeAt(planWardrobe(robe), r.x + 0.68, inward === 1 ? r.y + 0.1 : r.y + r.h - 0.1 - robe, 90));
      return parts;
    }
    case "bath":
    case "ensuite": {
      const parts: string[] = [];
      if (r.w >= 2.2 && r.type === "bath") parts.push(placeAt(planTub(Math.min(1.7, r.w - 0.3)), r.x + 0.12, inward === 1 ? r.y + 0.1 : r.y + r.h - 0.85));
      else parts.push(placeAt(planShower(0.95), r.x + r.w - 1.05, inward === 1 ? r.y + 0.1 : r.y + r.h - 1.05));
      parts.push(placeAt(planToilet(), r.x + 0.1, r.y + r.h / 2 + 0.2, -90));
      parts.push(placeAt(planBasin(0.9), r.x + r.w - 0.1, r.y + r.h / 2 + 0.3, 90));
      return parts;
    }
    case "kitchen": {
      const runY = inward === 1 ? r.y + 0.08 : r.y + r.h - 0.7;
      const parts = [placeAt(planCounter(r.w - 0.16, true, true), r.x + 0.08, runY)];
      parts.push(placeAt([fRect(0, 0, 0.75, 0.7), fLine("M0 0L0.75 0.7")], r.x + 0.08, inward === 1 ? r.y + 0.75 : r.y + r.h - 1.5));
      if (r.h > 4.4 && r.w > 3) parts.push(fRect(cx - 0.5, r.y + r.h / 2 - 0.45, 1.2, 0.9, { rx: 0.04 }));
      return parts;
    }
    case "living":
      return livingFurniture(r, plan, rng);
    case "studio":
      return studioFurniture(r);
    case "balcony":
      return [placeAt([circle(0, 0, 0.32, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.025 })], r.x + 1.3, r.y + r.h / 2), placeAt([fRect(-0.3, -0.3, 0.6, 0.6, { rx: 0.1 })], r.x + 0.55, r.y + r.h / 2), placeAt([fRect(-0.3, -0.3, 0.6, 0.6, { rx: 0.1 })], r.x + 2.05, r.y + r.h / 2), placeAt(planPlant(0.45), r.x + r.w - 0.6, r.y + r.h / 2)];
    case "store":
      return [placeAt([fRect(0, 0, 0.6, 0.6), circle(0.3, 0.3, 0.2, "none", { stroke: FURN.stroke, "stroke-width": 0.02 })], r.x + 0.1, wallY - (inward === 1 ? 0 : 0.6)), placeAt([fRect(0, 0, 0.6, 0.6), circle(0.3, 0.3, 0.2, "none", { stroke: FURN.stroke, "stroke-width": 0.02 })], r.x + 0.75, wallY - (inward === 1 ? 0 : 0.6))];
    default:
      return [];
  }
}

function livingFurniture(r: PlanRoom, plan: Plan, rng: Rng): string[] {
  const parts: string[] = [];
  const kitchen = plan.rooms.find((k) => k.type === "kitchen");
  const kitchenLeft = kitchen ? kitchen.x < r.x : true;
  // x runs away from the kitchen: dining first, then the lounge facing a TV on the far wall
  const toward = kitchenLeft ? 1 : -1;
  const start = kitchenLeft ? r.x : r.x + r.w;
  const at = (offset: number) => start + toward * offset;
  const cy = r.y + r.h / 2;
  const farWall = kitchenLeft ? r.x + r.w : r.x;
  const tvX = farWall - toward * 0.5;
  const sofaX = farWall - toward * 3.4;
  const tableX = farWall - toward * 1.9;
  parts.push(placeAt(planDining(r.w > 7.5 ? 2.1 : 1.7, r.w > 7.5 ? 3 : 2), at(Math.min(1.8, (r.w - 3.6) / 2)), cy, 90));
  parts.push(fRect(Math.min(sofaX, farWall) + (kitchenLeft ? -0.1 : 0.1), cy - 1.5, 3.4, 3.0, { fill: "#f1ebe1", rx: 0.05, "stroke-dasharray": "0.12 0.08" }));
  parts.push(placeAt(planSofa(Math.min(2.6, r.h - 1.8)), sofaX, cy, kitchenLeft ? -90 : 90));
  parts.push(fRect(kitchenLeft ? tvX : tvX - 0.4, cy - 0.9, 0.4, 1.8));
  parts.push(fRect(tableX - 0.4, cy - 0.55, 0.8, 1.1, { rx: 0.08 }));
  parts.push(placeAt([fRect(-0.4, 0, 0.8, 0.8, { rx: 0.12 }), fLine("M-0.4 0.2h0.8")], tableX, cy - 1.45, 0));
  parts.push(placeAt(planPlant(0.4), farWall - toward * 0.5, r.y + r.h - 0.5));
  if (rng.chance(0.5)) parts.push(placeAt(planPlant(0.3), farWall - toward * 0.45, r.y + 0.5));
  return parts;
}

function studioFurniture(r: PlanRoom): string[] {
  const parts: string[] = [];
  parts.push(placeAt(planBed(1.6, 2.05), r.x + 0.08, r.y + 1.2, -90));
  parts.push(placeAt([fRect(-0.22, 0, 0.44, 0.42)], r.x + 0.08, r.y + 0.55, -90));
  parts.push(placeAt(planCounter(2.6, true, true), r.x + r.w - 0.08, r.y + 0.5, 90));
  parts.push(placeAt([fRect(0, 0, 0.7, 0.7), fLine("M0 0L0.7 0.7")], r.x + r.w - 0.08, r.y + 3.15, 90));
  parts.push(placeAt(planSofa(2.0), r.x + 2.2, r.y + r.h - 0.15, 180));
  parts.push(fRect(r.x + 1.7, r.y + r.h - 1.9, 1.0, 0.55, { rx: 0.06 }));
  parts.push(placeAt(planDining(0.9, 1), r.x + r.w - 1.7, r.y + r.h / 2 + 0.3, 0));
  parts.push(placeAt(planPlant(0.35), r.x + r.w - 0.45, r.y + r.h - 0.45));
  return parts;
}

function northArrow(x: number, y: number): string {
  return group([
    circle(x, y, 26, "none", { stroke: PLAN_LINE, "stroke-width": 1.5 }),
    poly([[x, y - 22], [x + 9, y + 12], [x, y + 5], [x - 9, y + 12]], PLAN_INK),
  ]);
}

function scaleBar(x: number, y: number, k: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) parts.push(rect(x + i * k, y, k, 8, i % 2 === 0 ? PLAN_INK : "#ffffff", { stroke: PLAN_INK, "stroke-width": 1 }));
  return group(parts);
}

/* ------------------------------------------------------------------ */
/* Area landscapes                                                      */
/* ------------------------------------------------------------------ */

export function beachScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.5, 0.56);
  const sunX = rng.range(0.2, 0.8) * W;
  drawSky(svg, pal, horizon, rng, sunX);
  const landmarkId = svg.id("lm");
  const sailX = rng.range(0.15, 0.8) * W;
  const far = group([farSkyline(pal, rng, horizon, horizon * 0.2, W, mix(pal.far, pal.haze, 0.5)), drawTower(svg, { x: sailX, base: horizon, width: 70, height: horizon * 0.5, shape: "sail" }, towerStyle(pal, rng, 0.3, sunX < sailX), rng)], { id: landmarkId });
  svg.add(far);
  drawWater(svg, pal, horizon, rng, [landmarkId], sunX);
  const sand = isDark(pal) ? darken("#d9c09a", 0.5) : mix("#efdcbc", pal.haze, 0.2);
  const shoreY = H * rng.range(0.72, 0.78);
  const shore = d`M0 ${shoreY}Q${W * 0.3} ${shoreY - 30} ${W * 0.6} ${shoreY - 8}T${W} ${shoreY - 20}V${H}H0Z`;
  const surf = d`M0 ${shoreY - 6}Q${W * 0.3} ${shoreY - 36} ${W * 0.6} ${shoreY - 14}T${W} ${shoreY - 26}`;
  svg.add(stroke(surf, "#ffffff", 5, { opacity: 0.55 }), path(shore, svg.linear([[0, lighten(sand, 0.1)], [1, darken(sand, 0.08)]])));
  for (let i = 0; i < rng.int(3, 5); i++) {
    const x = rng.range(80, W - 160);
    const y = rng.range(shoreY + 40, H - 40);
    svg.add(lounger(x, y, 110, isDark(pal) ? darken("#f1ece2", 0.4) : "#f7f4ee"), parasol(x + 60, y - 4, 150, rng.pick(["#f4efe6", "#c8a45c", "#1f3550", "#e07a5f"])));
  }
  svg.add(palmTree(rng.range(40, 160), H + 10, rng.range(420, 500), pal.leaf, pal.trunk, rng, 0.12));
  svg.add(palmTree(W - rng.range(60, 200), H + 10, rng.range(360, 460), pal.leaf, pal.trunk, rng, -0.1));
  vignette(svg, 0.2);
  return svg.toString();
}

export function desertScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.55, 0.62);
  drawSky(svg, pal, horizon, rng);
  svg.add(farSkyline(pal, rng, horizon + 6, horizon * 0.22, W, mix(pal.far, pal.haze, 0.55)));
  const base = isDark(pal) ? darken("#c9955f", 0.55) : mix("#e3b27a", pal.glow, 0.15);
  svg.add(rect(0, horizon, W, H - horizon, mix(base, pal.haze, 0.5)));
  for (let i = 0; i < 4; i++) {
    const y = horizon + (H - horizon) * (i * 0.22);
    const tone = mix(mix(base, pal.haze, 0.45 - i * 0.14), "#000000", i * 0.05);
    const a = rng.range(0.2, 0.45) * W;
    const b = rng.range(0.55, 0.85) * W;
    const dune = d`M0 ${y + 30}Q${a} ${y - 40 - i * 10} ${(a + b) / 2} ${y + 10}T${W} ${y - 10}V${H}H0Z`;
    svg.add(path(dune, tone));
    svg.add(stroke(d`M${a * 0.6} ${y + 12}Q${a} ${y - 36 - i * 10} ${(a + b) / 2} ${y + 10}`, lighten(tone, 0.15), 3, { opacity: 0.6 }));
    if (i === 1) for (let v = 0; v < rng.int(3, 6); v++) svg.add(desertVilla(rng.range(0, W - 160), y + rng.range(20, 50), rng.range(90, 140), pal));
  }
  for (let i = 0; i < 3; i++) svg.add(palmTree(rng.range(0, W), H - rng.range(0, 40), rng.range(200, 320), pal.leaf, pal.trunk, rng));
  vignette(svg, 0.22);
  return svg.toString();
}

function desertVilla(x: number, groundY: number, w: number, pal: SkyPalette): string {
  const wall = mix("#f1e6d4", pal.haze, 0.3);
  const h = w * 0.4;
  return group([
    rect(x, groundY - h, w, h, wall),
    rect(x + w * 0.2, groundY - h * 1.7, w * 0.55, h * 0.7, lighten(wall, 0.05)),
    rect(x + w * 0.1, groundY - h * 0.6, w * 0.3, h * 0.45, isDark(pal) ? pal.window : darken(pal.shade, 0.1)),
    rect(x + w * 0.3, groundY - h * 1.45, w * 0.3, h * 0.35, isDark(pal) ? pal.window : darken(pal.shade, 0.1)),
  ]);
}

export function creekScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.56, 0.62);
  const sunX = rng.range(0.15, 0.85) * W;
  drawSky(svg, pal, horizon, rng, sunX);
  const bankId = svg.id("bank");
  const bank: string[] = [farSkyline(pal, rng, horizon - 40, horizon * 0.35, W, mix(pal.far, pal.haze, 0.45))];
  const stone = isDark(pal) ? darken("#d8c4a0", 0.45) : mix("#e2cfae", pal.haze, 0.15);
  for (let x = -20; x < W; ) {
    const w = rng.range(90, 170);
    const h = rng.range(50, 95);
    bank.push(heritageHouse(x, horizon, w, h, stone, pal, rng));
    x += w + rng.range(-6, 10);
  }
  const mosqueX = rng.range(0.2, 0.8) * W;
  bank.push(minaret(mosqueX, horizon, 190, stone), path(d`M${mosqueX + 30} ${horizon - 80}a60 60 0 0 1 120 0Z`, lighten(stone, 0.08)), rect(mosqueX + 20, horizon - 80, 140, 80, stone));
  svg.add(group(bank, { id: bankId }));
  svg.add(rect(0, horizon - 4, W, 8, darken(stone, 0.25)));
  drawWater(svg, pal, horizon + 4, rng, [bankId], sunX);
  for (let i = 0; i < rng.int(2, 4); i++) svg.add(dhow(rng.range(0, W - 260), rng.range(horizon + 60, H - 60), rng.range(160, 260), pal));
  vignette(svg, 0.2);
  return svg.toString();
}

/** old Dubai house with a wind tower (barjeel) */
function heritageHouse(x: number, groundY: number, w: number, h: number, stone: string, pal: SkyPalette, rng: Rng): string {
  const parts = [rect(x, groundY - h, w, h, rng.chance(0.5) ? stone : darken(stone, 0.06))];
  let crenel = "";
  for (let cx = x + 4; cx < x + w - 8; cx += 14) crenel += rectD(cx, groundY - h - 6, 7, 6);
  parts.push(path(crenel, stone));
  const win = isDark(pal) ? pal.window : darken(stone, 0.45);
  for (let wx = x + 14; wx < x + w - 20; wx += 30) parts.push(path(d`M${wx} ${groundY - h * 0.25}v${-h * 0.35}a6 6 0 0 1 12 0v${h * 0.35}Z`, win));
  if (rng.chance(0.55)) {
    const tx = x + w * rng.range(0.2, 0.6);
    parts.push(rect(tx, groundY - h - 55, 34, 56, lighten(stone, 0.05)));
    let slots = "";
    for (let sx = tx + 5; sx < tx + 30; sx += 8) slots += rectD(sx, groundY - h - 48, 4, 30);
    parts.push(path(slots, darken(stone, 0.4)), rect(tx - 3, groundY - h - 58, 40, 5, darken(stone, 0.1)));
  }
  return group(parts);
}

function minaret(x: number, groundY: number, h: number, stone: string): string {
  return group([
    rect(x - 9, groundY - h, 18, h, lighten(stone, 0.05)),
    rect(x - 13, groundY - h * 0.72, 26, 8, stone),
    path(d`M${x - 9} ${groundY - h}L${x} ${groundY - h - 30}L${x + 9} ${groundY - h}Z`, darken(stone, 0.1)),
  ]);
}

export function golfScene(seed: number, time: TimeOfDay): string {
  const rng = createRng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.5, 0.56);
  drawSky(svg, pal, horizon, rng);
  svg.add(farSkyline(pal, rng, horizon, horizon * 0.4, W, mix(pal.far, pal.haze, 0.35)));
  const green = lawnColor(pal);
  svg.add(rect(0, horizon, W, H - horizon, mix(green, pal.haze, 0.35)));
  for (let x = -20; x < W; x += rng.range(110, 170)) svg.add(desertVilla(x, horizon + 22, rng.range(80, 110), pal));
  svg.add(shrub(-10, horizon + 30, W + 20, 26, darken(green, 0.15), rng));
  const fairway = d`M0 ${H * 0.72}Q${W * 0.35} ${horizon + 40} ${W * 0.7} ${horizon + 70}T${W} ${horizon + 60}V${H}H0Z`;
  svg.add(path(fairway, svg.linear([[0, lighten(green, 0.1)], [1, green]])));
  let mow = "";
  for (let i = 1; i < 8; i++) mow += d`M0 ${H * 0.72 + i * 22}Q${W * 0.35} ${horizon + 40 + i * 40} ${W} ${horizon + 60 + i * 48}`;
  svg.add(stroke(mow, darken(green, 0.08), 14, { opacity: 0.25 }));
  const lakeX = rng.range(0.1, 0.5) * W;
  svg.add(ellipse(lakeX + 150, H * 0.86, 190, 36, svg.linear([[0, mix(pal.water[0], "#7cc3d6", 0.5)], [1, mix(pal.water[1], "#2a7fa3", 0.4)]])));
  svg.add(ellipse(W * rng.range(0.55, 0.8), H * 0.8, 80, 16, "#efe2c4"));
  const flagX = W * rng.range(0.6, 0.85);
  const flagY = horizon + 95;
  svg.add(ellipse(flagX, flagY, 60, 12, lighten(green, 0.2)), rect(flagX - 1.5, flagY - 70, 3, 70, "#f4f4f2"), poly([[flagX + 1.5, flagY - 70], [flagX + 32, flagY - 62], [flagX + 1.5, flagY - 54]], "#c8a45c"));
  for (let i = 0; i < 4; i++) svg.add(palmTree(rng.range(0, W), H - rng.range(0, 30), rng.range(220, 320), pal.leaf, pal.trunk, rng));
  vignette(svg, 0.18);
  return svg.toString();
}

type AreaKind = "downtown" | "marina" | "villas" | "beach" | "desert" | "creek" | "golf" | "business" | "townhouses" | "projects";
const AREA_KINDS: readonly AreaKind[] = ["downtown", "marina", "villas", "beach", "desert", "creek", "golf", "business", "townhouses", "projects"];
const AREA_SCENES: Readonly<Record<AreaKind, (seed: number, time: TimeOfDay) => string>> = {
  downtown: skylineScene,
  marina: waterfrontScene,
  villas: villaScene,
  beach: beachScene,
  desert: desertScene,
  creek: creekScene,
  golf: golfScene,
  business: glassTowerScene,
  townhouses: townhouseScene,
  projects: projectScene,
};

/** a landscape recognisable per area: the kind and time come from the slug */
export function areaScene(slug: string): string {
  const h = hashString(slug);
  const hints: readonly (readonly [RegExp, AreaKind])[] = [
    [/marina|harbour|harbor|creek-harbour|port|bluewaters|island/, "marina"],
    [/palm|beach|jumeirah-beach|jbr|la-mer|pearl/, "beach"],
    [/downtown|burj|centre|center|city|difc|trade/, "downtown"],
    [/business|tecom|jlt|lakes-towers|internet|media/, "business"],
    [/hills|golf|emirates-hills|meadows|springs|sports/, "golf"],
    [/creek|deira|bur-dubai|old|heritage|karama/, "creek"],
    [/desert|arabian-ranches|ranches|al-barari|mudon|tilal|south|dunes/, "desert"],
    [/villa|jumeirah|umm-suqeim|al-barsha|district-one|mbr/, "villas"],
    [/town|village|jvc|jvt|circle|triangle|damac|remraam/, "townhouses"],
  ];
  const kind = hints.find(([re]) => re.test(slug))?.[1] ?? pickAt(AREA_KINDS, h);
  return AREA_SCENES[kind](h, pickAt(TIMES, h >>> 8));
}

/* ------------------------------------------------------------------ */
/* Developer wordmarks (SVG shown by browsers, so text is fine)         */
/* ------------------------------------------------------------------ */

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const SERIF = "Playfair Display, Georgia, serif";
const SANS = "Inter, Arial, sans-serif";

function monogram(name: string): string {
  const words = name.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  const letters = words.length >= 2 ? `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}` : name.replace(/[^A-Za-z0-9]/g, "").slice(0, 1);
  return letters.toUpperCase() || "D";
}

function logoMark(kind: number, ink: string): string {
  const attrs = { fill: "none", stroke: ink, "stroke-width": 2 };
  switch (kind % 5) {
    case 0:
      return circle(60, 60, 38, "none", attrs) + circle(60, 60, 33, "none", { ...attrs, "stroke-width": 0.8 });
    case 1:
      return poly([[60, 20], [100, 60], [60, 100], [20, 60]], "none", attrs);
    case 2:
      return path("M26 98V52A34 34 0 0 1 94 52V98Z", "none", attrs) + stroke("M20 98H100", ink, 2);
    case 3:
      return poly([[60, 20], [95, 40], [95, 80], [60, 100], [25, 80], [25, 40]], "none", attrs);
    default:
      return rect(24, 24, 72, 72, "none", attrs) + rect(30, 30, 60, 60, "none", { ...attrs, "stroke-width": 0.8 });
  }
}

export function developerLogoSvg(name: string, slug: string): string {
  const h = hashString(slug);
  const ink = "#0b1b2b";
  const serif = h % 2 === 0;
  const family = serif ? SERIF : SANS;
  const words = name.trim().split(/\s+/);
  // short first words ("Al", "The") stay with the next word
  const primaryWords = (words[0]?.length ?? 0) <= 3 && words.length > 1 ? 2 : 1;
  const primary = words.slice(0, primaryWords).join(" ").toUpperCase();
  const secondary = words.slice(primaryWords).join(" ").toUpperCase();
  const room = 320 - 128 - 8;
  // rough advance of tracked capitals; textLength below is the safety net
  const em = serif ? 0.9 : 0.8;
  const primarySize = clamp(room / Math.max(1, primary.length * em), 12, 30);
  const secondarySize = clamp(room / Math.max(1, secondary.length * 0.95), 7, 13);
  const fit = (text: string, size: number, perEm: number) => (text.length * size * perEm > room * 0.9 ? { textLength: room, lengthAdjust: "spacingAndGlyphs" } : {});
  const mono = monogram(name);
  const monoSize = mono.length > 1 ? 30 : 40;
  const body = [
    logoMark(h >>> 3, ink),
    el("text", { x: 60, y: 60 + monoSize * 0.35, "text-anchor": "middle", "font-family": SERIF, "font-size": monoSize, fill: ink, "letter-spacing": 1 }, escapeXml(mono)),
    el("text", { x: 128, y: secondary ? 62 : 70, "font-family": family, "font-size": primarySize, "font-weight": serif ? 500 : 600, "letter-spacing": primarySize * 0.12, fill: ink, ...fit(primary, primarySize, em) }, escapeXml(primary)),
  ];
  if (secondary) {
    body.push(rect(128, 72, 28, 1.5, ink, { opacity: 0.6 }));
    body.push(el("text", { x: 128, y: 92, "font-family": SANS, "font-size": secondarySize, "letter-spacing": secondarySize * 0.3, fill: ink, opacity: 0.8, ...fit(secondary, secondarySize, 0.95) }, escapeXml(secondary)));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" width="320" height="120" role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title>${body.join("")}</svg>`;
}

/* ------------------------------------------------------------------ */
/* Hero loop: a dusk skyline where every moving part is periodic in t    */
/* ------------------------------------------------------------------ */

export const HERO_W = 1920;
export const HERO_H = 1080;
const HERO_HORIZON = 700;
const HERO_MARGIN = 80;

const HERO_SKY_A = ["#0b1b2b", "#1d2f52", "#4a3d6b", "#a2587a", "#e98a68", "#f6b77c"] as const;
const HERO_SKY_B = ["#081524", "#182a4a", "#3e3566", "#8f4f74", "#d8785f", "#f0a673"] as const;

interface Twinkle {
  layer: number;
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
  freq: number;
  phase: number;
}

interface HeroStatic {
  defs: Svg;
  layers: readonly string[];
  twinkles: readonly Twinkle[];
  stars: readonly Point[];
  boats: readonly Point[];
}

let heroCache: HeroStatic | undefined;

function heroStatic(): HeroStatic {
  if (heroCache) return heroCache;
  const rng = createRng(hashString("hero-skyline"));
  const defs = new Svg(HERO_W, HERO_H, "h");
  const pal: SkyPalette = { ...skyPalette("dusk"), haze: "#c9788a", far: "#4f4470", window: "#ffd58a" };
  const from = -HERO_MARGIN;
  const to = HERO_W + HERO_MARGIN;
  const far = farSkyline(pal, rng, HERO_HORIZON, 260, HERO_W + 2 * HERO_MARGIN, mix(pal.far, pal.haze, 0.3));
  const midSpecs = skylineSpecs(rng, { from, to, base: HERO_HORIZON, count: 16, minHeight: 120, maxHeight: 360, focus: HERO_W * 0.4, shapes: TOWER_SHAPES, haze: 0.4, lightFromLeft: true });
  const nearSpecs = ([
    { x: HERO_W * 0.62, base: HERO_HORIZON, width: 120, height: 640, shape: "needle" },
    { x: HERO_W * 0.14, base: HERO_HORIZON, width: 120, height: 420, shape: "twist" },
    { x: HERO_W * 0.27, base: HERO_HORIZON, width: 140, height: 470, shape: "box" },
    { x: HERO_W * 0.44, base: HERO_HORIZON, width: 110, height: 380, shape: "rounded" },
    { x: HERO_W * 0.78, base: HERO_HORIZON, width: 130, height: 450, shape: "diagrid" },
    { x: HERO_W * 0.9, base: HERO_HORIZON, width: 150, height: 330, shape: "slant" },
    { x: HERO_W * 0.04, base: HERO_HORIZON, width: 90, height: 300, shape: "sail" },
  ] satisfies TowerSpec[]).sort((a, b) => b.height - a.height);
  const mid = group(midSpecs.map((t) => drawTower(defs, t, { ...towerStyle(pal, rng, 0.45, true), lit: 0.28 }, rng)));
  const near = group(nearSpecs.map((t) => drawTower(defs, t, heroNearStyle(rng), rng)));
  const layers = [group([far], { transform: `translate(${-HERO_MARGIN} 0)` }), mid, near];
  const twinkles = [...pickTwinkles(midSpecs, 1, 70, pal, rng), ...pickTwinkles(nearSpecs, 2, 110, pal, rng)];
  const stars = Array.from({ length: 60 }, (): Point => [rng.range(0, HERO_W), rng.range(0, HERO_HORIZON * 0.45) * rng.next()]);
  const boats = [[HERO_W * 0.22, 860], [HERO_W * 0.55, 930], [HERO_W * 0.83, 820]] as const;
  heroCache = { defs, layers, twinkles, stars, boats };
  return heroCache;
}

/** brand navy glass catching the last light, so the gold windows carry the image */
function heroNearStyle(rng: Rng): TowerStyle {
  const face = mix("#2c3558", "#5a4f7a", rng.range(0, 0.5));
  return { face, shade: "#161a33", frame: "#0c0f22", glassTop: "#d98a86", window: "#ffd58a", lit: rng.range(0.26, 0.36), lightFromLeft: true, detail: 1 };
}

function pickTwinkles(specs: readonly TowerSpec[], layer: number, count: number, pal: SkyPalette, rng: Rng): Twinkle[] {
  const boxy = specs.filter((t) => t.shape === "box" || t.shape === "slant" || t.shape === "diagrid" || t.shape === "rounded" || t.shape === "stepped" || t.shape === "needle");
  const out: Twinkle[] = [];
  for (let i = 0; i < count && boxy.length > 0; i++) {
    const t = rng.pick(boxy);
    const { floorH, colW } = towerGrid(t);
    const cols = Math.floor((t.width * (t.shape === "needle" || t.shape === "stepped" ? 0.45 : 0.9)) / colW);
    const floors = Math.floor((t.height * 0.45) / floorH);
    const col = rng.int(0, Math.max(0, cols - 1));
    const row = rng.int(0, Math.max(0, floors - 1));
    const l = t.x - t.width / 2 + (t.shape === "needle" || t.shape === "stepped" ? t.width * 0.27 : 0);
    out.push({
      layer,
      x: l + col * colW + 1,
      y: t.base - (row + 1) * floorH + 1,
      w: colW - 2,
      h: floorH - 2,
      color: rng.chance(0.7) ? pal.window : "#fff1c9",
      freq: rng.int(1, 3),
      phase: rng.next(),
    });
  }
  return out;
}

const HERO_AMPLITUDES = [8, 20, 42] as const;
const HERO_REFLECTION = 0.8;

/** horizontal drift of a layer at loop time t (px on the 1920 canvas); periodic in t */
export const heroShift = (layer: number, t: number): number => pickAt(HERO_AMPLITUDES, layer) * Math.sin(Math.PI * 2 * t);
export const HERO_LAYER_COUNT = HERO_AMPLITUDES.length;
/** layers are drawn this much wider than the frame on each side, so they can drift */
export const HERO_LAYER_MARGIN = HERO_MARGIN;

/**
 * The still parts of the loop, one transparent document per parallax layer
 * (towers and their reflection), HERO_W + 2 * HERO_LAYER_MARGIN wide.
 * They are rendered once and shifted per frame, which keeps a 4K loop fast.
 */
export function heroLayerSvgs(): string[] {
  const hero = heroStatic();
  return hero.layers.map((markup, i) => {
    const svg = new Svg(HERO_W + 2 * HERO_MARGIN, HERO_H, `l${i}`);
    svg.adopt(hero.defs);
    const id = `hl${i}`;
    const clip = svg.clip(rect(0, HERO_HORIZON, HERO_W, HERO_H - HERO_HORIZON, "#000"));
    const mirror = group([use(id)], { transform: `matrix(1 0 0 ${-HERO_REFLECTION} 0 ${num(HERO_HORIZON * (1 + HERO_REFLECTION))})` });
    svg.add(group([group([markup], { id }), group([mirror], { "clip-path": clip, opacity: 0.42 })], { transform: `translate(${HERO_MARGIN} 0)` }));
    return svg.toString();
  });
}

/** sky, stars, sun glow and the water's base colour at loop time t */
export function heroBackdropSvg(t: number): string {
  const hero = heroStatic();
  const svg = new Svg(HERO_W, HERO_H, "b");
  const turn = Math.PI * 2 * t;
  const dusk = 0.5 - 0.5 * Math.cos(turn);
  const sky = HERO_SKY_A.map((c, i) => mix(c, pickAt(HERO_SKY_B, i), dusk));
  svg.add(rect(0, 0, HERO_W, HERO_HORIZON + 4, svg.linear(evenStops(sky), [0, 0], [0, HERO_HORIZON + 4], true)));
  svg.add(path(hero.stars.map(([x, y]) => rectD(x, y, 2.2, 2.2)).join(""), "#f3f0ff", { opacity: 0.25 + 0.35 * dusk }));
  svg.add(circle(HERO_SUN_X, HERO_HORIZON, HERO_W * (0.42 + 0.02 * Math.sin(turn)), svg.radial([[0, "#ffc98a", 0.85], [0.3, "#ff9f74", 0.3], [1, "#ff9f74", 0]])));
  svg.add(rect(0, HERO_HORIZON, HERO_W, HERO_H - HERO_HORIZON, svg.linear([[0, mix("#b86a78", "#a65e70", dusk)], [0.4, "#3a2f57"], [1, "#0b1b2b"]], [0, HERO_HORIZON], [0, HERO_H], true)));
  return svg.toString();
}

const HERO_SUN_X = HERO_W * 0.33;

/** everything drawn over the layers at loop time t: twinkling windows, water surface, boats, vignette */
export function heroOverlaySvg(t: number): string {
  const hero = heroStatic();
  const svg = new Svg(HERO_W, HERO_H, "o");
  svg.add(...hero.twinkles.map((w) => twinkleRect({ ...w, x: w.x + heroShift(w.layer, t) }, t)));
  svg.add(heroWater(svg, t));
  vignette(svg, 0.3);
  return svg.toString();
}

function twinkleRect(w: Twinkle, t: number): string {
  const wave = Math.sin(Math.PI * 2 * (w.freq * t + w.phase));
  return rect(w.x, w.y, w.w, w.h, w.color, { opacity: clamp(wave * 1.4, 0, 1) });
}

function heroWater(svg: Svg, t: number): string {
  const top = HERO_HORIZON;
  const turn = Math.PI * 2 * t;
  const parts = [
    rect(0, top, HERO_W, HERO_H - top, svg.linear([[0, "#0b1b2b", 0], [0.7, "#0b1b2b", 0.5], [1, "#0b1b2b", 0.8]], [0, top], [0, HERO_H], true)),
    rect(0, top - 4, HERO_W, 8, "#1b1a33"),
  ];
  const rng = createRng(hashString("hero-ripples"));
  let lamps = "";
  for (let x = rng.range(0, 20); x < HERO_W; x += rng.range(18, 34)) lamps += rectD(x, top - 2, 2.4, 2.4);
  parts.push(path(lamps, "#ffd58a", { opacity: 0.85 }));
  for (let band = 0; band < 3; band++) {
    let data = "";
    for (let i = 0; i < 60; i++) {
      const s = rng.next() ** 1.6;
      const y = top + 8 + (HERO_H - top) * s;
      const len = lerp(30, 220, s) * rng.range(0.5, 1.2);
      data += d`M${rng.range(-120, HERO_W)} ${y}h${len}`;
    }
    const dx = 30 * Math.sin(turn + band * 2.1);
    parts.push(stroke(data, band === 0 ? "#f3b08a" : "#6b5a8a", 2, { opacity: 0.18 + 0.14 * Math.sin(turn * 2 + band * 2.1), transform: `translate(${num(dx)} 0)` }));
  }
  let glitterData = "";
  for (let i = 0; i < 50; i++) {
    const s = rng.next() ** 1.3;
    const y = top + 6 + (HERO_H - top) * s * 0.85;
    const spread = lerp(20, 160, s);
    const phase = rng.next();
    const len = lerp(14, 90, s) * (0.5 + 0.5 * Math.abs(Math.sin(Math.PI * 2 * (t * 2 + phase))));
    glitterData += d`M${HERO_SUN_X + rng.range(-spread, spread) - len / 2} ${y}h${len}`;
  }
  parts.push(stroke(glitterData, "#ffd7a0", 2.6, { opacity: 0.55, "stroke-linecap": "round" }));
  const boats = createRng(hashString("hero-boats"));
  for (const [bx, by] of heroStatic().boats) {
    const bob = 2.5 * Math.sin(turn * 2 + boats.next() * 6);
    parts.push(group([rect(bx, by + bob, 46, 7, "#0d1424", { rx: 3 }), rect(bx + 10, by + bob - 7, 18, 7, "#0d1424"), circle(bx + 40, by + bob - 1, 2.5, "#ffd58a"), rect(bx + 36, by + bob + 10, 10, 40, "#ffd58a", { opacity: 0.18 })]));
  }
  return group(parts);
}
