import { redirect } from "react-router";
import type { Route } from "./+types/guides-index";
import { GUIDES } from "#app/content/guides.ts";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import { guidePath } from "#app/utils/paths.ts";

/** /guides opens the first guide (spec §2); /ar/guides its Arabic page. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return redirect(localePath(guidePath(GUIDES[0]?.slug ?? "buyers-guide"), locale), 302);
}
