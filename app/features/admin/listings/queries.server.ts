/**
 * The back office's listing queries: who may see and change which listing,
 * the paged staff list, saving a form with its change log and price history,
 * and the publish / unpublish / archive moves with the compliance gate.
 * One query layer for SQLite and PostgreSQL (tests run on both).
 */
import crypto from "node:crypto";
import { sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";
import type { ListingStatus, ListingType, PropertyCategory } from "#app/db/schema.ts";
import { lowerContains } from "#app/db/text-search.ts";
import { audit, type AuditAction } from "#app/features/auth/audit.server.ts";
import type { StaffRole } from "#app/features/auth/schema.ts";
import { recordPrices } from "#app/features/listings/price-history.server.ts";
import { emirateRule, permitProblem } from "#app/utils/emirates.ts";
import { BRN_RULE, FEED_OWNED_FIELDS, STATUS_LABELS, locationKey } from "./fields.ts";
import { type ListingSort, type SortDirection } from "./filters.ts";
import { OFF_MARKET_LABELS, type OffMarket, type OffMarketReason } from "./off-market.ts";
import { DEFAULT_REFERENCE_PATTERN, referenceFromPattern } from "./reference.ts";
import type { ListingFormInput } from "./validation.server.ts";
import { parseStringList } from "#app/utils/json-list.ts";

export interface Viewer {
  userId: number;
  name: string;
  role: StaffRole;
  /** the public agent profile an agent works as; agents without one own no listings */
  agentId: number | null;
  /** the address the request came from, for the audit log */
  ip?: string | null;
}

export function viewerOf(user: { id: number; name: string; role: StaffRole; agent_id: number | null }, ip?: string | null): Viewer {
  return { userId: user.id, name: user.name, role: user.role, agentId: user.agent_id, ip };
}

export const ADMIN_PAGE_SIZE = 25;

export interface AdminListingFilters {
  q?: string;
  status?: ListingStatus;
  /** an agent id, or "none" for unassigned (admins only) */
  agent?: number | "none";
  page: number;
  /** newest change first unless told */
  sort?: ListingSort;
  dir?: SortDirection;
}

export interface AdminListingRow {
  id: number;
  reference: string;
  title: string;
  status: ListingStatus;
  listingType: ListingType;
  price: number | null;
  areaName: string;
  agentName: string | null;
  updatedAt: string;
  fromFeed: boolean;
  /** the first photo's URL, or null */
  cover: string | null;
}

/** The staff list: agents see only their own listings, admins all; newest change first unless sorted otherwise. */
export async function listAdminListings(db: DB, viewer: Viewer, filters: AdminListingFilters) {
  let q = db
    .selectFrom("listings")
    .innerJoin("areas", "areas.id", "listings.area_id")
    .leftJoin("agents", "agents.id", "listings.agent_id")
    .leftJoin("feed_listings", "feed_listings.listing_id", "listings.id");
  if (viewer.role !== "admin") q = q.where("listings.agent_id", "=", viewer.agentId ?? -1);
  else if (filters.agent === "none") q = q.where("listings.agent_id", "is", null);
  else if (filters.agent !== undefined) q = q.where("listings.agent_id", "=", filters.agent);
  if (filters.status) q = q.where("listings.status", "=", filters.status);
  const text = filters.q?.trim();
  if (text)
    q = q.where((eb) =>
      eb.or([
        lowerContains("listings.title", text),
        lowerContains("listings.reference", text),
        lowerContains("listings.community", text),
        lowerContains("listings.sub_community", text),
        lowerContains("areas.name", text),
      ]),
    );
  const sort = filters.sort ?? "updated";
  const dir = filters.dir ?? (sort === "updated" ? "desc" : "asc");
  let page = q
    .select([
      "listings.id",
      "listings.reference",
      "listings.title",
      "listings.status",
      "listings.listing_type",
      "listings.price",
      "listings.updated_at",
      "areas.name as area_name",
      "agents.name as agent_name",
      "feed_listings.listing_id as feed_id",
    ])
    .select((eb) =>
      eb
        .selectFrom("listing_photos")
        .select("listing_photos.url")
        .whereRef("listing_photos.listing_id", "=", "listings.id")
        .orderBy("listing_photos.position")
        .limit(1)
        .as("cover"),
    );
  // A listing without a price comes last either way; ties go by id in the same direction.
  if (sort === "updated") page = page.orderBy("listings.updated_at", dir);
  else if (sort === "price") page = page.orderBy(sql`case when listings.price is null then 1 else 0 end`).orderBy("listings.price", dir);
  else if (sort === "title") page = page.orderBy(sql`lower(listings.title)`, dir);
  else page = page.orderBy("listings.reference", dir);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirst(),
    page
      .orderBy("listings.id", dir)
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE)
      .execute(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r): AdminListingRow => ({
      id: r.id,
      reference: r.reference,
      title: r.title,
      status: r.status,
      listingType: r.listing_type,
      price: r.price === null ? null : Number(r.price),
      areaName: r.area_name,
      agentName: r.agent_name,
      updatedAt: r.updated_at,
      fromFeed: r.feed_id !== null,
      cover: r.cover ?? null,
    })),
  };
}

export interface EditableListing {
  id: number;
  reference: string;
  title: string;
  listingType: ListingType;
  category: PropertyCategory;
  status: ListingStatus;
  propertyTypeId: number;
  areaId: number;
  community: string | null;
  building: string | null;
  developerId: number | null;
  price: number | null;
  deposit: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  sizeSqft: number | null;
  furnishing: string | null;
  parking: number | null;
  floor: string | null;
  completionStatus: string | null;
  buildYear: number | null;
  amenities: string[];
  latitude: number | null;
  longitude: number | null;
  description: string;
  permitNumber: string;
  /** its area's emirate: the permit rule that applies (app/utils/emirates.ts) */
  emirate: string;
  agentId: number | null;
  agentBrn: string | null;
  /** the portal feed that owns it, or null */
  feedSource: string | null;
  /** why it came off the site (set by unpublish or archive, cleared by publishing) */
  offMarket: (OffMarket & { at: string | null }) | null;
  createdAt: string;
  updatedAt: string;
}

/** The listing if this viewer may edit it (an agent: only their own), else undefined. */
export async function getEditableListing(db: DB, viewer: Viewer, id: number): Promise<EditableListing | undefined> {
  let q = db
    .selectFrom("listings")
    .leftJoin("agents", "agents.id", "listings.agent_id")
    .leftJoin("feed_listings", "feed_listings.listing_id", "listings.id")
    .innerJoin("areas", "areas.id", "listings.area_id")
    .selectAll("listings")
    .select(["agents.brn as agent_brn", "feed_listings.source as feed_source", "areas.emirate as emirate"])
    .where("listings.id", "=", id);
  if (viewer.role !== "admin") q = q.where("listings.agent_id", "=", viewer.agentId ?? -1);
  const r = await q.executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    reference: r.reference,
    title: r.title,
    listingType: r.listing_type,
    category: r.category,
    status: r.status,
    propertyTypeId: r.property_type_id,
    areaId: r.area_id,
    community: r.community,
    building: r.sub_community,
    developerId: r.developer_id,
    price: r.price === null ? null : Number(r.price),
    deposit: r.deposit === null ? null : Number(r.deposit),
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    sizeSqft: r.size_sqft,
    furnishing: r.furnishing,
    parking: r.parking,
    floor: r.floor,
    completionStatus: r.completion_status,
    buildYear: r.build_year,
    amenities: parseStringList(r.amenities),
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    description: r.description,
    permitNumber: r.permit_number,
    emirate: r.emirate,
    agentId: r.agent_id,
    agentBrn: r.agent_brn,
    feedSource: r.feed_source,
    offMarket:
      r.off_market_reason && r.off_market_reason in OFF_MARKET_LABELS
        ? {
            reason: r.off_market_reason as OffMarketReason,
            note: r.off_market_note,
            closingPrice: r.closing_price === null ? null : Number(r.closing_price),
            at: r.off_market_at,
          }
        : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export interface Option {
  value: string;
  label: string;
}

/** What the form's pickers offer: locations (areas, and the communities and buildings listings use), types, developers, agents. */
export async function editorOptions(db: DB) {
  const [areas, places, types, developers, agents] = await Promise.all([
    db.selectFrom("areas").select(["id", "name"]).orderBy("name").execute(),
    db
      .selectFrom("listings")
      .select(["area_id", "community", "sub_community"])
      .where("community", "is not", null)
      .groupBy(["area_id", "community", "sub_community"])
      .execute(),
    db.selectFrom("property_types").select(["id", "label", "category"]).orderBy("category").orderBy("sort_order").execute(),
    db.selectFrom("developers").select(["id", "name"]).orderBy("name").execute(),
    db.selectFrom("agents").select(["id", "name", "brn"]).orderBy("name").execute(),
  ]);
  const areaName = new Map(areas.map((a) => [a.id, a.name]));
  const locations: Option[] = areas.map((a) => ({ value: locationKey(a.id, null, null), label: a.name }));
  const seen = new Set(locations.map((l) => l.value));
  for (const p of places) {
    const name = areaName.get(p.area_id);
    if (!name || !p.community) continue;
    const community = locationKey(p.area_id, p.community, null);
    if (!seen.has(community)) {
      seen.add(community);
      locations.push({ value: community, label: `${name} › ${p.community}` });
    }
    if (p.sub_community) {
      const building = locationKey(p.area_id, p.community, p.sub_community);
      if (!seen.has(building)) {
        seen.add(building);
        locations.push({ value: building, label: `${name} › ${p.community} › ${p.sub_community}` });
      }
    }
  }
  locations.sort((a, b) => a.label.localeCompare(b.label));
  return {
    locations,
    types: types.map((t) => ({ value: String(t.id), label: `${t.label} (${t.category.toLowerCase()})` })),
    developers: developers.map((d) => ({ value: String(d.id), label: d.name })),
    agents: agents.map((a) => ({ value: String(a.id), label: a.brn ? `${a.name} (BRN ${a.brn})` : `${a.name} (no BRN)` })),
  };
}

export type SaveResult =
  | { ok: true; id: number; changed: string[]; before: PurgeTarget | null; after: PurgeTarget }
  | { ok: false; errors: Record<string, string> };

/** What purging a listing's public pages needs to know. */
export interface PurgeTarget {
  id: number;
  listingType: ListingType;
  category: PropertyCategory;
  areaId: number;
}

type Columns = {
  reference: string;
  title: string;
  listing_type: ListingType;
  property_type_id: number;
  category: PropertyCategory;
  area_id: number;
  community: string | null;
  sub_community: string | null;
  developer_id: number | null;
  price: number | null;
  deposit: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  size_sqft: number | null;
  furnishing: ListingFormInput["furnishing"];
  parking: number | null;
  floor: string | null;
  completion_status: ListingFormInput["completion_status"];
  build_year: number | null;
  amenities: string;
  latitude: number | null;
  longitude: number | null;
  description: string;
  permit_number: string;
  agent_id: number | null;
};

const show = (v: unknown): string | null => (v === null || v === undefined || v === "" ? null : String(v));

/** The pattern's reference, or with -2, -3… when a feed's listing already uses it. */
async function freeReference(db: DB, wanted: string): Promise<string> {
  for (let i = 1; ; i++) {
    const candidate = i === 1 ? wanted : `${wanted.slice(0, 36)}-${i}`;
    const taken = await db.selectFrom("listings").select("id").where("reference", "=", candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

/** A value as the audit log keeps it: numbers as numbers, long text cut to 200 characters. */
function logged(field: string, value: unknown): string | number | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return value;
  const text = field === "amenities" ? parseStringList(String(value)).join(", ") : String(value);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

const money = (n: number | null | undefined) => (n === null || n === undefined ? "none" : `AED ${n.toLocaleString("en-US")}`);

/**
 * One audit row for a listing change (issue 39), written in the change's transaction. The detail is
 * flat: listingId, reference, summary (one readable line), each changed column → { from, to }, and
 * for unpublish/archive reason (its label), note and closingPrice.
 */
async function logListing(
  db: DB,
  viewer: Viewer,
  action: AuditAction,
  listing: { id: number; reference: string },
  at: string,
  fields: Record<string, { from: unknown; to: unknown }>,
  offMarket?: OffMarket,
) {
  const parts = Object.entries(fields).map(([field, { from, to }]) =>
    field === "price"
      ? `price ${money(from as number | null)} → ${money(to as number | null)}`
      : field === "status"
        ? `status ${from === null ? "new" : STATUS_LABELS[from as ListingStatus]} → ${STATUS_LABELS[to as ListingStatus]}`
        : `${field.replace(/_id$/, "").replace(/_/g, " ")} changed`,
  );
  if (offMarket) {
    parts.push(`reason: ${OFF_MARKET_LABELS[offMarket.reason]}`);
    if (offMarket.closingPrice !== null) parts.push(`closing price ${money(offMarket.closingPrice)}`);
    if (offMarket.note) parts.push(`note: ${offMarket.note}`);
  }
  await audit(db, {
    action,
    userId: viewer.userId,
    ip: viewer.ip ?? null,
    at: new Date(at),
    detail: {
      listingId: listing.id,
      reference: listing.reference,
      summary: `${listing.reference}: ${parts.join("; ")}`,
      ...fields,
      ...(offMarket ? { reason: OFF_MARKET_LABELS[offMarket.reason], note: offMarket.note, closingPrice: offMarket.closingPrice } : {}),
    },
  });
}

/**
 * Creates (id null) or updates a listing from a validated form, as this
 * viewer. Records one change row per changed field (who, when, before, after)
 * and a price-history row when the price changes. An agent's listing is
 * always theirs: the agent field is ignored for agents.
 */
export async function saveListing(
  db: DB,
  viewer: Viewer,
  id: number | null,
  input: ListingFormInput,
  now = new Date(),
  /** LISTING_REFERENCE_PATTERN: a new listing without a typed reference gets one from it */
  referencePattern = DEFAULT_REFERENCE_PATTERN,
): Promise<SaveResult> {
  const errors: Record<string, string> = {};
  const existing = id === null ? undefined : await getEditableListing(db, viewer, id);
  if (id !== null && !existing) return { ok: false, errors: { form: "not-found" } };
  if (viewer.role !== "admin" && viewer.agentId === null)
    return { ok: false, errors: { form: "Your account has no agent profile yet; ask an administrator to link one." } };

  const [type, area, developer, agent] = await Promise.all([
    db.selectFrom("property_types").select(["id", "category"]).where("id", "=", input.property_type_id).executeTakeFirst(),
    db.selectFrom("areas").select(["id", "emirate"]).where("id", "=", input.location.areaId).executeTakeFirst(),
    input.developer_id === null
      ? undefined
      : db.selectFrom("developers").select("id").where("id", "=", input.developer_id).executeTakeFirst(),
    viewer.role === "admin" && input.agent_id !== null
      ? db.selectFrom("agents").select("id").where("id", "=", input.agent_id).executeTakeFirst()
      : undefined,
  ]);
  if (!type) errors.property_type_id = "Choose a property type from the list.";
  if (!area) errors.location = "Pick the area, community or building from the list.";
  // a permit that its emirate's rule refuses (a Dubai listing's 14-digit number); an emirate without a rule keeps it, held
  else if (input.permit_number && emirateRule(area.emirate)?.permit) {
    const problem = permitProblem(input.permit_number, area.emirate);
    if (problem) errors.permit_number = problem;
  }
  if (input.developer_id !== null && !developer) errors.developer_id = "Choose a developer from the list.";
  if (viewer.role === "admin" && input.agent_id !== null && !agent) errors.agent_id = "Choose an agent from the list.";
  // A new listing without a typed reference is stored under a stand-in, then given the pattern's reference from its id.
  const reference = input.reference ?? existing?.reference ?? `NEW-${crypto.randomBytes(8).toString("hex")}`;
  if (input.reference !== null && reference !== existing?.reference) {
    const taken = await db.selectFrom("listings").select("id").where("reference", "=", reference).executeTakeFirst();
    if (taken) errors.reference = "Another listing already uses this reference.";
  }
  // A published listing keeps its permit: removing it would leave a public page without one.
  if (existing?.status === "ACTIVE" && !input.permit_number)
    errors.permit_number = "A published listing needs its permit number. Unpublish it first to remove it.";
  if (Object.keys(errors).length || !type) return { ok: false, errors };

  const community = input.community_new ?? input.location.community;
  const building = input.building_new ?? (input.community_new ? null : input.location.building);
  const columns: Columns = {
    reference,
    title: input.title,
    listing_type: input.listing_type,
    property_type_id: type.id,
    category: type.category,
    area_id: input.location.areaId,
    community,
    sub_community: building,
    developer_id: input.developer_id,
    price: input.price,
    deposit: input.deposit,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    size_sqft: input.size_sqft,
    furnishing: input.furnishing,
    parking: input.parking,
    floor: input.floor,
    completion_status: input.completion_status,
    build_year: input.build_year,
    amenities: JSON.stringify(input.amenities),
    latitude: input.latitude,
    longitude: input.longitude,
    description: input.description,
    permit_number: input.permit_number,
    agent_id: viewer.role === "admin" ? input.agent_id : viewer.agentId,
  };
  const at = now.toISOString();

  if (!existing) {
    const newId = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("listings")
        .values({ ...columns, status: "HELD", created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (input.reference === null) {
        columns.reference = await freeReference(trx, referenceFromPattern(referencePattern, columns.listing_type, row.id));
        await trx.updateTable("listings").set({ reference: columns.reference }).where("id", "=", row.id).execute();
      }
      await trx
        .insertInto("listing_changes")
        .values({
          listing_id: row.id,
          user_id: viewer.userId,
          user_name: viewer.name,
          at,
          field: "created",
          before_value: null,
          after_value: columns.reference,
        })
        .execute();
      await logListing(trx, viewer, "listing-created", { id: row.id, reference: columns.reference }, at, {
        price: { from: null, to: columns.price },
        status: { from: null, to: "HELD" },
      });
      if (columns.price !== null)
        await recordPrices(trx, [{ listing_id: row.id, price: columns.price, rent_frequency: null, changed_at: at }]);
      return row.id;
    });
    const after = { id: newId, listingType: columns.listing_type, category: columns.category, areaId: columns.area_id };
    return { ok: true, id: newId, changed: ["created"], before: null, after };
  }

  const before: Record<keyof Columns, unknown> = {
    reference: existing.reference,
    title: existing.title,
    listing_type: existing.listingType,
    property_type_id: existing.propertyTypeId,
    category: existing.category,
    area_id: existing.areaId,
    community: existing.community,
    sub_community: existing.building,
    developer_id: existing.developerId,
    price: existing.price,
    deposit: existing.deposit,
    bedrooms: existing.bedrooms,
    bathrooms: existing.bathrooms,
    size_sqft: existing.sizeSqft,
    furnishing: existing.furnishing,
    parking: existing.parking,
    floor: existing.floor,
    completion_status: existing.completionStatus,
    build_year: existing.buildYear,
    amenities: JSON.stringify(existing.amenities),
    latitude: existing.latitude,
    longitude: existing.longitude,
    description: existing.description,
    permit_number: existing.permitNumber,
    agent_id: existing.agentId,
  };
  const changed = (Object.keys(columns) as Array<keyof Columns>).filter((k) => show(before[k]) !== show(columns[k]));
  if (changed.length) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("listings")
        .set({ ...columns, updated_at: at })
        .where("id", "=", existing.id)
        .execute();
      await trx
        .insertInto("listing_changes")
        .values(
          changed.map((field) => ({
            listing_id: existing.id,
            user_id: viewer.userId,
            user_name: viewer.name,
            at,
            field,
            before_value: show(before[field]),
            after_value: show(columns[field]),
          })),
        )
        .execute();
      if (changed.includes("price"))
        await recordPrices(trx, [{ listing_id: existing.id, price: columns.price, rent_frequency: null, changed_at: at }]);
      await logListing(
        trx,
        viewer,
        "listing-updated",
        { id: existing.id, reference: columns.reference },
        at,
        Object.fromEntries(changed.map((field) => [field, { from: logged(field, before[field]), to: logged(field, columns[field]) }])),
      );
    });
  }
  return {
    ok: true,
    id: existing.id,
    changed,
    before: { id: existing.id, listingType: existing.listingType, category: existing.category, areaId: existing.areaId },
    after: { id: existing.id, listingType: columns.listing_type, category: columns.category, areaId: columns.area_id },
  };
}

export type StatusMove = "publish" | "unpublish" | "archive";
const TARGET: Record<StatusMove, ListingStatus> = { publish: "ACTIVE", unpublish: "HELD", archive: "INACTIVE" };

/** Why this listing cannot be published yet (empty when it can): the compliance gate. */
export function publishProblems(
  listing: Pick<EditableListing, "permitNumber" | "emirate" | "agentId" | "agentBrn" | "title">,
): Record<string, string> {
  const problems: Record<string, string> = {};
  // the same permit rule as the feed importer's: the listing's emirate's (app/utils/emirates.ts)
  const permit = permitProblem(listing.permitNumber, listing.emirate);
  if (permit) problems.permit_number = `${permit} A listing is published only with a valid permit.`;
  if (listing.agentId === null) problems.agent_id = "Assign an agent before publishing.";
  else if (!listing.agentBrn || !BRN_RULE.test(listing.agentBrn))
    problems.agent_id = "The agent has no valid BRN (broker registration number); add it to their profile before publishing.";
  return problems;
}

const MOVE_ACTION: Record<StatusMove, AuditAction> = {
  publish: "listing-published",
  unpublish: "listing-unpublished",
  archive: "listing-archived",
};

/**
 * Publish (behind the compliance gate), unpublish or archive; logged like any change and in the
 * audit log. Unpublishing and archiving need a reason (why: checked by readOffMarket), kept on the
 * listing until it is published again.
 */
export async function moveListing(
  db: DB,
  viewer: Viewer,
  id: number,
  move: StatusMove,
  why: OffMarket | null = null,
  now = new Date(),
): Promise<
  { ok: true; target: PurgeTarget; from: ListingStatus; to: ListingStatus } | { ok: false; notFound?: true; errors: Record<string, string> }
> {
  const listing = await getEditableListing(db, viewer, id);
  if (!listing) return { ok: false, notFound: true, errors: {} };
  if (move === "publish") {
    const problems = publishProblems(listing);
    if (Object.keys(problems).length) return { ok: false, errors: problems };
  } else if (!why) return { ok: false, errors: { reason: "Choose why the listing comes off the site." } };
  const to = TARGET[move];
  const target = { id, listingType: listing.listingType, category: listing.category, areaId: listing.areaId };
  if (listing.status === to) return { ok: true, target, from: to, to };
  const at = now.toISOString();
  const offMarket = move === "publish" ? null : why;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("listings")
      .set({
        status: to,
        updated_at: at,
        off_market_reason: offMarket?.reason ?? null,
        off_market_note: offMarket?.note ?? null,
        closing_price: offMarket?.closingPrice ?? null,
        off_market_at: offMarket ? at : null,
      })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("listing_changes")
      .values({
        listing_id: id,
        user_id: viewer.userId,
        user_name: viewer.name,
        at,
        field: "status",
        before_value: listing.status,
        after_value: to,
      })
      .execute();
    await logListing(trx, viewer, MOVE_ACTION[move], listing, at, { status: { from: listing.status, to } }, offMarket ?? undefined);
  });
  return { ok: true, target, from: listing.status, to };
}

export interface ChangeRow {
  id: number;
  at: string;
  who: string;
  field: string;
  before: string | null;
  after: string | null;
}

/** A listing's change history, newest first. */
export async function listChanges(db: DB, listingId: number, limit = 200): Promise<ChangeRow[]> {
  const rows = await db
    .selectFrom("listing_changes")
    .leftJoin("staff_users", "staff_users.id", "listing_changes.user_id")
    .select([
      "listing_changes.id",
      "listing_changes.at",
      "listing_changes.field",
      "listing_changes.before_value",
      "listing_changes.after_value",
      "listing_changes.user_name",
      "staff_users.name as current_name",
    ])
    .where("listing_changes.listing_id", "=", listingId)
    .orderBy("listing_changes.at", "desc")
    .orderBy("listing_changes.id", "desc")
    .limit(limit)
    .execute();
  // Ids are stored as they were; the history shows the names they have now.
  const REFS = { area_id: "areas", agent_id: "agents", developer_id: "developers", property_type_id: "property_types" } as const;
  const wanted = new Map<(typeof REFS)[keyof typeof REFS], Set<number>>();
  for (const r of rows) {
    const table = REFS[r.field as keyof typeof REFS];
    if (!table) continue;
    for (const v of [r.before_value, r.after_value])
      if (v !== null && /^\d+$/.test(v)) (wanted.get(table) ?? wanted.set(table, new Set()).get(table))?.add(Number(v));
  }
  const names = new Map<string, string>();
  for (const [table, ids] of wanted) {
    const found =
      table === "property_types"
        ? await db
            .selectFrom("property_types")
            .select(["id", "label as name"])
            .where("id", "in", [...ids])
            .execute()
        : await db
            .selectFrom(table)
            .select(["id", "name"])
            .where("id", "in", [...ids])
            .execute();
    for (const f of found) names.set(`${table}:${f.id}`, f.name);
  }
  const shown = (field: string, value: string | null): string | null => {
    if (value === null) return null;
    const table = REFS[field as keyof typeof REFS];
    if (table) return names.get(`${table}:${value}`) ?? `#${value} (removed)`;
    if ((field === "price" || field === "deposit" || field === "size_sqft") && /^\d+$/.test(value))
      return Number(value).toLocaleString("en-US");
    if (field === "amenities") return parseStringList(value).join(", ") || null;
    return value;
  };
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    who: r.current_name ?? r.user_name ?? "Someone (account removed)",
    field: r.field,
    before: shown(r.field, r.before_value),
    after: shown(r.field, r.after_value),
  }));
}

export { FEED_OWNED_FIELDS };
