import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { audit } from "#app/features/auth/audit.server.ts";
import { clearSessionCookie } from "#app/features/auth/cookie.server.ts";
import { ADMIN_HEADERS, requireStaffAction } from "#app/features/auth/guard.server.ts";
import { endAllSessions, endSession } from "#app/features/auth/sessions.server.ts";

/** GET is not a way to sign out (a link or image could do it): 405. */
export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { ...ADMIN_HEADERS, Allow: "POST" } });
}

/** POST (with the CSRF token): ends this session, or with everywhere=1 every session of the user. */
export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireStaffAction(request, context, { allowUnverified: true });
  const everywhere = form.get("everywhere") === "1";
  if (everywhere) await endAllSessions(context.db, session.user.id);
  else await endSession(context.db, session.id);
  await audit(context.db, {
    action: everywhere ? "sign-out-everywhere" : "sign-out",
    userId: session.user.id,
    actor: session.user.email,
    ip: context.clientIp,
  });
  throw redirect("/admin/sign-in?notice=signed-out", {
    status: 303,
    headers: { ...ADMIN_HEADERS, "Set-Cookie": clearSessionCookie(context.agency.siteUrl) },
  });
}
