/**
 * Towers: outlines, facades and tops of glass and stone high-rises, and skylines of them.
 */
import { type Rng } from "../random.ts";
import { type Point, type Svg, circle, clamp, d, group, lerp, lighten, mix, num, path, poly, polyD, rect, rectD, stroke } from "./svg.ts";
import { type SkyPalette, evenStops, isDark } from "./sky.ts";

/* ------------------------------------------------------------------ */
/* Towers                                                               */
/* ------------------------------------------------------------------ */

export type TowerShape = "box" | "stepped" | "tapered" | "needle" | "rounded" | "slant" | "twist" | "sail" | "diagrid" | "crown";
export const TOWER_SHAPES: readonly TowerShape[] = [
  "box",
  "stepped",
  "tapered",
  "needle",
  "rounded",
  "slant",
  "twist",
  "sail",
  "diagrid",
  "crown",
];

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
      return polyD([
        [l, base],
        [l, top],
        [r, top],
        [r, base],
      ]);
    case "slant":
      return polyD([
        [l, base],
        [l, top + h * 0.09],
        [r, top],
        [r, base],
      ]);
    case "tapered":
      return polyD([
        [l, base],
        [x - w * 0.3, top],
        [x + w * 0.3, top],
        [r, base],
      ]);
    case "crown":
      return polyD([
        [l, base],
        [l, top + w * 0.45],
        [x, top],
        [r, top + w * 0.45],
        [r, base],
      ]);
    case "stepped":
      return tierOutline(x, base, w, h, [
        [1, 0.52],
        [0.76, 0.28],
        [0.52, 0.2],
      ]);
    case "needle":
      return tierOutline(x, base, w, h, [
        [1, 0.3],
        [0.8, 0.2],
        [0.62, 0.16],
        [0.46, 0.13],
        [0.32, 0.11],
        [0.2, 0.1],
      ]);
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
    rect(
      l,
      top,
      w,
      t.height,
      svg.linear([
        [0, style.glassTop, 0.55],
        [0.5, style.glassTop, 0.08],
        [1, style.glassTop, 0],
      ]),
    ),
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
  return poly(
    [
      [x, t.base],
      [x + w, t.base],
      [x + w + t.width * 0.5, top],
      [x + t.width * 0.5, top],
    ],
    "#ffffff",
    { opacity: rng.range(0.06, 0.14) },
  );
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
    out.push(
      poly(
        [
          [t.x - sw, top + 2],
          [t.x, top - spire],
          [t.x + sw, top + 2],
        ],
        mix(style.face, style.shade, 0.3),
      ),
    );
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
export function farSkyline(
  pal: SkyPalette,
  rng: Rng,
  base: number,
  maxHeight: number,
  width: number,
  color = mix(pal.far, pal.haze, 0.25),
): string {
  let data = "";
  let lights = "";
  for (let x = -10; x < width + 10;) {
    const w = rng.range(12, 46);
    const h = maxHeight * (rng.chance(0.12) ? rng.range(0.75, 1) : rng.range(0.15, 0.6));
    data += rectD(x, base - h, w, h + 2);
    if (rng.chance(0.1))
      data += polyD([
        [x + w / 2 - 2, base - h],
        [x + w / 2, base - h - h * 0.3],
        [x + w / 2 + 2, base - h],
      ]);
    if (pal.lit > 0.3) {
      for (let i = 0; i < h / 9; i++) if (rng.chance(0.35)) lights += rectD(x + rng.range(2, w - 4), base - rng.range(4, h - 3), 2, 2);
    }
    x += w + rng.range(-4, 6);
  }
  return group([path(data, color), path(lights, pal.window, { opacity: 0.55 })]);
}
