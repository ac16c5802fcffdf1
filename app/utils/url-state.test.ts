import { describe, expect, it } from "vitest";
import { canonicalRedirect, formQuery } from "./url-state.ts";
import { canonicalProjectListUrl } from "#app/features/projects/pages.server.ts";
import { resultsText } from "#app/content/site.ts";

describe("formQuery (a GET form's query without empty fields)", () => {
  it("drops empty and blank fields and keeps repeated keys", () => {
    const data = new FormData();
    data.append("min_price", "");
    data.append("max_price", "  ");
    data.append("location", "dubai-marina");
    data.append("location", "jumeirah-village-circle");
    data.append("bedrooms", "0");
    expect(formQuery(data)).toBe("?location=dubai-marina&location=jumeirah-village-circle&bedrooms=0");
  });
  it("gives '' for a form with nothing filled", () => {
    const data = new FormData();
    data.append("title", "");
    expect(formQuery(data)).toBe("");
  });
});

describe("canonicalRedirect", () => {
  const keys = ["a", "b", "page"];
  it("is null when the list's own keys already say the canonical query, in any order", () => {
    expect(canonicalRedirect("/x", new URLSearchParams("b=2&a=1&utm_source=z"), "?a=1&b=2", keys)).toBeNull();
  });
  it("redirects an empty value away and keeps foreign keys", () => {
    expect(canonicalRedirect("/x", new URLSearchParams("a=1&b=&utm_source=z"), "?a=1", keys)).toBe("/x?a=1&utm_source=z");
  });
});

describe("off-plan list canonical URL (issue 17 point 5)", () => {
  it("drops the empty parameters a no-JS form submits", () => {
    const url = new URL("http://x/off-plan-properties?project_name=&min_price=&max_price=2000000&developer_id=&rooms=&sort=newest");
    expect(canonicalProjectListUrl(url)).toBe("/off-plan-properties?max_price=2000000");
  });
  it("leaves a canonical URL alone", () => {
    expect(canonicalProjectListUrl(new URL("http://x/off-plan-properties?max_price=2000000&page=2"))).toBeNull();
    expect(canonicalProjectListUrl(new URL("http://x/off-plan-properties"))).toBeNull();
  });
  it("removes page=1 and unusable values", () => {
    expect(canonicalProjectListUrl(new URL("http://x/off-plan-properties?page=1&rooms=abc"))).toBe("/off-plan-properties");
  });
});

describe("result count text (issue 17 point 6)", () => {
  it("is singular for one and plural with thousands separators otherwise", () => {
    expect(resultsText(1)).toBe("1 result");
    expect(resultsText(0)).toBe("0 results");
    expect(resultsText(1234)).toBe("1,234 results");
  });
});
