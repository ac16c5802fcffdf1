import type { Route } from "./+types/get-property-types";
import { getPropertyTypes } from "#app/features/api/endpoints.server.ts";
import { nonGet } from "#app/features/api/respond.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => getPropertyTypes(request, context.db);
export const action = () => nonGet();
