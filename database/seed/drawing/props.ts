/**
 * Landscape props: palm trees, shrubs, water, boats, cars, people and cranes.
 */
import { type Rng } from "../random.ts";
import {
  type Point,
  type Svg,
  circle,
  d,
  darken,
  ellipse,
  group,
  lerp,
  lighten,
  mix,
  num,
  path,
  poly,
  polyD,
  rect,
  stroke,
  use,
} from "./svg.ts";
import { type SkyPalette, isDark } from "./sky.ts";

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

export function palmTree(
  x: number,
  baseY: number,
  height: number,
  leaf: string,
  trunk: string,
  rng: Rng,
  lean = rng.range(-0.12, 0.12),
): string {
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
  return group([
    poly([...left, ...right.reverse()], color),
    stroke(rings, darken(color, 0.25), Math.max(0.8, height * 0.006), { opacity: 0.6 }),
  ]);
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
  return group([
    stroke(rachis, color, w * 1.3, { "stroke-linecap": "round" }),
    stroke(leaflets, color, w * 1.25, { "stroke-linecap": "round" }),
    circle(crown[0], crown[1], height * 0.03, darken(color, 0.2)),
  ]);
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
  svg.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.linear(
        [
          [0, pal.water[0]],
          [1, pal.water[1]],
        ],
        [0, horizon],
        [0, H],
        true,
      ),
    ),
  );
  const k = 0.85;
  const clip = svg.clip(rect(0, horizon, W, H - horizon, "#000"));
  const mirrored = group(
    reflectIds.map((id) => use(id)),
    { transform: `matrix(1 0 0 ${-k} 0 ${num(horizon * (1 + k))})` },
  );
  svg.add(group([mirrored], { "clip-path": clip, opacity: isDark(pal) ? 0.5 : 0.32 }));
  svg.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.linear(
        [
          [0, pal.water[1], 0],
          [0.6, pal.water[1], 0.55],
          [1, pal.water[1], 0.85],
        ],
        [0, horizon],
        [0, H],
        true,
      ),
    ),
  );
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
  return group([
    stroke(light, lighten(pal.water[0], 0.25), 1.6, { opacity: 0.35 }),
    stroke(dark, darken(pal.water[1], 0.2), 2, { opacity: 0.3 }),
  ]);
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
  const deck1 = polyD([
    [len * 0.1, -hh],
    [len * 0.13, -hh - deckH],
    [len * 0.56, -hh - deckH],
    [len * 0.74, -hh * 1.25],
  ]);
  const deck2 = polyD([
    [len * 0.2, -hh - deckH],
    [len * 0.24, -hh - deckH * 1.8],
    [len * 0.46, -hh - deckH * 1.8],
    [len * 0.56, -hh - deckH],
  ]);
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
  if (pal.lit > 0.3)
    parts.push(
      stroke(d`M${len * 0.15} ${-hh - deckH * 0.45}L${len * 0.6} ${-hh - deckH * 0.45}`, pal.window, deckH * 0.2, { opacity: 0.8 }),
    );
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
  const wheel = (cx: number) =>
    group([
      circle(cx, groundY - r, r, "#15181d"),
      circle(cx, groundY - r, r * 0.55, "#9aa3ad"),
      circle(cx, groundY - r, r * 0.2, "#3b4149"),
    ]);
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
    path(
      d`M${x - h * 0.13} ${groundY - h * 0.45}Q${x - h * 0.14} ${groundY - h * 0.76} ${x} ${groundY - h * 0.76}Q${x + h * 0.14} ${groundY - h * 0.76} ${x + h * 0.13} ${groundY - h * 0.45}Z`,
      color,
    ),
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
