import { expect, it, vi } from "vitest";
import { createTestDatabase, describeEachDatabase } from "#tests/setup/databases.ts";
import { loader as areasLoader } from "#app/routes/directory/areas.tsx";
import { loader as developersLoader } from "#app/routes/directory/developers.tsx";
import { loader as staffLoader } from "#app/routes/directory/staff.tsx";
import { loader as homeLoader } from "#app/routes/home.tsx";
import type { AppLoadContext } from "react-router";
import { insertAgent, insertArea, insertDeveloper } from "#app/features/directory/test-fixtures.server.ts";

/** Loader arguments for a request; the type is taken from the loader it is passed to. */
function args<LoaderArgs>(url: string, db: AppLoadContext["db"]): LoaderArgs {
  const context = { db, agency: { brand: "Test" } } as unknown as AppLoadContext;
  return { request: new Request(`http://site.test${url}`), params: {}, context, unstable_pattern: "" } as unknown as LoaderArgs;
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

it("shows the §8 error messages with status 503 and no caching when the data call fails", async () => {
  const test = await createTestDatabase("sqlite");
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

  const home = asResult<{ areas: unknown; developers: unknown; posts: unknown[] }>(await homeLoader(args("/", test.db)));
  expect(home.data.areas).toEqual({ status: "error", message: "Failed to fetch areas" });
  expect(home.data.developers).toEqual({ status: "error", message: "Failed to fetch developers" });
  expect(home.data.posts).toHaveLength(3);
  expect(home.init?.headers).toEqual({ "Cache-Control": "no-store" });

  expect(logged).toHaveBeenCalled();
});

it("redirects a submitted home search form (no JavaScript) to the right list", async () => {
  const test = await createTestDatabase("sqlite");
  try {
    const thrown = await Promise.resolve(homeLoader(args("/?search=1&method=rent&type=commercial&query=Business+Bay", test.db))).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/commercial-properties/rent?title=Business+Bay");
  } finally {
    await test.destroy();
  }
});
