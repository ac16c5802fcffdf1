import { z } from "zod";
import type { PublicAgent } from "#app/utils/agent.ts";

/**
 * The response shapes of spec §7, as zod schemas: the OpenAPI document is
 * generated from them and the contract tests validate real answers with them.
 * Field names follow the old API so existing clients keep working.
 */

const named = z.object({ id: z.number().int(), name: z.string() });

export const AreaItem = z.object({ id: z.number().int(), name: z.string(), imgUrl: z.string().nullable() });
export const AreasResponse = z.array(AreaItem).describe("A bare array of areas, as the old API answered");

export const DeveloperItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
});
export const DevelopersResponse = z.object({ developers: z.array(DeveloperItem), totalDevelopers: z.number().int() });

export const PublicAgentItem = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string().nullable(),
  avatar: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  brn: z.string(),
}) satisfies z.ZodType<PublicAgent>;
export const AgentsResponse = z.array(PublicAgentItem).describe("Public fields only: no credential is needed or exposed");

export const PropertyItem = z.object({
  id: z.number().int(),
  reference: z.string(),
  title: z.string(),
  listingType: z.enum(["SELL", "RENT"]),
  category: z.enum(["Residential", "Commercial"]),
  price: z.number().nullable(),
  pricePerSqft: z.number().nullable(),
  photos: z.array(z.string()),
  area: named,
  community: z.string().nullable(),
  subCommunity: z.string().nullable(),
  developer: named.nullable(),
  property_type: z.string(),
  bedRooms: z.number().int().nullable().describe("0 is a studio"),
  bathrooms: z.number().int().nullable(),
  size: z.number().nullable().describe("sq.ft"),
  createdAt: z.string(),
});

export const PropertyDetailItem = PropertyItem.extend({
  description: z.string(),
  permitNumber: z.string().describe("DLD Trakheesi advertising permit"),
  status: z.enum(["ACTIVE", "INACTIVE"]),
  deposit: z.number().nullable(),
  completionStatus: z.string().nullable(),
  buildYear: z.number().int().nullable(),
  isFurnished: z.boolean().nullable(),
  furnishing: z.string().nullable(),
  parking: z.number().int().nullable(),
  floor: z.string().nullable(),
  amenities: z.array(z.string()),
  location: z.object({ latitude: z.number().nullable(), longitude: z.number().nullable() }),
  agent: z.object({ name: z.string(), avatar: z.string().nullable(), phone: z.string(), email: z.string(), brn: z.string() }).nullable(),
});

export const PropertiesResponse = z.object({
  properties: z.array(z.union([PropertyDetailItem, PropertyItem])),
  totalProperties: z.number().int(),
});

const newParam = z.object({
  handoverTime: z.string().nullable().describe("YYYY-MM"),
  bedroomMin: z.number().int().nullable(),
  bedroomMax: z.number().int().nullable(),
  size_min: z.number().nullable(),
  size_max: z.number().nullable(),
  bathRooms: z.number().int().nullable(),
  parking: z.number().int().nullable(),
  totalFloor: z.number().int().nullable(),
});

export const ProjectItem = z.object({
  id: z.number().int(),
  title: z.string(),
  name: z.string(),
  regionName: z.string().nullable(),
  photos: z.array(z.string()),
  area: named.nullable(),
  price: z.number().nullable().describe("'Prices from', AED"),
  propertyTypes: z.array(z.string()),
  houseType: z.array(z.string()),
  developer: named.nullable(),
  launchDate: z.string(),
  newParameter: z.object({ handoverTime: z.string().nullable() }),
  newParam,
});

export const ProjectDetailItem = ProjectItem.extend({
  description: z.string(),
  isFurniture: z.boolean().nullable(),
  furnishing: z.string().nullable(),
  permitNumber: z.string(),
  escrowAccount: z.string().nullable(),
  agent: PublicAgentItem.nullable(),
  floor_plans: z.array(
    z.object({ id: z.number().int(), title: z.string(), layout: z.string(), price: z.number().nullable(), size: z.number().nullable() }),
  ),
  payment_planParam: z.object({
    first_installment: z.number().nullable(),
    under_construction: z.number().nullable(),
    on_handover: z.number().nullable(),
    post_handover: z.number().nullable(),
  }),
});

const projectList = z.array(z.union([ProjectDetailItem, ProjectItem]));
export const ProjectsResponse = z.object({
  projects: projectList,
  totalProjects: z.number().int(),
  data: projectList.describe("the same items, for clients that read `data` (the off-plan list did)"),
  totalSize: z.number().int().describe("the same total, for clients that read `totalSize`"),
});

export const PropertyTypesResponse = z
  .record(z.string(), z.array(z.object({ label: z.string() })))
  .describe("category → property types, e.g. { Residential: [{ label: 'Apartment' }, …], Commercial: […] }");

export const ErrorResponse = z.object({
  error: z.string().describe("invalid_parameter | not_found | method_not_allowed"),
  parameter: z.string().optional().describe("the parameter at fault, for invalid_parameter"),
  message: z.string(),
});

export const LocationItem = z.object({
  id: z.string().describe("the value for ?location= on the list pages and the properties endpoint"),
  kind: z.enum(["area", "community", "building"]),
  name: z.string(),
  label: z.string().describe("the name with its parents, e.g. 'Marina Gate, Dubai Marina'"),
  counts: z.object({
    sale: z.number().int().describe("active listings for sale"),
    rent: z.number().int().describe("active listings to rent"),
    projects: z.number().int().describe("active off-plan projects (areas only)"),
  }),
});
export const LocationsResponse = z.object({ locations: z.array(LocationItem) });
