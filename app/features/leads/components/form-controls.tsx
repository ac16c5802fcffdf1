import { type Ref, useId } from "react";
import { HONEYPOT_LABEL } from "#app/content/leads.ts";
import { HONEYPOT_FIELD } from "../fields.ts";

export const labelClass = "mb-1.5 block text-sm font-semibold text-navy-900";
export const errorClass = "mt-1.5 text-sm font-medium text-[#b42318]";

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
  tone?: "light" | "dark";
  inputMode?: "numeric" | "text";
  hint?: string;
}

/** A labelled input whose message is tied to it (aria-describedby) and flagged when invalid. */
export function TextField({
  name,
  label,
  error,
  defaultValue,
  required,
  type = "text",
  autoComplete,
  maxLength,
  multiline,
  inputMode,
  hint,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue,
    required,
    maxLength,
    autoComplete,
    inputMode,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: "field",
  } as const;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={4} className="field resize-y" /> : <input {...common} type={type} />}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A labelled native select with a "no choice" first option, its message tied to it like TextField's. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  error,
  defaultValue,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  error?: string;
  defaultValue?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="field"
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Invisible to people and to assistive technology; bots that fill every field fill it. */
export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
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
