import type { Locale } from "#app/i18n/locale.ts";
import type { Furnishing, ListingStatus } from "#app/db/schema.ts";
import type { PublicAgent } from "#app/utils/agent.ts";

/** spec §9: projects per list page (the query layer pages by it; list meta numbers items with it) */
export const PAGE_SIZE_PROJECTS = 10;

/** How a project list is ordered. */
export const PROJECT_SORTS = ["newest-launch", "price_asc", "price_desc", "handover"] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/**
 * What a caller (a page or the public JSON API) may ask of the project list.
 * Every field is optional except the order; absent means "no restriction".
 */
export interface ProjectQuery {
  /** defaults to ACTIVE */
  status?: ListingStatus;
  /** case-insensitive "contains" on the project name */
  name?: string;
  /** on price_from, AED */
  minPrice?: number;
  maxPrice?: number;
  developerIds?: number[];
  areaId?: number;
  agentId?: number;
  /** projects whose bedroom_min..bedroom_max range contains it (0 = studio) */
  bedrooms?: number;
  handoverYear?: number;
  /** handing over in this year or before (issue 21: "handover by 2028") */
  handoverBy?: number;
  /** a payment plan with at least this share (%) after handover; 1 = any post-handover share */
  minPostHandover?: number;
  /** a first installment of at most this share (%) */
  maxFirstInstallment?: number;
  /** launch_date bounds, YYYY-MM-DD, inclusive */
  launchedFrom?: string;
  launchedTo?: string;
  sort: ProjectSort;
}

export interface Paging {
  /** 1-based */
  page: number;
  size: number;
}

/** A project as cards and list answers show it. */
export interface ProjectSummary {
  id: number;
  slug: string;
  name: string;
  /** the Arabic name, when the data has one (issue 43); else Arabic pages show `name` */
  nameAr?: string | null;
  regionName: string | null;
  area: { id: number; name: string } | null;
  developer: { id: number; name: string } | null;
  priceFrom: number | null;
  houseTypes: string[];
  /** YYYY-MM */
  handover: string | null;
  bedroomMin: number | null;
  bedroomMax: number | null;
  /** YYYY-MM-DD */
  launchDate: string;
  /** payment plan shares (%): first installment, during construction, on handover, after handover */
  plan: { first: number | null; construction: number | null; onHandover: number | null; postHandover: number | null };
  /** first photos in order (at most PHOTOS_PER_CARD) */
  photos: string[];
}

export interface ProjectFloorPlan {
  id: number;
  title: string;
  layout: string;
  price: number | null;
  sizeSqft: number | null;
}

export interface ProjectPaymentPlan {
  firstInstallment: number | null;
  underConstruction: number | null;
  onHandover: number | null;
  postHandover: number | null;
}

export interface ProjectDetail extends Omit<ProjectSummary, "photos"> {
  description: string;
  /** the Arabic description, when the data has one (issue 43) */
  descriptionAr?: string | null;
  sizeMin: number | null;
  sizeMax: number | null;
  bathrooms: number | null;
  parking: number | null;
  totalFloors: number | null;
  furnishing: Furnishing | null;
  permitNumber: string;
  escrowAccount: string | null;
  photos: string[];
  floorPlans: ProjectFloorPlan[];
  paymentPlan: ProjectPaymentPlan;
  agent: PublicAgent | null;
  updatedAt: string;
}

export interface DeveloperOption {
  id: number;
  name: string;
}

/** A project summary for a page in `locale`: an English page gets no Arabic name (issue 22: the loader data is part of the page). */
export function localeProjectSummary<T extends { nameAr?: string | null }>(
  { nameAr, ...project }: T,
  locale: Locale,
): Omit<T, "nameAr"> & { nameAr?: string | null } {
  return locale === "ar" && nameAr ? { ...project, nameAr } : project;
}
