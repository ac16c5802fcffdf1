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

export const el = (tag: string, attrs: Attrs, children?: string): string =>
  children === undefined ? `<${tag}${attrText(attrs)}/>` : `<${tag}${attrText(attrs)}>${children}</${tag}>`;

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
  private readonly body: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number = SCENE_W,
    readonly height: number = SCENE_H,
  ) {}

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  id(prefix = "s"): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
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

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
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

export function towerStyle(pal: SkyPalette, rng: Rng, haze: number, lightFromLeft: boolean): TowerStyle {
  const tint = rng.range(-0.08, 0.12);
  const face = mix(tint > 0 ? lighten(pal.face, tint) : darken(pal.face, -tint), pal.haze, haze);
  return {
    face,
    shade: mix(pal.shade, pal.haze, haze),
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
  floorH: clamp(t.width / 9, 5, 13),
  colW: clamp(t.width / 7, 6, 16),
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
    for (let x = l; x < l + t.width - 1; x += colW) {
      const cell = rectD(x + 1.2, y + 1.2, colW - 2.4, floorH - 2.4);
      const roll = rng.next();
      if (roll < style.lit * 0.75) lights += cell;
      else if (roll < style.lit) dim += cell;
      else if (roll > 0.86) panes += cell;
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
  if (style.lit > 0.3 && style.detail > 0.5 && !style.unfinished) {
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
