import { redirect } from "react-router";
import type { Route } from "./+types/properties-index";

/** /properties is not a page of its own: the spec sends it to the sale list. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/properties/buy${search}`, 302);
}
