import { data, redirect } from "react-router";
import type { AppContext } from "#app/context.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import type { UploadedFile } from "#app/features/media/upload.server.ts";
import { parseId } from "#app/utils/limits.ts";
import { addToLibrary, deleteFromLibrary, LIBRARY_FILE_FIELD } from "./media-library.server.ts";
import { AltSchema, imageMarkdown } from "./image-schema.ts";

/** What the library's forms answer: a refusal (per field), or, to the editor's "Insert image", the Markdown. */
export type MediaActionResult =
  { ok: false; message: string; errors: Record<string, string>; alt?: string } | { ok: true; id: number; url: string; markdown: string };

const fail = (message: string, errors: Record<string, string> = {}, status = 400, alt?: string) =>
  data<MediaActionResult>({ ok: false, message, errors, ...(alt !== undefined ? { alt } : {}) }, { status, headers: ADMIN_HEADERS });

/**
 * intent=upload: one picture and its alt text (the editor sends respond=json and gets the Markdown;
 * a page without JavaScript is redirected to the library, which shows the Markdown to copy).
 * intent=delete: an unused picture. Admins only: the route checks the role first.
 */
export async function runMediaAction(
  context: Pick<AppContext, "db" | "clientIp"> & { mediaDir?: string },
  session: StaffSession,
  form: FormData,
  files: readonly UploadedFile[],
) {
  const { db } = context;
  const intent = form.get("intent");
  if (intent === "delete") {
    const rawId = form.get("id");
    const id = parseId(typeof rawId === "string" ? rawId : null);
    if (id === null) return fail("There is no such picture.", {}, 404);
    if (!context.mediaDir) return fail("Uploads are not available here.");
    const done = await deleteFromLibrary(db, context.mediaDir, id);
    if (!done.ok && done.reason === "missing") return fail("That picture was already deleted.", {}, 404);
    if (!done.ok)
      return fail(
        `“${done.item?.name}” is used in ${done.item?.usedIn.map((p) => `“${p.title}”`).join(", ")}: take it out of the post first.`,
        {},
        409,
      );
    await audit(db, {
      action: "media-deleted",
      userId: session.user.id,
      detail: { url: done.item.url, name: done.item.name },
      ip: context.clientIp,
    });
    return redirect("/admin/media?notice=deleted", { status: 303, headers: ADMIN_HEADERS });
  }
  if (intent !== "upload") return fail("Unknown action.");
  const typedAlt = typeof form.get("alt") === "string" ? String(form.get("alt")) : "";
  const alt = AltSchema.safeParse(typedAlt);
  const upload = files.filter((f) => f.field === LIBRARY_FILE_FIELD);
  const errors: Record<string, string> = {};
  if (!alt.success) errors.alt = alt.error.issues[0]?.message ?? "Enter the alt text.";
  if (upload.length === 0) errors.file = "Choose a picture to upload (JPEG, PNG or WebP).";
  if (upload.length > 1) errors.file = "One picture at a time.";
  if (Object.keys(errors).length > 0 || !alt.success) return fail("Check the highlighted fields.", errors, 400, typedAlt);
  if (!context.mediaDir) return fail("Uploads are not available here.");
  const { added, refused } = await addToLibrary(db, context.mediaDir, session.user.id, upload);
  const item = added[0];
  if (!item) return fail("Check the highlighted fields.", { file: refused.join(" ") || "The picture could not be stored." }, 422, typedAlt);
  await audit(db, { action: "media-uploaded", userId: session.user.id, detail: { url: item.url, name: item.name }, ip: context.clientIp });
  const markdown = imageMarkdown(alt.data, item.url);
  if (form.get("respond") === "json")
    return data<MediaActionResult>({ ok: true, id: item.id, url: item.url, markdown }, { headers: ADMIN_HEADERS });
  const next = new URLSearchParams({ uploaded: String(item.id), alt: alt.data });
  return redirect(`/admin/media?${next}`, { status: 303, headers: ADMIN_HEADERS });
}
