import { useEffect, useId, useMemo, useRef, useState } from "react";
import { PHONE_PICKER_TEXTS as PICKER_EN } from "#app/content/leads.ts";
import { PHONE_PICKER_TEXTS as PICKER_AR } from "#app/content/ar/leads.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { ChevronDown } from "#app/components/ui/icons.tsx";
import { useListbox } from "#app/components/ui/use-listbox.ts";
import { clampPhoneInput, countryName, dialCode, filterCountries, isSupportedCountry, phoneCountries } from "../phone.ts";
import { LIMITS } from "../fields.ts";
import { FieldError, labelClass } from "./form-controls.tsx";
import { PHONE_DEFAULT_COUNTRY } from "#app/features/leads/phone.ts";

/** the country list is filtered this long after the last keystroke */
const PHONE_SEARCH_DEBOUNCE_MS = 250;

interface PhoneFieldProps {
  label: string;
  error?: string;
  defaultValue?: string;
  defaultCountry?: string;
}

/**
 * Phone number with a searchable country picker (spec §3 Phone country entry):
 * UAE by default, at most 15 digits, the search filters after a 250 ms pause.
 * Without JavaScript the number is read for the UAE, or as typed with +code.
 * On an Arabic page the countries are named in Arabic, and the dial code and
 * number stay left to right (+971 50 123 4567), as an international number reads.
 */
export function PhoneField({ label, error, defaultValue, defaultCountry }: PhoneFieldProps) {
  const id = useId();
  const locale = useLocale();
  const T = textFor({ en: PICKER_EN, ar: PICKER_AR }, locale);
  const [country, setCountry] = useState(defaultCountry && isSupportedCountry(defaultCountry) ? defaultCountry : PHONE_DEFAULT_COUNTRY);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState("");
  const wrapRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const countries = useMemo(() => (open ? filterCountries(phoneCountries(locale), filter) : []), [open, filter, locale]);
  const list = useListbox({ idPrefix: id, count: countries.length, open });
  const { setActive } = list;

  useEffect(() => {
    const t = setTimeout(() => {
      setFilter(query);
      setActive(0);
    }, PHONE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [query, setActive]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function choose(iso2: string) {
    setCountry(iso2);
    setOpen(false);
    setQuery("");
    setFilter("");
    inputRef.current?.focus();
  }

  const closePicker = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const errorId = `${id}-error`;
  const dial = dialCode(country);
  return (
    <div ref={wrapRef} className="relative">
      <label htmlFor={`${id}-phone`} className={labelClass}>
        {label}
      </label>
      <input type="hidden" name="country" value={country} />
      <div dir="ltr" className="flex gap-2">
        <button
          ref={buttonRef}
          type="button"
          className="field flex w-auto shrink-0 items-center gap-1.5 px-3"
          aria-label={T.countryButton(countryName(country, locale), dial)}
          aria-expanded={open}
          aria-controls={open ? `${id}-picker` : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-muted">
            {country.toUpperCase()}
          </span>
          <span className="text-sm tabular-nums">{dial}</span>
          <ChevronDown className="h-4 w-4 text-muted" aria-hidden="true" />
        </button>
        <input
          ref={inputRef}
          id={`${id}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={LIMITS.phone}
          dir="ltr"
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onInput={(e) => {
            const el = e.currentTarget;
            const clamped = clampPhoneInput(el.value);
            if (clamped !== el.value) el.value = clamped;
          }}
          className="field min-w-0 flex-1"
        />
      </div>
      <FieldError id={errorId} message={error} />
      {open ? (
        <div id={`${id}-picker`} className="absolute start-0 end-0 z-30 mt-2 rounded-2xl border border-sand-200 bg-white p-2 shadow-lift">
          <label htmlFor={`${id}-search`} className="sr-only">
            {T.searchLabel}
          </label>
          <input
            ref={searchRef}
            id={`${id}-search`}
            type="search"
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={list.activeId}
            placeholder={T.searchPlaceholder}
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => list.onKeyDown(e, { pick: (i) => countries[i] && choose(countries[i].iso2), close: closePicker })}
            className="field"
          />
          <ul id={`${id}-list`} role="listbox" aria-label={T.listLabel} className="mt-2 max-h-60 overflow-y-auto">
            {countries.length === 0 ? (
              <li role="presentation" className="px-3 py-2 text-sm text-muted">
                {T.noResults}
              </li>
            ) : (
              countries.map((c, i) => (
                <li
                  key={c.iso2}
                  id={list.optionId(i)}
                  role="option"
                  aria-selected={c.iso2 === country}
                  data-active={i === list.active || undefined}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => choose(c.iso2)}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink hover:bg-sand-100 data-[active]:bg-sand-100 aria-selected:font-semibold"
                >
                  <span aria-hidden="true" className="w-7 text-xs font-semibold text-muted">
                    {c.iso2.toUpperCase()}
                  </span>
                  <span className="flex-1">{c.name}</span>
                  <span dir="ltr" className="tabular-nums text-muted">
                    {c.dial}
                  </span>
                </li>
              ))
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
