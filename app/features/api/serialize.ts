import type { z } from "zod";
import type { AreaSummary, DeveloperSummary } from "#app/features/directory/queries.server.ts";
import type { PublicAgent } from "#app/utils/agent.ts";
import type { ListingDetail, ListingSummary, PropertyTypeGroup } from "#app/features/listings/types.ts";
import type { ProjectDetail, ProjectSummary } from "#app/features/projects/types.ts";
import type {
  AreaItem,
  DeveloperItem,
  ProjectDetailItem,
  ProjectItem,
  PropertyDetailItem,
  PropertyItem,
  PropertyTypesResponse,
  PublicAgentItem,
} from "./shapes.ts";
import type { ApiLanguage } from "./params.ts";

/** Maps the query layer's shapes to the old API's field names (spec §3, §7). */

const isFurnished = (f: string | null) => (f === null ? null : f !== "unfurnished");

export function areaItem(a: AreaSummary): z.infer<typeof AreaItem> {
  return { id: a.id, name: a.name, imgUrl: a.image };
}

export function developerItem(d: DeveloperSummary): z.infer<typeof DeveloperItem> {
  return { id: d.id, name: d.name, description: d.description, logoUrl: d.logo };
}

export function agentItem(a: PublicAgent): z.infer<typeof PublicAgentItem> {
  return { id: a.id, name: a.name, role: a.role, avatar: a.avatar, phone: a.phone, email: a.email, brn: a.brn };
}

/** A text in the asked language: the Arabic version where the row has one (issue 43), else the English. */
const inLanguage = (lang: ApiLanguage, english: string, arabic: string | null | undefined) => (lang === "ar" && arabic ? arabic : english);

export function propertyItem(l: ListingSummary, lang: ApiLanguage = "en"): z.infer<typeof PropertyItem> {
  return {
    id: l.id,
    reference: l.reference,
    title: inLanguage(lang, l.title, l.titleAr),
    listingType: l.listingType,
    category: l.category,
    price: l.price,
    pricePerSqft: l.pricePerSqft,
    photos: l.photos,
    area: { id: l.areaId, name: l.areaName },
    community: l.community,
    subCommunity: l.subCommunity,
    developer: l.developerId !== null && l.developerName !== null ? { id: l.developerId, name: l.developerName } : null,
    property_type: l.propertyType,
    bedRooms: l.bedrooms,
    bathrooms: l.bathrooms,
    size: l.sizeSqft,
    createdAt: l.createdAt,
  };
}

export function propertyDetailItem(l: ListingDetail, lang: ApiLanguage = "en"): z.infer<typeof PropertyDetailItem> {
  return {
    ...propertyItem(l, lang),
    description: inLanguage(lang, l.description, l.descriptionAr),
    permitNumber: l.permitNumber,
    // HELD listings never reach the API (it answers ACTIVE ones only); the public schema knows two states
    status: l.status === "ACTIVE" ? "ACTIVE" : "INACTIVE",
    deposit: l.deposit,
    completionStatus: l.completionStatus,
    buildYear: l.buildYear,
    isFurnished: isFurnished(l.furnishing),
    furnishing: l.furnishing,
    parking: l.parking,
    floor: l.floor,
    amenities: l.amenities,
    location: { latitude: l.latitude, longitude: l.longitude },
    agent: l.agent ? { name: l.agent.name, avatar: l.agent.avatar, phone: l.agent.phone, email: l.agent.email, brn: l.agent.brn } : null,
  };
}

export function projectItem(p: ProjectSummary, lang: ApiLanguage = "en"): z.infer<typeof ProjectItem> {
  const name = inLanguage(lang, p.name, p.nameAr);
  return {
    id: p.id,
    title: name,
    name,
    regionName: p.regionName,
    photos: p.photos,
    area: p.area,
    price: p.priceFrom,
    propertyTypes: p.houseTypes,
    houseType: p.houseTypes,
    developer: p.developer,
    launchDate: p.launchDate,
    newParameter: { handoverTime: p.handover },
    newParam: {
      handoverTime: p.handover,
      bedroomMin: p.bedroomMin,
      bedroomMax: p.bedroomMax,
      size_min: null,
      size_max: null,
      bathRooms: null,
      parking: null,
      totalFloor: null,
    },
  };
}

export function projectDetailItem(p: ProjectDetail, lang: ApiLanguage = "en"): z.infer<typeof ProjectDetailItem> {
  const base = projectItem(p, lang);
  return {
    ...base,
    newParam: {
      ...base.newParam,
      size_min: p.sizeMin,
      size_max: p.sizeMax,
      bathRooms: p.bathrooms,
      parking: p.parking,
      totalFloor: p.totalFloors,
    },
    description: inLanguage(lang, p.description, p.descriptionAr),
    isFurniture: isFurnished(p.furnishing),
    furnishing: p.furnishing,
    permitNumber: p.permitNumber,
    escrowAccount: p.escrowAccount,
    agent: p.agent ? agentItem(p.agent) : null,
    floor_plans: p.floorPlans.map((f) => ({ id: f.id, title: f.title, layout: f.layout, price: f.price, size: f.sizeSqft })),
    payment_planParam: {
      first_installment: p.paymentPlan.firstInstallment,
      under_construction: p.paymentPlan.underConstruction,
      on_handover: p.paymentPlan.onHandover,
      post_handover: p.paymentPlan.postHandover,
    },
  };
}

export function propertyTypesMap(groups: PropertyTypeGroup[]): z.infer<typeof PropertyTypesResponse> {
  return Object.fromEntries(groups.map((g) => [g.category, g.types.map((t) => ({ label: t.label }))]));
}
