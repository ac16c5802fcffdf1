import { z } from "zod";
import { storedLines } from "#app/utils/form-input.ts";

/** The back office's forms for areas, developers and agents (one schema for browser and server). */
export const DIRECTORY_KINDS = ["areas", "developers", "agents"] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

const name = z.string().trim().min(2, "Enter the name.").max(120, "Name: 120 characters at most.");
const description = z.string().transform(storedLines).pipe(z.string().trim().max(20_000, "Description: 20,000 characters at most."));

export const AreaFormSchema = z.object({ name, description });
export const DeveloperFormSchema = z.object({ name, description });

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
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "Enter a phone number, e.g. +971 50 123 4567."),
  email: z.email("Enter an e-mail address.").max(254),
  sortOrder: z.coerce.number({ error: "Order: enter a whole number." }).int("Order: enter a whole number.").min(0).max(10_000),
});
export type AgentForm = z.infer<typeof AgentFormSchema>;

/** One entry as the editor shows it (its image is kept as it is). */
export type DirectoryEntry =
  | { kind: "areas" | "developers"; id: number; values: { name: string; description: string }; image: string | null }
  | {
      kind: "agents";
      id: number;
      values: { name: string; role: string | null; brn: string; languages: string[]; phone: string; email: string; sortOrder: number };
      image: string | null;
    };
