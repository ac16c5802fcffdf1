import { expect, test } from "./fixtures.ts";

const ENDPOINTS = [
  "/api/properties/get_areas",
  "/api/properties/get_developers?page=1&size=24",
  "/api/properties/get_properties_for_main_site?size=10&status=ACTIVE&listing_type=SELL",
  "/api/properties/projects?size=10&status=ACTIVE",
  "/api/properties/get_property_types",
  "/api/agent/all",
];

// Nothing a browser can receive may carry a credential or a server setting.
const SECRETS = [
  /Bearer\s+[A-Za-z0-9._-]{10,}/,
  /postgres(ql)?:\/\//,
  /DATABASE_URL/,
  /SMTP_URL/,
  /smtps?:\/\//,
  /data\/e2e/,
  /MEDIA_DIR/,
  /password/i,
];

// API answers do not depend on the viewport: one run, in the desktop project.
test.describe("public JSON API over HTTP", { tag: "@desktop" }, () => {
  test("every endpoint answers JSON with CORS, ETag and caching", async ({ request }) => {
    for (const path of ENDPOINTS) {
      const res = await request.get(path, { headers: { Origin: "https://partner.example" } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/^application\/json/);
      expect(res.headers()["access-control-allow-origin"]).toBe("*");
      expect(res.headers()["etag"]).toBeTruthy();
      const again = await request.get(path, { headers: { "If-None-Match": res.headers()["etag"]! } });
      expect(again.status(), `${path} revalidated`).toBe(304);
    }
  });

  test("bad parameters get 400 naming them; unknown ids and paths get 404 JSON", async ({ request }) => {
    const bad = await request.get("/api/properties/get_properties_for_main_site?page=abc");
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "invalid_parameter", parameter: "page" });
    const missing = await request.get("/api/properties/projects?project_id=987654");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "not_found" });
    const nowhere = await request.get("/api/nothing/here");
    expect(nowhere.status()).toBe(404);
    expect(nowhere.headers()["content-type"]).toMatch(/^application\/json/);
    const post = await request.post("/api/agent/all", { data: {} });
    expect(post.status()).toBe(405);
  });

  test("the OpenAPI document describes every endpoint and the reference page lists them", async ({ request, page }) => {
    const doc = await (await request.get("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    for (const path of ENDPOINTS) expect(Object.keys(doc.paths)).toContain(path.split("?")[0]);
    const params = doc.paths["/api/properties/get_properties_for_main_site"].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining([
        "page",
        "size",
        "status",
        "listing_type",
        "property_id",
        "startPrice",
        "endPrice",
        "propertyType",
        "bedRoomNum",
        "developerIds",
      ]),
    );
    await page.goto("/api/docs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Public API reference");
    await expect(page.getByText("GET /api/agent/all")).toBeVisible();
  });

  test("no page or API answer carries a token or a server setting", async ({ request }) => {
    const sale = await (await request.get("/api/properties/get_properties_for_main_site?size=1&listing_type=SELL")).json();
    const project = await (await request.get("/api/properties/projects?size=1")).json();
    const pages = [
      "/",
      "/properties/buy",
      "/properties/rent",
      `/properties-for-sale/${sale.properties[0].id}`,
      "/off-plan-properties",
      `/properties-off-plan/${project.projects[0].id}`,
      "/staff",
      "/contact",
      "/areas",
      "/developers",
      "/investment-guide",
    ];
    for (const path of [...pages, ...ENDPOINTS, "/api/openapi.json"]) {
      const res = await request.get(path);
      const text = await res.text();
      for (const pattern of SECRETS) expect(text, `${path} matches ${pattern}`).not.toMatch(pattern);
    }
  });
});
