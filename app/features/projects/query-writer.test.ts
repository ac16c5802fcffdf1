import { describe, expect, it } from "vitest";
import { readFilterQuery } from "./query-reader.ts";
import { EMPTY_FILTER_STATE, writeFilterQuery } from "./query-writer.ts";

describe("writeFilterQuery (spec §5 off-plan filter writing)", () => {
  it("writes only non-empty values, in a fixed order", () => {
    expect(
      writeFilterQuery({ max_price: 2000000, project_name: "  Marina Vista ", min_price: "", developer_id: null, rooms: undefined }),
    ).toBe("project_name=Marina%20Vista&max_price=2000000");
    expect(writeFilterQuery({})).toBe("");
    expect(writeFilterQuery({ project_name: "   ", portal: [], phone: "" })).toBe("");
  });

  it("keeps rooms=0 (Studio): zero is a value, not an empty one", () => {
    expect(writeFilterQuery({ rooms: 0 })).toBe("rooms=0");
    expect(writeFilterQuery({ rooms: { value: 0, label: "Studio" } })).toBe("rooms=0");
  });

  it("sends select-like fields as their value only", () => {
    expect(
      writeFilterQuery({
        developer_id: { value: 7, label: "Emaar Properties" },
        developerIds: { value: "12", label: "Nakheel" },
        area_id: { value: 3, label: "Dubai Marina" },
        agent_id: 9,
      }),
    ).toBe("developer_id=7&developerIds=12&area_id=3&agent_id=9");
  });

  it("joins the portal multi-select with commas", () => {
    expect(writeFilterQuery({ portal: [{ value: "bayut" }, "propertyfinder", "", { value: "dubizzle", label: "Dubizzle" }] })).toBe(
      "portal=bayut,propertyfinder,dubizzle",
    );
    expect(writeFilterQuery({ portal: "bayut" })).toBe("portal=bayut");
  });

  it("URL-encodes the phone so '+' and spaces survive", () => {
    const q = writeFilterQuery({ phone: "+971 50 123 4567" });
    expect(q).toBe("phone=%2B971%2050%20123%204567");
    expect(new URLSearchParams(q).get("phone")).toBe("+971 50 123 4567");
  });

  it("reduces handover_year to the four-digit year", () => {
    expect(writeFilterQuery({ handover_year: new Date(2027, 5, 30) })).toBe("handover_year=2027");
    expect(writeFilterQuery({ handover_year: "2028-12-01T00:00:00.000Z" })).toBe("handover_year=2028");
    expect(writeFilterQuery({ handover_year: 2029 })).toBe("handover_year=2029");
    expect(writeFilterQuery({ handover_year: "soon" })).toBe("");
  });

  it("writes the generic date keys as YYYY-MM-DD and timestamp as epoch milliseconds", () => {
    expect(
      writeFilterQuery({
        dateStart: new Date(2026, 0, 5),
        dateEnd: "2026-02-28",
        date_from: "2026-03-01T12:00:00Z",
        date_to: new Date("not a date"),
        timestamp: new Date(Date.UTC(2026, 0, 1)),
      }),
    ).toBe("dateStart=2026-01-05&dateEnd=2026-02-28&date_from=2026-03-01&timestamp=1767225600000");
  });

  it("writes page only above 1", () => {
    expect(writeFilterQuery({ project_name: "a", page: 1 })).toBe("project_name=a");
    expect(writeFilterQuery({ project_name: "a", page: 3 })).toBe("project_name=a&page=3");
  });
});

describe("readFilterQuery (URL → form state)", () => {
  it("restores the form from the URL", () => {
    const { state, page } = readFilterQuery("?project_name=Marina&min_price=500000&max_price=2000000&developer_id=4&rooms=0&page=2");
    expect(state).toEqual({
      ...EMPTY_FILTER_STATE,
      project_name: "Marina",
      min_price: "500000",
      max_price: "2000000",
      developer_id: "4",
      rooms: "0",
    });
    expect(page).toBe(2);
  });

  it("round-trips what the writer wrote", () => {
    const written = writeFilterQuery({
      project_name: "Sobha One",
      rooms: 2,
      portal: ["bayut", "propertyfinder"],
      phone: "+971 4 000 0000",
      handover_year: 2027,
      date_from: "2025-01-01",
      developerIds: 3,
    });
    const { state } = readFilterQuery(written);
    expect(state.project_name).toBe("Sobha One");
    expect(state.rooms).toBe("2");
    expect(state.portal).toBe("bayut,propertyfinder");
    expect(state.phone).toBe("+971 4 000 0000");
    expect(state.handover_year).toBe("2027");
    expect(state.date_from).toBe("2025-01-01");
    expect(writeFilterQuery(state)).toBe(written);
  });

  it.each([
    ["page=abc", "page"],
    ["page=0", "page"],
    ["page=-2", "page"],
    ["page=1.5", "page"],
    ["page=99999999", "page"],
    ["min_price=1e99", "min_price"],
    ["max_price=99999999999999", "max_price"],
    ["min_price=-5", "min_price"],
    ["developer_id=abc", "developer_id"],
    ["developer_id=0", "developer_id"],
    ["rooms=11", "rooms"],
    ["rooms=two", "rooms"],
    ["sort=drop%20table", "sort"],
    ["date_from=2026-02-30", "date_from"],
    ["handover_year=12345", "handover_year"],
    ["developerIds=1,,2", "developerIds"],
    ["project_name=" + "x".repeat(101), "project_name"],
    ["project_name=%20%20", "project_name"],
  ])("drops the unusable value %s", (query, key) => {
    const { state, page } = readFilterQuery(query);
    if (key === "page") expect(page).toBe(1);
    else expect(state[key as keyof typeof state]).toBe("");
  });

  it("drops a key given more than once", () => {
    const { state, page } = readFilterQuery("rooms=1&rooms=2&page=2&page=3&project_name=Creek");
    expect(state.rooms).toBe("");
    expect(page).toBe(1);
    expect(state.project_name).toBe("Creek");
  });

  it("ignores unknown keys", () => {
    expect(readFilterQuery("utm_source=x&foo=bar").state).toEqual(EMPTY_FILTER_STATE);
  });
});
