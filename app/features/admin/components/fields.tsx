import {
  type FieldOption,
  type FieldProps,
  SelectField as KitSelectField,
  TextAreaField as KitTextAreaField,
  TextField as KitTextField,
} from "#app/components/ui/field.tsx";

/**
 * The back office's form fields: the kit's fields (app/components/ui/field.tsx) in the back
 * office's tone, with the control's id `f-<name>` unless given (rows of repeated fields give their
 * own), so a page's fields keep stable ids.
 */
export type { FieldOption };

type AdminField = Omit<FieldProps, "tone">;
const admin = <P extends AdminField>(props: P) => ({ ...props, id: props.id ?? `f-${props.name}`, tone: "admin" as const });

export function TextField(props: Omit<React.ComponentProps<typeof KitTextField>, "tone">) {
  return <KitTextField {...admin(props)} />;
}

export function SelectField(
  props: AdminField & {
    options: readonly FieldOption[];
    value: string;
    /** the label of a first, empty choice (none when undefined) */
    empty?: string;
    required?: boolean;
  },
) {
  const { value, ...rest } = props;
  return <KitSelectField {...admin(rest)} defaultValue={value} />;
}

export function TextAreaField(props: AdminField & { value: string; rows: number }) {
  const { value, ...rest } = props;
  return <KitTextAreaField {...admin(rest)} defaultValue={value} />;
}
