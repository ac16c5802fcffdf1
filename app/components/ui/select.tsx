import { type SelectHTMLAttributes, useId } from "react";
import { Prerendered } from "./prerendered.tsx";

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
      <Prerendered
        as="select"
        memo={optionsMemo(rest.value ?? rest.defaultValue, options, placeholder)}
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={className}
        {...rest}
      >
        {() => (
          <>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </>
        )}
      </Prerendered>
    </div>
  );
}

/**
 * What a select's options markup depends on: the options, the empty first choice and which one is
 * selected (the server marks it `selected`). The options of a select are the same on most pages
 * that show it, so they are rendered once per value (`Prerendered`).
 */
export function optionsMemo(selected: unknown, options: readonly SelectOption[], placeholder?: string): string {
  let memo = `options\u0000${JSON.stringify(selected ?? null)}\u0000${placeholder ?? "\u0001"}`;
  for (const o of options) memo += `\u0000${o.value}\u0001${o.label}`;
  return memo;
}
