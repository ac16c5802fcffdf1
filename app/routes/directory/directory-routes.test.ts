import { describe, expect, it, vi } from "vitest";
import { createTestDatabase, describeEachDatabase } from "#tests/setup/databases.ts";
import { loader as areasLoader } from "#app/routes/directory/areas.tsx";
import { loader as developersLoader } from "#app/routes/directory/developers.tsx";
import { loader as staffLoader } from "#app/routes/directory/staff.tsx";
import { loader as areaLoader } from "#app/routes/directory/area.tsx";
import { loader as developerLoader } from "#app/routes/directory/developer.tsx";
import { loader as homeLoader } from "#app/routes/home.tsx";
import { loader as areaRedirect } from "#app/routes/directory/area-redirect.ts";
import { loader as developerRedirect } from "#app/routes/directory/developer-redirect.ts";
import type { AppLoadContext } from "react-router";
import {
  insertAgent,
  insertArea,
  insertDeveloper,
  insertListing,
  insertProject,
  insertPropertyType,
} from "#tests/fixtures/directory-rows.ts";

/** Loader arguments for a request; the type is taken from the loader it is passed to. */
function args<LoaderArgs>(url: string, db: AppLoadContext["db"]): LoaderArgs {
  const context = { db, agency: { brand: "Test" } } as unknown as AppLoadContext;
  const request = new Request(`http://site.test${url}`);
  return { request, url: new URL(request.url), params: {}, context, unstable_pattern: "" } as unknown as LoaderArgs;
}

interface DataResult<T> {
  data: T;
  init: { status?: number; headers?: Record<string, string> } | null;
}
const asResult = <T>(value: unknown) => value as DataResult<T>;

describeEachDatabase("directory loaders", (get) => {
  it("pages areas: page 1 full with Next, page 2 short without, past the end empty", async () => {
    const { db } = get();
    for (let i = 1; i <= 28; i++) await insertArea(db, `Area ${String(i).padStart(2, "0")}`);
    const first = asResult<{ status: string; items: unknown[]; page: number; hasNext: boolean }>(await areasLoader(args("/areas", db)));
    expect(first.data).toMatchObject({ status: "ok", page: 1, hasNext: true });
    expect(first.data.items).toHaveLength(24);
    expect(first.init?.status).toBe(200);
    expect(first.init?.headers).toEqual({ "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" });

    const second = asResult<{ items: unknown[]; page: number; hasNext: boolean }>(await areasLoader(args("/areas?page=2", db)));
    expect(second.data).toMatchObject({ page: 2, hasNext: false });
    expect(second.data.items).toHaveLength(4);

    const past = asResult<{ items: unknown[]; hasNext: boolean }>(await areasLoader(args("/areas?page=9", db)));
    expect(past.data).toMatchObject({ items: [], hasNext: false });

    const junk = asResult<{ page: number }>(await areasLoader(args("/areas?page=abc", db)));
    expect(junk.data.page).toBe(1);
  });

  it("Next is disabled on a full last page (exactly 24 developers)", async () => {
    const { db } = get();
    for (let i = 1; i <= 24; i++) await insertDeveloper(db, `Developer ${String(i).padStart(2, "0")}`);
    const first = asResult<{ items: unknown[]; hasNext: boolean }>(await developersLoader(args("/developers", db)));
    expect(first.data.items).toHaveLength(24);
    expect(first.data.hasNext).toBe(false);
  });

  it("staff lists public fields only", async () => {
    const { db } = get();
    await insertAgent(db, { name: "Layla", role: null });
    const staff = asResult<{ status: string; items: Array<Record<string, unknown>> }>(await staffLoader(args("/staff", db)));
    expect(staff.data.status).toBe("ok");
    expect(staff.data.items[0]).toMatchObject({ name: "Layla", role: null });
    expect(staff.data.items[0]).not.toHaveProperty("sort_order");
    expect(staff.data.items[0]).not.toHaveProperty("slug");
  });
});

describeEachDatabase("directory loaders on an empty database", (get) => {
  it("returns empty lists, no Next", async () => {
    const { db } = get();
    const areas = asResult<{ status: string; items: unknown[]; hasNext: boolean }>(await areasLoader(args("/areas", db)));
    expect(areas.data).toEqual({ status: "ok", items: [], page: 1, hasNext: false });
  });
});

describeEachDatabase("directory loaders when the database fails", (_get, engine) => {
  it("show the §8 error messages with status 503 and no caching", async () => {
    const test = await createTestDatabase(engine);
    await test.destroy(); // a closed Kysely instance: every query throws
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    const areas = asResult<{ status: string; message: string; page: number }>(await areasLoader(args("/areas?page=3", test.db)));
    expect(areas.data).toEqual({ status: "error", message: "Failed to fetch areas", page: 3 });
    expect(areas.init?.status).toBe(503);
    expect(areas.init?.headers).toEqual({ "Cache-Control": "no-store" });

    const developers = asResult<{ message: string }>(await developersLoader(args("/developers", test.db)));
    expect(developers.data.message).toBe("Failed to fetch developers");

    const staff = asResult<{ status: string; message: string }>(await staffLoader(args("/staff", test.db)));
    expect(staff.data).toEqual({ status: "error", message: "Error fetching data" });

    const home = asResult<{ areas: unknown; developers: unknown; posts: unknown[]; featured: Record<string, unknown[]> }>(
      await homeLoader(args("/", test.db)),
    );
    expect(home.data.areas).toEqual({ status: "error", message: "Failed to fetch areas" });
    expect(home.data.developers).toEqual({ status: "error", message: "Failed to fetch developers" });
    // the optional rows (blog posts, featured listings) are left out; the page itself still renders
    expect(home.data.posts).toEqual([]);
    expect(home.data.featured).toEqual({ sale: [], rent: [], projects: [] });
    expect(home.init?.headers).toEqual({ "Cache-Control": "no-store" });

    expect(logged).toHaveBeenCalled();
  });
});

describeEachDatabase("home search form", (get) => {
  it("redirects a submitted home search (no JavaScript) to the matching list (302)", async () => {
    const thrown = await Promise.resolve(homeLoader(args("/?search=1&method=rent&type=commercial&query=Business+Bay", get().db))).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    // the list resolves the typed text to a place (or falls back to a text search) on its side
    expect(response.headers.get("Location")).toBe("/commercial-properties/rent?where=Business+Bay");
  });
});

describeEachDatabase("area and developer pages", (get) => {
  it("answer 404 for unknown and malformed ids", async () => {
    const { db } = get();
    for (const id of ["999", "abc", "0", "-1", "1.5", "99999999999"]) {
      for (const loader of [areaLoader, developerLoader]) {
        const thrown = await Promise.resolve(loader({ ...args("/x", db), params: { id } })).catch((e: unknown) => e);
        expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
      }
    }
  });

  it("show an area's figures and its listings, and a developer's projects", async () => {
    const { db } = get();
    const typeId = await insertPropertyType(db);
    const areaId = await insertArea(db, "Palm Jumeirah");
    const developerId = await insertDeveloper(db, "Nakheel");
    await insertListing(db, { areaId, typeId, listingType: "SELL", price: 5_000_000, size: 2000 });
    await insertListing(db, { areaId, typeId, listingType: "RENT", price: 300_000 });
    await insertProject(db, "Palm Beach Towers", developerId, areaId);

    const area = asResult<{
      area: { name: string; figures: unknown };
      forSale: { state: { items: unknown[] } };
      toRent: { total: number };
      projects: { total: number };
    }>(await areaLoader({ ...args("/x", db), params: { id: String(areaId) } }));
    expect(area.data.area.name).toBe("Palm Jumeirah");
    expect(area.data.area.figures).toEqual({ forSale: 1, toRent: 1, medianPricePerSqft: 2500, medianYearlyRent: 300_000 });
    expect(area.data.forSale.state.items).toHaveLength(1);
    expect(area.data.toRent.total).toBe(1);
    expect(area.data.projects.total).toBe(1);

    const developer = asResult<{ developer: { name: string; projectCount: number }; projects: { total: number } }>(
      await developerLoader({ ...args("/x", db), params: { id: String(developerId) } }),
    );
    expect(developer.data.developer).toMatchObject({ name: "Nakheel", projectCount: 1 });
    expect(developer.data.projects.total).toBe(1);
  });
});

describe("the old /area/{id} and /developer/{id} addresses", () => {
  const location = (response: unknown) => {
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    return (response as Response).headers.get("Location");
  };
  const call = (loader: typeof areaRedirect | typeof developerRedirect, url: string, id: string) =>
    loader({ ...args<Parameters<typeof loader>[0]>(url, {} as AppLoadContext["db"]), params: { id } });

  it("move to the canonical page in the same language (/ar/area/1 → /ar/areas/1)", () => {
    expect(location(call(areaRedirect, "/area/1", "1"))).toBe("/areas/1");
    expect(location(call(areaRedirect, "/ar/area/1", "1"))).toBe("/ar/areas/1");
    expect(location(call(developerRedirect, "/developer/4", "4"))).toBe("/developers/4");
    expect(location(call(developerRedirect, "/ar/developer/4", "4"))).toBe("/ar/developers/4");
  });
});
