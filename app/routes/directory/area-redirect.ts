import { redirect } from "react-router";
import { areaPath } from "#app/utils/paths.ts";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import type { Route } from "./+types/area-redirect";

/** /area/{id} is the old reading; /areas/{id} is canonical (product-decisions), in the same language (/ar/area/1 → /ar/areas/1). */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return redirect(localePath(areaPath(encodeURIComponent(params.id ?? "")), locale), 301);
}
