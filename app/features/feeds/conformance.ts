/**
 * The conformance table: what the Property Finder and Bayut/dubizzle XML feed
 * specifications define, what we read, where it is stored, what we write back
 * and what happens to a value we do not know. Written from the published
 * specifications as remembered without network access: where a code's
 * existence in the published list is not certain, `spec` says "uncertain"
 * and the note says why. The importer (mapping.server.ts), the exporter
 * (export.server.ts) and the conformance tests all read these tables, so a
 * code changes in one place.
 */
import type { PropertyCategory } from "#app/db/schema.ts";

export type SpecStatus = "published" | "uncertain" | "extension";

export interface ElementRule {
  /** the element as the format spells it (matched case-insensitively) */
  element: string;
  /** what the importer accepts */
  read: string;
  /** where the value goes */
  stored: string;
  /** what the exporter writes ("—" = not written) */
  exported: string;
  /** what an unknown or invalid value does */
  unknown: string;
  /** published: in the portal's spec; extension: ours, so our own feed round-trips every column */
  spec: SpecStatus;
}

export interface TypeRule {
  code: string;
  /** the portal's own name for the code */
  name: string;
  /** our property_types.label per category; absent = not offered in that category (skipped with a reason) */
  residential?: string;
  commercial?: string;
  spec: SpecStatus;
  note?: string;
}

export interface AmenityRule {
  code: string;
  /** the portal's name */
  name: string;
  /** our amenity name (listings.amenities) */
  ours: string;
  spec: SpecStatus;
}

/* ------------------------------------------------------------------ Property Finder */

/** `<list last_update="…" listing_count="N"><property last_update="…">…</property></list>` */
export const PF_ELEMENTS: ElementRule[] = [
  {
    element: "list@listing_count",
    read: "ignored",
    stored: "—",
    exported: "count of <property> written",
    unknown: "ignored",
    spec: "published",
  },
  {
    element: "list@last_update",
    read: "ignored",
    stored: "—",
    exported: "YYYY-MM-DD HH:MM:SS (UTC)",
    unknown: "ignored",
    spec: "published",
  },
  {
    element: "property@last_update",
    read: "text",
    stored: "feed_listings.feed_updated",
    exported: "listings.updated_at as YYYY-MM-DD HH:MM:SS",
    unknown: "kept as text",
    spec: "published",
  },
  {
    element: "reference_number",
    read: "text ≤ 40",
    stored: "listings.reference",
    exported: "yes",
    unknown: "missing or longer: skipped",
    spec: "published",
  },
  {
    element: "permit_number",
    read: "digits, per emirate (EMIRATES)",
    stored: "listings.permit_number",
    exported: "yes (required)",
    unknown: "held (stored, not published) with the reason",
    spec: "published",
  },
  {
    element: "offering_type",
    read: "RS RR CS CR",
    stored: "listings.listing_type + category",
    exported: "yes",
    unknown: "skipped",
    spec: "published",
  },
  {
    element: "property_type",
    read: "PF_PROPERTY_TYPES",
    stored: "listings.property_type_id",
    exported: "PF_PROPERTY_TYPES code",
    unknown: "skipped; our type without a PF code: left out of the export with a reason",
    spec: "published",
  },
  {
    element: "price",
    read: "number, or <yearly>/<monthly>/<weekly>/<daily> children",
    stored: "listings.price (yearly for rent)",
    exported: "sale: number; rent: <yearly|monthly|weekly|daily> child with the amount per period (and rental_period)",
    unknown: "not a number: skipped",
    spec: "published",
  },
  {
    element: "rental_period",
    read: "Y M W D (also yearly/monthly/…)",
    stored: "feed_listings.rent_frequency; price × periods a year",
    exported: "Y M W D for rent",
    unknown: "skipped",
    spec: "published",
  },
  {
    element: "price_on_application",
    read: "yes/true/1",
    stored: "listings.price = null",
    exported: "yes when price is null",
    unknown: "no",
    spec: "published",
  },
  { element: "cheques", read: "1–12", stored: "listings.cheques", exported: "yes (rent)", unknown: "dropped", spec: "published" },
  { element: "deposit", read: "number (AED)", stored: "listings.deposit", exported: "yes (rent)", unknown: "dropped", spec: "uncertain" },
  {
    element: "service_charge",
    read: "number (AED per sq ft a year)",
    stored: "listings.service_charge",
    exported: "yes",
    unknown: "dropped",
    spec: "published",
  },
  {
    element: "city",
    read: "an emirate's name (EMIRATES)",
    stored: "areas.emirate of the listing's area",
    exported: "the area's emirate",
    unknown: "not an emirate: skipped",
    spec: "published",
  },
  {
    element: "community",
    read: "text",
    stored: "listings.area_id (area, created under its emirate)",
    exported: "area name",
    unknown: "missing: skipped",
    spec: "published",
  },
  { element: "sub_community", read: "text", stored: "listings.community", exported: "yes", unknown: "—", spec: "published" },
  { element: "property_name", read: "text", stored: "listings.sub_community (building)", exported: "yes", unknown: "—", spec: "published" },
  { element: "project_name", read: "text", stored: "listings.project_name", exported: "yes", unknown: "—", spec: "uncertain" },
  {
    element: "title_en / title_ar",
    read: "text",
    stored: "listings.title / listings.title_ar",
    exported: "yes",
    unknown: "no English title: skipped",
    spec: "published",
  },
  {
    element: "description_en / description_ar",
    read: "text or HTML",
    stored: "listings.description (allow-listed HTML) / listings.description_ar",
    exported: "yes (CDATA)",
    unknown: "tags outside the allow-list stripped",
    spec: "published",
  },
  { element: "size", read: "number (sq ft)", stored: "listings.size_sqft", exported: "yes", unknown: "dropped", spec: "published" },
  {
    element: "plot_size",
    read: "number (sq ft)",
    stored: "listings.plot_size_sqft",
    exported: "yes",
    unknown: "dropped",
    spec: "published",
  },
  {
    element: "bedroom",
    read: "studio/0/-1 = 0, N, N+",
    stored: "listings.bedrooms",
    exported: "studio or N",
    unknown: "dropped",
    spec: "published",
  },
  { element: "bathroom", read: "N, N+", stored: "listings.bathrooms", exported: "yes", unknown: "dropped", spec: "published" },
  { element: "floor", read: "text", stored: "listings.floor", exported: "yes", unknown: "—", spec: "uncertain" },
  {
    element: "furnished",
    read: "Yes No Partly",
    stored: "listings.furnishing",
    exported: "Yes No Partly",
    unknown: "dropped",
    spec: "published",
  },
  { element: "parking", read: "N", stored: "listings.parking", exported: "yes", unknown: "dropped", spec: "published" },
  { element: "build_year", read: "1900–2100", stored: "listings.build_year", exported: "yes", unknown: "dropped", spec: "uncertain" },
  {
    element: "completion_status",
    read: "completed/ready, off_plan / off plan / off-plan (…_primary, …_secondary)",
    stored: "listings.completion_status",
    exported: "completed / off_plan",
    unknown: "dropped",
    spec: "published",
  },
  {
    element: "availability_date / available_from",
    read: "a date",
    stored: "listings.available_from (YYYY-MM-DD)",
    exported: "availability_date",
    unknown: "dropped",
    spec: "uncertain",
  },
  {
    element: "developer",
    read: "text",
    stored: "listings.developer_id (matched by company key)",
    exported: "yes",
    unknown: "—",
    spec: "published",
  },
  {
    element: "private_amenities / commercial_amenities / amenities",
    read: "comma-separated PF_AMENITIES codes",
    stored: "listings.amenities (our names)",
    exported: "the codes of our names that have one, in the category's element",
    unknown: "unknown code dropped",
    spec: "published",
  },
  {
    element: "geopoints",
    read: "two numbers, either order (told by UAE ranges)",
    stored: "listings.latitude / longitude",
    exported: "longitude,latitude",
    unknown: "outside the UAE: dropped",
    spec: "published",
  },
  {
    element: "video_tour_url",
    read: "http(s) URL",
    stored: "listings.video_url",
    exported: "yes",
    unknown: "not a URL: dropped",
    spec: "published",
  },
  {
    element: "view360",
    read: "http(s) URL",
    stored: "listings.tour_url",
    exported: "yes",
    unknown: "not a URL: dropped",
    spec: "published",
  },
  {
    element: "photo/url (@last_update)",
    read: "http(s) URLs",
    stored: "feed_listings.photos → listing_photos",
    exported: "yes (at least one required, else left out)",
    unknown: "not a URL: dropped",
    spec: "published",
  },
  { element: "agent/id", read: "ignored (a CRM's own id)", stored: "—", exported: "agents.id", unknown: "—", spec: "published" },
  {
    element: "agent/name, email, phone",
    read: "text",
    stored: "agents (matched by licence, else name + e-mail together; created when new)",
    exported: "yes",
    unknown: "no name: no agent",
    spec: "published",
  },
  {
    element: "agent/license_no",
    read: "text",
    stored: "agents.brn",
    exported: "yes",
    unknown: "missing: the listing is held",
    spec: "published",
  },
];

/** Property Finder property_type codes. */
export const PF_PROPERTY_TYPES: TypeRule[] = [
  { code: "AP", name: "Apartment", residential: "Apartment", spec: "published" },
  { code: "PH", name: "Penthouse", residential: "Penthouse", spec: "published" },
  { code: "VH", name: "Villa / House", residential: "Villa", commercial: "Commercial Villa", spec: "published" },
  { code: "TH", name: "Townhouse", residential: "Townhouse", spec: "published" },
  { code: "DX", name: "Duplex", residential: "Duplex", spec: "published" },
  {
    code: "BW",
    name: "Bungalow",
    residential: "Villa",
    spec: "published",
    note: "stored as Villa (a single-storey villa); exported as VH",
  },
  {
    code: "HA",
    name: "Hotel Apartment",
    residential: "Hotel Apartment",
    commercial: "Hotel",
    spec: "published",
    note: "commercial HA is our Hotel; PF has no separate hotel code (HO is not one)",
  },
  { code: "LP", name: "Land / Plot", residential: "Residential Plot", commercial: "Commercial Plot", spec: "published" },
  {
    code: "FF",
    name: "Full Floor",
    residential: "Residential Floor",
    commercial: "Commercial Floor",
    spec: "published",
    note: "FL is not a PF code",
  },
  {
    code: "HF",
    name: "Half Floor",
    residential: "Residential Floor",
    commercial: "Commercial Floor",
    spec: "published",
    note: "stored as a floor; exported as FF",
  },
  { code: "WB", name: "Whole Building", residential: "Residential Building", commercial: "Commercial Building", spec: "published" },
  { code: "OF", name: "Office Space", commercial: "Office", spec: "published" },
  { code: "SH", name: "Shop", commercial: "Shop", spec: "published" },
  { code: "RE", name: "Retail", commercial: "Retail", spec: "published" },
  { code: "WH", name: "Warehouse", commercial: "Warehouse", spec: "published" },
  { code: "LC", name: "Labor Camp", commercial: "Labor Camp", spec: "published" },
  { code: "SR", name: "Show Room", commercial: "Show Room", spec: "published" },
  { code: "FA", name: "Factory", commercial: "Factory", spec: "published" },
  { code: "FM", name: "Farm", commercial: "Farm", spec: "uncertain", note: "Farm's code is remembered as FM; FA is Factory" },
  { code: "BU", name: "Bulk Units", spec: "published", note: "skipped: one element offers many units, with no single price or size" },
  { code: "CD", name: "Compound", spec: "published", note: "skipped: a compound is many villas" },
  { code: "SA", name: "Staff Accommodation", spec: "uncertain", note: "skipped: the site has no such type" },
  { code: "BC", name: "Business Centre", spec: "uncertain", note: "skipped: the site has no such type" },
  { code: "CW", name: "Co-working Space", spec: "uncertain", note: "skipped: the site has no such type" },
];

/** Property Finder amenity codes. Our names without a code (Lift access, Storage, views other than water) are not exported. */
export const PF_AMENITY_CODES: AmenityRule[] = [
  { code: "AC", name: "Central A/C & Heating", ours: "Central A/C", spec: "published" },
  { code: "BA", name: "Balcony", ours: "Balcony", spec: "published" },
  { code: "BW", name: "Built in Wardrobes", ours: "Built-in wardrobes", spec: "published" },
  { code: "CP", name: "Covered Parking", ours: "Covered parking", spec: "published" },
  { code: "CS", name: "Concierge Service", ours: "Concierge", spec: "published" },
  { code: "MR", name: "Maid's Room", ours: "Maid's room", spec: "published" },
  { code: "PA", name: "Pets Allowed", ours: "Pets allowed", spec: "published" },
  { code: "PG", name: "Private Garden", ours: "Private garden", spec: "published" },
  { code: "PP", name: "Private Pool", ours: "Private pool", spec: "published" },
  { code: "PY", name: "Private Gym", ours: "Private gym", spec: "published" },
  { code: "PJ", name: "Private Jacuzzi", ours: "Private jacuzzi", spec: "published" },
  { code: "SE", name: "Security", ours: "Security", spec: "published" },
  { code: "SP", name: "Shared Pool", ours: "Swimming pool", spec: "published" },
  { code: "SS", name: "Shared Spa", ours: "Shared spa", spec: "published" },
  { code: "SY", name: "Shared Gym", ours: "Gym", spec: "published" },
  { code: "ST", name: "Study", ours: "Study", spec: "published" },
  { code: "WC", name: "Walk-in Closet", ours: "Walk-in closet", spec: "published" },
  { code: "BR", name: "Barbecue Area", ours: "Barbecue area", spec: "published" },
  { code: "PR", name: "Children's Play Area", ours: "Kids play area", spec: "published" },
  { code: "CO", name: "Children's Pool", ours: "Children's pool", spec: "published" },
  { code: "VW", name: "View of Water", ours: "Sea view", spec: "published" },
  { code: "BL", name: "View of Landmark", ours: "Burj Khalifa view", spec: "published" },
  { code: "BK", name: "Kitchen Appliances", ours: "Kitchen appliances", spec: "published" },
  { code: "MS", name: "Maid Service", ours: "Maid service", spec: "published" },
  { code: "LB", name: "Lobby in Building", ours: "Lobby", spec: "published" },
  { code: "PN", name: "Pantry", ours: "Pantry", spec: "published" },
  { code: "CR", name: "Conference Room", ours: "Meeting rooms", spec: "published" },
  { code: "DN", name: "Dining in Building", ours: "Dining in building", spec: "published" },
  { code: "AN", name: "Available Networked", ours: "Networked", spec: "published" },
  { code: "MZ", name: "Mezzanine", ours: "Mezzanine", spec: "uncertain" },
  { code: "VC", name: "Vastu-compliant", ours: "Vastu-compliant", spec: "published" },
  { code: "BH", name: "Beach Access", ours: "Beach access", spec: "uncertain" },
];

/** PF rental_period letters. */
export const PF_RENTAL_PERIODS = { Y: "yearly", M: "monthly", W: "weekly", D: "daily" } as const;

/* ------------------------------------------------------------------ Bayut / dubizzle */

/** `<Properties><Property>…</Property></Properties>`, also inside an `<rss>` (and `<channel>`) wrapper. */
export const BAYUT_ELEMENTS: ElementRule[] = [
  {
    element: "Property_Ref_No",
    read: "text ≤ 40",
    stored: "listings.reference",
    exported: "yes",
    unknown: "missing or longer: skipped",
    spec: "published",
  },
  {
    element: "Permit_Number",
    read: "digits, per emirate (EMIRATES)",
    stored: "listings.permit_number",
    exported: "yes (required)",
    unknown: "held with the reason",
    spec: "published",
  },
  {
    element: "Property_Status",
    read: "live / deleted",
    stored: "deleted → listings.status INACTIVE",
    exported: "live",
    unknown: "live",
    spec: "published",
  },
  {
    element: "Property_purpose",
    read: "Buy / Sale / Rent",
    stored: "listings.listing_type",
    exported: "Buy / Rent",
    unknown: "skipped",
    spec: "published",
  },
  {
    element: "Property_Type",
    read: "BAYUT_PROPERTY_TYPES",
    stored: "listings.property_type_id + category",
    exported: "BAYUT_PROPERTY_TYPES name",
    unknown: "skipped",
    spec: "published",
  },
  {
    element: "Property_Size / Property_Size_Unit",
    read: "number; SQFT or SQM",
    stored: "listings.size_sqft",
    exported: "sq ft, unit SQFT",
    unknown: "dropped",
    spec: "published",
  },
  {
    element: "plotArea / Plot_Size",
    read: "number (sq ft)",
    stored: "listings.plot_size_sqft",
    exported: "Plot_Size",
    unknown: "dropped",
    spec: "uncertain",
  },
  {
    element: "Bedrooms",
    read: "studio/0/-1 = 0, N, N+",
    stored: "listings.bedrooms",
    exported: "N (0 = studio)",
    unknown: "dropped",
    spec: "published",
  },
  {
    element: "Bathrooms (also Bathroom)",
    read: "N, N+",
    stored: "listings.bathrooms",
    exported: "Bathrooms",
    unknown: "dropped",
    spec: "published",
  },
  {
    element: "Property_Title / _AR",
    read: "text",
    stored: "listings.title / listings.title_ar",
    exported: "yes",
    unknown: "no title: skipped",
    spec: "published",
  },
  {
    element: "Property_Description / _AR",
    read: "text or HTML",
    stored: "listings.description (allow-listed HTML) / listings.description_ar",
    exported: "yes (CDATA)",
    unknown: "tags outside the allow-list stripped",
    spec: "published",
  },
  {
    element: "Price",
    read: "number (AED)",
    stored: "listings.price (yearly for rent)",
    exported: "amount per Rent_Frequency",
    unknown: "not a number: skipped",
    spec: "published",
  },
  {
    element: "Rent_Frequency",
    read: "Yearly Monthly Weekly Daily",
    stored: "feed_listings.rent_frequency",
    exported: "yes (rent)",
    unknown: "skipped",
    spec: "published",
  },
  { element: "Cheques", read: "1–12", stored: "listings.cheques", exported: "yes (rent)", unknown: "dropped", spec: "uncertain" },
  { element: "Furnished", read: "Yes No Partly", stored: "listings.furnishing", exported: "yes", unknown: "dropped", spec: "published" },
  {
    element: "Off_plan (also Completion_Status)",
    read: "Yes/No; off plan / completed",
    stored: "listings.completion_status",
    exported: "Off_plan Yes/No",
    unknown: "dropped",
    spec: "published",
  },
  {
    element: "City",
    read: "an emirate's name (EMIRATES)",
    stored: "areas.emirate",
    exported: "the area's emirate",
    unknown: "not an emirate: skipped",
    spec: "published",
  },
  {
    element: "Locality",
    read: "text",
    stored: "listings.area_id (created under its emirate)",
    exported: "yes",
    unknown: "missing: skipped",
    spec: "published",
  },
  { element: "Sub_Locality", read: "text", stored: "listings.community", exported: "yes", unknown: "—", spec: "published" },
  { element: "Tower_Name", read: "text", stored: "listings.sub_community", exported: "yes", unknown: "—", spec: "published" },
  {
    element: "Listing_Agent / _Phone / _Email",
    read: "text",
    stored: "agents (by licence, else name + e-mail)",
    exported: "yes",
    unknown: "no name: no agent",
    spec: "published",
  },
  {
    element: "Listing_Agent_BRN",
    read: "text",
    stored: "agents.brn",
    exported: "yes",
    unknown: "missing: the listing is held",
    spec: "uncertain",
  },
  {
    element: "Images/Image",
    read: "http(s) URLs",
    stored: "feed_listings.photos → listing_photos",
    exported: "yes (at least one required, else left out)",
    unknown: "dropped",
    spec: "published",
  },
  { element: "Videos/Video", read: "http(s) URL", stored: "listings.video_url", exported: "yes", unknown: "dropped", spec: "published" },
  { element: "Virtual_Tour", read: "http(s) URL", stored: "listings.tour_url", exported: "yes", unknown: "dropped", spec: "uncertain" },
  {
    element: "Features/Feature",
    read: "names",
    stored: "listings.amenities (known names normalised, others as written)",
    exported: "our names",
    unknown: "kept as written",
    spec: "published",
  },
  {
    element: "Last_Updated",
    read: "text",
    stored: "feed_listings.feed_updated",
    exported: "YYYY-MM-DD HH:MM:SS",
    unknown: "kept as text",
    spec: "published",
  },
  { element: "Developer", read: "text", stored: "listings.developer_id", exported: "yes", unknown: "—", spec: "extension" },
  { element: "Project_Name", read: "text", stored: "listings.project_name", exported: "yes", unknown: "—", spec: "extension" },
  { element: "Parking", read: "N", stored: "listings.parking", exported: "yes", unknown: "dropped", spec: "extension" },
  { element: "Build_Year", read: "year", stored: "listings.build_year", exported: "yes", unknown: "dropped", spec: "extension" },
  {
    element: "Geopoints (or Latitude + Longitude)",
    read: "two numbers, either order",
    stored: "listings.latitude / longitude",
    exported: "latitude,longitude",
    unknown: "dropped",
    spec: "extension",
  },
  {
    element: "Floor, Deposit, Service_Charge, Available_From",
    read: "text / numbers / date",
    stored: "listings.floor / deposit / service_charge / available_from",
    exported: "yes",
    unknown: "dropped",
    spec: "extension",
  },
];

/** Bayut/dubizzle Property_Type names (lower case, single spaces). The first row per label is what we export. */
export const BAYUT_PROPERTY_TYPES: Array<{ name: string; label: string; spec: SpecStatus; note?: string }> = [
  { name: "Apartment", label: "Apartment", spec: "published" },
  { name: "Flat", label: "Apartment", spec: "uncertain" },
  { name: "Penthouse", label: "Penthouse", spec: "published" },
  { name: "Villa", label: "Villa", spec: "published" },
  { name: "Family Home", label: "Villa", spec: "uncertain", note: "written by some exporters for dubizzle's Villa/House" },
  { name: "Townhouse", label: "Townhouse", spec: "published" },
  { name: "Town House", label: "Townhouse", spec: "uncertain" },
  { name: "Duplex", label: "Duplex", spec: "uncertain", note: "not in Bayut's list as remembered; kept for our own round trip" },
  { name: "Hotel Apartment", label: "Hotel Apartment", spec: "published" },
  { name: "Residential Plot", label: "Residential Plot", spec: "published" },
  {
    name: "Plot",
    label: "Residential Plot",
    spec: "uncertain",
    note: "Bayut has no category element: a bare Plot/Land is taken as residential",
  },
  { name: "Land", label: "Residential Plot", spec: "uncertain" },
  { name: "Residential Floor", label: "Residential Floor", spec: "published" },
  { name: "Residential Building", label: "Residential Building", spec: "published" },
  { name: "Office", label: "Office", spec: "published" },
  { name: "Office Space", label: "Office", spec: "uncertain" },
  { name: "Shop", label: "Shop", spec: "published" },
  { name: "Retail", label: "Retail", spec: "uncertain" },
  { name: "Warehouse", label: "Warehouse", spec: "published" },
  { name: "Labour Camp", label: "Labor Camp", spec: "published" },
  { name: "Labor Camp", label: "Labor Camp", spec: "uncertain" },
  { name: "Showroom", label: "Show Room", spec: "published" },
  { name: "Show Room", label: "Show Room", spec: "uncertain" },
  { name: "Farm", label: "Farm", spec: "uncertain" },
  { name: "Factory", label: "Factory", spec: "published" },
  { name: "Hotel", label: "Hotel", spec: "uncertain" },
  { name: "Commercial Building", label: "Commercial Building", spec: "published" },
  { name: "Whole Building", label: "Commercial Building", spec: "uncertain" },
  { name: "Commercial Floor", label: "Commercial Floor", spec: "published" },
  { name: "Full Floor", label: "Commercial Floor", spec: "uncertain" },
  { name: "Commercial Plot", label: "Commercial Plot", spec: "published" },
  { name: "Commercial Land", label: "Commercial Plot", spec: "uncertain" },
  { name: "Industrial Land", label: "Commercial Plot", spec: "published" },
  { name: "Commercial Villa", label: "Commercial Villa", spec: "published" },
  { name: "Other Commercial", label: "Other Commercial", spec: "published" },
];

/**
 * Our residential labels: the §9 ones and those only feeds bring (listings/property-types.ts keeps
 * the same lists for the filters; the conformance test checks every label here is one of them).
 * Every other label is commercial.
 */
export const RESIDENTIAL_LABELS: ReadonlySet<string> = new Set<string>([
  "Apartment",
  "Penthouse",
  "Villa",
  "Townhouse",
  "Duplex",
  "Hotel Apartment",
  "Residential Plot",
  "Residential Floor",
  "Residential Building",
]);

/* ------------------------------------------------------------------ Emirates and permits */

// The emirates and their permit rules are the listings' own (app/utils/emirates.ts): the editor and the
// importer apply the same gate.
export { DEFAULT_EMIRATE, EMIRATES, type EmirateRule, emirateOfCity, emirateRule } from "#app/utils/emirates.ts";

/* ------------------------------------------------------------------ derived lookups */

export function pfTypeOf(code: string): TypeRule | undefined {
  return PF_PROPERTY_TYPES.find((t) => t.code === code);
}

/** Our label → the PF code we write (the first row that maps to it). */
export function pfCodeOf(label: string, category: PropertyCategory): string | undefined {
  return PF_PROPERTY_TYPES.find((t) => (category === "Residential" ? t.residential : t.commercial) === label)?.code;
}

const bayutKey = (name: string) => name.toLowerCase().replace(/\s+/g, " ").trim();
const BAYUT_BY_NAME = new Map(BAYUT_PROPERTY_TYPES.map((t) => [bayutKey(t.name), t.label]));

export function bayutLabelOf(name: string): string | undefined {
  return BAYUT_BY_NAME.get(bayutKey(name));
}

/** Our label → the Bayut name we write. */
export function bayutNameOf(label: string): string | undefined {
  return BAYUT_PROPERTY_TYPES.find((t) => t.label === label)?.name;
}

export const PF_AMENITY_BY_CODE = new Map(PF_AMENITY_CODES.map((a) => [a.code, a.ours]));
export const PF_CODE_BY_AMENITY = new Map(PF_AMENITY_CODES.map((a) => [a.ours, a.code]));
