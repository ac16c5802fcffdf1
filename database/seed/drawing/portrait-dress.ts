/**
 * What the sitter wears: a suit with shirt and tie (or an open collar), a blazer over a blouse,
 * a kandura with ghutra and agal, an abaya with shayla. Cloth is shaded as the key light falls on
 * it: lit shoulder, lapels casting soft shadows, the head's shadow on the collar, folds in white
 * cotton drawn as cool greys.
 */
import { type Svg, d, darken, ellipse, group, lighten, mix, path, stroke } from "./svg.ts";
import { CX, type Head, type Lights, type PortraitSpec, luminance } from "./portrait-kit.ts";
import { glow, shade } from "./portrait-head.ts";

const BOTTOM = 660;

const soft = (lights: Lights, std: number, parts: string[]): string => group(parts, { filter: lights.blur(std, 0.15) });

/** the torso's outline: shoulders sloping from the neck to beyond the frame's edges, the collar up round the neck */
function torso(s: PortraitSpec, h: Head): string {
  const female = s.gender === "female";
  const span = female ? 226 : 262;
  const drop = female ? 58 : 56;
  const w = h.neckW;
  const y = h.collarY;
  type P = readonly [number, number];
  const side = (k: 1 | -1): Record<"neck" | "c1" | "c2" | "shoulder" | "q" | "edge", P> => {
    const x = (dx: number) => CX + k * dx;
    return {
      neck: [x(w + 8), y - 30],
      c1: [x(w + 30), y + 4],
      c2: [x(span - 70), y + drop - 16],
      shoulder: [x(span), y + drop],
      q: [x(span + 70), y + drop + 14],
      edge: [x(span + 130), y + drop + 90],
    };
  };
  const l = side(-1);
  const r = side(1);
  return [
    d`M${l.edge[0]} ${BOTTOM}L${l.edge[0]} ${l.edge[1]}Q${l.q[0]} ${l.q[1]} ${l.shoulder[0]} ${l.shoulder[1]}C${l.c2[0]} ${l.c2[1]} ${l.c1[0]} ${l.c1[1]} ${l.neck[0]} ${l.neck[1]}`,
    d`C${CX - w + 8} ${y} ${CX - 12} ${y + 10} ${CX} ${y + 10}C${CX + 12} ${y + 10} ${CX + w - 8} ${y} ${r.neck[0]} ${r.neck[1]}`,
    d`C${r.c1[0]} ${r.c1[1]} ${r.c2[0]} ${r.c2[1]} ${r.shoulder[0]} ${r.shoulder[1]}Q${r.q[0]} ${r.q[1]} ${r.edge[0]} ${r.edge[1]}L${r.edge[0]} ${BOTTOM}Z`,
  ].join("");
}

export function dress(svg: Svg, lights: Lights, s: PortraitSpec, h: Head): string[] {
  switch (s.attire) {
    case "suit":
    case "suit-open":
    case "blazer":
      return tailored(svg, lights, s, h);
    case "kandura":
      return kandura(svg, lights, s, h);
    case "abaya":
      return abaya(svg, lights, s, h);
  }
}

/** cloth shaded across the body: the lit side lighter, the far side darker */
function clothFill(svg: Svg, s: PortraitSpec, color: string): string {
  const L = s.light;
  const lit = lighten(color, 0.12);
  const dark = darken(color, 0.4);
  return svg.linear(
    [
      [0, L < 0 ? lit : dark],
      [0.5, color],
      [1, L < 0 ? dark : lit],
    ],
    [0, 0],
    [1, 0],
  );
}

function tailored(svg: Svg, lights: Lights, s: PortraitSpec, h: Head): string[] {
  const female = s.gender === "female";
  const L = s.light;
  const w = h.neckW;
  const y = h.collarY;
  const body = torso(s, h);
  const bodyClip = svg.clip(path(body, "#000"));
  // where the shirt or blouse shows, between the lapels' roll lines; its top hugs the neck
  const open = d`M${CX - w - 8} ${y - 28}C${CX - w + 8} ${y} ${CX - 14} ${y + 8} ${CX} ${y + 8}C${CX + 14} ${y + 8} ${CX + w - 8} ${y} ${CX + w + 8} ${y - 28}L${CX + w + 16} ${y - 6}L${CX + 6} ${BOTTOM}L${CX - 6} ${BOTTOM}L${CX - w - 16} ${y - 6}Z`;
  const shirtFill = svg.linear(
    [
      [0, shade(s.shirt, L < 0 ? 0.04 : 0.2)],
      [0.5, s.shirt],
      [1, shade(s.shirt, L < 0 ? 0.2 : 0.04)],
    ],
    [0, 0],
    [1, 0],
  );
  const inside: string[] = [path(open, shirtFill)];
  if (female) {
    // a blouse under the blazer: skin shows above a scooped or V neckline, or inside an open collar
    const depth = s.neckline === "scoop" ? 42 : 58;
    const neckline =
      s.neckline === "scoop"
        ? d`M${CX - w - 10} ${y - 30}C${CX - w - 4} ${y + 30} ${CX - 20} ${y + depth} ${CX} ${y + depth}C${CX + 20} ${y + depth} ${CX + w + 4} ${y + 30} ${CX + w + 10} ${y - 30}Z`
        : d`M${CX - w - 10} ${y - 30}C${CX - w} ${y} ${CX - 16} ${y + depth - 16} ${CX} ${y + depth}C${CX + 16} ${y + depth - 16} ${CX + w} ${y} ${CX + w + 10} ${y - 30}Z`;
    inside.push(
      path(
        neckline,
        svg.linear([
          [0, shade(s.skin, 0.22)],
          [0.6, shade(s.skin, 0.16)],
          [1, shade(s.skin, 0.1)],
        ]),
      ),
      lights.patch(CX + L * 16, y + 14, 18, 18, glow(s.skin, 0.3), 0.3),
      lights.patch(CX - L * 30, y + 10, 20, 30, shade(s.skin, 0.6), 0.3),
    );
    if (s.neckline === "collar") inside.push(...shirtCollar(lights, s, h, true));
    else inside.push(soft(lights, 1.5, [stroke(neckline.replace(/Z$/, ""), shade(s.shirt, 0.35), 3, { opacity: 0.5 })]));
    if (s.necklace) {
      inside.push(
        soft(lights, 0.5, [
          stroke(
            d`M${CX - w - 2} ${y - 14}C${CX - w + 6} ${y + 16} ${CX - 16} ${y + 24} ${CX} ${y + 24}C${CX + 16} ${y + 24} ${CX + w - 6} ${y + 16} ${CX + w + 2} ${y - 14}`,
            "#d8b56a",
            1.6,
          ),
          ellipse(CX, y + 27, 3.2, 4, "#e9c97e"),
        ]),
      );
    }
  } else if (s.tie) {
    inside.push(...shirtCollar(lights, s, h, false), ...tie(svg, lights, s, h));
  } else {
    const v = d`M${CX - w - 6} ${y - 28}C${CX - w + 6} ${y} ${CX - 20} ${y + 30} ${CX} ${y + 48}C${CX + 20} ${y + 30} ${CX + w - 6} ${y} ${CX + w + 6} ${y - 28}Z`;
    inside.push(
      path(v, shade(s.skin, 0.22)),
      lights.patch(CX, y + 30, 10, 18, shade(s.skin, 0.6), 0.35),
      ...shirtCollar(lights, s, h, true),
    );
  }
  // the head's shadow on the collar and the top of the shirt
  inside.push(lights.patch(CX - L * 10, y + 6, w + 16, 26, "#1a1110", 0.4));
  const parts = [
    path(body, clothFill(svg, s, s.jacket)),
    group(inside, { "clip-path": svg.clip(path(open, "#000")) }),
    ...lapels(lights, s, h, bodyClip),
  ];
  parts.push(lights.rim(body, bodyClip, L < 0 ? 1 : -1, lighten(s.jacket, 0.5), 8, 0.35));
  // light and shade over the whole jacket: the lit shoulder, the far arm, the frame's bottom
  parts.push(
    group(
      [
        lights.patch(CX + L * 180, y + 60, 110, 40, "#ffffff", luminance(s.jacket) > 0.5 ? 0.2 : 0.12),
        lights.patch(CX - L * 300, 620, 120, 160, "#000000", 0.45),
        lights.patch(CX, 700, 360, 110, "#000000", 0.35),
        lights.patch(CX + L * 140, 560, 40, 90, "#000000", 0.12),
      ],
      { "clip-path": bodyClip },
    ),
  );
  return parts;
}

function shirtCollar(lights: Lights, s: PortraitSpec, h: Head, open: boolean): string[] {
  const w = h.neckW;
  const y = h.collarY;
  const leaf = (k: 1 | -1) => {
    const x = (dx: number) => CX + k * dx;
    return open
      ? d`M${x(w + 8)} ${y - 30}C${x(w - 6)} ${y - 2} ${x(22)} ${y + 28} ${x(6)} ${y + 44}L${x(22)} ${y + 62}L${x(56)} ${y + 66}C${x(w + 6)} ${y + 30} ${x(w + 16)} ${y + 6} ${x(w + 14)} ${y - 14}Z`
      : d`M${x(w + 8)} ${y - 30}C${x(w - 8)} ${y} ${x(14)} ${y + 8} ${x(3)} ${y + 9}L${x(12)} ${y + 36}L${x(42)} ${y + 54}C${x(w + 2)} ${y + 28} ${x(w + 16)} ${y + 6} ${x(w + 14)} ${y - 14}Z`;
  };
  const lit = (k: 1 | -1) => (k === s.light ? lighten(s.shirt, 0.4) : shade(s.shirt, 0.1));
  return [
    path(leaf(-1), "#000000", { opacity: 0.18, transform: "translate(-2 6)" }),
    path(leaf(1), "#000000", { opacity: 0.18, transform: "translate(2 6)" }),
    path(leaf(-1), lit(-1)),
    path(leaf(1), lit(1)),
    // the collar band's edge round the neck, where the collar is closed
    open
      ? ""
      : group(
          [
            stroke(d`M${CX - w - 6} ${y - 26}C${CX - w + 8} ${y} ${CX - 14} ${y + 8} ${CX - 3} ${y + 9}`, shade(s.shirt, 0.3), 1.5, {
              opacity: 0.6,
            }),
            stroke(d`M${CX + w + 6} ${y - 26}C${CX + w - 8} ${y} ${CX + 14} ${y + 8} ${CX + 3} ${y + 9}`, shade(s.shirt, 0.3), 1.5, {
              opacity: 0.6,
            }),
          ],
          { filter: lights.blur(0.8, 0.2) },
        ),
  ];
}

function tie(svg: Svg, lights: Lights, s: PortraitSpec, h: Head): string[] {
  const tie = s.tie ?? "#333333";
  const y = h.collarY;
  const knot = d`M${CX - 15} ${y + 6}C${CX - 8} ${y + 3} ${CX + 8} ${y + 3} ${CX + 15} ${y + 6}L${CX + 9} ${y + 38}C${CX + 4} ${y + 40} ${CX - 4} ${y + 40} ${CX - 9} ${y + 38}Z`;
  const blade = d`M${CX - 9} ${y + 36}L${CX + 9} ${y + 36}L${CX + 28} ${BOTTOM}L${CX - 28} ${BOTTOM}Z`;
  const fill = svg.linear(
    [
      [0, s.light < 0 ? lighten(tie, 0.2) : darken(tie, 0.35)],
      [0.5, tie],
      [1, s.light < 0 ? darken(tie, 0.35) : lighten(tie, 0.2)],
    ],
    [0, 0],
    [1, 0],
  );
  return [
    path(blade, fill),
    lights.patch(CX, y + 70, 4, 26, darken(tie, 0.6), 0.6),
    lights.patch(CX, y + 40, 16, 6, "#000000", 0.5),
    path(knot, fill),
    lights.patch(CX + s.light * 4, y + 18, 6, 12, "#ffffff", 0.22),
    lights.patch(CX, y + 8, 14, 5, "#000000", 0.35),
  ];
}

/** notch lapels from the collar down to the button, with the shadow they cast on the jacket */
function lapels(lights: Lights, s: PortraitSpec, h: Head, bodyClip: string): string[] {
  const female = s.gender === "female";
  const w = h.neckW;
  const y = h.collarY;
  const bottom = female ? 610 : 650;
  const width = female ? 56 : 66;
  const lapel = (k: 1 | -1) => {
    const x = (dx: number) => CX + k * dx;
    return d`M${x(w + 8)} ${y - 32}C${x(w + 20)} ${y - 22} ${x(w + 30)} ${y + 8} ${x(w + 34)} ${y + 30}L${x(w + 22)} ${y + 46}L${x(w + width - 8)} ${y + 60}L${x(12)} ${bottom}L${x(4)} ${bottom}L${x(w + 16)} ${y - 6}L${x(w + 10)} ${y - 28}Z`;
  };
  const fill = (k: 1 | -1) => (k === s.light ? lighten(s.jacket, 0.1) : darken(s.jacket, 0.15));
  return [
    group(
      [
        soft(lights, 5, [
          path(lapel(-1), "#000000", { opacity: 0.45, transform: "translate(-6 6)" }),
          path(lapel(1), "#000000", { opacity: 0.45, transform: "translate(6 6)" }),
        ]),
        path(lapel(-1), fill(-1)),
        path(lapel(1), fill(1)),
        stroke(d`M${CX - w - 16} ${y - 6}L${CX - 4} ${bottom}`, lighten(s.jacket, 0.3), 1.4, { opacity: 0.45 }),
        stroke(d`M${CX + w + 16} ${y - 6}L${CX + 4} ${bottom}`, lighten(s.jacket, 0.3), 1.4, { opacity: 0.45 }),
      ],
      { "clip-path": bodyClip },
    ),
  ];
}

/** white cotton: lit to a warm white, folds and shade in cool greys */
function cotton(svg: Svg, s: PortraitSpec): string {
  const L = s.light;
  return svg.linear(
    [
      [0, L < 0 ? "#fbfaf6" : "#c9ccd2"],
      [0.5, "#eceae5"],
      [1, L < 0 ? "#c9ccd2" : "#fbfaf6"],
    ],
    [0, 0],
    [1, 0],
  );
}

function kandura(svg: Svg, lights: Lights, s: PortraitSpec, h: Head): string[] {
  const y = h.collarY;
  const w = h.neckW;
  const body = torso(s, h);
  const clip = svg.clip(path(body, "#000"));
  const collar = d`M${CX - w - 8} ${y - 30}C${CX - w + 6} ${y + 4} ${CX + w - 6} ${y + 4} ${CX + w + 8} ${y - 30}L${CX + w + 12} ${y - 14}C${CX + w - 2} ${y + 22} ${CX - w + 2} ${y + 22} ${CX - w - 12} ${y - 14}Z`;
  const fold = "#8e949e";
  return [
    path(body, cotton(svg, s)),
    group(
      [
        lights.patch(CX - 150, y + 150, 14, 120, fold, 0.35, { transform: `rotate(8 ${CX - 150} ${y + 150})` }),
        lights.patch(CX + 150, y + 150, 14, 120, fold, 0.35, { transform: `rotate(-8 ${CX + 150} ${y + 150})` }),
        lights.patch(CX - s.light * 260, 620, 120, 160, "#4a4f5a", 0.4),
        lights.patch(CX, y + 26, w + 30, 24, "#5e636e", 0.45),
        lights.patch(CX, 700, 340, 90, "#4a4f5a", 0.3),
        path(collar, "#f1f0ec"),
        lights.patch(CX, y + 12, w, 8, "#7d828c", 0.4),
        stroke(d`M${CX} ${y + 14}L${CX} ${BOTTOM}`, "#b8bcc4", 2),
        stroke(d`M${CX + 4} ${y + 14}C${CX + 6} ${y + 60} ${CX + 2} ${y + 100} ${CX + 6} ${y + 150}`, "#ddd2bb", 3),
        ellipse(CX + 6, y + 160, 6, 14, "#e2d8c2"),
      ],
      { "clip-path": clip },
    ),
  ];
}

function abaya(svg: Svg, lights: Lights, s: PortraitSpec, h: Head): string[] {
  const body = torso(s, h);
  const clip = svg.clip(path(body, "#000"));
  return [
    path(body, clothFill(svg, s, "#1a1a1e")),
    group(
      [
        lights.patch(CX + s.light * 170, h.collarY + 110, 18, 110, "#6a6d78", 0.35),
        lights.patch(CX - 40, h.collarY + 140, 10, 100, "#555864", 0.3),
        stroke(d`M${CX - 2} ${h.collarY + 60}L${CX + 2} ${BOTTOM}`, mix("#c8a45c", "#17171a", 0.3), 2.5),
      ],
      { "clip-path": clip },
    ),
  ];
}

/**
 * The ghutra or the shayla, in two layers: the cloth behind the head and over the shoulders,
 * drawn before the face, and its front edge framing the face, drawn after (with the agal for the ghutra).
 */
export function headwear(svg: Svg, lights: Lights, s: PortraitSpec, h: Head, faceClip: string): { back: string[]; front: string[] } {
  if (s.attire !== "kandura" && s.attire !== "abaya") return { back: [], front: [] };
  const ghutra = s.attire === "kandura";
  const L = s.light;
  const t = h.temple;
  const c = h.cheek;
  const top = h.top - (ghutra ? 26 : 18);
  const flare = ghutra ? 150 : 126;
  const outer = d`M${CX - flare - 40} ${BOTTOM}C${CX - flare - 10} 540 ${CX - c - 40} ${h.mouthY} ${CX - t - 30} ${h.eyeY - 40}C${CX - t - 34} ${h.top + 10} ${CX - 70} ${top} ${CX} ${top}C${CX + 70} ${top} ${CX + t + 34} ${h.top + 10} ${CX + t + 30} ${h.eyeY - 40}C${CX + c + 40} ${h.mouthY} ${CX + flare + 10} 540 ${CX + flare + 40} ${BOTTOM}Z`;
  // the opening the face shows through: from the forehead round the cheeks to under the chin
  const opening = ghutra
    ? d`M${CX} ${h.top + 34}C${CX + 60} ${h.top + 32} ${CX + t + 2} ${h.top + 50} ${CX + c - 2} ${h.eyeY}C${CX + c} ${h.mouthY} ${CX + h.jawW + 18} ${h.chinY + 10} ${CX + h.neckW + 36} ${h.collarY + 40}L${CX + 60} ${BOTTOM}L${CX - 60} ${BOTTOM}L${CX - h.neckW - 36} ${h.collarY + 40}C${CX - h.jawW - 18} ${h.chinY + 10} ${CX - c} ${h.mouthY} ${CX - c + 2} ${h.eyeY}C${CX - t - 2} ${h.top + 50} ${CX - 60} ${h.top + 32} ${CX} ${h.top + 34}Z`
    : d`M${CX} ${h.top + 26}C${CX + 60} ${h.top + 24} ${CX + t} ${h.top + 46} ${CX + c - 8} ${h.eyeY}C${CX + c - 6} ${h.mouthY} ${CX + h.jawW + 6} ${h.chinY} ${CX} ${h.chinY + 14}C${CX - h.jawW - 6} ${h.chinY} ${CX - c + 6} ${h.mouthY} ${CX - c + 8} ${h.eyeY}C${CX - t} ${h.top + 46} ${CX - 60} ${h.top + 24} ${CX} ${h.top + 26}Z`;
  const fill = ghutra ? cotton(svg, s) : clothFill(svg, s, s.scarf);
  const fold = ghutra ? "#8e949e" : lighten(s.scarf, 0.3);
  const clip = svg.clip(path(outer, "#000"));
  const foldAt = (x: number, y: number, rx: number, ry: number, angle: number, o: number) =>
    lights.patch(x, y, rx, ry, fold, o, { transform: `rotate(${angle} ${x} ${y})` });
  const front = [
    path(outer + opening, fill, { "fill-rule": "evenodd" }),
    group(
      [
        foldAt(CX - c - 14, h.mouthY + 20, 9, 120, 12, 0.5),
        foldAt(CX + c + 14, h.mouthY + 20, 9, 120, -12, 0.5),
        foldAt(CX - c - 50, h.mouthY + 80, 10, 150, 16, 0.4),
        foldAt(CX + c + 50, h.mouthY + 80, 10, 150, -16, 0.4),
        lights.patch(CX - L * (c + 20), h.eyeY + 80, 44, 160, ghutra ? "#5e636e" : "#000000", 0.45),
        lights.patch(CX + L * 30, top + 24, 70, 20, "#ffffff", ghutra ? 0.45 : 0.12),
        // the folded front edge
        stroke(opening, ghutra ? "#ffffff" : lighten(s.scarf, 0.2), 3, { opacity: 0.7 }),
      ],
      { "clip-path": clip },
    ),
  ];
  // the cloth's shadow on the face just inside its edge
  const shadow = group([soft(lights, 6, [stroke(opening, "#1a0d08", 14, { opacity: 0.45 })])], { "clip-path": faceClip });
  if (ghutra) front.push(...agal(lights, top));
  return { back: [path(outer, darken(ghutra ? "#e4e2dc" : s.scarf, 0.12))], front: [shadow, ...front] };
}

/** the agal: a ring of two black cords round the head; from eye level only its front shows, dipping at the middle */
function agal(lights: Lights, top: number): string[] {
  const cy = top + 30;
  const rx = 106;
  const front = (dy: number) =>
    d`M${CX - rx} ${cy + dy}C${CX - rx * 0.6} ${cy + 16 + dy} ${CX + rx * 0.6} ${cy + 16 + dy} ${CX + rx} ${cy + dy}`;
  return [
    soft(lights, 3, [stroke(front(16), "#000000", 10, { opacity: 0.3 })]),
    stroke(front(0), "#121212", 9, { "stroke-linecap": "round" }),
    stroke(front(10), "#121212", 9, { "stroke-linecap": "round" }),
    stroke(front(-2.5), "#7a7a7a", 1.4, { opacity: 0.5 }),
    stroke(front(7.5), "#7a7a7a", 1.4, { opacity: 0.5 }),
  ];
}
