import type { DB } from "#app/db/db.server.ts";
import { NEW_PROJECTS_MAX_PRICE } from "#app/utils/limits.ts";
import { listAgents, listAreas, listDevelopers } from "#app/features/directory/queries.server.ts";
import { getListing, propertyTypeOptions, searchListings } from "#app/features/listings/queries.server.ts";
import type { ListingQuery } from "#app/features/listings/types.ts";
import { getProject, searchProjects } from "#app/features/projects/queries.server.ts";
import type { ProjectQuery } from "#app/features/projects/types.ts";
import { locationsByIds, searchLocations } from "#app/features/locations/locations.server.ts";
import type { LocationPlace } from "#app/features/locations/types.ts";
import {
  AreasQuery,
  DevelopersQuery,
  LocationsQuery,
  parseQuery,
  ProjectsQuery,
  PropertiesQuery,
  readQuery,
  type RawQuery,
} from "./params.ts";
import { answerResponse, type ApiAnswer, type ApiRequest, errorAnswer, jsonAnswer, notFoundAnswer } from "./respond.server.ts";
import { failureStatus, logDataFailure } from "#app/utils/data-failure.server.ts";
import {
  COULD_NOT_FETCH_DATA,
  COULD_NOT_GET_PROPERTY_TYPES,
  FAILED_FETCH_AREAS,
  FAILED_FETCH_DEVELOPERS,
  ERROR_FETCHING_DATA,
} from "#app/content/site.ts";
import {
  agentItem,
  areaItem,
  developerItem,
  projectDetailItem,
  projectItem,
  propertyDetailItem,
  propertyItem,
  propertyTypesMap,
} from "./serialize.ts";
import type { z } from "zod";

/**
 * The public JSON API of spec §7, on the same query functions as the pages.
 * Each handler: read the query, validate it (400 naming the parameter), call
 * the query layer, map to the old API's shapes, answer with ETag + caching.
 */

export type Answerer = (request: ApiRequest, db: DB) => Promise<ApiAnswer>;

/**
 * A failed data call answers JSON with CORS (a browser client can read it),
 * 503 while the database is unreachable, never cached; the message is the
 * spec's §8 text for that call.
 */
function guarded(message: string, label: string, handler: Answerer): Answerer {
  return async (request, db) => {
    try {
      return await handler(request, db);
    } catch (error) {
      logDataFailure(`API ${label}`, error);
      const status = failureStatus(error);
      return errorAnswer(status, { error: status === 503 ? "unavailable" : "internal_error", message });
    }
  };
}

function withQuery<S extends z.ZodType>(schema: S, run: (q: z.output<S>, request: ApiRequest, db: DB) => Promise<ApiAnswer>): Answerer {
  return async (request, db) => {
    const raw: RawQuery = readQuery(new URL(request.url));
    const parsed = parseQuery(schema, raw);
    if (!parsed.ok) return errorAnswer(400, parsed.error);
    return run(parsed.value, request, db);
  };
}

const areas: Answerer = guarded(
  FAILED_FETCH_AREAS,
  "areas",
  withQuery(AreasQuery, async (q, request, db) => {
    const page = await listAreas(db, { page: q.page ?? 1, size: q.size ?? 100 });
    return jsonAnswer(request, page.items.map(areaItem));
  }),
);

const developers: Answerer = guarded(
  FAILED_FETCH_DEVELOPERS,
  "developers",
  withQuery(DevelopersQuery, async (q, request, db) => {
    const page = await listDevelopers(db, { page: q.page ?? 1, size: q.size ?? 1000 });
    return jsonAnswer(request, { developers: page.items.map(developerItem), totalDevelopers: page.total });
  }),
);

const locations: Answerer = guarded(
  COULD_NOT_FETCH_DATA,
  "locations",
  withQuery(LocationsQuery, async (q, request, db) => {
    const found = q.q ? await searchLocations(db, q.q, q.limit ?? 8) : [];
    return jsonAnswer(request, { locations: found.map(({ id, kind, name, label, counts }) => ({ id, kind, name, label, counts })) });
  }),
);

export function listingQueryFrom(q: z.output<typeof PropertiesQuery>, places?: LocationPlace[]): ListingQuery {
  const one = <T>(v: T | undefined) => (v === undefined ? undefined : [v]);
  return {
    status: q.status ?? "ACTIVE",
    listingType: q.listing_type,
    category: q.category === "COMMERCIAL" ? "Commercial" : q.category === "RESIDENTIAL" ? "Residential" : undefined,
    text: q.title,
    minPrice: q.startPrice ?? q.min_price,
    maxPrice: q.endPrice ?? q.max_price,
    propertyTypes: q.propertyType ?? one(q.property_type),
    bedrooms: q.bedRoomNum ?? one(q.bedrooms),
    developerIds: q.developerIds ?? one(q.developer_id),
    areaId: q.area_id,
    minSize: q.min_size || undefined,
    maxSize: q.max_size || undefined,
    minBathrooms: q.baths,
    furnishing: q.furnishing,
    completion: q.completion,
    amenities: q.amenity,
    minCheques: q.cheques,
    bbox: q.bbox,
    places,
    sort: q.sort ?? "newest",
  };
}

const properties: Answerer = guarded(
  COULD_NOT_FETCH_DATA,
  "properties",
  withQuery(PropertiesQuery, async (q, request, db) => {
    if (q.property_id !== undefined) {
      const listing = await getListing(db, q.property_id);
      if (!listing || listing.status !== "ACTIVE") return notFoundAnswer(`Property ${q.property_id}`);
      return jsonAnswer(request, { properties: [propertyDetailItem(listing, q.lang)], totalProperties: 1 });
    }
    const places = q.location ? (await locationsByIds(db, q.location)).map((l) => l.place) : undefined;
    // the API's items have no "price reduced" field: their price history is not read
    const { items, total } = await searchListings(
      db,
      listingQueryFrom(q, places),
      { page: q.page ?? 1, size: q.size ?? 10 },
      { reductions: false },
    );
    return jsonAnswer(request, { properties: items.map((item) => propertyItem(item, q.lang)), totalProperties: total });
  }),
);

export function projectQueryFrom(q: z.output<typeof ProjectsQuery>): ProjectQuery {
  const rangeGiven = q.startPrice !== undefined || q.endPrice !== undefined;
  return {
    status: q.status ?? "ACTIVE",
    name: q.project_name,
    minPrice: q.min_price ?? (rangeGiven ? (q.startPrice ?? 0) : undefined),
    maxPrice: q.max_price ?? (rangeGiven ? (q.endPrice ?? NEW_PROJECTS_MAX_PRICE) : undefined),
    developerIds: q.developerIds ?? (q.developer_id !== undefined ? [q.developer_id] : undefined),
    areaId: q.area_id,
    agentId: q.agent_id,
    bedrooms: q.rooms ?? q.bedRoomNum?.[0],
    handoverYear: q.handover_year,
    handoverBy: q.handover_by,
    minPostHandover: q.post_handover,
    maxFirstInstallment: q.max_first,
    sort: q.sort ?? "newest-launch",
  };
}

const projects: Answerer = guarded(
  COULD_NOT_FETCH_DATA,
  "projects",
  withQuery(ProjectsQuery, async (q, request, db) => {
    if (q.project_id !== undefined) {
      const project = await getProject(db, q.project_id, { activeOnly: true });
      if (!project) return notFoundAnswer(`Project ${q.project_id}`);
      const items = [projectDetailItem(project, q.lang)];
      return jsonAnswer(request, { projects: items, totalProjects: 1, data: items, totalSize: 1 });
    }
    const { items, total } = await searchProjects(db, projectQueryFrom(q), { page: q.page ?? 1, size: q.size ?? 10 });
    const mapped = items.map((item) => projectItem(item, q.lang));
    return jsonAnswer(request, { projects: mapped, totalProjects: total, data: mapped, totalSize: total });
  }),
);

const propertyTypes: Answerer = guarded(COULD_NOT_GET_PROPERTY_TYPES, "property types", async (request, db) =>
  jsonAnswer(request, propertyTypesMap(await propertyTypeOptions(db))),
);

const agents: Answerer = guarded(ERROR_FETCHING_DATA, "agents", async (request, db) =>
  jsonAnswer(request, (await listAgents(db)).map(agentItem)),
);

/**
 * The data endpoints by path. The server answers these from Express directly
 * (server/api-direct.ts), without React Router's request and stream bridge;
 * the route modules under routes/api serve the same answers in development
 * and for any path spelt otherwise.
 */
export const API_ANSWERS: Readonly<Record<string, Answerer>> = {
  "/api/locations": locations,
  "/api/properties/get_areas": areas,
  "/api/properties/get_developers": developers,
  "/api/properties/get_properties_for_main_site": properties,
  "/api/properties/projects": projects,
  "/api/properties/get_property_types": propertyTypes,
  "/api/agent/all": agents,
};

type Handler = (request: Request, db: DB) => Promise<Response>;
const asResponse =
  (answer: Answerer): Handler =>
  async (request, db) =>
    answerResponse(await answer(request, db));

export const getAreas = asResponse(areas);
export const getDevelopers = asResponse(developers);
export const getLocations = asResponse(locations);
export const getProperties = asResponse(properties);
export const getProjects = asResponse(projects);
export const getPropertyTypes = asResponse(propertyTypes);
export const getAgents = asResponse(agents);
