import fs from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md says where things are. It must stay true (issue 40): every file or folder it
 * names in backticks exists, and every `name` it places in a file (`name` (`path`) or `name` in
 * `path`) is written in that file.
 */
const DOC = "docs/architecture.md";
const text = fs.readFileSync(DOC, "utf8");
const ROOTS = /^(app|server|database|tests|scripts|bench|docs|public|\.ci)\//;

/** Backticked spans that look like a project path: `server/app.ts`, `app/features/`, `database/migrations/*` */
function citedPaths(): string[] {
  const paths = new Set<string>();
  for (const [, span = ""] of text.matchAll(/`([^`\s]+)`/g)) {
    const path = span.replace(/[,.;:]+$/, "").replace(/\(.*$/, "");
    if (!ROOTS.test(path) || /[<>{}*?]|\$\{/.test(path)) continue;
    paths.add(path.replace(/#.*$/, ""));
  }
  return [...paths].sort();
}

/** `name(…)` (`path`) and `name` in `path`: the name said to be in that file. */
function citedNames(): Array<{ name: string; path: string }> {
  const found: Array<{ name: string; path: string }> = [];
  for (const [, name = "", path = ""] of text.matchAll(/`([A-Za-z_$][\w$]*)(?:\([^`]*\))?`\s+(?:\(|in\s+)`([^`\s]+\.(?:ts|tsx|mjs|js))`/g))
    if (ROOTS.test(path)) found.push({ name, path });
  return found;
}

/** Every file of the project outside node_modules and builds, by its base name. */
function projectFiles(dir = ".", names = new Set<string>()): Set<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (/^(node_modules|build.*|data|\.git|test-results|playwright-report|\.react-router)$/.test(entry.name)) continue;
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) projectFiles(path, names);
    else names.add(entry.name);
  }
  return names;
}

describe("docs/architecture.md", () => {
  it("names by file name only files the project has", () => {
    const names = projectFiles();
    const cited = [...text.matchAll(/`([\w.[\]-]+\.(?:ts|tsx|mjs|md|json))`/g)].map((m) => m[1] ?? "");
    expect(cited.length).toBeGreaterThan(20);
    expect([...new Set(cited.filter((name) => !names.has(name)))]).toEqual([]);
  });

  it("names only files and folders that exist", () => {
    const paths = citedPaths();
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => !fs.existsSync(p))).toEqual([]);
  });

  it("places each name it cites in a file in that file", () => {
    const names = citedNames();
    expect(names.length).toBeGreaterThan(5);
    const missing = names.filter(({ name, path }) => !fs.existsSync(path) || !fs.readFileSync(path, "utf8").includes(name));
    expect(missing).toEqual([]);
  });
});
