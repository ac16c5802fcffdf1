import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi.ts";
import { parseQuery, PropertiesQuery, ProjectsQuery, DevelopersQuery, readQuery } from "./params.ts";

const q = (s: string) => readQuery(new URL(`http://x/api?${s}`));

describe("readQuery", () => {
  it("folds key[] and repeated keys into lists", () => {
    expect(q("propertyType[]=Villa&a=1&a=2&b=")).toEqual({ propertyType: ["Villa"], a: ["1", "2"], b: "" });
  });
});

describe("API parameters", () => {
  it("reads the spec's list encodings as one-element lists", () => {
    const r = parseQuery(PropertiesQuery, q("propertyType[]=Apartment&bedRoomNum[]=0&developerIds=3,4&startPrice=100&listing_type=sell"));
    expect(r).toEqual({
      ok: true,
      value: expect.objectContaining({
        propertyType: ["Apartment"],
        bedRoomNum: [0],
        developerIds: [3, 4],
        startPrice: 100,
        listing_type: "SELL",
      }),
    });
  });

  it("names the parameter and the reason on bad input", () => {
    expect(parseQuery(PropertiesQuery, q("page=abc"))).toEqual({
      ok: false,
      error: { error: "invalid_parameter", parameter: "page", message: "page must be a number" },
    });
    expect(parseQuery(PropertiesQuery, q("size=101"))).toMatchObject({
      ok: false,
      error: { parameter: "size", message: "size must be at most 100" },
    });
    expect(parseQuery(PropertiesQuery, q("listing_type=LEASE"))).toMatchObject({ ok: false, error: { parameter: "listing_type" } });
    expect(parseQuery(ProjectsQuery, q("handover_year=27"))).toMatchObject({ ok: false, error: { parameter: "handover_year" } });
    expect(parseQuery(PropertiesQuery, q("bedRoomNum=two"))).toMatchObject({ ok: false, error: { parameter: "bedRoomNum" } });
  });

  it("caps developers at 1000 as the spec asks", () => {
    expect(parseQuery(DevelopersQuery, q("size=1000"))).toMatchObject({ ok: true, value: { size: 1000 } });
    expect(parseQuery(DevelopersQuery, q("size=1001"))).toMatchObject({ ok: false, error: { parameter: "size" } });
  });

  it("treats empty values as absent and ignores unknown keys", () => {
    expect(parseQuery(PropertiesQuery, q("page=&title=&whatever=1"))).toEqual({ ok: true, value: {} });
  });
});

describe("lang (issue 43)", () => {
  it("reads en or ar in any case, and the OpenAPI document describes it on the properties endpoint", () => {
    expect(parseQuery(PropertiesQuery, q("lang=AR"))).toMatchObject({ ok: true, value: { lang: "ar" } });
    expect(parseQuery(PropertiesQuery, q("lang="))).toMatchObject({ ok: true, value: { lang: undefined } });
    expect(parseQuery(PropertiesQuery, q("lang=fr"))).toMatchObject({ ok: false, error: { parameter: "lang" } });
    const doc = openApiDocument("https://www.agency.test", "Agency") as {
      paths: Record<string, { get: { parameters: Array<{ name: string; description?: string; schema: { enum?: string[] } }> } }>;
    };
    const lang = doc.paths["/api/properties/get_properties_for_main_site"]?.get.parameters.find((p) => p.name === "lang");
    expect(lang?.description).toMatch(/Arabic/);
    expect(lang?.schema.enum).toEqual(["en", "ar"]);
  });
});
