/**
 * Unit sizes, prices and amenities of listings by property type.
 */
import type { Furnishing } from "#app/db/schema.ts";
import { type Rng, weightedTable, type WeightedTable } from "../random.ts";
import { type AreaProfile, type CommercialType, PRICE_MODELS, RESIDENTIAL_TYPES, type ResidentialType } from "../reference-data.ts";

// ──────────────────────────── unit sizes and prices ────────────────────────────

/**
 * Built-up area in sq.ft by type and bedrooms. The bands of one type do not
 * overlap, so a bigger layout is always a bigger unit (floor plans rely on it).
 */
export const { sizeBands: SIZE_BANDS, typePriceFactor: TYPE_PRICE_FACTOR, commercialSpecs: COMMERCIAL_SPECS } = PRICE_MODELS;

export const BEDROOM_WEIGHTS = Object.fromEntries(
  RESIDENTIAL_TYPES.map((type) => [type, weightedTable(PRICE_MODELS.bedroomWeights[type])]),
) as Record<ResidentialType, WeightedTable<number>>;

export const isVillaType = (type: ResidentialType) => type === "Villa" || type === "Townhouse";

export function sizeBand(type: ResidentialType, bedrooms: number, villaSize: number): readonly [number, number] {
  const band = SIZE_BANDS[type][bedrooms];
  if (!band) throw new Error(`no size band for ${bedrooms}BR ${type}`);
  const factor = isVillaType(type) ? villaSize : 1;
  return [band[0] * factor, band[1] * factor];
}

/** Security deposit on Dubai rentals: 5% of yearly rent unfurnished, 10% furnished (guides, §2). */
export function rentDeposit(yearlyRent: number, furnishing: Furnishing | null): number {
  return Math.round(yearlyRent * (furnishing === "furnished" ? 0.1 : 0.05));
}

// ───────────────────────────────── amenities ─────────────────────────────────

export const RESIDENTIAL_AMENITIES = [
  "Swimming pool",
  "Gym",
  "Covered parking",
  "Balcony",
  "Concierge",
  "Kids play area",
  "Maid's room",
  "Study",
  "Private garden",
  "Private pool",
  "Shared spa",
  "Security",
  "Pets allowed",
  "Built-in wardrobes",
  "Central A/C",
  "Walk-in closet",
  "Barbecue area",
  "Beach access",
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

export const COMMERCIAL_AMENITIES = [
  "Central A/C",
  "Security",
  "Covered parking",
  "Pantry",
  "Meeting rooms",
  "Reception area",
  "Lift access",
  "24/7 access",
  "Fibre internet",
  "Sprinkler system",
  "Loading bay",
  "3-phase power",
  "Mezzanine",
  "Shopfront",
  "Storage",
] as const;

export type ResidentialAmenity = (typeof RESIDENTIAL_AMENITIES)[number];
export type CommercialAmenity = (typeof COMMERCIAL_AMENITIES)[number];

interface HomeFacts {
  type: ResidentialType;
  bedrooms: number;
  area: AreaProfile;
  premium: boolean;
}

export function homeAmenities(rng: Rng, facts: HomeFacts): ResidentialAmenity[] {
  const list: ResidentialAmenity[] = [];
  const add = (amenity: ResidentialAmenity, probability: number) => {
    if (rng.chance(probability)) list.push(amenity);
  };
  const house = isVillaType(facts.type);
  add("Central A/C", 0.9);
  add("Security", 0.9);
  add("Built-in wardrobes", 0.8);
  add("Covered parking", house ? 0.7 : 0.9);
  if (house) {
    add("Private garden", 0.9);
    add("Private pool", facts.type === "Villa" ? 0.45 : 0.1);
    add("Swimming pool", 0.55);
    add("Kids play area", 0.6);
    add("Barbecue area", 0.4);
    add("Gym", 0.35);
    add("Pets allowed", 0.5);
  } else {
    add("Swimming pool", 0.85);
    add("Gym", 0.8);
    add("Balcony", 0.75);
    add("Kids play area", 0.45);
    add("Concierge", facts.premium ? 0.7 : 0.2);
    add("Shared spa", facts.premium ? 0.45 : 0.1);
    add("Pets allowed", 0.3);
    if (facts.type === "Penthouse") add("Private pool", 0.3);
  }
  if (facts.bedrooms >= 3) add("Maid's room", house ? 0.75 : 0.55);
  if (facts.bedrooms >= 2) add("Study", 0.3);
  if (facts.bedrooms >= 2) add("Walk-in closet", 0.35);
  if (facts.area.beach) add("Beach access", 0.6);
  // Views are a fact about the unit; the title only advertises a view listed here.
  if (facts.area.views.length > 0 && rng.chance(house ? 0.35 : 0.65)) list.push(rng.pick(facts.area.views));
  return list;
}

export function businessAmenities(rng: Rng, type: CommercialType): CommercialAmenity[] {
  const list: CommercialAmenity[] = [];
  const add = (amenity: CommercialAmenity, probability: number) => {
    if (rng.chance(probability)) list.push(amenity);
  };
  if (type === "Commercial Plot" || type === "Farm") return list;
  add("Security", 0.85);
  add("Central A/C", type === "Warehouse" || type === "Factory" ? 0.3 : 0.9);
  add("Covered parking", 0.5);
  if (type === "Office" || type === "Commercial Floor") {
    add("Pantry", 0.8);
    add("Meeting rooms", 0.5);
    add("Reception area", 0.5);
    add("Lift access", 0.95);
    add("Fibre internet", 0.7);
    add("24/7 access", 0.6);
  } else if (type === "Shop" || type === "Retail" || type === "Show Room") {
    add("Shopfront", 0.85);
    add("Mezzanine", 0.3);
    add("Storage", 0.5);
  } else if (type === "Warehouse" || type === "Factory") {
    add("Loading bay", 0.85);
    add("3-phase power", 0.8);
    add("Mezzanine", 0.3);
    add("Sprinkler system", 0.6);
  } else {
    add("Sprinkler system", 0.5);
    add("24/7 access", 0.5);
  }
  return list;
}
