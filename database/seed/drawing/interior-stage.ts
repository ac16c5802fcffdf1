/**
 * Interiors: a one-point-perspective camera over boxes (metres) and the furniture drawn with it.
 */
import { Rng, pickAt } from "../random.ts";
import {
  type Attrs,
  type Point,
  SCENE_H,
  SCENE_W,
  Svg,
  circle,
  d,
  darken,
  ellipse,
  group,
  lighten,
  mix,
  num,
  path,
  poly,
  rect,
  stroke,
} from "./svg.ts";
import { type SkyPalette, type TimeOfDay, evenStops, isDark, skyPalette } from "./sky.ts";
import { TOWER_SHAPES, drawSkyline, farSkyline } from "./towers.ts";
import { palmTree, shrub } from "./props.ts";
import { type Volume } from "./homes.ts";

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
export interface InteriorPalette {
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
  {
    wall: "#efe7dc",
    floor: "#c9a57c",
    floorStyle: "planks",
    fabric: "#e6ddce",
    accent: "#1f3550",
    wood: "#9a6b45",
    metal: "#c8a45c",
    stone: "#ebe6de",
  },
  {
    wall: "#ebe6df",
    floor: "#e4ddd2",
    floorStyle: "marble",
    fabric: "#8f9a86",
    accent: "#c0714f",
    wood: "#7a5235",
    metal: "#2f2f33",
    stone: "#f2efe9",
  },
  {
    wall: "#f3eee6",
    floor: "#b98d62",
    floorStyle: "planks",
    fabric: "#d9cbb5",
    accent: "#6f7f62",
    wood: "#5e4330",
    metal: "#c8a45c",
    stone: "#e3ddd3",
  },
  {
    wall: "#e8e0d4",
    floor: "#d6cdc0",
    floorStyle: "tiles",
    fabric: "#3e4c5c",
    accent: "#d9a441",
    wood: "#a47551",
    metal: "#1f1f22",
    stone: "#efeae2",
  },
  {
    wall: "#efe5d8",
    floor: "#a77b55",
    floorStyle: "planks",
    fabric: "#f1ebe1",
    accent: "#7d2f3a",
    wood: "#6b4a33",
    metal: "#b08a4a",
    stone: "#e9e2d6",
  },
  {
    wall: "#e2e4e0",
    floor: "#d3cabd",
    floorStyle: "marble",
    fabric: "#c7b299",
    accent: "#2e4a5a",
    wood: "#8a6a4c",
    metal: "#2b2b2b",
    stone: "#f0ede7",
  },
];

export const NEAR = 0.45;

export type Outlook = "city" | "garden";

/** a room being painted: parts go to the svg in call order, far to near */
export class Stage {
  private readonly glows = new Map<string, string>();

  constructor(
    readonly svg: Svg,
    readonly cam: Camera,
    readonly room: RoomDims,
    readonly colors: InteriorPalette,
    readonly pal: SkyPalette,
    readonly rng: Rng,
    readonly lightFromLeft: boolean,
    /** what the windows look out on: towers from a flat, its own garden from a villa or townhouse */
    readonly outlook: Outlook = "city",
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
    this.svg.add(
      poly(
        points.map(([x, y, z]) => this.at(x, y, z)),
        fill,
        extra,
      ),
    );
  }

  box(b: Box3, color: string): void {
    const { x0, x1, y0, y1, z0, z1 } = b;
    const side = (facesLeft: boolean) => (facesLeft === this.lightFromLeft ? lighten(color, 0.05) : darken(color, 0.16));
    if (x0 > 0)
      this.quad(
        [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ],
        side(true),
      );
    if (x1 < 0)
      this.quad(
        [
          [x1, y0, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x1, y0, z1],
        ],
        side(false),
      );
    if (y1 < this.cam.eye)
      this.quad(
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        lighten(color, 0.1),
      );
    if (y0 > this.cam.eye)
      this.quad(
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        darken(color, 0.22),
      );
    this.quad(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      color,
    );
  }

  /** soft contact shadow on the floor */
  shadow(x0: number, x1: number, z0: number, z1: number, opacity = 0.14): void {
    this.quad(
      [
        [x0, 0.003, z0],
        [x1, 0.003, z0],
        [x1, 0.003, z1],
        [x0, 0.003, z1],
      ],
      "#000000",
      { opacity },
    );
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
      fill = this.svg.radial([
        [0, color, 1],
        [0.35, color, 0.35],
        [1, color, 0],
      ]);
      this.glows.set(color, fill);
    }
    const [px, py] = this.at(x, y, z);
    this.svg.add(circle(px, py, radius * this.scale(z), fill, { opacity }));
  }
}

export function createStage(seed: number, time: TimeOfDay, eye: number, wetRoom: boolean, outlook: Outlook = "city"): Stage {
  const rng = new Rng(seed);
  const svg = new Svg();
  const cam: Camera = { f: rng.range(880, 960), cx: SCENE_W / 2 + rng.range(-60, 60), cy: SCENE_H * rng.range(0.43, 0.47), eye };
  const room: RoomDims = { left: rng.range(2.8, 3.2), right: rng.range(2.8, 3.2), height: 3, depth: rng.range(6.3, 6.8) };
  const colors = rng.pick(INTERIOR_PALETTES);
  // wet rooms get stone floors whatever the palette
  const floor: Partial<InteriorPalette> = wetRoom
    ? { floorStyle: rng.pick(["tiles", "marble"] as const), floor: rng.pick(["#d9d3c9", "#e6e1d9", "#c9c2b6"]) }
    : {};
  return new Stage(svg, cam, room, { ...colors, ...floor }, skyPalette(time), rng, rng.chance(0.5), outlook);
}

export function drawShell(st: Stage, walls = st.colors.wall): void {
  const { left: L, right: R, height: H, depth: D } = st.room;
  const n = NEAR;
  const svg = st.svg;
  const ceiling = lighten(walls, 0.35);
  st.quad(
    [
      [-L, H, n],
      [R, H, n],
      [R, H, D],
      [-L, H, D],
    ],
    svg.linear([
      [0, ceiling],
      [1, darken(ceiling, 0.08)],
    ]),
  );
  const [backLeftX] = st.at(-L, 0, D);
  const [backRightX] = st.at(R, 0, D);
  const sideDark = darken(walls, 0.12);
  st.quad(
    [
      [-L, 0, n],
      [-L, 0, D],
      [-L, H, D],
      [-L, H, n],
    ],
    svg.linear(
      [
        [0, st.lightFromLeft ? darken(walls, 0.18) : sideDark],
        [1, walls],
      ],
      [0, 0],
      [backLeftX, 0],
      true,
    ),
  );
  st.quad(
    [
      [R, 0, n],
      [R, 0, D],
      [R, H, D],
      [R, H, n],
    ],
    svg.linear(
      [
        [0, walls],
        [1, st.lightFromLeft ? darken(walls, 0.04) : sideDark],
      ],
      [backRightX, 0],
      [svg.width, 0],
      true,
    ),
  );
  st.quad(
    [
      [-L, 0, D],
      [R, 0, D],
      [R, H, D],
      [-L, H, D],
    ],
    svg.linear([
      [0, lighten(walls, 0.06)],
      [1, darken(walls, 0.04)],
    ]),
  );
  drawFloor(st);
  const skirting = darken(walls, 0.1);
  st.quad(
    [
      [-L, 0, D],
      [R, 0, D],
      [R, 0.1, D],
      [-L, 0.1, D],
    ],
    skirting,
  );
  st.quad(
    [
      [-L, 0, n],
      [-L, 0, D],
      [-L, 0.1, D],
      [-L, 0.1, n],
    ],
    skirting,
  );
  st.quad(
    [
      [R, 0, n],
      [R, 0, D],
      [R, 0.1, D],
      [R, 0.1, n],
    ],
    skirting,
  );
  st.quad(
    [
      [-L, H - 0.04, D],
      [R, H - 0.04, D],
      [R, H, D],
      [-L, H, D],
    ],
    "#fff8e8",
    { opacity: 0.8 },
  );
  for (const x of [-L * 0.5, 0, R * 0.5])
    for (const z of [D * 0.45, D * 0.75]) {
      const [px, py] = st.at(x, H, z);
      st.add(ellipse(px, py + 2, 0.07 * st.scale(z), 0.025 * st.scale(z), "#fffaf0"));
    }
}

function drawFloor(st: Stage): void {
  const { left: L, right: R, depth: D } = st.room;
  const n = NEAR;
  const c = st.colors;
  const [, farY] = st.at(0, 0, D);
  st.quad(
    [
      [-L, 0, n],
      [R, 0, n],
      [R, 0, D],
      [-L, 0, D],
    ],
    st.svg.linear(
      [
        [0, lighten(c.floor, 0.08)],
        [1, darken(c.floor, 0.08)],
      ],
      [0, farY],
      [0, st.svg.height],
      true,
    ),
  );
  let lines = "";
  let joints = "";
  const seg = (a: Point, b: Point) => d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  const style = c.floorStyle;
  const stepX = style === "planks" ? 0.2 : style === "tiles" ? 0.6 : style === "marble" ? 1.2 : 0;
  if (stepX > 0) {
    for (let x = -L + stepX; x < R; x += stepX) lines += seg(st.at(x, 0, n), st.at(x, 0, D));
    if (style === "planks") {
      for (let x = -L; x < R; x += stepX) {
        for (let z = D - st.rng.range(0.2, 1.4); z > n + 0.5; z -= st.rng.range(1.2, 1.8))
          joints += seg(st.at(x, 0, z), st.at(x + stepX, 0, z));
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

/** the view through a window: sky, skyline and sea or city, horizon at eye level (a house: its garden) */
export function windowView(st: Stage, v: Volume, sea: boolean): string {
  if (st.outlook === "garden") return gardenView(st, v, sea);
  const svg = st.svg;
  const pal = st.pal;
  const horizon = st.cam.cy;
  const clip = svg.clip(rect(v.x, v.y, v.w, v.h, "#000"));
  const rng = new Rng(st.rng.int(1, 1e9));
  const parts = [rect(v.x, v.y, v.w, v.h, svg.linear(evenStops(pal.sky), [0, v.y - 150], [0, horizon], true))];
  if (pal.time !== "noon")
    parts.push(
      circle(
        v.x + v.w * rng.range(0.2, 0.8),
        horizon - 10,
        v.w * 0.4,
        svg.radial([
          [0, pal.glow, 0.7],
          [1, pal.glow, 0],
        ]),
      ),
    );
  parts.push(
    group([farSkyline(pal, rng, horizon, v.h * 0.22, v.w + 40, mix(pal.far, pal.haze, 0.35))], {
      transform: `translate(${num(v.x - 20)} 0)`,
    }),
  );
  const below = sea
    ? svg.linear([
        [0, pal.water[0]],
        [1, pal.water[1]],
      ])
    : svg.linear([
        [0, mix(pal.land, pal.haze, 0.5)],
        [1, pal.land],
      ]);
  parts.push(rect(v.x, horizon, v.w, v.y + v.h - horizon, below));
  const towersFrom = sea ? v.x + v.w * rng.range(0.45, 0.6) : v.x - 20;
  parts.push(
    drawSkyline(svg, pal, rng, {
      from: towersFrom,
      to: v.x + v.w + 20,
      base: horizon + v.h * 0.12,
      count: rng.int(4, 8),
      minHeight: v.h * 0.15,
      maxHeight: v.h * 0.55,
      focus: v.x + v.w * 0.6,
      shapes: TOWER_SHAPES,
      haze: 0.25,
      lightFromLeft: st.lightFromLeft,
    }),
  );
  return group(parts, { "clip-path": clip });
}

/**
 * A villa's or townhouse's garden seen from inside, at ground level: lawn, a pool (`pool`), the
 * boundary wall with palms and the neighbour's upper floor behind it. Sizes follow the camera, so
 * the wall stands about twelve metres away whatever the window.
 */
export function gardenView(st: Stage, v: Volume, pool: boolean): string {
  const svg = st.svg;
  const pal = st.pal;
  const { f, cy: horizon, eye } = st.cam;
  const rng = new Rng(st.rng.int(1, 1e9));
  const clip = svg.clip(rect(v.x, v.y, v.w, v.h, "#000"));
  const screenY = (y: number, dist: number) => horizon - (f * (y - eye)) / dist;
  const wallDist = rng.range(11, 14);
  const wallTop = screenY(2.3, wallDist);
  const wallBase = screenY(0, wallDist);
  const parts = [rect(v.x, v.y, v.w, v.h, svg.linear(evenStops(pal.sky), [0, v.y - 150], [0, horizon], true))];
  if (rng.chance(0.6)) {
    // the neighbour's upper floor over the wall
    const nx = v.x + v.w * rng.range(-0.1, 0.5);
    const nw = (f * rng.range(7, 10)) / (wallDist + 6);
    const nTop = screenY(6.5, wallDist + 6);
    const tone = mix(rng.pick(["#efe4d2", "#e4d3bb", "#f5f0e8"]), pal.haze, 0.3);
    parts.push(rect(nx, nTop, nw, wallTop - nTop + 4, tone), rect(nx - 6, nTop - 6, nw + 12, 8, lighten(tone, 0.2)));
    const wh = (f * 1.3) / (wallDist + 6);
    parts.push(rect(nx + nw * 0.15, nTop + wh * 0.5, nw * 0.7, wh, isDark(pal) ? pal.window : mix(pal.glassTop, "#2c3a4a", 0.5)));
  }
  const leaf = isDark(pal) ? pal.leaf : mix(pal.leaf, pal.haze, 0.1);
  for (let i = 0; i < rng.int(2, 3); i++) {
    const px = v.x + v.w * rng.range(0.05, 0.95);
    const dist = wallDist - rng.range(0.5, 2);
    parts.push(palmTree(px, screenY(0, dist), (f * rng.range(3.6, 4.6)) / dist, leaf, pal.trunk, rng));
  }
  const wall = mix(rng.pick(["#e8dcc6", "#efe6d8", "#d9c7a8"]), pal.wall, 0.35);
  parts.push(rect(v.x, wallTop, v.w, wallBase - wallTop, wall), rect(v.x, wallTop - 4, v.w, 6, lighten(wall, 0.2)));
  parts.push(shrub(v.x - 20, wallBase + 2, v.w + 40, (wallBase - wallTop) * 0.55, darken(leaf, 0.05), rng));
  const lawn = isDark(pal) ? mix(pal.leaf, "#2f4a3a", 0.4) : mix(lighten(pal.leaf, 0.22), pal.haze, 0.15);
  parts.push(
    rect(
      v.x,
      wallBase,
      v.w,
      v.y + v.h - wallBase,
      svg.linear([
        [0, lawn],
        [1, darken(lawn, 0.12)],
      ]),
    ),
  );
  if (pool) {
    const farY = screenY(0, wallDist - 3);
    const nearY = screenY(0, wallDist - 7);
    const cx = v.x + v.w * rng.range(0.35, 0.65);
    const farHalf = (f * 2.2) / (wallDist - 3);
    const nearHalf = (f * 2.2) / (wallDist - 7);
    const water = isDark(pal) ? ["#57e0ee", "#0e5578"] : ["#9ae6ee", "#2a9fc4"];
    parts.push(
      poly(
        [
          [cx - farHalf - 6, farY - 4],
          [cx + farHalf + 6, farY - 4],
          [cx + nearHalf + 12, nearY + 6],
          [cx - nearHalf - 12, nearY + 6],
        ],
        lighten(pal.wall, 0.25),
      ),
      poly(
        [
          [cx - farHalf, farY],
          [cx + farHalf, farY],
          [cx + nearHalf, nearY],
          [cx - nearHalf, nearY],
        ],
        svg.linear([
          [0, water[0] ?? "#9ae6ee"],
          [1, water[1] ?? "#2a9fc4"],
        ]),
      ),
    );
  }
  return group(parts, { "clip-path": clip });
}

export function backWindow(st: Stage, x0: number, x1: number, y0: number, y1: number, panes: number, sea: boolean): Volume {
  const D = st.room.depth;
  const v = st.frontRect(x0, x1, y0, y1, D);
  st.add(windowView(st, v, sea));
  let mullions = "";
  for (let i = 1; i < panes; i++) mullions += d`M${v.x + (v.w * i) / panes} ${v.y}v${v.h}`;
  const frame = st.colors.metal === "#c8a45c" || st.colors.metal === "#b08a4a" ? "#3a3632" : st.colors.metal;
  st.add(
    rect(v.x, v.y, v.w, v.h, "#ffffff", { opacity: 0.06 }),
    stroke(mullions, frame, 3),
    rect(v.x, v.y, v.w, v.h, "none", { stroke: frame, "stroke-width": 5 }),
  );
  return v;
}

/** tall window in the left or right wall, with the light it throws on the floor */
export function sideWindow(st: Stage, onLeft: boolean, z0: number, z1: number): void {
  const x = onLeft ? -st.room.left : st.room.right;
  const H = st.room.height;
  const sky = evenStops([lighten(pickAt(st.pal.sky, 2), 0.25), lighten(pickAt(st.pal.sky, 3), 0.35)]);
  const [ax] = st.at(x, 0, z0);
  const [bx] = st.at(x, 0, z1);
  st.quad(
    [
      [x, 0.05, z0],
      [x, 0.05, z1],
      [x, H - 0.2, z1],
      [x, H - 0.2, z0],
    ],
    st.svg.linear(sky, [ax, 0], [bx, 0], true),
  );
  if (st.outlook === "garden") {
    // the garden's hedge, seen at a grazing angle
    const leaf = st.dark ? st.pal.leaf : mix(st.pal.leaf, "#6f9a5a", 0.3);
    st.quad(
      [
        [x, 0.05, z0],
        [x, 0.05, z1],
        [x, 1.1, z1],
        [x, 0.8, z0],
      ],
      leaf,
    );
  }
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
    st.quad(
      [
        [x, 0.004, z0],
        [x, 0.004, z1],
        [x + reach, 0.004, z1 + 1.2],
        [x + reach, 0.004, z0 + 1.2],
      ],
      "#fff6dc",
      { opacity: 0.16 },
    );
  }
}

export function curtain(st: Stage, x0: number, x1: number, z: number, color: string): void {
  st.box({ x0, x1, y0: 0.02, y1: st.room.height - 0.08, z0: z - 0.12, z1: z }, color);
  const v = st.frontRect(x0, x1, 0.02, st.room.height - 0.08, z - 0.12);
  let folds = "";
  for (let fx = v.x + v.w / 5; fx < v.x + v.w - 1; fx += v.w / 5) folds += d`M${fx} ${v.y}v${v.h}`;
  st.add(stroke(folds, darken(color, 0.15), Math.max(1, v.w / 14), { opacity: 0.6 }));
}

/** abstract framed art hung on the back wall */
export function artwork(st: Stage, cx: number, cy: number, w: number, h: number): void {
  const D = st.room.depth - 0.02;
  const v = st.frontRect(cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2, D);
  const rng = st.rng;
  const c = st.colors;
  const inner: Volume = { x: v.x + v.w * 0.08, y: v.y + v.h * 0.08, w: v.w * 0.84, h: v.h * 0.84 };
  const clip = st.svg.clip(rect(inner.x, inner.y, inner.w, inner.h, "#000"));
  const tones = [
    c.accent,
    c.metal === "#2f2f33" || c.metal === "#1f1f22" || c.metal === "#2b2b2b" ? "#c8a45c" : c.metal,
    c.fabric,
    "#e9dccb",
    darken(c.wood, 0.1),
  ];
  const kind = rng.int(0, 3);
  const art: string[] = [rect(inner.x, inner.y, inner.w, inner.h, "#f4efe6")];
  if (kind === 0) {
    for (let i = 0; i < 4; i++) art.push(circle(inner.x + inner.w / 2, inner.y + inner.h, inner.w * (0.5 - i * 0.11), pickAt(tones, i)));
  } else if (kind === 1) {
    art.push(circle(inner.x + inner.w * 0.62, inner.y + inner.h * 0.38, inner.w * 0.16, pickAt(tones, 1)));
    art.push(
      path(
        d`M${inner.x} ${inner.y + inner.h * 0.7}Q${inner.x + inner.w * 0.4} ${inner.y + inner.h * 0.5} ${inner.x + inner.w} ${inner.y + inner.h * 0.68}V${inner.y + inner.h}H${inner.x}Z`,
        pickAt(tones, 0),
      ),
    );
    art.push(
      path(
        d`M${inner.x} ${inner.y + inner.h * 0.85}Q${inner.x + inner.w * 0.6} ${inner.y + inner.h * 0.7} ${inner.x + inner.w} ${inner.y + inner.h * 0.86}V${inner.y + inner.h}H${inner.x}Z`,
        pickAt(tones, 4),
      ),
    );
  } else if (kind === 2) {
    art.push(rect(inner.x + inner.w * 0.1, inner.y + inner.h * 0.15, inner.w * 0.45, inner.h * 0.55, pickAt(tones, 0)));
    art.push(rect(inner.x + inner.w * 0.4, inner.y + inner.h * 0.45, inner.w * 0.45, inner.h * 0.4, pickAt(tones, 1), { opacity: 0.85 }));
    art.push(circle(inner.x + inner.w * 0.72, inner.y + inner.h * 0.25, inner.w * 0.1, pickAt(tones, 4)));
  } else {
    for (let i = 0; i < 3; i++) {
      const ax = inner.x + inner.w * (0.18 + i * 0.25);
      art.push(
        path(
          d`M${ax} ${inner.y + inner.h}V${inner.y + inner.h * 0.45}A${inner.w * 0.1} ${inner.w * 0.1} 0 0 1 ${ax + inner.w * 0.2} ${inner.y + inner.h * 0.45}V${inner.y + inner.h}Z`,
          pickAt(tones, i),
        ),
      );
    }
  }
  st.add(
    rect(v.x + 5, v.y + 7, v.w, v.h, "#000000", { opacity: 0.12 }),
    rect(v.x, v.y, v.w, v.h, darken(c.wood, 0.2)),
    group(art, { "clip-path": clip }),
  );
}

export function rug(st: Stage, x0: number, x1: number, z0: number, z1: number, color: string): void {
  st.quad(
    [
      [x0, 0.005, z0],
      [x1, 0.005, z0],
      [x1, 0.005, z1],
      [x0, 0.005, z1],
    ],
    color,
  );
  const m = 0.18;
  st.quad(
    [
      [x0 + m, 0.006, z0 + m],
      [x1 - m, 0.006, z0 + m],
      [x1 - m, 0.006, z1 - m],
      [x0 + m, 0.006, z1 - m],
    ],
    "none",
    { stroke: lighten(color, 0.25), "stroke-width": 2 },
  );
}

export function plant(st: Stage, x: number, z: number, height: number): void {
  const potW = 0.22 + height * 0.1;
  st.shadow(x - potW, x + potW, z - potW, z + potW, 0.12);
  st.box(
    { x0: x - potW / 2, x1: x + potW / 2, y0: 0, y1: 0.42, z0: z - potW / 2, z1: z + potW / 2 },
    st.rng.pick(["#d8cfc2", "#3b3a38", "#b67a56", "#f1ece4"]),
  );
  const [px, py] = st.at(x, 0.42, z);
  const s = st.scale(z);
  const leaf = st.dark ? "#3f5a44" : "#4f7a4f";
  const parts: string[] = [
    stroke(
      d`M${px} ${py}l${-0.04 * s} ${-height * 0.6 * s}M${px} ${py}l${0.05 * s} ${-height * 0.75 * s}`,
      "#5b4636",
      Math.max(1.5, 0.015 * s),
    ),
  ];
  for (let i = 0; i < 16; i++) {
    const angle = st.rng.range(-80, 80);
    const ly = py - st.rng.range(0.3, 1) * height * s;
    const lx = px + st.rng.range(-0.25, 0.25) * height * s;
    const size = st.rng.range(0.09, 0.16) * s;
    parts.push(
      ellipse(lx, ly, size * 0.45, size, i % 3 === 0 ? lighten(leaf, 0.15) : leaf, {
        transform: `rotate(${num(angle)} ${num(lx)} ${num(ly)})`,
      }),
    );
  }
  st.add(group(parts));
}

export function pendant(st: Stage, x: number, z: number, y: number, color: string): void {
  const [tx, ty] = st.at(x, st.room.height, z);
  const [bx, by] = st.at(x, y, z);
  const s = st.scale(z);
  const r = 0.16 * s;
  st.add(stroke(d`M${tx} ${ty}L${bx} ${by}`, "#2b2b2b", 1.2));
  if (st.dark) st.glow(x, y - 0.1, z, 0.7, "#ffd99a", 0.55);
  st.add(
    path(d`M${bx - r} ${by + r * 0.7}A${r} ${r * 0.95} 0 0 1 ${bx + r} ${by + r * 0.7}Z`, color),
    ellipse(bx, by + r * 0.7, r * 0.6, r * 0.12, "#fff3d0"),
  );
}

export function floorLamp(st: Stage, x: number, z: number): void {
  st.shadow(x - 0.18, x + 0.18, z - 0.18, z + 0.18, 0.12);
  st.box({ x0: x - 0.14, x1: x + 0.14, y0: 0, y1: 0.03, z0: z - 0.14, z1: z + 0.14 }, "#2b2b2b");
  st.box({ x0: x - 0.012, x1: x + 0.012, y0: 0.03, y1: 1.4, z0: z - 0.012, z1: z + 0.012 }, "#2b2b2b");
  if (st.dark) st.glow(x, 1.5, z, 0.9, "#ffd99a", 0.6);
  st.box({ x0: x - 0.2, x1: x + 0.2, y0: 1.35, y1: 1.68, z0: z - 0.2, z1: z + 0.2 }, st.dark ? "#fbe7c0" : "#efe6d6");
}

export function tableLamp(st: Stage, x: number, y: number, z: number): void {
  st.box({ x0: x - 0.06, x1: x + 0.06, y0: y, y1: y + 0.28, z0: z - 0.06, z1: z + 0.06 }, st.colors.metal);
  if (st.dark) st.glow(x, y + 0.35, z, 0.6, "#ffd99a", 0.6);
  st.box({ x0: x - 0.15, x1: x + 0.15, y0: y + 0.26, y1: y + 0.5, z0: z - 0.15, z1: z + 0.15 }, st.dark ? "#fbe7c0" : "#f1e9dc");
}

export function sofa(st: Stage, cx: number, z: number, w: number, color: string, facing: "camera" | "away"): void {
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
    for (let i = 0; i < seats; i++)
      st.box(
        {
          x0: x0 + arm + i * seatW + 0.02,
          x1: x0 + arm + (i + 1) * seatW - 0.02,
          y0: 0.44,
          y1: 0.8,
          z0: z + depth - back - 0.18,
          z1: z + depth - back,
        },
        cushion,
      );
    st.box({ x0, x1: x0 + arm, y0: 0.1, y1: 0.62, z0: z, z1: z + depth }, color);
    st.box({ x0: x1 - arm, x1, y0: 0.1, y1: 0.62, z0: z, z1: z + depth }, color);
    st.box({ x0: x0 + arm, x1: x1 - arm, y0: 0.1, y1: 0.3, z0: z, z1: z + depth - back }, darken(color, 0.06));
    for (let i = 0; i < seats; i++)
      st.box(
        {
          x0: x0 + arm + i * seatW + 0.015,
          x1: x0 + arm + (i + 1) * seatW - 0.015,
          y0: 0.3,
          y1: 0.46,
          z0: z + 0.02,
          z1: z + depth - back - 0.18,
        },
        cushion,
      );
    const pillow = st.colors.accent;
    st.box(
      { x0: x0 + arm + 0.06, x1: x0 + arm + 0.5, y0: 0.46, y1: 0.84, z0: z + depth - back - 0.32, z1: z + depth - back - 0.2 },
      pillow,
    );
    st.box(
      { x0: x1 - arm - 0.5, x1: x1 - arm - 0.06, y0: 0.46, y1: 0.84, z0: z + depth - back - 0.32, z1: z + depth - back - 0.2 },
      lighten(pillow, 0.2),
    );
  } else {
    st.box({ x0, x1: x0 + arm, y0: 0.1, y1: 0.62, z0: z, z1: z + depth }, color);
    st.box({ x0: x1 - arm, x1, y0: 0.1, y1: 0.62, z0: z, z1: z + depth }, color);
    st.box({ x0: x0 + arm, x1: x1 - arm, y0: 0.1, y1: 0.46, z0: z + back, z1: z + depth }, cushion);
    st.box({ x0: x0 + arm + 0.1, x1: x0 + arm + 0.55, y0: 0.46, y1: 0.92, z0: z + back + 0.05, z1: z + back + 0.17 }, st.colors.accent);
    st.box(
      { x0: x1 - arm - 0.55, x1: x1 - arm - 0.1, y0: 0.46, y1: 0.9, z0: z + back + 0.05, z1: z + back + 0.17 },
      lighten(st.colors.accent, 0.25),
    );
    st.box({ x0, x1, y0: 0.1, y1: 0.72, z0: z, z1: z + back }, color);
    st.box({ x0: x0 + 0.02, x1: x1 - 0.02, y0: 0.72, y1: 0.78, z0: z + 0.02, z1: z + back - 0.02 }, lighten(color, 0.05));
    const throwX = st.rng.chance(0.5) ? x0 + 0.35 : x1 - 0.95;
    st.box({ x0: throwX, x1: throwX + 0.6, y0: 0.3, y1: 0.8, z0: z - 0.015, z1: z + back }, mix(st.colors.accent, "#f1ebe1", 0.45));
  }
  for (const lx of [x0 + 0.06, x1 - 0.1]) st.box({ x0: lx, x1: lx + 0.04, y0: 0, y1: 0.1, z0: z + 0.04, z1: z + 0.08 }, "#2b2622");
}

export function armchair(st: Stage, cx: number, z: number, color: string): void {
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

export function coffeeTable(st: Stage, cx: number, z: number, w: number, depth: number): void {
  const c = st.colors;
  st.shadow(cx - w / 2, cx + w / 2, z, z + depth, 0.14);
  st.box({ x0: cx - w / 2 + 0.1, x1: cx + w / 2 - 0.1, y0: 0, y1: 0.34, z0: z + 0.1, z1: z + depth - 0.1 }, darken(c.wood, 0.15));
  st.box({ x0: cx - w / 2, x1: cx + w / 2, y0: 0.34, y1: 0.4, z0: z, z1: z + depth }, st.rng.chance(0.5) ? c.stone : c.wood);
  st.box({ x0: cx - 0.3, x1: cx - 0.02, y0: 0.4, y1: 0.46, z0: z + 0.15, z1: z + 0.38 }, c.accent);
  st.box({ x0: cx + 0.15, x1: cx + 0.25, y0: 0.4, y1: 0.62, z0: z + 0.2, z1: z + 0.3 }, c.metal);
}

export function bookshelf(st: Stage, x0: number, x1: number, height: number): void {
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
    for (let bx = v.x + 4; bx < v.x + v.w - 12;) {
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
