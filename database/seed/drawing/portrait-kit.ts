/**
 * What the portrait modules share: the sitter's description (PortraitSpec), the head's
 * measurements in the 640 px frame, and the soft-light filters (blur, hair and cloth texture)
 * that make the shapes read as a photograph rather than a flat drawing.
 */
import { type Attrs, type GradientStop, type Svg, d, el, num } from "./svg.ts";

export const PORTRAIT_SIZE = 640;
export const CX = 320;

export type Gender = "female" | "male";
/** business: suit or blazer; national: kandura and ghutra (men), abaya and shayla (women) */
export type Dress = "business" | "national";
/** skin tone, lightest to deepest */
export type Complexion = "fair" | "light" | "olive" | "tan" | "brown" | "deep";
export type Attire = "suit" | "suit-open" | "blazer" | "abaya" | "kandura";
export type HairStyle =
  "short" | "side-part" | "swept-back" | "cropped" | "receding" | "curly-crop" | "long" | "wavy" | "bob" | "shoulder" | "bun";
export type Beard = "none" | "stubble" | "short" | "full";

export interface PortraitSpec {
  gender: Gender;
  dress: Dress;
  attire: Attire;
  complexion: Complexion;
  skin: string;
  age: number;
  hair: string;
  hairStyle: HairStyle;
  /** which side the parting or sweep falls to: -1 the viewer's left, 1 the right */
  parting: -1 | 1;
  iris: string;
  beard: Beard;
  glasses: string | null;
  jacket: string;
  shirt: string;
  tie: string | null;
  /** 0 a closed-mouth calm look … 1 a broad smile */
  smile: number;
  /** face shape: 1 is average; women's faces are drawn narrower with a finer jaw */
  faceWidth: number;
  jaw: number;
  /** the features' own sizes, 1 average: eyes, the nose's width, the mouth's width, the lips' fullness */
  eyeSize: number;
  noseWidth: number;
  mouthWidth: number;
  lips: number;
  /** the key light's side: -1 lit from the viewer's left, 1 from the right */
  light: -1 | 1;
  backdrop: readonly [string, string];
  /** the shayla's or the ghutra's cloth */
  scarf: string;
  earrings: boolean;
  necklace: boolean;
  /** a blouse's neckline under the blazer */
  neckline: "scoop" | "v" | "collar";
  /** the head's tilt in degrees, as a sitter is rarely quite upright */
  tilt: number;
}

/** Where the head's parts sit: every part is placed from these, so the face keeps its proportions. */
export interface Head {
  /** top of the skull, under the hair */
  top: number;
  browY: number;
  eyeY: number;
  /** half the distance between the pupils */
  eyeGap: number;
  noseY: number;
  mouthY: number;
  chinY: number;
  /** half-widths: temples, cheekbones, jaw corner, chin */
  temple: number;
  cheek: number;
  jawW: number;
  chinW: number;
  neckW: number;
  /** the neck's base, where the collar sits */
  collarY: number;
}

export function headOf(spec: PortraitSpec): Head {
  const female = spec.gender === "female";
  const w = spec.faceWidth;
  return {
    top: 118,
    browY: 236,
    eyeY: 258,
    eyeGap: 35 * (0.96 + 0.04 * w),
    noseY: 318,
    mouthY: 350,
    chinY: female ? 398 : 404,
    temple: 84 * w,
    cheek: (female ? 90 : 93) * w,
    jawW: (female ? 70 : 80) * w * spec.jaw,
    chinW: (female ? 22 : 32) * spec.jaw,
    neckW: female ? 40 : 56,
    collarY: 444,
  };
}

type Pt = readonly [number, number];
type Cubic = readonly [Pt, Pt, Pt];

/** The face's outline from the crown round to the chin and back: the right side's curves, then the same mirrored. */
export function faceOutline(h: Head): string {
  const right: Cubic[] = [
    [
      [CX + h.temple * 0.62, h.top],
      [CX + h.temple, h.top + 30],
      [CX + h.temple, h.top + 86],
    ],
    [
      [CX + h.temple + 2, h.top + 120],
      [CX + h.cheek, h.eyeY - 14],
      [CX + h.cheek, h.eyeY + 16],
    ],
    [
      [CX + h.cheek - 2, h.noseY],
      [CX + h.jawW + 6, h.mouthY - 22],
      [CX + h.jawW, h.mouthY + 2],
    ],
    [
      [CX + h.jawW - 8, h.chinY - 26],
      [CX + h.chinW + 20, h.chinY - 6],
      [CX + h.chinW, h.chinY - 2],
    ],
    [
      [CX + h.chinW * 0.55, h.chinY],
      [CX + 6, h.chinY],
      [CX, h.chinY],
    ],
  ];
  return `M${CX} ${num(h.top)}${cubics(right)}${cubics(mirroredBack(right, [CX, h.top]))}Z`;
}

const cubics = (segments: readonly Cubic[]): string =>
  segments.map(([a, b, c]) => `C${num(a[0])} ${num(a[1])} ${num(b[0])} ${num(b[1])} ${num(c[0])} ${num(c[1])}`).join("");

/** the same curves mirrored about CX and walked from their end back to `start` */
function mirroredBack(segments: readonly Cubic[], start: Pt): Cubic[] {
  const flip = ([x, y]: Pt): Pt => [2 * CX - x, y];
  return segments
    .map((segment, i) => {
      const from = i === 0 ? start : (segments[i - 1] as Cubic)[2];
      return [flip(segment[1]), flip(segment[0]), flip(from)] as const;
    })
    .reverse();
}

/**
 * Soft light and shade, shared by the parts that need it: radial-gradient patches (cheap: no
 * filter) for broad light and shadow, and a few filters (blur, streaked texture) defined once.
 */
export class Lights {
  private readonly blurs = new Map<string, string>();
  private readonly textures = new Map<string, string>();
  private readonly falloffs = new Map<string, string>();

  constructor(private readonly svg: Svg) {}

  /**
   * A soft patch of light or shadow: an ellipse fading from `opacity` at its centre to nothing at
   * its rim, as a blurred shape would but without a filter (librsvg's blur costs by the area it covers).
   */
  patch(cx: number, cy: number, rx: number, ry: number, color: string, opacity: number, extra: Attrs = {}): string {
    let fill = this.falloffs.get(color);
    if (!fill) {
      const id = this.svg.id("pf");
      const stops = [
        [0, 1],
        [0.3, 0.82],
        [0.55, 0.45],
        [0.8, 0.14],
        [1, 0],
      ]
        .map(([offset, o]) => el("stop", { offset, "stop-color": color, "stop-opacity": o }))
        .join("");
      this.svg.define(el("radialGradient", { id }, stops));
      fill = `url(#${id})`;
      this.falloffs.set(color, fill);
    }
    return el("ellipse", { cx, cy, rx, ry, fill, "fill-opacity": opacity, ...extra });
  }

  /**
   * Noise as a fill: fractal noise tinted `color`, computed once on a small tile that repeats
   * (stitched, so its seams do not show) — over the whole frame it costs a fraction of a full-size filter.
   */
  noise(freq: number, tile: number, color: string, amount: number, seed: number): string {
    const id = this.svg.id("nz");
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16) / 255);
    const gain = amount * 4;
    const filter = el(
      "filter",
      { id: `${id}f`, x: 0, y: 0, width: 1, height: 1 },
      el("feTurbulence", { type: "fractalNoise", baseFrequency: freq, numOctaves: 2, seed, stitchTiles: "stitch" }) +
        el("feColorMatrix", {
          type: "matrix",
          values: `0 0 0 0 ${num(r ?? 0)} 0 0 0 0 ${num(g ?? 0)} 0 0 0 0 ${num(b ?? 0)} ${num(gain)} 0 0 0 ${num(-gain * 0.48)}`,
        }),
    );
    this.svg.define(filter);
    this.svg.define(
      el(
        "pattern",
        { id, width: tile, height: tile, patternUnits: "userSpaceOnUse" },
        el("rect", { width: tile, height: tile, filter: `url(#${id}f)` }),
      ),
    );
    return `url(#${id})`;
  }

  /**
   * A rim light: the shape's own outline stroked in `color` inside the shape (clipped to it), fading
   * across from `side` (-1 the viewer's left, 1 the right, 0 both), as a light behind the sitter
   * catches the edges of hair, cheek and shoulder.
   */
  rim(outline: string, clip: string, side: -1 | 0 | 1, color: string, width: number, opacity: number): string {
    const stops: GradientStop[] =
      side === 0
        ? [
            [0, color, opacity],
            [0.3, color, 0],
            [0.7, color, 0],
            [1, color, opacity],
          ]
        : [
            [0, color, side < 0 ? opacity : 0],
            [0.55, color, 0],
            [1, color, side < 0 ? 0 : opacity],
          ];
    const paint = this.svg.linear(stops, [0, 0], [1, 0]);
    // a wide faint stroke under a narrow one fades inwards like a blur would, without a filter's cost over the whole shape
    return el(
      "g",
      { "clip-path": clip },
      el("path", { d: outline, fill: "none", stroke: paint, "stroke-width": width * 2, "stroke-opacity": 0.35 }) +
        el("path", { d: outline, fill: "none", stroke: paint, "stroke-width": width, "stroke-opacity": 0.6 }),
    );
  }

  /** a Gaussian blur limited to a box of the drawing: a shape far larger than the part that shows costs only the box */
  blurWithin(std: number, x: number, y: number, width: number, height: number): string {
    const id = this.svg.id("bl");
    this.svg.define(el("filter", { id, filterUnits: "userSpaceOnUse", x, y, width, height }, el("feGaussianBlur", { stdDeviation: std })));
    return `url(#${id})`;
  }

  /** a Gaussian blur of this many pixels; `pad` is the room left around the shape, a fraction of its box */
  blur(std: number, pad = 0.6): string {
    const key = `${std}/${pad}`;
    const known = this.blurs.get(key);
    if (known) return known;
    const id = this.svg.id("bl");
    const region = { x: `${-pad * 100}%`, y: `${-pad * 100}%`, width: `${100 + pad * 200}%`, height: `${100 + pad * 200}%` };
    this.svg.define(el("filter", { id, ...region }, el("feGaussianBlur", { stdDeviation: std })));
    const url = `url(#${id})`;
    this.blurs.set(key, url);
    return url;
  }

  /**
   * Fine streaks laid over a shape's own colour, for hair: the noise varies fast across `freqX`
   * and slowly along `freqY`. `amount` is the strongest streak's opacity.
   */
  texture(freqX: number, freqY: number, seed: number, tone: "dark" | "light", amount: number): string {
    const key = `${freqX}/${freqY}/${seed}/${tone}/${amount}`;
    const known = this.textures.get(key);
    if (known) return known;
    const id = this.svg.id("tx");
    const v = tone === "dark" ? 0 : 1;
    // fractal noise sits near 0.5: stretch it so only its upper part shows, up to `amount`
    const gain = amount * 4;
    const primitives = [
      el("feTurbulence", { type: "fractalNoise", baseFrequency: `${freqX} ${freqY}`, numOctaves: 2, seed, result: "n" }),
      el("feColorMatrix", {
        in: "n",
        type: "matrix",
        values: `0 0 0 0 ${v} 0 0 0 0 ${v} 0 0 0 0 ${v} ${num(gain)} 0 0 0 ${num(-gain * 0.5)}`,
        result: "c",
      }),
      el("feComposite", { in: "c", in2: "SourceGraphic", operator: "in", result: "t" }),
      el("feMerge", {}, el("feMergeNode", { in: "SourceGraphic" }) + el("feMergeNode", { in: "t" })),
    ];
    this.svg.define(el("filter", { id, x: 0, y: 0, width: 1, height: 1 }, primitives.join("")));
    const url = `url(#${id})`;
    this.textures.set(key, url);
    return url;
  }
}

/** perceived brightness, 0 (black) to 1 (white) */
export const luminance = (hex: string): number => {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return (0.3 * ((n >> 16) & 255) + 0.59 * ((n >> 8) & 255) + 0.11 * (n & 255)) / 255;
};

/** `M…Z` path of an ellipse-like blob, handy for soft light and shadow patches */
export const blob = (cx: number, cy: number, rx: number, ry: number): string =>
  d`M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
