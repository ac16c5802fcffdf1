/**
 * The portals' vocabularies and ours. Every table is used both ways: the
 * importer reads a code or name, the exporter writes the code for our value.
 */
import type { PropertyCategory } from "#app/db/schema.ts";

/** Property Finder property_type codes → our property type labels, per category. */
export const PF_TYPE_CODES: Record<string, { Residential?: string; Commercial?: string }> = {
  AP: { Residential: "Apartment" },
  PH: { Residential: "Penthouse" },
  VH: { Residential: "Villa", Commercial: "Commercial Villa" },
  TH: { Residential: "Townhouse" },
  DX: { Residential: "Duplex" },
  OF: { Commercial: "Office" },
  SH: { Commercial: "Shop" },
  RE: { Commercial: "Retail" },
  WH: { Commercial: "Warehouse" },
  LC: { Commercial: "Labor Camp" },
  SR: { Commercial: "Show Room" },
  FA: { Commercial: "Farm" },
  FF: { Commercial: "Factory" },
  HO: { Commercial: "Hotel" },
  WB: { Commercial: "Commercial Building" },
  FL: { Commercial: "Commercial Floor" },
  LP: { Commercial: "Commercial Plot" },
};

/** Bayut/dubizzle Property_Type names (normalised: lower case, single spaces) → our labels. */
export const BAYUT_TYPE_NAMES: Record<string, string> = {
  apartment: "Apartment",
  flat: "Apartment",
  penthouse: "Penthouse",
  villa: "Villa",
  townhouse: "Townhouse",
  "town house": "Townhouse",
  duplex: "Duplex",
  office: "Office",
  shop: "Shop",
  retail: "Retail",
  warehouse: "Warehouse",
  "labour camp": "Labor Camp",
  "labor camp": "Labor Camp",
  showroom: "Show Room",
  "show room": "Show Room",
  farm: "Farm",
  factory: "Factory",
  hotel: "Hotel",
  "commercial building": "Commercial Building",
  "whole building": "Commercial Building",
  "commercial floor": "Commercial Floor",
  "full floor": "Commercial Floor",
  "commercial plot": "Commercial Plot",
  "commercial land": "Commercial Plot",
  "commercial villa": "Commercial Villa",
};

/** Our label → the Bayut name we write (the first spelling above). */
export const BAYUT_NAME_OF: Record<string, string> = {
  Apartment: "Apartment",
  Penthouse: "Penthouse",
  Villa: "Villa",
  Townhouse: "Townhouse",
  Duplex: "Duplex",
  Office: "Office",
  Shop: "Shop",
  Retail: "Retail",
  Warehouse: "Warehouse",
  "Labor Camp": "Labour Camp",
  "Show Room": "Showroom",
  Farm: "Farm",
  Factory: "Factory",
  Hotel: "Hotel",
  "Commercial Building": "Commercial Building",
  "Commercial Floor": "Commercial Floor",
  "Commercial Plot": "Commercial Plot",
  "Commercial Villa": "Commercial Villa",
};

/** Our label → the Property Finder code we write. */
export function pfCodeOf(label: string, category: PropertyCategory): string | undefined {
  for (const [code, labels] of Object.entries(PF_TYPE_CODES)) if (labels[category] === label) return code;
  return undefined;
}

/** Property Finder amenity codes (private_amenities / commercial_amenities) → our amenity names. */
export const PF_AMENITIES: Record<string, string> = {
  AC: "Central A/C",
  BA: "Balcony",
  BW: "Built-in wardrobes",
  CP: "Covered parking",
  CS: "Concierge",
  PA: "Pets allowed",
  PG: "Private garden",
  PP: "Private pool",
  SE: "Security",
  SP: "Swimming pool",
  SY: "Gym",
  ST: "Study",
  WC: "Walk-in closet",
  MR: "Maid's room",
  BR: "Barbecue area",
  SS: "Shared spa",
  KP: "Kids play area",
  VW: "Sea view",
  BH: "Beach access",
  PN: "Pantry",
  CR: "Meeting rooms",
  LB: "Lift access",
  SK: "Storage",
};

export const PF_AMENITY_CODE_OF: Record<string, string> = Object.fromEntries(
  Object.entries(PF_AMENITIES).map(([code, name]) => [name, code]),
);
