import { redirect } from "react-router";
import { developerPath } from "#app/utils/paths.ts";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import type { Route } from "./+types/developer-redirect";

/** /developer/{id} is the old reading; /developers/{id} is canonical (product-decisions), in the same language. */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return redirect(localePath(developerPath(encodeURIComponent(params.id ?? "")), locale), 301);
}
