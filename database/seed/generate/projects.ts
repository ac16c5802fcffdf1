/**
 * Off-plan projects: the curated launches, then invented ones, with photos, floor plans and payment plans.
 */
import type { Furnishing } from "#app/db/schema.ts";
import type { ProjectRow } from "../demo-data.ts";
import { floorPlanLayout, PROJECT_RENDERINGS } from "../media-catalog.ts";
import { deriveSeed, Rng } from "../random.ts";
import { type AreaProfile, type CuratedProject, DEVELOPER_PROFILES, PROJECT_DATA, type ResidentialType } from "../reference-data.ts";
import { BASE_MS, DAY_MS, floorTo, formatNumber, isoDate, pad, permitNumber, roundTo, slugify, Stream } from "./common.ts";
import { bedWords, listPhrase } from "./listing-text.ts";
import { projectDescriptionAr } from "./project-text-ar.ts";
import { ALWAYS_ACTIVE } from "./listings.ts";
import { isVillaType, SIZE_BANDS, sizeBand, TYPE_PRICE_FACTOR } from "./pricing.ts";
import { AGENT_POOLS, areaIdOf, areaProfile, developerIdOf, developerProfile, tableFor } from "./reference.ts";

// ─────────────────────────────── off-plan projects ───────────────────────────────

export const {
  curated: CURATED_PROJECTS,
  nameWords: NAME_WORDS,
  towerWords: TOWER_WORDS,
  villaWords: VILLA_WORDS,
  paymentPlans: PAYMENT_PLANS,
  escrowBanks: ESCROW_BANKS,
} = PROJECT_DATA;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

interface PlanSpec {
  title: string;
  bedrooms: number;
  layout: string;
  size: number;
  price: number;
}

interface ProjectBundle {
  row: ProjectRow;
  photos: readonly string[];
  plans: readonly PlanSpec[];
}

/** Beyond the curated list, projects are invented per developer; names are made unique by the caller. */
export function inventProject(rng: Rng): CuratedProject {
  const developer = rng.pick(DEVELOPER_PROFILES);
  const areaSlug = rng.pick(developer.areas);
  const area = areaProfile(areaIdOf(areaSlug));
  const houses = area.villas.length > 0 && (area.apartments.length === 0 || rng.chance(0.35));
  const word = rng.pick(NAME_WORDS);
  const name = `${developer.brand} ${word} ${rng.pick(houses ? VILLA_WORDS : TOWER_WORDS)}`;
  if (houses) {
    const types: ResidentialType[] = area.homes.Villa ? (area.homes.Townhouse ? ["Townhouse", "Villa"] : ["Villa"]) : ["Townhouse"];
    const low = types[0] === "Villa" ? rng.int(3, 4) : rng.int(2, 3);
    return {
      developer: developer.slug,
      name,
      area: areaSlug,
      types,
      bedrooms: [low, low + rng.int(1, 2)],
      floors: rng.int(2, 3),
      furnished: false,
    };
  }
  const low = rng.int(0, 2);
  const high = Math.min(4, low + rng.int(1, 3));
  // A penthouse is the top layout of a tower, so only towers that reach 3 bedrooms get one.
  const penthouses = high >= 3 && area.salePsf[0] >= 1800 && rng.chance(0.4);
  const floors = Math.max(4, Math.round(area.maxFloor * rng.range(0.3, 0.9)));
  return {
    developer: developer.slug,
    name,
    area: areaSlug,
    types: penthouses ? ["Apartment", "Penthouse"] : ["Apartment"],
    bedrooms: [low, high],
    floors,
    furnished: developer.premium >= 1.3,
  };
}

/**
 * The unit type of each bedroom count in a project: in mixed projects the
 * largest layouts are penthouses (towers) or villas (communities).
 */
function unitType(project: CuratedProject, bedrooms: number): ResidentialType {
  const [low, high] = project.bedrooms;
  const types = project.types;
  if (types.length === 1) return types[0] ?? "Apartment";
  if (types.includes("Penthouse")) return bedrooms === high && bedrooms >= 2 ? "Penthouse" : "Apartment";
  if (types.includes("Villa") && types.includes("Townhouse")) return bedrooms <= low + Math.floor((high - low) / 2) ? "Townhouse" : "Villa";
  if (types.includes("Townhouse")) return bedrooms >= 3 ? "Townhouse" : "Apartment";
  return types[0] ?? "Apartment";
}

function clampBedrooms(type: ResidentialType, bedrooms: number): number {
  const keys = Object.keys(SIZE_BANDS[type]).map(Number);
  return Math.min(Math.max(bedrooms, Math.min(...keys)), Math.max(...keys));
}

function planTitle(type: ResidentialType, bedrooms: number, variant: "a" | "b"): string {
  const letter = variant === "a" ? "A" : "B";
  const rooms = bedrooms === 0 ? "Studio" : `${bedrooms} Bedroom`;
  const kind = type === "Apartment" ? "" : ` ${type}`;
  return `${rooms}${kind} – Type ${letter}`;
}

function projectPlans(rng: Rng, project: CuratedProject, area: AreaProfile, psf: number): PlanSpec[] {
  // A few launches publish no floor plans yet; the page hides the section then.
  if (rng.chance(0.08)) return [];
  const configs: { bedrooms: number; type: ResidentialType; variant: "a" | "b" }[] = [];
  for (let b = project.bedrooms[0]; b <= project.bedrooms[1]; b++) {
    const type = unitType(project, b);
    for (const variant of ["a", "b"] as const) configs.push({ bedrooms: clampBedrooms(type, b), type, variant });
  }
  const count = Math.min(configs.length, rng.int(1, 5));
  const chosen = rng
    .sample(
      configs.map((_, i) => i),
      count,
    )
    .sort((x, y) => x - y);
  const plans: PlanSpec[] = [];
  let lastPrice = 0;
  for (const index of chosen) {
    const config = configs[index];
    if (!config) continue;
    const [min, max] = sizeBand(config.type, config.bedrooms, area.villaSize);
    const mid = (min + max) / 2;
    const size = Math.round(config.variant === "a" ? rng.range(min, mid) : rng.range(mid, max));
    // Strictly rising with size, even where rounding would make two layouts equal.
    const price = Math.max(roundTo(size * psf * TYPE_PRICE_FACTOR[config.type], 10_000), lastPrice + 10_000);
    lastPrice = price;
    plans.push({
      title: planTitle(config.type, config.bedrooms, config.variant),
      bedrooms: config.bedrooms,
      layout: floorPlanLayout(config.bedrooms, config.variant),
      size,
      price,
    });
  }
  return plans;
}

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);
const monthText = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1, 2)}`;

function projectDescription(
  rng: Rng,
  p: CuratedProject,
  area: AreaProfile,
  row: Omit<ProjectRow, "description" | "description_ar">,
): string {
  const developer = developerProfile(developerIdOf(p.developer));
  const houses = p.types.every(isVillaType);
  const [low, high] = p.bedrooms;
  const rooms = low === high ? bedWords(low) : `${low === 0 ? "studio" : `${low}-bedroom`} to ${high}-bedroom`;
  const typesText = listPhrase(p.types.map((t) => `${t.toLowerCase()}s`));
  const intro = houses
    ? `${p.name} is a gated community of ${rooms} ${typesText} by ${developer.name} in ${area.name}. Homes are arranged along landscaped streets with parks, walking trails and play areas.`
    : `${p.name} is a ${p.floors}-storey residential tower by ${developer.name} in ${area.name}, offering ${rooms} ${typesText}. ${rng.pick(
        [
          "Its façade and lobby are designed to stand out on the skyline.",
          "Every home has a balcony and large windows framing the views.",
          "The design balances efficient layouts with generous shared amenities.",
        ],
      )}`;
  const amenities = rng.sample(
    houses
      ? [
          "a community pool",
          "a clubhouse",
          "a gym",
          "cycling tracks",
          "a retail centre",
          "kids' play areas",
          "tennis courts",
          "barbecue areas",
        ]
      : [
          "an infinity pool",
          "a fully equipped gym",
          "a residents' lounge",
          "a kids' club",
          "a rooftop terrace",
          "co-working space",
          "a spa",
          "24-hour concierge",
        ],
    4,
  );
  const lifestyle = `Residents will enjoy ${listPhrase(amenities)}. ${area.name} puts ${rng.pick(area.nearby)} within a short drive.`;
  const [year, month] = (row.handover ?? "2028-12").split("-").map(Number);
  const handoverText = `${MONTHS[(month ?? 12) - 1]} ${year}`;
  const plan = [row.pp_first_installment, row.pp_under_construction, row.pp_on_handover, row.pp_post_handover];
  const planText = plan[3]
    ? `${plan[0]}% on booking, ${plan[1]}% during construction, ${plan[2]}% on handover and ${plan[3]}% after handover`
    : `${plan[0]}/${plan[1]}/${plan[2]}`;
  const terms =
    `Prices start from AED ${formatNumber(row.price_from ?? 0)} with a ${planText} payment plan, and handover is expected in ${handoverText}. ` +
    `Payments are made into the project's escrow account as required by Dubai law.`;
  return [intro, lifestyle, terms].join("\n\n");
}

export function makeProject(id: number, seed: number, p: CuratedProject): ProjectBundle {
  const rng = new Rng(deriveSeed(seed, Stream.Project, id));
  const areaId = areaIdOf(p.area);
  const area = areaProfile(areaId);
  const developer = developerProfile(developerIdOf(p.developer));
  // Launch prices sit at the upper half of the area's resale range, plus the developer's premium.
  const psf = rng.range((area.salePsf[0] + area.salePsf[1]) / 2, area.salePsf[1]) * developer.premium;
  const plans = projectPlans(rng, p, area, psf);
  const lowType = unitType(p, p.bedrooms[0]);
  const highType = unitType(p, p.bedrooms[1]);
  const lowBand = sizeBand(lowType, clampBedrooms(lowType, p.bedrooms[0]), area.villaSize);
  const highBand = sizeBand(highType, clampBedrooms(highType, p.bedrooms[1]), area.villaSize);
  const sizeMin = Math.min(Math.round(lowBand[0] * rng.range(1, 1.05)), ...plans.map((x) => x.size));
  const sizeMax = Math.max(Math.round(highBand[1] * rng.range(0.9, 1)), ...plans.map((x) => x.size));
  const minFactor = Math.min(...p.types.map((t) => TYPE_PRICE_FACTOR[t]));
  const fromPrice = floorTo(sizeMin * psf * minFactor, 10_000);
  const priceFrom = Math.min(fromPrice, ...plans.map((x) => x.price));
  const launch = Date.UTC(2024, 0, 1) + rng.int(0, 1018) * DAY_MS; // 2024-01-01 … 2026-10-15
  const launchDate = isoDate(launch).slice(0, 10);
  const launchMonth = monthIndex(Number(launchDate.slice(0, 4)), Number(launchDate.slice(5, 7)));
  const earliest = Math.max(monthIndex(2026, 12), launchMonth + 24);
  const latest = Math.min(monthIndex(2030, 12), launchMonth + 54);
  const handover = monthText(rng.int(earliest, latest));
  const [first, during, onHandover, post] = rng.pick(PAYMENT_PLANS);
  const houses = p.types.every(isVillaType);
  const created = launch + rng.int(8, 20) * 3_600_000;
  const updated = created + rng.int(0, Math.max(0, Math.floor((BASE_MS - created) / 1000))) * 1000;
  const furnishing: Furnishing = p.furnished
    ? "furnished"
    : houses
      ? "unfurnished"
      : rng.weighted([
          ["unfurnished", 70],
          ["semi-furnished", 20],
          ["furnished", 10],
        ] as const);
  const base: Omit<ProjectRow, "description" | "description_ar"> = {
    id,
    slug: slugify(p.name),
    name: p.name,
    // a project keeps its brand name in Arabic text too (no transliteration)
    name_ar: null,
    region_name: `${area.name.replace(/ \(.*\)$/, "")}, Dubai`,
    area_id: areaId,
    developer_id: developerIdOf(p.developer),
    agent_id: rng.weighted(tableFor(AGENT_POOLS.offplan, areaId)),
    status: rng.chance(0.04) && id > ALWAYS_ACTIVE ? "INACTIVE" : "ACTIVE",
    price_from: priceFrom,
    house_types: JSON.stringify(p.types),
    handover,
    bedroom_min: p.bedrooms[0],
    bedroom_max: p.bedrooms[1],
    size_min: sizeMin,
    size_max: sizeMax,
    bathrooms: p.bedrooms[1] === 0 ? 1 : Math.min(8, p.bedrooms[1] + 1),
    parking: houses ? (p.bedrooms[1] >= 5 ? 4 : 2) : p.bedrooms[1] >= 3 ? 2 : 1,
    total_floors: p.floors,
    furnishing,
    pp_first_installment: first,
    pp_under_construction: during,
    pp_on_handover: onHandover,
    pp_post_handover: post,
    permit_number: permitNumber("65", id),
    escrow_account: `${rng.pick(ESCROW_BANKS)} – ${pad(rng.int(0, 999_999), 6)}${pad(rng.int(0, 9_999_999), 7)}`,
    launch_date: launchDate,
    created_at: isoDate(created),
    updated_at: isoDate(updated),
  };
  const photoRng = new Rng(deriveSeed(seed, Stream.ProjectPhotos, id));
  const photos = photoRng.sample(PROJECT_RENDERINGS, photoRng.int(4, 7));
  const arabic = new Rng(deriveSeed(seed, Stream.ProjectArabic, id));
  const description_ar = projectDescriptionAr(arabic, p, area, developer, base);
  return { row: { ...base, description: projectDescription(rng, p, area, base), description_ar }, photos, plans };
}
