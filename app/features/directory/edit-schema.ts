import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { storedLines } from "#app/utils/form-input.ts";

/** The back office's forms for areas, developers and agents (one schema for browser and server). */
export const DIRECTORY_KINDS = ["areas", "developers", "agents"] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

const name = z.string().trim().min(2, "Enter the name.").max(120, "Name: 120 characters at most.");
const description = z.string().transform(storedLines).pipe(z.string().trim().max(20_000, "Description: 20,000 characters at most."));
/** A new area or developer needs a description: its page would open on an empty paragraph. */
const requiredDescription = z
  .string({ error: "Write a description." })
  .transform(storedLines)
  .pipe(z.string().trim().min(1, "Write a description.").max(20_000, "Description: 20,000 characters at most."));

export const AreaFormSchema = z.object({ name, description });
export const DeveloperFormSchema = z.object({ name, description });
export const NewAreaFormSchema = z.object({ name, description: requiredDescription });
export const NewDeveloperFormSchema = z.object({ name, description: requiredDescription });

export const AgentFormSchema = z.object({
  name,
  role: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z.string().trim().max(80, "Role: 80 characters at most.").nullable(),
  ),
  // RERA Broker Registration Number: digits (the BRN card shows 5 to 6)
  brn: z
    .string()
    .trim()
    .regex(/^\d{3,10}$/, "Enter the BRN: digits only, as on the broker card."),
  languages: z
    .string()
    .max(300, "Languages: 300 characters at most.")
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((l) => l.trim())
          .filter(Boolean),
      ),
    ])
    .refine((l) => l.length > 0, "Name at least one language.")
    .refine((l) => l.every((x) => x.length <= 40), "A language name is too long."),
  // read as the lead forms read a number (libphonenumber, a national number as UAE), kept in its
  // international spelling ('050 123 4567' → '+971 50 123 4567') for the cards' tel: links
  phone: z
    .string()
    .trim()
    .max(30, "Enter a phone number, e.g. +971 50 123 4567.")
    .transform((v, ctx) => {
      const parsed = /\d/.test(v) ? parsePhoneNumberFromString(v, { defaultCountry: "AE" }) : undefined;
      if (parsed?.isValid()) return parsed.formatInternational();
      ctx.addIssue({ code: "custom", message: "Enter a phone number, e.g. +971 50 123 4567." });
      return z.NEVER;
    }),
  email: z.email("Enter an e-mail address.").max(254),
  sortOrder: z.coerce.number({ error: "Order: enter a whole number." }).int("Order: enter a whole number.").min(0).max(10_000),
});
export type AgentForm = z.infer<typeof AgentFormSchema>;

/** One entry as the editor shows it (its image is kept as it is); `id` null: a new one, not saved yet. */
export type DirectoryEntry =
  | { kind: "areas" | "developers"; id: number | null; values: { name: string; description: string }; image: string | null }
  | {
      kind: "agents";
      id: number | null;
      values: { name: string; role: string | null; brn: string; languages: string[]; phone: string; email: string; sortOrder: number };
      image: string | null;
    };
