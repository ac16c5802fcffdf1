import type { ReactNode } from "react";

/** The class of a back-office field's label, set above its field (as `Select`'s `labelClassName`, too). */
export const FIELD_LABEL = "mb-1 block text-sm font-medium";

/** A back-office field with its label above it: the filter forms of the desk, listings, alerts, audit and reports. */
export function Labelled({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      {children}
    </div>
  );
}
