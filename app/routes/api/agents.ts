import type { Route } from "./+types/agents";
import { getAgents } from "#app/features/api/endpoints.server.ts";
import { nonGet } from "#app/features/api/respond.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => getAgents(request, context.db);
export const action = () => nonGet();
