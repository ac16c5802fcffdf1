/**
 * Portraits (640x640) of the agents, drawn as a studio head-and-shoulders photograph: a mottled
 * backdrop lit behind the sitter, one key light from the side, soft shadows and highlights built
 * from blurred shapes. Gender, dress and complexion are recorded per agent (data/agents.json); the
 * rest (age, hair, eyes, clothes) is seeded by the agent's slug, so a portrait stays theirs.
 */
import { Rng, deriveSeed, hashString } from "../random.ts";
import { Svg, group, mix, path, rect } from "./svg.ts";
import {
  type Attire,
  type Beard,
  type Complexion,
  type Dress,
  type Gender,
  type HairStyle,
  Lights,
  CX,
  PORTRAIT_SIZE,
  type PortraitSpec,
  faceOutline,
  headOf,
  luminance,
} from "./portrait-kit.ts";
import { beard, ears, eyes, face, glasses, mouth, neck, stubble } from "./portrait-head.ts";
import { hair } from "./portrait-hair.ts";
import { dress, headwear } from "./portrait-dress.ts";

export { PORTRAIT_SIZE, type Attire, type Complexion, type Dress, type Gender, type HairStyle, type PortraitSpec };

/** The person a portrait is of: what the picture must agree with. */
export interface Sitter {
  gender: Gender;
  dress: Dress;
  complexion: Complexion;
}

export const SKIN: Readonly<Record<Complexion, string>> = {
  fair: "#efcbb3",
  light: "#e2b08f",
  olive: "#c99870",
  tan: "#ad7a55",
  brown: "#88573a",
  deep: "#5c3824",
};
const HAIR: Readonly<Record<Complexion, readonly string[]>> = {
  fair: ["#2a1f18", "#4a3322", "#6b4a2e", "#93704a", "#cfa66a", "#7a3a1c"],
  light: ["#1b1613", "#2a1f18", "#3b291c", "#4a3322"],
  olive: ["#151210", "#1b1613", "#2a1f18", "#3b291c"],
  tan: ["#121010", "#1b1613", "#241b15"],
  brown: ["#100e0d", "#171312", "#1f1915"],
  deep: ["#0e0c0c", "#151212"],
};
const IRIS: Readonly<Record<Complexion, readonly string[]>> = {
  fair: ["#5b7fa6", "#6f8494", "#6a7c4c", "#7a5a30", "#4a2f1c"],
  light: ["#7a5a30", "#4a2f1c", "#5f6b45", "#3b2416"],
  olive: ["#4a2f1c", "#3b2416", "#6a5530"],
  tan: ["#3b2416", "#2f1c11"],
  brown: ["#2f1c11", "#26170e"],
  deep: ["#26170e", "#1f130c"],
};
/** the hair styles each gender is drawn with; the crop that needs tightly curled hair only where it is likely */
export const HAIR_STYLES: Readonly<Record<Gender, readonly HairStyle[]>> = {
  female: ["long", "wavy", "bob", "shoulder", "bun", "wavy", "shoulder"],
  male: ["short", "side-part", "swept-back", "cropped", "receding", "curly-crop"],
};
/** the attire each gender may be drawn in for each dress */
export const ATTIRES: Readonly<Record<Gender, Readonly<Record<Dress, readonly Attire[]>>>> = {
  female: { business: ["blazer"], national: ["abaya"] },
  male: { business: ["suit", "suit", "suit-open"], national: ["kandura"] },
};
const SUITS = ["#1d2940", "#2f3236", "#4f545b", "#16181b", "#2b3f5c", "#3f3a36"];
const SHIRTS = ["#f4f4f2", "#dbe6f1", "#f4f4f2", "#e9eef3"];
const TIES = ["#5b1f2b", "#1e2f4d", "#8d9096", "#24484a", "#7c6235", "#3e2a4a", "#6b2630"];
const BLAZERS = ["#18191c", "#1f2b43", "#2e3136", "#e6ddcf", "#a9845a", "#62666c", "#5e1f2c", "#efece6", "#1f2b43", "#18191c"];
const BLOUSES = ["#f6f3ee", "#efe6d8", "#e7d6c6", "#ecd6d1", "#dde6ef", "#1b1b1e"];
const FRAMES = ["#1c1c1c", "#4a3424", "#8d8f93", "#2c2f36"];
/** one studio for the whole team, as an agency's shoot would be: only the backdrop's tone shifts a little */
const BACKDROPS: readonly (readonly [string, string])[] = [
  ["#c7ccd2", "#5d6670"],
  ["#c4cad1", "#566272"],
  ["#cbcdd0", "#62676e"],
  ["#c9cbcc", "#5f6569"],
];

export function portraitSpec(seed: number, sitter: Sitter): PortraitSpec {
  // mixed first: neighbouring seeds' first draws from mulberry32 are alike, and gave half the team one blazer
  const rng = new Rng(deriveSeed(seed, 41, 0));
  const female = sitter.gender === "female";
  const attire = rng.pick(ATTIRES[sitter.gender][sitter.dress]);
  // most of the team in their thirties and forties, a few older
  const age = Math.round(26 + 32 * rng.next() ** 1.5);
  const curls = sitter.complexion === "brown" || sitter.complexion === "deep";
  const styles = HAIR_STYLES[sitter.gender].filter((style) => (style !== "receding" || age >= 44) && (style !== "curly-crop" || curls));
  const hairStyle = rng.pick(styles);
  const grey = age > 44 ? Math.min(0.75, (age - 44) / 14) * (female ? 0.35 : 0.85) : 0;
  const hair = mix(rng.pick(HAIR[sitter.complexion]), "#a7a5a2", grey);
  const skin = mix(SKIN[sitter.complexion], rng.pick(["#f0c0a0", "#d8a890", "#c0a080"]), rng.range(0, 0.12));
  const beardOdds: readonly (readonly [Beard, number])[] =
    attire === "kandura"
      ? [
          ["short", 4],
          ["full", 5],
          ["stubble", 1],
        ]
      : [
          ["none", 5],
          ["stubble", 3],
          ["short", 2],
        ];
  const beardStyle: Beard = female ? "none" : rng.weighted(beardOdds);
  const jacket = female ? rng.pick(BLAZERS) : rng.pick(SUITS);
  // a dark blouse only under a light blazer
  const blouses = luminance(jacket) > 0.5 ? BLOUSES : BLOUSES.slice(0, -1);
  return {
    gender: sitter.gender,
    dress: sitter.dress,
    attire,
    complexion: sitter.complexion,
    skin,
    age,
    hair,
    hairStyle,
    parting: rng.chance(0.5) ? -1 : 1,
    iris: rng.pick(IRIS[sitter.complexion]),
    beard: beardStyle,
    glasses: rng.chance(0.2) ? rng.pick(FRAMES) : null,
    jacket,
    shirt: female ? rng.pick(blouses) : rng.pick(SHIRTS),
    tie: attire === "suit" ? rng.pick(TIES) : null,
    smile: rng.range(0.2, 1),
    faceWidth: rng.range(0.94, 1.05),
    jaw: rng.range(0.92, 1.08),
    eyeSize: rng.range(0.92, 1.08),
    noseWidth: rng.range(0.88, 1.18),
    mouthWidth: rng.range(0.92, 1.08),
    lips: rng.range(0.85, 1.2),
    light: rng.chance(0.75) ? -1 : 1,
    backdrop: rng.pick(BACKDROPS),
    scarf: rng.pick(["#151518", "#1d1f26", "#2a2226"]),
    earrings: female && rng.chance(0.6),
    necklace: female && rng.chance(0.45),
    neckline: rng.pick(["scoop", "v", "collar"] as const),
    tilt: rng.range(-4, 4),
  };
}

/** An agent's portrait, seeded by their slug so it stays theirs when agents are added or reordered. */
export const agentPortraitSpec = (agent: Sitter & { slug: string }): PortraitSpec => portraitSpec(hashString(`agent-${agent.slug}`), agent);

/** the figure is drawn a little larger than its 640 px layout, as a headshot is framed: head high, shoulders cut by the frame */
const FRAMING = "translate(320 240) scale(1.16) translate(-320 -240)";

export function portraitScene(spec: PortraitSpec): string {
  const svg = new Svg(PORTRAIT_SIZE, PORTRAIT_SIZE);
  const lights = new Lights(svg);
  const h = headOf(spec);
  const seed = hashString(JSON.stringify(spec));
  const rng = new Rng(seed);
  const L = spec.light;
  const [light, dark] = spec.backdrop;
  const faceClip = svg.clip(path(faceOutline(h), "#000"));

  // a painted studio backdrop: lit behind the sitter on the key light's side, mottled, darker at the rim
  const backdrop = [
    rect(
      0,
      0,
      640,
      640,
      svg.radial(
        [
          [0, mix(light, "#ffffff", 0.2)],
          [0.5, light],
          [1, dark],
        ],
        [0.5 + L * 0.12, 0.32],
        0.82,
      ),
    ),
    ...Array.from({ length: 7 }, () =>
      lights.patch(
        rng.range(0, 640),
        rng.range(0, 640),
        rng.range(80, 200),
        rng.range(80, 200),
        rng.chance(0.5) ? dark : "#ffffff",
        rng.range(0.06, 0.14),
      ),
    ),
    // the sitter's shadow on the backdrop, thrown away from the key light
    lights.patch(CX - L * 60, 300, 170, 230, "#000000", 0.22),
    lights.patch(CX - L * 80, 620, 360, 160, "#000000", 0.25),
  ];
  const hairLayers = hair(svg, lights, spec, h, seed, faceClip);
  const cloth = headwear(svg, lights, spec, h, faceClip);
  const tilt = `rotate(${spec.tilt.toFixed(2)} ${CX} ${h.collarY})`;
  const figure = [
    group([...hairLayers.back, ...cloth.back, ...neck(svg, lights, spec, h)], { transform: tilt }),
    ...dress(svg, lights, spec, h),
  ];
  const head = [
    ...ears(lights, spec, h),
    ...face(svg, lights, spec, h),
    ...stubble(lights, spec, h),
    ...eyes(svg, lights, spec, h),
    ...beard(svg, lights, spec, h),
    ...mouth(svg, lights, spec, h),
    ...hairLayers.cap,
    ...cloth.front,
    ...glasses(lights, spec, h),
  ];
  figure.push(group(head, { transform: tilt }));
  // the lens and the light's fall-off: darker corners and a darker bottom of the frame
  const falloff = svg.radial(
    [
      [0.5, "#000000", 0],
      [1, "#000000", 0.4],
    ],
    [0.5, 0.4],
    0.78,
  );
  svg.add(
    group([...backdrop, group(figure, { transform: FRAMING }), rect(0, 0, 640, 640, falloff)], {
      "data-gender": spec.gender,
      "data-dress": spec.dress,
      "data-attire": spec.attire,
      "data-complexion": spec.complexion,
    }),
  );
  return svg.toString();
}
