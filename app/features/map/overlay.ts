/**
 * The HTML over a map (decision 039): place names, price pills and a pin,
 * laid out by labels.ts and pills.ts and drawn in one absolutely positioned
 * layer. The same layer serves the static picture and the live map: `layout`
 * decides what shows at a camera, `follow` only moves it while the map moves.
 * No MapLibre here.
 */
import type { Position } from "./basemap.ts";
import type { Camera } from "./projection.ts";

export type { Camera };
import type { Box } from "./boxes.ts";
import { LABEL_SIZE, type LabelCandidate, type LabelKind, placeLabels } from "./labels.ts";
import { layoutPills, type Pill, type PillPoint } from "./pills.ts";
import { compactPrice } from "./price.ts";

export const MAP_FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

const HALO = "0 0 2px #f3ede3, 0 0 2px #f3ede3, 0 0 3px #f3ede3, 0 0 4px #f3ede3";
const LABEL_STYLE: Record<LabelKind, { weight: number; color: string; extra?: string }> = {
  selected: { weight: 700, color: "#0f1e3c", extra: "letter-spacing:.2px" },
  landmark: { weight: 600, color: "#3b352c" },
  area: { weight: 600, color: "#6b5227" },
  road: { weight: 600, color: "#6e5d40" },
  water: { weight: 500, color: "#3f7394", extra: "font-style:italic;letter-spacing:.4px" },
};
const PILL_FONT = { weight: 600, size: 12 };

const labelFont = (kind: LabelKind) =>
  `${LABEL_STYLE[kind].extra?.includes("italic") ? "italic " : ""}${LABEL_STYLE[kind].weight} ${LABEL_SIZE[kind]}px ${MAP_FONT}`;

/** Text widths from a canvas with the fonts the layer draws with (remembered per text). */
export function textMeasurer(): { label(text: string, kind: LabelKind): number; pill(text: string, cluster: boolean): number } {
  const context = document.createElement("canvas").getContext("2d");
  const known = new Map<string, number>();
  const width = (font: string, text: string) => {
    const key = `${font}|${text}`;
    let w = known.get(key);
    if (w === undefined) {
      if (context) context.font = font;
      // without a canvas (never in a browser that can draw the map): a generous estimate
      w = context ? context.measureText(text).width : text.length * 7.5;
      known.set(key, w);
    }
    return w;
  };
  return {
    label: (text, kind) => width(labelFont(kind), text),
    pill: (text, cluster) => width(`${cluster ? 700 : PILL_FONT.weight} ${PILL_FONT.size}px ${MAP_FONT}`, text) + 1,
  };
}

export interface OverlayPoint {
  id: number;
  at: Position;
  price: number | null;
}

export interface OverlayOptions {
  candidates: LabelCandidate[];
  points?: OverlayPoint[];
  pin?: { at: Position; label: string };
  /** boxes nothing may cover (the zoom buttons), relative to the map */
  obstacles(): Box[];
  onPill(pill: Pill, members: OverlayPoint[]): void;
}

interface Placed {
  el: HTMLElement;
  /** what keeps it in place while the map moves: a point on the earth, and the element's offset from it */
  anchor: Position;
  dx: number;
  dy: number;
  angle: number;
}

export class MapOverlay {
  readonly root: HTMLElement;
  private readonly measure = textMeasurer();
  private readonly placed = new Map<string, Placed>();
  private options: OverlayOptions;
  /** what each pill stands for, by its element */
  private readonly pillMembers = new WeakMap<HTMLElement, { pill: Pill; members: OverlayPoint[] }>();

  constructor(parent: HTMLElement, options: OverlayOptions) {
    this.options = options;
    this.root = document.createElement("div");
    this.root.className = "map-overlay";
    this.root.style.cssText = "position:absolute;inset:0;overflow:hidden;pointer-events:none;z-index:2";
    parent.append(this.root);
    this.root.addEventListener("click", (event) => {
      const button = (event.target as HTMLElement).closest("button");
      const hit = button && this.pillMembers.get(button);
      if (!hit) return;
      event.stopPropagation();
      this.options.onPill(hit.pill, hit.members);
    });
  }

  setPoints(points: OverlayPoint[]): void {
    this.options = { ...this.options, points };
  }

  /** Decides what shows at this camera and draws it there. */
  layout(camera: Camera): { pills: Pill[] } {
    const { width, height } = camera;
    const obstacles = this.options.obstacles();
    const next = new Map<string, Placed>();
    const taken: Box[] = [...obstacles];

    if (this.options.pin) {
      const [x, y] = camera.project(this.options.pin.at);
      const key = "pin";
      const el = this.placed.get(key)?.el ?? this.pinElement(this.options.pin.label);
      const box = { x: x - 10, y: y - 10, w: 20, h: 20 };
      taken.push(box, { x: x - 90, y: y - 44, w: 180, h: 30 });
      next.set(key, { el, anchor: this.options.pin.at, dx: 0, dy: 0, angle: 0 });
    }

    const points = this.options.points ?? [];
    const byId = new Map(points.map((p) => [p.id, p]));
    const projected: PillPoint[] = points.map((p) => {
      const [x, y] = camera.project(p.at);
      return { id: p.id, x, y, price: p.price };
    });
    const pills = layoutPills(projected, { width, height, inset: 6, gap: 4, obstacles, measure: this.measure.pill });
    for (const pill of pills) {
      const key = pill.cluster ? `c${pill.ids[0]}-${pill.ids.length}` : `p${pill.ids[0]}`;
      const old = this.placed.get(key);
      const el = old?.el ?? this.pillElement(pill);
      this.sizePill(el, pill);
      this.pillMembers.set(el, { pill, members: pill.ids.map((id) => byId.get(id)!) });
      next.set(key, { el, anchor: camera.unproject([pill.box.x, pill.box.y]), dx: 0, dy: 0, angle: 0 });
      taken.push(pill.box);
    }

    const labels = placeLabels(this.options.candidates, {
      zoom: camera.zoom,
      width,
      height,
      project: camera.project,
      unproject: camera.unproject,
      measure: this.measure.label,
      obstacles: taken,
    });
    for (const label of labels) {
      const key = `l${label.key}|${label.text}`;
      const el = this.placed.get(key)?.el ?? this.labelElement(label.text, label.kind);
      next.set(key, { el, anchor: label.anchor, dx: 0, dy: 0, angle: label.angle });
    }

    for (const [key, item] of this.placed) if (!next.has(key)) item.el.remove();
    for (const item of next.values()) if (item.el.parentNode !== this.root) this.root.append(item.el);
    this.placed.clear();
    for (const [key, item] of next) this.placed.set(key, item);
    this.follow(camera.project);
    return { pills };
  }

  /** Moves everything with the map, without deciding again what shows. */
  follow(project: (p: Position) => [number, number]): void {
    for (const item of this.placed.values()) {
      const [x, y] = project(item.anchor);
      const at = `translate(${Math.round((x + item.dx) * 10) / 10}px,${Math.round((y + item.dy) * 10) / 10}px)`;
      item.el.style.transform = item.angle
        ? `${at} translate(-50%,-50%) rotate(${item.angle.toFixed(1)}deg)`
        : item.el.dataset.centred
          ? `${at} translate(-50%,-50%)`
          : at;
    }
  }

  /** Every element shown, for tests and for the live map's hit boxes. */
  elements(): HTMLElement[] {
    return [...this.placed.values()].map((p) => p.el);
  }

  destroy(): void {
    this.root.remove();
  }

  private labelElement(text: string, kind: LabelKind): HTMLElement {
    const el = document.createElement("span");
    const s = LABEL_STYLE[kind];
    el.textContent = text;
    el.dataset.testid = "map-label";
    el.dataset.kind = kind;
    el.dataset.centred = "1";
    el.style.cssText = `position:absolute;left:0;top:0;z-index:1;white-space:nowrap;font:${s.weight} ${LABEL_SIZE[kind]}px/1.3 ${MAP_FONT};color:${s.color};text-shadow:${HALO};${s.extra ?? ""}`;
    return el;
  }

  private pillElement(pill: Pill): HTMLElement {
    const button = document.createElement("button");
    button.type = "button";
    button.className = pill.cluster
      ? "rounded-full border-2 border-white bg-navy-900 text-white shadow-lg hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-gold-500"
      : "rounded-full border border-navy-900/15 bg-white text-navy-900 shadow-md hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-gold-500";
    button.dataset.testid = pill.cluster ? "map-cluster" : "map-marker";
    return button;
  }

  private sizePill(el: HTMLElement, pill: Pill): void {
    el.textContent = pill.label;
    el.setAttribute(
      "aria-label",
      pill.cluster
        ? `${pill.ids.length} properties${pill.minPrice === null ? "" : ` from ${compactPrice(pill.minPrice)}`}: show them closer`
        : `${pill.label}: show this property`,
    );
    el.style.cssText = `position:absolute;left:0;top:0;z-index:2;pointer-events:auto;display:flex;align-items:center;justify-content:center;box-sizing:border-box;white-space:nowrap;width:${pill.box.w}px;height:${pill.box.h}px;padding:0;font:${pill.cluster ? 700 : PILL_FONT.weight} ${PILL_FONT.size}px/1 ${MAP_FONT}`;
    if (pill.cluster) el.title = el.getAttribute("aria-label")!;
  }

  private pinElement(label: string): HTMLElement {
    const el = document.createElement("div");
    el.dataset.centred = "1";
    el.style.cssText = "position:absolute;left:0;top:0;z-index:3;width:20px;height:20px";
    el.innerHTML =
      '<div class="h-5 w-5 rounded-full border-[3px] border-white bg-navy-900 shadow-lg ring-2 ring-gold-500"></div>' +
      '<div class="absolute bottom-[26px] left-1/2 max-w-[180px] -translate-x-1/2 truncate rounded-lg bg-white px-2 py-1 text-xs font-semibold text-navy-900 shadow-md"></div>';
    el.firstElementChild!.setAttribute("role", "img");
    el.firstElementChild!.setAttribute("aria-label", label);
    (el.firstElementChild as HTMLElement).dataset.testid = "map-pin";
    el.lastElementChild!.textContent = label;
    return el;
  }
}
