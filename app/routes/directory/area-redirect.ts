import { redirect } from "react-router";
import { areaPath } from "#app/utils/paths.ts";
import type { Route } from "./+types/area-redirect";

/** /area/{id} is the old reading; /areas/{id} is canonical (product-decisions). */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(areaPath(encodeURIComponent(params.id)), 301);
}
