import { useRouteLoaderData } from "react-router";
import { ADMIN_LAYOUT_ID, type AdminShellData } from "../meta.ts";

/** The session's CSRF token, in every form that changes something. */
export function CsrfField() {
  const shell = useRouteLoaderData(ADMIN_LAYOUT_ID) as AdminShellData | undefined;
  return <input type="hidden" name="_csrf" value={shell?.csrf ?? ""} />;
}

export function useAdminShell(): AdminShellData {
  const shell = useRouteLoaderData(ADMIN_LAYOUT_ID) as AdminShellData | undefined;
  if (!shell) throw new Error("useAdminShell used outside the admin layout");
  return shell;
}
