/**
 * A portal listing element → our listing, or the reason it cannot be one.
 * Pure: no database, so every quirk of the formats is unit-tested here.
 */
import type { CompletionStatus, Furnishing, ListingType, PropertyCategory } from "#app/db/schema.ts";
import { sanitizeRichText } from "#app/utils/rich-text.server.ts";
import {
  type EmirateRule,
  PF_AMENITY_BY_CODE,
  PF_AMENITY_CODES,
  PF_RENTAL_PERIODS,
  RESIDENTIAL_LABELS,
  bayutLabelOf,
  emirateOfCity,
  pfTypeOf,
} from "./conformance.ts";
import type { FeedFormat, RentFrequency } from "./feeds-schema.ts";
import { type XmlNode, child, children, textOf } from "./parser.server.ts";

export interface FeedPhoto {
  url: string;
  lastUpdated: string | null;
}

export interface FeedAgent {
  name: string;
  email: string | null;
  phone: string | null;
  brn: string | null;
}

export interface FeedListing {
  reference: string;
  /** false: listed with status deleted; it is deactivated, not imported */
  live: boolean;
  /** a valid permit number, or null (the listing is held: stored, not published) */
  permitNumber: string | null;
  holdReason: string | null;
  listingType: ListingType;
  category: PropertyCategory;
  propertyType: string;
  /** AED, yearly for rent; null = price on application */
  price: number | null;
  rentFrequency: RentFrequency | null;
  title: string;
  titleAr: string | null;
  description: string;
  descriptionAr: string | null;
  /** the emirate of <city> (Dubai when absent) */
  emirate: string;
  /** our area (Property Finder community, Bayut Locality) */
  area: string;
  /** our community column (PF sub_community, Bayut Sub_Locality) */
  community: string | null;
  /** our sub_community column: the building (PF property_name, Bayut Tower_Name) */
  building: string | null;
  developer: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  sizeSqft: number | null;
  furnishing: Furnishing | null;
  parking: number | null;
  completionStatus: CompletionStatus | null;
  buildYear: number | null;
  /** rent: how many cheques the yearly rent is paid in */
  cheques: number | null;
  deposit: number | null;
  /** AED per sq ft a year */
  serviceCharge: number | null;
  plotSizeSqft: number | null;
  /** YYYY-MM-DD */
  availableFrom: string | null;
  floor: string | null;
  videoUrl: string | null;
  tourUrl: string | null;
  projectName: string | null;
  amenities: string[];
  latitude: number | null;
  longitude: number | null;
  agent: FeedAgent | null;
  photos: FeedPhoto[];
  feedUpdated: string | null;
}

export type Mapped = { ok: true; listing: FeedListing } | { ok: false; reference: string | null; reason: string };

const MAX_REFERENCE = 40;
const MAX_TITLE = 200;

/** Dubai's Trakheesi permits are numbers; anything else cannot be checked on the DLD's site (other emirates: EMIRATES). */
export const PERMIT_PATTERN = /^\d{6,12}$/;

export function mapListing(format: FeedFormat, node: XmlNode): Mapped {
  try {
    return format === "pf" ? mapPropertyFinder(node) : mapBayut(node);
  } catch (error) {
    if (error instanceof SkipListing) return { ok: false, reference: error.reference, reason: error.message };
    throw error;
  }
}

class SkipListing extends Error {
  constructor(
    readonly reference: string | null,
    message: string,
  ) {
    super(message);
  }
}

function mapPropertyFinder(node: XmlNode): Mapped {
  const reference = requireReference(textOf(node, "reference_number"));
  const offering = (textOf(node, "offering_type") ?? "").toUpperCase();
  const offer = PF_OFFERINGS[offering];
  if (!offer) throw new SkipListing(reference, `unknown offering_type "${offering}" (expected RS, RR, CS or CR)`);
  const code = (textOf(node, "property_type") ?? "").toUpperCase();
  const rule = pfTypeOf(code);
  if (!rule || (!rule.residential && !rule.commercial))
    throw new SkipListing(reference, `property_type "${code}" has no matching type on this site${rule?.note ? ` (${rule.note})` : ""}`);
  // The offering says the category: LP on RS is a residential plot, never a commercial one.
  const propertyType = offer.category === "Residential" ? rule.residential : rule.commercial;
  if (!propertyType)
    throw new SkipListing(reference, `property_type "${code}" is not offered as ${offer.category.toLowerCase()} on this site`);
  const emirate = requireEmirate(reference, textOf(node, "city"));

  const { price, frequency } = pfPrice(node, offer.type, reference);
  const [latitude, longitude] = geopoints(textOf(node, "geopoints"));
  const amenityCodes = [textOf(node, "private_amenities"), textOf(node, "commercial_amenities"), textOf(node, "amenities")]
    .filter(Boolean)
    .join(",");
  const agentNode = child(node, "agent");
  const photos = children(child(node, "photo") ?? EMPTY, "url").flatMap((u) => {
    const url = u.text.trim();
    return isHttpUrl(url) ? [{ url, lastUpdated: u.attrs.last_update ?? u.attrs.last_updated ?? u.attrs.Last_updated ?? null }] : [];
  });
  const feedAgent = agentNode
    ? agent(textOf(agentNode, "name"), textOf(agentNode, "email"), textOf(agentNode, "phone"), textOf(agentNode, "license_no"))
    : null;
  return {
    ok: true,
    listing: {
      reference,
      live: true,
      ...holdOf(permit(textOf(node, "permit_number"), emirate), feedAgent),
      listingType: offer.type,
      category: offer.category,
      propertyType,
      price,
      rentFrequency: frequency,
      title: requireTitle(reference, textOf(node, "title_en")),
      titleAr: textOf(node, "title_ar") ?? null,
      description: sanitizeRichText(textOf(node, "description_en") ?? ""),
      descriptionAr: textOf(node, "description_ar") ?? null,
      emirate: emirate.name,
      area: requireArea(reference, textOf(node, "community")),
      community: textOf(node, "sub_community") ?? null,
      building: textOf(node, "property_name") ?? null,
      developer: textOf(node, "developer") ?? null,
      bedrooms: bedrooms(textOf(node, "bedroom")),
      bathrooms: count(textOf(node, "bathroom")),
      sizeSqft: wholeNumber(textOf(node, "size")),
      furnishing: furnishing(textOf(node, "furnished")),
      parking: count(textOf(node, "parking")),
      completionStatus: completion(textOf(node, "completion_status")),
      buildYear: year(textOf(node, "build_year")),
      ...extras(offer.type, {
        cheques: textOf(node, "cheques"),
        deposit: textOf(node, "deposit"),
        serviceCharge: textOf(node, "service_charge"),
        plotSize: textOf(node, "plot_size"),
        availableFrom: textOf(node, "availability_date") ?? textOf(node, "available_from"),
        floor: textOf(node, "floor"),
        video: textOf(node, "video_tour_url"),
        tour: textOf(node, "view360") ?? textOf(node, "view_360"),
        project: textOf(node, "project_name"),
      }),
      amenities: unique(
        amenityCodes
          .split(",")
          .map((c) => PF_AMENITY_BY_CODE.get(c.trim().toUpperCase()))
          .filter((a): a is string => Boolean(a)),
      ),
      latitude,
      longitude,
      agent: feedAgent,
      photos,
      feedUpdated: node.attrs.last_update ?? textOf(node, "last_update") ?? null,
    },
  };
}

function mapBayut(node: XmlNode): Mapped {
  const reference = requireReference(textOf(node, "Property_Ref_No"));
  const status = (textOf(node, "Property_Status") ?? "live").toLowerCase();
  const purpose = (textOf(node, "Property_purpose") ?? "").toLowerCase();
  const listingType: ListingType | undefined = purpose === "buy" || purpose === "sale" ? "SELL" : purpose === "rent" ? "RENT" : undefined;
  if (status === "deleted") return { ok: true, listing: deletedListing(reference, listingType) };
  if (!listingType) throw new SkipListing(reference, `unknown Property_purpose "${purpose}" (expected Buy or Rent)`);
  const propertyType = bayutLabelOf(textOf(node, "Property_Type") ?? "");
  if (!propertyType)
    throw new SkipListing(reference, `Property_Type "${textOf(node, "Property_Type") ?? ""}" has no matching type on this site`);
  const category: PropertyCategory = RESIDENTIAL_LABELS.has(propertyType) ? "Residential" : "Commercial";
  const emirate = requireEmirate(reference, textOf(node, "City"));

  const rawPrice = textOf(node, "Price");
  const amount = rawPrice === undefined ? null : money(rawPrice, reference);
  let price = amount;
  let frequency: RentFrequency | null = null;
  if (listingType === "RENT") {
    const raw = textOf(node, "Rent_Frequency") ?? "yearly";
    const f = rentFrequency(raw);
    if (!f) throw new SkipListing(reference, `unknown Rent_Frequency "${raw.slice(0, 20)}"`);
    frequency = f;
    price = amount === null ? null : Math.round(amount * YEARLY[f]);
  }
  const unit = (textOf(node, "Property_Size_Unit") ?? "sqft").toLowerCase();
  const toSqft = (n: number | null) =>
    n === null ? null : Math.round(unit === "sqm" || unit === "sq.m" || unit === "m2" ? n * 10.7639 : n);
  const offPlan = (textOf(node, "Off_plan") ?? "").toLowerCase();
  const [latitude, longitude] = geopoints(textOf(node, "Geopoints") ?? pair(textOf(node, "Latitude"), textOf(node, "Longitude")));
  const features = children(child(node, "Features") ?? EMPTY, "Feature").map((f) => f.text.trim());
  const photos = children(child(node, "Images") ?? EMPTY, "Image").flatMap((i) => {
    const url = i.text.trim();
    return isHttpUrl(url) ? [{ url, lastUpdated: i.attrs.last_updated ?? null }] : [];
  });
  const video = children(child(node, "Videos") ?? EMPTY, "Video")[0]?.text.trim() ?? textOf(node, "Video");
  const feedAgent = agent(
    textOf(node, "Listing_Agent"),
    textOf(node, "Listing_Agent_Email"),
    textOf(node, "Listing_Agent_Phone"),
    textOf(node, "Listing_Agent_BRN"),
  );
  return {
    ok: true,
    listing: {
      reference,
      live: true,
      ...holdOf(permit(textOf(node, "Permit_Number"), emirate), feedAgent),
      listingType,
      category,
      propertyType,
      price,
      rentFrequency: frequency,
      title: requireTitle(reference, textOf(node, "Property_Title")),
      titleAr: textOf(node, "Property_Title_AR") ?? null,
      description: sanitizeRichText(textOf(node, "Property_Description") ?? ""),
      descriptionAr: textOf(node, "Property_Description_AR") ?? null,
      emirate: emirate.name,
      area: requireArea(reference, textOf(node, "Locality")),
      community: textOf(node, "Sub_Locality") ?? null,
      building: textOf(node, "Tower_Name") ?? null,
      developer: textOf(node, "Developer") ?? null,
      bedrooms: bedrooms(textOf(node, "Bedrooms")),
      bathrooms: count(textOf(node, "Bathrooms") ?? textOf(node, "Bathroom")),
      sizeSqft: toSqft(decimal(textOf(node, "Property_Size"))),
      furnishing: furnishing(textOf(node, "Furnished")),
      parking: count(textOf(node, "Parking")),
      completionStatus:
        offPlan === "yes" || offPlan === "true"
          ? "off-plan"
          : offPlan === "no" || offPlan === "false"
            ? "ready"
            : completion(textOf(node, "Completion_Status")),
      buildYear: year(textOf(node, "Build_Year")),
      ...extras(listingType, {
        cheques: textOf(node, "Cheques"),
        deposit: textOf(node, "Deposit"),
        serviceCharge: textOf(node, "Service_Charge"),
        plotSize: textOf(node, "Plot_Size") ?? textOf(node, "plotArea"),
        availableFrom: textOf(node, "Available_From"),
        floor: textOf(node, "Floor"),
        video,
        tour: textOf(node, "Virtual_Tour"),
        project: textOf(node, "Project_Name"),
      }),
      amenities: unique(features.filter(Boolean).map((f) => KNOWN_AMENITIES.get(f.toLowerCase()) ?? f)),
      latitude,
      longitude,
      agent: feedAgent,
      photos,
      feedUpdated: textOf(node, "Last_Updated") ?? null,
    },
  };
}

const EMPTY: XmlNode = { name: "", attrs: {}, text: "", children: [] };
const KNOWN_AMENITIES = new Map(PF_AMENITY_CODES.map((a) => [a.ours.toLowerCase(), a.ours]));

const PF_OFFERINGS: Record<string, { type: ListingType; category: PropertyCategory }> = {
  RS: { type: "SELL", category: "Residential" },
  RR: { type: "RENT", category: "Residential" },
  CS: { type: "SELL", category: "Commercial" },
  CR: { type: "RENT", category: "Commercial" },
};

export const YEARLY: Record<RentFrequency, number> = { yearly: 1, monthly: 12, weekly: 52, daily: 365 };
const FREQUENCIES: RentFrequency[] = ["yearly", "monthly", "weekly", "daily"];

/** Y/M/W/D (PF rental_period), yearly/monthly/… and year/month/… (Bayut Rent_Frequency); null when unknown */
export function rentFrequency(value: string): RentFrequency | null {
  const v = value.trim().toLowerCase();
  const letter = PF_RENTAL_PERIODS[v.toUpperCase() as keyof typeof PF_RENTAL_PERIODS];
  if (letter) return letter;
  for (const f of FREQUENCIES) if (v === f || v === f.replace(/ly$/, "") || (f === "daily" && v === "day")) return f;
  if (v === "annually" || v === "annual" || v === "per year") return "yearly";
  return null;
}

function deletedListing(reference: string, listingType: ListingType | undefined): FeedListing {
  return {
    reference,
    live: false,
    permitNumber: null,
    holdReason: null,
    listingType: listingType ?? "SELL",
    category: "Residential",
    propertyType: "",
    price: null,
    rentFrequency: null,
    title: "",
    titleAr: null,
    description: "",
    descriptionAr: null,
    emirate: "Dubai",
    area: "",
    community: null,
    building: null,
    developer: null,
    bedrooms: null,
    bathrooms: null,
    sizeSqft: null,
    furnishing: null,
    parking: null,
    completionStatus: null,
    buildYear: null,
    cheques: null,
    deposit: null,
    serviceCharge: null,
    plotSizeSqft: null,
    availableFrom: null,
    floor: null,
    videoUrl: null,
    tourUrl: null,
    projectName: null,
    amenities: [],
    latitude: null,
    longitude: null,
    agent: null,
    photos: [],
    feedUpdated: null,
  };
}

function requireReference(value: string | undefined): string {
  if (!value) throw new SkipListing(null, "no reference number");
  if (value.length > MAX_REFERENCE)
    throw new SkipListing(value.slice(0, MAX_REFERENCE), `reference longer than ${MAX_REFERENCE} characters`);
  return value;
}

function requireTitle(reference: string, value: string | undefined): string {
  if (!value) throw new SkipListing(reference, "no English title");
  return value.length > MAX_TITLE ? `${value.slice(0, MAX_TITLE - 1)}…` : value;
}

function requireArea(reference: string, value: string | undefined): string {
  if (!value) throw new SkipListing(reference, "no community/locality: the listing cannot be placed in an area");
  return value;
}

function requireEmirate(reference: string, city: string | undefined): EmirateRule {
  const emirate = emirateOfCity(city);
  if (!emirate) throw new SkipListing(reference, `city "${(city ?? "").slice(0, 40)}" is not an emirate of the UAE`);
  return emirate;
}

/** The emirate's permit rule (EMIRATES): Trakheesi numbers in Dubai, ADREC numbers in Abu Dhabi, held elsewhere. */
function permit(value: string | undefined, emirate: EmirateRule): { permitNumber: string | null; holdReason: string | null } {
  if (!value) return { permitNumber: null, holdReason: "no permit number: stored but not published" };
  const compact = value.replace(/\s+/g, "");
  if (!emirate.permit)
    return {
      permitNumber: null,
      holdReason: `no advertising-permit rule is known for ${emirate.name}: permit "${value.slice(0, 40)}" cannot be checked; stored but not published`,
    };
  if (!emirate.permit.pattern.test(compact))
    return {
      permitNumber: null,
      holdReason: `invalid permit number "${value.slice(0, 40)}" for ${emirate.name} (${emirate.permit.authority}): stored but not published`,
    };
  return { permitNumber: compact, holdReason: null };
}

/** A broker must be identifiable by licence: an agent given without one holds the listing, as a missing permit does. */
function holdOf(
  checked: { permitNumber: string | null; holdReason: string | null },
  feedAgent: FeedAgent | null,
): { permitNumber: string | null; holdReason: string | null } {
  if (checked.holdReason || !feedAgent || feedAgent.brn) return checked;
  return { ...checked, holdReason: `agent "${feedAgent.name}" has no BRN (licence number): stored but not published` };
}

interface RawExtras {
  cheques: string | undefined;
  deposit: string | undefined;
  serviceCharge: string | undefined;
  plotSize: string | undefined;
  availableFrom: string | undefined;
  floor: string | undefined;
  video: string | undefined;
  tour: string | undefined;
  project: string | undefined;
}

function extras(type: ListingType, raw: RawExtras) {
  const cheques = count(raw.cheques);
  const deposit = decimal(raw.deposit);
  const serviceCharge = decimal(raw.serviceCharge);
  return {
    cheques: type === "RENT" && cheques !== null && cheques >= 1 && cheques <= 12 ? cheques : null,
    deposit: type === "RENT" && deposit !== null ? Math.round(deposit) : null,
    serviceCharge: serviceCharge === null ? null : Math.round(serviceCharge * 100) / 100,
    plotSizeSqft: wholeNumber(raw.plotSize),
    availableFrom: isoDate(raw.availableFrom),
    floor: raw.floor?.slice(0, 20) ?? null,
    videoUrl: raw.video && isHttpUrl(raw.video) ? raw.video : null,
    tourUrl: raw.tour && isHttpUrl(raw.tour) ? raw.tour : null,
    projectName: raw.project?.slice(0, 200) ?? null,
  };
}

/** "2026-12-01", "2026-12-01 00:00:00", "01/12/2026" (day first, as written in the UAE) → "2026-12-01" */
function isoDate(value: string | undefined): string | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2]?.padStart(2, "0"), dmy[1]?.padStart(2, "0")] : [];
  if (!y || !m || !d) return null;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}` ? null : `${y}-${m}-${d}`;
}

function pfPrice(node: XmlNode, type: ListingType, reference: string): { price: number | null; frequency: RentFrequency | null } {
  const priceNode = child(node, "price");
  const onApplication = /^(yes|true|1)$/i.test(textOf(node, "price_on_application") ?? "");
  if (!priceNode || onApplication) return { price: null, frequency: type === "RENT" ? "yearly" : null };
  if (type === "SELL") {
    const text = priceNode.text.trim();
    return { price: text ? money(text, reference) : null, frequency: null };
  }
  for (const f of FREQUENCIES) {
    const text = textOf(priceNode, f);
    if (text) return { price: Math.round(money(text, reference) * YEARLY[f]), frequency: f };
  }
  // <price>43000</price><rental_period>M</rental_period>; a bare rent without a period is yearly (the UAE norm)
  const period = textOf(node, "rental_period");
  const frequency = period === undefined ? "yearly" : rentFrequency(period);
  if (!frequency) throw new SkipListing(reference, `unknown rental_period "${period?.slice(0, 20) ?? ""}" (expected Y, M, W or D)`);
  const bare = priceNode.text.trim();
  return { price: bare ? Math.round(money(bare, reference) * YEARLY[frequency]) : null, frequency };
}

function money(text: string, reference: string): number {
  const value = Number(text.replace(/[,\s]|AED/gi, ""));
  if (!Number.isFinite(value) || value < 0) throw new SkipListing(reference, `price "${text.slice(0, 40)}" is not a number`);
  return value;
}

/** "studio", 0 and -1 are studios (0 bedrooms); "7+" is 7. */
export function bedrooms(value: string | undefined): number | null {
  if (value === undefined) return null;
  const v = value.trim().toLowerCase();
  if (v === "studio" || v === "st" || v === "0" || v === "-1") return 0;
  const m = /^(\d{1,2})\s*\+?$/.exec(v);
  return m ? Number(m[1]) : null;
}

function count(value: string | undefined): number | null {
  if (value === undefined) return null;
  const m = /^(\d{1,3})\s*\+?$/.exec(value.trim());
  return m ? Number(m[1]) : null;
}

function decimal(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number(value.replace(/,/g, ""));
  return Number.isFinite(n) && n > 0 ? n : null;
}

function wholeNumber(value: string | undefined): number | null {
  const n = decimal(value);
  return n === null ? null : Math.round(n);
}

function year(value: string | undefined): number | null {
  const n = value === undefined ? NaN : Number(value);
  return Number.isInteger(n) && n >= 1900 && n <= 2100 ? n : null;
}

function furnishing(value: string | undefined): Furnishing | null {
  const v = (value ?? "").toLowerCase();
  if (v === "yes" || v === "furnished") return "furnished";
  if (v === "no" || v === "unfurnished") return "unfurnished";
  if (v === "partly" || v === "partly furnished" || v === "semi-furnished" || v === "semi furnished") return "semi-furnished";
  return null;
}

/** completed / ready / off_plan / "off plan" / off-plan (with _primary or _secondary after it) */
function completion(value: string | undefined): CompletionStatus | null {
  const v = (value ?? "")
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, "_");
  if (v.startsWith("completed") || v.startsWith("ready")) return "ready";
  if (v.startsWith("off_plan") || v.startsWith("offplan")) return "off-plan";
  return null;
}

function pair(a: string | undefined, b: string | undefined): string | undefined {
  return a && b ? `${a},${b}` : undefined;
}

/**
 * Exporters write "lat,long" or "long,lat". In the UAE latitude is 22–27 and
 * longitude 51–57, so the order is told by range; anything else is dropped.
 */
export function geopoints(value: string | undefined): [number | null, number | null] {
  if (!value) return [null, null];
  const parts = value
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return [null, null];
  const [a, b] = parts as [number, number];
  const isLat = (n: number) => n >= 22 && n <= 27;
  const isLng = (n: number) => n >= 51 && n <= 57;
  if (isLat(a) && isLng(b)) return [a, b];
  if (isLng(a) && isLat(b)) return [b, a];
  return [null, null];
}

function agent(name: string | undefined, email: string | undefined, phone: string | undefined, brn: string | undefined): FeedAgent | null {
  if (!name) return null;
  return {
    name: name.slice(0, 120),
    email: email?.toLowerCase().slice(0, 200) ?? null,
    phone: phone?.slice(0, 40) ?? null,
    brn: brn?.slice(0, 40) ?? null,
  };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value) && value.length <= 2000;
}
