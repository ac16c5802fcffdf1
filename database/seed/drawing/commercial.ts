/**
 * Commercial exteriors: glass office towers, retail streets and warehouses.
 */
import { Rng, pickAt } from "../random.ts";
import { type Point, Svg, circle, d, darken, el, ellipse, group, lerp, lighten, mix, num, path, poly, polyD, rect, stroke } from "./svg.ts";
import { type SkyPalette, type TimeOfDay, cloud, clouds, drawSky, evenStops, isDark, skyPalette } from "./sky.ts";
import { farSkyline } from "./towers.ts";
import { person, shrub } from "./props.ts";
import { sideFace, vignette } from "./skyline.ts";
import { type Volume } from "./homes.ts";

/* ---- commercial exteriors ---- */

export function glassTowerScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  svg.add(rect(0, 0, W, H, svg.linear(evenStops(pal.sky))));
  svg.add(clouds(W, H * 0.9, pal, rng));
  const material = rng.pick(["#7fa6c6", "#8fb3b0", "#9aa7b8", "#a8b9c9", "#6f8fae"]);
  const glass = mix(material, pal.face, isDark(pal) ? 0.75 : 0.35);
  const behind = mix(darken(glass, 0.1), pal.haze, 0.35);
  const backX = rng.chance(0.5) ? W * 0.78 : W * 0.02;
  svg.add(
    curtainWall(
      svg,
      [
        [backX, H + 20],
        [backX + W * 0.3, H + 20],
        [backX + W * 0.26, H * 0.2],
        [backX + W * 0.04, H * 0.24],
      ],
      behind,
      pal,
      rng,
      false,
    ),
  );
  const apexX = W * rng.range(0.44, 0.56);
  const apexY = rng.range(24, 50);
  const leftTop: Point = [W * rng.range(0.16, 0.22), apexY + 50];
  const rightTop: Point = [W * rng.range(0.78, 0.84), apexY + 44];
  const bottomY = H + 20;
  const leftFace: Point[] = [[W * 0.04, bottomY], [apexX, bottomY], [apexX, apexY], leftTop];
  const rightFace: Point[] = [[apexX, bottomY], [W * 0.97, bottomY], rightTop, [apexX, apexY]];
  svg.add(curtainWall(svg, leftFace, glass, pal, rng, true), curtainWall(svg, rightFace, darken(glass, 0.18), pal, rng, false));
  svg.add(stroke(d`M${apexX} ${apexY}V${bottomY}`, lighten(glass, 0.4), 3, { opacity: 0.8 }));
  svg.add(stroke(d`M${leftTop[0]} ${leftTop[1]}L${apexX} ${apexY}L${rightTop[0]} ${rightTop[1]}`, lighten(glass, 0.5), 4));
  vignette(svg, 0.2);
  return svg.toString();
}

/** a glazed face given as [bottomLeft, bottomRight, topRight, topLeft] with floors drawn in perspective */
function curtainWall(svg: Svg, face: readonly Point[], glass: string, pal: SkyPalette, rng: Rng, lit: boolean): string {
  const [bl, br, tr, tl] = [pickAt(face, 0), pickAt(face, 1), pickAt(face, 2), pickAt(face, 3)];
  const at = (a: Point, b: Point, t: number): Point => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
  const outline = polyD(face);
  const clip = svg.clip(path(outline, "#000"));
  let floors = "";
  for (let i = 1; i < 30; i++) {
    const t = (i / 30) ** 1.35;
    const a = at(tl, bl, t);
    const b = at(tr, br, t);
    floors += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  let mullions = "";
  for (let i = 1; i < 12; i++) {
    const a = at(bl, br, i / 12);
    const b = at(tl, tr, i / 12);
    mullions += d`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  const streaks = Array.from({ length: 3 }, () => {
    const x = rng.range(-200, svg.width);
    const w = rng.range(40, 160);
    return poly(
      [
        [x, svg.height],
        [x + w, svg.height],
        [x + w + 500, 0],
        [x + 500, 0],
      ],
      "#ffffff",
      { opacity: rng.range(0.05, 0.14) },
    );
  });
  const reflectedClouds = Array.from({ length: 2 }, () =>
    cloud(rng.range(0, svg.width - 200), rng.range(200, 600), rng.range(180, 320), lighten(glass, 0.5), 0.25),
  );
  const windows = isDark(pal) ? litPanes(bl, br, tr, tl, pal, rng) : "";
  return group([
    path(
      outline,
      svg.linear([
        [0, mix(lighten(glass, lit ? 0.3 : 0.15), pickAt(pal.sky, 2), 0.3)],
        [1, darken(mix(glass, pickAt(pal.sky, 3), 0.2), 0.15)],
      ]),
    ),
    group(
      [
        ...reflectedClouds,
        ...streaks,
        windows,
        stroke(floors, darken(glass, 0.45), 2, { opacity: 0.6 }),
        stroke(mullions, darken(glass, 0.4), 1.4, { opacity: 0.45 }),
      ],
      { "clip-path": clip },
    ),
  ]);
}

function litPanes(bl: Point, br: Point, tr: Point, tl: Point, pal: SkyPalette, rng: Rng): string {
  let data = "";
  const at = (a: Point, b: Point, t: number): Point => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
  for (let i = 0; i < 29; i++) {
    const floorLit = rng.range(0, 0.6);
    const t0 = (i / 30) ** 1.35;
    const t1 = ((i + 1) / 30) ** 1.35;
    const p = (u: number, t: number): Point => at(at(tl, bl, t), at(tr, br, t), u);
    for (let j = 0; j < 12; j++) {
      if (!rng.chance(floorLit)) continue;
      const [ta, tb] = [lerp(t0, t1, 0.18), lerp(t0, t1, 0.82)];
      const [ua, ub] = [(j + 0.12) / 12, (j + 0.88) / 12];
      data += polyD([p(ua, ta), p(ub, ta), p(ub, tb), p(ua, tb)]);
    }
  }
  return path(data, pal.window, { opacity: 0.75 });
}

const AWNINGS = ["#1f3550", "#c8a45c", "#9c5a3c", "#6f7f62", "#2f2f35", "#7d2f3a"] as const;

export function retailScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  svg.add(rect(0, 0, W, H * 0.3, svg.linear(evenStops(pal.sky))));
  const facade = mix(rng.pick(["#e9dcc6", "#efe6d8", "#d8c7ab"]), pal.wall, 0.4);
  const shopTop = H * 0.5;
  const groundY = H * 0.86;
  svg.add(rect(0, H * 0.12, W, groundY - H * 0.12, facade));
  svg.add(rect(0, H * 0.12 - 14, W, 16, lighten(facade, 0.2)));
  svg.add(rect(0, shopTop - 30, W, 12, lighten(facade, 0.15)), rect(0, shopTop - 18, W, 4, "#000000", { opacity: 0.1 }));
  for (let x = 40; x < W - 60; x += 160)
    svg.add(mashrabiya(x, H * 0.17, 110, shopTop - H * 0.17 - 50, mix("#b89469", pal.shade, 0.2), pal, svg));
  const count = rng.int(3, 4);
  const shopW = W / count;
  for (let i = 0; i < count; i++) svg.add(shopfront(svg, pal, rng, i * shopW + 14, shopTop, shopW - 28, groundY - shopTop));
  svg.add(rect(0, groundY, W, H - groundY, isDark(pal) ? "#3a3634" : "#d9d0c2"));
  let tiles = "";
  for (let x = 0; x < W; x += 64) tiles += d`M${x} ${groundY}l${(x - W / 2) * 0.15} ${H - groundY}`;
  tiles += d`M0 ${groundY + 40}h${W}M0 ${groundY + 90}h${W}`;
  svg.add(stroke(tiles, "#000000", 1, { opacity: 0.12 }));
  const tones = ["#2c3340", "#5b4636", "#394a5e", "#6b3f46"];
  for (let i = 0; i < rng.int(2, 4); i++)
    svg.add(person(rng.range(60, W - 60), groundY + rng.range(30, 80), rng.range(150, 190), rng.pick(tones)));
  svg.add(planter(rng.range(20, 200), groundY + 20, pal, rng), planter(W - rng.range(120, 300), groundY + 20, pal, rng));
  vignette(svg, 0.18);
  return svg.toString();
}

/** Arabic lattice screen over a window */
function mashrabiya(x: number, y: number, w: number, h: number, color: string, pal: SkyPalette, svg: Svg): string {
  const id = svg.id("pt");
  const cell = 14;
  svg.define(
    el(
      "pattern",
      { id, width: cell, height: cell, patternUnits: "userSpaceOnUse" },
      stroke(d`M0 ${cell / 2}L${cell / 2} 0L${cell} ${cell / 2}L${cell / 2} ${cell}Z`, color, 1.6) + circle(cell / 2, cell / 2, 1.6, color),
    ),
  );
  const back = isDark(pal) ? "#f1c27d" : mix("#2c3a4a", pal.glassTop, 0.25);
  return group([
    rect(x + 4, y + 6, w, h, "#000000", { opacity: 0.12 }),
    rect(x, y, w, h, back),
    rect(x, y, w, h, `url(#${id})`),
    rect(x, y, w, h, "none", { stroke: darken(color, 0.2), "stroke-width": 5 }),
  ]);
}

function shopfront(svg: Svg, pal: SkyPalette, rng: Rng, x: number, top: number, w: number, h: number): string {
  const awning = rng.pick(AWNINGS);
  const signH = 44;
  const glassTop = top + signH + 30;
  const interior = isDark(pal) ? ["#ffe7bd", "#e9b873"] : ["#f6efe4", "#d9cbb6"];
  const parts = [
    rect(x, top, w, signH, darken(awning, 0.35)),
    rect(x + w * 0.38, top + 14, w * 0.24, 4, "#c8a45c"),
    circle(x + w * 0.5, top + 30, 6, "#c8a45c"),
    rect(
      x,
      glassTop,
      w,
      top + h - glassTop,
      svg.linear([
        [0, interior[0] ?? "#f6efe4"],
        [1, interior[1] ?? "#d9cbb6"],
      ]),
    ),
  ];
  for (let sx = x + 30; sx < x + w - 40; sx += rng.range(60, 90)) parts.push(displayItem(sx, top + h - 10, rng));
  parts.push(rect(x, glassTop, w, top + h - glassTop, "#ffffff", { opacity: 0.12 }));
  parts.push(
    poly(
      [
        [x + w * 0.1, top + h],
        [x + w * 0.25, top + h],
        [x + w * 0.45, glassTop],
        [x + w * 0.3, glassTop],
      ],
      "#ffffff",
      { opacity: 0.18 },
    ),
  );
  parts.push(
    rect(x, glassTop, w, top + h - glassTop, "none", { stroke: "#2b2622", "stroke-width": 5 }),
    stroke(d`M${x + w / 2} ${glassTop}v${top + h - glassTop}`, "#2b2622", 4),
  );
  parts.push(awningShape(x - 6, top + signH, w + 12, 44, awning, rng.chance(0.5)));
  return group(parts);
}

function awningShape(x: number, y: number, w: number, h: number, color: string, striped: boolean): string {
  const parts = [
    poly(
      [
        [x, y],
        [x + w, y],
        [x + w + 10, y + h],
        [x - 10, y + h],
      ],
      color,
    ),
  ];
  if (striped) {
    let stripes = "";
    for (let sx = x; sx < x + w; sx += 36)
      stripes += polyD([
        [sx, y],
        [sx + 18, y],
        [sx + 18 + ((sx - x) / w - 0.5) * 20, y + h],
        [sx + ((sx - x) / w - 0.5) * 20, y + h],
      ]);
    parts.push(path(stripes, "#f5efe6", { opacity: 0.85 }));
  }
  let scallop = "";
  for (let sx = x - 10; sx < x + w + 10; sx += 24) scallop += d`M${sx} ${y + h}a12 10 0 0 0 24 0Z`;
  parts.push(path(scallop, darken(color, 0.1)));
  return group(parts);
}

function displayItem(x: number, floor: number, rng: Rng): string {
  const kind = rng.int(0, 2);
  const color = rng.pick(["#2b2b30", "#c8a45c", "#9c5a3c", "#f5efe6", "#1f3550"]);
  if (kind === 0) {
    return group([
      rect(x + 18, floor - 150, 4, 150, "#6b6b6b"),
      circle(x + 20, floor - 158, 11, "#d8cfc2"),
      path(d`M${x} ${floor - 140}L${x + 40} ${floor - 140}L${x + 48} ${floor - 40}L${x - 8} ${floor - 40}Z`, color),
    ]);
  }
  if (kind === 1)
    return group([
      rect(x - 6, floor - 40, 56, 40, "#efe8dc"),
      path(d`M${x + 6} ${floor - 40}v-22h30v22Z`, color),
      path(d`M${x + 12} ${floor - 62}a9 9 0 0 1 18 0`, "none", { stroke: color, "stroke-width": 3 }),
    ]);
  return group([
    rect(x - 8, floor - 90, 60, 90, "#efe8dc"),
    rect(x - 2, floor - 84, 14, 30, color),
    rect(x + 16, floor - 84, 14, 30, darken(color, 0.2)),
    rect(x + 34, floor - 84, 12, 30, lighten(color, 0.2)),
  ]);
}

function planter(x: number, groundY: number, pal: SkyPalette, rng: Rng): string {
  return group([
    rect(x, groundY - 50, 90, 50, "#6e6a64", { rx: 4 }),
    shrub(x - 6, groundY - 46, 102, 40, isDark(pal) ? pal.leaf : "#4f7a4a", rng),
  ]);
}

export function warehouseScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * 0.6;
  drawSky(svg, pal, horizon, rng);
  const sand = isDark(pal) ? darken("#c9a97c", 0.55) : mix("#e2c9a0", pal.haze, 0.2);
  svg.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.linear([
        [0, sand],
        [1, darken(sand, 0.12)],
      ]),
    ),
  );
  svg.add(farSkyline(pal, rng, horizon, horizon * 0.18, W, mix(pal.far, pal.haze, 0.5)));
  const vp: Point = [rng.chance(0.5) ? W * 1.6 : -W * 0.6, horizon];
  const right = vp[0] > W;
  const front: Volume = right ? { x: 60, y: H * 0.42, w: 360, h: H * 0.36 } : { x: W - 420, y: H * 0.42, w: 360, h: H * 0.36 };
  const steel = mix("#d5d8dc", pal.face, 0.3);
  const ridge = 50;
  const edgeX = right ? front.x + front.w : front.x;
  const side = sideFace(edgeX, front.y, front.y + front.h, vp, 0.62);
  svg.add(poly(side, darken(steel, 0.15)));
  svg.add(sideRibs(side, darken(steel, 0.3)), ...rollerDoors(side, rng));
  svg.add(
    poly(
      [
        [front.x, front.y],
        [front.x + front.w / 2, front.y - ridge],
        [front.x + front.w, front.y],
        [front.x + front.w, front.y + front.h],
        [front.x, front.y + front.h],
      ],
      steel,
    ),
  );
  let ribs = "";
  for (let x = front.x + 12; x < front.x + front.w; x += 12)
    ribs += d`M${x} ${front.y + front.h}V${front.y - ridge * (1 - Math.abs(x - front.x - front.w / 2) / (front.w / 2))}`;
  svg.add(stroke(ribs, darken(steel, 0.2), 1.4, { opacity: 0.7 }));
  svg.add(
    rect(front.x + front.w * 0.3, front.y + front.h * 0.45, front.w * 0.4, front.h * 0.55, "#5b6068"),
    rect(front.x, front.y + front.h * 0.2, front.w, 14, "#1f3550"),
  );
  const groundY = front.y + front.h;
  const truckX = right ? W * rng.range(0.5, 0.6) : W * rng.range(0.08, 0.2);
  svg.add(truck(truckX, H * 0.92, 420, rng.pick(["#f2f2ee", "#1f3550", "#b9202c"]), right ? 1 : -1));
  svg.add(rect(0, groundY + 6, W, 4, "#8d8474", { opacity: 0.4 }));
  for (let x = 30; x < W; x += 26) svg.add(rect(x, H * 0.97 - 36, 2, 36, "#7d7d7d"));
  svg.add(stroke(d`M0 ${H * 0.97 - 34}H${W}M0 ${H * 0.97 - 18}H${W}`, "#7d7d7d", 1.5));
  vignette(svg, 0.18);
  return svg.toString();
}

function sideRibs(face: readonly Point[], color: string): string {
  const [a, b, c, e] = [pickAt(face, 0), pickAt(face, 1), pickAt(face, 2), pickAt(face, 3)];
  let ribs = "";
  for (let i = 1; i < 40; i++) {
    const t = i / 40;
    ribs += d`M${lerp(a[0], b[0], t)} ${lerp(a[1], b[1], t)}L${lerp(e[0], c[0], t)} ${lerp(e[1], c[1], t)}`;
  }
  return stroke(ribs, color, 1.2, { opacity: 0.5 });
}

function rollerDoors(face: readonly Point[], rng: Rng): string[] {
  const [a, b, c, e] = [pickAt(face, 0), pickAt(face, 1), pickAt(face, 2), pickAt(face, 3)];
  const at = (p: Point, q: Point, t: number): Point => [lerp(p[0], q[0], t), lerp(p[1], q[1], t)];
  const doors: string[] = [];
  const count = rng.int(3, 4);
  for (let i = 0; i < count; i++) {
    const t0 = 0.08 + (i / count) * 0.85;
    const t1 = t0 + 0.55 / count;
    const top0 = at(at(a, b, t0), at(e, c, t0), 0.35);
    const top1 = at(at(a, b, t1), at(e, c, t1), 0.35);
    const bot0 = at(e, c, t0);
    const bot1 = at(e, c, t1);
    doors.push(poly([top0, top1, bot1, bot0], "#4a4f57"));
    let slats = "";
    for (let s = 0.1; s < 1; s += 0.1) {
      const l = at(top0, bot0, s);
      const r = at(top1, bot1, s);
      slats += d`M${l[0]} ${l[1]}L${r[0]} ${r[1]}`;
    }
    doors.push(stroke(slats, "#2e3238", 1));
  }
  return doors;
}

function truck(x: number, groundY: number, len: number, color: string, facing: 1 | -1): string {
  const r = len * 0.05;
  const trailerH = len * 0.3;
  const wheel = (cx: number) => group([circle(cx, groundY - r, r, "#15181d"), circle(cx, groundY - r, r * 0.5, "#9aa3ad")]);
  const body = group([
    ellipse(len * 0.5, groundY, len * 0.55, r * 0.4, "#000000", { opacity: 0.2 }),
    rect(0, groundY - r * 1.2 - trailerH, len * 0.74, trailerH, color),
    stroke(d`M0 ${groundY - r * 1.2 - trailerH * 0.5}h${len * 0.74}`, darken(color, 0.15), 1),
    rect(len * 0.1, groundY - r * 1.2 - trailerH * 0.75, len * 0.3, 10, "#c8a45c"),
    path(
      d`M${len * 0.77} ${groundY - r * 1.2}v${-trailerH * 0.75}h${len * 0.12}l${len * 0.1} ${trailerH * 0.35}v${trailerH * 0.4}Z`,
      darken(color, 0.1),
    ),
    path(d`M${len * 0.9} ${groundY - r * 1.2 - trailerH * 0.7}l${len * 0.07} ${trailerH * 0.3}h${-len * 0.07}Z`, "#1e2835"),
    rect(0, groundY - r * 1.3, len, r * 0.4, "#2b2f35"),
    wheel(len * 0.1),
    wheel(len * 0.22),
    wheel(len * 0.62),
    wheel(len * 0.88),
  ]);
  const flip = facing === 1 ? `translate(${num(x)} 0)` : `translate(${num(x + len)} 0) scale(-1 1)`;
  return group([body], { transform: flip });
}
