/**
 * What every lead form shares and the browser needs on every page: kinds,
 * limits, the honeypot, text clean-up and form reading. No zod here: the
 * schemas (schema-core.ts, schemas.ts) load only where a form is checked.
 */

export const LEAD_KINDS = ["enquiry", "guide", "valuation", "newsletter"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** the fewest letters a name may have ("Li" passes, "A" does not) */
export const NAME_MIN_LETTERS = 2;

export const LIMITS = { name: 120, email: 254, phone: 32, message: 2000, property: 160, unit: 40, reference: 60 } as const;

/** The honeypot: people never see or fill it; simple bots fill every field. */
export const HONEYPOT_FIELD = "website";

// Single-line fields: control characters (CR/LF in an e-mail subject…) become spaces.
export const singleLine = (v: string) =>
  v
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
// Multi-line text keeps line breaks only.
export const multiLine = (v: string) =>
  v
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
    .trim();

export type FieldErrors = Partial<Record<string, string>>;

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
