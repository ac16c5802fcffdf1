import type { Route } from "./+types/locations";
import { getLocations } from "#app/features/api/endpoints.server.ts";
import { nonGet } from "#app/features/api/respond.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => getLocations(request, context.db);
export const action = () => nonGet();
