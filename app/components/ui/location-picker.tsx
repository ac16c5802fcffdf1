import { useEffect, useId, useRef, useState } from "react";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import { useFormat } from "#app/i18n/format.ts";
import { useText } from "#app/i18n/text.ts";
import { CloseIcon } from "./icons.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { useListbox } from "./use-listbox.ts";

/** A location as a list page already knows it (its loader resolved the `?location=` ids). */
export interface PickedLocation {
  id: string;
  label: string;
}

/** One suggestion of GET /api/locations (only what the picker shows). */
interface Suggestion {
  id: string;
  kind: keyof typeof en.LOCATION_TEXTS.kinds;
  name: string;
  label: string;
  counts: { sale: number; rent: number; projects: number };
}

/** ms after the last keystroke before asking the server */
const SUGGEST_DEBOUNCE_MS = 120;

interface Props {
  /** the chosen ids' field (repeated) */
  name?: string;
  /** the typed text's field: the server resolves it to locations when nothing was chosen */
  textName?: string;
  selected: readonly PickedLocation[];
  labelClassName: string;
  inputClassName?: string;
  /** which counts a suggestion shows: a sale list shows the sale count first */
  countsFor?: "sale" | "rent" | "all";
}

type Texts = typeof en.LOCATION_TEXTS | typeof ar.LOCATION_TEXTS;

function countsText(T: Texts, s: Suggestion, which: Props["countsFor"], number: (n: number) => string): string {
  const parts: string[] = [];
  if (which !== "rent" && s.counts.sale) parts.push(fillTokens(T.forSale, { n: number(s.counts.sale) }));
  if (which !== "sale" && s.counts.rent) parts.push(fillTokens(T.toRent, { n: number(s.counts.rent) }));
  if (which === "all" && s.counts.projects) parts.push(fillTokens(T.projects, { n: number(s.counts.projects) }));
  return parts.join(" · ");
}

/**
 * The location autocomplete of the home search and the filter bars, on the
 * kit's listbox keyboard model (ARIA 1.2 combobox). Chosen places are ticked
 * checkboxes named `location` (untick to remove: that works without
 * JavaScript too); the text box is `where`, which the server resolves to
 * places when the form is sent with text in it (the no-JS path). With
 * JavaScript, typing asks /api/locations and picking adds a place.
 */
export function LocationPicker({
  name = "location",
  textName = "where",
  selected,
  labelClassName,
  inputClassName,
  countsFor = "all",
}: Props) {
  const { LOCATION_TEXTS: T } = useText({ en, ar });
  const format = useFormat();
  const id = useId();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<PickedLocation[]>([...selected]);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const { active, setActive, optionId, activeId, onKeyDown } = useListbox({ idPrefix: id, count: suggestions.length, open });

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const ask = (q: string) => {
    clearTimeout(timer.current);
    request.current?.abort();
    if (!q.trim()) {
      setSuggestions([]);
      setOpen(false);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      fetch(`/api/locations?${new URLSearchParams({ q: q.trim().slice(0, 80), limit: "8" }).toString()}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<{ locations: Suggestion[] }>) : { locations: [] }))
        .then((body) => {
          const fresh = body.locations.filter((l) => !chosen.some((c) => c.id === l.id));
          setSuggestions(fresh);
          setActive(0);
          // No match: no list over the form (the text is searched as it is when the form is sent).
          setOpen(fresh.length > 0);
          setLoading(false);
        })
        .catch(() => {
          // aborted by a newer keystroke, or offline: the text still goes to the server as `where`
        });
    }, SUGGEST_DEBOUNCE_MS);
  };

  const pick = (index: number) => {
    const s = suggestions[index];
    if (!s) return;
    setChosen((c) => (c.some((x) => x.id === s.id) ? c : [...c, { id: s.id, label: s.label }]));
    if (input.current) input.current.value = "";
    setSuggestions([]);
    setOpen(false);
    input.current?.focus();
  };

  return (
    <div className="relative min-w-0">
      <label htmlFor={`${id}-input`} className={labelClassName}>
        {T.label}
      </label>
      {chosen.length ? (
        <fieldset className="mb-1.5 flex flex-wrap gap-1.5">
          <legend className="sr-only">{T.chosen}</legend>
          {chosen.map((c) => (
            <label
              key={c.id}
              className="inline-flex max-w-full cursor-pointer items-center gap-1.5 rounded-full bg-navy-900 px-3 py-1 text-xs font-semibold text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-500 has-[input:not(:checked)]:bg-sand-200 has-[input:not(:checked)]:text-muted has-[input:not(:checked)]:line-through"
            >
              <input
                type="checkbox"
                name={name}
                value={c.id}
                defaultChecked
                className="sr-only"
                aria-label={fillTokens(T.remove, { name: c.label })}
                onChange={(e) => {
                  if (hydrated && !e.currentTarget.checked) setChosen((all) => all.filter((x) => x.id !== c.id));
                }}
              />
              <span className="truncate" dir="auto">
                {c.label}
              </span>
              <CloseIcon aria-hidden="true" className="h-3 w-3 shrink-0" />
            </label>
          ))}
        </fieldset>
      ) : null}
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        name={textName}
        maxLength={80}
        placeholder={T.placeholder}
        autoComplete="off"
        className={inputClassName ?? "field"}
        role={hydrated ? "combobox" : undefined}
        aria-autocomplete={hydrated ? "list" : undefined}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={hydrated ? listId : undefined}
        aria-activedescendant={activeId}
        onChange={(e) => ask(e.currentTarget.value)}
        onKeyDown={(e) =>
          onKeyDown(e, {
            pick,
            close: () => setOpen(false),
            open: suggestions.length ? () => setOpen(true) : undefined,
          })
        }
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {hydrated && open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={T.suggestions}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-2xl border border-sand-200 bg-white p-1 text-start shadow-lift"
        >
          {suggestions.length ? (
            suggestions.map((s, i) => (
              <li
                key={s.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(i)}
                onMouseEnter={() => setActive(i)}
                className={`flex cursor-pointer items-baseline justify-between gap-3 rounded-xl px-3 py-2 ${i === active ? "bg-sand-100" : ""}`}
              >
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-navy-900" dir="auto">
                    {s.name}
                  </span>
                  <span className="block truncate text-xs text-muted">
                    {T.kinds[s.kind]}
                    {s.label !== s.name ? ` · ${s.label.slice(s.name.length + 2)}` : ""}
                  </span>
                </span>
                <span className="shrink-0 text-xs text-muted">{countsText(T, s, countsFor, format.number)}</span>
              </li>
            ))
          ) : (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-muted">
              {loading ? T.searching : T.noMatch}
            </li>
          )}
        </ul>
      ) : null}
    </div>
  );
}
