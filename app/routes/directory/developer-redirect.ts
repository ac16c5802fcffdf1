import { redirect } from "react-router";
import type { Route } from "./+types/developer-redirect";

/** /developer/{id} is the old reading; /developers/{id} is canonical (product-decisions). */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/developers/${encodeURIComponent(params.id)}`, 301);
}
