/**
 * Listings: one row per id from its own PRNG stream, residential or commercial, with photos.
 */
import type { CompletionStatus, Furnishing, ListingStatus, ListingType } from "#app/db/schema.ts";
import type { ListingRow } from "../demo-data.ts";
import { COMMERCIAL_FAMILY, commercialPool, type HomeSetting, type InteriorRoom, interiorsOf } from "../media-catalog.ts";
import { areaCharacter, CARD_PHOTOS, type CoverCandidate, coverScene } from "./covers.ts";
import { deriveSeed, hashString, Rng } from "../random.ts";
import {
  AREA_PROFILES,
  type AreaProfile,
  type CommercialSpec,
  type CommercialType,
  type Community,
  type PropertyTypeLabel,
  type ResidentialType,
} from "../reference-data.ts";
import { BASE_MS, DAY_MS, isoDate, LISTING_AGE_DAYS, pad, permitNumber, roundTo, Stream } from "./common.ts";
import {
  type BusinessFacts,
  commercialDescription,
  commercialTitle,
  type ListingFacts,
  residentialDescription,
  residentialTitle,
} from "./listing-text.ts";
import { commercialDescriptionAr, commercialTitleAr, residentialDescriptionAr, residentialTitleAr } from "./listing-text-ar.ts";
import {
  BEDROOM_WEIGHTS,
  businessAmenities,
  COMMERCIAL_SPECS,
  homeAmenities,
  isVillaType,
  rentDeposit,
  sizeBand,
  TYPE_PRICE_FACTOR,
} from "./pricing.ts";
import {
  AGENT_POOLS,
  areaProfile,
  BUSINESS_TYPE_WEIGHTS,
  COMMERCIAL_AREAS,
  developerIdOf,
  HOME_TYPE_WEIGHTS,
  RESIDENTIAL_AREAS,
  tableFor,
  typeId,
  typeLabel,
} from "./reference.ts";

// ────────────────────────────────── listings ──────────────────────────────────

const COMMERCIAL_SHARE = 0.15;
const INACTIVE_SHARE = 0.03;
export const ALWAYS_ACTIVE = 10;
/** areas whose first handovers are this recent still have phases under construction */
const OFF_PLAN_SINCE = 2015;
const PRICE_MISSING_SHARE = 0.015;

export interface Place {
  community: Community | null;
  building: string | null;
  lat: number;
  lng: number;
}

/**
 * Where a home of a type can be: a villa is never listed in "… Townhouses",
 * nor a townhouse in "… Villas" or "… Mansions", when the area offers better.
 */
function communitiesFor(areaId: number, type: ResidentialType): readonly Community[] {
  return COMMUNITIES_BY_TYPE[areaId - 1]?.[type] ?? [];
}

const COMMUNITIES_BY_TYPE = AREA_PROFILES.map((area) => {
  const houses = (exclude: RegExp) => {
    const fitting = area.villas.filter((c) => !exclude.test(c.name));
    return fitting.length > 0 ? fitting : area.villas;
  };
  const flats = area.apartments.length > 0 ? area.apartments : area.villas;
  const byType: Record<ResidentialType, readonly Community[]> = {
    Apartment: flats,
    Penthouse: flats,
    Duplex: flats,
    Villa: houses(/Townhouses?\b/),
    Townhouse: houses(/\b(Villas|Mansions)\b/),
  };
  return byType;
});

/** Stable per-building offsets from the area centre, so a tower's listings cluster together. */
function placeIn(rng: Rng, area: AreaProfile, communities: readonly Community[]): Place {
  if (communities.length === 0) return { community: null, building: null, ...jitter(rng, area.lat, area.lng, area.radius) };
  const community = rng.pick(communities);
  const building = community.buildings.length > 0 ? rng.pick(community.buildings) : null;
  const h = hashString(community.name);
  const angle = ((h & 0xffff) / 0x10000) * 2 * Math.PI;
  const distance = area.radius * (0.15 + 0.85 * ((h >>> 16) / 0x10000));
  const lat = area.lat + Math.sin(angle) * distance;
  const lng = area.lng + Math.cos(angle) * distance;
  return { community, building, ...jitter(rng, lat, lng, area.radius * 0.12) };
}

function jitter(rng: Rng, lat: number, lng: number, spread: number) {
  const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
  return { lat: round6(lat + rng.range(-spread, spread)), lng: round6(lng + rng.range(-spread, spread)) };
}

function listingDates(rng: Rng): { created: string; updated: string } {
  const created = BASE_MS - rng.int(1, LISTING_AGE_DAYS * 86_400) * 1000;
  const updated = created + rng.int(0, Math.min(BASE_MS - created, 90 * DAY_MS) / 1000) * 1000;
  return { created: isoDate(created), updated: isoDate(updated) };
}

function buildYear(rng: Rng, area: AreaProfile): number {
  return rng.int(Math.max(2005, area.since), 2026);
}

function pickFurnishing(rng: Rng, listingType: ListingType, house: boolean): Furnishing {
  const furnished = listingType === "RENT" ? (house ? 0.2 : 0.4) : house ? 0.12 : 0.25;
  const roll = rng.next();
  if (roll < furnished) return "furnished";
  if (roll < furnished + 0.1) return "semi-furnished";
  return "unfurnished";
}

function homeBathrooms(rng: Rng, type: ResidentialType, bedrooms: number): number {
  if (bedrooms === 0) return 1;
  if (isVillaType(type) || type === "Penthouse") return Math.min(8, bedrooms + rng.int(0, 1));
  return bedrooms + rng.int(0, 1);
}

function homeParking(rng: Rng, type: ResidentialType, bedrooms: number): number {
  if (type === "Villa") return rng.int(2, bedrooms >= 5 ? 4 : 3);
  if (type === "Penthouse") return rng.int(2, 4);
  if (type === "Townhouse") return 2;
  if (bedrooms <= 1) return 1;
  return bedrooms === 2 ? rng.int(1, 2) : rng.int(2, 3);
}

function homeFloor(rng: Rng, type: ResidentialType, maxFloor: number): string | null {
  if (isVillaType(type)) return null;
  if (type === "Penthouse") return String(Math.max(2, Math.round(maxFloor * rng.range(0.75, 1))));
  if (rng.chance(0.04)) return "G";
  return String(rng.int(1, Math.max(1, maxFloor)));
}

/** What a rent or sale price is worth before rounding: area level × type × size. */
function unitValue(rng: Rng, area: AreaProfile, type: PropertyTypeLabel, size: number): number {
  return size * rng.range(area.salePsf[0], area.salePsf[1]) * TYPE_PRICE_FACTOR[type];
}

function priceFor(
  rng: Rng,
  value: number,
  listingType: ListingType,
  yearlyYield: number,
  furnishing: Furnishing | null,
): { price: number | null; deposit: number | null } {
  if (rng.chance(PRICE_MISSING_SHARE)) return { price: null, deposit: null };
  if (listingType === "SELL") return { price: roundTo(value, 5000), deposit: null };
  // Furnished homes let for roughly a tenth more than unfurnished ones.
  const rent = roundTo(value * yearlyYield * (furnishing === "furnished" ? 1.1 : 1), 1000);
  return { price: rent, deposit: rentDeposit(rent, furnishing) };
}

interface ListingBundle {
  row: ListingRow;
  /** what generate/covers.ts needs to deal this listing its card: the cover's scene and the pools of the card's next photos */
  cover: CoverCandidate;
  /** the pool each photo after the cover comes from, in the gallery's order */
  slots: readonly (readonly string[])[];
  /** the listing's own photo stream, for the photos after the card's */
  photoRng: Rng;
}

export function makeListing(id: number, seed: number): ListingBundle {
  const rng = new Rng(deriveSeed(seed, Stream.Listing, id));
  const arabic = new Rng(deriveSeed(seed, Stream.ListingArabic, id));
  const row = rng.chance(COMMERCIAL_SHARE) ? commercialListing(id, rng, arabic) : residentialListing(id, rng, arabic);
  const area = areaProfile(row.area_id);
  const photoRng = new Rng(deriveSeed(seed, Stream.ListingPhotos, row.id));
  const slots = photoSlots(row, photoRng);
  const cover: CoverCandidate = {
    id,
    areaId: row.area_id,
    scene: coverScene(areaCharacter(area), typeLabel(row.property_type_id), row.category),
    listingType: row.listing_type,
    category: row.category,
    createdAt: row.created_at,
    listed: row.status === "ACTIVE",
    cardSlots: slots.slice(0, CARD_PHOTOS - 1),
  };
  return { row, cover, slots, photoRng };
}

/** the card's photos as dealt (generate/covers.ts), then one photo from each later slot's pool, none twice */
export function listingPhotos(bundle: Pick<ListingBundle, "slots" | "photoRng">, card: readonly string[]): string[] {
  const photos = [...card];
  for (const pool of bundle.slots.slice(CARD_PHOTOS - 1)) {
    const options = pool.filter((url) => !photos.includes(url));
    if (options.length > 0) photos.push(bundle.photoRng.pick(options));
  }
  return photos;
}

/** a villa or townhouse is photographed as a house (garden, staircase, terrace), anything else as a flat */
export const homeSetting = (type: PropertyTypeLabel): HomeSetting => (type === "Villa" || type === "Townhouse" ? "house" : "flat");

const listingReference = (id: number, listingType: ListingType) => `AGY-${listingType === "SELL" ? "S" : "R"}-${pad(id, 6)}`;

/** The first ids stay active so links used in docs and e2e tests always resolve. */
function pickStatus(rng: Rng, id: number): ListingStatus {
  return rng.chance(INACTIVE_SHARE) && id > ALWAYS_ACTIVE ? "INACTIVE" : "ACTIVE";
}

function residentialListing(id: number, rng: Rng, arabic: Rng): ListingRow {
  const areaId = rng.weighted(RESIDENTIAL_AREAS);
  const area = areaProfile(areaId);
  const type = rng.weighted(tableFor(HOME_TYPE_WEIGHTS, areaId));
  const house = isVillaType(type);
  const listingType: ListingType = rng.chance(0.6) ? "SELL" : "RENT";
  const place = placeIn(rng, area, communitiesFor(areaId, type));
  const bedrooms = rng.weighted(BEDROOM_WEIGHTS[type]);
  const [minSize, maxSize] = sizeBand(type, bedrooms, area.villaSize);
  const size = Math.round(rng.range(minSize, maxSize));
  // Off-plan resales happen in communities still being built, and only for sale.
  const offPlan = listingType === "SELL" && area.since >= OFF_PLAN_SINCE && rng.chance(0.15);
  const furnishing = offPlan ? "unfurnished" : pickFurnishing(rng, listingType, house);
  const premium = area.salePsf[0] >= 2000;
  const amenities = homeAmenities(rng, { type, bedrooms, area, premium });
  const value = unitValue(rng, area, type, size);
  const { price, deposit } = priceFor(rng, value, listingType, area.rentYield, furnishing);
  const bathrooms = homeBathrooms(rng, type, bedrooms);
  const floor = homeFloor(rng, type, area.maxFloor);
  const completion: CompletionStatus = offPlan ? "off-plan" : "ready";
  const year = offPlan ? 2026 : buildYear(rng, area);
  const agentId = rng.weighted(tableFor(AGENT_POOLS[offPlan ? "offplan" : listingType === "SELL" ? "sales" : "leasing"], areaId));
  const facts: ListingFacts = {
    listingType,
    type,
    bedrooms,
    bathrooms,
    size,
    furnishing,
    area,
    place,
    amenities,
    price,
    deposit,
    offPlan,
    floor,
    buildYear: year,
    agentId,
  };
  const dates = listingDates(rng);
  return {
    id,
    reference: listingReference(id, listingType),
    permit_number: permitNumber("71", id),
    title: residentialTitle(rng, facts),
    description: residentialDescription(rng, facts),
    title_ar: residentialTitleAr(arabic, facts),
    description_ar: residentialDescriptionAr(arabic, facts),
    listing_type: listingType,
    status: pickStatus(rng, id),
    price,
    deposit,
    cheques: listingType === "RENT" ? chequesFor(id) : null,
    ...FEED_ONLY_FIELDS,
    ...ON_THE_MARKET,
    area_id: areaId,
    community: place.community?.name ?? null,
    sub_community: place.building,
    developer_id: place.community?.developer ? developerIdOf(place.community.developer) : null,
    property_type_id: typeId(type),
    category: "Residential",
    bedrooms,
    bathrooms,
    size_sqft: size,
    furnishing,
    parking: homeParking(rng, type, bedrooms),
    floor,
    completion_status: completion,
    build_year: year,
    amenities: JSON.stringify(amenities),
    latitude: place.lat,
    longitude: place.lng,
    agent_id: agentId,
    created_at: dates.created,
    updated_at: dates.updated,
  };
}

function commercialFurnishing(rng: Rng, spec: CommercialSpec): Furnishing | null {
  switch (spec.furnishing) {
    case "office":
      return rng.weighted([
        ["furnished", 25],
        ["semi-furnished", 15],
        ["unfurnished", 60],
      ] as const);
    case "furnished":
      return rng.chance(0.8) ? "furnished" : "unfurnished";
    case "bare":
      return "unfurnished";
    default:
      return null;
  }
}

function commercialFloor(rng: Rng, spec: CommercialSpec, maxFloor: number): string | null {
  if (spec.floor === "ground") return rng.chance(0.85) ? "G" : "1";
  if (spec.floor === "tower") return String(rng.int(1, Math.max(1, maxFloor)));
  return null;
}

/** Bathrooms and parking grow with the unit: a 500 sq.ft office has one of each, a full floor many. */
function scaledBySize(bounds: readonly [number, number] | null, spec: CommercialSpec, size: number): number | null {
  if (!bounds) return null;
  const t = Math.min(1, Math.max(0, (size - spec.size[0]) / (spec.size[1] - spec.size[0])));
  return Math.round(bounds[0] + t * (bounds[1] - bounds[0]));
}

function commercialListing(id: number, rng: Rng, arabic: Rng): ListingRow {
  const areaId = rng.weighted(COMMERCIAL_AREAS);
  const area = areaProfile(areaId);
  const type = rng.weighted(tableFor(BUSINESS_TYPE_WEIGHTS, areaId));
  const spec = COMMERCIAL_SPECS[type];
  const listingType: ListingType = rng.chance(spec.sellShare) ? "SELL" : "RENT";
  const place = placeIn(rng, area, area.business.length > 0 ? area.business : area.apartments);
  // Large plots and buildings are quoted in round figures.
  const size = roundTo(rng.range(spec.size[0], spec.size[1]), spec.size[0] >= 5000 ? 100 : 5);
  const furnishing = commercialFurnishing(rng, spec);
  const amenities = businessAmenities(rng, type);
  const value = unitValue(rng, area, type, size);
  const { price, deposit } = priceFor(rng, value, listingType, area.rentYield + spec.yieldBonus, furnishing);
  const floor = commercialFloor(rng, spec, area.maxFloor);
  const year = spec.built ? buildYear(rng, area) : null;
  const agentId = rng.weighted(tableFor(AGENT_POOLS.commercial, areaId));
  const facts: BusinessFacts = {
    listingType,
    type,
    size,
    furnishing,
    area,
    place,
    amenities,
    price,
    deposit,
    floor,
    agentId,
  };
  const dates = listingDates(rng);
  return {
    id,
    reference: listingReference(id, listingType),
    permit_number: permitNumber("71", id),
    title: commercialTitle(rng, facts),
    description: commercialDescription(rng, facts),
    title_ar: commercialTitleAr(arabic, facts),
    description_ar: commercialDescriptionAr(arabic, facts),
    listing_type: listingType,
    status: pickStatus(rng, id),
    price,
    deposit,
    cheques: listingType === "RENT" ? chequesFor(id) : null,
    ...FEED_ONLY_FIELDS,
    ...ON_THE_MARKET,
    area_id: areaId,
    community: place.community?.name ?? null,
    sub_community: place.building,
    developer_id: place.community?.developer ? developerIdOf(place.community.developer) : null,
    property_type_id: typeId(type),
    category: "Commercial",
    bedrooms: null,
    bathrooms: scaledBySize(spec.bathrooms, spec, size),
    size_sqft: size,
    furnishing,
    parking: scaledBySize(spec.parking, spec, size),
    floor,
    completion_status: spec.built ? "ready" : null,
    build_year: year,
    amenities: JSON.stringify(amenities),
    latitude: place.lat,
    longitude: place.lng,
    agent_id: agentId,
    created_at: dates.created,
    updated_at: dates.updated,
  };
}

/**
 * 5–9 photos: a business's all from its type's family (an office never shows a shop), fewer when
 * the family has fewer; a home's rooms follow its plan, in its setting (a villa's never a flat's).
 */
function photoSlots(row: ListingRow, rng: Rng): (readonly string[])[] {
  const count = rng.int(5, 9);
  const type = typeLabel(row.property_type_id);
  if (row.category === "Commercial") {
    const pool = commercialPool(COMMERCIAL_FAMILY[type as CommercialType]);
    return Array.from({ length: Math.min(count, pool.length) - 1 }, () => pool);
  }
  const setting = homeSetting(type);
  return roomPlan(row.bedrooms, setting)
    .slice(0, count - 1)
    .map((room) => interiorsOf(room, setting));
}

/**
 * The rooms a home's photos walk through, in a viewing's order: the living
 * room, the kitchen, one photo per bedroom (two at most; none for a studio),
 * a bathroom, then dining, the balcony (a house: its garden terrace) and a
 * second living-room angle.
 */
export function roomPlan(bedrooms: number | null, setting: HomeSetting = "flat"): InteriorRoom[] {
  const beds = Math.min(2, Math.max(0, bedrooms ?? 1));
  return [
    "living",
    "kitchen",
    ...Array.from({ length: beds }, (): InteriorRoom => "bedroom"),
    "bathroom",
    "dining",
    setting === "house" ? "terrace" : "balcony",
    "living-view",
  ];
}

/** Facts only feeds carry (migration 0024): the demo data states none of them. */
const FEED_ONLY_FIELDS = {
  service_charge: null,
  plot_size_sqft: null,
  available_from: null,
  video_url: null,
  tour_url: null,
  project_name: null,
} as const;

/** Why a listing left the site (migration 0025): set by the back office only, none in the demo data. */
const ON_THE_MARKET = { off_market_reason: null, off_market_note: null, closing_price: null, off_market_at: null } as const;

/** How many cheques a demo rent is paid in: a fixed spread by id (no draw from the generator, so the other data stay as they were). */
const CHEQUE_SPREAD = [1, 2, 4, 4, 6, 12, 2, 4] as const;
function chequesFor(id: number): number {
  return CHEQUE_SPREAD[id % CHEQUE_SPREAD.length] ?? 4;
}
