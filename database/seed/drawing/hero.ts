/**
 * The home page's hero loop: a dusk skyline where every moving part is periodic in t.
 */
import { Rng, hashString, pickAt } from "../random.ts";
import { type Point, Svg, circle, clamp, d, group, lerp, mix, num, path, rect, rectD, stroke, use } from "./svg.ts";
import { type SkyPalette, evenStops, skyPalette } from "./sky.ts";
import { TOWER_SHAPES, type TowerSpec, type TowerStyle, drawTower, farSkyline, skylineSpecs, towerGrid, towerStyle } from "./towers.ts";
import { vignette } from "./skyline.ts";

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
  const rng = new Rng(hashString("hero-skyline"));
  const defs = new Svg(HERO_W, HERO_H, "h");
  const pal: SkyPalette = { ...skyPalette("dusk"), haze: "#c9788a", far: "#4f4470", window: "#ffd58a" };
  const from = -HERO_MARGIN;
  const to = HERO_W + HERO_MARGIN;
  const far = farSkyline(pal, rng, HERO_HORIZON, 260, HERO_W + 2 * HERO_MARGIN, mix(pal.far, pal.haze, 0.3));
  const midSpecs = skylineSpecs(rng, {
    from,
    to,
    base: HERO_HORIZON,
    count: 16,
    minHeight: 120,
    maxHeight: 360,
    focus: HERO_W * 0.4,
    shapes: TOWER_SHAPES,
    haze: 0.4,
    lightFromLeft: true,
  });
  const nearSpecs = (
    [
      { x: HERO_W * 0.62, base: HERO_HORIZON, width: 120, height: 640, shape: "needle" },
      { x: HERO_W * 0.14, base: HERO_HORIZON, width: 120, height: 420, shape: "twist" },
      { x: HERO_W * 0.27, base: HERO_HORIZON, width: 140, height: 470, shape: "box" },
      { x: HERO_W * 0.44, base: HERO_HORIZON, width: 110, height: 380, shape: "rounded" },
      { x: HERO_W * 0.78, base: HERO_HORIZON, width: 130, height: 450, shape: "diagrid" },
      { x: HERO_W * 0.9, base: HERO_HORIZON, width: 150, height: 330, shape: "slant" },
      { x: HERO_W * 0.04, base: HERO_HORIZON, width: 90, height: 300, shape: "sail" },
    ] satisfies TowerSpec[]
  ).sort((a, b) => b.height - a.height);
  const mid = group(midSpecs.map((t) => drawTower(defs, t, { ...towerStyle(pal, rng, 0.45, true), lit: 0.28 }, rng)));
  const near = group(nearSpecs.map((t) => drawTower(defs, t, heroNearStyle(rng), rng)));
  const layers = [group([far], { transform: `translate(${-HERO_MARGIN} 0)` }), mid, near];
  const twinkles = [...pickTwinkles(midSpecs, 1, 70, pal, rng), ...pickTwinkles(nearSpecs, 2, 110, pal, rng)];
  const stars = Array.from({ length: 60 }, (): Point => [rng.range(0, HERO_W), rng.range(0, HERO_HORIZON * 0.45) * rng.next()]);
  const boats = [
    [HERO_W * 0.22, 860],
    [HERO_W * 0.55, 930],
    [HERO_W * 0.83, 820],
  ] as const;
  heroCache = { defs, layers, twinkles, stars, boats };
  return heroCache;
}

/** brand navy glass catching the last light, so the gold windows carry the image */
function heroNearStyle(rng: Rng): TowerStyle {
  const face = mix("#2c3558", "#5a4f7a", rng.range(0, 0.5));
  return {
    face,
    shade: "#161a33",
    frame: "#0c0f22",
    glassTop: "#d98a86",
    window: "#ffd58a",
    lit: rng.range(0.26, 0.36),
    lightFromLeft: true,
    detail: 1,
  };
}

function pickTwinkles(specs: readonly TowerSpec[], layer: number, count: number, pal: SkyPalette, rng: Rng): Twinkle[] {
  const boxy = specs.filter(
    (t) =>
      t.shape === "box" ||
      t.shape === "slant" ||
      t.shape === "diagrid" ||
      t.shape === "rounded" ||
      t.shape === "stepped" ||
      t.shape === "needle",
  );
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
    svg.add(
      group([group([markup], { id }), group([mirror], { "clip-path": clip, opacity: 0.42 })], { transform: `translate(${HERO_MARGIN} 0)` }),
    );
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
  svg.add(
    circle(
      HERO_SUN_X,
      HERO_HORIZON,
      HERO_W * (0.42 + 0.02 * Math.sin(turn)),
      svg.radial([
        [0, "#ffc98a", 0.85],
        [0.3, "#ff9f74", 0.3],
        [1, "#ff9f74", 0],
      ]),
    ),
  );
  svg.add(
    rect(
      0,
      HERO_HORIZON,
      HERO_W,
      HERO_H - HERO_HORIZON,
      svg.linear(
        [
          [0, mix("#b86a78", "#a65e70", dusk)],
          [0.4, "#3a2f57"],
          [1, "#0b1b2b"],
        ],
        [0, HERO_HORIZON],
        [0, HERO_H],
        true,
      ),
    ),
  );
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
    rect(
      0,
      top,
      HERO_W,
      HERO_H - top,
      svg.linear(
        [
          [0, "#0b1b2b", 0],
          [0.7, "#0b1b2b", 0.5],
          [1, "#0b1b2b", 0.8],
        ],
        [0, top],
        [0, HERO_H],
        true,
      ),
    ),
    rect(0, top - 4, HERO_W, 8, "#1b1a33"),
  ];
  const rng = new Rng(hashString("hero-ripples"));
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
    parts.push(
      stroke(data, band === 0 ? "#f3b08a" : "#6b5a8a", 2, {
        opacity: 0.18 + 0.14 * Math.sin(turn * 2 + band * 2.1),
        transform: `translate(${num(dx)} 0)`,
      }),
    );
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
  const boats = new Rng(hashString("hero-boats"));
  for (const [bx, by] of heroStatic().boats) {
    const bob = 2.5 * Math.sin(turn * 2 + boats.next() * 6);
    parts.push(
      group([
        rect(bx, by + bob, 46, 7, "#0d1424", { rx: 3 }),
        rect(bx + 10, by + bob - 7, 18, 7, "#0d1424"),
        circle(bx + 40, by + bob - 1, 2.5, "#ffd58a"),
        rect(bx + 36, by + bob + 10, 10, 40, "#ffd58a", { opacity: 0.18 }),
      ]),
    );
  }
  return group(parts);
}
