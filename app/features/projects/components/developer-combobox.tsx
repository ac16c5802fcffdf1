import { useId, useMemo, useRef, useState } from "react";
import { ChevronDown, CloseIcon } from "#app/components/ui/icons.tsx";
import { FILTER_PLACEHOLDERS } from "#app/content/site.ts";
import { PROJECT_LIST_TEXTS as T } from "#app/content/projects.ts";
import type { DeveloperOption } from "../types.ts";
import { useHydrated } from "./use-hydrated.ts";

interface Props {
  name: string;
  value: string;
  options: DeveloperOption[];
  onChange: (value: string) => void;
}

/**
 * The searchable developer list. The server renders a plain <select> (works
 * without JavaScript); once hydrated it becomes a WAI-ARIA combobox: type to
 * narrow, arrows to move, Enter to choose, Escape to close.
 */
export function DeveloperCombobox(props: Props) {
  const hydrated = useHydrated();
  const id = useId();
  if (!hydrated) {
    return (
      <>
        <label htmlFor={`${id}-select`} className="sr-only">
          {T.developerLabel}
        </label>
        <select
          id={`${id}-select`}
          name={props.name}
          className="field"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        >
          <option value="">{FILTER_PLACEHOLDERS.developer}</option>
          {props.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </>
    );
  }
  return <Combobox {...props} id={id} />;
}

function Combobox({ name, value, options, onChange, id }: Props & { id: string }) {
  const selected = options.find((o) => String(o.id) === value);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const query = (text ?? "").trim().toLowerCase();
  const matches = useMemo(
    () => (query ? options.filter((o) => o.name.toLowerCase().includes(query)) : options),
    [options, query],
  );
  const choices: Array<{ id: string; name: string }> = [
    { id: "", name: T.developerAll },
    ...matches.map((o) => ({ id: String(o.id), name: o.name })),
  ];

  const choose = (choice: { id: string } | undefined) => {
    if (choice) onChange(choice.id);
    setText(null);
    setOpen(false);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (open ? (a + step + choices.length) % choices.length : 0));
    } else if (e.key === "Enter" && open) {
      e.preventDefault();
      choose(choices[active]);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      e.stopPropagation();
      setText(null);
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="sr-only">
        {T.developerLabel}
      </label>
      <input type="hidden" name={name} value={value} />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && choices[active] ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        placeholder={FILTER_PLACEHOLDERS.developer}
        className="field pr-16"
        value={text ?? selected?.name ?? ""}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setText(null);
          setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      {value ? (
        <button
          type="button"
          aria-label={T.clearDeveloper}
          className="absolute right-8 top-1/2 grid h-8 w-8 -translate-y-1/2 place-items-center rounded-full text-muted hover:text-navy-900"
          onClick={() => {
            onChange("");
            inputRef.current?.focus();
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-muted" />
      <ul
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-label={T.developerLabel}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-2xl border border-sand-200 bg-white py-1 shadow-lift"
      >
        {choices.map((c, i) => (
          <li
            key={c.id || "all"}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={c.id === value}
            className={`cursor-pointer px-4 py-2.5 text-sm ${i === active ? "bg-sand-100 text-navy-900" : "text-ink"} ${c.id === value ? "font-semibold" : ""}`}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(c)}
          >
            {c.name}
          </li>
        ))}
        {matches.length === 0 ? <li role="option" aria-selected={false} aria-disabled="true" className="px-4 py-2.5 text-sm text-muted">{T.developerNoMatch}</li> : null}
      </ul>
    </div>
  );
}
