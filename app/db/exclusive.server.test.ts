import { beforeEach, expect, it } from "vitest";
import { sql } from "kysely";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { manualClock } from "#tests/fixtures/manual-clock.ts";
import { acquireLease, runExclusive } from "./exclusive.server.ts";

describeEachDatabase("runExclusive", (get) => {
  beforeEach(async () => {
    await sql`delete from job_leases`.execute(get().db);
  });

  it("runs a job in one holder at a time and frees it when done", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let running!: () => void;
    const started = new Promise<void>((r) => (running = r));
    const first = runExclusive(get().db, "import", 60_000, async () => {
      running();
      await gate;
      return "first";
    });
    await started; // the first holder has the lease and is working
    expect(await runExclusive(get().db, "import", 60_000, async () => "second")).toEqual({ ran: false });
    // another job name is independent
    expect(await runExclusive(get().db, "alerts", 60_000, async () => "other")).toEqual({ ran: true, value: "other" });
    release();
    expect(await first).toEqual({ ran: true, value: "first" });
    expect(await runExclusive(get().db, "import", 60_000, async () => "third")).toEqual({ ran: true, value: "third" });
  });

  it("a crashed holder's lease is taken over once it expires", async () => {
    const t0 = new Date("2026-11-23T10:00:00.000Z");
    expect(await acquireLease(get().db, "outbox", "dead-process", 30_000, t0)).toBe(true);
    const at = (ms: number) => () => new Date(t0.getTime() + ms);
    expect(await runExclusive(get().db, "outbox", 30_000, async () => 1, { now: at(29_000) })).toEqual({ ran: false });
    expect(await runExclusive(get().db, "outbox", 30_000, async () => 2, { now: at(31_000) })).toEqual({ ran: true, value: 2 });
  });

  it("renews the lease while the job runs, and stops renewing when it ends", async () => {
    const clock = manualClock();
    const t0 = clock.ms();
    const leaseUntil = async () =>
      (await get().db.selectFrom("job_leases").select("lease_until").where("name", "=", "long").executeTakeFirstOrThrow()).lease_until;
    const result = await runExclusive(
      get().db,
      "long",
      300,
      async () => {
        expect(await leaseUntil()).toBe(new Date(t0 + 300).toISOString());
        await clock.advance(250); // renewed at +100 and +200: it lasts until +500
        expect(await leaseUntil()).toBe(new Date(t0 + 500).toISOString());
        // another process asking now, past the first lease's end, finds the job taken
        expect(await runExclusive(get().db, "long", 300, async () => "other", { now: clock.now })).toEqual({ ran: false });
        return "done";
      },
      { now: clock.now, every: clock.every },
    );
    expect(result).toEqual({ ran: true, value: "done" });
    expect(clock.scheduled()).toBe(0);
  });

  it("tells the job to stop when its lease was lost to another holder", async () => {
    const clock = manualClock();
    const logs: string[] = [];
    const result = await runExclusive(
      get().db,
      "slow",
      150,
      async (signal) => {
        // another holder takes the job as if this process had stalled
        await sql`update job_leases set holder = 'someone-else' where name = 'slow'`.execute(get().db);
        expect(signal.aborted).toBe(false);
        await clock.advance(50); // the next renewal finds the lease taken
        return signal.aborted;
      },
      { now: clock.now, every: clock.every, log: (m) => logs.push(m) },
    );
    expect(result).toEqual({ ran: true, value: true });
    expect(logs).toEqual(["job slow: lease lost to another holder; stopping"]);
  });
});
