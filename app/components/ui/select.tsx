import { type SelectHTMLAttributes, useId } from "react";

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  label: string;
  /** the label's class; "sr-only" keeps it for screen readers only */
  labelClassName: string;
  options: readonly SelectOption[];
  /** a first option with the value "" (no choice) */
  placeholder?: string;
  /** the id of the message that explains why the value is invalid, when it is */
  errorId?: string;
  wrapperClassName?: string;
}

/** A labelled native <select>: the platform's picker on phones, keyboard and no-JS behaviour for free. */
export function Select({
  label,
  labelClassName,
  options,
  placeholder,
  errorId,
  wrapperClassName,
  id: givenId,
  className = "field",
  ...rest
}: SelectProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} className={className} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
