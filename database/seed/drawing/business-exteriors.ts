/**
 * Commercial buildings seen from the street: a mid-rise office block, a car showroom, a hotel with
 * its drop-off canopy and flags, and staff accommodation (a labour camp). The glass office tower,
 * the shopping street and the warehouse are in commercial.ts.
 */
import { Rng } from "../random.ts";
import { type Point, Svg, circle, d, darken, group, lighten, mix, path, poly, rect, stroke } from "./svg.ts";
import { type SkyPalette, type TimeOfDay, drawSky, isDark, skyPalette } from "./sky.ts";
import { farSkyline } from "./towers.ts";
import { car, palmTree, person, shrub } from "./props.ts";
import { CAR_COLORS, CAR_KINDS, lawnColor, sideFace, vignette } from "./skyline.ts";
import { type Volume } from "./homes.ts";

/** sky, far city and ground: the backdrop every street scene here starts from */
function backdrop(svg: Svg, pal: SkyPalette, rng: Rng, horizon: number, ground: string): void {
  drawSky(svg, pal, horizon, rng);
  svg.add(farSkyline(pal, rng, horizon, horizon * 0.25, svg.width, mix(pal.far, pal.haze, 0.5)));
  svg.add(rect(0, horizon, svg.width, svg.height - horizon, ground));
}

/** pavement, kerb and road along the bottom of the frame, from groundY down */
function street(svg: Svg, pal: SkyPalette, rng: Rng, groundY: number, cars: number): void {
  const { width: W, height: H } = svg;
  const paving = isDark(pal) ? darken("#d8cdbd", 0.5) : mix("#e3d8c6", pal.haze, 0.15);
  const roadTop = groundY + (H - groundY) * 0.45;
  svg.add(rect(0, groundY, W, roadTop - groundY, paving), rect(0, roadTop - 6, W, 6, darken(paving, 0.25)));
  svg.add(rect(0, roadTop, W, H - roadTop, isDark(pal) ? "#161b24" : "#5b5e63"));
  let dashes = "";
  for (let x = rng.range(-40, 0); x < W; x += 90) dashes += d`M${x} ${(roadTop + H) / 2 + 8}h46`;
  svg.add(stroke(dashes, "#e9e3d6", 3, { opacity: 0.6 }));
  for (let i = 0; i < cars; i++) {
    const x = (W / cars) * i + rng.range(0, W / cars - 220);
    svg.add(car(x, H - rng.range(8, 30), rng.range(200, 240), rng.pick(CAR_COLORS), rng.pick(CAR_KINDS)));
  }
}

/** rows of windows in a face: ribbon glazing or punched windows with fins */
function officeFacade(svg: Svg, pal: SkyPalette, rng: Rng, v: Volume, floors: number, style: "ribbon" | "fins"): string {
  const floorH = v.h / floors;
  const dark = isDark(pal);
  const glass = dark
    ? "#2a3242"
    : svg.linear([
        [0, lighten(pal.glassTop, 0.15)],
        [1, mix(pal.glassTop, "#3e5670", 0.55)],
      ]);
  const parts: string[] = [];
  for (let f = 0; f < floors; f++) {
    const y = v.y + f * floorH;
    if (style === "ribbon") {
      parts.push(rect(v.x + 10, y + floorH * 0.22, v.w - 20, floorH * 0.62, glass));
      let mullions = "";
      for (let x = v.x + 10 + 46; x < v.x + v.w - 12; x += 46) mullions += d`M${x} ${y + floorH * 0.22}v${floorH * 0.62}`;
      parts.push(stroke(mullions, darken(pal.frame, 0.2), 1.6, { opacity: 0.7 }));
      if (dark)
        for (let x = v.x + 10; x < v.x + v.w - 56; x += 46)
          if (rng.chance(pal.lit * 1.3)) parts.push(rect(x + 2, y + floorH * 0.24, 42, floorH * 0.58, pal.window, { opacity: 0.85 }));
    } else {
      const cols = Math.round(v.w / 58);
      const cw = (v.w - 20) / cols;
      for (let i = 0; i < cols; i++) {
        const x = v.x + 10 + i * cw;
        const lit = dark && rng.chance(pal.lit * 1.3);
        parts.push(rect(x + 3, y + floorH * 0.1, cw - 6, floorH * 0.8, lit ? pal.window : glass, lit ? { opacity: 0.9 } : {}));
      }
    }
  }
  if (style === "fins") {
    let fins = "";
    const cols = Math.round(v.w / 58);
    const cw = (v.w - 20) / cols;
    for (let i = 0; i <= cols; i++) fins += d`M${v.x + 10 + i * cw} ${v.y}v${v.h}`;
    parts.push(stroke(fins, lighten(pal.face, 0.2), 5, { opacity: 0.9 }));
  }
  if (!dark)
    parts.push(
      poly(
        [
          [v.x + v.w * 0.2, v.y + v.h],
          [v.x + v.w * 0.34, v.y + v.h],
          [v.x + v.w * 0.62, v.y],
          [v.x + v.w * 0.48, v.y],
        ],
        "#ffffff",
        { opacity: 0.08 },
      ),
    );
  return group(parts);
}

/* ---- office block ---- */

export function officeBlockScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * 0.64;
  backdrop(svg, pal, rng, horizon, lawnColor(pal));
  const groundY = H * 0.8;
  const front: Volume = { x: W * rng.range(0.1, 0.2), y: H * rng.range(0.06, 0.14), w: W * rng.range(0.58, 0.68), h: 0 };
  front.h = groundY - front.y;
  const vp: Point = [rng.chance(0.5) ? -W * 0.8 : W * 1.8, horizon];
  const material = rng.pick(["#e8e2d8", "#d8d4ce", "#c9d2d8", "#efe9df", "#b9c4c9"]);
  const wall = mix(material, pal.face, isDark(pal) ? 0.7 : 0.35);
  const edge = vp[0] < 0 ? front.x : front.x + front.w;
  svg.add(poly(sideFace(edge, front.y, groundY, vp, 0.18), mix(wall, pal.shade, 0.5)));
  svg.add(rect(front.x, front.y, front.w, front.h, wall));
  const lobbyH = 96;
  const floors = rng.int(7, 10);
  const upper: Volume = { x: front.x, y: front.y + 46, w: front.w, h: front.h - lobbyH - 46 };
  svg.add(officeFacade(svg, pal, rng, upper, floors, rng.chance(0.5) ? "ribbon" : "fins"));
  // a blank name band and parapet at the top
  svg.add(rect(front.x - 8, front.y - 10, front.w + 16, 14, lighten(wall, 0.2)));
  svg.add(rect(front.x + front.w * 0.3, front.y + 12, front.w * 0.4, 20, rng.pick(["#1f3550", "#2f3338", "#8a6a4c"])));
  // the lobby: full-height glass behind a canopy
  const lobby: Volume = { x: front.x + 20, y: groundY - lobbyH + 8, w: front.w - 40, h: lobbyH - 8 };
  svg.add(
    rect(lobby.x, lobby.y, lobby.w, lobby.h, isDark(pal) ? "#ffe2ad" : mix(pal.glassTop, "#2c3a4a", 0.55)),
    rect(lobby.x, lobby.y, lobby.w, lobby.h, "none", { stroke: "#2b2f36", "stroke-width": 4 }),
  );
  let panes = "";
  for (let x = lobby.x + 60; x < lobby.x + lobby.w; x += 60) panes += d`M${x} ${lobby.y}v${lobby.h}`;
  svg.add(stroke(panes, "#2b2f36", 2.2));
  const doorX = lobby.x + lobby.w * rng.range(0.35, 0.55);
  svg.add(rect(doorX, lobby.y + 18, 80, lobby.h - 18, isDark(pal) ? "#f6d49a" : "#26313d"));
  svg.add(rect(doorX - 60, lobby.y - 6, 200, 12, "#2b2f36"), rect(doorX - 60, lobby.y + 6, 200, 4, "#000000", { opacity: 0.2 }));
  svg.add(shrub(front.x - 40, groundY + 6, front.w * 0.3, 30, darken(pal.leaf, 0.05), rng));
  svg.add(shrub(front.x + front.w * 0.72, groundY + 6, front.w * 0.3, 30, darken(pal.leaf, 0.05), rng));
  street(svg, pal, rng, groundY + 4, 2);
  for (let i = 0; i < rng.int(1, 3); i++)
    svg.add(person(rng.range(front.x, front.x + front.w), groundY + rng.range(30, 50), 120, rng.pick(["#2c3340", "#394a5e", "#5b4636"])));
  for (const x of [rng.range(20, 120), W - rng.range(20, 120)])
    svg.add(palmTree(x, groundY + 40, rng.range(300, 380), pal.leaf, pal.trunk, rng));
  vignette(svg, 0.18);
  return svg.toString();
}

/* ---- car showroom ---- */

export function showroomFrontScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * 0.6;
  backdrop(svg, pal, rng, horizon, lawnColor(pal));
  const groundY = H * 0.76;
  const b: Volume = { x: W * 0.08, y: H * 0.3, w: W * 0.84, h: groundY - H * 0.3 };
  const cladding = rng.pick(["#e9e7e2", "#2f3338", "#c9ccd0", "#d8d4ce"]);
  const wall = mix(cladding, pal.face, isDark(pal) ? 0.6 : 0.25);
  const vp: Point = [rng.chance(0.5) ? -W * 0.6 : W * 1.6, horizon];
  svg.add(poly(sideFace(vp[0] < 0 ? b.x : b.x + b.w, b.y, groundY, vp, 0.12), mix(wall, pal.shade, 0.5)));
  svg.add(rect(b.x, b.y, b.w, b.h, wall));
  // the fascia with an emblem instead of a name
  const fasciaH = b.h * 0.2;
  const brand = rng.pick(["#b9202c", "#1f3550", "#c8a45c", "#111418"]);
  svg.add(rect(b.x, b.y, b.w, fasciaH, brand));
  const ex = b.x + b.w * 0.5;
  const ey = b.y + fasciaH / 2;
  svg.add(
    circle(ex, ey, fasciaH * 0.32, "none", { stroke: "#f5f2ec", "stroke-width": 4 }),
    stroke(
      d`M${ex - fasciaH * 0.2} ${ey + fasciaH * 0.08}L${ex} ${ey - fasciaH * 0.14}L${ex + fasciaH * 0.2} ${ey + fasciaH * 0.08}`,
      "#f5f2ec",
      4,
    ),
  );
  // the glass front and the cars inside it
  const glass: Volume = { x: b.x + 16, y: b.y + fasciaH + 14, w: b.w - 32, h: b.h - fasciaH - 14 };
  const inside = isDark(pal) ? ["#fff1d6", "#e8c48c"] : ["#f4f2ee", "#d8d4ce"];
  svg.add(
    rect(
      glass.x,
      glass.y,
      glass.w,
      glass.h,
      svg.linear([
        [0, inside[0] ?? "#f4f2ee"],
        [1, inside[1] ?? "#d8d4ce"],
      ]),
    ),
  );
  for (let x = glass.x + 60; x < glass.x + glass.w; x += 140) svg.add(circle(x, glass.y + 10, 5, "#fffaf0"));
  svg.add(rect(glass.x, glass.y + glass.h * 0.78, glass.w, glass.h * 0.22, isDark(pal) ? "#d9c9aa" : "#e6e2dc"));
  const carLen = glass.h * 1.05;
  const count = Math.floor(glass.w / (carLen * 1.15));
  for (let i = 0; i < count; i++) {
    const x = glass.x + 30 + (i * (glass.w - 60)) / count;
    svg.add(car(x, glass.y + glass.h - 8, carLen, rng.pick(CAR_COLORS), rng.pick(CAR_KINDS)));
  }
  svg.add(rect(glass.x, glass.y, glass.w, glass.h, "#ffffff", { opacity: 0.12 }));
  svg.add(
    poly(
      [
        [glass.x + glass.w * 0.15, glass.y + glass.h],
        [glass.x + glass.w * 0.25, glass.y + glass.h],
        [glass.x + glass.w * 0.38, glass.y],
        [glass.x + glass.w * 0.28, glass.y],
      ],
      "#ffffff",
      { opacity: 0.16 },
    ),
  );
  let mullions = "";
  for (let x = glass.x + glass.w / 6; x < glass.x + glass.w - 2; x += glass.w / 6) mullions += d`M${x} ${glass.y}v${glass.h}`;
  svg.add(stroke(mullions, "#2b2f36", 3), rect(glass.x, glass.y, glass.w, glass.h, "none", { stroke: "#2b2f36", "stroke-width": 5 }));
  // the forecourt: paving, a car for the test drive and a pylon with the emblem
  const paving = isDark(pal) ? darken("#d8d4ce", 0.5) : mix("#e8e4dc", pal.haze, 0.1);
  svg.add(rect(0, groundY, W, H - groundY, paving));
  let joints = "";
  for (let y = groundY + 24; y < H; y += 30) joints += d`M0 ${y}h${W}`;
  svg.add(stroke(joints, darken(paving, 0.1), 1.2, { opacity: 0.6 }));
  const pylonX = rng.chance(0.5) ? W * 0.04 : W * 0.92;
  svg.add(
    rect(pylonX, groundY - 260, 54, 300, brand),
    circle(pylonX + 27, groundY - 210, 16, "none", { stroke: "#f5f2ec", "stroke-width": 3 }),
  );
  svg.add(car(W * rng.range(0.25, 0.45), H - 24, rng.range(330, 380), rng.pick(CAR_COLORS), rng.pick(CAR_KINDS)));
  for (const x of [rng.range(140, 200), W - rng.range(140, 200)])
    svg.add(palmTree(x, H - 6, rng.range(320, 380), pal.leaf, pal.trunk, rng));
  vignette(svg, 0.18);
  return svg.toString();
}

/* ---- hotel ---- */

export function hotelScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * 0.66;
  backdrop(svg, pal, rng, horizon, lawnColor(pal));
  const groundY = H * 0.8;
  const cx = W * rng.range(0.42, 0.58);
  const towerW = W * rng.range(0.4, 0.48);
  const tower: Volume = { x: cx - towerW / 2, y: -20, w: towerW, h: groundY + 20 };
  const tone = rng.pick(["#efe6d8", "#e4d3bb", "#f5f0e8", "#d9c4a6"]);
  const wall = mix(tone, pal.face, isDark(pal) ? 0.7 : 0.3);
  const vp: Point = [rng.chance(0.5) ? -W * 0.7 : W * 1.7, horizon];
  svg.add(poly(sideFace(vp[0] < 0 ? tower.x : tower.x + tower.w, tower.y, groundY, vp, 0.1), mix(wall, pal.shade, 0.5)));
  svg.add(rect(tower.x, tower.y, tower.w, tower.h, wall));
  // rooms: a window and a balcony each, in a regular grid
  const podium = 150;
  const floorH = 44;
  const cols = 6;
  const cw = (tower.w - 40) / cols;
  for (let y = tower.y + 20; y < groundY - podium - floorH * 0.5; y += floorH) {
    for (let i = 0; i < cols; i++) {
      const x = tower.x + 20 + i * cw;
      const lit = isDark(pal) && rng.chance(pal.lit * 1.5);
      svg.add(rect(x + 6, y + 6, cw - 12, floorH - 14, lit ? pal.window : mix(pal.glassTop, "#2c3a4a", 0.5)));
      svg.add(
        rect(x + 2, y + floorH - 12, cw - 4, 6, lighten(wall, 0.25)),
        rect(x + 2, y + floorH - 20, cw - 4, 8, "#dfeef2", { opacity: 0.35 }),
      );
    }
  }
  // a vertical band with the hotel's emblem down one edge of the tower
  const bandX = rng.chance(0.5) ? tower.x + 4 : tower.x + tower.w - 40;
  svg.add(rect(bandX, tower.y, 36, groundY - podium - tower.y, rng.pick(["#1f3550", "#7d2f3a", "#2f3338"])));
  for (const y of [H * 0.12, H * 0.3]) svg.add(circle(bandX + 18, y, 12, "none", { stroke: "#c8a45c", "stroke-width": 3 }));
  // the podium: warm lobby glass and the drop-off canopy with its lights
  const podiumTop = groundY - podium;
  svg.add(rect(tower.x - 60, podiumTop, tower.w + 120, podium, lighten(wall, 0.05)));
  svg.add(rect(tower.x - 30, podiumTop + 40, tower.w + 60, podium - 40, isDark(pal) ? "#ffd99a" : "#f3dcae"));
  let panes = "";
  for (let x = tower.x - 30 + 50; x < tower.x + tower.w + 30; x += 50) panes += d`M${x} ${podiumTop + 40}v${podium - 40}`;
  svg.add(stroke(panes, "#3a3632", 2));
  const canopyY = podiumTop + 30;
  const canopyW = tower.w * 0.9;
  svg.add(
    poly(
      [
        [cx - canopyW / 2, canopyY],
        [cx + canopyW / 2, canopyY],
        [cx + canopyW / 2 + 60, canopyY + 34],
        [cx - canopyW / 2 - 60, canopyY + 34],
      ],
      darken(wall, 0.45),
    ),
    rect(cx - canopyW / 2 - 60, canopyY + 34, canopyW + 120, 10, "#c8a45c"),
  );
  for (let x = cx - canopyW / 2; x <= cx + canopyW / 2; x += canopyW / 8) svg.add(circle(x, canopyY + 48, 4, "#fff2cc"));
  for (const x of [cx - canopyW / 2 - 20, cx + canopyW / 2 + 12])
    svg.add(rect(x, canopyY + 44, 10, groundY - canopyY - 44, darken(wall, 0.4)));
  // flags along the forecourt
  const flagColors = ["#b9202c", "#1f3550", "#2f7a4a", "#c8a45c", "#f5f2ec"];
  const flagsLeft = rng.chance(0.5);
  const flagStart = flagsLeft ? tower.x - 90 - 3 * 70 : tower.x + tower.w + 90;
  for (let i = 0; i < 4; i++) {
    const fx = flagStart + i * 70;
    const color = rng.pick(flagColors);
    svg.add(rect(fx - 3, groundY - 330, 6, 370, "#d8d8d8"), circle(fx, groundY - 332, 5, "#c8a45c"));
    svg.add(
      poly(
        [
          [fx + 3, groundY - 326],
          [fx + 62, groundY - 316],
          [fx + 64, groundY - 270],
          [fx + 3, groundY - 278],
        ],
        color,
      ),
    );
  }
  const paving = isDark(pal) ? darken("#d8cdbd", 0.5) : mix("#e8e0d2", pal.haze, 0.15);
  svg.add(rect(0, groundY, W, H - groundY, paving));
  svg.add(
    shrub(0, groundY + 10, W * 0.28, 34, darken(pal.leaf, 0.05), rng),
    shrub(W * 0.72, groundY + 10, W * 0.28, 34, darken(pal.leaf, 0.05), rng),
  );
  svg.add(car(cx - 130, groundY + 96, 260, rng.pick(["#f4f4f2", "#1d1f24", "#c8c2b4"]), "sedan"));
  svg.add(person(cx + 170, groundY + 92, 120, "#1f3550"), person(cx + 210, groundY + 96, 126, "#5b4636"));
  for (const x of [rng.range(60, 160), W - rng.range(60, 160)]) svg.add(palmTree(x, H - 4, rng.range(340, 420), pal.leaf, pal.trunk, rng));
  vignette(svg, 0.18);
  return svg.toString();
}

/* ---- staff accommodation ---- */

export function staffHousingScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * 0.6;
  const sand = isDark(pal) ? darken("#c9a97c", 0.55) : mix("#e2c9a0", pal.haze, 0.2);
  backdrop(svg, pal, rng, horizon, sand);
  const groundY = H * 0.78;
  const tone = rng.pick(["#efe6d8", "#e9e4da", "#f2eee6", "#e4d8c4"]);
  const wall = mix(tone, pal.face, isDark(pal) ? 0.7 : 0.3);
  // two long blocks, the nearer one lower in the frame and larger
  for (const [y, h, x0, x1, scale] of [
    [groundY - 250, 210, W * 0.3, W * 1.05, 0.75],
    [groundY - 290, 290, -W * 0.05, W * 0.72, 1],
  ] as const) {
    const floors = 3;
    const floorH = h / floors;
    svg.add(rect(x0, y, x1 - x0, h, scale < 1 ? mix(wall, pal.haze, 0.25) : wall));
    svg.add(rect(x0 - 6, y - 8, x1 - x0 + 12, 10, lighten(wall, 0.2)));
    for (let tx = x0 + 40; tx < x1 - 60; tx += 150 * scale) {
      svg.add(rect(tx, y - 38 * scale, 50 * scale, 30 * scale, "#f5f2ec", { rx: 8 * scale }), rect(tx + 4, y - 10, 4, 10, "#8d9398"));
    }
    for (let f = 0; f < floors; f++) {
      const fy = y + f * floorH;
      for (let wx = x0 + 30 * scale; wx < x1 - 40 * scale; wx += 64 * scale) {
        const lit = isDark(pal) && rng.chance(0.6);
        svg.add(rect(wx, fy + floorH * 0.22, 26 * scale, floorH * 0.38, lit ? pal.window : mix(pal.glassTop, "#2c3a4a", 0.6)));
        svg.add(
          rect(wx - 2, fy + floorH * 0.66, 30 * scale, 14 * scale, "#f3f3f0"),
          rect(wx + 4, fy + floorH * 0.66 + 4 * scale, 18 * scale, 2, "#9aa0a6"),
        );
      }
      svg.add(rect(x0, fy + floorH - 3, x1 - x0, 3, darken(wall, 0.12)));
    }
    // an outside stair at the end of the block
    const sx = x1 - 40 * scale;
    let steps = "";
    for (let f = 0; f < floors; f++) steps += d`M${sx} ${y + h - f * floorH}l${-36 * scale} ${-floorH}`;
    svg.add(stroke(steps, darken(wall, 0.4), 4));
  }
  // boundary wall, gate and the bus that takes the shift to work
  svg.add(rect(0, groundY - 40, W, 40, mix("#d8cdbd", pal.haze, 0.2)), rect(0, groundY - 44, W, 6, darken("#d8cdbd", 0.2)));
  const gateX = W * rng.range(0.55, 0.7);
  svg.add(rect(gateX, groundY - 46, 160, 46, "#7d848c"));
  let bars = "";
  for (let x = gateX + 8; x < gateX + 160; x += 12) bars += d`M${x} ${groundY - 46}v46`;
  svg.add(stroke(bars, "#4a4f57", 2));
  svg.add(rect(0, groundY, W, H - groundY, sand));
  svg.add(bus(rng.range(40, W * 0.3), H - 40, 520, rng.pick(["#f2f2ee", "#f2b632", "#e9e7e2"])));
  for (let i = 0; i < rng.int(2, 4); i++)
    svg.add(person(rng.range(W * 0.55, W - 60), H - rng.range(20, 60), 130, rng.pick(["#2f4a7a", "#5b4636", "#3a5a40"])));
  vignette(svg, 0.18);
  return svg.toString();
}

function bus(x: number, groundY: number, len: number, color: string): string {
  const h = len * 0.26;
  const r = len * 0.045;
  const top = groundY - r - h;
  let windows = "";
  for (let wx = x + len * 0.16; wx < x + len * 0.92; wx += len * 0.095)
    windows += d`M${wx} ${top + h * 0.12}h${len * 0.08}v${h * 0.36}h${-len * 0.08}Z`;
  const wheel = (cx: number) => group([circle(cx, groundY - r, r, "#15181d"), circle(cx, groundY - r, r * 0.5, "#9aa3ad")]);
  return group([
    rect(x, top, len, h, color, { rx: 10 }),
    path(windows, "#26313d"),
    rect(x + len * 0.02, top + h * 0.12, len * 0.1, h * 0.7, "#26313d"),
    rect(x, top + h * 0.62, len, h * 0.08, "#3a6ea5"),
    wheel(x + len * 0.18),
    wheel(x + len * 0.8),
  ]);
}
