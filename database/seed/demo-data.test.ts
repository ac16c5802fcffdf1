import { describe, expect, it } from "vitest";
import { type DemoData, generateDemoData, listingChunks, listings, projects } from "./demo-data.ts";
import { BASE_DATE } from "./generate/common.ts";
import { AREA_NAMES_AR } from "./generate/listing-text-ar.ts";
import { DEVELOPER_NAMES_AR } from "./generate/project-text-ar.ts";
import { AREA_PROFILES, COMMERCIAL_TYPES, PRICE_MODELS, PROJECT_DATA, RESIDENTIAL_TYPES } from "./reference-data.ts";
import {
  FLOOR_PLAN_LAYOUTS,
  LISTING_COMMERCIAL,
  LISTING_RESIDENTIAL_EXTERIOR,
  LISTING_RESIDENTIAL_INTERIOR,
  PROJECT_RENDERINGS,
  agentAvatar,
  areaImage,
  developerLogo,
} from "./media-catalog.ts";

const data = generateDemoData({ agencyDomain: "test-agency.ae" });
const BASE_MS = Date.parse(BASE_DATE);
const typeLabel = new Map(data.propertyTypes.map((t) => [t.id, t.label]));
const areaById = new Map(data.areas.map((a) => [a.id, a]));
const profileBySlug = new Map(AREA_PROFILES.map((p) => [p.slug, p]));

const share = <T>(rows: readonly T[], test: (row: T) => boolean) => rows.filter(test).length / rows.length;
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
/** Map.groupBy is Node 21+; the project targets Node 20. */
function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
const idsFromOne = (rows: readonly { id: number }[]) => rows.every((r, i) => r.id === i + 1);

function profileOf(areaId: number) {
  const slug = areaById.get(areaId)?.slug;
  const profile = slug ? profileBySlug.get(slug) : undefined;
  if (!profile) throw new Error(`no profile for area ${areaId}`);
  return profile;
}

/** AED per sq.ft of the residential sale listings of one area and type */
function salePsf(d: DemoData, areaSlug: string, type: string): number[] {
  const areaId = d.areas.find((a) => a.slug === areaSlug)?.id;
  return d.listings
    .filter((l) => l.area_id === areaId && l.listing_type === "SELL" && typeLabel.get(l.property_type_id) === type)
    .flatMap((l) => (l.price !== null && l.size_sqft ? [l.price / l.size_sqft] : []));
}

describe("determinism", () => {
  it("gives identical rows for the same seed", () => {
    expect(generateDemoData({ agencyDomain: "test-agency.ae" })).toEqual(data);
  });

  it("gives different rows for another seed", () => {
    const other = generateDemoData({ agencyDomain: "test-agency.ae", seed: 7 });
    expect(other.listings.map((l) => l.title)).not.toEqual(data.listings.map((l) => l.title));
    expect(other.areas).toEqual(data.areas);
  });

  it("does not depend on the total or on the chunk size", () => {
    expect(listings(40)).toEqual(data.listings.slice(0, 40));
    const rows = [];
    const photos = [];
    for (const chunk of listingChunks(data.listings.length, { chunkSize: 37 })) {
      rows.push(...chunk.listings);
      photos.push(...chunk.photos);
    }
    expect(rows).toEqual(data.listings);
    expect(photos).toEqual(data.listingPhotos);
    expect(projects(10)).toEqual(data.projects.slice(0, 10));
  });
});

describe("counts and identities", () => {
  it("has the minimum number of rows of each kind", () => {
    expect(data.areas.length).toBeGreaterThanOrEqual(28);
    expect(data.developers.length).toBeGreaterThanOrEqual(16);
    expect(data.agents.length).toBeGreaterThanOrEqual(14);
    expect(data.listings.length).toBeGreaterThanOrEqual(400);
    expect(data.projects.length).toBeGreaterThanOrEqual(48);
  });

  it("numbers every table from 1 without gaps", () => {
    for (const rows of Object.values(data)) expect(idsFromOne(rows)).toBe(true);
  });

  it("has unique slugs, references and permit numbers", () => {
    for (const rows of [data.areas, data.developers, data.agents, data.projects]) {
      expect(unique(rows.map((r) => r.slug))).toBe(true);
      for (const r of rows) expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(unique(data.listings.map((l) => l.reference))).toBe(true);
    expect(unique(data.listings.map((l) => l.permit_number))).toBe(true);
    for (const l of data.listings) {
      expect(l.reference).toMatch(l.listing_type === "SELL" ? /^AGY-S-\d{6}$/ : /^AGY-R-\d{6}$/);
      expect(l.permit_number).toMatch(/^\d{10}$/);
    }
    for (const p of data.projects) expect(p.permit_number).toMatch(/^\d{10}$/);
  });

  it("keeps slugs and names unique for thousands of projects", () => {
    const many = projects(2000);
    expect(unique(many.map((p) => p.slug))).toBe(true);
    expect(unique(many.map((p) => p.name))).toBe(true);
  });

  it("references only rows that exist", () => {
    const ids = (rows: readonly { id: number }[]) => new Set(rows.map((r) => r.id));
    const [areas, devs, agents, types, listingIds, projectIds] = [
      data.areas,
      data.developers,
      data.agents,
      data.propertyTypes,
      data.listings,
      data.projects,
    ].map(ids);
    for (const l of data.listings) {
      expect(areas?.has(l.area_id)).toBe(true);
      expect(types?.has(l.property_type_id)).toBe(true);
      if (l.developer_id !== null) expect(devs?.has(l.developer_id)).toBe(true);
      if (l.agent_id !== null) expect(agents?.has(l.agent_id)).toBe(true);
    }
    for (const p of data.projects) {
      expect(p.area_id !== null && areas?.has(p.area_id)).toBe(true);
      expect(p.developer_id !== null && devs?.has(p.developer_id)).toBe(true);
      expect(p.agent_id !== null && agents?.has(p.agent_id)).toBe(true);
    }
    for (const photo of data.listingPhotos) expect(listingIds?.has(photo.listing_id)).toBe(true);
    for (const photo of [...data.projectPhotos, ...data.floorPlans]) expect(projectIds?.has(photo.project_id)).toBe(true);
  });
});

describe("reference data", () => {
  it("has exactly the property types of §9, split by category", () => {
    const byCategory = (category: string) => data.propertyTypes.filter((t) => t.category === category).map((t) => t.label);
    expect(byCategory("Residential")).toEqual([...RESIDENTIAL_TYPES]);
    expect(byCategory("Commercial")).toEqual([...COMMERCIAL_TYPES]);
    expect(RESIDENTIAL_TYPES).toEqual(["Apartment", "Penthouse", "Villa", "Townhouse", "Duplex"]);
    expect(unique(data.propertyTypes.map((t) => t.sort_order))).toBe(true);
  });

  it("includes the well-known areas and developers with their images", () => {
    const areaNames = data.areas.map((a) => a.name).join("|");
    for (const name of [
      "Dubai Marina",
      "Downtown Dubai",
      "Palm Jumeirah",
      "JVC",
      "Business Bay",
      "Dubai Hills Estate",
      "JBR",
      "Deira",
      "Al Quoz",
    ]) {
      expect(areaNames).toContain(name);
    }
    const devNames = data.developers.map((d) => d.name);
    for (const name of ["Emaar Properties", "DAMAC Properties", "Nakheel", "Sobha Realty", "Binghatti Developers", "Omniyat"]) {
      expect(devNames).toContain(name);
    }
    for (const a of data.areas) {
      expect(a.image).toBe(areaImage(a.slug));
      expect(a.description.split(". ").length).toBeGreaterThanOrEqual(2);
    }
    for (const d of data.developers) expect(d.logo).toBe(developerLogo(d.slug));
  });

  it("gives agents UAE phones, agency e-mails, BRNs and language lists", () => {
    for (const a of data.agents) {
      expect(a.phone).toMatch(/^\+971 5[024568] \d{3} \d{4}$/);
      expect(a.email).toMatch(/^[a-z.]+@test-agency\.ae$/);
      expect(a.brn).toMatch(/^\d{5}$/);
      const languages: unknown = JSON.parse(a.languages);
      expect(Array.isArray(languages) && languages.length > 0).toBe(true);
      if (a.avatar !== null) expect(a.avatar).toBe(agentAvatar(a.slug));
    }
    expect(unique(data.agents.map((a) => a.brn))).toBe(true);
    expect(data.agents.filter((a) => !a.role?.trim()).map((a) => a.name)).toEqual([]);
    expect(data.agents.some((a) => a.avatar === null)).toBe(true);
  });
});

describe("listings", () => {
  it("mixes sale and rent, residential and commercial in the intended shares", () => {
    expect(share(data.listings, (l) => l.listing_type === "SELL")).toBeGreaterThan(0.5);
    expect(share(data.listings, (l) => l.listing_type === "SELL")).toBeLessThan(0.7);
    expect(share(data.listings, (l) => l.category === "Residential")).toBeGreaterThan(0.78);
    expect(share(data.listings, (l) => l.category === "Residential")).toBeLessThan(0.92);
    expect(share(data.listings, (l) => l.status === "INACTIVE")).toBeLessThan(0.08);
    expect(data.listings.some((l) => l.status === "INACTIVE")).toBe(true);
    expect(data.listings.some((l) => l.price === null)).toBe(true);
    expect(data.listings.some((l) => l.completion_status === "off-plan")).toBe(true);
  });

  it("copies the category from the property type and sizes homes by type", () => {
    for (const l of data.listings) {
      const label = typeLabel.get(l.property_type_id) ?? "";
      expect(l.category).toBe((RESIDENTIAL_TYPES as readonly string[]).includes(label) ? "Residential" : "Commercial");
      if (l.category === "Commercial") {
        expect(l.bedrooms).toBeNull();
        continue;
      }
      const bedrooms = l.bedrooms ?? -1;
      if (bedrooms === 0) expect(label).toBe("Apartment");
      if (label === "Villa") expect(bedrooms).toBeGreaterThanOrEqual(3);
      expect(bedrooms).toBeLessThanOrEqual(7);
      expect(l.bathrooms ?? 0).toBeGreaterThanOrEqual(1);
      expect(l.size_sqft ?? 0).toBeGreaterThanOrEqual(300);
      if (label === "Villa" || label === "Townhouse") expect(l.floor).toBeNull();
      else expect(l.floor).toMatch(/^(G|\d+)$/);
      if (l.listing_type === "RENT") expect(l.completion_status).toBe("ready");
      expect(l.build_year ?? 0).toBeGreaterThanOrEqual(2005);
      expect(l.build_year ?? 9999).toBeLessThanOrEqual(2026);
    }
  });

  it("asks for a deposit of 5% of the yearly rent, 10% when furnished", () => {
    for (const l of data.listings) {
      if (l.listing_type === "SELL" || l.price === null) {
        expect(l.deposit).toBeNull();
        continue;
      }
      expect(l.deposit).toBe(Math.round(l.price * (l.furnishing === "furnished" ? 0.1 : 0.05)));
    }
  });

  it("rounds sale prices to 5,000 and yearly rents to 1,000", () => {
    for (const l of data.listings) {
      if (l.price === null) continue;
      expect(l.price % (l.listing_type === "SELL" ? 5000 : 1000)).toBe(0);
    }
  });

  it("prices homes for sale within each area's level", () => {
    for (const l of data.listings) {
      if (l.category !== "Residential" || l.listing_type !== "SELL" || l.price === null || !l.size_sqft) continue;
      const { salePsf: band } = profileOf(l.area_id);
      const factor =
        PRICE_MODELS.typePriceFactor[(typeLabel.get(l.property_type_id) ?? "Apartment") as keyof typeof PRICE_MODELS.typePriceFactor];
      const psf = l.price / l.size_sqft;
      expect(psf).toBeGreaterThanOrEqual(band[0] * factor * 0.97);
      expect(psf).toBeLessThanOrEqual(band[1] * factor * 1.03);
    }
  });

  it("puts typical apartment prices where the market is", () => {
    const big = generateDemoData({ listings: 6000, projects: 0 });
    // AED per sq.ft, from the brief: Palm 3,500–6,000, Downtown 2,500–3,500, JVC 1,000–1,400, Dubai South 800–1,100
    const expected: [string, number, number][] = [
      ["palm-jumeirah", 3500, 6000],
      ["downtown-dubai", 2500, 3500],
      ["jumeirah-village-circle", 1000, 1400],
      ["dubai-south", 800, 1100],
    ];
    for (const [slug, low, high] of expected) {
      const psf = median(salePsf(big, slug, "Apartment"));
      expect(psf, slug).toBeGreaterThan(low);
      expect(psf, slug).toBeLessThan(high);
    }
    const jvcRents = big.listings.filter(
      (l) =>
        l.area_id === 4 &&
        l.listing_type === "RENT" &&
        l.bedrooms === 1 &&
        l.furnishing === "unfurnished" &&
        typeLabel.get(l.property_type_id) === "Apartment",
    );
    // A JVC one-bedroom lets for roughly AED 55,000–100,000 a year.
    const rent = median(jvcRents.flatMap((l) => (l.price === null ? [] : [l.price])));
    expect(rent).toBeGreaterThan(55_000);
    expect(rent).toBeLessThan(100_000);
  });

  it("dates listings within the 18 months before the base date", () => {
    const earliest = BASE_MS - 549 * 86_400_000;
    for (const l of data.listings) {
      const created = Date.parse(l.created_at);
      const updated = Date.parse(l.updated_at);
      expect(created).toBeGreaterThanOrEqual(earliest);
      expect(updated).toBeGreaterThanOrEqual(created);
      expect(updated).toBeLessThanOrEqual(BASE_MS);
      expect(l.created_at).toBe(new Date(created).toISOString());
    }
  });

  it("lists amenities as a JSON array and locates listings near their area", () => {
    for (const l of data.listings) {
      const amenities: unknown = JSON.parse(l.amenities);
      expect(Array.isArray(amenities)).toBe(true);
      const { lat, lng } = profileOf(l.area_id);
      expect(Math.abs((l.latitude ?? 0) - lat)).toBeLessThan(0.06);
      expect(Math.abs((l.longitude ?? 0) - lng)).toBeLessThan(0.06);
    }
  });

  it("writes titles and 2–4 paragraph descriptions", () => {
    for (const l of data.listings) {
      expect(l.title.length).toBeGreaterThan(10);
      expect(l.title.length).toBeLessThanOrEqual(120);
      expect(l.title).not.toMatch(/ {2}|\| \||^\||\|$/);
      const paragraphs = l.description.split("\n\n");
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
    }
    expect(unique(data.listings.map((l) => l.title))).toBe(false); // sanity: the check above ran on real text
    expect(new Set(data.listings.map((l) => l.title)).size).toBeGreaterThan(data.listings.length * 0.8);
  });

  it("writes every listing an Arabic title and description (issue 43): Arabic words, Western digits, prices in درهم", () => {
    const arabic = /[\u0600-\u06FF]/;
    for (const l of data.listings) {
      const title = l.title_ar ?? "";
      expect(title).toMatch(arabic);
      expect(title.length).toBeLessThanOrEqual(120);
      // area names are written in Arabic in titles: no Latin word (a plot's "G+12" permission is one letter)
      expect(title).not.toMatch(/[A-Za-z]{2}/);
      expect(title).not.toMatch(/ {2}|\| \||^\||\|$/);
      const paragraphs = (l.description_ar ?? "").split("\n\n");
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      expect(l.description_ar).not.toMatch(/[\u0660-\u0669]/);
      if (l.price !== null && /السعر المطلوب|الإيجار السنوي/.test(l.description_ar ?? ""))
        expect(l.description_ar).toContain(`${l.price.toLocaleString("en-US")} درهم`);
    }
    expect(data.listings.some((l) => l.title_ar?.includes("بغرفتي نوم"))).toBe(true);
    expect(new Set(data.listings.map((l) => l.title_ar)).size).toBeGreaterThan(data.listings.length * 0.7);
    for (const area of AREA_PROFILES) expect(AREA_NAMES_AR[area.slug], area.slug).toMatch(arabic);
  });

  it("writes every project an Arabic description with its price in درهم and an Arabic handover month; names stay the brand's", () => {
    for (const p of data.projects) {
      expect(p.name_ar).toBeNull();
      const text = p.description_ar ?? "";
      expect(text.split("\n\n")).toHaveLength(3);
      expect(text).toContain(p.name);
      expect(text).toContain(`${(p.price_from ?? 0).toLocaleString("en-US")} درهم`);
      expect(text).toMatch(/(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}/);
    }
    for (const d of data.developers) expect(DEVELOPER_NAMES_AR[d.slug], d.slug).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("photos", () => {
  it("gives each listing 5–9 catalogued photos: an exterior first for homes", () => {
    const byListing = groupBy(data.listingPhotos, (p) => p.listing_id);
    for (const l of data.listings) {
      const photos = byListing.get(l.id) ?? [];
      expect(photos.length).toBeGreaterThanOrEqual(5);
      expect(photos.length).toBeLessThanOrEqual(9);
      expect(photos.map((p) => p.position)).toEqual(photos.map((_, i) => i));
      expect(unique(photos.map((p) => p.url))).toBe(true);
      const urls = photos.map((p) => p.url);
      if (l.category === "Commercial") {
        for (const url of urls) expect(LISTING_COMMERCIAL).toContain(url);
      } else {
        expect(LISTING_RESIDENTIAL_EXTERIOR).toContain(urls[0]);
        for (const url of urls.slice(1)) expect(LISTING_RESIDENTIAL_INTERIOR).toContain(url);
      }
    }
    const covers = new Set(data.listingPhotos.filter((p) => p.position === 0).map((p) => p.url));
    expect(covers.size).toBeGreaterThan(20);
  });

  it("uses only catalogued renderings (a villa launch's cover: a catalogued house) and floor plan layouts for projects", () => {
    const byProject = groupBy(data.projectPhotos, (p) => p.project_id);
    for (const p of data.projects) {
      const photos = byProject.get(p.id) ?? [];
      expect(photos.length).toBeGreaterThanOrEqual(4);
      expect(photos.length).toBeLessThanOrEqual(7);
      const [cover, ...rest] = photos;
      expect([...PROJECT_RENDERINGS, ...LISTING_RESIDENTIAL_EXTERIOR]).toContain(cover?.url);
      for (const photo of rest) expect(PROJECT_RENDERINGS).toContain(photo.url);
    }
    for (const plan of data.floorPlans) expect(FLOOR_PLAN_LAYOUTS).toContain(plan.layout);
  });
});

describe("projects", () => {
  it("has payment plans that sum to exactly 100", () => {
    for (const plan of PROJECT_DATA.paymentPlans) expect(plan.reduce((a, b) => a + b, 0)).toBe(100);
    for (const p of data.projects) {
      expect((p.pp_first_installment ?? 0) + (p.pp_under_construction ?? 0) + (p.pp_on_handover ?? 0) + (p.pp_post_handover ?? 0)).toBe(
        100,
      );
    }
    expect(data.projects.some((p) => (p.pp_post_handover ?? 0) > 0)).toBe(true);
  });

  it("launches in 2024–2026 and hands over between 2026-12 and 2030-12", () => {
    for (const p of data.projects) {
      expect(p.launch_date).toMatch(/^202[4-6]-\d{2}-\d{2}$/);
      expect(p.launch_date <= BASE_DATE.slice(0, 10)).toBe(true);
      expect(p.handover).toMatch(/^\d{4}-\d{2}$/);
      expect((p.handover ?? "") >= "2026-12" && (p.handover ?? "") <= "2030-12").toBe(true);
      expect((p.handover ?? "") > p.launch_date.slice(0, 7)).toBe(true);
      expect(p.region_name).toMatch(/, Dubai$/);
      expect(JSON.parse(p.house_types)).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(p.escrow_account).toMatch(/ – \d{13}$/);
    }
  });

  it("has floor plans priced from price_from up, rising with size, within the size range", () => {
    const byProject = groupBy(data.floorPlans, (f) => f.project_id);
    let withoutPlans = 0;
    for (const p of data.projects) {
      expect(p.bedroom_min ?? 0).toBeLessThanOrEqual(p.bedroom_max ?? 0);
      expect(p.size_min ?? 0).toBeLessThan(p.size_max ?? 0);
      const plans = byProject.get(p.id) ?? [];
      if (plans.length === 0) withoutPlans++;
      expect(plans.length).toBeLessThanOrEqual(5);
      let previous: { price: number; size: number } | undefined;
      for (const plan of plans) {
        const price = plan.price ?? 0;
        const size = plan.size_sqft ?? 0;
        expect(price).toBeGreaterThanOrEqual(p.price_from ?? Infinity);
        expect(size).toBeGreaterThanOrEqual(p.size_min ?? Infinity);
        expect(size).toBeLessThanOrEqual(p.size_max ?? 0);
        expect(plan.title).toMatch(/^(Studio|\d Bedroom)( \w+)? – Type [AB]$/);
        if (previous) {
          expect(size).toBeGreaterThanOrEqual(previous.size);
          expect(price).toBeGreaterThan(previous.price);
        }
        previous = { price, size };
      }
    }
    expect(withoutPlans).toBeGreaterThan(0);
    expect(withoutPlans).toBeLessThan(data.projects.length / 4);
  });
});

describe("scale", () => {
  // How fast it is belongs to `npm run bench`, not to a test: here, that a large stock comes in bounded chunks.
  it("generates a large stock in chunks of at most chunkSize listings, each with its photos", () => {
    let count = 0;
    let chunks = 0;
    for (const chunk of listingChunks(30_000, { chunkSize: 5000 })) {
      chunks += 1;
      count += chunk.listings.length;
      expect(chunk.listings.length).toBeLessThanOrEqual(5000);
      const ids = new Set(chunk.listings.map((l) => l.id));
      expect(chunk.photos.every((p) => ids.has(p.listing_id))).toBe(true);
      expect(chunk.photos.length).toBeGreaterThanOrEqual(chunk.listings.length * 5);
    }
    expect(count).toBe(30_000);
    expect(chunks).toBe(6);
  }, 60_000);
});
