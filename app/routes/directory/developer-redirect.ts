import { redirect } from "react-router";
import { developerPath } from "#app/utils/paths.ts";
import type { Route } from "./+types/developer-redirect";

/** /developer/{id} is the old reading; /developers/{id} is canonical (product-decisions). */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(developerPath(encodeURIComponent(params.id)), 301);
}
