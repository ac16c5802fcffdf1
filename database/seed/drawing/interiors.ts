/**
 * Interior scenes: living rooms, bedrooms, kitchens, bathrooms, dining rooms, balconies, offices and showrooms.
 */
import { pickAt } from "../random.ts";
import { type Point, circle, d, darken, ellipse, group, lighten, num, path, poly, rect, rectD, stroke } from "./svg.ts";
import { type TimeOfDay } from "./sky.ts";
import { car } from "./props.ts";
import { CAR_COLORS, CAR_KINDS, vignette } from "./skyline.ts";
import { type Volume } from "./homes.ts";
import {
  type InteriorPalette,
  NEAR,
  Stage,
  type Vec3,
  armchair,
  artwork,
  backWindow,
  bookshelf,
  coffeeTable,
  createStage,
  curtain,
  drawShell,
  floorLamp,
  pendant,
  plant,
  rug,
  sideWindow,
  sofa,
  tableLamp,
  gardenView,
  windowView,
} from "./interior-stage.ts";

export type RoomKind = "living" | "living-view" | "bedroom" | "kitchen" | "bathroom" | "dining" | "balcony" | "terrace";
export const ROOM_KINDS: readonly RoomKind[] = ["living", "bedroom", "kitchen", "living-view", "bathroom", "dining", "balcony"];
/** a flat looks out on the city from a floor up; a villa or townhouse has higher rooms, a staircase and its garden */
export type HomeSetting = "flat" | "house";

export function interiorScene(seed: number, kind: RoomKind, time: TimeOfDay, setting: HomeSetting = "flat"): string {
  const house = setting === "house";
  const base = createStage(seed, time, kind === "kitchen" ? 1.55 : 1.45, kind === "bathroom", house ? "garden" : "city");
  const { left, right, depth } = base.room;
  const st = house
    ? new Stage(
        base.svg,
        base.cam,
        { left: left * 1.12, right: right * 1.12, height: 3.3, depth },
        base.colors,
        base.pal,
        base.rng,
        base.lightFromLeft,
        base.outlook,
      )
    : base;
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
  terrace,
};

function livingRoom(st: Stage): void {
  const { left: L, right: R, depth: D } = st.room;
  const c = st.colors;
  drawShell(st);
  const windowLeft = st.lightFromLeft;
  sideWindow(st, windowLeft, 2.6, D - 0.6);
  const shelfOnRight = windowLeft;
  // a house's living room has the stair to the bedrooms where a flat's has its bookshelf
  if (st.outlook === "garden") staircase(st, shelfOnRight);
  else if (shelfOnRight) bookshelf(st, R - 1.5, R - 0.1, 2.3);
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
  st.quad(
    [
      [cx - w / 2 - 0.9, 0, D - 0.01],
      [cx + w / 2 + 0.9, 0, D - 0.01],
      [cx + w / 2 + 0.9, 2.5, D - 0.01],
      [cx - w / 2 - 0.9, 2.5, D - 0.01],
    ],
    panel,
  );
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
  st.box(
    { x0: cx - w / 2 - 0.03, x1: cx + w / 2 + 0.03, y0: 0.28, y1: 0.6, z0: head - len - 0.03, z1: head - 0.8 },
    st.rng.pick([c.fabric, "#f1ede6", lighten(c.accent, 0.55)]),
  );
  st.box({ x0: cx - w / 2 - 0.04, x1: cx + w / 2 + 0.04, y0: 0.26, y1: 0.62, z0: head - len - 0.04, z1: head - len + 0.5 }, c.accent);
}

function kitchen(st: Stage): void {
  const { left: L, right: R, height: H, depth: D } = st.room;
  const c = st.colors;
  drawShell(st);
  const cabinet = st.rng.pick([c.wood, "#f1ede6", "#3b4650", "#6f7f62", darken(c.stone, 0.05)]);
  st.quad(
    [
      [-L, 0.9, D - 0.005],
      [R, 0.9, D - 0.005],
      [R, 1.5, D - 0.005],
      [-L, 1.5, D - 0.005],
    ],
    c.stone,
  );
  // a house's kitchen always looks onto its garden
  const windowMiddle = st.outlook === "garden" || st.rng.chance(0.5);
  if (windowMiddle) backWindow(st, -0.75, 0.75, 1.05, 2.35, 2, st.rng.chance(0.4));
  st.box({ x0: -L, x1: R - 0.95, y0: 0, y1: 0.88, z0: D - 0.62, z1: D }, cabinet);
  cabinetDoors(st, -L, R - 0.95, 0.08, 0.84, D - 0.62);
  st.box({ x0: -L, x1: R - 0.95, y0: 0.88, y1: 0.93, z0: D - 0.65, z1: D }, c.stone);
  for (const [x0, x1] of [
    [-L, -0.95],
    [0.95, R - 0.95],
  ] as const) {
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
  for (const [x, z] of [
    [0.45, 4.7],
    [0.55, 4.65],
    [0.65, 4.72],
  ] as const) {
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
  for (let y = 0.6; y < H; y += 0.6)
    grid += seg(st.at(-L, y, D), st.at(R, y, D)) + seg(st.at(-L, y, NEAR), st.at(-L, y, D)) + seg(st.at(R, y, NEAR), st.at(R, y, D));
  for (let x = -L + 1.2; x < R; x += 1.2) grid += seg(st.at(x, 0, D), st.at(x, H, D));
  for (let z = D - 1.2; z > NEAR; z -= 1.2) grid += seg(st.at(-L, 0, z), st.at(-L, H, z)) + seg(st.at(R, 0, z), st.at(R, H, z));
  st.add(stroke(grid, darken(tile, 0.15), 1, { opacity: 0.6 }));
  if (st.rng.chance(0.5)) {
    const slab = st.rng.pick([c.wood, "#d9cbb8", "#3e4248", "#b9c4c2"]);
    st.quad(
      [
        [-1.4, 0, D - 0.005],
        [1.4, 0, D - 0.005],
        [1.4, H, D - 0.005],
        [-1.4, H, D - 0.005],
      ],
      slab,
    );
    const niche = st.frontRect(-0.9, 0.9, 1.1, 1.3, D - 0.01);
    st.add(rect(niche.x, niche.y, niche.w, niche.h, darken(slab, 0.25)), rect(niche.x, niche.y, niche.w, 3, "#fff3d6", { opacity: 0.9 }));
  } else {
    const frosted = st.frontRect(-0.9, 0.9, 1.3, 2.5, D);
    st.add(
      rect(
        frosted.x,
        frosted.y,
        frosted.w,
        frosted.h,
        st.svg.linear([
          [0, lighten(pickAt(st.pal.sky, 3), 0.5)],
          [1, "#f4f1ea"],
        ]),
      ),
      rect(frosted.x, frosted.y, frosted.w, frosted.h, "none", { stroke: "#3a3632", "stroke-width": 4 }),
    );
  }
  if (st.rng.chance(0.5)) showerGlass(st, -L, -L + 1.3, D - 1.4, D);
  else plant(st, -L + 0.5, D - 0.5, 1.1);
  st.shadow(-1.0, 1.0, D - 1.3, D - 0.25, 0.16);
  st.box({ x0: -0.95, x1: 0.95, y0: 0, y1: 0.58, z0: D - 1.25, z1: D - 0.3 }, "#fbfaf7");
  st.quad(
    [
      [-0.85, 0.58, D - 1.15],
      [0.85, 0.58, D - 1.15],
      [0.85, 0.58, D - 0.4],
      [-0.85, 0.58, D - 0.4],
    ],
    "#bfe0e8",
  );
  st.box({ x0: 0.98, x1: 1.02, y0: 0, y1: 1.0, z0: D - 0.85, z1: D - 0.8 }, c.metal === "#c8a45c" ? c.metal : "#8d9398");
  const mirror: Vec3[] = [
    [R - 0.01, 1.15, 3.5],
    [R - 0.01, 1.15, 4.9],
    [R - 0.01, 2.15, 4.9],
    [R - 0.01, 2.15, 3.5],
  ];
  st.quad(
    mirror,
    st.svg.linear([
      [0, "#dfe6ea"],
      [1, "#aeb9c0"],
    ]),
    { stroke: c.metal, "stroke-width": 4 },
  );
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
  st.quad(
    [
      [x0, 0.01, z0],
      [x1, 0.01, z0],
      [x1, 0.01, z1],
      [x0, 0.01, z1],
    ],
    "#cfd6d8",
  );
  st.box({ x0: x0 + 0.3, x1: x0 + 0.34, y0: 1.9, y1: 2.1, z0: z1 - 0.5, z1: z1 - 0.2 }, "#8d9398");
  st.quad(
    [
      [x1, 0, z0],
      [x1, 0, z1],
      [x1, 2.1, z1],
      [x1, 2.1, z0],
    ],
    "#dff1f5",
    { opacity: 0.3 },
  );
  st.quad(
    [
      [x0, 0, z0],
      [x1, 0, z0],
      [x1, 2.1, z0],
      [x0, 2.1, z0],
    ],
    "#dff1f5",
    { opacity: 0.35, stroke: "#8d9398", "stroke-width": 2 },
  );
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
  for (const [x, z] of [
    [-1.05, 4.5],
    [1.0, 4.5],
    [-1.05, 5.4],
    [1.0, 5.4],
  ] as const)
    st.box({ x0: x, x1: x + 0.06, y0: 0, y1: top - 0.05, z0: z, z1: z + 0.06 }, darken(c.wood, 0.2));
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
  st.quad(
    [
      [-L, 0, NEAR],
      [R + 2, 0, NEAR],
      [R + 2, 0, D],
      [-L, 0, D],
    ],
    st.svg.linear(
      [
        [0, lighten(deck, 0.08)],
        [1, darken(deck, 0.1)],
      ],
      [0, farY],
      [0, st.svg.height],
      true,
    ),
  );
  let planks = "";
  for (let x = -L + 0.15; x < R + 2; x += 0.15) {
    const a = st.at(x, 0, NEAR + 0.3);
    const b = st.at(x, 0, D);
    planks += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  st.add(stroke(planks, darken(deck, 0.3), 1, { opacity: 0.35 }));
  const slabEnd = D - 2;
  st.quad(
    [
      [-L, H, NEAR],
      [R + 2, H, NEAR],
      [R + 2, H, slabEnd],
      [-L, H, slabEnd],
    ],
    lighten(c.wall, 0.2),
  );
  st.quad(
    [
      [-L, H - 0.18, slabEnd],
      [R + 2, H - 0.18, slabEnd],
      [R + 2, H, slabEnd],
      [-L, H, slabEnd],
    ],
    c.wall,
  );
  st.quad(
    [
      [-L, 0, NEAR],
      [-L, 0, D],
      [-L, H, D],
      [-L, H, NEAR],
    ],
    st.svg.linear(
      [
        [0, darken(c.wall, 0.2)],
        [1, darken(c.wall, 0.05)],
      ],
      [0, 0],
      [1, 0],
    ),
  );
  if (st.dark) st.glow(-L + 0.02, 2.0, D - 2.4, 0.5, "#ffd99a", 0.7);
  plant(st, -L + 0.5, D - 0.5, 1.3);
  plant(st, R - 0.2, D - 0.5, 1.0);
  st.quad(
    [
      [-L, 0, D],
      [R + 2, 0, D],
      [R + 2, 1.1, D],
      [-L, 1.1, D],
    ],
    "#dff1f5",
    { opacity: 0.22 },
  );
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

/** floating treads up the back wall from the middle to the corner on `toRight`, with a glass balustrade */
function staircase(st: Stage, toRight: boolean): void {
  const { left: L, right: R, height: H, depth: D } = st.room;
  const steps = 15;
  const rise = (H - 0.1) / steps;
  const run = 0.22;
  const width = 1.0;
  const tread = st.rng.pick([st.colors.wood, "#3a3632", darken(st.colors.wood, 0.2)]);
  const start = toRight ? R - 0.15 - steps * run : -L + 0.15 + steps * run;
  // the stringer on the wall, then the treads from the top down so the lower ones overlap
  const low = st.at(start, 0, D - 0.01);
  const high = st.at(toRight ? R - 0.15 : -L + 0.15, H - 0.1, D - 0.01);
  st.add(stroke(d`M${low[0]} ${low[1]}L${high[0]} ${high[1]}`, darken(st.colors.wall, 0.2), 0.12 * st.scale(D)));
  for (let i = steps - 1; i >= 0; i--) {
    const x0 = toRight ? start + i * run : start - (i + 1) * run;
    const y = (i + 1) * rise;
    st.box({ x0, x1: x0 + run, y0: y - 0.08, y1: y, z0: D - width, z1: D }, tread);
  }
  const z = D - width;
  const glass: [number, number, number][] = [
    [start, 0.05, z],
    [toRight ? R - 0.15 : -L + 0.15, H - 0.05, z],
    [toRight ? R - 0.15 : -L + 0.15, H + 0.85, z],
    [start, 0.95, z],
  ];
  st.quad(glass, "#dff1f5", { opacity: 0.25, stroke: "#9aa0a6", "stroke-width": 2 });
}

/** a villa's garden terrace: patio, pergola, outdoor seating and the pool beyond */
function terrace(st: Stage): void {
  const { left: L, right: R, height: H, depth: D } = st.room;
  const c = st.colors;
  const full: Volume = { x: 0, y: 0, w: st.svg.width, h: st.svg.height };
  st.add(gardenView(st, full, true));
  const stone = st.rng.pick(["#e8e0d2", "#d9cdb9", "#cbbfb0"]);
  const [, farY] = st.at(0, 0, D);
  st.quad(
    [
      [-L - 1, 0, NEAR],
      [R + 1, 0, NEAR],
      [R + 1, 0, D],
      [-L - 1, 0, D],
    ],
    st.svg.linear(
      [
        [0, lighten(stone, 0.06)],
        [1, darken(stone, 0.08)],
      ],
      [0, farY],
      [0, st.svg.height],
      true,
    ),
  );
  let joints = "";
  for (let x = -L - 1; x < R + 1; x += 0.6) {
    const a = st.at(x, 0, NEAR + 0.2);
    const b = st.at(x, 0, D);
    joints += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  for (let z = D; z > NEAR + 0.3; z -= 0.6) {
    const a = st.at(-L - 1, 0, z);
    const b = st.at(R + 1, 0, z);
    joints += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  st.add(stroke(joints, darken(stone, 0.25), 1, { opacity: 0.35 }));
  // the pergola over the patio: beams, slats and the two far posts
  const beam = st.rng.pick(["#f1ece2", c.wood, "#3a3632"]);
  for (const x of [-L + 0.2, R - 0.2]) st.box({ x0: x - 0.1, x1: x + 0.1, y0: 0, y1: H, z0: D - 0.2, z1: D }, beam);
  st.box({ x0: -L, x1: R, y0: H - 0.2, y1: H, z0: D - 0.2, z1: D }, beam);
  for (let z = D - 0.6; z > NEAR + 0.4; z -= 0.45) st.box({ x0: -L, x1: R, y0: H - 0.12, y1: H, z0: z - 0.06, z1: z }, beam);
  if (st.dark) st.glow(0, H - 0.4, D - 1.5, 1.2, "#ffd99a", 0.5);
  plant(st, -L + 0.6, D - 0.6, 1.4);
  plant(st, R - 0.6, D - 0.6, 1.1);
  rug(st, -1.9, 1.9, D - 3.0, D - 0.6, st.rng.pick(["#e8e0d2", "#cdbfae", "#b9a78f"]));
  sofa(st, 0, D - 1.6, 2.4, st.rng.pick(["#f1ebe1", "#d9cbb5", c.fabric]), "camera");
  armchair(st, -1.7, D - 2.8, c.fabric);
  armchair(st, 1.7, D - 2.8, c.fabric);
  coffeeTable(st, 0, D - 2.9, 1.2, 0.6);
}

/* ---- commercial interiors ---- */

export function officeScene(seed: number, time: TimeOfDay): string {
  const st = createStage(seed, time, 1.6, false);
  const { left: L, right: R, height: H, depth: D } = st.room;
  const carpet: InteriorPalette = { ...st.colors, floorStyle: "carpet", floor: st.rng.pick(["#8d9093", "#a39d94", "#7d848c"]) };
  const office = new Stage(
    st.svg,
    st.cam,
    { left: L + 0.6, right: R + 0.6, height: H, depth: D + 3 },
    carpet,
    st.pal,
    st.rng,
    st.lightFromLeft,
  );
  const room = office.room;
  drawShell(office, st.rng.pick(["#eceae6", "#e4e2dd", "#f1eee8"]));
  backWindow(office, -room.left + 0.2, room.right - 0.2, 0.1, H - 0.15, 7, false);
  for (const x of [-2.2, 0, 2.2])
    for (const z of [4.5, 6.5, room.depth - 0.8]) {
      office.quad(
        [
          [x - 0.6, H - 0.01, z - 0.3],
          [x + 0.6, H - 0.01, z - 0.3],
          [x + 0.6, H - 0.01, z + 0.3],
          [x - 0.6, H - 0.01, z + 0.3],
        ],
        "#fbfbf6",
      );
    }
  plant(office, -room.left + 0.5, room.depth - 0.5, 1.4);
  plant(office, room.right - 0.5, room.depth - 0.5, 1.2);
  for (const x of [-room.left + 0.9, room.right - 1.3]) office.box({ x0: x, x1: x + 0.4, y0: 0, y1: H, z0: 5.6, z1: 6.0 }, "#f4f2ee");
  for (const z of [room.depth - 1.6, room.depth - 3.2, room.depth - 4.8])
    for (const x of [-1.9, -0.65, 0.65, 1.9]) workstation(office, x, z);
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
  const show = new Stage(
    st.svg,
    st.cam,
    { left: L + 2, right: R + 2, height: H + 1.5, depth: D + 4 },
    floor,
    st.pal,
    st.rng,
    st.lightFromLeft,
  );
  const room = show.room;
  drawShell(show, st.rng.pick(["#efece6", "#e2ded7", "#3a3d44"]));
  backWindow(show, -room.left + 0.3, room.right - 0.3, 0.05, room.height - 0.4, 6, st.rng.chance(0.3));
  for (const x of [-3, 0, 3]) {
    const [px, py] = show.at(x, room.height, 6.5);
    const [, fy] = show.at(x, 0, 6.5);
    st.svg.add(
      poly(
        [
          [px - 4, py],
          [px + 4, py],
          [px + 70, fy],
          [px - 70, fy],
        ],
        "#fff8e6",
        { opacity: 0.08 },
      ),
      circle(px, py + 3, 5, "#fffaf0"),
    );
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
