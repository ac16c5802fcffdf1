// The browser tests' server: a fresh SQLite database, prepared (migrated and
// seeded with the demo data), then the built production server.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const file = process.env.DATABASE_URL;
if (!file || file.includes("://")) throw new Error("e2e-server wants DATABASE_URL to be a SQLite file path");
const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(`${buildDir}/server.js`)) throw new Error("Run `npm run build` before the browser tests");
for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
fs.mkdirSync(path.dirname(file), { recursive: true });

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
