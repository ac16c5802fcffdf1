// The browser tests' server: a fresh database, prepared (migrated and seeded with the demo data),
// then the built production server. DATABASE_URL is a SQLite file (the README's defaults) or a
// PostgreSQL URL (the production shape), whose database is dropped and created again first.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("e2e-server wants DATABASE_URL: a SQLite file path or a postgres:// URL");
const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(`${buildDir}/server.js`)) throw new Error("Run `npm run build` before the browser tests");
if (/^postgres(ql)?:\/\//.test(url)) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`e2e-server: the database name ${JSON.stringify(name)} is not a plain identifier`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
} else {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${url}${suffix}`, { force: true });
  fs.mkdirSync(path.dirname(url), { recursive: true });
}

// E2E_MEDIA=later: this server shares its media folder with another that draws the images (the
// production-shape server beside the default one): it serves at once and draws an image asked for early.
const prepareArgs = process.env.E2E_MEDIA === "later" ? ["--media=later"] : [];
const prepared = spawnSync(process.execPath, [`${buildDir}/prepare.js`, ...prepareArgs], { stdio: "inherit" });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const server = spawn(process.execPath, [`${buildDir}/server.js`], { stdio: "inherit", env: { NODE_ENV: "production", ...process.env } });
// SIGTERM is passed on; a terminal's Ctrl-C (SIGINT) already reaches the server
// through the process group, and passing it on too would count as a second one.
process.on("SIGTERM", () => server.kill("SIGTERM"));
process.on("SIGINT", () => {});
server.on("exit", (code) => process.exit(code ?? 0));
