import { useId, useState } from "react";
import { useNavigate } from "react-router";
import * as enDirectory from "#app/content/directory.ts";
import * as arDirectory from "#app/content/ar/directory.ts";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import { useLocalePath } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";
import { SearchIcon } from "#app/components/ui/icons.tsx";
import { LocationPicker } from "#app/components/ui/location-picker.tsx";
import {
  MAX_QUERY_LENGTH,
  methodOptionsFor,
  SEARCH_FIELDS,
  searchDestination,
  type SearchMethod,
  type SearchType,
  typeOptionsFor,
} from "#app/features/home/search.ts";

/**
 * The hero's property search. With JavaScript it navigates straight to the
 * list; without, the GET form reaches the home loader, which redirects.
 */
export function SearchBox() {
  const id = useId();
  const navigate = useNavigate();
  const { SEARCH_BOX_TEXTS } = useText({ en: enDirectory, ar: arDirectory });
  const { HOME_TEXTS, SEARCH_METHOD_OPTIONS, SEARCH_TYPE_OPTIONS } = useText({ en, ar });
  // the list it leads to, and the home page the no-JS form is sent to, are in the page's language
  const localise = useLocalePath();
  const [method, setMethod] = useState<SearchMethod>("buy");
  const [type, setType] = useState<SearchType>("residential");
  // the values are the English options' (the catalogue's Arabic twin widens them to strings); the labels the page's
  const methods = methodOptionsFor(
    type,
    en.SEARCH_METHOD_OPTIONS.map((o, i) => ({ value: o.value, label: SEARCH_METHOD_OPTIONS[i]?.label ?? o.label })),
  );
  const types = typeOptionsFor(
    method,
    en.SEARCH_TYPE_OPTIONS.map((o, i) => ({ value: o.value, label: SEARCH_TYPE_OPTIONS[i]?.label ?? o.label })),
  );

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const query = data.get(SEARCH_FIELDS.query);
    const locations = data.getAll(SEARCH_FIELDS.location).filter((v): v is string => typeof v === "string");
    void navigate(localise(searchDestination({ method, type, query: typeof query === "string" ? query : "", locations })));
  }

  return (
    <form
      method="get"
      action={localise("/")}
      role="search"
      aria-label={SEARCH_BOX_TEXTS.formLabel}
      onSubmit={onSubmit}
      className="grid gap-3 rounded-3xl bg-white/95 p-3 text-ink shadow-lift backdrop-blur md:grid-cols-[auto_minmax(10rem,13rem)_1fr_auto] md:items-end md:gap-2 md:p-3"
    >
      <input type="hidden" name={SEARCH_FIELDS.marker} value="1" />
      <fieldset className="min-w-0">
        <legend className="sr-only">{SEARCH_BOX_TEXTS.methodLegend}</legend>
        <div className="flex h-12 rounded-2xl bg-sand-100 p-1">
          {methods.map((option) => (
            <label key={option.value} className="relative flex-1 md:flex-none">
              <input
                type="radio"
                name={SEARCH_FIELDS.method}
                value={option.value}
                checked={method === option.value}
                onChange={() => setMethod(option.value)}
                className="peer sr-only"
              />
              <span className="flex h-full cursor-pointer items-center justify-center rounded-xl px-6 text-sm font-semibold uppercase tracking-[0.12em] text-navy-800 transition-colors peer-checked:bg-navy-900 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500">
                {option.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="min-w-0">
        <label htmlFor={`${id}-type`} className="sr-only">
          {SEARCH_BOX_TEXTS.typeLabel}
        </label>
        <select
          id={`${id}-type`}
          name={SEARCH_FIELDS.type}
          value={type}
          onChange={(e) => setType(e.currentTarget.value as SearchType)}
          className="field h-12 rounded-2xl"
        >
          {types.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {/*
        Below md the place box and Search share a row: the suggestions drop
        under the box only, so they never cover the button and the first tap
        on Search searches (issue 41). From md up the row dissolves into the form's grid.
      */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 md:contents">
        {type === "off-plan" ? (
          <div className="min-w-0">
            <label htmlFor={`${id}-query`} className="sr-only">
              {SEARCH_BOX_TEXTS.queryLabel}
            </label>
            <input
              id={`${id}-query`}
              type="search"
              name={SEARCH_FIELDS.query}
              maxLength={MAX_QUERY_LENGTH}
              placeholder={HOME_TEXTS.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              className="field h-12 rounded-2xl"
            />
          </div>
        ) : (
          <LocationPicker
            name={SEARCH_FIELDS.location}
            textName={SEARCH_FIELDS.query}
            selected={[]}
            labelClassName="sr-only"
            inputClassName="field h-12 rounded-2xl"
            countsFor={method === "rent" ? "rent" : "sale"}
          />
        )}
        <button type="submit" className="btn btn-gold h-12 rounded-2xl px-4 md:px-7">
          <SearchIcon aria-hidden="true" className="text-base" />
          <span className="max-sm:sr-only">{HOME_TEXTS.searchButton}</span>
        </button>
      </div>
    </form>
  );
}
