/**
 * Floor plans (metres inside, no text).
 */
import { Rng, hashString } from "../random.ts";
import { type Attrs, Svg, circle, d, ellipse, group, num, poly, rect, stroke } from "./svg.ts";
import { type Volume } from "./homes.ts";

/* ------------------------------------------------------------------ */
/* Floor plans (metres inside, no text)                                 */
/* ------------------------------------------------------------------ */

type PlanRoomType = "living" | "kitchen" | "bed" | "master" | "bath" | "ensuite" | "hall" | "balcony" | "studio" | "entry" | "store";
interface PlanRoom {
  type: PlanRoomType;
  x: number;
  y: number;
  w: number;
  h: number;
  /** the side the room opens to the hall: walls there get the door */
  hallSide: "top" | "bottom";
}
interface PlanDoor {
  x: number;
  y: number;
  width: number;
  vertical: boolean;
  /** +1: opens towards +x/+y */
  swing: 1 | -1;
  entrance?: boolean;
}
interface PlanOpening {
  x: number;
  y: number;
  length: number;
  vertical: boolean;
  kind: "window" | "open" | "slider";
}
interface Plan {
  width: number;
  height: number;
  rooms: PlanRoom[];
  doors: PlanDoor[];
  openings: PlanOpening[];
  /** exterior outline without the balcony */
  shell: Volume;
}

const PLAN_INK = "#1d2733";
const PLAN_LINE = "#5b6673";
const PLAN_FLOORS: Readonly<Record<PlanRoomType, string>> = {
  living: "#f6f1e9",
  studio: "#f6f1e9",
  kitchen: "#efebe4",
  bed: "#f4f0ea",
  master: "#f4f0ea",
  bath: "#e9eff1",
  ensuite: "#e9eff1",
  hall: "#f8f6f2",
  entry: "#f8f6f2",
  balcony: "#eef0ea",
  store: "#f1efeb",
};

interface BandRoom {
  type: PlanRoomType;
  w: number;
}

function bandRooms(bedrooms: number, rng: Rng): { top: BandRoom[]; bottom: BandRoom[] } {
  const bed = (): BandRoom => ({ type: "bed", w: rng.range(3.3, 3.7) });
  const bath = (): BandRoom => ({ type: "bath", w: rng.range(2.2, 2.5) });
  const master: BandRoom[] = [
    { type: "master", w: rng.range(4.0, 4.5) },
    { type: "ensuite", w: rng.range(2.1, 2.4) },
  ];
  const topBeds = Math.min(bedrooms, 4) - 1;
  const top: BandRoom[] = [];
  for (let i = 0; i < topBeds; i++) top.push(bed(), ...(i === 0 ? [bath()] : []));
  top.push(...master);
  if (bedrooms === 1) top.splice(1, 1, bath());
  const bottom: BandRoom[] = [
    { type: "kitchen", w: rng.range(3.0, 3.4) },
    { type: "living", w: rng.range(5.2, 6.2) + bedrooms * 0.5 },
  ];
  if (bedrooms >= 5) bottom.push({ type: "bath", w: rng.range(2.2, 2.4) });
  for (let i = 4; i <= bedrooms; i++) bottom.push(bed());
  return { top, bottom };
}

function bandLayout(bedrooms: number, rng: Rng): Plan {
  const { top, bottom } = bandRooms(bedrooms, rng);
  const sum = (rooms: readonly BandRoom[]) => rooms.reduce((t, r) => t + r.w, 0);
  const diff = sum(bottom) - sum(top);
  if (diff > 1.6) top.splice(top.length - 2, 0, { type: "store", w: Math.min(diff, 2.2) });
  const width = Math.max(sum(top), sum(bottom));
  stretch(top, width, "master");
  stretch(bottom, width, "living");
  const topH = rng.range(3.8, 4.2);
  const hallH = 1.3;
  const bottomH = rng.range(4.6, 5.2);
  const rooms: PlanRoom[] = [];
  const place = (band: readonly BandRoom[], y: number, h: number, hallSide: "top" | "bottom") => {
    let x = 0;
    for (const r of band) {
      rooms.push({ type: r.type, x, y, w: r.w, h, hallSide });
      x += r.w;
    }
  };
  place(top, 0, topH, "bottom");
  rooms.push({ type: "hall", x: 0, y: topH, w: width, h: hallH, hallSide: "top" });
  place(bottom, topH + hallH, bottomH, "top");
  const shellH = topH + hallH + bottomH;
  const living = rooms.find((r) => r.type === "living");
  const balconyX = living ? living.x : 0;
  const balconyW = living ? living.w : width;
  rooms.push({ type: "balcony", x: balconyX, y: shellH, w: balconyW, h: 1.6, hallSide: "top" });
  const plan: Plan = { width, height: shellH + 1.6, rooms, doors: [], openings: [], shell: { x: 0, y: 0, w: width, h: shellH } };
  addBandOpenings(plan, rng);
  return plan;
}

function stretch(band: BandRoom[], width: number, preferred: PlanRoomType): void {
  const extra = width - band.reduce((t, r) => t + r.w, 0);
  const target = band.find((r) => r.type === preferred) ?? band[band.length - 1];
  if (target) target.w += extra;
}

function addBandOpenings(plan: Plan, rng: Rng): void {
  const hall = plan.rooms.find((r) => r.type === "hall");
  if (!hall) return;
  for (const r of plan.rooms) {
    const hallY = r.hallSide === "bottom" ? r.y + r.h : r.y;
    const outerY = r.hallSide === "bottom" ? r.y : r.y + r.h;
    const into: 1 | -1 = r.hallSide === "bottom" ? -1 : 1;
    switch (r.type) {
      case "bed":
      case "master":
      case "bath":
      case "store":
        plan.doors.push({
          x: r.x + r.w - (r.type === "bath" || r.type === "store" ? 0.85 : 1.05),
          y: hallY,
          width: r.type === "bed" || r.type === "master" ? 0.85 : 0.75,
          vertical: false,
          swing: into,
        });
        break;
      case "ensuite": {
        const master = plan.rooms.find((m) => m.type === "master");
        const sharedX = master && master.x < r.x ? r.x : r.x + r.w;
        plan.doors.push({ x: sharedX, y: r.y + r.h - 1.0, width: 0.75, vertical: true, swing: master && master.x < r.x ? -1 : 1 });
        break;
      }
      case "kitchen":
        plan.openings.push({ x: r.x + 0.3, y: hallY, length: r.w - 0.6, vertical: false, kind: "open" });
        plan.openings.push({ x: r.x + r.w, y: r.y + 0.3, length: r.h - 0.6, vertical: true, kind: "open" });
        break;
      case "living":
        plan.openings.push({ x: r.x + 0.2, y: hallY, length: r.w - 0.4, vertical: false, kind: "open" });
        plan.openings.push({ x: r.x + r.w * 0.2, y: outerY, length: r.w * 0.6, vertical: false, kind: "slider" });
        continue;
    }
    if (r.type !== "hall" && r.type !== "balcony") {
      const len = r.type === "bath" || r.type === "ensuite" || r.type === "store" ? 0.8 : Math.min(2.2, r.w * 0.55);
      plan.openings.push({ x: r.x + (r.w - len) / 2 + rng.range(-0.2, 0.2), y: outerY, length: len, vertical: false, kind: "window" });
    }
  }
  plan.doors.push({ x: 0, y: hall.y + 0.2, width: 0.95, vertical: true, swing: 1, entrance: true });
}

function studioLayout(rng: Rng): Plan {
  const width = rng.range(6.4, 7.0);
  const topH = 2.6;
  const mainH = rng.range(5.4, 6.0);
  const bathW = rng.range(2.3, 2.6);
  const rooms: PlanRoom[] = [
    { type: "bath", x: 0, y: 0, w: bathW, h: topH, hallSide: "bottom" },
    { type: "entry", x: bathW, y: 0, w: width - bathW, h: topH, hallSide: "bottom" },
    { type: "studio", x: 0, y: topH, w: width, h: mainH, hallSide: "top" },
    { type: "balcony", x: 0, y: topH + mainH, w: width, h: 1.5, hallSide: "top" },
  ];
  const plan: Plan = {
    width,
    height: topH + mainH + 1.5,
    rooms,
    doors: [],
    openings: [],
    shell: { x: 0, y: 0, w: width, h: topH + mainH },
  };
  plan.doors.push({ x: bathW, y: topH - 1.0, width: 0.75, vertical: true, swing: -1 });
  plan.doors.push({ x: width - 1.3, y: 0, width: 0.95, vertical: false, swing: 1, entrance: true });
  plan.openings.push({ x: bathW + 0.4, y: topH, length: width - bathW - 0.6, vertical: false, kind: "open" });
  plan.openings.push({ x: width * 0.15, y: topH + mainH, length: width * 0.7, vertical: false, kind: "slider" });
  plan.openings.push({ x: 0, y: topH + 1.0, length: 2.2, vertical: true, kind: "window" });
  return plan;
}

export function floorPlanScene(bedrooms: number, variant: "a" | "b"): string {
  const rng = new Rng(hashString(`plan-${bedrooms}${variant}`));
  const plan = bedrooms <= 0 ? studioLayout(rng) : bandLayout(Math.min(5, bedrooms), rng);
  const svg = new Svg();
  svg.add(rect(0, 0, svg.width, svg.height, "#ffffff"));
  const k = Math.min((svg.width - 200) / plan.width, (svg.height - 150) / plan.height);
  const ox = (svg.width - plan.width * k) / 2;
  const oy = (svg.height - plan.height * k) / 2;
  const mirror = variant === "b" ? ` translate(${num(plan.width)} 0) scale(-1 1)` : "";
  const parts = [
    ...planFloors(plan),
    ...plan.rooms.flatMap((r) => roomFurniture(r, plan, rng)),
    ...planWalls(plan),
    ...plan.openings.map((o) => planOpening(o, plan)),
    ...plan.doors.map(planDoor),
  ];
  svg.add(group(parts, { transform: `translate(${num(ox)} ${num(oy)}) scale(${num(k)})${mirror}` }));
  svg.add(northArrow(svg.width - 70, 70), scaleBar(60, svg.height - 50, k));
  return svg.toString();
}

function planFloors(plan: Plan): string[] {
  const out: string[] = [];
  for (const r of plan.rooms) {
    out.push(rect(r.x, r.y, r.w, r.h, PLAN_FLOORS[r.type]));
    let pattern = "";
    if (r.type === "bath" || r.type === "ensuite" || r.type === "kitchen" || r.type === "balcony") {
      const step = r.type === "balcony" ? 0.15 : 0.3;
      for (let x = r.x + step; x < r.x + r.w; x += step) pattern += d`M${x} ${r.y}v${r.h}`;
      if (r.type !== "balcony") for (let y = r.y + step; y < r.y + r.h; y += step) pattern += d`M${r.x} ${y}h${r.w}`;
    } else if (r.type !== "hall" && r.type !== "entry") {
      for (let y = r.y + 0.18; y < r.y + r.h; y += 0.18) pattern += d`M${r.x} ${y}h${r.w}`;
    }
    if (pattern) out.push(stroke(pattern, "#e3dccf", 0.012));
  }
  return out;
}

function planWalls(plan: Plan): string[] {
  const inner = plan.rooms
    .filter((r) => r.type !== "balcony")
    .map((r) => rect(r.x, r.y, r.w, r.h, "none", { stroke: PLAN_INK, "stroke-width": 0.12 }));
  const balcony = plan.rooms
    .filter((r) => r.type === "balcony")
    .map((r) => rect(r.x + 0.05, r.y, r.w - 0.1, r.h - 0.05, "none", { stroke: PLAN_INK, "stroke-width": 0.05 }));
  const s = plan.shell;
  return [...inner, ...balcony, rect(s.x - 0.06, s.y - 0.06, s.w + 0.12, s.h + 0.12, "none", { stroke: PLAN_INK, "stroke-width": 0.26 })];
}

function floorUnder(plan: Plan, x: number, y: number): string {
  const room = plan.rooms.find((r) => r.type !== "hall" && x >= r.x && x <= r.x + r.w && y >= r.y - 0.01 && y <= r.y + r.h + 0.01);
  return room ? PLAN_FLOORS[room.type] : "#ffffff";
}

function planOpening(o: PlanOpening, plan: Plan): string {
  const t = 0.34;
  const gap = o.vertical ? rect(o.x - t / 2, o.y, t, o.length, "#ffffff") : rect(o.x, o.y - t / 2, o.length, t, "#ffffff");
  if (o.kind === "open") {
    const fill = floorUnder(plan, o.x + (o.vertical ? -0.3 : o.length / 2), o.y + (o.vertical ? o.length / 2 : 0.3));
    return o.vertical ? rect(o.x - t / 2, o.y, t, o.length, fill) : rect(o.x, o.y - t / 2, o.length, t, fill);
  }
  const lines = o.vertical
    ? d`M${o.x - 0.05} ${o.y}v${o.length}M${o.x + 0.05} ${o.y}v${o.length}M${o.x - 0.14} ${o.y}h0.28M${o.x - 0.14} ${o.y + o.length}h0.28`
    : d`M${o.x} ${o.y - 0.05}h${o.length}M${o.x} ${o.y + 0.05}h${o.length}M${o.x} ${o.y - 0.14}v0.28M${o.x + o.length} ${o.y - 0.14}v0.28`;
  const slider =
    o.kind === "slider" && !o.vertical ? stroke(d`M${o.x + o.length * 0.5} ${o.y - 0.1}h${o.length * 0.5}`, PLAN_INK, 0.03) : "";
  return group([gap, stroke(lines, PLAN_INK, 0.03), slider]);
}

function planDoor(door: PlanDoor): string {
  const t = 0.3;
  const w = door.width;
  const s = door.swing;
  const leafW = door.entrance ? 0.06 : 0.04;
  if (door.vertical) {
    const gap = rect(door.x - t / 2, door.y, t, w, "#ffffff");
    const leaf = stroke(d`M${door.x} ${door.y}h${s * w}`, PLAN_INK, leafW);
    const arc = stroke(d`M${door.x} ${door.y + w}A${w} ${w} 0 0 ${s === 1 ? 0 : 1} ${door.x + s * w} ${door.y}`, PLAN_LINE, 0.02);
    return group([gap, arc, leaf]);
  }
  const gap = rect(door.x, door.y - t / 2, w, t, "#ffffff");
  const leaf = stroke(d`M${door.x} ${door.y}v${s * w}`, PLAN_INK, leafW);
  const arc = stroke(d`M${door.x + w} ${door.y}A${w} ${w} 0 0 ${s === 1 ? 1 : 0} ${door.x} ${door.y + s * w}`, PLAN_LINE, 0.02);
  return group([gap, arc, leaf]);
}

/* ---- plan furniture, drawn in local metres then placed ---- */

const FURN = { fill: "#ffffff", stroke: PLAN_LINE, "stroke-width": 0.025 } as const;
const placeAt = (parts: readonly string[], x: number, y: number, rotate = 0): string =>
  group(parts, { transform: `translate(${num(x)} ${num(y)}) rotate(${rotate})` });
const fRect = (x: number, y: number, w: number, h: number, extra: Attrs = {}): string =>
  rect(x, y, w, h, FURN.fill, { stroke: FURN.stroke, "stroke-width": FURN["stroke-width"], ...extra });
const fLine = (data: string): string => stroke(data, FURN.stroke, 0.02);

/** bed with its head at y=0, centred on x=0 */
function planBed(w: number, len: number): string[] {
  const pillows =
    w >= 1.4
      ? [fRect(-w / 2 + 0.1, 0.08, w / 2 - 0.15, 0.38, { rx: 0.08 }), fRect(0.05, 0.08, w / 2 - 0.15, 0.38, { rx: 0.08 })]
      : [fRect(-w / 2 + 0.12, 0.08, w - 0.24, 0.38, { rx: 0.08 })];
  return [fRect(-w / 2, 0, w, len), ...pillows, fLine(d`M${-w / 2} ${len * 0.35}h${w}M${-w / 2} ${len * 0.35}l${w * 0.2} ${len * 0.12}`)];
}

/** sofa with its back at y=0, facing +y, centred on x=0 */
function planSofa(w: number): string[] {
  const seats = w > 2 ? 3 : 2;
  let seams = "";
  for (let i = 1; i < seats; i++) seams += d`M${-w / 2 + 0.2 + ((w - 0.4) * i) / seats} 0.22v0.68`;
  return [
    fRect(-w / 2, 0, w, 0.9, { rx: 0.06 }),
    fRect(-w / 2 + 0.2, 0.2, w - 0.4, 0.7),
    fRect(-w / 2, 0, 0.2, 0.9),
    fRect(w / 2 - 0.2, 0, 0.2, 0.9),
    fLine(seams),
  ];
}

function planDining(w: number, seatsPerSide: number): string[] {
  const depth = 0.9;
  const chairs: string[] = [];
  for (let i = 0; i < seatsPerSide; i++) {
    const cx = -w / 2 + (w * (i + 0.5)) / seatsPerSide;
    chairs.push(fRect(cx - 0.22, -depth / 2 - 0.5, 0.44, 0.42, { rx: 0.06 }), fRect(cx - 0.22, depth / 2 + 0.08, 0.44, 0.42, { rx: 0.06 }));
  }
  return [...chairs, fRect(-w / 2, -depth / 2, w, depth, { rx: 0.04 })];
}

function planPlant(r: number): string[] {
  const leaves: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    leaves.push(
      ellipse(Math.cos(a) * r * 0.5, Math.sin(a) * r * 0.5, r * 0.5, r * 0.25, FURN.fill, {
        stroke: FURN.stroke,
        "stroke-width": 0.015,
        transform: `rotate(${num((a * 180) / Math.PI)} ${num(Math.cos(a) * r * 0.5)} ${num(Math.sin(a) * r * 0.5)})`,
      }),
    );
  }
  return [...leaves, circle(0, 0, r * 0.25, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.015 })];
}

function planWardrobe(len: number): string[] {
  let hatch = "";
  for (let x = 0.3; x < len; x += 0.3) hatch += d`M${x} 0v0.6`;
  return [fRect(0, 0, len, 0.6), stroke(hatch, "#c3c9cf", 0.012), fLine(d`M0 0.3h${len}`)];
}

function planToilet(): string[] {
  return [fRect(-0.2, 0, 0.4, 0.18, { rx: 0.03 }), ellipse(0, 0.42, 0.18, 0.26, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.02 })];
}

function planBasin(w: number): string[] {
  return [
    fRect(-w / 2, 0, w, 0.5),
    ellipse(0, 0.26, Math.min(0.22, w * 0.3), 0.15, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.02 }),
  ];
}

function planTub(w: number): string[] {
  return [
    fRect(0, 0, w, 0.75),
    fRect(0.08, 0.08, w - 0.16, 0.59, { rx: 0.25 }),
    circle(w - 0.3, 0.375, 0.04, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.015 }),
  ];
}

function planShower(s: number): string[] {
  return [
    fRect(0, 0, s, s),
    fLine(d`M0 0L${s} ${s}M${s} 0L0 ${s}`),
    circle(s / 2, s / 2, 0.05, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.015 }),
  ];
}

function planCounter(len: number, withHob: boolean, withSink: boolean): string[] {
  const parts = [fRect(0, 0, len, 0.62)];
  if (withHob)
    for (const [hx, hy] of [
      [0.2, 0.18],
      [0.45, 0.18],
      [0.2, 0.43],
      [0.45, 0.43],
    ] as const)
      parts.push(circle(len * 0.55 + hx, hy, 0.09, "none", { stroke: FURN.stroke, "stroke-width": 0.018 }));
  if (withSink) parts.push(fRect(len * 0.15, 0.1, 0.7, 0.42, { rx: 0.06 }), fLine(d`M${len * 0.15 + 0.35} 0.1v0.42`));
  return parts;
}

/** x, y of a room's far (exterior) wall and the direction into the room */
function roomFrame(r: PlanRoom): { wallY: number; inward: 1 | -1 } {
  return r.hallSide === "bottom" ? { wallY: r.y + 0.08, inward: 1 } : { wallY: r.y + r.h - 0.08, inward: -1 };
}

function roomFurniture(r: PlanRoom, plan: Plan, rng: Rng): string[] {
  const { wallY, inward } = roomFrame(r);
  const rot = inward === 1 ? 0 : 180;
  const cx = r.x + r.w / 2;
  switch (r.type) {
    case "bed":
    case "master": {
      const bw = r.type === "master" ? 1.8 : r.w > 3.4 ? 1.6 : 1.2;
      const parts = [placeAt(planBed(bw, 2.05), cx, wallY, rot)];
      for (const side of [-1, 1]) parts.push(placeAt([fRect(-0.22, 0, 0.44, 0.42)], cx + side * (bw / 2 + 0.3), wallY, rot));
      const robe = Math.min(2.2, r.h - 1.4);
      parts.push(placeAt(planWardrobe(robe), r.x + 0.68, inward === 1 ? r.y + 0.1 : r.y + r.h - 0.1 - robe, 90));
      return parts;
    }
    case "bath":
    case "ensuite": {
      const parts: string[] = [];
      if (r.w >= 2.2 && r.type === "bath")
        parts.push(placeAt(planTub(Math.min(1.7, r.w - 0.3)), r.x + 0.12, inward === 1 ? r.y + 0.1 : r.y + r.h - 0.85));
      else parts.push(placeAt(planShower(0.95), r.x + r.w - 1.05, inward === 1 ? r.y + 0.1 : r.y + r.h - 1.05));
      parts.push(placeAt(planToilet(), r.x + 0.1, r.y + r.h / 2 + 0.2, -90));
      parts.push(placeAt(planBasin(0.9), r.x + r.w - 0.1, r.y + r.h / 2 + 0.3, 90));
      return parts;
    }
    case "kitchen": {
      const runY = inward === 1 ? r.y + 0.08 : r.y + r.h - 0.7;
      const parts = [placeAt(planCounter(r.w - 0.16, true, true), r.x + 0.08, runY)];
      parts.push(placeAt([fRect(0, 0, 0.75, 0.7), fLine("M0 0L0.75 0.7")], r.x + 0.08, inward === 1 ? r.y + 0.75 : r.y + r.h - 1.5));
      if (r.h > 4.4 && r.w > 3) parts.push(fRect(cx - 0.5, r.y + r.h / 2 - 0.45, 1.2, 0.9, { rx: 0.04 }));
      return parts;
    }
    case "living":
      return livingFurniture(r, plan, rng);
    case "studio":
      return studioFurniture(r);
    case "balcony":
      return [
        placeAt([circle(0, 0, 0.32, FURN.fill, { stroke: FURN.stroke, "stroke-width": 0.025 })], r.x + 1.3, r.y + r.h / 2),
        placeAt([fRect(-0.3, -0.3, 0.6, 0.6, { rx: 0.1 })], r.x + 0.55, r.y + r.h / 2),
        placeAt([fRect(-0.3, -0.3, 0.6, 0.6, { rx: 0.1 })], r.x + 2.05, r.y + r.h / 2),
        placeAt(planPlant(0.45), r.x + r.w - 0.6, r.y + r.h / 2),
      ];
    case "store":
      return [
        placeAt(
          [fRect(0, 0, 0.6, 0.6), circle(0.3, 0.3, 0.2, "none", { stroke: FURN.stroke, "stroke-width": 0.02 })],
          r.x + 0.1,
          wallY - (inward === 1 ? 0 : 0.6),
        ),
        placeAt(
          [fRect(0, 0, 0.6, 0.6), circle(0.3, 0.3, 0.2, "none", { stroke: FURN.stroke, "stroke-width": 0.02 })],
          r.x + 0.75,
          wallY - (inward === 1 ? 0 : 0.6),
        ),
      ];
    default:
      return [];
  }
}

function livingFurniture(r: PlanRoom, plan: Plan, rng: Rng): string[] {
  const parts: string[] = [];
  const kitchen = plan.rooms.find((k) => k.type === "kitchen");
  const kitchenLeft = kitchen ? kitchen.x < r.x : true;
  // x runs away from the kitchen: dining first, then the lounge facing a TV on the far wall
  const toward = kitchenLeft ? 1 : -1;
  const start = kitchenLeft ? r.x : r.x + r.w;
  const at = (offset: number) => start + toward * offset;
  const cy = r.y + r.h / 2;
  const farWall = kitchenLeft ? r.x + r.w : r.x;
  const tvX = farWall - toward * 0.5;
  const sofaX = farWall - toward * 3.4;
  const tableX = farWall - toward * 1.9;
  parts.push(placeAt(planDining(r.w > 7.5 ? 2.1 : 1.7, r.w > 7.5 ? 3 : 2), at(Math.min(1.8, (r.w - 3.6) / 2)), cy, 90));
  parts.push(
    fRect(Math.min(sofaX, farWall) + (kitchenLeft ? -0.1 : 0.1), cy - 1.5, 3.4, 3.0, {
      fill: "#f1ebe1",
      rx: 0.05,
      "stroke-dasharray": "0.12 0.08",
    }),
  );
  parts.push(placeAt(planSofa(Math.min(2.6, r.h - 1.8)), sofaX, cy, kitchenLeft ? -90 : 90));
  parts.push(fRect(kitchenLeft ? tvX : tvX - 0.4, cy - 0.9, 0.4, 1.8));
  parts.push(fRect(tableX - 0.4, cy - 0.55, 0.8, 1.1, { rx: 0.08 }));
  parts.push(placeAt([fRect(-0.4, 0, 0.8, 0.8, { rx: 0.12 }), fLine("M-0.4 0.2h0.8")], tableX, cy - 1.45, 0));
  parts.push(placeAt(planPlant(0.4), farWall - toward * 0.5, r.y + r.h - 0.5));
  if (rng.chance(0.5)) parts.push(placeAt(planPlant(0.3), farWall - toward * 0.45, r.y + 0.5));
  return parts;
}

function studioFurniture(r: PlanRoom): string[] {
  const parts: string[] = [];
  parts.push(placeAt(planBed(1.6, 2.05), r.x + 0.08, r.y + 1.2, -90));
  parts.push(placeAt([fRect(-0.22, 0, 0.44, 0.42)], r.x + 0.08, r.y + 0.55, -90));
  parts.push(placeAt(planCounter(2.6, true, true), r.x + r.w - 0.08, r.y + 0.5, 90));
  parts.push(placeAt([fRect(0, 0, 0.7, 0.7), fLine("M0 0L0.7 0.7")], r.x + r.w - 0.08, r.y + 3.15, 90));
  parts.push(placeAt(planSofa(2.0), r.x + 2.2, r.y + r.h - 0.15, 180));
  parts.push(fRect(r.x + 1.7, r.y + r.h - 1.9, 1.0, 0.55, { rx: 0.06 }));
  parts.push(placeAt(planDining(0.9, 1), r.x + r.w - 1.7, r.y + r.h / 2 + 0.3, 0));
  parts.push(placeAt(planPlant(0.35), r.x + r.w - 0.45, r.y + r.h - 0.45));
  return parts;
}

function northArrow(x: number, y: number): string {
  return group([
    circle(x, y, 26, "none", { stroke: PLAN_LINE, "stroke-width": 1.5 }),
    poly(
      [
        [x, y - 22],
        [x + 9, y + 12],
        [x, y + 5],
        [x - 9, y + 12],
      ],
      PLAN_INK,
    ),
  ]);
}

function scaleBar(x: number, y: number, k: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++)
    parts.push(rect(x + i * k, y, k, 8, i % 2 === 0 ? PLAN_INK : "#ffffff", { stroke: PLAN_INK, "stroke-width": 1 }));
  return group(parts);
}
