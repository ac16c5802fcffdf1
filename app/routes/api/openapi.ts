import type { Route } from "./+types/openapi";
import { openApiDocument } from "#app/features/api/openapi.ts";
import { jsonWithEtag } from "#app/features/api/respond.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  jsonWithEtag(request, openApiDocument(context.agency.siteUrl, context.agency.brand), "document");
