/**
 * The demo data's reference tables, read from the JSON files in ./data and
 * checked once by zod when the seed loads: a typo in a data file stops the
 * seed with the file and the path of the bad value, not halfway through a
 * 100,000-row run. The files are imported (not read from disk) so the server
 * bundle carries them.
 */
import { z } from "zod";
import { COMMERCIAL_PROPERTY_TYPES, RESIDENTIAL_PROPERTY_TYPES } from "#app/features/listings/property-types.ts";
import agentsJson from "./data/agents.json";
import areasJson from "./data/areas.json";
import developersJson from "./data/developers.json";
import priceModelsJson from "./data/price-models.json";
import projectsJson from "./data/projects.json";

export const RESIDENTIAL_TYPES = RESIDENTIAL_PROPERTY_TYPES;
export const COMMERCIAL_TYPES = COMMERCIAL_PROPERTY_TYPES;
export type ResidentialType = (typeof RESIDENTIAL_TYPES)[number];
export type CommercialType = (typeof COMMERCIAL_TYPES)[number];
export type PropertyTypeLabel = ResidentialType | CommercialType;

const residentialType = z.enum(RESIDENTIAL_TYPES);
const commercialType = z.enum(COMMERCIAL_TYPES);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const range = z.tuple([z.number(), z.number()]).refine(([low, high]) => low <= high, "low above high");
const share = z.number().min(0).max(1);

// ─────────────────────────────────── developers ───────────────────────────────────

const developerSchema = z.strictObject({
  slug,
  name: z.string().min(1),
  /** short name used in generated project names */
  brand: z.string().min(1),
  description: z.string().min(1),
  /** price premium of its off-plan launches over the area average */
  premium: z.number().positive(),
  /** areas where it launches projects, for generated projects beyond the curated list */
  areas: z.array(slug).min(1),
});
export type DeveloperProfile = z.infer<typeof developerSchema>;

// ───────────────────────────────────── areas ─────────────────────────────────────

export const VIEWS = [
  "Sea view",
  "Marina view",
  "Burj Khalifa view",
  "Golf course view",
  "Canal view",
  "Lake view",
  "Creek view",
  "Lagoon view",
  "Community view",
] as const;
export type View = (typeof VIEWS)[number];

const communitySchema = z.strictObject({
  name: z.string().min(1),
  /** buildings, clusters or phases; one becomes the listing's sub-community */
  buildings: z.array(z.string().min(1)).default([]),
  /** developer slug, when one developer built the whole community */
  developer: slug.nullable().default(null),
});
export type Community = z.infer<typeof communitySchema>;

const areaSchema = z.strictObject({
  slug,
  name: z.string().min(1),
  /** short name for titles, e.g. "JVC" */
  short: z.string().min(1),
  description: z.string().min(1),
  lat: z.number().min(24).max(26),
  lng: z.number().min(54).max(56),
  /** spread of its communities on the map, in degrees */
  radius: z.number().positive().default(0.01),
  /** AED per sq.ft for a typical ready home for sale: [low, high] */
  salePsf: range,
  /** gross yearly rental yield (yearly rent / value) */
  rentYield: share,
  /** relative share of the agency's residential and commercial stock here */
  homeWeight: z.number().min(0),
  businessWeight: z.number().min(0).default(0),
  homes: z.partialRecord(residentialType, z.number().positive()),
  commercial: z.partialRecord(commercialType, z.number().positive()).default({}),
  apartments: z.array(communitySchema).default([]),
  villas: z.array(communitySchema).default([]),
  business: z.array(communitySchema).default([]),
  views: z.array(z.enum(VIEWS)),
  /** landmarks and roads for the location paragraph */
  nearby: z.array(z.string().min(1)),
  maxFloor: z.int().positive(),
  /** year of the first handovers, for build years */
  since: z.int().min(1950),
  /** villa plots and built-up areas run larger on the Palm than in Dubai South */
  villaSize: z.number().positive().default(1),
  beach: z.boolean().default(false),
});
export type AreaProfile = z.infer<typeof areaSchema>;

// ───────────────────────────────────── agents ─────────────────────────────────────

export const AGENT_FOCUSES = ["sales", "leasing", "commercial", "offplan"] as const;
export type AgentFocus = (typeof AGENT_FOCUSES)[number];

const agentSchema = z.strictObject({
  slug,
  name: z.string().min(1),
  /** drawn portraits follow these two: a woman is never drawn with a beard or a kandura */
  gender: z.enum(["female", "male"]),
  /** business: suit or blazer; national: kandura and ghutra, or abaya and shayla */
  dress: z.enum(["business", "national"]),
  /** the skin tone the portrait is drawn with, lightest to deepest */
  complexion: z.enum(["fair", "light", "olive", "tan", "brown", "deep"]),
  emailLocal: z.string().regex(/^[a-z.]+$/),
  /** the line under the name on the staff page and agent cards */
  role: z.string().min(1),
  languages: z.array(z.string().min(1)).min(1),
  focus: z.array(z.enum(AGENT_FOCUSES)).min(1),
  /** areas the agent specialises in get most of their listings */
  areas: z.array(slug),
  /** without a portrait the site shows the agent's initials */
  hasAvatar: z.boolean(),
});
export type AgentProfile = z.infer<typeof agentSchema>;

// ─────────────────────────────── sizes and prices ───────────────────────────────

const bedroomWeights = z.array(z.tuple([z.int().min(0), z.number().positive()])).min(1);

const commercialSpecSchema = z.strictObject({
  size: range,
  yieldBonus: z.number().min(0),
  sellShare: share,
  floor: z.enum(["tower", "ground"]).nullable(),
  furnishing: z.enum(["office", "bare", "furnished"]).nullable(),
  parking: range.nullable(),
  bathrooms: range.nullable(),
  /** plots and farm land have no build year or completion status */
  built: z.boolean(),
});
export type CommercialSpec = z.infer<typeof commercialSpecSchema>;

const priceModelsSchema = z.strictObject({
  /**
   * Built-up area in sq.ft by type and bedrooms. The bands of one type do not
   * overlap, so a bigger layout is always a bigger unit (floor plans rely on it).
   */
  sizeBands: z.record(residentialType, z.record(z.string().regex(/^\d+$/), range)),
  bedroomWeights: z.record(residentialType, bedroomWeights),
  /** price per sq.ft of each type relative to the area's level for a typical apartment */
  typePriceFactor: z.record(z.enum([...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES]), z.number().positive()),
  commercialSpecs: z.record(commercialType, commercialSpecSchema),
});

// ───────────────────────────────── off-plan projects ─────────────────────────────────

const curatedProjectSchema = z.strictObject({
  developer: slug,
  name: z.string().min(1),
  area: slug,
  types: z.array(residentialType).min(1),
  bedrooms: range,
  floors: z.int().positive(),
  furnished: z.boolean().default(false),
});
export type CuratedProject = z.infer<typeof curatedProjectSchema>;

const projectsSchema = z.strictObject({
  /** invented but plausible launches, each by a real developer in an area where it builds */
  curated: z.array(curatedProjectSchema),
  /** words of invented project names */
  nameWords: z.array(z.string().min(1)).min(1),
  towerWords: z.array(z.string().min(1)).min(1),
  villaWords: z.array(z.string().min(1)).min(1),
  /** the payment plans Dubai developers advertise: booking, construction, handover, post-handover (%) */
  paymentPlans: z.array(
    z
      .tuple([z.number(), z.number(), z.number(), z.number()])
      .refine((plan) => plan.reduce((a, b) => a + b, 0) === 100, "does not sum to 100"),
  ),
  escrowBanks: z.array(z.string().min(1)).min(1),
});

// ───────────────────────────────────── loading ─────────────────────────────────────

function load<T extends z.ZodType>(file: string, schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`database/seed/data/${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

function unique<T>(file: string, items: readonly T[], key: (item: T) => string): readonly T[] {
  const seen = new Set<string>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) throw new Error(`database/seed/data/${file}: "${k}" appears twice`);
    seen.add(k);
  }
  return items;
}

export const DEVELOPER_PROFILES: readonly DeveloperProfile[] = unique(
  "developers.json",
  load("developers.json", z.array(developerSchema), developersJson),
  (d) => d.slug,
);
export const AREA_PROFILES: readonly AreaProfile[] = unique(
  "areas.json",
  load("areas.json", z.array(areaSchema), areasJson),
  (a) => a.slug,
);
export const AGENT_PROFILES: readonly AgentProfile[] = unique(
  "agents.json",
  load("agents.json", z.array(agentSchema), agentsJson),
  (a) => a.slug,
);
export const PRICE_MODELS = load("price-models.json", priceModelsSchema, priceModelsJson);
export const PROJECT_DATA = load("projects.json", projectsSchema, projectsJson);
