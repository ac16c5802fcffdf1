import { data } from "react-router";
import { isDatabaseUnavailable } from "#app/db/db.server.ts";
import { log } from "./log.server.ts";

/** What a page's error boundary gets when its data could not be read. */
export interface DataFailure {
  message: string;
}

/** Status of a failed data call: 503 while the database is unreachable (retry later), 500 for a fault. */
export function failureStatus(error: unknown): 500 | 503 {
  return isDatabaseUnavailable(error) ? 503 : 500;
}

/** Logs a failed data call: one line; the stack only at LOG_LEVEL=debug. */
export function logDataFailure(label: string, error: unknown): void {
  if (isDatabaseUnavailable(error)) log.warn(`${label}: database unavailable`, error);
  else log.error(`${label} failed`, error);
}

/** Something a loader throws on purpose (a redirect, a 404): not a failure. */
function isRouteOutcome(error: unknown): boolean {
  if (error instanceof Response) return true;
  return typeof error === "object" && error !== null && "type" in error && error.type === "DataWithResponseInit";
}

/**
 * `.catch(failedWith(message, label))` on a page's data: redirects and 404s
 * pass through; a failure becomes a 503 (500 for a fault in the query) that
 * carries the spec's message to the error boundary and is never stored by
 * any cache.
 */
export function failedWith(message: string, label: string) {
  return (error: unknown): never => {
    if (isRouteOutcome(error)) throw error;
    logDataFailure(label, error);
    const status = failureStatus(error);
    throw data<DataFailure>(
      { message },
      { status, headers: { "Cache-Control": "no-store", ...(status === 503 ? { "Retry-After": "10" } : {}) } },
    );
  };
}
