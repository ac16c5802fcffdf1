import http from "node:http";
import type { RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import type { DB } from "#app/db/db.server.ts";

/**
 * Warms a just-started worker before its port opens (issue 42, item 3; decision 043): for a few
 * seconds the worker renders the pages visitors open most (random listings across the stock, the
 * lists with the filters people combine, projects and the API) through the whole app on a private
 * loopback listener, eight at a time, so V8 has compiled the render paths and every pooled database
 * connection has been opened and has parsed the prepared statements before the first visitor
 * arrives. A rolling deploy keeps serving from the old workers meanwhile.
 */
export async function warmUp(app: RequestListener, db: DB, seconds: number, host: string): Promise<{ requests: number; ms: number }> {
  const started = performance.now();
  if (seconds <= 0) return { requests: 0, ms: 0 };
  const paths = await warmUpPaths(db);
  if (paths.length === 0) return { requests: 0, ms: 0 };
  const deadline = started + seconds * 1000;
  let requests = 0;
  let next = 0;
  await onLoopback(app, 8, async (get) => {
    while (performance.now() < deadline) {
      await get(paths[next++ % paths.length] ?? "/", host);
      requests++;
    }
  });
  return { requests, ms: Math.round(performance.now() - started) };
}

const LIST_FILTERS = [
  "",
  "?bedrooms=2",
  "?bedrooms=1&max_price=2000000",
  "?sort=price_asc",
  "?page=2",
  "?property_type=Villa",
  "?bedrooms=3&sort=newest",
];
const API = "/api/properties/get_properties_for_main_site";

/** Random listing and project ids across the stock, interleaved with list pages and API calls. */
async function warmUpPaths(db: DB): Promise<string[]> {
  const [listings, projects] = await Promise.all([
    db
      .selectFrom("listings")
      .select(["id", "listing_type"])
      .where("status", "=", "ACTIVE")
      .orderBy(sql`random()`)
      .limit(400)
      .execute(),
    db
      .selectFrom("projects")
      .select("id")
      .where("status", "=", "ACTIVE")
      .orderBy(sql`random()`)
      .limit(40)
      .execute(),
  ]);
  const paths: string[] = [];
  listings.forEach((l, i) => {
    paths.push(`/${l.listing_type === "RENT" ? "properties-to-rent" : "properties-for-sale"}/${l.id}`);
    if (i % 4 === 0) paths.push(`${API}?property_id=${l.id}`);
    if (i % 5 === 0) paths.push(`/properties/${i % 10 === 0 ? "rent" : "buy"}${LIST_FILTERS[(i / 5) % LIST_FILTERS.length] ?? ""}`);
    if (i % 10 === 0) paths.push(`${API}?size=10&status=ACTIVE&listing_type=${i % 20 === 0 ? "RENT" : "SELL"}&page=${(i % 7) + 1}`);
    const project = projects[i % Math.max(1, projects.length)];
    if (i % 10 === 5 && project) paths.push(`/properties-off-plan/${project.id}`);
  });
  return paths;
}

type Get = (path: string, host: string) => Promise<number>;

/**
 * Serves `app` on a private loopback port for the length of `work`, which `concurrency` callers
 * run side by side, each with a `get` that answers the status code (0 when the request failed).
 */
export async function onLoopback(app: RequestListener, concurrency: number, work: (get: Get) => Promise<void>): Promise<void> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const get: Get = (path, host) =>
    new Promise((resolve) => {
      const req = http.get({ host: "127.0.0.1", port, path, agent, headers: { host, "accept-encoding": "br, gzip" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", () => resolve(0));
    });
  try {
    await Promise.all(Array.from({ length: concurrency }, () => work(get)));
  } finally {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}
