/**
 * Commercial interiors beyond the open-plan office and the car showroom (interiors.ts): a meeting
 * room, a reception or hotel lobby, a shop (fashion boutique or minimarket) and a warehouse aisle.
 * Each states its kind at card size by one thing a visitor knows: the boardroom table, the front
 * desk, the clothes rails or stocked shelves, the pallet racking.
 */
import { pickAt } from "../random.ts";
import { circle, d, darken, ellipse, lighten, poly, rect, stroke } from "./svg.ts";
import { type TimeOfDay } from "./sky.ts";
import { vignette } from "./skyline.ts";
import {
  type InteriorPalette,
  Stage,
  armchair,
  backWindow,
  coffeeTable,
  createStage,
  drawShell,
  pendant,
  plant,
  rug,
  sideWindow,
  sofa,
} from "./interior-stage.ts";

/** a room of its own size drawn with the camera and palette of a fresh stage */
function businessStage(
  seed: number,
  time: TimeOfDay,
  eye: number,
  size: { left: number; right: number; height: number; depth: number },
  colors: Partial<InteriorPalette>,
): Stage {
  const st = createStage(seed, time, eye, false);
  return new Stage(st.svg, st.cam, size, { ...st.colors, ...colors }, st.pal, st.rng, st.lightFromLeft);
}

/* ---- meeting room ---- */

export function meetingRoomScene(seed: number, time: TimeOfDay): string {
  const st = businessStage(seed, time, 1.5, { left: 3.2, right: 3.2, height: 3, depth: 7.2 }, {});
  const carpet = st.rng.pick(["#7d848c", "#8d9093", "#6f6a64", "#9a9288"]);
  const room = new Stage(st.svg, st.cam, st.room, { ...st.colors, floorStyle: "carpet", floor: carpet }, st.pal, st.rng, st.lightFromLeft);
  const { left: L, right: R, height: H, depth: D } = room.room;
  drawShell(room, room.rng.pick(["#eceae6", "#e4e2dd", "#f1eee8"]));
  backWindow(room, -L + 0.25, R - 0.25, 0.1, H - 0.12, 5, false);
  // a screen on the wall the table faces sideways
  const screenRight = room.lightFromLeft;
  const sx = screenRight ? R - 0.01 : -L + 0.01;
  room.quad(
    [
      [sx, 1.0, 4.6],
      [sx, 1.0, 6.4],
      [sx, 2.05, 6.4],
      [sx, 2.05, 4.6],
    ],
    "#1b1e24",
  );
  room.quad(
    [
      [sx, 1.08, 4.7],
      [sx, 1.08, 6.3],
      [sx, 1.97, 6.3],
      [sx, 1.97, 4.7],
    ],
    room.dark ? "#3d5a7a" : "#2c3e55",
  );
  // a glass partition with a frosted band on the other side wall
  const gx = screenRight ? -L + 0.01 : R - 0.01;
  room.quad(
    [
      [gx, 0, 1.2],
      [gx, 0, D],
      [gx, H, D],
      [gx, H, 1.2],
    ],
    "#dfeef2",
    { opacity: 0.35 },
  );
  room.quad(
    [
      [gx, 1.0, 1.2],
      [gx, 1.0, D],
      [gx, 1.5, D],
      [gx, 1.5, 1.2],
    ],
    "#ffffff",
    { opacity: 0.55 },
  );
  plant(room, screenRight ? -L + 0.5 : R - 0.5, D - 0.5, 1.3);
  const top = room.rng.pick(["#f1eee8", "#d8c3a5", room.colors.wood, "#2f3338"]);
  const chairColor = room.rng.pick(["#2f3640", "#3e4c5c", "#6b4a33", "#1f1f22", room.colors.accent]);
  const z0 = 2.9;
  const z1 = D - 1.4;
  meetingChair(room, 0, z1 + 0.4, chairColor, "end");
  const seats: number[] = [];
  for (let z = z1 - 0.45; z > z0 + 0.1; z -= 0.95) seats.push(z);
  // the far chairs are behind the table top, the near ones in front of it
  const behind = seats.filter((z) => z > 4.4);
  for (const z of behind) for (const x of [-1.15, 1.15]) meetingChair(room, x, z, chairColor, x < 0 ? "left" : "right");
  room.shadow(-0.95, 0.95, z0, z1, 0.16);
  room.box({ x0: -0.35, x1: 0.35, y0: 0, y1: 0.7, z0: z0 + 0.6, z1: z1 - 0.6 }, darken(top, 0.25));
  room.box({ x0: -0.9, x1: 0.9, y0: 0.7, y1: 0.76, z0, z1 }, top);
  for (const z of seats.filter((z) => z <= 4.4))
    for (const x of [-1.15, 1.15]) meetingChair(room, x, z, chairColor, x < 0 ? "left" : "right");
  // a long linear light over the table
  room.box({ x0: -0.06, x1: 0.06, y0: H - 0.62, y1: H - 0.58, z0: z0 + 0.3, z1: z1 - 0.3 }, "#2b2b2b");
  const [ax, ay] = room.at(0, H, z0 + 0.5);
  const [bx, by] = room.at(0, H - 0.58, z0 + 0.5);
  room.add(stroke(d`M${ax} ${ay}L${bx} ${by}`, "#2b2b2b", 1.2));
  if (room.dark) room.glow(0, 1.6, (z0 + z1) / 2, 1.6, "#ffe2b0", 0.45);
  vignette(room.svg, 0.18);
  return room.svg.toString();
}

/** an office chair by the table, its back away from the table */
function meetingChair(st: Stage, x: number, z: number, color: string, side: "left" | "right" | "end"): void {
  st.shadow(x - 0.3, x + 0.3, z - 0.3, z + 0.3, 0.12);
  st.box({ x0: x - 0.02, x1: x + 0.02, y0: 0.05, y1: 0.45, z0: z - 0.02, z1: z + 0.02 }, "#2b2b2b");
  st.box({ x0: x - 0.27, x1: x + 0.27, y0: 0.02, y1: 0.05, z0: z - 0.02, z1: z + 0.02 }, "#2b2b2b");
  st.box({ x0: x - 0.24, x1: x + 0.24, y0: 0.45, y1: 0.52, z0: z - 0.24, z1: z + 0.24 }, color);
  if (side === "end") st.box({ x0: x - 0.23, x1: x + 0.23, y0: 0.55, y1: 1.0, z0: z + 0.22, z1: z + 0.27 }, color);
  else {
    const bx = side === "left" ? x - 0.27 : x + 0.22;
    st.box({ x0: bx, x1: bx + 0.05, y0: 0.55, y1: 0.98, z0: z - 0.22, z1: z + 0.22 }, color);
  }
}

/* ---- reception and hotel lobby ---- */

export function receptionScene(seed: number, time: TimeOfDay, hotel = false): string {
  const height = hotel ? 5.2 : 3.1;
  const st = businessStage(seed, time, 1.55, { left: 4, right: 4, height, depth: 8 }, {});
  const floor = hotel
    ? { floorStyle: "marble" as const, floor: st.rng.pick(["#e8e2d8", "#ddd5c8", "#efe9df"]) }
    : { floorStyle: st.rng.pick(["tiles", "marble"] as const), floor: st.rng.pick(["#d8d4ce", "#cfcac3", "#e4e0da"]) };
  const room = new Stage(st.svg, st.cam, st.room, { ...st.colors, ...floor }, st.pal, st.rng, st.lightFromLeft);
  const { left: L, right: R, height: H, depth: D } = room.room;
  const c = room.colors;
  drawShell(room, hotel ? room.rng.pick(["#efe5d6", "#e9dfcf"]) : room.rng.pick(["#eceae6", "#f1eee8"]));
  // the feature wall behind the desk: wood slats or stone, with a mark in place of a name
  const panel = hotel ? room.rng.pick(["#8a6a4c", "#5e4330", "#c9b79a"]) : room.rng.pick([c.wood, "#3a3d44", "#6f7f62", "#c9b79a"]);
  const panelTop = hotel ? 4.2 : H - 0.05;
  room.quad(
    [
      [-2.4, 0, D - 0.01],
      [2.4, 0, D - 0.01],
      [2.4, panelTop, D - 0.01],
      [-2.4, panelTop, D - 0.01],
    ],
    panel,
  );
  let slats = "";
  for (let x = -2.4; x <= 2.4; x += 0.12) {
    const a = room.at(x, 0, D);
    const b = room.at(x, panelTop, D);
    slats += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  room.add(stroke(slats, darken(panel, 0.25), 1.2, { opacity: 0.5 }));
  const mark = room.frontRect(-0.45, 0.45, 1.75, 2.45, D - 0.02);
  const gold = hotel ? "#d4b36a" : room.rng.pick(["#c8a45c", "#f1eee8", "#dfe6ea"]);
  room.add(
    circle(mark.x + mark.w * 0.5, mark.y + mark.h * 0.45, mark.h * 0.32, "none", {
      stroke: gold,
      "stroke-width": Math.max(2, mark.h * 0.07),
    }),
    rect(mark.x + mark.w * 0.2, mark.y + mark.h * 0.9, mark.w * 0.6, mark.h * 0.08, gold),
  );
  if (hotel) {
    // columns and tall windows either side, a chandelier
    for (const x of [-L + 0.2, R - 0.2]) sideWindow(room, x < 0, 1.2, D - 2.8);
    for (const x of [-3.1, 3.1]) room.box({ x0: x - 0.25, x1: x + 0.25, y0: 0, y1: H, z0: D - 2.2, z1: D - 1.7 }, lighten(c.stone, 0.1));
    chandelier(room, 0, D - 2.6, 3.3);
  } else {
    sideWindow(room, !room.lightFromLeft, 1.4, D - 1.2);
  }
  plant(room, -2.9, D - 0.6, 1.6);
  plant(room, 2.9, D - 0.6, 1.4);
  // the front desk
  const desk = hotel ? room.rng.pick(["#f1ece2", "#3a3632", "#e6dccb"]) : room.rng.pick(["#f1eee8", "#2f3338", c.wood]);
  const dz = D - 1.9;
  room.shadow(-1.9, 1.9, dz - 0.1, dz + 0.8, 0.18);
  room.box({ x0: -1.8, x1: 1.8, y0: 0, y1: 1.1, z0: dz, z1: dz + 0.7 }, desk);
  room.box({ x0: -1.85, x1: 1.85, y0: 1.1, y1: 1.16, z0: dz - 0.08, z1: dz + 0.72 }, hotel ? "#d4b36a" : c.stone);
  room.box({ x0: -1.8, x1: 1.8, y0: 0.05, y1: 0.12, z0: dz - 0.02, z1: dz }, hotel ? "#d4b36a" : darken(desk, 0.3));
  room.box({ x0: -0.9, x1: -0.55, y0: 1.16, y1: 1.42, z0: dz + 0.3, z1: dz + 0.34 }, "#1d2027");
  room.box({ x0: 0.5, x1: 0.62, y0: 1.16, y1: 1.36, z0: dz + 0.2, z1: dz + 0.32 }, c.accent);
  if (hotel) for (const x of [-1.2, 0, 1.2]) pendant(room, x, dz + 0.4, 2.4, "#d4b36a");
  else for (const x of [-0.9, 0.9]) pendant(room, x, dz + 0.4, 2.1, c.metal);
  // somewhere to wait
  const left = room.rng.chance(0.5);
  rug(room, left ? -3.6 : 1.2, left ? -1.2 : 3.6, 3.2, 5.2, room.rng.pick(["#d9cdb9", "#b9a78f", "#cbbfb0"]));
  sofa(room, left ? -2.4 : 2.4, 4.6, 2.2, hotel ? room.rng.pick(["#6b3f46", "#1f3550", "#8f9a86"]) : c.fabric, "camera");
  coffeeTable(room, left ? -2.4 : 2.4, 3.6, 1.1, 0.6);
  armchair(room, left ? -0.6 : 0.6, 3.1, darken(c.accent, 0.05));
  vignette(room.svg, 0.18);
  return room.svg.toString();
}

function chandelier(st: Stage, x: number, z: number, y: number): void {
  const [tx, ty] = st.at(x, st.room.height, z);
  const [cx, cy] = st.at(x, y, z);
  const s = st.scale(z);
  st.add(stroke(d`M${tx} ${ty}L${cx} ${cy}`, "#8a7a5a", 1.4));
  st.glow(x, y - 0.2, z, 1.6, "#ffe6b3", st.dark ? 0.7 : 0.35);
  for (const [rx, ry, count] of [
    [0.9, 0.0, 14],
    [0.6, 0.35, 10],
    [0.3, 0.65, 6],
  ] as const) {
    const ex = rx * s;
    st.add(ellipse(cx, cy + ry * s, ex, ex * 0.18, "none", { stroke: "#d4b36a", "stroke-width": Math.max(1.5, 0.03 * s) }));
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      st.add(circle(cx + Math.cos(a) * ex, cy + ry * s + Math.sin(a) * ex * 0.18 + 0.06 * s, 0.035 * s, "#fff4d6"));
    }
  }
}

/* ---- shops ---- */

const GARMENTS = ["#1f3550", "#c8a45c", "#9c5a3c", "#f5efe6", "#2b2b30", "#7d2f3a", "#6f7f62", "#d9a0a0", "#8fa7c0"] as const;
const GOODS = ["#c8323c", "#f2b632", "#2f7a4a", "#1f5fa8", "#f5efe6", "#e07a2f", "#7a3f9c", "#3aa6b9"] as const;

/** a fashion boutique (rails, mannequins, folded stacks) or, for `grocery`, a minimarket (stocked shelves, fridges, till) */
export function shopInteriorScene(seed: number, time: TimeOfDay, grocery = false): string {
  const st = businessStage(seed, time, 1.5, { left: 3.4, right: 3.4, height: 3.2, depth: 8.5 }, {});
  const floor = grocery
    ? { floorStyle: "tiles" as const, floor: st.rng.pick(["#e6e2dc", "#dcd8d0", "#ece8e1"]) }
    : { floorStyle: st.rng.pick(["planks", "marble"] as const), floor: st.rng.pick(["#d8c3a5", "#e4ddd2", "#c9a57c"]) };
  const room = new Stage(st.svg, st.cam, st.room, { ...st.colors, ...floor }, st.pal, st.rng, st.lightFromLeft);
  const { left: L, right: R, depth: D } = room.room;
  drawShell(room, grocery ? "#f3f1ec" : room.rng.pick(["#f3eee6", "#efe7dc", "#ebe6df"]));
  trackLights(room);
  if (grocery) {
    fridgeWall(room, -2.6, 2.6, D);
    for (const [x0, x1] of [
      [-L, -L + 0.55],
      [R - 0.55, R],
    ] as const)
      stockedShelf(room, x0, x1, 1.2, D - 0.3, 2.0);
    for (const x of [-1.3, 1.3]) gondola(room, x, 2.6, D - 1.6);
    room.shadow(-L + 0.6, -L + 2.2, 1.2, 2.0, 0.15);
    room.box({ x0: -L + 0.7, x1: -L + 2.1, y0: 0, y1: 0.95, z0: 1.3, z1: 1.95 }, room.rng.pick(["#3b4650", "#c8323c", "#f1eee8"]));
    room.box({ x0: -L + 0.7, x1: -L + 2.1, y0: 0.95, y1: 1.0, z0: 1.3, z1: 1.95 }, "#d8d4ce");
    room.box({ x0: -L + 1.0, x1: -L + 1.3, y0: 1.0, y1: 1.25, z0: 1.6, z1: 1.75 }, "#1d2027");
  } else {
    shelfWall(room, -2.2, 2.2, D);
    for (const onLeft of [true, false]) clothesRail(room, onLeft, 2.4, D - 0.6);
    displayTable(room, -0.9, 4.2);
    displayTable(room, 1.0, 5.6);
    mannequin(room, room.rng.chance(0.5) ? -1.9 : 1.9, 3.3, pickAt(GARMENTS, room.rng.int(0, GARMENTS.length - 1)));
    mannequin(room, 0.1, D - 1.6, pickAt(GARMENTS, room.rng.int(0, GARMENTS.length - 1)));
    plant(room, room.rng.chance(0.5) ? -L + 0.5 : R - 0.5, 1.6, 1.2);
  }
  vignette(room.svg, 0.18);
  return room.svg.toString();
}

function trackLights(st: Stage): void {
  const { height: H, depth: D } = st.room;
  for (const x of [-1.3, 1.3]) {
    const a = st.at(x, H - 0.02, 1.2);
    const b = st.at(x, H - 0.02, D - 0.3);
    st.add(stroke(d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`, "#2b2b2b", 3));
    for (let z = 1.8; z < D - 0.5; z += 1.4) {
      st.box({ x0: x - 0.05, x1: x + 0.05, y0: H - 0.2, y1: H - 0.05, z0: z, z1: z + 0.12 }, "#2b2b2b");
      if (st.dark) st.glow(x, H - 0.3, z, 0.5, "#fff0cc", 0.5);
    }
  }
}

/** garments on a rail along a side wall, seen edge on */
function clothesRail(st: Stage, onLeft: boolean, z0: number, z1: number): void {
  const wall = onLeft ? -st.room.left : st.room.right;
  const x = onLeft ? wall + 0.35 : wall - 0.35;
  const top = 1.75;
  const a = st.at(x, top, z0);
  const b = st.at(x, top, z1);
  st.add(stroke(d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`, "#8d9398", 2.5));
  for (let z = z1 - 0.05; z > z0; z -= 0.11) {
    const color = st.rng.pick(GARMENTS);
    const len = st.rng.range(0.7, 1.15);
    const half = st.rng.range(0.2, 0.28);
    st.quad(
      [
        [x - half * 0.5, top - 0.05, z],
        [x + half * 0.5, top - 0.05, z],
        [x + half, top - len, z],
        [x - half, top - len, z],
      ],
      color,
      { stroke: darken(color, 0.25), "stroke-width": 0.8 },
    );
  }
}

/** the back wall: lit cubbies of folded clothes, shoes and bags */
function shelfWall(st: Stage, x0: number, x1: number, D: number): void {
  const wood = st.rng.pick(["#f1eee8", st.colors.wood, "#2f3338"]);
  st.box({ x0, x1, y0: 0, y1: 2.6, z0: D - 0.4, z1: D }, wood);
  const cols = 5;
  const rows = 4;
  const w = (x1 - x0) / cols;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const v = st.frontRect(x0 + i * w + 0.05, x0 + (i + 1) * w - 0.05, 0.15 + j * 0.6, 0.7 + j * 0.6, D - 0.4);
      st.add(rect(v.x, v.y, v.w, v.h, darken(wood, 0.35)), rect(v.x, v.y, v.w, 3, "#fff3d6", { opacity: 0.8 }));
      const stacks = st.rng.int(1, 3);
      for (let k = 0; k < stacks; k++) {
        const color = st.rng.pick(GARMENTS);
        const sw = (v.w / stacks) * 0.7;
        const sh = v.h * st.rng.range(0.3, 0.6);
        const sx = v.x + (v.w / stacks) * (k + 0.15);
        st.add(rect(sx, v.y + v.h - sh, sw, sh, color), stroke(d`M${sx} ${v.y + v.h - sh / 2}h${sw}`, darken(color, 0.2), 1));
      }
    }
}

function displayTable(st: Stage, cx: number, z: number): void {
  const top = st.rng.pick([st.colors.wood, "#f1eee8", "#d8c3a5"]);
  st.shadow(cx - 0.7, cx + 0.7, z - 0.05, z + 0.85, 0.15);
  st.box({ x0: cx - 0.6, x1: cx + 0.6, y0: 0, y1: 0.8, z0: z, z1: z + 0.8 }, darken(top, 0.12));
  st.box({ x0: cx - 0.65, x1: cx + 0.65, y0: 0.8, y1: 0.85, z0: z - 0.03, z1: z + 0.83 }, top);
  for (const dx of [-0.4, 0, 0.4]) {
    const color = st.rng.pick(GARMENTS);
    st.box({ x0: cx + dx - 0.16, x1: cx + dx + 0.16, y0: 0.85, y1: 0.85 + st.rng.range(0.08, 0.2), z0: z + 0.2, z1: z + 0.55 }, color);
  }
}

function mannequin(st: Stage, x: number, z: number, dress: string): void {
  const [bx, by] = st.at(x, 0, z);
  const s = st.scale(z);
  const [hx, hy] = st.at(x, 1.72, z);
  st.shadow(x - 0.25, x + 0.25, z - 0.2, z + 0.2, 0.14);
  st.add(
    ellipse(bx, by, 0.2 * s, 0.04 * s, "#3a3d42"),
    rect(bx - 0.015 * s, by - 0.5 * s, 0.03 * s, 0.5 * s, "#8d9398"),
    poly(
      [
        [bx - 0.13 * s, hy + 0.2 * s],
        [bx + 0.13 * s, hy + 0.2 * s],
        [bx + 0.3 * s, by - 0.45 * s],
        [bx - 0.3 * s, by - 0.45 * s],
      ],
      dress,
    ),
    rect(bx - 0.17 * s, hy + 0.16 * s, 0.34 * s, 0.1 * s, darken(dress, 0.1), { rx: 0.04 * s }),
    rect(hx - 0.025 * s, hy + 0.06 * s, 0.05 * s, 0.1 * s, "#e8e2d8"),
    circle(hx, hy, 0.09 * s, "#efe9df"),
  );
}

/** glass-door fridges along the back wall */
function fridgeWall(st: Stage, x0: number, x1: number, D: number): void {
  st.box({ x0, x1, y0: 0, y1: 2.3, z0: D - 0.7, z1: D }, "#dfe3e6");
  const doors = 5;
  const w = (x1 - x0) / doors;
  for (let i = 0; i < doors; i++) {
    const v = st.frontRect(x0 + i * w + 0.05, x0 + (i + 1) * w - 0.05, 0.2, 2.15, D - 0.7);
    st.add(rect(v.x, v.y, v.w, v.h, "#eef6f8"));
    for (let j = 0; j < 5; j++) {
      const sy = v.y + (v.h * (j + 1)) / 5;
      for (let bx = v.x + 3; bx < v.x + v.w - 6; bx += v.w / 7)
        st.add(rect(bx, sy - v.h * 0.13, v.w / 10, v.h * 0.12, pickAt(GOODS, i * 3 + j + Math.round(bx))));
      st.add(rect(v.x, sy - 2, v.w, 2, "#b8c2c8"));
    }
    st.add(
      rect(v.x, v.y, v.w, v.h, "#ffffff", { opacity: 0.18 }),
      rect(v.x, v.y, v.w, v.h, "none", { stroke: "#8d9398", "stroke-width": 3 }),
    );
  }
  const top = st.frontRect(x0, x1, 2.3, 2.6, D - 0.7);
  st.add(rect(top.x, top.y, top.w, top.h, st.rng.pick(["#c8323c", "#1f5fa8", "#2f7a4a"])));
}

/** shelves of packets along a side wall, stocked on the face towards the room */
function stockedShelf(st: Stage, x0: number, x1: number, z0: number, z1: number, height: number): void {
  const onLeft = x0 < 0;
  const face = onLeft ? x1 : x0;
  st.box({ x0, x1, y0: 0, y1: height, z0, z1 }, "#e9e7e2");
  for (let y = 0.25; y < height; y += 0.42) {
    for (let z = z0 + 0.05; z < z1 - 0.15; z += 0.16) {
      st.quad(
        [
          [face, y, z],
          [face, y, z + 0.13],
          [face, y + 0.3, z + 0.13],
          [face, y + 0.3, z],
        ],
        st.rng.pick(GOODS),
      );
    }
    st.quad(
      [
        [face, y - 0.03, z0],
        [face, y - 0.03, z1],
        [face, y, z1],
        [face, y, z0],
      ],
      "#b8bcc0",
    );
  }
}

/** a free-standing shelf unit running away from the camera, stocked on its visible side */
function gondola(st: Stage, x: number, z0: number, z1: number): void {
  const half = 0.35;
  const face = x < 0 ? x + half : x - half;
  st.shadow(x - half - 0.05, x + half + 0.05, z0, z1, 0.15);
  st.box({ x0: x - half, x1: x + half, y0: 0, y1: 1.6, z0, z1 }, "#e9e7e2");
  for (let y = 0.15; y < 1.6; y += 0.38)
    for (let z = z0 + 0.05; z < z1 - 0.12; z += 0.14)
      st.quad(
        [
          [face, y, z],
          [face, y, z + 0.11],
          [face, y + 0.28, z + 0.11],
          [face, y + 0.28, z],
        ],
        st.rng.pick(GOODS),
      );
  st.box({ x0: x - half, x1: x + half, y0: 1.6, y1: 1.66, z0, z1 }, "#b8bcc0");
}

/* ---- warehouse aisle ---- */

export function warehouseInteriorScene(seed: number, time: TimeOfDay): string {
  const st = businessStage(seed, time, 1.7, { left: 5.5, right: 5.5, height: 10, depth: 34 }, {});
  const room = new Stage(
    st.svg,
    st.cam,
    st.room,
    { ...st.colors, floorStyle: "carpet", floor: st.rng.pick(["#a8a49c", "#b5b1a9", "#9c9993"]), wall: "#d5d8dc" },
    st.pal,
    st.rng,
    st.lightFromLeft,
  );
  const { left: L, right: R, height: H, depth: D } = room.room;
  drawShell(room, room.rng.pick(["#d5d8dc", "#cfd3d6", "#dcdcd6"]));
  // cladding ribs on the walls, trusses and skylights in the roof
  let ribs = "";
  for (let x = -L + 0.4; x < R; x += 0.4) {
    const a = room.at(x, 0, D);
    const b = room.at(x, H, D);
    ribs += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  room.add(stroke(ribs, "#9aa0a6", 1, { opacity: 0.5 }));
  for (let z = 4; z < D; z += 5) {
    room.box({ x0: -L, x1: R, y0: H - 0.5, y1: H - 0.35, z0: z, z1: z + 0.2 }, "#7d848c");
    room.quad(
      [
        [-1.2, H - 0.01, z + 0.8],
        [1.2, H - 0.01, z + 0.8],
        [1.2, H - 0.01, z + 3.2],
        [-1.2, H - 0.01, z + 3.2],
      ],
      room.dark ? "#fff3d0" : lighten(pickAt(room.pal.sky, 1), 0.4),
    );
  }
  // the loading door at the far end, open on daylight
  const door = room.frontRect(-2, 2, 0, 4.5, D - 0.01);
  room.add(rect(door.x, door.y, door.w, door.h, room.dark ? "#1c2230" : lighten(pickAt(room.pal.sky, 3), 0.3)));
  room.add(rect(door.x, door.y, door.w, door.h * 0.25, "#6d7178"));
  // aisle markings
  for (const x of [-1.6, 1.6]) {
    const a = room.at(x, 0.002, 1.2);
    const b = room.at(x, 0.002, D);
    room.add(stroke(d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`, "#e8c23a", 3));
  }
  const upright = room.rng.pick(["#1f4e8c", "#e07a2f", "#2f6f4f"]);
  const beam = room.rng.pick(["#e07a2f", "#f2b632", "#c8323c"]);
  for (const side of [-1, 1] as const) racking(room, side, upright, beam);
  forklift(room, room.rng.range(-0.8, 0.8), room.rng.range(9, 13));
  if (room.dark) for (let z = 6; z < D; z += 6) room.glow(0, H - 1.2, z, 2.2, "#fff0cc", 0.35);
  vignette(room.svg, 0.2);
  return room.svg.toString();
}

function racking(st: Stage, side: -1 | 1, upright: string, beam: string): void {
  const { depth: D } = st.room;
  const inner = side * 2.2;
  const outer = side * 3.5;
  const [x0, x1] = side < 0 ? [outer, inner] : [inner, outer];
  const levels = [0.15, 1.9, 3.65, 5.4, 7.15];
  const bay = 2.8;
  for (let z = D - 1 - bay; z > 1; z -= bay) {
    for (const y of levels) {
      if (y > 0.2) st.box({ x0, x1, y0: y - 0.12, y1: y, z0: z, z1: z + bay }, beam);
      if (st.rng.chance(0.85)) {
        const top = y + st.rng.range(1.1, 1.45);
        const card = st.rng.pick(["#b88a58", "#c79a66", "#a77b4f", "#d8c3a5"]);
        st.box({ x0: x0 + 0.1, x1: x1 - 0.1, y0: y, y1: y + 0.14, z0: z + 0.2, z1: z + bay / 2 - 0.05 }, "#8a6a4c");
        st.box({ x0: x0 + 0.15, x1: x1 - 0.15, y0: y + 0.14, y1: top, z0: z + 0.25, z1: z + bay / 2 - 0.1 }, card);
        if (st.rng.chance(0.8))
          st.box({ x0: x0 + 0.15, x1: x1 - 0.15, y0: y + 0.14, y1: top - 0.1, z0: z + bay / 2 + 0.1, z1: z + bay - 0.25 }, card);
      }
    }
    st.box({ x0: inner - 0.06, x1: inner + 0.06, y0: 0, y1: 8.8, z0: z - 0.06, z1: z + 0.06 }, upright);
  }
}

function forklift(st: Stage, x: number, z: number): void {
  const body = st.rng.pick(["#f2b632", "#e07a2f", "#c8323c"]);
  st.shadow(x - 0.7, x + 0.7, z - 1.2, z + 1.4, 0.2);
  // forks and mast towards the camera, carrying a pallet
  st.box({ x0: x - 0.55, x1: x + 0.55, y0: 0.3, y1: 0.45, z0: z - 1.1, z1: z - 0.1 }, "#8a6a4c");
  st.box({ x0: x - 0.5, x1: x + 0.5, y0: 0.45, y1: 1.35, z0: z - 1.05, z1: z - 0.15 }, "#c79a66");
  for (const mx of [x - 0.45, x + 0.35]) st.box({ x0: mx, x1: mx + 0.1, y0: 0, y1: 2.4, z0: z - 0.05, z1: z + 0.05 }, "#2b2b2b");
  st.box({ x0: x - 0.6, x1: x + 0.6, y0: 0.15, y1: 1.1, z0: z + 0.05, z1: z + 1.6 }, body);
  st.box({ x0: x - 0.55, x1: x + 0.55, y0: 1.1, y1: 1.14, z0: z + 0.2, z1: z + 1.4 }, "#2b2b2b");
  for (const px of [x - 0.55, x + 0.5]) st.box({ x0: px, x1: px + 0.05, y0: 1.1, y1: 2.2, z0: z + 0.2, z1: z + 0.25 }, "#2b2b2b");
  st.box({ x0: x - 0.58, x1: x + 0.58, y0: 2.2, y1: 2.26, z0: z + 0.2, z1: z + 1.4 }, "#2b2b2b");
  for (const wx of [x - 0.62, x + 0.5]) st.box({ x0: wx, x1: wx + 0.12, y0: 0, y1: 0.45, z0: z + 0.1, z1: z + 0.6 }, "#15181d");
}
