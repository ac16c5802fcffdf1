import type { AppLoadContext } from "react-router";
import type { DB } from "#app/db/db.server.ts";
import { agencyConfig, parseEnv, trustedOrigin } from "#app/utils/env.server.ts";
import { sessionCookie } from "./cookie.server.ts";
import type { StaffRole, StaffUser } from "./schema.ts";
import { createSession } from "./sessions.server.ts";
import { createStaffUser } from "./users.server.ts";

/** Test helpers: a context like server/app.ts builds, and signed-in staff. */
export const TEST_SITE = "http://admin.test";

let n = 0;
export function testContext(db: DB, ip = "10.9.0.1", vars: Record<string, string> = {}): AppLoadContext {
  const env = parseEnv({ SITE_URL: TEST_SITE, ...vars });
  return { db, env, agency: agencyConfig(env), mailOrigin: trustedOrigin(env), nonce: "", clientIp: ip } as AppLoadContext;
}

export interface TestStaff {
  user: StaffUser;
  cookie: string;
  csrf: string;
}

export async function signedInStaff(
  db: DB,
  role: StaffRole,
  options: { agentId?: number | null; verified?: boolean; password?: string } = {},
): Promise<TestStaff> {
  n += 1;
  const user = await createStaffUser(db, {
    email: `${role}${n}-${Date.now()}@staff.test`,
    name: `${role} ${n}`,
    role,
    agentId: options.agentId ?? null,
    password: options.password,
  });
  const token = await createSession(db, user.id, { verified: options.verified ?? true });
  const session = await db.selectFrom("staff_sessions").select("csrf_token").where("user_id", "=", user.id).executeTakeFirstOrThrow();
  return { user, cookie: sessionCookie(TEST_SITE, token).split(";")[0] as string, csrf: session.csrf_token };
}

export function get(path: string, cookie?: string): Request {
  return new Request(`${TEST_SITE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

export function post(path: string, fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}): Request {
  return new Request(`${TEST_SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
}

/** What a loader or action answered: a thrown or returned Response, or data() (a DataWithResponseInit). */
export async function answer(run: () => unknown): Promise<{ status: number; location: string | null; headers: Headers; data: unknown }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response)
    return { status: value.status, location: value.headers.get("Location"), headers: value.headers, data: null };
  if (value && typeof value === "object" && "type" in value && (value as { type: string }).type === "DataWithResponseInit") {
    const d = value as unknown as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, location: null, headers: new Headers(d.init?.headers), data: d.data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, headers: new Headers(), data: value };
}
