import { describe, expect, it } from "vitest";
import { newProjectsQuery, pageCount, projectQueryFromState, readNewProjectsParams } from "./filters.ts";
import { readFilterQuery } from "./query-reader.ts";

describe("projectQueryFromState", () => {
  it("maps the form to the list query", () => {
    const { state } = readFilterQuery("project_name=Creek&min_price=1000000&max_price=3000000&developer_id=4&rooms=0&sort=price_desc");
    expect(projectQueryFromState(state)).toEqual({
      sort: "price_desc",
      name: "Creek",
      minPrice: 1000000,
      maxPrice: 3000000,
      developerIds: [4],
      bedrooms: 0,
    });
  });

  it("defaults to the newest launch and applies the generic keys", () => {
    const { state } = readFilterQuery(
      "developerIds=4,5&developer_id=4&area_id=2&agent_id=3&handover_year=2027&dateStart=2025-01-01&date_to=2025-12-31",
    );
    expect(projectQueryFromState(state)).toEqual({
      sort: "newest-launch",
      developerIds: [4, 5],
      areaId: 2,
      agentId: 3,
      handoverYear: 2027,
      launchedFrom: "2025-01-01",
      launchedTo: "2025-12-31",
    });
  });
});

describe("new projects price rules (spec §5)", () => {
  it("sets the start to 0 when only an end price is given", () => {
    expect(newProjectsQuery(readNewProjectsParams("endPrice=2000000"))).toMatchObject({ minPrice: 0, maxPrice: 2000000 });
  });
  it("sets the end to 100000000 when only a start price is given", () => {
    expect(newProjectsQuery(readNewProjectsParams("startPrice=750000"))).toMatchObject({ minPrice: 750000, maxPrice: 100000000 });
  });
  it("keeps both, or none, and always sorts by newest launch", () => {
    expect(newProjectsQuery({ startPrice: 1, endPrice: 2 })).toEqual({ sort: "newest-launch", minPrice: 1, maxPrice: 2 });
    expect(newProjectsQuery({ startPrice: null, endPrice: null })).toEqual({ sort: "newest-launch" });
  });
  it("drops unusable values", () => {
    expect(readNewProjectsParams("startPrice=abc&endPrice=1e9&page=x")).toEqual({ startPrice: null, endPrice: null, page: 1 });
    expect(readNewProjectsParams("page=3&page=4")).toMatchObject({ page: 1 });
  });
});

describe("pageCount", () => {
  it("is at least 1 and rounds up", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
