import type { Kysely } from "kysely";

// RFC 6238 §5.2: a TOTP code is accepted once. Each user's last accepted time step
// (Unix time / 30 s) is kept, and a code is taken only if its step is later, by one
// conditional UPDATE (app/features/auth/totp.server.ts redeemTotpCode).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_users").addColumn("totp_last_step", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff_users").dropColumn("totp_last_step").execute();
}
