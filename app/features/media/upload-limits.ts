/**
 * How much a staff form with files may carry. A plain module (no server-only imports): the HTTP
 * layer (server/http-hygiene.ts) refuses a declared body past `maxUploadBodyBytes` before any route
 * runs, and the upload parser (upload.server.ts) enforces the rest while it reads.
 */
export const UPLOAD_LIMITS = {
  /** per file: a phone's full-size JPEG is 3–8 MB */
  maxFileBytes: 12 * 1024 * 1024,
  /** per request */
  maxFiles: 12,
  maxFields: 200,
  maxFieldBytes: 64 * 1024,
};

export type UploadLimits = typeof UPLOAD_LIMITS;

/** Every file and field at its cap, plus room for the parts' headers: no honest form is larger. */
export const maxUploadBodyBytes = (limits: UploadLimits = UPLOAD_LIMITS) =>
  limits.maxFiles * limits.maxFileBytes + limits.maxFields * limits.maxFieldBytes + 1024 * 1024;

/** "12 MB", "64 KB" */
export const sizeText = (n: number) => (n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`);

/** The message for a body past maxUploadBodyBytes (said by the HTTP layer and by the parser alike). */
export const tooMuchAtOnce = (limits: UploadLimits = UPLOAD_LIMITS) =>
  `Too much at once: at most ${limits.maxFiles} photo${limits.maxFiles === 1 ? "" : "s"} of ${sizeText(limits.maxFileBytes)} each. Send fewer photos at a time.`;

/** A multipart/form-data Content-Type (the only kind of body a file travels in). */
export const isMultipart = (contentType: string | null | undefined) => /^\s*multipart\/form-data\b/i.test(contentType ?? "");
