import { describe, expect, it } from "vitest";

/** Every module of app/content, loaded as the app loads them. */
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });

/** keys whose numbers identify or describe an entry rather than tune the code */
const ENTRY_NUMBERS = new Set(["id", "timeToRead"]);

function nonTextLeaves(value: unknown, path: string, key: string, out: string[]): void {
  if (typeof value === "string" || typeof value === "function") return;
  if (typeof value === "number" && ENTRY_NUMBERS.has(key)) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => nonTextLeaves(item, `${path}[${i}]`, key, out));
    return;
  }
  if (value !== null && typeof value === "object") {
    for (const [k, item] of Object.entries(value)) nonTextLeaves(item, `${path}.${k}`, k, out);
    return;
  }
  out.push(`${path} = ${String(value)}`);
}

describe("app/content", () => {
  it("loads every content module", () => {
    expect(Object.keys(modules)).toEqual(expect.arrayContaining(["./site.ts", "./directory.ts", "./listings.ts", "./resources.ts"]));
  });

  it("exports only text: sizes, breakpoints, timings and ranges live with the code that uses them", () => {
    const found: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) nonTextLeaves(value, `${file} ${name}`, name, found);
    }
    expect(found).toEqual([]);
  });
});
