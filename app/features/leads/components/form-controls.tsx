import { type Ref, useId } from "react";
import { fieldClasses, SelectField as KitSelectField, TextAreaField, TextField as KitTextField } from "#app/components/ui/field.tsx";
import { HONEYPOT_LABEL as HONEYPOT_EN } from "#app/content/leads.ts";
import { HONEYPOT_LABEL as HONEYPOT_AR } from "#app/content/ar/leads.ts";
import { useText } from "#app/i18n/text.ts";
import { HONEYPOT_FIELD } from "../fields.ts";

export const { label: labelClass, error: errorClass } = fieldClasses("site");

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={errorClass}>
      {message}
    </p>
  ) : null;
}

interface TextFieldProps {
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
  required?: boolean;
  type?: "text" | "email";
  autoComplete?: string;
  maxLength: number;
  multiline?: boolean;
  inputMode?: "numeric" | "text";
  hint?: string;
}

/** A lead form's input: the kit's field (app/components/ui/field.tsx), a textarea of four rows when multiline. */
export function TextField({ multiline, type, inputMode, ...props }: TextFieldProps) {
  return multiline ? <TextAreaField {...props} rows={4} /> : <KitTextField {...props} type={type ?? "text"} inputMode={inputMode} />;
}

/** A lead form's select, with a "no choice" first option. */
export function SelectField({
  placeholder,
  ...props
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  error?: string;
  defaultValue?: string;
}) {
  return <KitSelectField {...props} empty={placeholder} />;
}

/** Invisible to people and to assistive technology; bots that fill every field fill it. */
export function Honeypot() {
  const id = useId();
  const label = useText({ en: HONEYPOT_EN, ar: HONEYPOT_AR });
  return (
    // off the start edge (left in English, right in Arabic): the side a page never scrolls to
    <div aria-hidden="true" className="absolute -start-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export type StatusTone = "success" | "error";

/** The form's live region: present from the first render so screen readers announce changes. */
export function FormStatus({
  status,
  id,
  ref,
}: {
  status: { tone: StatusTone; text: string } | null;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} id={id} role="status" aria-live="polite" tabIndex={-1} className="outline-none empty:hidden">
      {status ? (
        <p
          className={`rounded-xl px-4 py-3 text-sm font-medium ${
            status.tone === "success" ? "bg-[#e7f4ec] text-[#14532d]" : "bg-[#fdecea] text-[#8a1c12]"
          }`}
        >
          {status.text}
        </p>
      ) : null}
    </div>
  );
}
