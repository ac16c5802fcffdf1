import { describe, expect, it } from "vitest";
import { purgeResponseCache } from "#app/utils/cache-purge.server.ts";
import { rememberCounts, rememberedCount } from "./count-cache.server.ts";

describe("remembered list totals", () => {
  it("counts once per filter key until a purge says the data changed", async () => {
    const db = {};
    rememberCounts(db);
    let counted = 0;
    const count = () => rememberedCount(db, 'listings:{"listingType":"SELL"}', async () => ++counted);
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);
    expect(await rememberedCount(db, 'listings:{"listingType":"RENT"}', async () => 42)).toBe(42);
    await purgeResponseCache({ tags: ["listing:9"] });
    expect(await count()).toBe(2);
  });

  it("always counts for a database the server did not turn it on for (scripts, tests)", async () => {
    let counted = 0;
    const db = {};
    for (let i = 0; i < 3; i++) await rememberedCount(db, "k", async () => ++counted);
    expect(counted).toBe(3);
  });

  it("forgets a total after its time to live", async () => {
    const db = {};
    rememberCounts(db, { ttlMs: 30 });
    let counted = 0;
    await rememberedCount(db, "k", async () => ++counted);
    await new Promise((r) => setTimeout(r, 60));
    expect(await rememberedCount(db, "k", async () => ++counted)).toBe(2);
  });
});
