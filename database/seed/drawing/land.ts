/**
 * Land: an empty commercial plot marked out for sale, and a farm (date palms, fields, a water
 * tank on its stand and the well's pump house). No building here reads as a shop or an office.
 */
import { Rng } from "../random.ts";
import { type Point, Svg, circle, d, darken, group, lerp, lighten, mix, path, poly, rect, stroke } from "./svg.ts";
import { type SkyPalette, type TimeOfDay, drawSky, isDark, skyPalette } from "./sky.ts";
import { farSkyline } from "./towers.ts";
import { car, palmTree, shrub } from "./props.ts";
import { CAR_COLORS, CAR_KINDS, lawnColor, vignette } from "./skyline.ts";

const sandOf = (pal: SkyPalette): string => (isDark(pal) ? darken("#c9a97c", 0.55) : mix("#e6cfa6", pal.haze, 0.2));

/* ---- commercial plot ---- */

export function plotScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.5, 0.56);
  drawSky(svg, pal, horizon, rng);
  svg.add(farSkyline(pal, rng, horizon, horizon * 0.35, W, mix(pal.far, pal.haze, 0.45)));
  const sand = sandOf(pal);
  svg.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.linear([
        [0, mix(sand, pal.haze, 0.35)],
        [1, darken(sand, 0.1)],
      ]),
    ),
  );
  // ripples and tyre tracks in the sand
  let ripples = "";
  for (let i = 0; i < 26; i++) {
    const y = lerp(horizon + 10, H - 20, rng.next() ** 1.4);
    const x = rng.range(-100, W);
    const w = 40 + (y - horizon) * 0.5;
    ripples += d`M${x} ${y}q${w / 2} ${-4} ${w} 0`;
  }
  svg.add(stroke(ripples, darken(sand, 0.15), 1.5, { opacity: 0.45 }));
  const vp: Point = [W * rng.range(0.35, 0.65), horizon];
  const trackX = W * rng.range(0.3, 0.7);
  svg.add(
    stroke(d`M${trackX} ${H}Q${trackX + 120} ${H * 0.8} ${vp[0]} ${horizon + 30}`, darken(sand, 0.18), 10, { opacity: 0.35, fill: "none" }),
    stroke(d`M${trackX + 90} ${H}Q${trackX + 190} ${H * 0.8} ${vp[0] + 14} ${horizon + 30}`, darken(sand, 0.18), 10, {
      opacity: 0.35,
      fill: "none",
    }),
  );
  // the plot's corners: marker posts running off towards the horizon
  const near = H * 0.82;
  const far = horizon + (near - horizon) * 0.25;
  const corners: Point[] = [
    [W * 0.1, near],
    [W * 0.9, near],
    [lerp(vp[0], W * 0.9, 0.25) + 60, far],
    [lerp(vp[0], W * 0.1, 0.25) - 60, far],
  ];
  let line = "";
  for (let i = 0; i < 4; i++) {
    const a = corners[i] as Point;
    const b = corners[(i + 1) % 4] as Point;
    line += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  svg.add(stroke(line, "#f5f2ec", 2, { opacity: 0.7, "stroke-dasharray": "10 8" }));
  for (let i = 0; i < 4; i++) {
    const a = corners[i] as Point;
    const b = corners[(i + 1) % 4] as Point;
    for (let t = 0; t < 1; t += 0.2) {
      const x = lerp(a[0], b[0], t);
      const y = lerp(a[1], b[1], t);
      const s = (y - horizon) / (near - horizon);
      svg.add(rect(x - 5 * s, y - 46 * s, 10 * s, 46 * s, "#e9e4da"), rect(x - 5 * s, y - 46 * s, 10 * s, 14 * s, "#c8323c"));
    }
  }
  // the for-sale board: a map pin and bands in place of words
  const bx = rng.chance(0.5) ? W * 0.16 : W * 0.6;
  const by = H * 0.86;
  const board = isDark(pal) ? "#e9e4da" : "#f7f5f0";
  const brand = rng.pick(["#1f3550", "#c8a45c", "#2f6f4f", "#b9202c"]);
  svg.add(rect(bx + 30, by - 260, 12, 260, "#5b6068"), rect(bx + 310, by - 260, 12, 260, "#5b6068"));
  svg.add(rect(bx, by - 330, 350, 190, board), rect(bx, by - 330, 350, 40, brand));
  svg.add(rect(bx + 120, by - 270, 200, 14, darken(board, 0.25)), rect(bx + 120, by - 244, 160, 14, darken(board, 0.25)));
  svg.add(rect(bx + 120, by - 212, 120, 24, brand));
  svg.add(
    path(
      d`M${bx + 70} ${by - 170}C${bx + 40} ${by - 210} ${bx + 40} ${by - 260} ${bx + 70} ${by - 262}C${bx + 100} ${by - 260} ${bx + 100} ${by - 210} ${bx + 70} ${by - 170}Z`,
      brand,
    ),
    circle(bx + 70, by - 232, 11, board),
  );
  // a road along the front with street lights
  const roadTop = H * 0.9;
  svg.add(rect(0, roadTop, W, H - roadTop, isDark(pal) ? "#161b24" : "#5b5e63"), rect(0, roadTop - 6, W, 6, "#b9b2a6"));
  for (let x = rng.range(40, 120); x < W; x += 330) {
    svg.add(
      rect(x, roadTop - 250, 6, 250, "#6d7178"),
      rect(x, roadTop - 252, 60, 6, "#6d7178"),
      rect(x + 50, roadTop - 250, 20, 6, isDark(pal) ? pal.window : "#e9e4da"),
    );
  }
  if (rng.chance(0.6)) svg.add(car(rng.range(100, W - 400), H - 6, 260, rng.pick(CAR_COLORS), rng.pick(CAR_KINDS)));
  svg.add(shrub(W * rng.range(0.7, 0.85), horizon + 40, 90, 30, mix(pal.leaf, pal.haze, 0.4), rng));
  vignette(svg, 0.18);
  return svg.toString();
}

/* ---- farm ---- */

export function farmScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.5, 0.55);
  drawSky(svg, pal, horizon, rng);
  svg.add(mountains(W, horizon, pal, rng));
  const sand = sandOf(pal);
  svg.add(rect(0, horizon, W, H - horizon, mix(sand, pal.haze, 0.2)));
  // fields in rows running to the horizon
  const vp: Point = [W * rng.range(0.3, 0.7), horizon - 20];
  const green = lawnColor(pal);
  const fieldTop = horizon + 8;
  const rows = 22;
  for (let i = 0; i < rows; i++) {
    const x0 = lerp(-W * 0.6, W * 1.6, i / rows);
    const x1 = lerp(-W * 0.6, W * 1.6, (i + 1) / rows);
    const at = (x: number): Point => [lerp(vp[0], x, (fieldTop - vp[1]) / (H - vp[1])), fieldTop];
    svg.add(poly([at(x0), at(x1), [x1, H], [x0, H]], i % 2 === 0 ? green : darken(green, 0.12)));
  }
  // the date palm grove on one side, in rows that shrink with distance
  const groveLeft = rng.chance(0.5);
  for (let r = 0; r < 5; r++) {
    const t = r / 5;
    const baseY = lerp(horizon + 12, horizon + 70, t);
    const height = lerp(60, 170, t);
    for (let k = 0; k < 7 - r; k++) {
      const x = groveLeft ? lerp(W * 0.05, W * 0.42, k / (7 - r)) - t * 80 : lerp(W * 0.58, W * 0.95, k / (7 - r)) + t * 80;
      svg.add(palmTree(x, baseY, height, mix(pal.leaf, pal.haze, 0.3 * (1 - t)), mix(pal.trunk, pal.haze, 0.3 * (1 - t)), rng));
    }
  }
  // the farmhouse, the water tank on its stand and the pump house of the well
  const houseX = groveLeft ? W * rng.range(0.55, 0.62) : W * rng.range(0.2, 0.28);
  const houseY = horizon + 40;
  const wall = mix("#f2ede4", pal.face, isDark(pal) ? 0.7 : 0.25);
  svg.add(rect(houseX, houseY - 70, 200, 70, wall), rect(houseX - 6, houseY - 76, 212, 8, lighten(wall, 0.15)));
  svg.add(
    rect(houseX + 30, houseY - 48, 26, 22, isDark(pal) ? pal.window : "#5b6068"),
    rect(houseX + 130, houseY - 48, 26, 22, isDark(pal) ? pal.window : "#5b6068"),
  );
  svg.add(rect(houseX + 84, houseY - 44, 26, 44, "#8a5c3a"));
  const tankX = houseX + (groveLeft ? 250 : -120);
  const legs = d`M${tankX} ${houseY}L${tankX + 10} ${houseY - 120}M${tankX + 70} ${houseY}L${tankX + 60} ${houseY - 120}M${tankX} ${houseY}L${tankX + 60} ${houseY - 120}M${tankX + 70} ${houseY}L${tankX + 10} ${houseY - 120}`;
  svg.add(
    stroke(legs, "#6d7178", 3),
    rect(tankX - 6, houseY - 178, 82, 60, "#e9e7e2", { rx: 10 }),
    rect(tankX - 6, houseY - 160, 82, 4, "#b8bcc0"),
  );
  const pumpX = W * rng.range(0.4, 0.55);
  const pumpY = H * 0.84;
  svg.add(rect(pumpX, pumpY - 80, 120, 80, wall), rect(pumpX - 8, pumpY - 88, 136, 10, lighten(wall, 0.15)));
  svg.add(rect(pumpX + 120, pumpY - 40, 70, 10, "#6d7178"));
  svg.add(rect(pumpX + 150, pumpY - 6, 220, 22, "#b9b2a6"), rect(pumpX + 156, pumpY - 2, 208, 12, isDark(pal) ? "#2a5f78" : "#6cc0d6"));
  svg.add(path(d`M${pumpX + 186} ${pumpY - 30}q10 10 6 30h-10q2-18 -4-30Z`, "#8fd3e4", { opacity: 0.9 }));
  // a fence along the front
  let fence = "";
  for (let x = 0; x < W; x += 60) fence += d`M${x} ${H - 10}v-70`;
  fence += d`M0 ${H - 64}H${W}M0 ${H - 38}H${W}`;
  svg.add(stroke(fence, "#8a6a4c", 3));
  vignette(svg, 0.18);
  return svg.toString();
}

/** the Hajar mountains on the horizon, in the haze */
function mountains(W: number, horizon: number, pal: SkyPalette, rng: Rng): string {
  const points: Point[] = [[0, horizon]];
  for (let x = 0; x <= W; x += rng.range(40, 110)) points.push([x, horizon - rng.range(20, 90)]);
  points.push([W, horizon]);
  const far = mix(pal.far, pal.haze, 0.55);
  const nearPoints: Point[] = [[0, horizon]];
  for (let x = 0; x <= W; x += rng.range(60, 140)) nearPoints.push([x, horizon - rng.range(8, 40)]);
  nearPoints.push([W, horizon]);
  return group([poly(points, far), poly(nearPoints, mix(pal.far, pal.haze, 0.35))]);
}
