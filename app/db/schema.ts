import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/**
 * The database as Kysely sees it. One schema for SQLite and PostgreSQL:
 * timestamps are ISO-8601 text and lists are JSON text so both engines
 * return the same JavaScript values (see docs/decisions/002-portable-schema.md).
 */
export interface Database {
  areas: AreaTable;
  developers: DeveloperTable;
  agents: AgentTable;
  property_types: PropertyTypeTable;
  listings: ListingTable;
  listing_photos: ListingPhotoTable;
  projects: ProjectTable;
  project_photos: ProjectPhotoTable;
  floor_plans: FloorPlanTable;
  leads: LeadTable;
}

type Id = Generated<number>;
/** ISO-8601 UTC text, e.g. 2026-11-22T04:03:00.000Z */
type IsoTime = string;

export type ListingType = "SELL" | "RENT";
/** HELD: stored from a feed but not published (no valid permit, decision 010) */
export type ListingStatus = "ACTIVE" | "INACTIVE" | "HELD";
export type PropertyCategory = "Residential" | "Commercial";
export type Furnishing = "furnished" | "semi-furnished" | "unfurnished";
export type CompletionStatus = "ready" | "off-plan";

export interface AreaTable {
  id: Id;
  slug: string;
  name: string;
  description: string;
  /** public URL of the photo, or null for the placeholder */
  image: string | null;
}

export interface DeveloperTable {
  id: Id;
  slug: string;
  name: string;
  description: string;
  logo: string | null;
}

export interface AgentTable {
  id: Id;
  slug: string;
  name: string;
  role: string | null;
  avatar: string | null;
  phone: string;
  email: string;
  /** RERA Broker Registration Number */
  brn: string;
  /** JSON array of language names */
  languages: string;
  sort_order: number;
}

export interface PropertyTypeTable {
  id: Id;
  category: PropertyCategory;
  label: string;
  sort_order: number;
}

export interface ListingTable {
  id: Id;
  reference: string;
  /** Trakheesi (DLD/RERA) advertising permit number */
  permit_number: string;
  title: string;
  description: string;
  listing_type: ListingType;
  status: ListingStatus;
  /** AED; yearly rent for RENT listings; null = "Not specified" */
  price: number | null;
  /** AED, rent only */
  deposit: number | null;
  area_id: number;
  community: string | null;
  sub_community: string | null;
  developer_id: number | null;
  property_type_id: number;
  /** denormalised from property_types.category so list filters need no join */
  category: PropertyCategory;
  /** 0 = studio */
  bedrooms: number | null;
  bathrooms: number | null;
  size_sqft: number | null;
  /** rent only: how many cheques the yearly rent is paid in (1–12); null = not stated */
  cheques: number | null;
  furnishing: Furnishing | null;
  parking: number | null;
  floor: string | null;
  completion_status: CompletionStatus | null;
  build_year: number | null;
  /** JSON array of amenity names */
  amenities: string;
  latitude: number | null;
  longitude: number | null;
  agent_id: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ListingPhotoTable {
  id: Id;
  listing_id: number;
  position: number;
  url: string;
}

export interface ProjectTable {
  id: Id;
  slug: string;
  name: string;
  region_name: string | null;
  area_id: number | null;
  developer_id: number | null;
  agent_id: number | null;
  status: ListingStatus;
  /** "Prices from", AED */
  price_from: number | null;
  /** JSON array, e.g. ["Apartment","Penthouse"] */
  house_types: string;
  /** "YYYY-MM" */
  handover: string | null;
  bedroom_min: number | null;
  bedroom_max: number | null;
  size_min: number | null;
  size_max: number | null;
  bathrooms: number | null;
  parking: number | null;
  total_floors: number | null;
  furnishing: Furnishing | null;
  description: string;
  /** payment plan percentages; they sum to 100 */
  pp_first_installment: number | null;
  pp_under_construction: number | null;
  pp_on_handover: number | null;
  pp_post_handover: number | null;
  permit_number: string;
  escrow_account: string | null;
  /** "YYYY-MM-DD" */
  launch_date: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ProjectPhotoTable {
  id: Id;
  project_id: number;
  position: number;
  url: string;
}

export interface FloorPlanTable {
  id: Id;
  project_id: number;
  position: number;
  title: string;
  /** URL of the layout image */
  layout: string;
  price: number | null;
  size_sqft: number | null;
}

export type LeadKind = "enquiry" | "guide" | "valuation" | "newsletter";
export type DeliveryState = "pending" | "sent" | "undelivered" | "failed";

export interface LeadTable {
  id: Id;
  kind: LeadKind;
  name: string | null;
  email: string;
  phone: string | null;
  /** JSON object of every submitted field */
  payload: string;
  delivery_state: DeliveryState;
  created_at: ColumnType<IsoTime, IsoTime, never>;
  updated_at: IsoTime;
}

export type Area = Selectable<AreaTable>;
export type Developer = Selectable<DeveloperTable>;
export type Agent = Selectable<AgentTable>;
export type PropertyType = Selectable<PropertyTypeTable>;
export type Listing = Selectable<ListingTable>;
export type Project = Selectable<ProjectTable>;
export type FloorPlan = Selectable<FloorPlanTable>;
export type Lead = Selectable<LeadTable>;
export type NewListing = Insertable<ListingTable>;
export type NewProject = Insertable<ProjectTable>;
