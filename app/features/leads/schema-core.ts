import { z } from "zod";
import { FIELD_MESSAGES as M } from "#app/content/leads.ts";

/**
 * The light half of the lead schemas: kinds, limits, the e-mail rule and the
 * newsletter schema. No phone library here, so the footer's newsletter box on
 * every page stays small; the phone-based forms live in schemas.ts.
 */

export const LEAD_KINDS = ["enquiry", "guide", "valuation", "newsletter"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LIMITS = { name: 120, email: 254, phone: 32, message: 2000, property: 160, unit: 40, reference: 60 } as const;

/** The honeypot: people never see or fill it; simple bots fill every field. */
export const HONEYPOT_FIELD = "website";

// Single-line fields: control characters (CR/LF in an e-mail subject…) become spaces.
export const singleLine = (v: string) => v.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s{2,}/g, " ").trim();
// Multi-line text keeps line breaks only.
export const multiLine = (v: string) => v.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "").trim();

export const email = z
  .string({ error: M.emailRequired })
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.string().min(1, M.emailRequired).max(LIMITS.email, M.emailInvalid).pipe(z.email({ error: M.emailInvalid })));

export const NewsletterSchema = z.object({ email });
export type NewsletterInput = z.output<typeof NewsletterSchema>;

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value);
}

/** FormData → plain fields, for validation in the browser and on the server. */
export function formFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") out[k] = v;
  return out;
}

/** What a form checks before posting: a message per invalid field, or nothing. */
export type FieldCheck = { ok: true } | { ok: false; errors: FieldErrors };

export function checkNewsletter(fields: Record<string, string>): FieldCheck {
  const r = NewsletterSchema.safeParse(fields);
  return r.success ? { ok: true } : { ok: false, errors: fieldErrors(r.error) };
}
