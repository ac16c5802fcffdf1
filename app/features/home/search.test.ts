import { describe, expect, it } from "vitest";
import { SEARCH_METHOD_OPTIONS, SEARCH_TYPE_OPTIONS } from "#app/content/site.ts";
import { methodOptionsFor, searchDestination, typeOptionsFor } from "./search.ts";
import { isHomeSearch, parseHomeSearch } from "./search.server.ts";

describe("searchDestination", () => {
  it.each([
    [{ method: "buy", type: "residential", query: "Dubai Marina" }, "/properties/buy?where=Dubai+Marina"],
    [{ method: "rent", type: "residential", query: "JVC" }, "/properties/rent?where=JVC"],
    [{ method: "buy", type: "commercial", query: "Business Bay" }, "/commercial-properties/buy?where=Business+Bay"],
    [{ method: "rent", type: "commercial", query: "office & shop" }, "/commercial-properties/rent?where=office+%26+shop"],
    [
      { method: "rent", type: "residential", query: "", locations: ["jumeirah-village-circle", "dubai-marina.marina-gate"] },
      "/properties/rent?location=jumeirah-village-circle&location=dubai-marina.marina-gate",
    ],
    [{ method: "buy", type: "off-plan", query: "Creek" }, "/off-plan-properties?project_name=Creek"],
    [{ method: "rent", type: "off-plan", query: "" }, "/off-plan-properties"],
    [{ method: "buy", type: "residential", query: "   " }, "/properties/buy"],
  ] as const)("%o → %s", (search, url) => {
    expect(searchDestination(search)).toBe(url);
  });
});

describe("parseHomeSearch", () => {
  it("reads the form's fields and drops unusable values", () => {
    expect(parseHomeSearch(new URLSearchParams("search=1&method=rent&type=commercial&query=+marina+"))).toEqual({
      method: "rent",
      type: "commercial",
      query: "marina",
      locations: [],
    });
    expect(parseHomeSearch(new URLSearchParams("search=1&location=jumeirah-village-circle&location=bad%20id")).locations).toEqual([
      "jumeirah-village-circle",
    ]);
    expect(parseHomeSearch(new URLSearchParams("method=sell&type=castle"))).toEqual({
      method: "buy",
      type: "residential",
      query: "",
      locations: [],
    });
    expect(parseHomeSearch(new URLSearchParams(`query=${"x".repeat(500)}`)).query).toHaveLength(120);
  });

  it("recognises a submitted search by its marker field", () => {
    expect(isHomeSearch(new URLSearchParams("search=1"))).toBe(true);
    expect(isHomeSearch(new URLSearchParams("utm_source=x"))).toBe(false);
  });
});

describe("search box options", () => {
  it("offers Off Plan only when buying and hides Rent for off-plan", () => {
    expect(typeOptionsFor("buy", SEARCH_TYPE_OPTIONS).map((o) => o.value)).toEqual(["residential", "commercial", "off-plan"]);
    expect(typeOptionsFor("rent", SEARCH_TYPE_OPTIONS).map((o) => o.value)).toEqual(["residential", "commercial"]);
    expect(methodOptionsFor("off-plan", SEARCH_METHOD_OPTIONS).map((o) => o.value)).toEqual(["buy"]);
    expect(methodOptionsFor("commercial", SEARCH_METHOD_OPTIONS).map((o) => o.value)).toEqual(["buy", "rent"]);
  });
});
