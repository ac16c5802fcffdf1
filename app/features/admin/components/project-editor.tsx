import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  EMPTY_PROJECT,
  PAYMENT_PLAN_FIELDS,
  type PostedFloorPlan,
  PROJECT_FURNISHINGS,
  type ProjectForm,
} from "#app/features/projects/edit-schema.ts";
import { Alert } from "./admin-shell.tsx";
import { SelectField, TextAreaField, TextField } from "./fields.tsx";
import { CsrfField } from "./csrf-field.tsx";
import { FloorPlansSection } from "./project-floor-plans.tsx";

type Option = { id: number; name: string };
type Result = { ok: false; message: string; errors: Record<string, string>; floorPlans?: PostedFloorPlan[] } | null;

const NOTICES: Record<string, string> = {
  created: "Created. It is not on the site yet: add its photos, then publish it.",
  saved: "Saved. The project's public pages show the change now.",
  published: "Published: the project is on the site.",
  unpublished: "Unpublished: the project is off the site.",
};

const PP_LABELS: Record<(typeof PAYMENT_PLAN_FIELDS)[number], string> = {
  ppFirstInstallment: "First instalment (%)",
  ppUnderConstruction: "During construction (%)",
  ppOnHandover: "On handover (%)",
  ppPostHandover: "Post handover (%)",
};

const str = (v: number | string | null | undefined) => (v === null || v === undefined ? "" : String(v));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="mb-6 rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The project form; `existing` null for a new project (created unpublished). */
export function ProjectEditor({
  project: existing,
  options,
  result,
  notice,
  maxMb,
}: {
  project: (ProjectForm & { id: number; slug: string }) | null;
  options: { areas: Option[]; developers: Option[]; agents: Option[] };
  result: Result;
  notice: string | null;
  maxMb: number;
}) {
  const project = existing ?? EMPTY_PROJECT;
  const errors = result?.errors ?? {};
  const saving = useNavigation().state === "submitting";
  const [plan, setPlan] = useState(() => PAYMENT_PLAN_FIELDS.map((f) => str(project[f])));
  // the server's message for the plan shows until the plan is edited again
  const [planEdited, setPlanEdited] = useState(false);
  useEffect(() => setPlanEdited(false), [result]);
  const filled = plan.filter((p) => p.trim() !== "");
  const sum = filled.reduce((a, p) => a + (Number(p) || 0), 0);
  const published = project.status === "ACTIVE";
  const opts = (list: Option[]) => list.map((o) => ({ value: String(o.id), label: o.name }));

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/projects" className="text-gold-700 underline-offset-2 hover:underline">
          ← All projects
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">{existing ? existing.name : "New project"}</h1>
        {existing ? (
          <div className="flex flex-wrap items-center gap-3">
            {published ? (
              <a href={`/properties-off-plan/${existing.id}`} className="text-sm text-gold-700 underline">
                View on the site
              </a>
            ) : null}
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value={published ? "unpublish" : "publish"} />
              <button type="submit" className={published ? "btn btn-outline" : "btn btn-primary"}>
                {published ? "Unpublish" : "Publish"}
              </button>
            </Form>
          </div>
        ) : (
          <p className="text-sm text-muted">A new project is saved unpublished: it goes on the site when you publish it.</p>
        )}
      </div>
      {notice && NOTICES[notice] ? <Alert tone="ok">{NOTICES[notice]}</Alert> : null}
      {result ? <Alert>{result.message}</Alert> : null}

      <Form method="post" encType="multipart/form-data" className="mt-4" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="status" value={project.status} />
        <Section title="The project">
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField label="Name" name="name" defaultValue={project.name} required error={errors.name} />
            <TextField label="Region" name="regionName" defaultValue={str(project.regionName)} error={errors.regionName} />
            <SelectField
              label="Area"
              name="areaId"
              value={str(project.areaId)}
              options={opts(options.areas)}
              empty="None"
              error={errors.areaId}
            />
            <SelectField
              label="Developer"
              name="developerId"
              value={str(project.developerId)}
              options={opts(options.developers)}
              empty="None"
              error={errors.developerId}
            />
            <SelectField
              label="Agent"
              name="agentId"
              value={str(project.agentId)}
              options={opts(options.agents)}
              empty="None"
              error={errors.agentId}
            />
            <TextField
              label="Launch date"
              name="launchDate"
              type="date"
              defaultValue={project.launchDate}
              required
              error={errors.launchDate}
            />
            <TextField
              label="Handover (month)"
              name="handover"
              type="month"
              defaultValue={str(project.handover)}
              error={errors.handover}
              hint="Shown as the expected handover."
            />
            <TextField
              label="Price from (AED)"
              name="priceFrom"
              inputMode="numeric"
              defaultValue={str(project.priceFrom)}
              error={errors.priceFrom}
            />
          </div>
          <TextField
            label="Property types"
            name="houseTypes"
            defaultValue={project.houseTypes.join(", ")}
            error={errors.houseTypes}
            hint="Separated by commas, e.g. Apartment, Penthouse."
          />
          <TextAreaField label="Description" name="description" rows={8} value={project.description} error={errors.description} />
          {/* the photos are managed in their own section under this form (app/routes/admin/project.tsx) */}
        </Section>

        <Section title="Homes">
          <div className="grid gap-x-4 sm:grid-cols-3">
            <TextField
              label="Bedrooms from"
              name="bedroomMin"
              inputMode="numeric"
              defaultValue={str(project.bedroomMin)}
              error={errors.bedroomMin}
            />
            <TextField
              label="Bedrooms to"
              name="bedroomMax"
              inputMode="numeric"
              defaultValue={str(project.bedroomMax)}
              error={errors.bedroomMax}
            />
            <TextField
              label="Bathrooms"
              name="bathrooms"
              inputMode="numeric"
              defaultValue={str(project.bathrooms)}
              error={errors.bathrooms}
            />
            <TextField
              label="Size from (sq ft)"
              name="sizeMin"
              inputMode="numeric"
              defaultValue={str(project.sizeMin)}
              error={errors.sizeMin}
            />
            <TextField
              label="Size to (sq ft)"
              name="sizeMax"
              inputMode="numeric"
              defaultValue={str(project.sizeMax)}
              error={errors.sizeMax}
            />
            <TextField
              label="Parking spaces"
              name="parking"
              inputMode="numeric"
              defaultValue={str(project.parking)}
              error={errors.parking}
            />
            <TextField
              label="Floors"
              name="totalFloors"
              inputMode="numeric"
              defaultValue={str(project.totalFloors)}
              error={errors.totalFloors}
            />
            <SelectField
              label="Furnishing"
              name="furnishing"
              value={str(project.furnishing)}
              options={PROJECT_FURNISHINGS.map((f) => ({ value: f, label: f[0]!.toUpperCase() + f.slice(1) }))}
              empty="Not stated"
              error={errors.furnishing}
            />
          </div>
        </Section>

        <Section title="Payment plan">
          <p className="mb-3 text-sm text-muted">All four percentages, adding up to 100, or leave all four empty.</p>
          <div className="grid gap-x-4 sm:grid-cols-4">
            {PAYMENT_PLAN_FIELDS.map((f, i) => (
              <div key={f} className="mb-3">
                <label htmlFor={`f-${f}`} className="mb-1 block text-sm font-medium text-ink">
                  {PP_LABELS[f]}
                </label>
                <input
                  id={`f-${f}`}
                  name={f}
                  inputMode="numeric"
                  value={plan[i]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setPlan((p) => p.map((x, j) => (j === i ? value : x)));
                    setPlanEdited(true);
                  }}
                  aria-invalid={errors.paymentPlan || errors[f] ? true : undefined}
                  aria-describedby="payment-plan-total"
                  className="field"
                />
                {errors[f] ? <p className="mt-1 text-sm text-red-800">{errors[f]}</p> : null}
              </div>
            ))}
          </div>
          <p
            id="payment-plan-total"
            className={`text-sm ${filled.length > 0 && sum !== 100 ? "text-red-800" : "text-muted"}`}
            aria-live="polite"
          >
            {(!planEdited && errors.paymentPlan) ||
              (filled.length === 0 ? "No payment plan." : `Total: ${sum}%${sum === 100 ? "" : " (must be 100%)"}`)}
          </p>
        </Section>

        <Section title="Compliance">
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label="Project permit number"
              name="permitNumber"
              defaultValue={project.permitNumber}
              required
              error={errors.permitNumber}
            />
            <TextField label="Escrow account" name="escrowAccount" defaultValue={str(project.escrowAccount)} error={errors.escrowAccount} />
          </div>
        </Section>

        <FloorPlansSection saved={project.floorPlans} posted={result?.floorPlans} errors={errors} maxMb={maxMb} />

        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? "Saving…" : existing ? "Save project" : "Create project"}
        </button>
      </Form>
    </>
  );
}
