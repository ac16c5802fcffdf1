import { Form } from "react-router";
import { Combobox } from "#app/components/ui/combobox.tsx";
import { CsrfField } from "../../components/csrf-field.tsx";
import { Alert } from "../../components/admin-shell.tsx";
import { type FieldOption, SelectField, TextAreaField, TextField } from "../../components/fields.tsx";
import { COMPLETION_OPTIONS, FEED_OWNED_FIELDS, FIELD_LABELS, FURNISHING_OPTIONS } from "../fields.ts";

export interface ListingFormProps {
  /** the form's values as text (from the listing, or what was posted when it failed) */
  values: Record<string, string>;
  errors: Record<string, string>;
  options: { locations: FieldOption[]; types: FieldOption[]; developers: FieldOption[]; agents: FieldOption[] };
  /** admins pick the agent; an agent's listings are always theirs */
  canChooseAgent: boolean;
  feedSource: string | null;
  submitLabel: string;
  /** a new listing's reference when left empty, e.g. AGY-S-000123 (from LISTING_REFERENCE_PATTERN) */
  referenceExample?: string;
  /** form parts rendered before the submit button (e.g. photos) */
  children?: React.ReactNode;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="mb-5 rounded-xl bg-white p-4 ring-1 ring-sand-200">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Every field of a listing, with the server's per-field messages. Works without JavaScript. */
export function ListingForm({
  values,
  errors,
  options,
  canChooseAgent,
  feedSource,
  submitLabel,
  referenceExample,
  children,
}: ListingFormProps) {
  const v = (name: string) => values[name] ?? "";
  const count = Object.keys(errors).filter((k) => k !== "form").length;
  return (
    <Form method="post" encType="multipart/form-data" noValidate aria-label="Listing">
      <CsrfField />
      <input type="hidden" name="intent" value="save" />
      {values.draft ? <input type="hidden" name="draft" value={values.draft} /> : null}
      {errors.form ? (
        <Alert>{errors.form}</Alert>
      ) : count ? (
        <Alert>Check the {count === 1 ? "field" : `${count} fields`} marked below.</Alert>
      ) : null}
      {feedSource ? (
        <div className="mb-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" role="note">
          <p className="font-semibold">This listing comes from a portal feed ({feedSource}).</p>
          <p className="mt-1">
            The next sync that brings a change for it overwrites: {FEED_OWNED_FIELDS.map((f) => FIELD_LABELS[f] ?? f).join(", ")}. Deposit
            and floor stay as you set them.
          </p>
        </div>
      ) : null}
      <div className="mt-4" />
      <Section title="Basics">
        <div className="sm:col-span-2">
          <TextField label="Title" name="title" defaultValue={v("title")} error={errors.title} required />
        </div>
        <SelectField
          label="Sale or rent"
          name="listing_type"
          value={v("listing_type") || "SELL"}
          options={[
            { value: "SELL", label: "For sale" },
            { value: "RENT", label: "To rent (yearly)" },
          ]}
          error={errors.listing_type}
        />
        <SelectField
          label="Property type"
          name="property_type_id"
          value={v("property_type_id")}
          options={options.types}
          empty="Choose…"
          error={errors.property_type_id}
        />
        <TextField
          label="Reference"
          name="reference"
          defaultValue={v("reference")}
          error={errors.reference}
          hint={
            referenceExample ? `Left empty, it gets the agency's next one, like ${referenceExample}.` : "The agency's reference for it."
          }
        />
        <SelectField
          label="Developer"
          name="developer_id"
          value={v("developer_id")}
          options={options.developers}
          empty="None / unknown"
          error={errors.developer_id}
        />
      </Section>
      <Section title="Location">
        <div className="mb-4 sm:col-span-2">
          <Combobox
            name="location"
            label="Area, community or building"
            labelClassName="mb-1 block text-sm font-medium text-ink"
            options={options.locations}
            defaultValue={v("location")}
            placeholder="Type to search…"
            emptyLabel="Not chosen"
            noMatchLabel="No match: pick the area and type the new community or building below."
          />
          {errors.location ? (
            <p className="mt-1 text-sm text-red-800" role="alert">
              {errors.location}
            </p>
          ) : null}
        </div>
        <TextField
          label="New community (if not in the list)"
          name="community_new"
          defaultValue={v("community_new")}
          error={errors.community_new}
        />
        <TextField
          label="New building (if not in the list)"
          name="building_new"
          defaultValue={v("building_new")}
          error={errors.building_new}
        />
        <TextField
          label="Latitude"
          name="latitude"
          inputMode="text"
          defaultValue={v("latitude")}
          error={errors.latitude}
          hint="e.g. 25.0805"
        />
        <TextField
          label="Longitude"
          name="longitude"
          inputMode="text"
          defaultValue={v("longitude")}
          error={errors.longitude}
          hint="e.g. 55.1403"
        />
      </Section>
      <Section title="Price and details">
        <TextField
          label="Price (AED; yearly for rent)"
          name="price"
          inputMode="numeric"
          defaultValue={v("price")}
          error={errors.price}
          hint="Empty: shown as “Not specified”."
        />
        <TextField label="Deposit (AED, rent only)" name="deposit" inputMode="numeric" defaultValue={v("deposit")} error={errors.deposit} />
        <TextField label="Bedrooms (0 = studio)" name="bedrooms" inputMode="numeric" defaultValue={v("bedrooms")} error={errors.bedrooms} />
        <TextField label="Bathrooms" name="bathrooms" inputMode="numeric" defaultValue={v("bathrooms")} error={errors.bathrooms} />
        <TextField label="Size (sq ft)" name="size_sqft" inputMode="numeric" defaultValue={v("size_sqft")} error={errors.size_sqft} />
        <SelectField
          label="Furnishing"
          name="furnishing"
          value={v("furnishing")}
          options={FURNISHING_OPTIONS}
          empty="Not specified"
          error={errors.furnishing}
        />
        <TextField label="Parking spaces" name="parking" inputMode="numeric" defaultValue={v("parking")} error={errors.parking} />
        <TextField label="Floor" name="floor" defaultValue={v("floor")} error={errors.floor} />
        <SelectField
          label="Completion"
          name="completion_status"
          value={v("completion_status")}
          options={COMPLETION_OPTIONS}
          empty="Not specified"
          error={errors.completion_status}
        />
        <TextField label="Build year" name="build_year" inputMode="numeric" defaultValue={v("build_year")} error={errors.build_year} />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Amenities"
            name="amenities"
            rows={3}
            value={v("amenities")}
            error={errors.amenities}
            hint="One per line, or separated by commas."
          />
        </div>
      </Section>
      <Section title="Description">
        <div className="sm:col-span-2">
          <TextAreaField label="Description" name="description" rows={8} value={v("description")} error={errors.description} />
        </div>
      </Section>
      <Section title="Compliance and agent">
        <TextField
          label="DLD/RERA permit number"
          name="permit_number"
          inputMode="numeric"
          defaultValue={v("permit_number")}
          error={errors.permit_number}
          hint="Trakheesi in Dubai (6 to 12 digits), ADREC in Abu Dhabi. Needed to publish; the public page's QR code links to its check."
        />
        {canChooseAgent ? (
          <SelectField
            label="Agent"
            name="agent_id"
            value={v("agent_id")}
            options={options.agents}
            empty="Unassigned"
            error={errors.agent_id}
          />
        ) : (
          <p className="mb-4 self-end text-sm text-muted">
            You are this listing&apos;s agent.{errors.agent_id ? ` ${errors.agent_id}` : ""}
          </p>
        )}
      </Section>
      {children}
      <button type="submit" className="btn btn-primary w-full sm:w-auto">
        {submitLabel}
      </button>
    </Form>
  );
}
