import { expect, it } from "vitest";
import * as exportRoute from "./export.ts";
import * as pulseRoute from "./pulse.ts";
import * as reportsExport from "./reports-export.ts";

it("the back office's read-only addresses answer a POST with 405, Allow and a sentence, never React Router's server error", async () => {
  for (const route of [exportRoute, pulseRoute, reportsExport]) {
    const res = route.action();
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.text()).toBe("This address only answers GET.\n");
  }
});
