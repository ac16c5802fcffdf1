import { redirect } from "react-router";
import { GUIDE_SLUGS } from "#app/content/guides.ts";
import { guidePath } from "#app/utils/paths.ts";

/** /guides opens the first guide (spec §2). */
export function loader() {
  return redirect(guidePath(GUIDE_SLUGS[0] ?? "buyers-guide"), 302);
}
