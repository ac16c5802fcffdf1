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
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    defaultValue,
    required,
    maxLength,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: "field",
  } as const;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={4} className="field resize-y" /> : <input {...common} type={type} />}
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
