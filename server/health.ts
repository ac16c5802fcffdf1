import { CACHE_POLICIES } from "#app/utils/cache-control.ts";
import type { Request, Response } from "express";
import { log } from "#app/utils/log.server.ts";

/** A dependency check: resolves when the dependency answers, rejects (or times out) when it does not. */
export type HealthChecks = Record<string, () => Promise<unknown>>;

/** A check that has not answered by then counts as down (a hung database must not hang the probe). */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>, timeoutMs: number): Promise<"ok" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return "ok";
  } finally {
    clearTimeout(timer);
  }
}

/** Figures shown beside the checks (the lead e-mail backlog): they never make the answer 503. */
export type HealthReports = Record<string, () => Promise<unknown>>;

/**
 * GET /healthz: `{ ok, checks: { database: "ok" | "down", … }, …reports }`, 200 when
 * every dependency answers and 503 naming the one that does not. Others
 * add their dependency (redis, smtp) through createApp's `health` option.
 */
export function healthHandler(checks: HealthChecks, reports: HealthReports = {}, timeoutMs = HEALTH_CHECK_TIMEOUT_MS) {
  return async (_req: Request, res: Response) => {
    const names = Object.keys(checks);
    const results = await Promise.all(
      names.map((name) =>
        probe(checks[name] as () => Promise<unknown>, timeoutMs).catch((error: unknown) => {
          log.warn(`Health check: ${name} is down`, error);
          return "down" as const;
        }),
      ),
    );
    const report = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    const ok = results.every((r) => r === "ok");
    const figures = ok
      ? Object.fromEntries(
          await Promise.all(Object.entries(reports).map(async ([name, read]) => [name, await read().catch(() => null)] as const)),
        )
      : {};
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", CACHE_POLICIES.noStore)
      .json({ ok, checks: report, ...figures });
  };
}
