/**
 * Listing titles and descriptions, written from the facts of the listing.
 */
import type { Furnishing, ListingType } from "#app/db/schema.ts";
import { type Rng } from "../random.ts";
import { AREA_PROFILES, type AreaProfile, type CommercialType, type ResidentialType } from "../reference-data.ts";
import { formatNumber } from "./common.ts";
import type { Place } from "./listings.ts";
import { type CommercialAmenity, isVillaType, type ResidentialAmenity } from "./pricing.ts";
import { agentFirstName } from "./reference.ts";

// ──────────────────────────── listing titles and copy ────────────────────────────

export interface ListingFacts {
  listingType: ListingType;
  type: ResidentialType;
  bedrooms: number;
  bathrooms: number;
  size: number;
  furnishing: Furnishing;
  area: AreaProfile;
  place: Place;
  amenities: readonly ResidentialAmenity[];
  price: number | null;
  deposit: number | null;
  offPlan: boolean;
  floor: string | null;
  buildYear: number;
  agentId: number;
}

export interface BusinessFacts {
  listingType: ListingType;
  type: CommercialType;
  size: number;
  furnishing: Furnishing | null;
  area: AreaProfile;
  place: Place;
  amenities: readonly CommercialAmenity[];
  price: number | null;
  deposit: number | null;
  floor: string | null;
  agentId: number;
}

const VIEW_TITLES: Partial<Record<ResidentialAmenity, string>> = {
  "Sea view": "Sea View",
  "Marina view": "Marina View",
  "Burj Khalifa view": "Burj Khalifa View",
  "Golf course view": "Golf Course View",
  "Canal view": "Canal View",
  "Lake view": "Lake View",
  "Creek view": "Creek View",
  "Lagoon view": "Lagoon View",
};

const GOLDEN_VISA_AED = 2_000_000;
/** Template slots may be empty; collapse the double spaces they leave. */
const clean = (text: string) => text.split(" ").filter(Boolean).join(" ");
const joinTitle = (...parts: string[]) => parts.map(clean).filter(Boolean).join(" | ");

function bedLabel(rng: Rng, bedrooms: number): string {
  if (bedrooms === 0) return "Studio";
  return rng.pick([`${bedrooms}BR`, `${bedrooms} Bed`, `${bedrooms}-Bedroom`]);
}

function titleAdjectives(f: ListingFacts): string[] {
  const list = ["Spacious", "Bright", "Upgraded", "Well-Maintained", "Elegant", "Modern"];
  if (f.area.salePsf[0] >= 2000) list.push("Luxurious", "Prestigious");
  if (f.furnishing === "furnished") list.push("Fully Furnished", "Furnished");
  if (f.offPlan || f.buildYear >= 2024) list.push("Brand New");
  if (f.buildYear <= 2014 && !f.offPlan) list.push("Renovated");
  if (f.floor !== null && f.floor !== "G" && Number(f.floor) >= f.area.maxFloor * 0.6) list.push("High Floor");
  if (f.type === "Villa") list.push("Detached", "Family");
  if (f.type === "Townhouse") list.push("Corner", "Family");
  return list;
}

function titleFeature(rng: Rng, f: ListingFacts): string {
  const view = f.amenities.map((a) => VIEW_TITLES[a]).find((v) => v !== undefined);
  if (view && rng.chance(0.8)) return rng.pick([`with Full ${view}`, `with ${view}`, `| ${view}`]);
  const options: string[] = [];
  if (f.amenities.includes("Private pool")) options.push("with Private Pool");
  if (f.amenities.includes("Maid's room")) options.push("with Maid's Room");
  if (f.amenities.includes("Private garden")) options.push("with Private Garden");
  if (f.amenities.includes("Balcony")) options.push("with Large Balcony");
  if (f.amenities.includes("Study")) options.push("plus Study");
  return options.length > 0 && rng.chance(0.7) ? rng.pick(options) : "";
}

function titleTags(f: ListingFacts): string[] {
  if (f.offPlan) return ["Off-Plan Resale", "Payment Plan", "Handover Q4 2026"];
  if (f.listingType === "RENT") {
    const tags = ["Vacant", "Ready to Move In", "Available Now", "Multiple Cheques", "Exclusive"];
    if (f.amenities.includes("Pets allowed")) tags.push("Pet Friendly");
    if (f.furnishing === "furnished") tags.push("Move-In Ready");
    return tags;
  }
  const tags = ["Vacant on Transfer", "Tenanted", "Motivated Seller", "Priced to Sell", "Investor Deal", "Exclusive", "Genuine Resale"];
  if (f.price !== null && f.price >= GOLDEN_VISA_AED) tags.push("Golden Visa Eligible");
  return tags;
}

function placeName(place: Place, area: AreaProfile): string {
  return place.building ?? place.community?.name ?? area.short;
}

export function residentialTitle(rng: Rng, f: ListingFacts): string {
  const bed = bedLabel(rng, f.bedrooms);
  const noun = f.type === "Apartment" ? rng.pick(["Apartment", "Apartment", ""]) : f.type;
  const adjective = rng.pick(titleAdjectives(f));
  const feature = titleFeature(rng, f);
  const tag = rng.pick(titleTags(f));
  const where = placeName(f.place, f.area);
  switch (rng.int(0, 3)) {
    case 0:
      return joinTitle(`${adjective} ${bed} ${noun} ${feature}`, tag);
    case 1:
      return joinTitle(`${bed} ${noun || "Apartment"} in ${where}`, adjective, tag);
    case 2:
      return joinTitle(`${adjective} ${bed} ${noun || "Apartment"} in ${where}`, feature.replace(/^(\| |with (Full )?|plus )/, ""));
    default:
      return joinTitle(tag, `${adjective} ${bed} ${noun} ${feature}`);
  }
}

const BUSINESS_TITLES: Record<CommercialType, readonly string[]> = {
  Office: ["Fitted Office", "Office Space", "Fitted Office in Grade A Tower", "Office with Partitions", "Shell & Core Office"],
  Shop: ["Ground Floor Shop", "Retail Shop on Ground Floor", "Corner Shop", "Shop with Street Frontage"],
  "Commercial Building": ["Commercial Building", "Fully Leased Commercial Building", "Mixed-Use Building"],
  "Commercial Floor": ["Full Floor Office", "Full Floor in Grade A Tower", "Fitted Full Floor"],
  "Commercial Plot": ["Commercial Plot", "Mixed-Use Plot", "Freehold Commercial Plot", "Corner Commercial Plot"],
  "Commercial Villa": ["Commercial Villa", "Villa for Commercial Use", "Commercial Villa on Main Road"],
  Retail: ["Retail Space", "Retail Unit on Ground Floor", "Prime Retail Unit", "Retail Unit with Mezzanine"],
  "Labor Camp": ["Labor Camp", "Staff Accommodation Building", "Licensed Labor Accommodation"],
  "Show Room": ["Showroom on Main Road", "Double-Height Showroom", "Showroom with Mezzanine"],
  Warehouse: ["Warehouse with 3-Phase Power", "Warehouse with Loading Bay", "Insulated Warehouse", "Warehouse with Office Space"],
  Farm: ["Farm with Villa", "Productive Date Farm", "Farm Land with Water Well"],
  Factory: ["Factory with Industrial Licence", "Manufacturing Facility", "Factory with Office Block"],
  Hotel: ["Operational Hotel", "Hotel Building", "Hotel Apartment Building"],
};

function businessTags(f: BusinessFacts): string[] {
  const tags =
    f.listingType === "RENT"
      ? ["Vacant", "Ready to Move", "Flexible Payment Terms", "Multiple Cheques"]
      : ["High ROI", "Freehold", "Vacant on Transfer", "Tenanted"];
  if (f.type === "Shop" || f.type === "Retail") tags.push("High Footfall", "Main Road Facing");
  if (f.type === "Labor Camp") tags.push("DM Approved", "Fully Occupied");
  if (f.type === "Commercial Plot") tags.push(`G+${f.size > 30_000 ? 12 : 4} Permission`);
  if (f.furnishing === "furnished" && f.type === "Office") tags.push("Furnished");
  return tags;
}

export function commercialTitle(rng: Rng, f: BusinessFacts): string {
  let main = rng.pick(BUSINESS_TITLES[f.type]);
  // Only a bare unit can be advertised as shell & core.
  if (main === "Shell & Core Office" && f.furnishing !== "unfurnished") main = "Fitted Office";
  const tag = rng.pick(businessTags(f));
  return rng.chance(0.5) ? joinTitle(`${main} in ${placeName(f.place, f.area)}`, tag) : joinTitle(main, tag);
}

function fullPlace(place: Place, area: AreaProfile): string {
  const parts = [place.building, place.community?.name, area.name].filter((p): p is string => Boolean(p));
  return [...new Set(parts)].join(", ");
}

export function bedWords(bedrooms: number): string {
  return bedrooms === 0 ? "studio" : `${bedrooms}-bedroom`;
}

export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const INTRO_OPENERS = ["We are pleased to present this", "Presenting this", "Discover this", "Welcome to this"] as const;

const HOME_DETAILS = [
  "The layout is practical, with a separate kitchen and generous living and dining space.",
  "Floor-to-ceiling windows bring in natural light throughout the day.",
  "The open-plan kitchen comes with quality appliances and ample storage.",
  "Bedrooms are well proportioned and the bathrooms are finished to a high standard.",
  "The unit has been well maintained and is in excellent condition.",
  "Living areas flow onto outdoor space that is ideal for entertaining.",
] as const;

const HOUSE_DETAILS = [
  "The ground floor offers an open living and dining area, with bedrooms upstairs for privacy.",
  "The landscaped garden is ideal for families and outdoor dining.",
  "Generous plot proportions leave room for a pool or garden extension.",
  "The property sits on a quiet street within a short walk of parks and play areas.",
] as const;

const FIRST_SENTENCES = new Map(AREA_PROFILES.map((a) => [a.slug, `${a.description.split(". ")[0]}.`] as const));
const firstSentence = (area: AreaProfile) => FIRST_SENTENCES.get(area.slug) ?? "";

function locationParagraph(rng: Rng, where: string, area: AreaProfile): string {
  const [a, b] = rng.sample(area.nearby, 2);
  return rng.pick([
    `${where} is within easy reach of ${a} and ${b}. ${firstSentence(area)}`,
    `Residents enjoy quick access to ${a}, ${b} and the rest of ${area.short}. Schools, supermarkets and healthcare are all close by.`,
    `Located in ${area.name}, the building is minutes from ${a}, with ${b} a short drive away.`,
  ]);
}

function termsParagraph(
  rng: Rng,
  f: { listingType: ListingType; price: number | null; deposit: number | null; agentId: number },
  offPlan: boolean,
): string {
  const contact = `Contact ${agentFirstName(f.agentId)} to arrange a viewing.`;
  if (f.price === null) return `Price on request. ${contact}`;
  if (f.listingType === "RENT") {
    const cheques = rng.pick(["1 to 4 cheques", "up to 4 cheques", "2 cheques", "1 cheque"]);
    return `Yearly rent AED ${formatNumber(f.price)}, payable in ${cheques}. Security deposit AED ${formatNumber(f.deposit ?? 0)}. ${contact}`;
  }
  if (offPlan)
    return `Asking price AED ${formatNumber(f.price)}; the balance follows the developer's payment plan until handover. ${contact}`;
  return `Asking price AED ${formatNumber(f.price)}. ${rng.pick(["Vacant on transfer.", "Currently tenanted, ideal for investors.", "Viewings by appointment."])} ${contact}`;
}

export function residentialDescription(rng: Rng, f: ListingFacts): string {
  const where = fullPlace(f.place, f.area);
  const typeWord = f.type.toLowerCase();
  const furnishingWord = f.furnishing === "semi-furnished" ? "semi-furnished" : f.furnishing;
  const intro =
    `${rng.pick(INTRO_OPENERS)} ${furnishingWord} ${bedWords(f.bedrooms)} ${typeWord} ${f.listingType === "RENT" ? "for rent" : "for sale"} in ${where}. ` +
    `It offers ${formatNumber(f.size)} sq.ft of living space with ${f.bathrooms} bathroom${f.bathrooms === 1 ? "" : "s"}` +
    (f.floor && f.floor !== "G" ? ` on the ${ordinal(Number(f.floor))} floor.` : f.floor === "G" ? " on the ground floor." : ".");
  const shown = f.amenities.filter((a) => a !== "Central A/C" && a !== "Security").slice(0, 6);
  const features =
    (shown.length > 0 ? `Highlights include ${listPhrase(shown.map((a) => a.toLowerCase()))}. ` : "") +
    rng.pick(isVillaType(f.type) ? HOUSE_DETAILS : HOME_DETAILS) +
    (f.offPlan
      ? ` The ${isVillaType(f.type) ? "community" : "building"} is under construction, with handover expected in the fourth quarter of 2026.`
      : ` The ${isVillaType(f.type) ? "home" : "building"} was completed in ${f.buildYear}.`);
  const paragraphs = [intro, features];
  if (rng.chance(0.8)) paragraphs.push(locationParagraph(rng, placeName(f.place, f.area), f.area));
  if (rng.chance(f.listingType === "RENT" ? 0.9 : 0.7)) paragraphs.push(termsParagraph(rng, f, f.offPlan));
  return paragraphs.join("\n\n");
}

const BUSINESS_DETAILS: Record<CommercialType, string> = {
  Office: "The space suits a professional firm, with good natural light and efficient column-free floor plates.",
  Shop: "Its street frontage and signage position make it suitable for retail, F&B or services.",
  "Commercial Building": "The building is let to a mix of commercial and residential tenants, with a stable rental income.",
  "Commercial Floor": "A full floor gives a company its own lobby presence and complete flexibility of layout.",
  "Commercial Plot": "The plot is freehold and suitable for a mixed-use, office or retail development, subject to approvals.",
  "Commercial Villa": "The villa is approved for commercial use and suits a clinic, nursery, salon or boutique office.",
  Retail: "The unit benefits from strong footfall and visibility, suitable for retail, F&B or services.",
  "Labor Camp": "The accommodation is licensed, with rooms, kitchens, washrooms and a recreation area.",
  "Show Room": "Double-height glazing and main-road visibility make it ideal for cars, furniture or interiors.",
  Warehouse: "The warehouse has a clear height suited to racking, a covered loading area and an office mezzanine.",
  Farm: "The farm includes a residence, date palms and a water well, with access from a paved road.",
  Factory: "The facility has an industrial licence, heavy power supply and space for production and storage.",
  Hotel: "The hotel is operational, with rooms, a restaurant, meeting space and parking.",
};

export function commercialDescription(rng: Rng, f: BusinessFacts): string {
  const where = fullPlace(f.place, f.area);
  const what = f.type === "Show Room" ? "showroom" : f.type.toLowerCase();
  const intro =
    `${rng.pick(INTRO_OPENERS)} ${what} ${f.listingType === "RENT" ? "for rent" : "for sale"} in ${where}, ` +
    `with a total area of ${formatNumber(f.size)} sq.ft` +
    (f.floor === "G" ? " on the ground floor." : f.floor ? ` on the ${ordinal(Number(f.floor))} floor.` : ".");
  const shown = f.amenities.slice(0, 6).map((a) => (a === "Central A/C" || a === "3-phase power" ? a : a.toLowerCase()));
  const features = `${BUSINESS_DETAILS[f.type]}${shown.length > 0 ? ` Features include ${listPhrase(shown)}.` : ""}`;
  const paragraphs = [intro, features];
  if (rng.chance(0.75)) paragraphs.push(locationParagraph(rng, placeName(f.place, f.area), f.area));
  if (rng.chance(0.8)) paragraphs.push(termsParagraph(rng, f, false));
  return paragraphs.join("\n\n");
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}
