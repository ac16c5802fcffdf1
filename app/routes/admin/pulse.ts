import type { Route } from "./+types/pulse";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { leadPulse } from "#app/features/admin/desk.server.ts";

/**
 * GET /admin/leads/pulse: the count of leads waiting for this user and the newest of them, as JSON,
 * polled by the open back office to show a browser notification. Private and never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const pulse = await leadPulse(context.db, { userId: user.id, role: user.role, agentId: user.agent_id });
  return Response.json(pulse, { headers: ADMIN_HEADERS });
}
