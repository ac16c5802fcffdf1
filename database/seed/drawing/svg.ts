/**
 * SVG markup helpers: canvas sizes, numbers, colours, elements and the Svg document (defs, gradients, clip paths).
 */
export const SCENE_W = 1280;
export const SCENE_H = 853;

export type Point = readonly [number, number];

export const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
/** two decimals keep the markup small without visible rounding */
export const num = (n: number): string => String(Math.round(n * 100) / 100);

/* ------------------------------------------------------------------ */
/* Colours (always #rrggbb)                                             */
/* ------------------------------------------------------------------ */

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const hex = (i: 0 | 1 | 2) =>
    Math.round(clamp(lerp(ca[i], cb[i], t), 0, 255))
      .toString(16)
      .padStart(2, "0");
  return `#${hex(0)}${hex(1)}${hex(2)}`;
}
export const lighten = (color: string, t: number): string => mix(color, "#ffffff", t);
export const darken = (color: string, t: number): string => mix(color, "#000000", t);

/* ------------------------------------------------------------------ */
/* SVG markup                                                           */
/* ------------------------------------------------------------------ */

type AttrValue = string | number | undefined;
export type Attrs = Readonly<Record<string, AttrValue>>;
export type GradientStop = readonly [offset: number, color: string, opacity?: number];

function attrText(attrs: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${key}="${typeof value === "number" ? num(value) : value}"`;
  }
  return out;
}

/**
 * librsvg renders `opacity` through an off-screen layer the size of the whole
 * canvas, so on a single shape it becomes fill/stroke opacity (same look).
 */
function paintOpacity(tag: string, attrs: Attrs): Attrs {
  if (tag === "g" || tag === "use" || attrs.opacity === undefined) return attrs;
  const { opacity, ...rest } = attrs;
  return { "fill-opacity": opacity, "stroke-opacity": opacity, ...rest };
}

export const el = (tag: string, attrs: Attrs, children?: string): string => {
  const text = attrText(paintOpacity(tag, attrs));
  return children === undefined ? `<${tag}${text}/>` : `<${tag}${text}>${children}</${tag}>`;
};

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  el("rect", { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...extra });
export const poly = (points: readonly Point[], fill: string, extra: Attrs = {}): string =>
  el("polygon", { points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(" "), fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}): string => el("path", { d, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el("circle", { cx, cy, r: Math.max(0, r), fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx: Math.max(0, rx), ry: Math.max(0, ry), fill, ...extra });
export const stroke = (d: string, color: string, width: number, extra: Attrs = {}): string =>
  el("path", { d, fill: "none", stroke: color, "stroke-width": width, ...extra });
export const group = (parts: readonly string[], extra: Attrs = {}): string => el("g", extra, parts.join(""));
export const use = (id: string, extra: Attrs = {}): string => el("use", { href: `#${id}`, "xlink:href": `#${id}`, ...extra });

/** path data with every interpolated number rounded: d`M${x} ${y}` */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += num(value) + (strings[i + 1] ?? "");
  });
  return out;
}
export const polyD = (points: readonly Point[]): string => `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}Z`;
export const rectD = (x: number, y: number, w: number, h: number): string => d`M${x} ${y}h${w}v${h}h${-w}Z`;

const stopsMarkup = (stops: readonly GradientStop[]): string =>
  stops.map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity })).join("");

/** A document under construction: body parts plus the defs they refer to. */
export class Svg {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number = SCENE_W,
    readonly height: number = SCENE_H,
    private readonly prefix = "",
  ) {}

  add(...parts: string[]): void {
    this.parts.push(...parts);
  }

  id(prefix = "s"): string {
    this.counter += 1;
    return `${this.prefix}${prefix}${this.counter}`;
  }

  define(markup: string): void {
    this.defs.push(markup);
  }

  /** from/to are fractions of the shape's box unless userSpace */
  linear(stops: readonly GradientStop[], from: Point = [0, 0], to: Point = [0, 1], userSpace = false): string {
    const id = this.id("lg");
    const attrs = { id, x1: from[0], y1: from[1], x2: to[0], y2: to[1], gradientUnits: userSpace ? "userSpaceOnUse" : undefined };
    this.define(el("linearGradient", attrs, stopsMarkup(stops)));
    return `url(#${id})`;
  }

  radial(stops: readonly GradientStop[], center: Point = [0.5, 0.5], r = 0.5, userSpace = false): string {
    const id = this.id("rg");
    const attrs = { id, cx: center[0], cy: center[1], r, gradientUnits: userSpace ? "userSpaceOnUse" : undefined };
    this.define(el("radialGradient", attrs, stopsMarkup(stops)));
    return `url(#${id})`;
  }

  clip(shapes: string): string {
    const id = this.id("cp");
    this.define(el("clipPath", { id }, shapes));
    return `url(#${id})`;
  }

  /** the body markup alone, to nest this drawing inside another */
  body(): string {
    return this.parts.join("");
  }

  /** take over another drawing's defs (its ids are prefixed, so they cannot clash) */
  adopt(other: Svg): void {
    this.defs.push(...other.defs);
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`
    );
  }
}
