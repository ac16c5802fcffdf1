import { redirect } from "react-router";

/** /guides opens the first guide (spec §2). */
export function loader() {
  return redirect("/guides/buyers-guide", 302);
}
