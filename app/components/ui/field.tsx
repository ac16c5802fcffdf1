import { useId } from "react";

/**
 * The kit's form fields, for the public forms and the back office alike: a label, the control, an
 * optional hint and the server's message for it. The hint and the message are `<id>-hint` and
 * `<id>-error`, named by the control's aria-describedby, and a message marks the control
 * aria-invalid. Uncontrolled (defaultValue): the forms work without JavaScript. The `tone` is the
 * only difference between the two sides: the site's navy labels and spacing, the back office's
 * denser ones.
 */
export type FieldTone = "site" | "admin";

export interface FieldProps {
  label: React.ReactNode;
  name: string;
  /** defaults to a unique id (a form may be on a page twice) */
  id?: string;
  error?: string;
  hint?: string;
  tone?: FieldTone;
}

export interface FieldOption {
  value: string;
  label: string;
}

const TONES: Record<FieldTone, { frame: string; label: string; hint: string; error: string }> = {
  site: {
    frame: "",
    label: "mb-1.5 block text-sm font-semibold text-navy-900",
    hint: "mt-1.5 text-xs text-muted",
    error: "mt-1.5 text-sm font-medium text-[#b42318]",
  },
  admin: {
    frame: "mb-4",
    label: "mb-1 block text-sm font-medium text-ink",
    hint: "mt-1 text-xs text-muted",
    error: "mt-1 text-sm text-red-800",
  },
};

/** The label and message classes of a tone, for a control the kit does not draw (a file picker, a checkbox group). */
export const fieldClasses = (tone: FieldTone = "site") => TONES[tone];

/** The id a field's control gets: the one given, else a unique one. */
export function useFieldId(props: Pick<FieldProps, "id">): string {
  const generated = useId();
  return props.id ?? generated;
}

/** What every control carries: its id and name, and aria-describedby naming the hint, then the message. */
export function controlProps(id: string, props: FieldProps) {
  return {
    id,
    name: props.name,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined,
  } as const;
}

/** The frame: label, control, hint, message. */
export function Field({ id, props, children }: { id: string; props: FieldProps; children: React.ReactNode }) {
  const tone = TONES[props.tone ?? "site"];
  return (
    <div className={tone.frame || undefined}>
      <label htmlFor={id} className={tone.label}>
        {props.label}
      </label>
      {children}
      {props.hint ? (
        <p id={`${id}-hint`} className={tone.hint}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className={tone.error}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField(
  props: FieldProps & {
    type?: string;
    autoComplete?: string;
    defaultValue?: string;
    required?: boolean;
    inputMode?: "numeric" | "text" | "email";
    step?: number;
    maxLength?: number;
  },
) {
  const id = useFieldId(props);
  return (
    <Field id={id} props={props}>
      <input
        {...controlProps(id, props)}
        className="field"
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required={props.required}
        inputMode={props.inputMode}
        step={props.step}
        maxLength={props.maxLength}
      />
    </Field>
  );
}

export function TextAreaField(
  props: FieldProps & { defaultValue?: string; rows: number; maxLength?: number; required?: boolean; autoComplete?: string },
) {
  const id = useFieldId(props);
  return (
    <Field id={id} props={props}>
      <textarea
        {...controlProps(id, props)}
        className="field resize-y"
        defaultValue={props.defaultValue}
        rows={props.rows}
        maxLength={props.maxLength}
        required={props.required}
        autoComplete={props.autoComplete}
      />
    </Field>
  );
}

export function SelectField(
  props: FieldProps & {
    options: readonly FieldOption[];
    defaultValue?: string;
    /** the label of a first, empty choice (none when undefined) */
    empty?: string;
    required?: boolean;
  },
) {
  const id = useFieldId(props);
  return (
    <Field id={id} props={props}>
      <select {...controlProps(id, props)} className="field" defaultValue={props.defaultValue ?? ""} required={props.required}>
        {props.empty !== undefined ? <option value="">{props.empty}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
