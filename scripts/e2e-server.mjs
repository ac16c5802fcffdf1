// The browser tests' server: a fresh database, prepared (migrated and seeded with the demo data),
// then the built production server. DATABASE_URL is a SQLite file (the README's defaults) or a
// PostgreSQL URL (the production shape), whose database is dropped and created again first.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

let url = process.env.DATABASE_URL;
if (!url) throw new Error("e2e-server wants DATABASE_URL: a SQLite file path or a postgres:// URL");
const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(`${buildDir}/server.js`)) throw new Error("Run `npm run build` before the browser tests");

/** Drops and creates the database `postgresUrl` names, on its server. */
async function recreatePostgres(postgresUrl) {
  const name = decodeURIComponent(new URL(postgresUrl).pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`e2e-server: the database name ${JSON.stringify(name)} is not a plain identifier`);
  const admin = new URL(postgresUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.href, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

if (/^postgres(ql)?:\/\//.test(url)) {
  try {
    await recreatePostgres(url);
  } catch (error) {
    // As the database tests do: without a PostgreSQL server a developer's run goes on (on SQLite, said
    // loudly); CI must have one.
    const fallback = process.env.E2E_FALLBACK_DATABASE_URL;
    if (process.env.CI === "true" || !fallback) throw error;
    const where = new URL(url);
    console.warn(
      `SKIPPED: PostgreSQL for this server — no server at ${where.host} (${error instanceof Error ? error.message : String(error)}); it runs on SQLite (${fallback})`,
    );
    url = fallback;
  }
}
if (!/^postgres(ql)?:\/\//.test(url)) {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${url}${suffix}`, { force: true });
  fs.mkdirSync(path.dirname(url), { recursive: true });
}
// the journeys read the database this server uses (tests/e2e/fixtures.ts `databaseUrl`)
if (process.env.E2E_DATABASE_NOTE) {
  fs.mkdirSync(path.dirname(process.env.E2E_DATABASE_NOTE), { recursive: true });
  fs.writeFileSync(process.env.E2E_DATABASE_NOTE, url);
}
const env = { NODE_ENV: "production", ...process.env, DATABASE_URL: url };

// E2E_MEDIA=later: this server shares its media folder with another that draws the images (the
// production-shape server beside the default one): it serves at once and draws an image asked for early.
const prepareArgs = process.env.E2E_MEDIA === "later" ? ["--media=later"] : [];
const prepared = spawnSync(process.execPath, [`${buildDir}/prepare.js`, ...prepareArgs], { stdio: "inherit", env });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const server = spawn(process.execPath, [`${buildDir}/server.js`], { stdio: "inherit", env });
// SIGTERM is passed on; a terminal's Ctrl-C (SIGINT) already reaches the server
// through the process group, and passing it on too would count as a second one.
process.on("SIGTERM", () => server.kill("SIGTERM"));
process.on("SIGINT", () => {});
server.on("exit", (code) => process.exit(code ?? 0));
