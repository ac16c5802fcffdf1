import fc from "fast-check";
import { expect, it } from "vitest";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { getAgents, getAreas, getDevelopers, getProjects, getProperties, getPropertyTypes } from "./endpoints.server.ts";

const ENDPOINTS = [
  ["get_areas", getAreas],
  ["get_developers", getDevelopers],
  ["get_properties_for_main_site", getProperties],
  ["projects", getProjects],
  ["get_property_types", getPropertyTypes],
  ["agent/all", getAgents],
] as const;

const KEYS = [
  "page",
  "size",
  "status",
  "listing_type",
  "property_id",
  "project_id",
  "startPrice",
  "endPrice",
  "propertyType",
  "propertyType[]",
  "bedRoomNum",
  "bedRoomNum[]",
  "developerIds",
  "developerIds[]",
  "title",
  "property_type",
  "min_price",
  "max_price",
  "developer_id",
  "bedrooms",
  "project_name",
  "rooms",
  "area_id",
  "agent_id",
  "handover_year",
  "sort",
  "category",
];

const nasty = fc.oneof(
  fc.string(),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    "",
    "0",
    "-1",
    "1e99",
    "NaN",
    "Infinity",
    "9999999999999999999",
    "2147483648",
    "<script>",
    "'; drop table listings;--",
    "%",
    "_",
    "\\",
    "1,2,x",
    "SELL",
    "rent",
  ),
);

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string()), nasty), { maxLength: 8 })
  .map((pairs) => new URLSearchParams(pairs).toString());

describeEachDatabase(
  "public API under random query strings",
  (database) => {
    it("never answers 5xx, and always answers JSON", async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ENDPOINTS), queryString, async ([name, handler], qs) => {
          const res = await handler(new Request(`http://localhost/api/x/${name}?${qs}`), database().db);
          expect([200, 400, 404]).toContain(res.status);
          expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
          const text = await res.text();
          expect(() => JSON.parse(text)).not.toThrow();
        }),
        { numRuns: 300 },
      );
    });
  },
  { setup: async (db) => void (await seedDatabase(db, { listings: 40, projects: 8 })) },
);
