import { useId, useMemo, useRef, useState } from "react";
import { ChevronDown, CloseIcon } from "./icons.tsx";
import { filterByText } from "./combobox-logic.ts";
import { useHydrated } from "./use-hydrated.ts";
import { useListbox } from "./use-listbox.ts";

export interface ComboboxOption {
  value: string;
  label: string;
}

interface ComboboxProps {
  name: string;
  label: string;
  /** the label's class; "sr-only" to keep it for screen readers only */
  labelClassName: string;
  options: readonly ComboboxOption[];
  placeholder: string;
  /** the option meaning "no choice" (value ""), first in the list */
  emptyLabel: string;
  noMatchLabel: string;
  /** controlled value; leave out (with defaultValue) for a field only the form reads */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** when given, a clear button with this label shows while a value is chosen */
  clearLabel?: string;
  /** at most this many matches are listed (long lists stay light) */
  limit?: number;
}

/**
 * A searchable select. The server (and a browser without JavaScript) gets a
 * native <select> with the same name, so the form works before hydration;
 * once hydrated it is an ARIA 1.2 combobox: typing narrows the list, arrows
 * move, Enter picks, Escape closes the list, the value travels in a hidden input.
 */
export function Combobox(props: ComboboxProps) {
  const hydrated = useHydrated();
  const id = useId();
  const [inner, setInner] = useState(props.defaultValue ?? "");
  const value = props.value ?? inner;
  const change = (next: string) => {
    if (props.value === undefined) setInner(next);
    props.onChange?.(next);
  };
  if (!hydrated) {
    return (
      <div>
        <label htmlFor={id} className={props.labelClassName}>
          {props.label}
        </label>
        <select id={id} name={props.name} className="field" value={value} onChange={(e) => change(e.target.value)}>
          <option value="">{props.placeholder}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return <SearchableList {...props} id={id} value={value} change={change} />;
}

function SearchableList({
  id,
  name,
  label,
  labelClassName,
  options,
  placeholder,
  emptyLabel,
  noMatchLabel,
  clearLabel,
  limit = 60,
  value,
  change,
}: ComboboxProps & { id: string; value: string; change: (value: string) => void }) {
  const selected = options.find((o) => o.value === value);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const query = text ?? "";
  const matches = useMemo(() => filterByText(options, query, (o) => o.label, limit), [options, query, limit]);
  const choices: ComboboxOption[] = [{ value: "", label: emptyLabel }, ...matches];
  const list = useListbox({ idPrefix: id, count: choices.length, open });

  const close = () => {
    setText(null);
    setOpen(false);
  };
  const pick = (index: number) => {
    const choice = choices[index];
    if (choice) change(choice.value);
    close();
  };

  return (
    <div className="relative">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input type="hidden" name={name} value={value} />
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={list.activeId}
          placeholder={placeholder}
          value={text ?? selected?.label ?? ""}
          onChange={(e) => {
            setText(e.target.value);
            // With a query, the first match (not "any") is the one Enter picks.
            list.setActive(e.target.value.trim() ? 1 : 0);
            setOpen(true);
          }}
          onFocus={(e) => e.currentTarget.select()}
          onClick={() => setOpen(true)}
          onBlur={close}
          onKeyDown={(e) => list.onKeyDown(e, { pick, close, open: () => setOpen(true) })}
          className={`field ${clearLabel ? "pe-16" : "pe-9"}`}
        />
        {clearLabel && value ? (
          <button
            type="button"
            aria-label={clearLabel}
            className="absolute end-8 top-1/2 grid h-8 w-8 -translate-y-1/2 place-items-center rounded-full text-muted hover:text-navy-900"
            onClick={() => {
              change("");
              inputRef.current?.focus();
            }}
          >
            <CloseIcon aria-hidden="true" />
          </button>
        ) : null}
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-muted" />
      </div>
      <ul
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-label={label}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 min-w-56 overflow-y-auto rounded-xl border border-sand-200 bg-white py-1 shadow-lift"
      >
        {choices.map((c, i) => (
          <li
            key={c.value || "any"}
            id={list.optionId(i)}
            role="option"
            aria-selected={c.value === value}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => list.setActive(i)}
            onClick={() => pick(i)}
            className={`cursor-pointer px-3 py-2 text-sm ${i === list.active ? "bg-sand-100 text-navy-900" : c.value ? "text-ink" : "text-muted"} ${c.value === value ? "font-semibold" : ""}`}
          >
            {c.label}
          </li>
        ))}
        {matches.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-muted">
            {noMatchLabel}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
