/**
 * Portraits (640x640, head and shoulders) of the agents, drawn to fit each person's recorded gender and dress.
 */
import { Rng, hashString, pickAt } from "../random.ts";
import { Svg, circle, d, darken, ellipse, group, lighten, mix, path, poly, rect, stroke } from "./svg.ts";

export const PORTRAIT_SIZE = 640;
export type Gender = "female" | "male";
/** business: suit or blazer; national: kandura and ghutra (men), abaya and shayla (women) */
export type Dress = "business" | "national";
export type Attire = "suit" | "suit-open" | "blazer" | "abaya" | "kandura";
export type HairStyle = "short" | "side" | "buzz" | "bald" | "curly" | "long" | "bob" | "bun";

/** The person a portrait is of: what the picture must agree with. */
export interface Sitter {
  gender: Gender;
  dress: Dress;
}

export interface PortraitSpec {
  gender: Gender;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  attire: Attire;
  jacket: string;
  shirt: string;
  tie: string | null;
  beard: boolean;
  glasses: boolean;
  backdrop: readonly [string, string];
  scarf: string;
}

const SKINS = ["#f3d4bf", "#e9bb98", "#d6a07a", "#bb7e56", "#8f5c3d", "#6c442b", "#f0c9aa", "#c98d66"] as const;
const HAIRS = ["#1d1a18", "#3b2a20", "#5a3b25", "#8a5a35", "#b9925e", "#2b2b2b", "#77726c"] as const;
const BACKDROPS: readonly (readonly [string, string])[] = [
  ["#f1ece4", "#d8cfc2"],
  ["#e6ebef", "#bfcad4"],
  ["#ece7ef", "#cbc3d2"],
  ["#e8ece4", "#c5cebd"],
  ["#f3ebe1", "#dccab5"],
];
export const HAIR_STYLES: Readonly<Record<Gender, readonly HairStyle[]>> = {
  female: ["long", "bob", "bun", "long"],
  male: ["short", "side", "buzz", "bald", "curly", "side"],
};
/** the attire each gender may be drawn in for each dress */
export const ATTIRES: Readonly<Record<Gender, Readonly<Record<Dress, readonly Attire[]>>>> = {
  female: { business: ["blazer"], national: ["abaya"] },
  male: { business: ["suit", "suit", "suit-open"], national: ["kandura"] },
};

export function portraitSpec(seed: number, sitter: Sitter): PortraitSpec {
  const rng = new Rng(seed);
  const female = sitter.gender === "female";
  const attire = rng.pick(ATTIRES[sitter.gender][sitter.dress]);
  const hairStyle = rng.pick(HAIR_STYLES[sitter.gender]);
  const suits = ["#1c2a3e", "#33363b", "#5d636b", "#16181c", "#2d3b4f", "#4a3f37"];
  const blazers = ["#b08a5a", "#e6dccb", "#16181c", "#6e2a35", "#2d3b4f", "#8f9a86", "#c9c1b6"];
  return {
    gender: sitter.gender,
    skin: rng.pick(SKINS),
    hair: rng.pick(hairStyle === "bald" ? HAIRS.slice(0, 3) : HAIRS),
    hairStyle,
    attire,
    jacket: attire === "abaya" ? "#141416" : attire === "kandura" ? "#f7f6f2" : female ? rng.pick(blazers) : rng.pick(suits),
    shirt: rng.pick(["#f7f7f5", "#dbe7f3", "#f4efe6", "#ffffff"]),
    tie: attire === "suit" ? rng.pick(["#8a6d3b", "#5b2232", "#1f3b5c", "#2f4f46", "#6b6f78"]) : null,
    beard: !female && rng.chance(attire === "kandura" ? 0.8 : 0.35),
    glasses: rng.chance(0.22),
    backdrop: rng.pick(BACKDROPS),
    scarf: rng.pick(["#1b1b1f", "#262b38", "#4a3c38", "#2f2430", "#1b1b1f"]),
  };
}

/**
 * An agent's portrait: seeded by their slug, so it stays theirs when agents
 * are added or reordered; skin tones are spread over the team by position
 * rather than left to chance.
 */
export const agentPortraitSpec = (agent: Sitter & { slug: string }, index: number): PortraitSpec => ({
  ...portraitSpec(hashString(`agent-${agent.slug}`), agent),
  skin: pickAt(SKINS, index * 5 + Math.floor(index / 8)),
});

export function portraitScene(spec: PortraitSpec): string {
  const svg = new Svg(PORTRAIT_SIZE, PORTRAIT_SIZE);
  const [light, dark] = spec.backdrop;
  svg.add(
    rect(
      0,
      0,
      640,
      640,
      svg.radial(
        [
          [0, lighten(light, 0.3)],
          [0.6, light],
          [1, dark],
        ],
        [0.42, 0.35],
        0.8,
      ),
    ),
  );
  svg.add(ellipse(320, 640, 330, 60, "#000000", { opacity: 0.08 }));
  const figure = new Svg(PORTRAIT_SIZE, PORTRAIT_SIZE, "f");
  drawFigure(figure, spec);
  svg.add(group([figure.body()], { transform: "translate(320 600) scale(1.12) translate(-320 -600)" }));
  svg.adopt(figure);
  return svg.toString();
}

function drawFigure(svg: Svg, spec: PortraitSpec): void {
  const skinShade = darken(spec.skin, 0.14);
  const covered = spec.attire === "abaya" || spec.attire === "kandura";
  if (spec.attire === "abaya") svg.add(path(SHAYLA_BACK, spec.scarf));
  if (spec.attire === "kandura") svg.add(path(GHUTRA_BACK, "#f3f2ee"));
  if (!covered) svg.add(...hairBack(spec));
  svg.add(
    path(
      d`M282 350L282 455C300 475 340 475 358 455L358 350Z`,
      svg.linear([
        [0, darken(spec.skin, 0.28)],
        [0.5, skinShade],
        [1, spec.skin],
      ]),
    ),
  );
  svg.add(...clothing(svg, spec));
  if (!covered) svg.add(ellipse(246, 300, 14, 24, skinShade), ellipse(394, 300, 14, 24, skinShade));
  svg.add(
    path(
      FACE,
      svg.linear(
        [
          [0, lighten(spec.skin, 0.06)],
          [0.6, spec.skin],
          [1, darken(spec.skin, 0.1)],
        ],
        [0, 0],
        [1, 0],
      ),
    ),
  );
  svg.add(...face(spec));
  if (spec.attire === "abaya")
    svg.add(
      path(SHAYLA_FRONT, spec.scarf, { "fill-rule": "evenodd" }),
      stroke(d`M262 190Q320 160 384 196`, lighten(spec.scarf, 0.12), 3, { opacity: 0.6 }),
    );
  if (spec.attire === "kandura") svg.add(...ghutraFront());
  if (!covered) svg.add(...hairFront(spec));
  if (spec.glasses) svg.add(glasses());
}

const FACE = "M320 168C392 168 404 236 402 292C400 352 370 408 320 412C270 408 240 352 238 292C236 236 248 168 320 168Z";
const SHAYLA_BACK = "M320 132C430 132 452 230 450 300C448 380 430 430 490 520L150 520C210 430 192 380 190 300C188 230 210 132 320 132Z";
const SHAYLA_FRONT =
  "M320 132C430 132 452 230 450 300C448 380 420 440 470 500L170 500C220 440 192 380 190 300C188 230 210 132 320 132ZM320 186C378 186 394 238 392 290C390 350 364 398 320 402C276 398 250 350 248 290C246 238 262 186 320 186Z";
const GHUTRA_BACK = "M320 128C420 128 446 210 446 270C446 360 452 440 500 560L140 560C188 440 194 360 194 270C194 210 220 128 320 128Z";
const GHUTRA_FRONT =
  "M320 128C420 128 446 210 446 270C446 350 440 420 470 520L410 520C400 450 398 380 396 300C394 240 380 200 320 198C260 200 246 240 244 300C242 380 240 450 230 520L170 520C200 420 194 350 194 270C194 210 220 128 320 128Z";

function ghutraFront(): string[] {
  return [
    path(GHUTRA_FRONT, "#f7f6f2"),
    stroke("M230 260C226 340 224 420 206 500M410 260C414 340 416 420 434 500M260 200Q320 184 380 200", "#d9d7d0", 3),
    path("M214 186C240 150 400 150 426 186C400 168 240 168 214 186Z", "#141414"),
    stroke("M212 192C250 160 390 160 428 192", "#141414", 9, { "stroke-linecap": "round" }),
    stroke("M216 178C252 146 388 146 424 178", "#141414", 8, { "stroke-linecap": "round" }),
  ];
}

function clothing(svg: Svg, s: PortraitSpec): string[] {
  const female = s.gender === "female";
  const shoulders = female
    ? "M70 640C78 548 130 492 212 470C248 462 272 454 290 446L350 446C368 454 392 462 428 470C510 492 562 548 570 640Z"
    : "M36 640C46 540 108 482 200 462C240 454 270 448 290 440L350 440C370 448 400 454 440 462C532 482 594 540 604 640Z";
  const body = path(
    shoulders,
    svg.linear(
      [
        [0, lighten(s.jacket, 0.06)],
        [1, darken(s.jacket, 0.12)],
      ],
      [0, 0],
      [1, 0],
    ),
  );
  if (s.attire === "kandura") {
    return [
      body,
      stroke("M120 560C140 600 150 620 156 640M520 560C500 600 490 620 484 640", "#dedcd5", 4),
      path("M290 440C300 470 340 470 350 440L356 452C340 484 300 484 284 452Z", "#e9e7e0"),
      stroke("M320 478V600", "#d8d6cf", 3),
      ellipse(320, 606, 6, 12, "#e2e0d9"),
    ];
  }
  if (s.attire === "abaya") {
    return [body, stroke("M320 500V640", "#c8a45c", 3), stroke("M300 510V640M340 510V640", "#2a2a30", 2)];
  }
  const parts = [body];
  if (s.attire === "blazer") {
    parts.push(path("M272 452L368 452L352 560Q320 580 288 560Z", s.shirt));
    parts.push(stroke("M286 462Q320 520 354 462", "#c8a45c", 2.5), circle(320, 506, 5, "#c8a45c"));
    parts.push(...lapels(s.jacket, 0.82));
    return parts;
  }
  parts.push(
    poly(
      [
        [266, 446],
        [374, 446],
        [320, 614],
      ],
      s.shirt,
    ),
  );
  if (s.tie) {
    parts.push(
      poly(
        [
          [308, 462],
          [332, 462],
          [328, 486],
          [312, 486],
        ],
        darken(s.tie, 0.15),
      ),
    );
    parts.push(
      poly(
        [
          [312, 486],
          [328, 486],
          [340, 600],
          [320, 624],
          [300, 600],
        ],
        s.tie,
      ),
    );
  } else {
    parts.push(
      poly(
        [
          [296, 446],
          [344, 446],
          [320, 500],
        ],
        darken(s.skin, 0.08),
      ),
    );
  }
  parts.push(
    poly(
      [
        [270, 444],
        [300, 444],
        [312, 478],
        [284, 470],
      ],
      lighten(s.shirt, 0.4),
    ),
    poly(
      [
        [370, 444],
        [340, 444],
        [328, 478],
        [356, 470],
      ],
      darken(s.shirt, 0.04),
    ),
  );
  parts.push(...lapels(s.jacket, 1));
  return parts;
}

function lapels(jacket: string, k: number): string[] {
  const lapel = lighten(jacket, 0.08);
  const edge = darken(jacket, 0.25);
  const left = poly(
    [
      [270, 448],
      [318, 616 * k + 448 * (1 - k)],
      [238, 522],
      [252, 474],
      [264, 470],
    ],
    lapel,
    { stroke: edge, "stroke-width": 2 },
  );
  const right = poly(
    [
      [370, 448],
      [322, 616 * k + 448 * (1 - k)],
      [402, 522],
      [388, 474],
      [376, 470],
    ],
    darken(lapel, 0.05),
    { stroke: edge, "stroke-width": 2 },
  );
  return [left, right];
}

function face(s: PortraitSpec): string[] {
  const brow = darken(s.hair, 0.1);
  const female = s.gender === "female";
  const parts: string[] = [];
  if (s.beard) {
    parts.push(
      path(
        "M244 296C248 378 280 420 320 424C360 420 392 378 396 296C388 336 374 364 354 370C340 356 300 356 286 370C266 364 252 336 244 296Z",
        s.hair,
        { opacity: 0.92 },
      ),
    );
    parts.push(path("M290 354Q320 338 350 354Q320 348 290 354Z", s.hair));
  }
  parts.push(
    circle(276, 338, 17, "#e5897a", { opacity: female ? 0.22 : 0.1 }),
    circle(364, 338, 17, "#e5897a", { opacity: female ? 0.22 : 0.1 }),
    stroke(
      female ? "M268 266Q288 254 306 262M334 262Q352 254 372 266" : "M266 266Q288 252 308 262M332 262Q352 252 374 266",
      brow,
      female ? 5 : 7.5,
      { "stroke-linecap": "round" },
    ),
    ellipse(289, 292, 8, 9.5, "#2a1d17"),
    ellipse(351, 292, 8, 9.5, "#2a1d17"),
    circle(292, 288, 2.6, "#ffffff", { opacity: 0.9 }),
    circle(354, 288, 2.6, "#ffffff", { opacity: 0.9 }),
    stroke("M322 300Q312 330 317 338Q324 343 333 337", darken(s.skin, 0.28), 3.5, { "stroke-linecap": "round" }),
    path("M294 362Q320 388 346 362Q320 372 294 362Z", mix(s.skin, "#a8394d", female ? 0.55 : 0.35)),
  );
  if (female) parts.push(stroke("M278 286l-7 -5M362 286l7 -5", "#2a1d17", 2.5, { "stroke-linecap": "round" }));
  return parts;
}

function hairBack(s: PortraitSpec): string[] {
  if (s.hairStyle === "long") return [path("M236 226C206 320 208 450 232 520L408 520C432 450 434 320 404 226Z", darken(s.hair, 0.08))];
  if (s.hairStyle === "bob") return [path("M234 230C214 300 216 380 236 418L404 418C424 380 426 300 406 230Z", darken(s.hair, 0.08))];
  if (s.hairStyle === "bun") return [circle(320, 150, 38, darken(s.hair, 0.05))];
  return [];
}

function hairFront(s: PortraitSpec): string[] {
  const h = s.hair;
  switch (s.hairStyle) {
    case "short":
      return [
        path(
          "M242 300C234 200 270 148 322 148C378 148 410 200 400 300C394 262 384 236 366 224C340 236 296 236 268 226C256 240 248 264 242 300Z",
          h,
        ),
      ];
    case "side":
      return [
        path(
          "M240 298C230 198 268 142 328 144C388 146 416 196 402 296C398 250 384 224 366 214C332 220 292 230 258 240C250 258 244 276 240 298Z",
          h,
        ),
        stroke("M300 150Q290 180 276 206", darken(h, 0.3), 2, { opacity: 0.5 }),
      ];
    case "buzz":
      return [
        path("M246 282C244 200 278 160 322 160C370 160 400 200 396 282C386 236 360 212 322 212C282 212 256 236 246 282Z", h, {
          opacity: 0.88,
        }),
      ];
    case "bald":
      return [
        path("M238 300C238 276 242 262 250 254C248 272 248 288 252 306Z", h, { opacity: 0.7 }),
        path("M402 300C402 276 398 262 390 254C392 272 392 288 388 306Z", h, { opacity: 0.7 }),
      ];
    case "curly": {
      const puffs: string[] = [];
      for (let i = 0; i < 13; i++) {
        const a = Math.PI + (i / 12) * Math.PI;
        puffs.push(circle(320 + Math.cos(a) * 80, 232 + Math.sin(a) * 78, 24 + (i % 3) * 3, h));
      }
      return [
        path("M244 290C240 220 270 176 320 176C370 176 400 220 396 290C386 250 360 226 320 226C280 226 254 250 244 290Z", h),
        ...puffs,
      ];
    }
    case "long":
    case "bob":
      return [path("M236 304C226 190 278 142 330 146C392 150 418 212 404 300C392 238 360 206 302 214C278 240 256 262 236 304Z", h)];
    case "bun":
      return [path("M240 290C234 200 274 158 320 158C368 158 406 200 400 290C390 240 364 206 320 206C276 206 250 240 240 290Z", h)];
  }
}

function glasses(): string {
  const frame = "#2b2b2b";
  return group([
    rect(258, 272, 60, 40, "none", { rx: 12, stroke: frame, "stroke-width": 4 }),
    rect(322, 272, 60, 40, "none", { rx: 12, stroke: frame, "stroke-width": 4 }),
    stroke("M318 286Q320 282 322 286M258 286L244 282M382 286L396 282", frame, 4),
  ]);
}
