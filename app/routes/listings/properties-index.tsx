import { redirect } from "react-router";
import type { Route } from "./+types/properties-index";
import { listPath } from "#app/utils/paths.ts";

/** /properties is not a page of its own: the spec sends it to the sale list, for good (301; issue 41). */
export function loader({ url }: Route.LoaderArgs) {
  const { search } = url;
  return redirect(`${listPath("Residential", "buy")}${search}`, 301);
}
