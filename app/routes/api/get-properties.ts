import type { Route } from "./+types/get-properties";
import { getProperties } from "#app/features/api/endpoints.server.ts";
import { nonGet } from "#app/features/api/respond.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => getProperties(request, context.db);
export const action = () => nonGet();
