import { z } from "zod";
import * as en from "#app/content/leads.ts";
import * as ar from "#app/content/ar/leads.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { type FieldCheck, type FieldErrors, LIMITS } from "./fields.ts";

/**
 * The light half of the lead schemas: the e-mail rule and the newsletter
 * schema. No phone library here, so the footer's newsletter box loads little
 * when it is first used; the phone-based forms live in schemas.ts.
 * Every schema is written once and built per language (its messages), the
 * English one being the default the server and the tests use.
 */

/** The field messages of `locale` (app/content/leads.ts and its Arabic twin). */
export type FieldMessages = (typeof ar)["FIELD_MESSAGES"];
export const fieldMessages = (locale: Locale): FieldMessages => textFor({ en, ar }, locale).FIELD_MESSAGES;

export const emailRule = (M: FieldMessages) =>
  z
    .string({ error: M.emailRequired })
    .transform((v) => v.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, M.emailRequired)
        .max(LIMITS.email, M.emailInvalid)
        .pipe(z.email({ error: M.emailInvalid })),
    );

export const email = emailRule(en.FIELD_MESSAGES);

const newsletterSchema = (M: FieldMessages) => z.object({ email: emailRule(M) });
export const NewsletterSchema = newsletterSchema(en.FIELD_MESSAGES);
export type NewsletterInput = z.output<typeof NewsletterSchema>;

let arabicNewsletter: typeof NewsletterSchema | undefined;
export function newsletterSchemaFor(locale: Locale): typeof NewsletterSchema {
  if (locale === "en") return NewsletterSchema;
  return (arabicNewsletter ??= newsletterSchema(ar.FIELD_MESSAGES));
}

/** The first message per field, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

export function checkNewsletter(fields: Record<string, string>, locale: Locale = "en"): FieldCheck {
  const r = newsletterSchemaFor(locale).safeParse(fields);
  return r.success ? { ok: true } : { ok: false, errors: fieldErrors(r.error) };
}
