import { z } from "zod";
import { storedLines, typedNumber } from "#app/utils/form-input.ts";

/**
 * The back office's project form (one schema for browser and server). Empty
 * optional fields are null. The payment plan is all four percentages or none,
 * and four given must sum to 100.
 */
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optionalInt = (label: string, max: number) =>
  z.preprocess(
    (v) => blankToNull(typeof v === "string" ? typedNumber(v) : v),
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
  /** the layout image's URL ('' for none): the action decides what it takes back from the form */
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
    description: z.string().transform(storedLines).pipe(z.string().trim().max(20_000, "Description: 20,000 characters at most.")),
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

/** One floor plan row as the form sent it (text), in the order of the form. */
export interface PostedFloorPlan {
  title: string;
  price: string;
  sizeSqft: string;
  layout: string;
}

/** The file field of the floor plan row at this position in the form (an image for its layout). */
export const floorPlanFileField = (row: number) => `fp-image-${row}`;
export const FLOOR_PLAN_FILE_FIELD = /^fp-image-(\d{1,3})$/;

const textOf = (form: FormData) => (k: string) => {
  const v = form.get(k);
  return typeof v === "string" ? v : "";
};
const allOf = (form: FormData, k: string) => form.getAll(k).map((v) => (typeof v === "string" ? v : ""));

/**
 * Every floor plan row of the form (fp-title, fp-price, fp-size, fp-layout repeated), the
 * cleared ones too; `layouts` (one a row) replaces the posted layouts when given.
 */
export function postedFloorPlans(form: FormData, layouts?: readonly string[]): PostedFloorPlan[] {
  const prices = allOf(form, "fp-price");
  const sizes = allOf(form, "fp-size");
  const posted = layouts ?? allOf(form, "fp-layout");
  return allOf(form, "fp-title").map((title, i) => ({ title, price: prices[i] ?? "", sizeSqft: sizes[i] ?? "", layout: posted[i] ?? "" }));
}

/** A row whose title was cleared is removed. */
const isKept = (p: PostedFloorPlan) => p.title.trim() !== "";

/** The form row of each floor plan the schema sees (the n-th kept plan is row keptFloorPlanRows()[n]). */
export const keptFloorPlanRows = (rows: readonly PostedFloorPlan[]) => rows.flatMap((p, i) => (isKept(p) ? [i] : []));

/** The form's flat fields as the schema's input; `layouts` as for postedFloorPlans. */
export function projectFormInput(form: FormData, layouts?: readonly string[]): Record<string, unknown> {
  const text = textOf(form);
  const floorPlans = postedFloorPlans(form, layouts).filter(isKept);
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

/** What the editor shows for a project that does not exist yet. */
export const EMPTY_PROJECT: ProjectForm = {
  name: "",
  regionName: null,
  areaId: null,
  developerId: null,
  agentId: null,
  priceFrom: null,
  houseTypes: [],
  handover: null,
  bedroomMin: null,
  bedroomMax: null,
  sizeMin: null,
  sizeMax: null,
  bathrooms: null,
  parking: null,
  totalFloors: null,
  furnishing: null,
  description: "",
  ppFirstInstallment: null,
  ppUnderConstruction: null,
  ppOnHandover: null,
  ppPostHandover: null,
  permitNumber: "",
  escrowAccount: null,
  launchDate: "",
  status: "INACTIVE",
  floorPlans: [],
};
