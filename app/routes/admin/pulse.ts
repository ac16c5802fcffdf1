import type { Route } from "./+types/pulse";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { leadPulse } from "#app/features/admin/desk.server.ts";
import { readOnly } from "#app/utils/read-only.ts";

/**
 * GET /admin/leads/pulse?after=ID: the count of leads waiting for this user the newest of them and how many came after ID, as JSON,
 * polled by the open back office to show a browser notification. Private and never cached.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const after = Number(url.searchParams.get("after"));
  const pulse = await leadPulse(
    context.db,
    { userId: user.id, role: user.role, agentId: user.agent_id },
    Number.isSafeInteger(after) && after > 0 ? after : 0,
  );
  return Response.json(pulse, { headers: ADMIN_HEADERS });
}

/** A write to this address: 405 with a sentence. */
export const action = readOnly;
