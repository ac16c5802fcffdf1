/**
 * Hair for the portraits: a mass behind the head (long hair, a bun) and a cap over the skull that
 * frames the face and, for long hair, falls in front of the shoulders. Each is painted with a
 * gradient from the lit crown to the shadowed ends, fine streaks, strands along the fall of the
 * hair and a sheen where the key light catches its curve.
 */
import { Rng } from "../random.ts";
import { type Svg, d, group, lighten, mix, path, stroke } from "./svg.ts";
import { CX, type Head, type HairStyle, type Lights, type PortraitSpec, luminance } from "./portrait-kit.ts";

interface HairShapes {
  /** behind the head and neck (long hair, a bun) */
  back: string | null;
  /** over the skull, framing the face, and any locks in front of the shoulders */
  cap: string;
  /** strands drawn over the cap to show which way the hair falls */
  flow: string[];
  /** where the key light catches the hair: soft patches (x, y, rx, ry, angle) */
  sheen: readonly (readonly [number, number, number, number, number])[];
  /** how much the cap lets the scalp show (a close crop is never a solid colour) */
  opacity: number;
  /** streak frequencies across and along the hair, for short hair (long hair shows its strands instead) */
  grain: readonly [number, number] | null;
  /** the sides fade towards the ears, as a short back and sides does */
  taper?: boolean;
  /** the lowest point the hair reaches, for the gradient to the shadowed ends */
  bottom: number;
}

export interface HairLayers {
  back: string[];
  cap: string[];
}

export function hair(svg: Svg, lights: Lights, s: PortraitSpec, h: Head, seed: number, faceClip: string): HairLayers {
  if (s.attire === "abaya" || s.attire === "kandura") return { back: [], cap: [] };
  const shapes = SHAPES[s.hairStyle](h, s.parting, new Rng(seed));
  // the hair's shadow on the face: only the face's box is blurred, not the whole head of hair
  const castShadow = group([path(shapes.cap, "#1a0c06", { opacity: 0.5, transform: `translate(${-s.light * 4} 8)` })], {
    filter: lights.blurWithin(5, CX - h.cheek - 20, h.top - 20, 2 * h.cheek + 40, h.chinY - h.top + 40),
  });
  return {
    back: shapes.back ? [paint(svg, lights, s, shapes.back, { ...shapes, flow: [], sheen: [] }, h.top - 40, seed, 0.45)] : [],
    cap: [group([castShadow], { "clip-path": faceClip }), paint(svg, lights, s, shapes.cap, shapes, h.top - 40, seed, 0)],
  };
}

/** hair in shadow darkens towards a deep brown: mixed with black, blonde turns olive */
const darken = (color: string, k: number): string => mix(color, "#1a100a", k);

function paint(
  svg: Svg,
  lights: Lights,
  s: PortraitSpec,
  shape: string,
  shapes: HairShapes,
  top: number,
  seed: number,
  darkness: number,
): string {
  const base = darken(s.hair, darkness);
  // short sides are clipped close: the scalp shows through towards the ears
  const fill = svg.linear(
    [
      [0, lighten(base, 0.12)],
      [0.3, base],
      [shapes.taper ? 0.75 : 1, darken(base, 0.5)],
      ...(shapes.taper ? [[1, darken(base, 0.3), 0.55] as const] : []),
    ],
    [0, top],
    [0, shapes.bottom],
    true,
  );
  const lit = s.light < 0;
  const across = svg.linear(
    [
      [0, darken(base, 0.6), lit ? 0 : 0.75],
      [0.5, base, 0],
      [1, darken(base, 0.6), lit ? 0.75 : 0],
    ],
    [0, 0],
    [1, 0],
  );
  const clip = svg.clip(path(shape, "#000"));
  // dark hair shines a warm brown under the lights; streaks of grey would read as grey hair
  const light = luminance(base) < 0.15 ? mix(base, "#9a7a62", 0.45) : mix(lighten(base, 0.45), "#fff1dd", 0.2);
  const dark = darken(base, 0.6);
  const mid = lighten(base, 0.2);
  // locks of hair catch the light or fall into shade together
  const clumps = shapes.flow
    .filter((_, i) => i % 3 === 2)
    .map((f, i) => stroke(f, i % 2 === 0 ? light : dark, 11, { opacity: i % 2 === 0 ? (luminance(base) < 0.15 ? 0.1 : 0.2) : 0.3 }));
  const strands = shapes.flow.map((f, i) =>
    i % 4 === 0
      ? stroke(f, light, 1, { opacity: 0.3 })
      : i % 4 === 1
        ? stroke(f, mid, 1.2, { opacity: 0.3 })
        : stroke(f, dark, 1.4, { opacity: 0.3 }),
  );
  const sheen = shapes.sheen.map(([x, y, rx, ry, angle]) =>
    lights.patch(x, y, rx, ry, light, 0.5, { transform: `rotate(${angle} ${x} ${y})` }),
  );
  const parts = [
    shapes.grain
      ? group([path(shape, fill, { opacity: shapes.opacity })], {
          filter: lights.texture(shapes.grain[0], shapes.grain[1], seed % 97, "dark", 0.18),
        })
      : path(shape, fill, { opacity: shapes.opacity }),
    group([path(shape, across), ...sheen, ...clumps, ...strands], { "clip-path": clip }),
    lights.rim(shape, clip, s.light < 0 ? 1 : -1, mix(light, "#ffffff", 0.3), 5, darkness > 0 ? 0 : 0.35),
  ];
  return group(parts, { filter: lights.blur(2, 0.04) });
}

type Shaper = (h: Head, parting: -1 | 1, rng: Rng) => HairShapes;
type Pt = readonly [number, number];

/** a smooth curve (Catmull-Rom as cubic Béziers) through the points, the first being the current point */
function through(points: readonly Pt[]): string {
  let out = "";
  for (let i = 0; i + 1 < points.length; i++) {
    const p0 = points[Math.max(0, i - 1)] as Pt;
    const p1 = points[i] as Pt;
    const p2 = points[i + 1] as Pt;
    const p3 = points[Math.min(points.length - 1, i + 2)] as Pt;
    out += d`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return out;
}

/** a man's short cut: `volume` above the skull, the hairline `hairline` below its top, temples set back by `recess` */
function shortCut(h: Head, parting: -1 | 1, rng: Rng, volume: number, hairline: number, recess: number, quiff: number): HairShapes {
  const t = h.temple;
  const top = h.top - volume;
  const line = h.top + hairline;
  const sideY = h.eyeY - 6;
  const p = parting;
  // the quiff rises on the side away from the parting
  const peak = CX - p * 24;
  const cap = [
    d`M${CX - t - 2} ${sideY}C${CX - t - 10} ${h.top + 60} ${CX - t - 4} ${top + 18} ${CX - 50} ${top + 4 - (p > 0 ? quiff * 0.6 : 0)}`,
    d`C${peak - 20} ${top - quiff} ${peak + 20} ${top - quiff} ${CX + 50} ${top + 4 - (p < 0 ? quiff * 0.6 : 0)}`,
    d`C${CX + t + 4} ${top + 18} ${CX + t + 10} ${h.top + 60} ${CX + t + 2} ${sideY}`,
    d`L${CX + t - 6} ${sideY}C${CX + t - 8} ${line + 40} ${CX + t - 12} ${line + recess + 6} ${CX + t - 28} ${line + recess}`,
    d`C${CX + 30} ${line + recess * 0.25 - 6} ${CX - 30} ${line + recess * 0.25 - 6} ${CX - t + 28} ${line + recess}`,
    d`C${CX - t + 12} ${line + recess + 6} ${CX - t + 8} ${line + 40} ${CX - t + 6} ${sideY}Z`,
  ].join("");
  const flow: string[] = [];
  const partX = CX + p * 44;
  for (let i = 0; i < 40; i++) {
    // combed from the parting (a short line running back over the crown) down and to each side
    const away = rng.chance(0.7) ? -p : p;
    const y0 = top + 8 + rng.range(0, 40);
    const x0 = partX + rng.range(-3, 3);
    const reach = away === -p ? rng.range(0.3, 1) * (t + 44) : rng.range(0.3, 1) * (t - 44);
    const x1 = x0 + away * reach;
    const y1 = y0 + rng.range(20, 50) + (Math.abs(x1 - CX) > t - 20 ? rng.range(20, 60) : 0);
    flow.push(d`M${x0} ${y0}Q${(x0 + x1) / 2} ${y0 - rng.range(4, 14)} ${x1} ${y1}`);
  }
  const lx = CX - 30;
  return {
    back: null,
    cap,
    flow,
    sheen: [
      [lx, top + 24, 40, 12, -10],
      [CX - t + 10, h.top + 50, 10, 30, 20],
    ],
    opacity: 1,
    grain: [0.6, 0.09],
    bottom: sideY + 10,
    taper: true,
  };
}

interface Fall {
  /** where the hair ends on each side: in front of the shoulder (low) or behind it (at the jaw) */
  left: number;
  right: number;
  volume: number;
  wave: number;
}

/**
 * A woman's hair: parted, a side-swept fringe, falling past the face on each side to `fall`'s
 * ends; hair that reaches the shoulders spreads over them, and the ends taper unevenly.
 */
function framing(h: Head, parting: -1 | 1, rng: Rng, fall: Fall): HairShapes {
  const p = parting;
  const c = h.cheek;
  const t = h.temple;
  const top = h.top - fall.volume;
  const partX = CX + p * 26;
  const wave = (y: number, k: number) => Math.sin(y / 21 + k * 1.7) * fall.wave;
  /** how far out the hair reaches at its end: over the shoulder it lies wider */
  const spread = (end: number) => (end > h.collarY + 80 ? 58 : Math.max(16, (end - h.mouthY) * 0.35));
  /** one side's edges, walked downwards: the outer edge from the temple to the tips, and the inner edge from the tips back up to the face */
  const edges = (k: 1 | -1, end: number): { outer: Pt[]; tips: Pt[]; inner: Pt[] } => {
    const x = (dx: number) => CX + k * dx;
    const sp = spread(end);
    const shoulder = end > h.collarY + 80;
    const outer: Pt[] = [[x(t + 30), h.eyeY - 30]];
    for (let y = h.mouthY - 20; y < end - 16; y += 26) {
      const reach = shoulder
        ? Math.min(1, (y - h.mouthY + 20) / (h.collarY + 30 - h.mouthY + 20))
        : (y - h.mouthY + 20) / (end - h.mouthY + 20);
      outer.push([x(c + 34 + (sp - 34) * reach) + wave(y, k), y]);
    }
    outer.push([x(c + sp - 8), end]);
    const tips: Pt[] = shoulder
      ? [
          [x(c + sp - 22), end - 14],
          [x(c + sp - 30), end + 4],
          [x(c + 20), end - 18],
          [x(c + 8), end - 2],
        ]
      : [
          [x(c + sp * 0.5), end - 8],
          [x(c + 4), end - 2],
        ];
    const inner: Pt[] = shoulder
      ? [
          [x(c + 8), end - 2],
          [x(c - 6) + wave(end - 60, k), end - 60],
          [x(h.neckW + 24), h.collarY + 10],
          [x(h.neckW + 14), h.collarY - 30],
          [x(c - 4), h.chinY - 10],
          [x(c - 6), h.mouthY],
        ]
      : [
          [x(c + 4), end - 2],
          [x(c - 2), end - 20],
          [x(c - 4), h.chinY - 10],
          [x(c - 6), h.mouthY],
        ];
    return { outer, tips, inner };
  };
  const lineTo = (pts: readonly Pt[]) => pts.map(([px, py]) => d`L${px} ${py}`).join("");
  const side = (k: 1 | -1, end: number): string => {
    const e = edges(k, end);
    return through(e.outer) + lineTo(e.tips) + through(e.inner);
  };
  const reversed = (k: 1 | -1, end: number): string => {
    const e = edges(k, end);
    return (
      through([...e.inner].reverse()) +
      lineTo([...e.tips].reverse().slice(1)) +
      d`L${e.outer[e.outer.length - 1]?.[0] ?? CX} ${end}` +
      through([...e.outer].reverse())
    );
  };
  const cap = [
    d`M${CX - t - 30} ${h.eyeY - 30}C${CX - t - 38} ${h.top + 20} ${CX - 60} ${top} ${CX - p * 4} ${top}`,
    d`C${CX + 60} ${top} ${CX + t + 38} ${h.top + 20} ${CX + t + 30} ${h.eyeY - 30}`,
    side(1, fall.right),
    d`C${CX + c - 4} ${h.eyeY + 10} ${CX + c - 4} ${h.eyeY} ${CX + c - 10} ${h.eyeY - 16}`,
    // the fringe: steep from the parting on one side, swept low across the forehead on the other
    p > 0
      ? d`C${CX + t - 8} ${h.browY - 30} ${partX + 16} ${h.top + 44} ${partX} ${h.top + 36}C${CX - 30} ${h.top + 46} ${CX - t + 10} ${h.browY - 30} ${CX - c + 10} ${h.eyeY - 10}`
      : d`C${CX + t - 10} ${h.browY - 30} ${CX + 30} ${h.top + 46} ${partX} ${h.top + 36}C${partX - 16} ${h.top + 44} ${CX - t + 8} ${h.browY - 30} ${CX - c + 10} ${h.eyeY - 16}`,
    d`C${CX - c + 4} ${h.eyeY} ${CX - c + 4} ${h.eyeY + 10} ${CX - c + 6} ${h.mouthY}`,
    reversed(-1, fall.left),
    "Z",
  ].join("");
  const flow: string[] = [];
  for (let i = 0; i < 110; i++) {
    const k = i % 2 === 0 ? -1 : 1;
    const end = k < 0 ? fall.left : fall.right;
    const sp = spread(end);
    const u = rng.next();
    const y1 = end - 24 - rng.range(0, 30);
    const pts: Pt[] = [[CX + k * (t * (0.5 + 0.5 * u) + 8), top + 8 + rng.range(0, 20)]];
    for (let y = h.eyeY - 40; y < y1; y += 26) {
      const reach = Math.min(1, Math.max(0, (y - h.mouthY) / Math.max(1, end - h.mouthY)));
      pts.push([CX + k * (c + 14 + 26 * u + (sp - 30) * u * reach) + wave(y, k), y]);
    }
    const start = d`M${partX + rng.range(-3, 3)} ${h.top + 30 + rng.range(-8, 6)}`;
    flow.push(start + through([[partX, h.top + 30], ...pts]));
  }
  const L = -p;
  return {
    back: null,
    cap,
    flow,
    sheen: [
      [CX - p * 30, top + 32, 40, 12, p * 10],
      [CX + L * (c + 22), h.eyeY - 14, 14, 44, L * -10],
      [CX - L * (c + 22), h.eyeY - 14, 10, 36, L * 10],
      [CX + L * (c + 34), h.collarY + 30, 12, 40, L * -6],
    ],
    opacity: 1,
    grain: null,
    bottom: Math.max(fall.left, fall.right),
  };
}

/** long hair: in front of one or both shoulders, the rest behind the neck in shadow */
function longHair(h: Head, parting: -1 | 1, rng: Rng, wave: number): HairShapes {
  const over = rng.int(0, 2);
  const low = 610;
  const jaw = h.chinY + 36;
  const fall = { left: over === 1 ? jaw : low, right: over === 2 ? jaw : low, volume: 18 + wave, wave };
  const shapes = framing(h, parting, rng, fall);
  const c = h.cheek;
  const back = d`M${CX - c - 10} ${h.eyeY - 40}C${CX - c - 24} ${h.mouthY} ${CX - c - 30} ${h.collarY} ${CX - c - 30} 600L${CX + c + 30} 600C${CX + c + 30} ${h.collarY} ${CX + c + 24} ${h.mouthY} ${CX + c + 10} ${h.eyeY - 40}Z`;
  return { ...shapes, back, bottom: low };
}

const SHAPES: Readonly<Record<HairStyle, Shaper>> = {
  short: (h, p, rng) => shortCut(h, p, rng, 14, 40, 0, 6),
  "side-part": (h, p, rng) => shortCut(h, p, rng, 18, 36, 2, 14),
  "swept-back": (h, p, rng) => ({ ...shortCut(h, p, rng, 22, 32, 4, 8), grain: [0.4, 0.05] }),
  cropped: (h, p, rng) => ({ ...shortCut(h, p, rng, 5, 42, 0, 0), opacity: 0.8, flow: [], grain: [0.8, 0.6] }),
  receding: (h, p, rng) => ({ ...shortCut(h, p, rng, 5, 24, 30, 0), opacity: 0.72, grain: [0.6, 0.2] }),
  "curly-crop": (h, p, rng) => ({ ...shortCut(h, p, rng, 16, 42, 0, 4), flow: [], grain: [0.3, 0.3] }),
  long: (h, p, rng) => longHair(h, p, rng, 0),
  wavy: (h, p, rng) => longHair(h, p, rng, 11),
  shoulder: (h, p, rng) => {
    const shapes = framing(h, p, rng, { left: h.collarY + 40, right: h.collarY + 40, volume: 20, wave: 2 });
    const c = h.cheek;
    return {
      ...shapes,
      back: d`M${CX - c - 6} ${h.eyeY - 50}C${CX - c - 20} ${h.mouthY} ${CX - c - 20} ${h.collarY} ${CX - c - 10} ${h.collarY + 30}L${CX + c + 10} ${h.collarY + 30}C${CX + c + 20} ${h.collarY} ${CX + c + 20} ${h.mouthY} ${CX + c + 6} ${h.eyeY - 50}Z`,
    };
  },
  bob: (h, p, rng) => {
    const shapes = framing(h, p, rng, { left: h.chinY + 8, right: h.chinY + 8, volume: 22, wave: 0 });
    const c = h.cheek;
    return {
      ...shapes,
      back: d`M${CX - c - 6} ${h.eyeY - 40}C${CX - c - 18} ${h.mouthY} ${CX - c - 16} ${h.chinY} ${CX - c + 4} ${h.chinY + 8}L${CX + c - 4} ${h.chinY + 8}C${CX + c + 16} ${h.chinY} ${CX + c + 18} ${h.mouthY} ${CX + c + 6} ${h.eyeY - 40}Z`,
    };
  },
  bun: (h, p, rng) => {
    const shapes = shortCut(h, p, rng, 12, 36, -2, 0);
    const t = h.temple;
    const flow: string[] = [];
    for (let i = 0; i < 30; i++) {
      const u = rng.range(-1, 1);
      const x0 = CX + u * (t - 4);
      const y0 = h.top + 38 + Math.abs(u) * 50;
      flow.push(d`M${x0} ${y0}Q${CX + u * t * 0.8} ${h.top} ${CX + u * 10} ${h.top - 14}`);
    }
    return {
      ...shapes,
      back: d`M${CX + p * 8 - 40} ${h.top}C${CX + p * 8 - 46} ${h.top - 60} ${CX + p * 8 + 46} ${h.top - 60} ${CX + p * 8 + 40} ${h.top}Z`,
      flow,
      grain: null,
    };
  },
};
