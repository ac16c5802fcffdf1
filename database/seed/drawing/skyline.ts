/**
 * Street-level skyline scenes, and the helpers every exterior scene shares (perspective faces, boulevards, vignettes).
 */
import { Rng } from "../random.ts";
import { type Point, Svg, d, darken, group, lerp, lighten, mix, path, rect, rectD, stroke } from "./svg.ts";
import { type SkyPalette, type TimeOfDay, drawSky, isDark, skyPalette } from "./sky.ts";
import { TOWER_SHAPES, type TowerShape, drawSkyline, farSkyline } from "./towers.ts";
import { type CarKind, car, drawWater, palmTree, shrub, yacht } from "./props.ts";

/* ------------------------------------------------------------------ */
/* Exterior scenes                                                      */
/* ------------------------------------------------------------------ */

/** the receding side of a box whose front edge at x spans top..bottom, in one-point perspective */
export function sideFace(x: number, top: number, bottom: number, vp: Point, k: number): Point[] {
  const toward = ([px, py]: Point): Point => [px + (vp[0] - px) * k, py + (vp[1] - py) * k];
  return [[x, top], toward([x, top]), toward([x, bottom]), [x, bottom]];
}

export const lawnColor = (pal: SkyPalette): string =>
  isDark(pal) ? mix(pal.leaf, "#2f4a3a", 0.4) : mix(lighten(pal.leaf, 0.22), pal.haze, 0.15);

export function vignette(svg: Svg, strength: number): void {
  svg.add(
    rect(
      0,
      0,
      svg.width,
      svg.height,
      svg.radial(
        [
          [0.55, "#000000", 0],
          [1, "#000000", strength],
        ],
        [0.5, 0.5],
        0.75,
      ),
    ),
  );
}

/** horizon-level ground with a boulevard, palms and traffic in front of a city */
function drawBoulevard(svg: Svg, pal: SkyPalette, horizon: number, rng: Rng): void {
  const { width: W, height: H } = svg;
  const lawn = lawnColor(pal);
  svg.add(
    rect(
      0,
      horizon - 2,
      W,
      H - horizon + 2,
      svg.linear([
        [0, mix(lawn, pal.haze, 0.5)],
        [1, darken(lawn, 0.1)],
      ]),
    ),
  );
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

export const CAR_COLORS = ["#f4f4f2", "#1d1f24", "#8c939b", "#5a1f2b", "#203a5c", "#c8c2b4", "#b08a4a"] as const;
export const CAR_KINDS: readonly CarKind[] = ["sedan", "suv", "sport"];

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

export function shoreline(W: number, horizon: number, pal: SkyPalette, rng: Rng): string {
  const strip = rect(0, horizon - 3, W, 7, isDark(pal) ? darken(pal.land, 0.3) : mix(pal.land, pal.haze, 0.5));
  let lamps = "";
  if (isDark(pal)) for (let x = rng.range(0, 20); x < W; x += rng.range(16, 30)) lamps += rectD(x, horizon - 2, 2.2, 2.2);
  return group([strip, path(lamps, pal.window, { opacity: 0.9 })]);
}

/**
 * Which street the skyline is seen from: `water` a marina or creek in front
 * (true) or a boulevard (false), random when absent; `lowRise` a district of
 * mid-rise blocks (JVC, Arjan, Dubai South) instead of supertall towers.
 */
/** mid-rise residential blocks: no needles, sails or twists */
const LOW_RISE_SHAPES: readonly TowerShape[] = ["box", "stepped", "rounded", "box", "slant"];

export interface SkylineSceneOptions {
  water?: boolean;
  lowRise?: boolean;
}

export function skylineScene(seed: number, time: TimeOfDay, options: SkylineSceneOptions = {}): string {
  const rng = new Rng(seed);
  const low = options.lowRise === true;
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
      farSkyline(pal, rng, horizon, horizon * (low ? rng.range(0.1, 0.18) : rng.range(0.25, 0.4)), W),
      drawSkyline(svg, pal, rng, {
        from: -60,
        to: W + 60,
        base: horizon,
        count: low ? rng.int(12, 18) : rng.int(9, 14),
        minHeight: horizon * (low ? 0.1 : 0.16),
        maxHeight: horizon * (low ? 0.3 : 0.6),
        focus,
        shapes: low ? LOW_RISE_SHAPES : TOWER_SHAPES,
        haze: 0.45,
        lightFromLeft,
      }),
      drawSkyline(svg, pal, rng, {
        from: rng.range(-80, 200),
        to: W - rng.range(-80, 200),
        base: horizon,
        count: low ? rng.int(4, 7) : rng.int(3, 6),
        minHeight: horizon * (low ? 0.22 : 0.3),
        maxHeight: horizon * (low ? 0.45 : 0.92),
        focus,
        shapes: low ? LOW_RISE_SHAPES : TOWER_SHAPES,
        haze: 0.05,
        lightFromLeft,
      }),
    ],
    { id: cityId },
  );
  svg.add(city);
  const water = rng.chance(0.55);
  if (options.water ?? (water && !low)) {
    svg.add(shoreline(W, horizon, pal, rng));
    drawWater(svg, pal, horizon + 3, rng, [cityId], sunX);
    if (rng.chance(0.6))
      svg.add(yacht(rng.range(80, W - 320), H * rng.range(0.8, 0.92), rng.range(160, 260), pal, rng, rng.chance(0.5) ? 1 : -1));
  } else {
    drawBoulevard(svg, pal, horizon, rng);
  }
  vignette(svg, 0.22);
  return svg.toString();
}
