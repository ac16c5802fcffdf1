import { useEffect, useId, useMemo, useRef, useState } from "react";
import { FILTER_TEXTS } from "#app/content/listings.ts";
import { FILTER_PLACEHOLDERS } from "#app/content/site.ts";
import { ChevronDown } from "#app/components/ui/icons.tsx";
import type { DeveloperOption } from "#app/features/listings/types.ts";

interface Props {
  developers: DeveloperOption[];
  defaultValue?: number;
  name: string;
  labelClassName: string;
}

const MAX_SHOWN = 60;

/**
 * The searchable developer select (spec: placeholder 'Developer'): a WAI-ARIA
 * combobox whose typed text filters the options. Before hydration (and
 * without JavaScript) it is a plain <select> with the same name.
 */
export function DeveloperCombobox({ developers, defaultValue, name, labelClassName }: Props) {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const initial = developers.find((d) => d.id === defaultValue);
  const [selected, setSelected] = useState<DeveloperOption | undefined>(initial);
  const [text, setText] = useState(initial?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => {
    const q = text.trim().toLowerCase();
    const filtered = q && q !== selected?.name.toLowerCase() ? developers.filter((d) => d.name.toLowerCase().includes(q)) : developers;
    return filtered.slice(0, MAX_SHOWN);
  }, [developers, text, selected]);

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  if (!hydrated) {
    return (
      <div>
        <label htmlFor={id} className={labelClassName}>
          {FILTER_TEXTS.developerLabel}
        </label>
        <select id={id} name={name} defaultValue={defaultValue ?? ""} className="field">
          <option value="">{FILTER_PLACEHOLDERS.developer}</option>
          {developers.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const choose = (option: DeveloperOption | undefined) => {
    setSelected(option);
    setText(option?.name ?? "");
    setOpen(false);
  };
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const delta = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => Math.min(Math.max(a + delta, 0), Math.max(matches.length - 1, 0)));
    } else if (e.key === "Enter" && open) {
      e.preventDefault();
      const option = matches[active];
      if (option) choose(option);
    } else if (e.key === "Escape" && open) {
      e.stopPropagation();
      setOpen(false);
      setText(selected?.name ?? "");
    }
  };

  const onBlur = () => {
    setOpen(false);
    if (!text.trim()) choose(undefined);
    else setText(selected?.name ?? "");
  };

  return (
    <div className="relative">
      <label htmlFor={id} className={labelClassName}>
        {FILTER_TEXTS.developerLabel}
      </label>
      <input type="hidden" name={name} value={selected?.id ?? ""} />
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
          placeholder={FILTER_PLACEHOLDERS.developer}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={(e) => e.currentTarget.select()}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className="field pr-9"
        />
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-muted" />
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={FILTER_TEXTS.developerLabel}
        hidden={!open}
        className="absolute left-0 right-0 z-30 mt-1 max-h-72 min-w-56 overflow-y-auto rounded-xl border border-sand-200 bg-white py-1 shadow-lift"
      >
        <li
          role="option"
          aria-selected={!selected}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => choose(undefined)}
          className="cursor-pointer px-3 py-2 text-sm text-muted hover:bg-sand-100"
        >
          {FILTER_TEXTS.anyDeveloper}
        </li>
        {matches.map((d, i) => (
          <li
            key={d.id}
            id={optionId(i)}
            data-index={i}
            role="option"
            aria-selected={selected?.id === d.id}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(d)}
            onMouseEnter={() => setActive(i)}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-sand-100 text-navy-900" : "text-ink"} ${selected?.id === d.id ? "font-semibold" : ""}`}
          >
            {d.name}
          </li>
        ))}
        {matches.length === 0 ? <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-muted">{FILTER_TEXTS.developerNoMatch}</li> : null}
      </ul>
    </div>
  );
}
