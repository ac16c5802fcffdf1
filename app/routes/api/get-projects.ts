import type { Route } from "./+types/get-projects";
import { getProjects } from "#app/features/api/endpoints.server.ts";
import { nonGet } from "#app/features/api/respond.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => getProjects(request, context.db);
export const action = () => nonGet();
