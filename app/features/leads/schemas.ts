import { z } from "zod";
import { FIELD_REQUIRED } from "#app/content/site.ts";
import { FIELD_REQUIRED as FIELD_REQUIRED_AR } from "#app/content/ar/site.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { countDigits, isSupportedCountry, parsePhone, PHONE_DEFAULT_COUNTRY } from "./phone.ts";
import { type FieldErrors, type LeadKind, LIMITS, multiLine, NAME_MIN_LETTERS, singleLine } from "./fields.ts";
import { emailRule, fieldErrors, fieldMessages, type FieldMessages, newsletterSchemaFor, type NewsletterInput } from "./schema-core.ts";
import {
  DEFAULT_VALUATION_TAB,
  ENQUIRY_CATEGORIES,
  VALUATION_BEDROOMS,
  VALUATION_PROPERTY_TYPES,
  VALUATION_SIZE_RANGE,
  VALUATION_TABS,
  VALUATION_TIMES,
} from "./options.ts";

/**
 * One schema per form, shared by the browser (instant messages) and the
 * server (the truth). Input is what a form posts: strings, possibly missing.
 * Kinds, limits, the e-mail rule and the newsletter schema: schema-core.ts.
 * The schemas are built per language from its messages (`leadSchemas`); the
 * exported ones are English.
 */

interface WithPhone {
  phone: string;
  country: string;
}

/** An optional select: "" when not chosen, otherwise one of `values`. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(z.union([z.literal(""), z.enum(values)], { error: message }));

/** The three phone-based forms' schemas, their messages in the language of `M` (`required`: the spec's 'This field is required'). */
function buildSchemas(M: FieldMessages, required: string) {
  const email = emailRule(M);
  const requiredLine = (max: number, missing: string, tooLong: string = M.tooLong(max)) =>
    z.string({ error: missing }).transform(singleLine).pipe(z.string().min(1, missing).max(max, tooLong));

  /** A person's name: at least two letters (of any script), so "A" or "." is refused with a clear message. */
  const personName = requiredLine(LIMITS.name, M.nameRequired, M.nameTooLong).refine(
    (v) => v === "" || (v.match(/\p{L}/gu)?.length ?? 0) >= NAME_MIN_LETTERS,
    M.nameTooShort,
  );

  const optionalLine = (max: number) =>
    z
      .string()
      .optional()
      .default("")
      .transform(singleLine)
      .pipe(z.string().max(max, M.tooLong(max)));

  const optionalText = (max: number) =>
    z
      .string()
      .optional()
      .default("")
      .transform(multiLine)
      .pipe(z.string().max(max, M.tooLong(max)));

  const phoneFields = {
    phone: z
      .string({ error: M.phoneRequired })
      .transform(singleLine)
      .pipe(
        z
          .string()
          .min(1, M.phoneRequired)
          .max(LIMITS.phone, M.phoneTooLong)
          .refine((v) => countDigits(v) <= 15, M.phoneTooLong),
      ),
    country: z
      .string()
      .optional()
      .transform((v) => (v ?? "").trim().toLowerCase() || PHONE_DEFAULT_COUNTRY)
      .refine(isSupportedCountry, M.countryInvalid),
  };

  /** Optional size in sq.ft: "" or a whole number in range ("1,250" and "1250 sq ft" read as 1250); stored as digits. */
  const optionalSize = z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .trim()
        .replace(/,/g, "")
        .replace(/\s*(sq\.?\s*ft\.?|sqft)$/i, ""),
    )
    .refine(
      (v) => {
        if (v === "") return true;
        if (!/^\d{1,7}$/.test(v)) return false;
        const n = Number(v);
        return n >= VALUATION_SIZE_RANGE.min && n <= VALUATION_SIZE_RANGE.max;
      },
      M.sizeInvalid(VALUATION_SIZE_RANGE.min, VALUATION_SIZE_RANGE.max),
    )
    .transform((v) => (v === "" ? "" : String(Number(v))));

  /** Checks the number for the chosen country and adds E.164 and the dial code taken from it. */
  function withParsedPhone<T extends z.ZodType<WithPhone>>(schema: T) {
    return schema
      .refine(
        (v) => {
          const raw: Partial<Record<keyof WithPhone, unknown>> = v ?? {};
          if (typeof raw.phone !== "string" || !raw.phone || countDigits(raw.phone) > 15) return true; // reported by the field
          return parsePhone(raw.phone, typeof raw.country === "string" ? raw.country : PHONE_DEFAULT_COUNTRY) !== null;
        },
        // Runs even when another field failed, so every message shows at once.
        { path: ["phone"], message: M.phoneInvalid, when: () => true },
      )
      .transform((v) => {
        const parsed = parsePhone(v.phone, v.country);
        return { ...v, phone: parsed?.e164 ?? v.phone, phoneCode: parsed?.phoneCode ?? "" };
      });
  }

  const enquiry = withParsedPhone(
    z.object({
      name: personName,
      email,
      ...phoneFields,
      category: z.enum(ENQUIRY_CATEGORIES, { error: required }),
      message: optionalText(LIMITS.message),
      reference: optionalLine(LIMITS.reference),
    }),
  );

  const guide = withParsedPhone(
    z.object({
      name: personName,
      email,
      ...phoneFields,
      message: optionalText(LIMITS.message),
    }),
  );

  const valuation = withParsedPhone(
    z.object({
      tab: z
        .string()
        .optional()
        .transform((v) => v || DEFAULT_VALUATION_TAB)
        .pipe(z.enum(VALUATION_TABS, { error: M.tabInvalid })),
      name: personName,
      email,
      ...phoneFields,
      property: requiredLine(LIMITS.property, M.propertyRequired),
      unit: optionalLine(LIMITS.unit),
      propertyType: optionalChoice(VALUATION_PROPERTY_TYPES, M.choiceInvalid),
      bedrooms: optionalChoice(VALUATION_BEDROOMS, M.choiceInvalid),
      size: optionalSize,
      preferredTime: optionalChoice(VALUATION_TIMES, M.choiceInvalid),
    }),
  );

  return { enquiry, guide, valuation };
}

type LeadSchemas = ReturnType<typeof buildSchemas>;
const built: Partial<Record<Locale, LeadSchemas>> = {};

/** The forms' schemas with their messages in `locale` (built once per language). */
export function leadSchemas(locale: Locale = "en"): LeadSchemas {
  return (built[locale] ??= buildSchemas(fieldMessages(locale), locale === "ar" ? FIELD_REQUIRED_AR : FIELD_REQUIRED));
}

export const { enquiry: EnquirySchema, guide: GuideRequestSchema, valuation: ValuationSchema } = leadSchemas("en");

export type EnquiryInput = z.output<typeof EnquirySchema>;
export type GuideRequestInput = z.output<typeof GuideRequestSchema>;
export type ValuationInput = z.output<typeof ValuationSchema>;

export type LeadInput =
  | { kind: "enquiry"; data: EnquiryInput }
  | { kind: "guide"; data: GuideRequestInput }
  | { kind: "valuation"; data: ValuationInput }
  | { kind: "newsletter"; data: NewsletterInput };

export type Validation = { ok: true; lead: LeadInput } | { ok: false; errors: FieldErrors };

/** Validates posted fields for one form, its messages in `locale`. Non-string entries (files) are ignored. */
export function validateLead(kind: LeadKind, fields: Record<string, unknown>, locale: Locale = "en"): Validation {
  const schemas = leadSchemas(locale);
  const input: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === "string") input[k] = v;
  switch (kind) {
    case "enquiry": {
      const r = schemas.enquiry.safeParse(input);
      return r.success ? { ok: true, lead: { kind, data: r.data } } : { ok: false, errors: fieldErrors(r.error) };
    }
    case "guide": {
      const r = schemas.guide.safeParse(input);
      return r.success ? { ok: true, lead: { kind, data: r.data } } : { ok: false, errors: fieldErrors(r.error) };
    }
    case "valuation": {
      const r = schemas.valuation.safeParse(input);
      return r.success ? { ok: true, lead: { kind, data: r.data } } : { ok: false, errors: fieldErrors(r.error) };
    }
    case "newsletter": {
      const r = newsletterSchemaFor(locale).safeParse(input);
      return r.success ? { ok: true, lead: { kind, data: r.data } } : { ok: false, errors: fieldErrors(r.error) };
    }
  }
}
