import type { Generated, Insertable, Selectable } from "kysely";
import type { Id, IsoTime } from "./tables/columns.ts";
import type { SearchAlertCursorTable, SearchAlertMatchTable, SearchAlertTable, SearchAlertTokenTable } from "./tables/alerts.ts";
import type { BlogOldSlugTable, BlogPostTable, MediaLibraryTable } from "./tables/content.ts";
import type { ListingChangeTable, MediaUploadTable } from "./tables/editor.ts";
import type { FeedListingTable, FeedPhotoTable, ImportRunItemTable, ImportRunTable, ListingPriceHistoryTable } from "./tables/feeds.ts";
import type { CachePurgeTable, JobLeaseTable } from "./tables/jobs.ts";
import type {
  AgentRoutingTable,
  DeskSettingTable,
  LeadEmailAttemptTable,
  LeadEmailTable,
  LeadNoteTable,
  LeadTable,
  SavedViewTable,
} from "./tables/leads.ts";
import type { AuditLogTable, StaffSessionTable, StaffTokenTable, StaffUserTable } from "./tables/staff.ts";

/**
 * The database as Kysely sees it: every table the migrations (database/migrations) create, one
 * handle type for the whole app (`DB` in db.server.ts). One schema for SQLite and PostgreSQL:
 * timestamps are ISO-8601 text and lists are JSON text so both engines return the same JavaScript
 * values (see docs/decisions/002-portable-schema.md). A migration that adds a table or a column
 * adds it here too; the tables beyond the public catalog are in ./tables/.
 */
export interface Database {
  // the public catalog (0001; 0010, 0024, 0025, 0028, 0030 added listing, project and area columns)
  areas: AreaTable;
  developers: DeveloperTable;
  agents: AgentTable;
  property_types: PropertyTypeTable;
  listings: ListingTable;
  listing_photos: ListingPhotoTable;
  projects: ProjectTable;
  project_photos: ProjectPhotoTable;
  floor_plans: FloorPlanTable;
  /** PostgreSQL only (0017) */
  listings_search: ListingSearchTable;
  /** SQLite only (0010, 0017) */
  listings_fts: ListingFtsTable;
  // leads, the desk and the outbox (0001, 0002, 0007, 0026)
  leads: LeadTable;
  lead_notes: LeadNoteTable;
  lead_emails: LeadEmailTable;
  lead_email_attempts: LeadEmailAttemptTable;
  agent_routing: AgentRoutingTable;
  desk_settings: DeskSettingTable;
  saved_views: SavedViewTable;
  // the back office's accounts (0007)
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_tokens: StaffTokenTable;
  audit_log: AuditLogTable;
  // the listing editor (0008)
  listing_changes: ListingChangeTable;
  media_uploads: MediaUploadTable;
  // feeds (0006)
  import_runs: ImportRunTable;
  import_run_items: ImportRunItemTable;
  feed_listings: FeedListingTable;
  listing_price_history: ListingPriceHistoryTable;
  feed_photos: FeedPhotoTable;
  // the blog (0009, 0016, 0027)
  blog_posts: BlogPostTable;
  blog_old_slugs: BlogOldSlugTable;
  media_library: MediaLibraryTable;
  // shared jobs and cache purges (0005, 0018)
  job_leases: JobLeaseTable;
  cache_purges: CachePurgeTable;
  // saved searches with e-mail alerts (0031)
  search_alerts: SearchAlertTable;
  search_alert_tokens: SearchAlertTokenTable;
  search_alert_matches: SearchAlertMatchTable;
  search_alert_cursor: SearchAlertCursorTable;
}

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
  /** Dubai, Abu Dhabi, Sharjah… (default Dubai; migration 0024) */
  emirate: Generated<string>;
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
  /** the Arabic edition's title and description (migration 0028): from a feed, the demo data or the editor; null = none */
  title_ar: string | null;
  description_ar: string | null;
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
  // what feeds carry (migration 0024, decision 029)
  /** AED per sq ft a year */
  service_charge: number | null;
  plot_size_sqft: number | null;
  /** YYYY-MM-DD */
  available_from: string | null;
  video_url: string | null;
  /** a 360° / virtual tour */
  tour_url: string | null;
  project_name: string | null;
  // why the listing left the site (migration 0025): set by unpublish or archive, cleared by publishing
  off_market_reason: string | null;
  off_market_note: string | null;
  /** AED (bigint) */
  closing_price: number | null;
  off_market_at: IsoTime | null;
}

/** PostgreSQL only: per listing, the columns a text-only search filters and sorts on, and its document (kept by a trigger). */
export interface ListingSearchTable {
  id: number;
  status: ListingStatus;
  listing_type: ListingType;
  category: PropertyCategory;
  price: number | null;
  size_sqft: number | null;
  bedrooms: number | null;
  created_at: IsoTime;
  /** tsvector ('simple' configuration) */
  doc: string;
  /** spaces that push the row past TOAST's threshold, so `doc` is stored out of line */
  pad: string;
}

/** SQLite only: the FTS5 text index (rowid = listings.id), kept by triggers. */
export interface ListingFtsTable {
  rowid: number;
  title: string;
  description: string;
  community: string;
  /** the listing's sub_community */
  building: string;
  /** the area's name */
  area: string;
  /** the list's own filters as tokens (fstatusactive flistingsell fcategoryresidential fpriced) */
  facets: string;
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
  /** the Arabic edition's name and description (migration 0030); null = none, the English is shown */
  name_ar: string | null;
  description_ar: string | null;
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

export type Area = Selectable<AreaTable>;
export type Developer = Selectable<DeveloperTable>;
export type Agent = Selectable<AgentTable>;
export type PropertyType = Selectable<PropertyTypeTable>;
export type Listing = Selectable<ListingTable>;
export type Project = Selectable<ProjectTable>;
export type FloorPlan = Selectable<FloorPlanTable>;
export type NewListing = Insertable<ListingTable>;
export type NewProject = Insertable<ProjectTable>;
