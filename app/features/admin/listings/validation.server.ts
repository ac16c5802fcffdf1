import { z } from "zod";
import { optionalNumeric, storedLines } from "#app/utils/form-input.ts";
import { sanitizeRichText } from "#app/utils/rich-text.server.ts";
import { PERMIT_RULE, parseLocationKey } from "./fields.ts";

const optionalInt = (min: number, max: number, message: string) => optionalNumeric(/^-?\d{1,15}$/, min, max, message);
const optionalNumber = (min: number, max: number, message: string) => optionalNumeric(/^-?\d{1,3}(\.\d{1,10})?$/, min, max, message);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || null);

const thisYear = new Date().getUTCFullYear();

/** Every field of the listing form, checked on the server; each message names what to fix. */
export const ListingFormSchema = z.object({
  reference: z
    .string()
    .trim()
    .max(40, "At most 40 characters.")
    .regex(/^[A-Za-z0-9._-]*$/, "Letters, digits, dots, dashes and underscores only.")
    .optional()
    .transform((v) => v || null),
  title: z.string().trim().min(5, "Give the listing a title (at least 5 characters).").max(200, "At most 200 characters."),
  listing_type: z.enum(["SELL", "RENT"], { error: "Choose sale or rent." }),
  property_type_id: z.coerce.number({ error: "Choose a property type." }).int().positive("Choose a property type."),
  location: z.string({ error: "Pick the area, community or building." }).transform((v, ctx) => {
    const parsed = parseLocationKey(v);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: "Pick the area, community or building." });
      return z.NEVER;
    }
    return parsed;
  }),
  community_new: optionalText(100, "At most 100 characters."),
  building_new: optionalText(100, "At most 100 characters."),
  developer_id: optionalInt(1, 2 ** 31 - 1, "Choose a developer from the list."),
  price: optionalInt(1, 10_000_000_000, "A whole number of dirhams, up to 10 billion."),
  deposit: optionalInt(0, 100_000_000, "A whole number of dirhams."),
  bedrooms: optionalInt(0, 30, "0 (studio) to 30."),
  bathrooms: optionalInt(0, 30, "0 to 30."),
  size_sqft: optionalInt(1, 1_000_000, "A whole number of square feet."),
  furnishing: z
    .enum(["", "furnished", "semi-furnished", "unfurnished"], { error: "Choose a furnishing." })
    .optional()
    .transform((v) => v || null),
  parking: optionalInt(0, 100, "0 to 100 spaces."),
  floor: optionalText(20, "At most 20 characters (e.g. 12, G, Penthouse)."),
  completion_status: z
    .enum(["", "ready", "off-plan"], { error: "Choose ready or off-plan." })
    .optional()
    .transform((v) => v || null),
  build_year: optionalInt(1950, thisYear + 10, `A year from 1950 to ${thisYear + 10}.`),
  amenities: z
    .string()
    .optional()
    .transform((v) => [
      ...new Set(
        (v ?? "")
          .split(/[\n,]/)
          .map((a) => a.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(60, "Each amenity at most 60 characters.")).max(40, "At most 40 amenities.")),
  latitude: optionalNumber(22, 27, "A latitude within the UAE (22 to 27)."),
  longitude: optionalNumber(51, 57, "A longitude within the UAE (51 to 57)."),
  // HTML pasted from a CRM keeps only the rich-text allow-list (p, br, ul, ol, li, strong, em), as on import
  description: z
    .string()
    .transform((text) => sanitizeRichText(storedLines(text)))
    .pipe(z.string().trim().max(10_000, "At most 10,000 characters."))
    .optional()
    .default(""),
  permit_number: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? "").replace(/\s/g, ""))
    .refine((v) => v === "" || PERMIT_RULE.test(v), "A permit number is 6 to 16 digits (Trakheesi, in Dubai: 6 to 12)."),
  agent_id: optionalInt(1, 2 ** 31 - 1, "Choose an agent from the list."),
});

export type ListingFormInput = z.output<typeof ListingFormSchema>;

export type FieldErrors = Record<string, string>;

/** The form's text values (files and repeated keys aside), for validation and to show them again. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && key !== "_csrf" && !(key in values)) values[key] = value;
  return values;
}

export function validateListingForm(
  values: Record<string, string>,
): { ok: true; input: ListingFormInput } | { ok: false; errors: FieldErrors } {
  const parsed = ListingFormSchema.safeParse(values);
  const errors: FieldErrors = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  // Rules across fields, checked on the raw text so they show together with the others.
  const filled = (name: string) => (values[name] ?? "").trim() !== "";
  if (filled("deposit") && values.listing_type === "SELL") errors.deposit ??= "A deposit is for rentals only; leave it empty for a sale.";
  if (filled("latitude") !== filled("longitude"))
    errors[filled("latitude") ? "longitude" : "latitude"] ??= "Give both coordinates, or neither.";
  if (parsed.success && !Object.keys(errors).length) return { ok: true, input: parsed.data };
  return { ok: false, errors };
}
