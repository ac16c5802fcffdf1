/**
 * The back office's form fields: a label, the control, an optional hint and
 * the server's message for it. The control's id is `f-<name>` unless given;
 * hint and message are `<id>-hint` / `<id>-error`, named by aria-describedby,
 * and a message marks the control aria-invalid. Uncontrolled (defaultValue):
 * the forms work without JavaScript.
 */

export interface FieldOption {
  value: string;
  label: string;
}

interface FieldFrame {
  label: React.ReactNode;
  name: string;
  /** defaults to `f-<name>`; rows of repeated fields give their own */
  id?: string;
  error?: string;
  hint?: string;
}

const fieldId = (props: FieldFrame) => props.id ?? `f-${props.name}`;

/** What every control carries: its id and name, and aria-describedby naming the hint, then the message. */
const controlProps = (id: string, props: FieldFrame) => ({
  id,
  name: props.name,
  "aria-invalid": props.error ? true : undefined,
  "aria-describedby": [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined,
  className: "field",
});

function Field({ id, props, children }: { id: string; props: FieldFrame; children: React.ReactNode }) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {props.label}
      </label>
      {children}
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField(
  props: FieldFrame & {
    type?: string;
    autoComplete?: string;
    defaultValue?: string;
    required?: boolean;
    inputMode?: "numeric" | "text" | "email";
    step?: number;
  },
) {
  const id = fieldId(props);
  return (
    <Field id={id} props={props}>
      <input
        {...controlProps(id, props)}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required={props.required}
        inputMode={props.inputMode}
        step={props.step}
      />
    </Field>
  );
}

export function SelectField(
  props: FieldFrame & {
    options: readonly FieldOption[];
    value: string;
    /** the label of a first, empty choice (none when undefined) */
    empty?: string;
    required?: boolean;
  },
) {
  const id = fieldId(props);
  return (
    <Field id={id} props={props}>
      <select {...controlProps(id, props)} defaultValue={props.value} required={props.required}>
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

export function TextAreaField(props: FieldFrame & { value: string; rows: number }) {
  const id = fieldId(props);
  return (
    <Field id={id} props={props}>
      <textarea {...controlProps(id, props)} defaultValue={props.value} rows={props.rows} />
    </Field>
  );
}
