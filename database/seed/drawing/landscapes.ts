/**
 * Area landscapes: beach, desert, creek and golf scenes, and the scene each area gets.
 */
import { Rng, hashString, pickAt } from "../random.ts";
import { Svg, d, darken, ellipse, group, lighten, mix, path, poly, rect, rectD, stroke } from "./svg.ts";
import { type SkyPalette, TIMES, type TimeOfDay, drawSky, isDark, skyPalette } from "./sky.ts";
import { drawTower, farSkyline, towerStyle } from "./towers.ts";
import { dhow, drawWater, palmTree, shrub } from "./props.ts";
import { lawnColor, skylineScene, vignette } from "./skyline.ts";
import { lounger, parasol, projectScene, townhouseScene, villaScene, waterfrontScene } from "./homes.ts";
import { glassTowerScene } from "./commercial.ts";

/* ------------------------------------------------------------------ */
/* Area landscapes                                                      */
/* ------------------------------------------------------------------ */

export function beachScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.5, 0.56);
  const sunX = rng.range(0.2, 0.8) * W;
  drawSky(svg, pal, horizon, rng, sunX);
  const landmarkId = svg.id("lm");
  const sailX = rng.range(0.15, 0.8) * W;
  const far = group(
    [
      farSkyline(pal, rng, horizon, horizon * 0.2, W, mix(pal.far, pal.haze, 0.5)),
      drawTower(
        svg,
        { x: sailX, base: horizon, width: 70, height: horizon * 0.5, shape: "sail" },
        towerStyle(pal, rng, 0.3, sunX < sailX),
        rng,
      ),
    ],
    { id: landmarkId },
  );
  svg.add(far);
  drawWater(svg, pal, horizon, rng, [landmarkId], sunX);
  const sand = isDark(pal) ? darken("#d9c09a", 0.5) : mix("#efdcbc", pal.haze, 0.2);
  const shoreY = H * rng.range(0.72, 0.78);
  const shore = d`M0 ${shoreY}Q${W * 0.3} ${shoreY - 30} ${W * 0.6} ${shoreY - 8}T${W} ${shoreY - 20}V${H}H0Z`;
  const surf = d`M0 ${shoreY - 6}Q${W * 0.3} ${shoreY - 36} ${W * 0.6} ${shoreY - 14}T${W} ${shoreY - 26}`;
  svg.add(
    stroke(surf, "#ffffff", 5, { opacity: 0.55 }),
    path(
      shore,
      svg.linear([
        [0, lighten(sand, 0.1)],
        [1, darken(sand, 0.08)],
      ]),
    ),
  );
  for (let i = 0; i < rng.int(3, 5); i++) {
    const x = rng.range(80, W - 160);
    const y = rng.range(shoreY + 40, H - 40);
    svg.add(
      lounger(x, y, 110, isDark(pal) ? darken("#f1ece2", 0.4) : "#f7f4ee"),
      parasol(x + 60, y - 4, 150, rng.pick(["#f4efe6", "#c8a45c", "#1f3550", "#e07a5f"])),
    );
  }
  svg.add(palmTree(rng.range(40, 160), H + 10, rng.range(420, 500), pal.leaf, pal.trunk, rng, 0.12));
  svg.add(palmTree(W - rng.range(60, 200), H + 10, rng.range(360, 460), pal.leaf, pal.trunk, rng, -0.1));
  vignette(svg, 0.2);
  return svg.toString();
}

export function desertScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.55, 0.62);
  drawSky(svg, pal, horizon, rng);
  svg.add(farSkyline(pal, rng, horizon + 6, horizon * 0.22, W, mix(pal.far, pal.haze, 0.55)));
  const base = isDark(pal) ? darken("#c9955f", 0.55) : mix("#e3b27a", pal.glow, 0.15);
  svg.add(rect(0, horizon, W, H - horizon, mix(base, pal.haze, 0.5)));
  for (let i = 0; i < 4; i++) {
    const y = horizon + (H - horizon) * (i * 0.22);
    const tone = mix(mix(base, pal.haze, 0.45 - i * 0.14), "#000000", i * 0.05);
    const a = rng.range(0.2, 0.45) * W;
    const b = rng.range(0.55, 0.85) * W;
    const dune = d`M0 ${y + 30}Q${a} ${y - 40 - i * 10} ${(a + b) / 2} ${y + 10}T${W} ${y - 10}V${H}H0Z`;
    svg.add(path(dune, tone));
    svg.add(stroke(d`M${a * 0.6} ${y + 12}Q${a} ${y - 36 - i * 10} ${(a + b) / 2} ${y + 10}`, lighten(tone, 0.15), 3, { opacity: 0.6 }));
    if (i === 1)
      for (let v = 0; v < rng.int(3, 6); v++) svg.add(desertVilla(rng.range(0, W - 160), y + rng.range(20, 50), rng.range(90, 140), pal));
  }
  for (let i = 0; i < 3; i++) svg.add(palmTree(rng.range(0, W), H - rng.range(0, 40), rng.range(200, 320), pal.leaf, pal.trunk, rng));
  vignette(svg, 0.22);
  return svg.toString();
}

function desertVilla(x: number, groundY: number, w: number, pal: SkyPalette): string {
  const wall = mix("#f1e6d4", pal.haze, 0.3);
  const h = w * 0.4;
  return group([
    rect(x, groundY - h, w, h, wall),
    rect(x + w * 0.2, groundY - h * 1.7, w * 0.55, h * 0.7, lighten(wall, 0.05)),
    rect(x + w * 0.1, groundY - h * 0.6, w * 0.3, h * 0.45, isDark(pal) ? pal.window : darken(pal.shade, 0.1)),
    rect(x + w * 0.3, groundY - h * 1.45, w * 0.3, h * 0.35, isDark(pal) ? pal.window : darken(pal.shade, 0.1)),
  ]);
}

export function creekScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.56, 0.62);
  const sunX = rng.range(0.15, 0.85) * W;
  drawSky(svg, pal, horizon, rng, sunX);
  const bankId = svg.id("bank");
  const bank: string[] = [farSkyline(pal, rng, horizon - 40, horizon * 0.35, W, mix(pal.far, pal.haze, 0.45))];
  const stone = isDark(pal) ? darken("#d8c4a0", 0.45) : mix("#e2cfae", pal.haze, 0.15);
  for (let x = -20; x < W;) {
    const w = rng.range(90, 170);
    const h = rng.range(50, 95);
    bank.push(heritageHouse(x, horizon, w, h, stone, pal, rng));
    x += w + rng.range(-6, 10);
  }
  const mosqueX = rng.range(0.2, 0.8) * W;
  bank.push(
    minaret(mosqueX, horizon, 190, stone),
    path(d`M${mosqueX + 30} ${horizon - 80}a60 60 0 0 1 120 0Z`, lighten(stone, 0.08)),
    rect(mosqueX + 20, horizon - 80, 140, 80, stone),
  );
  svg.add(group(bank, { id: bankId }));
  svg.add(rect(0, horizon - 4, W, 8, darken(stone, 0.25)));
  drawWater(svg, pal, horizon + 4, rng, [bankId], sunX);
  for (let i = 0; i < rng.int(2, 4); i++) svg.add(dhow(rng.range(0, W - 260), rng.range(horizon + 60, H - 60), rng.range(160, 260), pal));
  vignette(svg, 0.2);
  return svg.toString();
}

/** old Dubai house with a wind tower (barjeel) */
function heritageHouse(x: number, groundY: number, w: number, h: number, stone: string, pal: SkyPalette, rng: Rng): string {
  const parts = [rect(x, groundY - h, w, h, rng.chance(0.5) ? stone : darken(stone, 0.06))];
  let crenel = "";
  for (let cx = x + 4; cx < x + w - 8; cx += 14) crenel += rectD(cx, groundY - h - 6, 7, 6);
  parts.push(path(crenel, stone));
  const win = isDark(pal) ? pal.window : darken(stone, 0.45);
  for (let wx = x + 14; wx < x + w - 20; wx += 30)
    parts.push(path(d`M${wx} ${groundY - h * 0.25}v${-h * 0.35}a6 6 0 0 1 12 0v${h * 0.35}Z`, win));
  if (rng.chance(0.55)) {
    const tx = x + w * rng.range(0.2, 0.6);
    parts.push(rect(tx, groundY - h - 55, 34, 56, lighten(stone, 0.05)));
    let slots = "";
    for (let sx = tx + 5; sx < tx + 30; sx += 8) slots += rectD(sx, groundY - h - 48, 4, 30);
    parts.push(path(slots, darken(stone, 0.4)), rect(tx - 3, groundY - h - 58, 40, 5, darken(stone, 0.1)));
  }
  return group(parts);
}

function minaret(x: number, groundY: number, h: number, stone: string): string {
  return group([
    rect(x - 9, groundY - h, 18, h, lighten(stone, 0.05)),
    rect(x - 13, groundY - h * 0.72, 26, 8, stone),
    path(d`M${x - 9} ${groundY - h}L${x} ${groundY - h - 30}L${x + 9} ${groundY - h}Z`, darken(stone, 0.1)),
  ]);
}

export function golfScene(seed: number, time: TimeOfDay): string {
  const rng = new Rng(seed);
  const pal = skyPalette(time);
  const svg = new Svg();
  const { width: W, height: H } = svg;
  const horizon = H * rng.range(0.5, 0.56);
  drawSky(svg, pal, horizon, rng);
  svg.add(farSkyline(pal, rng, horizon, horizon * 0.4, W, mix(pal.far, pal.haze, 0.35)));
  const green = lawnColor(pal);
  svg.add(rect(0, horizon, W, H - horizon, mix(green, pal.haze, 0.35)));
  for (let x = -20; x < W; x += rng.range(110, 170)) svg.add(desertVilla(x, horizon + 22, rng.range(80, 110), pal));
  svg.add(shrub(-10, horizon + 30, W + 20, 26, darken(green, 0.15), rng));
  const fairway = d`M0 ${H * 0.72}Q${W * 0.35} ${horizon + 40} ${W * 0.7} ${horizon + 70}T${W} ${horizon + 60}V${H}H0Z`;
  svg.add(
    path(
      fairway,
      svg.linear([
        [0, lighten(green, 0.1)],
        [1, green],
      ]),
    ),
  );
  let mow = "";
  for (let i = 1; i < 8; i++) mow += d`M0 ${H * 0.72 + i * 22}Q${W * 0.35} ${horizon + 40 + i * 40} ${W} ${horizon + 60 + i * 48}`;
  svg.add(stroke(mow, darken(green, 0.08), 14, { opacity: 0.25 }));
  const lakeX = rng.range(0.1, 0.5) * W;
  svg.add(
    ellipse(
      lakeX + 150,
      H * 0.86,
      190,
      36,
      svg.linear([
        [0, mix(pal.water[0], "#7cc3d6", 0.5)],
        [1, mix(pal.water[1], "#2a7fa3", 0.4)],
      ]),
    ),
  );
  svg.add(ellipse(W * rng.range(0.55, 0.8), H * 0.8, 80, 16, "#efe2c4"));
  const flagX = W * rng.range(0.6, 0.85);
  const flagY = horizon + 95;
  svg.add(
    ellipse(flagX, flagY, 60, 12, lighten(green, 0.2)),
    rect(flagX - 1.5, flagY - 70, 3, 70, "#f4f4f2"),
    poly(
      [
        [flagX + 1.5, flagY - 70],
        [flagX + 32, flagY - 62],
        [flagX + 1.5, flagY - 54],
      ],
      "#c8a45c",
    ),
  );
  for (let i = 0; i < 4; i++) svg.add(palmTree(rng.range(0, W), H - rng.range(0, 30), rng.range(220, 320), pal.leaf, pal.trunk, rng));
  vignette(svg, 0.18);
  return svg.toString();
}

type AreaKind = "downtown" | "marina" | "villas" | "beach" | "desert" | "creek" | "golf" | "business" | "townhouses" | "projects";
const AREA_KINDS: readonly AreaKind[] = [
  "downtown",
  "marina",
  "villas",
  "beach",
  "desert",
  "creek",
  "golf",
  "business",
  "townhouses",
  "projects",
];
const AREA_SCENES: Readonly<Record<AreaKind, (seed: number, time: TimeOfDay) => string>> = {
  downtown: skylineScene,
  marina: waterfrontScene,
  villas: villaScene,
  beach: beachScene,
  desert: desertScene,
  creek: creekScene,
  golf: golfScene,
  business: glassTowerScene,
  townhouses: townhouseScene,
  projects: projectScene,
};

/** a landscape recognisable per area: the kind and time come from the slug */
export function areaScene(slug: string): string {
  const h = hashString(slug);
  const hints: readonly (readonly [RegExp, AreaKind])[] = [
    [/marina|harbour|harbor|creek-harbour|port|bluewaters|island/, "marina"],
    [/palm|beach|jumeirah-beach|jbr|la-mer|pearl/, "beach"],
    [/downtown|burj|centre|center|city|difc|trade/, "downtown"],
    [/business|tecom|jlt|lakes-towers|internet|media/, "business"],
    [/hills|golf|emirates-hills|meadows|springs|sports/, "golf"],
    [/creek|deira|bur-dubai|old|heritage|karama/, "creek"],
    [/desert|arabian-ranches|ranches|al-barari|mudon|tilal|south|dunes/, "desert"],
    [/villa|jumeirah|umm-suqeim|al-barsha|district-one|mbr/, "villas"],
    [/town|village|jvc|jvt|circle|triangle|damac|remraam/, "townhouses"],
  ];
  const kind = hints.find(([re]) => re.test(slug))?.[1] ?? pickAt(AREA_KINDS, h);
  return AREA_SCENES[kind](h, pickAt(TIMES, h >>> 8));
}
