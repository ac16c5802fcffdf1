import type { Route } from "./+types/blog-preview";
import { ADMIN_HEADERS, requireStaffAction } from "#app/features/auth/guard.server.ts";
import { previewBlogBody } from "#app/features/blog/admin.server.ts";

/** The editor's live preview is a POST (it carries the body and the CSRF token): GET is 405. */
export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { ...ADMIN_HEADERS, Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { form } = await requireStaffAction(request, context, { role: "admin" });
  return previewBlogBody(form, context.agency.brand);
}
