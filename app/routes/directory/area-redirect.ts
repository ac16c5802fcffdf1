import { redirect } from "react-router";
import type { Route } from "./+types/area-redirect";

/** /area/{id} is the old reading; /areas/{id} is canonical (product-decisions). */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/areas/${encodeURIComponent(params.id)}`, 301);
}
