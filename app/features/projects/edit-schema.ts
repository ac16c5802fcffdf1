import { z } from "zod";

/**
 * The back office's project form (one schema for browser and server). Empty
 * optional fields are null. The payment plan is all four percentages or none,
 * and four given must sum to 100.
 */
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optionalInt = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: `${label}: enter a whole number.` })
      .int(`${label}: enter a whole number.`)
      .min(0, `${label} cannot be negative.`)
      .max(max, `${label} is too large.`)
      .nullable(),
  );
const optionalText = (max: number, label: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, `${label}: ${max} characters at most.`).nullable());

export const PROJECT_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export const PROJECT_FURNISHINGS = ["furnished", "semi-furnished", "unfurnished"] as const;
export const PAYMENT_PLAN_FIELDS = ["ppFirstInstallment", "ppUnderConstruction", "ppOnHandover", "ppPostHandover"] as const;

export const FloorPlanSchema = z.object({
  title: z.string().trim().min(1, "Give the floor plan a title.").max(120, "Floor plan title: 120 characters at most."),
  price: optionalInt("Floor plan price", 10_000_000_000),
  sizeSqft: optionalInt("Floor plan size", 1_000_000),
  /** the current layout image, kept as it is ('' for none) */
  layout: z.string().trim().max(500).default(""),
});
export type FloorPlanInput = z.infer<typeof FloorPlanSchema>;

export const ProjectFormSchema = z
  .object({
    name: z.string().trim().min(2, "Enter the project's name.").max(200, "Name: 200 characters at most."),
    regionName: optionalText(120, "Region"),
    areaId: optionalInt("Area", 2_147_483_647),
    developerId: optionalInt("Developer", 2_147_483_647),
    agentId: optionalInt("Agent", 2_147_483_647),
    priceFrom: optionalInt("Price from", 10_000_000_000),
    houseTypes: z
      .string()
      .max(300, "Property types: 300 characters at most.")
      .transform((s) =>
        s
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    handover: z.preprocess(
      blankToNull,
      z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Handover: choose a month.")
        .nullable(),
    ),
    bedroomMin: optionalInt("Bedrooms from", 50),
    bedroomMax: optionalInt("Bedrooms to", 50),
    sizeMin: optionalInt("Size from", 1_000_000),
    sizeMax: optionalInt("Size to", 1_000_000),
    bathrooms: optionalInt("Bathrooms", 50),
    parking: optionalInt("Parking", 50),
    totalFloors: optionalInt("Floors", 300),
    furnishing: z.preprocess(blankToNull, z.enum(PROJECT_FURNISHINGS, { error: "Choose a furnishing." }).nullable()),
    description: z.string().trim().max(20_000, "Description: 20,000 characters at most."),
    ppFirstInstallment: optionalInt("First instalment", 100),
    ppUnderConstruction: optionalInt("During construction", 100),
    ppOnHandover: optionalInt("On handover", 100),
    ppPostHandover: optionalInt("Post handover", 100),
    permitNumber: z
      .string()
      .trim()
      .min(1, "Enter the project permit number.")
      .max(40, "Permit number: 40 characters at most.")
      .regex(/^[A-Za-z0-9\-/]+$/, "Permit number: letters, digits, - and / only."),
    escrowAccount: optionalText(60, "Escrow account"),
    launchDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Launch date: choose a date."),
    status: z.enum(PROJECT_STATUSES, { error: "Choose published or unpublished." }),
    floorPlans: z.array(FloorPlanSchema).max(40, "40 floor plans at most."),
  })
  .superRefine((v, ctx) => {
    const plan = PAYMENT_PLAN_FIELDS.map((f) => v[f]);
    const given = plan.filter((p) => p !== null);
    if (given.length > 0 && given.length < 4)
      ctx.addIssue({ code: "custom", path: ["paymentPlan"], message: "Fill in all four payment plan percentages, or none." });
    else if (given.length === 4) {
      const sum = (given as number[]).reduce((a, b) => a + b, 0);
      if (sum !== 100)
        ctx.addIssue({ code: "custom", path: ["paymentPlan"], message: `The payment plan must add up to 100% (it adds up to ${sum}%).` });
    }
    if (v.bedroomMin !== null && v.bedroomMax !== null && v.bedroomMin > v.bedroomMax)
      ctx.addIssue({ code: "custom", path: ["bedroomMax"], message: "Bedrooms to must be at least bedrooms from." });
    if (v.sizeMin !== null && v.sizeMax !== null && v.sizeMin > v.sizeMax)
      ctx.addIssue({ code: "custom", path: ["sizeMax"], message: "Size to must be at least size from." });
  });
export type ProjectForm = z.infer<typeof ProjectFormSchema>;

/** The form's flat fields (floor plans as fp-title, fp-price, fp-size, fp-layout repeated) as the schema's input. */
export function projectFormInput(form: FormData): Record<string, unknown> {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const all = (k: string) => form.getAll(k).map((v) => (typeof v === "string" ? v : ""));
  const titles = all("fp-title");
  const prices = all("fp-price");
  const sizes = all("fp-size");
  const layouts = all("fp-layout");
  // a row whose title was cleared is removed
  const floorPlans = titles
    .map((title, i) => ({ title, price: prices[i] ?? "", sizeSqft: sizes[i] ?? "", layout: layouts[i] ?? "" }))
    .filter((p) => p.title.trim() !== "");
  const keys = [
    "name",
    "regionName",
    "areaId",
    "developerId",
    "agentId",
    "priceFrom",
    "houseTypes",
    "handover",
    "bedroomMin",
    "bedroomMax",
    "sizeMin",
    "sizeMax",
    "bathrooms",
    "parking",
    "totalFloors",
    "furnishing",
    "description",
    ...PAYMENT_PLAN_FIELDS,
    "permitNumber",
    "escrowAccount",
    "launchDate",
    "status",
  ];
  return { ...Object.fromEntries(keys.map((k) => [k, text(k)])), floorPlans };
}
