/**
 * Skies: the palettes of each time of day, sun, clouds, stars and birds.
 */
import { type Rng } from "../random.ts";
import { type GradientStop, type Svg, circle, d, darken, group, path, rect, rectD, stroke } from "./svg.ts";

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
  const bright = Array.from({ length: 12 }, () =>
    circle(rng.range(0, width), rng.range(0, bottom * 0.7), rng.range(1.4, 2.2), "#ffffff", { opacity: 0.8 }),
  );
  return group([path(small, "#e8eefc", { opacity: 0.55 }), ...bright]);
}

function sunAndGlow(svg: Svg, pal: SkyPalette, x: number, horizon: number): string {
  const y = horizon - pal.sunHeight * horizon;
  const glowR = svg.width * (pal.time === "noon" ? 0.22 : pal.time === "night" ? 0.12 : 0.5);
  const glow = circle(
    x,
    y,
    glowR,
    svg.radial([
      [0, pal.glow, 0.8],
      [0.3, pal.glow, 0.3],
      [1, pal.glow, 0],
    ]),
  );
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

export function clouds(width: number, horizon: number, pal: SkyPalette, rng: Rng): string {
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
