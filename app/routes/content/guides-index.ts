import { redirect } from "react-router";
import { GUIDES } from "#app/content/guides.ts";
import { guidePath } from "#app/utils/paths.ts";

/** /guides opens the first guide (spec §2). */
export function loader() {
  return redirect(guidePath(GUIDES[0]?.slug ?? "buyers-guide"), 302);
}
