import { z } from "zod";
import { FIELD_MESSAGES as M } from "#app/content/leads.ts";
import { type FieldCheck, type FieldErrors, LIMITS } from "./fields.ts";

/**
 * The light half of the lead schemas: the e-mail rule and the newsletter
 * schema. No phone library here, so the footer's newsletter box loads little
 * when it is first used; the phone-based forms live in schemas.ts.
 */

export const email = z
  .string({ error: M.emailRequired })
  .transform((v) => v.trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, M.emailRequired)
      .max(LIMITS.email, M.emailInvalid)
      .pipe(z.email({ error: M.emailInvalid })),
  );

export const NewsletterSchema = z.object({ email });
export type NewsletterInput = z.output<typeof NewsletterSchema>;

/** The first message per field, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

export function checkNewsletter(fields: Record<string, string>): FieldCheck {
  const r = NewsletterSchema.safeParse(fields);
  return r.success ? { ok: true } : { ok: false, errors: fieldErrors(r.error) };
}
