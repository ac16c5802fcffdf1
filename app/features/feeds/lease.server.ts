/**
 * One import at a time across processes and machines: a row per lease name,
 * claimed by writing our holder id and an expiry. A crashed holder's claim
 * simply runs out. Plain UPDATE … WHERE, so it behaves the same on SQLite and
 * PostgreSQL (the row lock / database lock makes the check-and-set atomic).
 */
import type { FeedsDB } from "./feeds-schema.ts";

export const IMPORT_LEASE = "feed-import";

export async function claimLease(db: FeedsDB, name: string, holder: string, ttlMs: number, now = new Date()): Promise<boolean> {
  const expires = new Date(now.getTime() + ttlMs).toISOString();
  await db
    .insertInto("feed_leases")
    .values({ name, holder: "", expires_at: "" })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const result = await db
    .updateTable("feed_leases")
    .set({ holder, expires_at: expires })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("expires_at", "<=", now.toISOString()), eb("holder", "=", holder)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** extends our claim; false when it was lost (it expired and someone else took it) */
export async function renewLease(db: FeedsDB, name: string, holder: string, ttlMs: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("feed_leases")
    .set({ expires_at: new Date(now.getTime() + ttlMs).toISOString() })
    .where("name", "=", name)
    .where("holder", "=", holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseLease(db: FeedsDB, name: string, holder: string): Promise<void> {
  await db.updateTable("feed_leases").set({ holder: "", expires_at: "" }).where("name", "=", name).where("holder", "=", holder).execute();
}
