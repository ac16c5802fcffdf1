import fs from "node:fs";
import SQLite from "better-sqlite3";
import pg from "pg";
import { test as base, expect } from "@playwright/test";
import { E2E_DB, E2E_PRODUCTION_DB, E2E_PRODUCTION_DB_NOTE } from "../../playwright.config.ts";

/**
 * `test` whose page fails the test on any console error or uncaught page error
 * (conventions §8). A 404 or 410 the test provoked on purpose is not the page's error,
 * nor a 422 (a back-office form the journey submits wrong on purpose, answered with its messages).
 *
 * Pages load their scripts after the first view has painted, so `page.goto`
 * here also waits until React has hydrated the page (root.tsx marks
 * `<html data-hydrated>`): the journeys test the interactive page. A test about
 * the page before hydration passes an explicit `waitUntil`.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // The site scrolls smoothly (html { scroll-behavior: smooth }). Playwright scrolls an element into
    // view and then clicks the point it computed: with an animated scroll the click lands on whatever is
    // passing under that point (CI once clicked the list's "List" link instead of a card below the fold).
    // Journeys scroll instantly; a <style> in the head is skipped by React's hydration.
    await page.addInitScript(() => {
      const instant = () => {
        const style = document.createElement("style");
        style.textContent = "html{scroll-behavior:auto!important}";
        document.head.append(style);
      };
      if (document.head) instant();
      else document.addEventListener("DOMContentLoaded", instant, { once: true });
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && options?.waitUntil === undefined) {
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      }
      return response;
    };
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      if (/status of (404|410|422)/.test(msg.text())) return;
      errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(String(err)));
    await use(page);
    expect(errors, "console errors on the page").toEqual([]);
  },
});

export { expect };

/**
 * The database of the server the running project talks to: the README's defaults (a SQLite file),
 * or the production shape's own (the "production" project: PostgreSQL; playwright.config.ts).
 */
export function databaseUrl(): string {
  if (test.info().project.name !== "production") return E2E_DB;
  // the server says which it runs on (SQLite on a developer's machine without PostgreSQL)
  return fs.existsSync(E2E_PRODUCTION_DB_NOTE) ? fs.readFileSync(E2E_PRODUCTION_DB_NOTE, "utf8").trim() : E2E_PRODUCTION_DB;
}

/**
 * The rows `query` reads from that database, on either engine: plain SQL both read alike, no
 * parameters, aliases in double quotes (PostgreSQL folds unquoted names to lower case).
 */
export async function databaseRows<T>(query: string): Promise<T[]> {
  const url = databaseUrl();
  if (/^postgres(ql)?:\/\//.test(url)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(query)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(url, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all() as T[];
  } finally {
    db.close();
  }
}
