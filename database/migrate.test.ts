import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const run = promisify(execFile);

it("npm run migrate applies every migration to a new database once, then says it is up to date", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-"));
  const env = { ...process.env, DATABASE_URL: path.join(dir, "site.db") };
  try {
    const first = await run(process.execPath, ["--import", "tsx", "database/migrate.ts"], { env, timeout: 60_000 });
    expect(first.stdout).toMatch(/^Applied migrations: 0001-initial, .*0031-saved-search-alerts$/m);
    const second = await run(process.execPath, ["--import", "tsx", "database/migrate.ts"], { env, timeout: 60_000 });
    expect(second.stdout).toMatch(/every migration is applied/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
