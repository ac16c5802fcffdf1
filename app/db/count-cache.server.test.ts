import { describe, expect, it } from "vitest";
import { purgeResponseCache } from "#app/utils/cache-purge.server.ts";
import { manualClock } from "#tests/fixtures/manual-clock.ts";
import { keepCount, knownCount, rememberCounts, rememberedCount } from "./count-cache.server.ts";

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
    const clock = manualClock();
    rememberCounts(db, { ttlMs: 30_000, now: clock.ms });
    let counted = 0;
    await rememberedCount(db, "k", async () => ++counted);
    await clock.advance(29_000);
    expect(await rememberedCount(db, "k", async () => ++counted)).toBe(1);
    await clock.advance(2_000);
    expect(await rememberedCount(db, "k", async () => ++counted)).toBe(2);
  });

  it("keeps a total read along with a page, which later requests use without counting, until a purge", async () => {
    const db = {};
    rememberCounts(db);
    const key = 'listings:{"text":"marina"}';
    expect(knownCount(db, key)).toBeUndefined();
    keepCount(db, key, { n: 12, priced: 10 });
    expect(knownCount(db, key)).toEqual({ n: 12, priced: 10 });
    let counted = 0;
    expect(await rememberedCount(db, key, async () => ++counted)).toEqual({ n: 12, priced: 10 });
    expect(counted).toBe(0);
    await purgeResponseCache({ tags: ["listing:9"] });
    expect(knownCount(db, key)).toBeUndefined();
    // a database the server did not turn remembering on for keeps nothing
    const other = {};
    keepCount(other, key, { n: 1, priced: 1 });
    expect(knownCount(other, key)).toBeUndefined();
  });
});
