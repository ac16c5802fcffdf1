import type { Route } from "./+types/get-areas";
import { getAreas } from "#app/features/api/endpoints.server.ts";
import { nonGet } from "#app/features/api/respond.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => getAreas(request, context.db);
export const action = () => nonGet();
