/**
 * The head of a portrait: neck, ears, face with its light and shade, eyes, brows, nose, lips,
 * beard and glasses. Forms are modelled by soft blurred patches of light and shadow clipped to
 * the skin, as a studio key light from one side would show them, rather than by outlines.
 */
import { type Svg, d, darken, ellipse, group, lighten, mix, path, stroke } from "./svg.ts";
import { CX, type Head, type Lights, type PortraitSpec, faceOutline, luminance } from "./portrait-kit.ts";

/** skin in shadow keeps its warmth: darkened towards a deep red-brown rather than grey */
export const shade = (skin: string, k: number): string => mix(skin, "#2e140c", k);
export const glow = (skin: string, k: number): string => mix(skin, "#fff4ea", k);

export function neck(svg: Svg, lights: Lights, s: PortraitSpec, h: Head): string[] {
  const L = s.light;
  const w = h.neckW;
  const y = h.collarY;
  // the neck widens into the shoulders below the collar line
  const outline = d`M${CX - w} ${h.mouthY - 20}C${CX - w + 2} ${y - 70} ${CX - w - 2} ${y - 30} ${CX - w - 26} ${y + 6}L${CX - w - 90} ${y + 50}L${CX + w + 90} ${y + 50}L${CX + w + 26} ${y + 6}C${CX + w + 2} ${y - 30} ${CX + w - 2} ${y - 70} ${CX + w} ${h.mouthY - 20}Z`;
  const fill = svg.linear(
    [
      [0, shade(s.skin, L < 0 ? 0.12 : 0.42)],
      [0.5, shade(s.skin, 0.22)],
      [1, shade(s.skin, L < 0 ? 0.42 : 0.12)],
    ],
    [0, 0],
    [1, 0],
  );
  const dark = shade(s.skin, 0.7);
  return [
    path(outline, fill),
    group(
      [
        // the head's shadow falls on the neck under the jaw
        lights.patch(CX - L * 8, h.chinY + 10, h.jawW + 16, 44, dark, 0.75),
        lights.patch(CX + L * (w - 6), y - 30, 12, 56, glow(s.skin, 0.25), 0.4),
        lights.patch(CX, y + 12, 20, 14, dark, 0.35),
      ],
      { "clip-path": svg.clip(path(outline, "#000")) },
    ),
  ];
}

export function ears(lights: Lights, s: PortraitSpec, h: Head): string[] {
  return [-1, 1].map((side) => {
    const x = CX + side * (h.cheek - 10);
    const top = h.eyeY - 8;
    const bottom = h.noseY - 2;
    const outline = d`M${x} ${top + 4}C${x + side * 12} ${top - 10} ${x + side * 22} ${top + 8} ${x + side * 19} ${top + 30}C${x + side * 17} ${bottom - 16} ${x + side * 13} ${bottom - 4} ${x + side * 6} ${bottom + 4}C${x + side * 2} ${bottom + 6} ${x - side * 2} ${bottom} ${x - side * 2} ${bottom - 8}Z`;
    const lit = side === s.light;
    const earring = s.earrings
      ? [ellipse(x + side * 8, bottom + 2, 3.6, 3.6, "#efe8da"), ellipse(x + side * 7, bottom + 1, 1.4, 1.4, "#ffffff", { opacity: 0.9 })]
      : [];
    return group([
      path(outline, shade(s.skin, lit ? 0.22 : 0.4)),
      lights.patch(x + side * 9, top + 26, 6, 16, shade(s.skin, 0.7), 0.6),
      lights.patch(x + side * 15, top + 14, 4, 10, glow(s.skin, 0.3), lit ? 0.5 : 0.2),
      ...earring,
    ]);
  });
}

export function face(svg: Svg, lights: Lights, s: PortraitSpec, h: Head): string[] {
  const L = s.light;
  const outline = faceOutline(h);
  const base = svg.radial(
    [
      [0, glow(s.skin, 0.14)],
      [0.42, s.skin],
      [0.75, shade(s.skin, 0.16)],
      [1, shade(s.skin, 0.4)],
    ],
    [0.5 + 0.12 * L, 0.44],
    0.62,
  );
  const clip = svg.clip(path(outline, "#000"));
  const female = s.gender === "female";
  const dark = shade(s.skin, 0.62);
  const light = glow(s.skin, 0.55);
  const p = (cx: number, cy: number, rx: number, ry: number, color: string, opacity: number) =>
    lights.patch(cx, cy, rx, ry, color, opacity);
  const modelling = [
    // the side away from the key light, and the temples turning away
    p(CX - L * (h.cheek + 14), h.eyeY + 40, 64, 200, dark, 0.6),
    p(CX - h.temple + 6, h.browY - 12, 24, 56, dark, 0.28),
    p(CX + h.temple - 6, h.browY - 12, 24, 56, dark, 0.28),
    // the hair's shadow along the hairline
    p(CX, h.top + 36, h.temple + 14, 40, dark, 0.4),
    // eye sockets, deepest by the bridge of the nose
    p(CX - h.eyeGap, h.eyeY - 6, 28, 16, dark, 0.34),
    p(CX + h.eyeGap, h.eyeY - 6, 28, 16, dark, 0.34),
    p(CX - 17, h.eyeY + 1, 10, 13, dark, 0.3),
    p(CX + 17, h.eyeY + 1, 10, 13, dark, 0.3),
    // hollows under the cheekbones, the jaw's edge, the chin's underside
    p(CX - L * (h.cheek - 20), h.mouthY - 12, 24, 46, dark, 0.26),
    p(CX + L * (h.cheek - 20), h.mouthY - 12, 22, 40, dark, 0.1),
    p(CX - (h.jawW - 6), h.mouthY + 22, 22, 40, dark, 0.3),
    p(CX + (h.jawW - 6), h.mouthY + 22, 22, 40, dark, 0.3),
    p(CX, h.chinY + 4, h.chinW + 34, 14, dark, 0.4),
    // light: forehead, the lit cheekbone, the chin
    p(CX + L * 20, h.top + 92, 58, 38, light, 0.55),
    p(CX + L * (h.cheek - 38), h.eyeY + 32, 32, 20, light, 0.5),
    p(CX - L * (h.cheek - 40), h.eyeY + 32, 20, 12, light, 0.18),
    p(CX + L * 6, h.chinY - 18, 20, 11, light, 0.4),
    // warmth of the cheeks (a touch of blush for women)
    p(CX - (h.cheek - 34), h.mouthY - 22, 26, 18, "#c0504c", female ? 0.18 : 0.08),
    p(CX + (h.cheek - 34), h.mouthY - 22, 26, 18, "#c0504c", female ? 0.18 : 0.08),
    ...nose(lights, s, h),
  ];
  if (s.beard !== "none") modelling.push(p(CX, h.mouthY + 10, h.jawW + 6, 50, "#2c3040", s.beard === "stubble" ? 0.32 : 0.2));
  if (s.age >= 40 || s.smile >= OPEN_SMILE) modelling.push(...folds(lights, s, h));
  // the key light falls off across the face towards the shadow side
  const across = svg.linear(
    [
      [0, shade(s.skin, 0.8), L < 0 ? 0 : 0.42],
      [0.45, shade(s.skin, 0.8), 0.04],
      [1, shade(s.skin, 0.8), L < 0 ? 0.42 : 0],
    ],
    [0, 0],
    [1, 0],
  );
  modelling.push(
    path(outline, across),
    // the skin is never one smooth tone: faint blotches, and the key light's speculars on the forehead, nose and cheekbone
    path(outline, lights.noise(0.07, 128, shade(s.skin, 0.45), 0.3, 9), { opacity: 0.16 }),
    p(CX + L * 26, h.top + 84, 16, 10, "#ffffff", 0.16),
    p(CX + L * 2, h.noseY - 9, 4, 3.5, "#ffffff", 0.3),
    p(CX + L * (h.cheek - 40), h.eyeY + 28, 10, 6, "#ffffff", 0.12),
  );
  return [
    group([path(outline, base)], { filter: lights.blur(2, 0.04) }),
    group(modelling, { "clip-path": clip }),
    // the rim light catches the cheek on the shadow side
    lights.rim(outline, clip, L < 0 ? 1 : -1, glow(s.skin, 0.5), 6, 0.5),
  ];
}

/** the nose is only light and shade: the shaded flank, nostrils, the lit bridge and tip */
function nose(lights: Lights, s: PortraitSpec, h: Head): string[] {
  const L = s.light;
  const y = h.noseY;
  const n = s.noseWidth;
  const dark = shade(s.skin, 0.65);
  const light = glow(s.skin, 0.6);
  return [
    lights.patch(CX - L * 12, h.eyeY + 30, 8, 40, dark, 0.45),
    lights.patch(CX + L * 3, h.eyeY + 30, 5, 30, light, 0.3),
    lights.patch(CX - 17 * n, y - 4, 8 * n, 10, dark, 0.5),
    lights.patch(CX + 17 * n, y - 4, 8 * n, 10, dark, 0.5),
    lights.patch(CX - L * 7, y - 4, 10, 9, dark, 0.25),
    lights.patch(CX + L * 2, y - 8, 9, 8, light, 0.65),
    lights.patch(CX, y + 7, 20, 6, dark, 0.55),
    ellipse(CX - 8 * n, y + 1, 4.8 * n, 2.6, shade(s.skin, 0.8), { opacity: 0.75 }),
    ellipse(CX + 8 * n, y + 1, 4.8 * n, 2.6, shade(s.skin, 0.8), { opacity: 0.75 }),
  ];
}

/** the folds age and a smile bring: nose to mouth, and faint lines on the forehead */
function folds(lights: Lights, s: PortraitSpec, h: Head): string[] {
  const dark = shade(s.skin, 0.6);
  const k = Math.max(Math.min(1, (s.age - 36) / 20), s.smile >= OPEN_SMILE ? 0.5 : 0);
  const mw = s.gender === "female" ? 24 : 27;
  return [-1, 1].flatMap((side) => [
    lights.patch(CX + side * (mw + 4), h.noseY + 16, 5, 20, dark, (s.gender === "female" ? 0.12 : 0.2) + 0.2 * k, {
      transform: `rotate(${side * -24} ${CX + side * (mw + 4)} ${h.noseY + 16})`,
    }),
    lights.patch(CX + side * (mw + 10), h.noseY + 18, 6, 22, glow(s.skin, 0.4), 0.3 * k, {
      transform: `rotate(${side * -24} ${CX + side * (mw + 10)} ${h.noseY + 18})`,
    }),
  ]);
}

export function eyes(svg: Svg, lights: Lights, s: PortraitSpec, h: Head): string[] {
  const female = s.gender === "female";
  const parts: string[] = [];
  for (const side of [-1, 1] as const) {
    const x = CX + side * h.eyeGap;
    const y = h.eyeY;
    const w = 18.5 * s.eyeSize;
    const up = female ? 7.8 : 6.8;
    const low = 5 - (s.smile >= OPEN_SMILE ? 1.2 : 0);
    const inner = x - side * w;
    const outer = x + side * w;
    const lid = d`M${inner} ${y + 1.5}C${x - side * w * 0.5} ${y - up * 1.3} ${x + side * w * 0.45} ${y - up * 1.35} ${outer} ${y - 1}`;
    const shape = `${lid}${d`C${x + side * w * 0.5} ${y + low * 1.1} ${x - side * w * 0.4} ${y + low * 1.2} ${inner} ${y + 1.5}Z`}`;
    const clip = svg.clip(path(shape, "#000"));
    const iris = svg.radial([
      [0, lighten(s.iris, 0.3)],
      [0.65, s.iris],
      [1, darken(s.iris, 0.6)],
    ]);
    const ix = x + side * 0.5;
    const iy = y + 0.5;
    const white = mix("#ece6e0", s.skin, 0.28);
    parts.push(
      // the lid's skin, a little darker (shadowed, or made up) above the eye
      lights.patch(x + side * 2, y - 8, 22, 9, female ? mix(s.skin, "#4a302c", 0.5) : shade(s.skin, 0.5), 0.5),
      path(shape, white),
      group(
        [
          lights.patch(inner, y + 1, 7, 7, shade(s.skin, 0.3), 0.6),
          lights.patch(outer, y, 7, 7, shade(s.skin, 0.3), 0.6),
          ellipse(ix, iy, 7.8, 7.8, iris),
          ellipse(ix, iy, 3.2, 3.2, "#0b0807"),
          // the upper lid's shadow across the top of the eye
          lights.patch(x, y - up + 1, w + 4, 6, "#1e120e", 0.7),
          ellipse(ix - s.light * -2.4, iy - 2.8, 1.5, 1.5, "#ffffff", { opacity: 0.85 }),
        ],
        { "clip-path": clip },
      ),
      stroke(lid, "#1a110e", female ? 2.8 : 2, { "stroke-linecap": "round", opacity: 0.85 }),
      group(
        [
          stroke(
            d`M${inner + side * 2} ${y - 6}C${x - side * w * 0.4} ${y - up * 2.2} ${x + side * w * 0.5} ${y - up * 2.2} ${outer + side} ${y - 4}`,
            shade(s.skin, 0.65),
            1.8,
            { opacity: 0.5 },
          ),
          stroke(
            d`M${inner + side * 3} ${y + 3}C${x - side * 4} ${y + low + 1.5} ${x + side * 6} ${y + low + 1} ${outer - side} ${y + 1}`,
            shade(s.skin, 0.5),
            1.3,
            {
              opacity: 0.45,
            },
          ),
        ],
        { filter: lights.blur(0.8) },
      ),
      lights.patch(x, y + low + 6, 14, 4, shade(s.skin, 0.5), s.age > 40 ? 0.4 : 0.2),
    );
  }
  parts.push(...brows(lights, s, h));
  return parts;
}

function brows(lights: Lights, s: PortraitSpec, h: Head): string[] {
  const female = s.gender === "female";
  const color = mix(s.hair, "#2a1c16", luminance(s.hair) > 0.35 ? 0.35 : 0.1);
  const thick = female ? 4.2 : 6.5;
  const arch = female ? 7 : 3.5;
  const shapes = [-1, 1].map((side) => {
    const x = CX + side * h.eyeGap;
    const y = h.browY;
    const a = x - side * 18;
    const b = x + side * 23;
    return path(
      d`M${a} ${y + 4}C${x - side * 6} ${y - arch - 1} ${x + side * 8} ${y - arch - 2} ${b} ${y + 3}C${x + side * 8} ${y - arch + thick * 0.4} ${x - side * 6} ${y - arch + thick + 1} ${a} ${y + 4 + thick}Z`,
      color,
      { opacity: 0.85 },
    );
  });
  return [group(shapes, { filter: lights.blur(1.1) })];
}

/** a smile past this shows the teeth, as most staff photographs do */
export const OPEN_SMILE = 0.5;

export function mouth(svg: Svg, lights: Lights, s: PortraitSpec, h: Head): string[] {
  const female = s.gender === "female";
  const L = s.light;
  const y = h.mouthY;
  const open = s.smile >= OPEN_SMILE;
  const w = ((female ? 26 : 28) + (open ? 3 : 0)) * s.mouthWidth;
  const lift = open ? 5 + s.smile * 3 : s.smile * 4;
  const full = (female ? 1.15 : 0.85) * s.lips;
  const lip = mix(s.skin, female ? "#a3404e" : "#9a4a4c", female ? 0.42 : 0.22);
  const dark = shade(s.skin, 0.6);
  const parts = [
    // philtrum and the shadow under the lower lip
    lights.patch(CX - L * 3, y - 13 * full - (open ? 2 : 0), 7, 7, shade(s.skin, 0.5), 0.25),
    lights.patch(CX, y + 16 * full + (open ? 10 : 4), 24, 7, shade(s.skin, 0.55), 0.35),
  ];
  if (!open) {
    const line = d`M${CX - w} ${y - lift}C${CX - w * 0.5} ${y + 2 - lift * 0.3} ${CX + w * 0.5} ${y + 2 - lift * 0.3} ${CX + w} ${y - lift}`;
    const upper = d`M${CX - w} ${y - lift}C${CX - w * 0.6} ${y - 6 * full} ${CX - 9} ${y - 10 * full} ${CX} ${y - 6.5 * full}C${CX + 9} ${y - 10 * full} ${CX + w * 0.6} ${y - 6 * full} ${CX + w} ${y - lift}C${CX + w * 0.5} ${y + 2 - lift * 0.3} ${CX - w * 0.5} ${y + 2 - lift * 0.3} ${CX - w} ${y - lift}Z`;
    const lower = d`M${CX - w + 4} ${y + 0.5 - lift}C${CX - w * 0.55} ${y + 12 * full} ${CX + w * 0.55} ${y + 12 * full} ${CX + w - 4} ${y + 0.5 - lift}C${CX + w * 0.4} ${y + 2} ${CX - w * 0.4} ${y + 2} ${CX - w + 4} ${y + 0.5 - lift}Z`;
    parts.push(
      group([path(upper, darken(lip, 0.16)), path(lower, lip)], { filter: lights.blur(1, 0.2) }),
      lights.patch(CX + L * 5, y + 5 * full, 10, 3, glow(lip, 0.55), 0.5),
      group([stroke(line, shade(s.skin, 0.8), 2.2, { "stroke-linecap": "round", opacity: 0.8 })], { filter: lights.blur(0.7, 0.3) }),
    );
  } else {
    // the opening: corners drawn up, the upper teeth showing under a thin upper lip
    const top = y - 4;
    const bottom = y + 15 + s.smile * 5;
    const cy = y - lift;
    const opening = d`M${CX - w} ${cy}C${CX - w * 0.6} ${top} ${CX + w * 0.6} ${top} ${CX + w} ${cy}C${CX + w * 0.6} ${bottom + 2} ${CX - w * 0.6} ${bottom + 2} ${CX - w} ${cy}Z`;
    const edge = y + 10 + s.smile * 3;
    const teethShape = d`M${CX - w} ${cy - 2}C${CX - w * 0.6} ${top - 2} ${CX + w * 0.6} ${top - 2} ${CX + w} ${cy - 2}C${CX + w * 0.7} ${edge + 2} ${CX - w * 0.7} ${edge + 2} ${CX - w} ${cy - 2}Z`;
    const teeth = svg.linear(
      [
        [0, "#5e4a42"],
        [0.2, "#cfc6b8"],
        [0.5, "#f1ece3"],
        [0.8, "#cfc6b8"],
        [1, "#5e4a42"],
      ],
      [0, 0],
      [1, 0],
    );
    const upper = d`M${CX - w - 1} ${cy - 0.5}C${CX - w * 0.6} ${top - 5 * full} ${CX - 9} ${top - 9 * full} ${CX} ${top - 6 * full}C${CX + 9} ${top - 9 * full} ${CX + w * 0.6} ${top - 5 * full} ${CX + w + 1} ${cy - 0.5}C${CX + w * 0.6} ${top + 2} ${CX - w * 0.6} ${top + 2} ${CX - w - 1} ${cy - 0.5}Z`;
    const lower = d`M${CX - w + 2} ${cy + 1}C${CX - w * 0.55} ${bottom + 1} ${CX + w * 0.55} ${bottom + 1} ${CX + w - 2} ${cy + 1}C${CX + w * 0.5} ${bottom + 10 * full} ${CX - w * 0.5} ${bottom + 10 * full} ${CX - w + 2} ${cy + 1}Z`;
    const clip = svg.clip(path(opening, "#000"));
    parts.push(
      path(opening, "#2a1512"),
      group(
        [
          path(teethShape, teeth),
          lights.patch(CX, top + 2, w, 4, "#3a2520", 0.45),
          stroke(
            d`M${CX - 0.5} ${top + 2}L${CX - 0.5} ${edge - 1}M${CX - 9} ${top + 2}L${CX - 9.5} ${edge - 2}M${CX + 8} ${top + 2}L${CX + 8.5} ${edge - 2}`,
            "#b8ab9a",
            0.8,
            {
              opacity: 0.6,
            },
          ),
        ],
        { "clip-path": clip },
      ),
      group([path(upper, darken(lip, 0.18)), path(lower, lip)], { filter: lights.blur(0.9, 0.2) }),
      lights.patch(CX + L * 5, bottom + 4 * full, 11, 3, glow(lip, 0.55), 0.5),
      // cheeks lifted by the smile
      lights.patch(CX - w - 8, cy - 4, 7, 10, dark, 0.35),
      lights.patch(CX + w + 8, cy - 4, 7, 10, dark, 0.35),
    );
  }
  return parts;
}

/** a beard follows the jaw inside the face's outline, thinning out up the cheeks, with a moustache over the lip */
export function beard(svg: Svg, lights: Lights, s: PortraitSpec, h: Head): string[] {
  if (s.beard === "none" || s.beard === "stubble") return [];
  const full = s.beard === "full";
  const drop = full ? 10 : 3;
  const c = h.cheek;
  const mw = 27;
  const y = h.mouthY;
  const half = (k: 1 | -1) => {
    const x = (dx: number) => CX + k * dx;
    return {
      down: d`C${x(c - 4)} ${h.noseY} ${x(h.jawW + 4)} ${y - 20} ${x(h.jawW + 1)} ${y + 2}C${x(h.jawW - 6)} ${h.chinY - 20} ${x(h.chinW + 20)} ${h.chinY + drop} ${CX} ${h.chinY + drop}`,
      top: [x(c - 6), h.eyeY + 14] as const,
      cheek: d`C${x(c - 26)} ${h.noseY - 10} ${x(mw + 18)} ${h.noseY + 6} ${x(mw + 6)} ${y - 2}`,
      lip: d`C${x(mw + 4)} ${h.noseY + 14} ${x(16)} ${h.noseY + 8} ${CX} ${h.noseY + 11}`,
    };
  };
  const l = half(-1);
  const r = half(1);
  const mirrorUp = (k: 1 | -1) => {
    const x = (dx: number) => CX + k * dx;
    return d`C${x(h.chinW + 20)} ${h.chinY + drop} ${x(h.jawW - 6)} ${h.chinY - 20} ${x(h.jawW + 1)} ${y + 2}C${x(h.jawW + 4)} ${y - 20} ${x(c - 4)} ${h.noseY} ${x(c - 6)} ${h.eyeY + 14}`;
  };
  const region = [
    d`M${l.top[0]} ${l.top[1]}`,
    l.down,
    mirrorUp(1),
    d`L${CX + c - 14} ${h.eyeY + 18}`,
    r.cheek,
    d`C${CX + mw + 2} ${h.noseY + 16} ${CX + 16} ${h.noseY + 8} ${CX} ${h.noseY + 11}`,
    d`C${CX - 16} ${h.noseY + 8} ${CX - mw - 2} ${h.noseY + 16} ${CX - mw - 6} ${y - 2}`,
    d`C${CX - mw - 18} ${h.noseY + 6} ${CX - c + 26} ${h.noseY - 10} ${CX - c + 14} ${h.eyeY + 18}Z`,
  ].join("");
  const fill = svg.linear(
    [
      [0, s.hair, 0.15],
      [0.3, s.hair, full ? 0.9 : 0.7],
      [1, darken(s.hair, 0.2), full ? 0.95 : 0.8],
    ],
    [0, h.eyeY + 14],
    [0, h.chinY + drop],
    true,
  );
  return [
    group([group([path(region, fill)], { filter: lights.texture(0.9, 0.35, 7, "dark", 0.45) })], { filter: lights.blur(1.4, 0.1) }),
    lights.patch(CX + s.light * 20, h.chinY - 10, 26, 12, lighten(s.hair, 0.4), 0.18),
  ];
}

/** the jaw's shadow of a day's growth, for the stubble beard */
export function stubble(lights: Lights, s: PortraitSpec, h: Head): string[] {
  if (s.beard !== "stubble") return [];
  // a day's growth reads as a cool shadow whatever the hair's colour
  const tone = mix("#2b303c", s.hair, 0.2);
  return [
    group(
      [
        path(
          d`M${CX - h.cheek + 6} ${h.eyeY + 40}C${CX - h.jawW - 6} ${h.mouthY} ${CX - h.chinW - 14} ${h.chinY} ${CX} ${h.chinY}C${CX + h.chinW + 14} ${h.chinY} ${CX + h.jawW + 6} ${h.mouthY} ${CX + h.cheek - 6} ${h.eyeY + 40}C${CX + 40} ${h.noseY + 10} ${CX + 30} ${h.noseY + 14} ${CX} ${h.noseY + 10}C${CX - 30} ${h.noseY + 14} ${CX - 40} ${h.noseY + 10} ${CX - h.cheek + 6} ${h.eyeY + 40}Z`,
          tone,
          { opacity: 0.26 },
        ),
      ],
      { filter: lights.blur(6, 0.25) },
    ),
  ];
}

export function glasses(lights: Lights, s: PortraitSpec, h: Head): string[] {
  const frame = s.glasses;
  if (!frame) return [];
  const half = 18.5 * s.eyeSize + 7;
  const rims = [-1, 1].map((side) => {
    const x = CX + side * h.eyeGap;
    const y = h.eyeY;
    return d`M${x - half} ${y - 11}Q${x} ${y - 15} ${x + half} ${y - 11}Q${x + half + 2} ${y + 4} ${x + half - 5} ${y + 13}Q${x} ${y + 17} ${x - half + 5} ${y + 13}Q${x - half - 2} ${y + 4} ${x - half} ${y - 11}Z`;
  });
  const inner = h.eyeGap - half;
  const bridge = d`M${CX - inner} ${h.eyeY - 7}Q${CX} ${h.eyeY - 12} ${CX + inner} ${h.eyeY - 7}`;
  // the arms run back to the ears: from the front only a short stretch shows at each temple
  const arms = d`M${CX - h.eyeGap - half} ${h.eyeY - 8}L${CX - h.cheek + 4} ${h.eyeY - 9}M${CX + h.eyeGap + half} ${h.eyeY - 8}L${CX + h.cheek - 4} ${h.eyeY - 9}`;
  return [
    group(
      rims.map((r) => stroke(r, shade(s.skin, 0.7), 2.4, { opacity: 0.3, transform: "translate(0 5)" })),
      { filter: lights.blur(2.5, 0.3) },
    ),
    ...rims.map((r) => path(r, "#ffffff", { opacity: 0.05 })),
    ...rims.map((r, i) => lights.patch(CX + (i === 0 ? -1 : 1) * h.eyeGap + s.light * 8, h.eyeY - 6, 8, 4, "#ffffff", 0.18)),
    ...rims.map((r) => stroke(r, frame, 2.3)),
    stroke(bridge, frame, 2.2),
    stroke(arms, frame, 2.6),
    ...rims.map((r) => stroke(r, lighten(frame, 0.5), 0.8, { opacity: 0.45, transform: "translate(0 -0.8)" })),
  ];
}
