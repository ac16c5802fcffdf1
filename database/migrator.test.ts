import type { MigrationResultSet } from "kysely";
import { expect, it } from "vitest";
import { retryingVanishedCatalogReads } from "./migrator.ts";

const vanished = (code: string): MigrationResultSet => ({ error: Object.assign(new Error("relation does not exist"), { code }) });

it("tries a migration run again when the catalog read before it met a table, schema or column dropped meanwhile, twice at most", async () => {
  const outcomes: MigrationResultSet[] = [vanished("42P01"), vanished("3F000"), { results: [] }];
  let runs = 0;
  const run = async () => outcomes[runs++] ?? { results: [] };
  expect(await retryingVanishedCatalogReads(run, () => 0)).toEqual({ results: [] });
  expect(runs).toBe(3);

  // another schema's migration dropped a column ("column … of relation … does not exist")
  runs = 0;
  const afterColumn = async () => (runs++ === 0 ? vanished("42703") : { results: [] });
  expect(await retryingVanishedCatalogReads(afterColumn, () => 0)).toEqual({ results: [] });
  expect(runs).toBe(2);

  runs = 0;
  const always = async () => (runs++, vanished("42P01"));
  expect((await retryingVanishedCatalogReads(always, () => 0)).error).toMatchObject({ code: "42P01" });
  expect(runs).toBe(3);
});

it("does not try again after a migration itself failed, or for any other error", async () => {
  let runs = 0;
  const failedMigration: MigrationResultSet = {
    error: Object.assign(new Error("relation does not exist"), { code: "42P01" }),
    results: [{ migrationName: "0031-saved-search-alerts", direction: "Up", status: "Error" }],
  };
  expect(
    await retryingVanishedCatalogReads(
      async () => (runs++, failedMigration),
      () => 0,
    ),
  ).toBe(failedMigration);
  expect(runs).toBe(1);
  runs = 0;
  await retryingVanishedCatalogReads(
    async () => (runs++, vanished("23505")),
    () => 0,
  );
  expect(runs).toBe(1);
});
