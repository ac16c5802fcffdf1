import { redirect } from "react-router";
import type { Route } from "./+types/properties-index";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import { listPath } from "#app/utils/paths.ts";

/** /properties is not a page of its own: the spec sends it to the sale list, for good (301; issue 41), in the same language. */
export function loader({ url }: Route.LoaderArgs) {
  const { search } = url;
  return redirect(`${localePath(listPath("Residential", "buy"), localeOfPath(url.pathname))}${search}`, 301);
}
