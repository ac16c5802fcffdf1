import { data, redirect } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { failedWith } from "./data-failure.server.ts";

/** What a loader's `.catch(failedWith(…))` throws for a given failure. */
function thrownBy(error: unknown): unknown {
  try {
    failedWith("Couldn't fetch data!", "test page")(error);
  } catch (thrown) {
    return thrown;
  }
  throw new Error("failedWith must always throw");
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("failedWith", () => {
  it("lets a loader's own redirect and 404 through untouched", () => {
    const moved = redirect("/properties/buy", 301);
    expect(thrownBy(moved)).toBe(moved);
    const notFound = data(null, { status: 404 });
    expect(thrownBy(notFound)).toBe(notFound);
  });

  it("turns an unreachable database into a 503 with the page's text, never cached, logged in one line", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const error of [
      pgError("57P01", "terminating connection due to administrator command"),
      pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"),
      new Error("timeout exceeded when trying to connect"),
      pgError("SQLITE_BUSY", "database is locked"),
    ]) {
      expect(thrownBy(error)).toMatchObject({
        data: { message: "Couldn't fetch data!" },
        init: { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "10" } },
      });
    }
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls.every(([line]) => !String(line).includes("\n"))).toBe(true);
  });

  it("turns a fault in the query into a 500 with the same text, logged as an error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(thrownBy(pgError("42P01", 'relation "listings" does not exist'))).toMatchObject({
      data: { message: "Couldn't fetch data!" },
      init: { status: 500, headers: { "Cache-Control": "no-store" } },
    });
    expect(error).toHaveBeenCalledWith('test page failed: Error: relation "listings" does not exist (42P01)');
  });
});
