import type { Route } from "./+types/get-developers";
import { getDevelopers } from "#app/features/api/endpoints.server.ts";
import { nonGet } from "#app/features/api/respond.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => getDevelopers(request, context.db);
export const action = () => nonGet();
