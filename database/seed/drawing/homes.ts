/**
 * Residential exteriors: villas, townhouses, waterfront towers and off-plan project renderings.
 */
import { Rng, pickAt } from "../random.ts";
import { type Point, Svg, circle, d, darken, ellipse, group, lerp, lighten, mix, path, poly, rect, stroke } from "./svg.ts";
import { type SkyPalette, type TimeOfDay, drawSky, isDark, skyPalette } from "./sky.ts";
import { TOWER_SHAPES, type TowerShape, type TowerSpec, drawSkyline, drawTower, farSkyline, towerOutline, towerStyle } from "./towers.ts";
import { car, crane, drawWater, palmTree, shrub, yacht } from "./props.ts";
import { CAR_COLORS, CAR_KINDS, lawnColor, shoreline, sideFace, vignette } from "./skyline.ts";

/* ---- villas ---- */

export interface Volume {
  x: number;
  y: number;
  w: number;
  h: number;
}

function glazing(svg: Svg, pal: SkyPalette, v: Volume, panes: number, rng: Rng): string {
  const dark = isDark(pal);
  const fill = dark
    ? svg.linear([
        [0, "#ffe4ad"],
        [1, "#e3a25c"],
      ])
    : svg.linear([
        [0, lighten(pal.glassTop, 0.2)],
        [0.55, mix(pal.glassTop, pal.shade, 0.5)],
        [1, darken(pal.shade, 0.25)],
      ]);
  const parts = [rect(v.x, v.y, v.w, v.h, fill)];
  if (dark) parts.push(interiorSilhouettes(v, rng));
  else
    parts.push(
      poly(
        [
          [v.x + v.w * 0.1, v.y + v.h],
          [v.x + v.w * 0.35, v.y + v.h],
          [v.x + v.w * 0.6, v.y],
          [v.x + v.w * 0.35, v.y],
        ],
        "#ffffff",
        { opacity: 0.16 },
      ),
    );
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
      poly(
        [
          [v.x + v.w * 0.82, floor - v.h * 0.55],
          [v.x + v.w * 0.88, floor - v.h * 0.55],
          [v.x + v.w * 0.9, floor - v.h * 0.7],
          [v.x + v.w * 0.8, floor - v.h * 0.7],
        ],
        "#fff3d1",
      ),
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
  parts.push(
    rect(
      v.x,
      v.y,
      v.w,
      v.h,
      svg.linear(
        [
          [0, lighten(wall, 0.1)],
          [1, mix(wall, shade, 0.25)],
        ],
        lightFromLeft ? [0, 0] : [1, 0],
        lightFromLeft ? [1, 0] : [0, 0],
      ),
    ),
  );
  parts.push(
    rect(v.x - 16, v.y - 12, v.w + 32, 14, lighten(wall, 0.15)),
    rect(v.x - 16, v.y + 2, v.w + 32, 5, "#000000", { opacity: 0.14 }),
  );
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
  svg.add(
    stoneCladding(
      { x: stoneLeft ? lower.x : lower.x + lower.w - stoneW, y: lower.y + 2, w: stoneW, h: lower.h - 2 },
      mix("#cbb597", pal.haze, 0.2),
      rng,
    ),
  );
  const glassX = stoneLeft ? lower.x + stoneW + 24 : lower.x + 24;
  svg.add(glazing(svg, pal, { x: glassX, y: lower.y + 20 * s, w: lower.w - stoneW - 48, h: lower.h - 20 * s }, rng.int(4, 7), rng));
  svg.add(glassRailing(lower.x + 10, lower.y - 12, lower.w - 20, 34 * s, pal));
  svg.add(...volumeBlock(svg, pal, upper, vp, lightFromLeft, rng.chance(0.3) ? "#4a4d52" : tone));
  const slatW = upper.w * 0.3;
  const slatLeft = rng.chance(0.5);
  svg.add(
    woodSlats(
      { x: slatLeft ? upper.x + 14 : upper.x + upper.w - slatW - 14, y: upper.y + 16 * s, w: slatW, h: upper.h - 16 * s },
      mix("#a8744a", pal.haze, 0.15),
    ),
  );
  svg.add(
    glazing(
      svg,
      pal,
      { x: slatLeft ? upper.x + slatW + 34 : upper.x + 20, y: upper.y + 26 * s, w: upper.w - slatW - 54, h: upper.h - 46 * s },
      rng.int(3, 5),
      rng,
    ),
  );
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
  svg.add(
    poly(
      [
        [cx - farHalf - 14, top - 10],
        [cx + farHalf + 14, top - 10],
        [cx + nearHalf + 30, bottom + 12],
        [cx - nearHalf - 30, bottom + 12],
      ],
      lighten(pal.wall, 0.2),
    ),
  );
  svg.add(
    poly(
      [
        [cx - farHalf, top],
        [cx + farHalf, top],
        [cx + nearHalf, bottom],
        [cx - nearHalf, bottom],
      ],
      svg.linear([
        [0, water[0] ?? "#9ae6ee"],
        [1, water[1] ?? "#2a9fc4"],
      ]),
    ),
  );
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
  svg.add(
    lounger(side ? W * 0.05 : W * 0.83, groundY + 110, 120, deck),
    lounger(side ? W * 0.05 + 20 : W * 0.83 - 20, groundY + 170, 130, deck),
  );
  svg.add(parasol(side ? W * 0.86 : W * 0.12, groundY + 150, 150, rng.pick(["#f2ede4", "#c8a45c", "#1f3550"])));
}

function drawDriveway(svg: Svg, pal: SkyPalette, groundY: number, cx: number, rng: Rng): void {
  const { height: H } = svg;
  const paving = isDark(pal) ? darken("#d8cdbd", 0.5) : mix("#e3d8c6", pal.haze, 0.15);
  const x = cx + rng.range(-120, 120);
  svg.add(
    poly(
      [
        [x - 140, groundY + 30],
        [x + 140, groundY + 30],
        [x + 330, H],
        [x - 330, H],
      ],
      paving,
    ),
  );
  let joints = "";
  for (let y = groundY + 60; y < H; y += 34) {
    const spread = 140 + ((y - groundY - 30) / (H - groundY - 30)) * 190;
    joints += d`M${x - spread} ${y}h${spread * 2}`;
  }
  svg.add(stroke(joints, darken(paving, 0.12), 1.5, { opacity: 0.6 }));
  svg.add(shrub(x - 560, H - 20, 200, 60, darken(pal.leaf, 0.05), rng), shrub(x + 360, H - 20, 200, 60, darken(pal.leaf, 0.05), rng));
  svg.add(car(x - 150, groundY + 150, 300, rng.pick(CAR_COLORS), rng.pick(CAR_KINDS)));
  for (const lx of [x - 170, x + 170])
    svg.add(rect(lx - 3, groundY + 60, 6, 50, "#3a3d42"), circle(lx, groundY + 56, 9, isDark(pal) ? pal.window : "#f1ece2"));
}

export function lounger(x: number, y: number, w: number, color: string): string {
  const legs = "#5d6167";
  return group([
    ellipse(x + w * 0.5, y + w * 0.1, w * 0.55, w * 0.04, "#000000", { opacity: 0.15 }),
    rect(x + w * 0.06, y, 4, w * 0.09, legs),
    rect(x + w * 0.62, y, 4, w * 0.09, legs),
    rect(x, y - w * 0.07, w * 0.72, w * 0.09, color, { rx: 3 }),
    poly(
      [
        [x + w * 0.66, y - w * 0.07],
        [x + w * 0.95, y - w * 0.34],
        [x + w * 1.03, y - w * 0.28],
        [x + w * 0.76, y + w * 0.02],
      ],
      color,
    ),
    rect(x + w * 0.04, y - w * 0.02, w * 0.62, w * 0.03, darken(color, 0.12)),
  ]);
}

export function parasol(x: number, groundY: number, h: number, color: string): string {
  return group([
    rect(x - 2, groundY - h, 4, h, "#6b5a48"),
    path(d`M${x - h * 0.55} ${groundY - h * 0.8}Q${x} ${groundY - h * 1.15} ${x + h * 0.55} ${groundY - h * 0.8}Z`, color),
  ]);
}

export function villaScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.56, 0.62);
  const sunX = rng.range(0.1, 0.9) * W;
  drawSky(svg, pal, horizon, rng, sunX);
  if (rng.chance(0.6)) svg.add(farSkyline(pal, rng, horizon, horizon * 0.3, W, mix(pal.far, pal.haze, 0.55)));
  const lawn = lawnColor(pal);
  svg.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.linear([
        [0, mix(lawn, pal.haze, 0.4)],
        [1, darken(lawn, 0.15)],
      ]),
    ),
  );
  for (let x = rng.range(-20, 40); x < W; x += rng.range(60, 130)) {
    svg.add(palmTree(x, horizon + 6, rng.range(50, 90), mix(pal.leaf, pal.haze, 0.45), mix(pal.trunk, pal.haze, 0.45), rng));
  }
  const groundY = H * 0.7;
  const cx = W * rng.range(0.42, 0.58);
  const lightFromLeft = sunX < W / 2;
  const vp: Point = [rng.chance(0.5) ? -500 : W + 500, horizon];
  svg.add(shrub(0, groundY + 4, W, 38, darken(lawn, 0.2), rng));
  drawVilla(svg, pal, rng, cx, groundY, vp, lightFromLeft);
  svg.add(
    shrub(cx - 330, groundY + 6, 160, 30, darken(pal.leaf, 0.05), rng),
    shrub(cx + 180, groundY + 6, 150, 28, darken(pal.leaf, 0.05), rng),
  );
  svg.add(rect(0, groundY + 4, W, 26, mix(pal.wall, "#c9b79a", 0.4)));
  if (rng.chance(0.65)) drawPoolside(svg, pal, groundY, cx, rng);
  else drawDriveway(svg, pal, groundY, cx, rng);
  const palms = rng.int(1, 3);
  for (let i = 0; i < palms; i++) {
    const left = i % 2 === 0 ? rng.chance(0.5) : !rng.chance(0.5);
    svg.add(
      palmTree(
        left ? rng.range(30, 220) : W - rng.range(30, 220),
        H - rng.range(0, 40),
        rng.range(300, 430),
        pal.leaf,
        pal.trunk,
        rng,
        left ? 0.08 : -0.08,
      ),
    );
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
  parts.push(
    rect(doorX, ground - floorH * 0.78, v.w * 0.16, floorH * 0.78, "#8a5c3a"),
    rect(doorX - 10, ground - floorH * 0.86, v.w * 0.16 + 20, 8, darken(wall, 0.3)),
  );
  for (let y = v.y + 18; y < ground - floorH - 10; y += floorH) {
    const win: Volume = { x: v.x + v.w * 0.12, y, w: v.w * 0.76, h: floorH * 0.62 };
    parts.push(glazing(svg, pal, win, rng.int(2, 4), rng));
    if (rng.chance(0.5)) parts.push(glassRailing(win.x - 6, y + floorH * 0.72, win.w + 12, 26, pal));
  }
  if (rng.chance(0.5)) parts.push(woodSlats({ x: v.x + v.w - 22, y: v.y + 10, w: 14, h: v.h - floorH }, mix("#a8744a", pal.haze, 0.2)));
  if (isDark(pal))
    parts.push(
      circle(doorX - 8, ground - floorH * 0.6, 4, pal.window),
      circle(doorX - 8, ground - floorH * 0.6, 16, pal.window, { opacity: 0.18 }),
    );
  if (rng.chance(0.5)) parts.push(pergola(v.x + v.w * 0.15, v.y - 10, v.w * 0.55, 40, darken(wall, 0.35)));
  return parts;
}

export function townhouseScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
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
  const units = Array.from({ length: count }, (_, i) => ({
    i,
    v: { x: -40 + i * unitW, y: groundY - floors * FLOOR_PX - (i % 2) * 34, w: unitW, h: floors * FLOOR_PX + (i % 2) * 34 },
  }));
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
  return group([
    rect(x, baseY - h, 6, h, color),
    rect(x + w - 6, baseY - h, 6, h, color),
    rect(x - 8, baseY - h - 2, w + 16, 6, color),
    stroke(beams, color, 3),
  ]);
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
  const rng = new Rng(seed);
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
        drawSkyline(svg, pal, rng, {
          from: -40,
          to: W + 40,
          base: horizon,
          count: rng.int(10, 15),
          minHeight: horizon * 0.2,
          maxHeight: horizon * 0.75,
          focus,
          shapes: TOWER_SHAPES,
          haze: 0.3,
          lightFromLeft,
        }),
      ],
      { id: cityId },
    ),
  );
  svg.add(shoreline(W, horizon, pal, rng));
  drawWater(svg, pal, horizon + 3, rng, [cityId], sunX);
  for (let i = 0; i < rng.int(2, 4); i++)
    svg.add(yacht(rng.range(0, W - 120), horizon + rng.range(25, 70), rng.range(60, 110), pal, rng, rng.chance(0.5) ? 1 : -1));
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
  const rng = new Rng(seed);
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
    drawSkyline(svg, pal, rng, {
      from: -40,
      to: W + 40,
      base: horizon,
      count: rng.int(8, 12),
      minHeight: horizon * 0.15,
      maxHeight: horizon * 0.45,
      focus: W - heroX,
      shapes: TOWER_SHAPES,
      haze: 0.5,
      lightFromLeft,
    }),
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
function heroTowers(
  svg: Svg,
  pal: SkyPalette,
  rng: Rng,
  heroX: number,
  horizon: number,
  lightFromLeft: boolean,
  building: boolean,
): string[] {
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
    out.push(
      rect(first.x, y, last.x - first.x, 26, mix(pal.face, pal.shade, 0.3)),
      rect(first.x, y + 8, last.x - first.x, 8, pal.window, { opacity: 0.6 }),
    );
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
  svg.add(
    rect(
      0,
      top,
      W,
      H - top,
      svg.linear([
        [0, paving],
        [1, darken(paving, 0.18)],
      ]),
    ),
  );
  const poolTop = top + (H - top) * 0.3;
  const poolH = (H - top) * 0.28;
  svg.add(
    rect(
      0,
      poolTop,
      W,
      poolH,
      svg.linear([
        [0, lighten(pal.water[0], 0.1)],
        [1, pal.water[1]],
      ]),
    ),
  );
  svg.add(rect(0, poolTop - 5, W, 5, lighten(paving, 0.3)), rect(0, poolTop + poolH, W, 5, lighten(paving, 0.3)));
  svg.add(shrub(-10, top + 12, W + 20, 22, lawnColor(pal), rng));
  for (let x = rng.range(20, 80); x < W; x += rng.range(140, 200)) {
    svg.add(palmTree(x, H - 20, rng.range(200, 280), pal.leaf, pal.trunk, rng));
    if (isDark(pal)) svg.add(circle(x + 70, H - 40, 3.5, pal.window), circle(x + 70, H - 40, 22, pal.window, { opacity: 0.15 }));
  }
}
