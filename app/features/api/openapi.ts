import { z } from "zod";
import { AreasQuery, DevelopersQuery, EmptyQuery, LocationsQuery, ProjectsQuery, PropertiesQuery } from "./params.ts";
import {
  AgentsResponse,
  AreasResponse,
  DevelopersResponse,
  ErrorResponse,
  LocationsResponse,
  ProjectsResponse,
  PropertiesResponse,
  PropertyTypesResponse,
} from "./shapes.ts";

export interface EndpointDoc {
  path: string;
  summary: string;
  description: string;
  query: z.ZodObject;
  response: z.ZodType;
  /** whether an id parameter can make it answer 404 */
  has404: boolean;
}

/** Every endpoint of the public API; the OpenAPI document and /api/docs are generated from this list. */
export const ENDPOINTS: EndpointDoc[] = [
  {
    path: "/api/properties/get_areas",
    summary: "Areas",
    description: "All areas by name, or one page of them with page and size (at most 100).",
    query: AreasQuery,
    response: AreasResponse,
    has404: false,
  },
  {
    path: "/api/locations",
    summary: "Locations (autocomplete)",
    description:
      "Areas, communities and buildings whose name or alias (JVC, JLT, JBR, Downtown…) contains every typed word as a word prefix, best first, with active listing counts by type. An id goes into ?location= of the list pages and of get_properties_for_main_site. Without q the list is empty.",
    query: LocationsQuery,
    response: LocationsResponse,
    has404: false,
  },
  {
    path: "/api/properties/get_developers",
    summary: "Developers",
    description: "Developers by name with their total; size up to 1000 (the old site's filter asked for 1000).",
    query: DevelopersQuery,
    response: DevelopersResponse,
    has404: false,
  },
  {
    path: "/api/properties/get_properties_for_main_site",
    summary: "Properties for sale and to rent",
    description:
      "Active listings (10 a page by default, at most 100) with the filters of the list pages. With property_id, the one listing with every detail as the first element of properties. With lang=ar, title and description are in Arabic where the listing has an Arabic version (else English); every other field is the same in both languages.",
    query: PropertiesQuery,
    response: PropertiesResponse,
    has404: true,
  },
  {
    path: "/api/properties/projects",
    summary: "Off-plan projects",
    description:
      "Active off-plan projects (10 a page by default, at most 100), newest launch first. startPrice/endPrice follow spec §5: only endPrice means a start of 0, only startPrice an end of 100000000. With project_id, the one project with floor plans and payment plan. With lang=ar, name (and title) and description are in Arabic where the project has an Arabic version (else English).",
    query: ProjectsQuery,
    response: ProjectsResponse,
    has404: true,
  },
  {
    path: "/api/properties/get_property_types",
    summary: "Property types",
    description: "Property types grouped by category.",
    query: EmptyQuery,
    response: PropertyTypesResponse,
    has404: false,
  },
  {
    path: "/api/agent/all",
    summary: "Agents",
    description: "The agency's agents with their public fields. No credential is needed, and none is exposed.",
    query: EmptyQuery,
    response: AgentsResponse,
    has404: false,
  },
];

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
}

const json = (schema: z.ZodType, description: string) => ({ description, content: { "application/json": { schema: jsonSchema(schema) } } });

/** The OpenAPI 3.1 document, generated from the same zod schemas that validate requests. */
export function openApiDocument(serverUrl: string, brand: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const e of ENDPOINTS) {
    const parameters = Object.entries(e.query.shape).map(([name, schema]) => {
      const s = jsonSchema(schema as z.ZodType);
      const { description, ...rest } = s;
      return { name, in: "query", required: false, description, schema: rest };
    });
    paths[e.path] = {
      get: {
        summary: e.summary,
        description: e.description,
        parameters,
        responses: {
          "200": json(e.response, "OK (with ETag; send If-None-Match for a 304)"),
          "304": { description: "Not modified" },
          ...(parameters.length ? { "400": json(ErrorResponse, "A parameter is invalid; the body names it") } : {}),
          ...(e.has404 ? { "404": json(ErrorResponse, "No such item") } : {}),
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${brand} Real Estate public API`,
      version: "1.0.0",
      description:
        "Read-only JSON API for areas, developers, agents, listings and off-plan projects. Same parameter names and response shapes as the agency's previous API. CORS is open for GET. Answers are language-neutral; lang=ar asks for the Arabic version of the text fields that have one (a listing's title and description, a project's name and description).",
    },
    servers: [{ url: serverUrl }],
    paths,
  };
}
