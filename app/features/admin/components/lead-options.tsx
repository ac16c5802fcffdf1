import { LEAD_STATUSES } from "#app/features/auth/schema.ts";
import { STATUS_LABELS } from "../filters.ts";

/** Every lead status as options, in the pipeline's order (desk filter, bulk bar, lead page). */
export function StatusOptions() {
  return LEAD_STATUSES.map((s) => (
    <option key={s} value={s}>
      {STATUS_LABELS[s]}
    </option>
  ));
}

/** "Unassigned" and every agent profile (desk filter, bulk assignment, lead page). */
export function AgentOptions({ agents }: { agents: Array<{ id: number; name: string }> }) {
  return (
    <>
      <option value="none">Unassigned</option>
      {agents.map((a) => (
        <option key={a.id} value={a.id}>
          {a.name}
        </option>
      ))}
    </>
  );
}
