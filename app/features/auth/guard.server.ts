import { data, redirect } from "react-router";
import type { AppContext } from "#app/context.ts";
import { readSessionCookie } from "./cookie.server.ts";
import { readSession, type StaffSession } from "./sessions.server.ts";
import type { StaffRole } from "./schema.ts";
import { sameToken } from "./tokens.server.ts";

/** Every back-office answer: never stored by a browser or a shared cache, never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export const CSRF_FIELD = "_csrf";
export const SIGN_IN_PATH = "/admin/sign-in";
export const TWO_FACTOR_PATH = "/admin/two-factor";

type Ctx = Pick<AppContext, "db" | "env" | "agency">;

export interface GuardOptions {
  role?: StaffRole;
  /** the two-factor pages themselves */
  allowUnverified?: boolean;
}

export function getStaffSession(request: Request, context: Ctx): Promise<StaffSession | null> {
  return readSession(context.db, readSessionCookie(request, context.agency.siteUrl));
}

function signInRedirect(request: Request): never {
  // The request as it came (future.v8_passThroughRequests): a client navigation asks "/admin/x.data?_routes=…".
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const next = url.pathname.replace(/\.data$/, "") + url.search;
  throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`, { status: 303, headers: ADMIN_HEADERS });
}

/**
 * The signed-in staff member, or the answer for everyone else: sign-in for
 * the signed out, the second factor for a half-signed-in session, 403 for a
 * role that may not see the page.
 */
export async function requireStaff(request: Request, context: Ctx, options: GuardOptions = {}): Promise<StaffSession> {
  const session = await getStaffSession(request, context);
  if (!session) signInRedirect(request);
  if (!session.verified && !options.allowUnverified) throw redirect(TWO_FACTOR_PATH, { status: 303, headers: ADMIN_HEADERS });
  if (options.role && session.user.role !== options.role)
    throw data({ message: "Only administrators can open this page." }, { status: 403, headers: ADMIN_HEADERS });
  return session;
}

/**
 * For every state-changing request: POST only, a live session, and the
 * session's synchronizer CSRF token in the form (403 without it).
 */
export async function requireStaffAction(
  request: Request,
  context: Ctx,
  options: GuardOptions = {},
): Promise<{ session: StaffSession; form: FormData }> {
  if (request.method !== "POST")
    throw data({ message: "Method not allowed" }, { status: 405, headers: { ...ADMIN_HEADERS, Allow: "POST" } });
  const session = await requireStaff(request, context, options);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: "The form could not be read." }, { status: 400, headers: ADMIN_HEADERS });
  }
  const token = form.get(CSRF_FIELD);
  if (typeof token !== "string" || !sameToken(token, session.csrfToken)) {
    throw data({ message: "This form has expired. Reload the page and try again." }, { status: 403, headers: ADMIN_HEADERS });
  }
  return { session, form };
}
