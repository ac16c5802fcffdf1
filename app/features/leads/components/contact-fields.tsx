import type { FieldErrors } from "../fields.ts";
import { LIMITS } from "../fields.ts";
import { TextField } from "./form-controls.tsx";
import { PhoneField } from "./phone-field.tsx";

export interface ContactFieldLabels {
  nameLabel: string;
  emailLabel: string;
  phoneLabel: string;
}

/**
 * The name / e-mail / phone block every phone-based lead form starts with
 * (enquiry, guide request, valuation): one set of names, limits and
 * autocomplete hints, so the forms cannot drift apart.
 */
export function ContactFields({
  labels,
  errors,
  values,
}: {
  labels: ContactFieldLabels;
  errors: FieldErrors;
  values: Partial<Record<string, string>>;
}) {
  return (
    <>
      <TextField
        name="name"
        label={labels.nameLabel}
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        error={errors.name}
        defaultValue={values.name}
      />
      <TextField
        name="email"
        type="email"
        label={labels.emailLabel}
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        error={errors.email}
        defaultValue={values.email}
      />
      <PhoneField
        label={labels.phoneLabel}
        error={errors.phone ?? errors.country}
        defaultValue={values.phone}
        defaultCountry={values.country}
      />
    </>
  );
}
