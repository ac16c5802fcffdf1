import { useCallback, useId, useMemo, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/listings.ts";
import * as ar from "#app/content/ar/listings.ts";
import * as siteEn from "#app/content/site.ts";
import * as siteAr from "#app/content/ar/site.ts";
import type { PropertyCategory } from "#app/db/schema.ts";
import { CloseIcon, FilterIcon, SearchIcon } from "#app/components/ui/icons.tsx";
import {
  countActiveFilters,
  filtersForSwitch,
  isPriceRangeInverted,
  type ListingFilters,
  MAX_SIZE_SQFT,
  METHOD_KEY,
  writeListingSearch,
} from "#app/features/listings/search.ts";
import { type ListingMethod, listPath } from "#app/utils/paths.ts";
import type { DeveloperOption, PropertyTypeGroup } from "#app/features/listings/types.ts";
import { Combobox } from "#app/components/ui/combobox.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Disclosure } from "#app/components/ui/disclosure.tsx";
import { formQuery } from "#app/utils/url-state.ts";
import { LocationPicker, type PickedLocation } from "#app/components/ui/location-picker.tsx";
import { useModal } from "#app/components/ui/use-modal.ts";
import { priceOptionsFor, ROOM_OPTIONS } from "#app/utils/filter-options.ts";
import { type Locale, localePath, useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { langProps, propertyTypeName } from "#app/features/listings/localized.ts";

export const FILTER_FORM_ID = "listing-filters";
const PRICE_ERROR_ID = "filter-price-error";

interface Props {
  /** the chosen locations (ids resolved by the loader) */
  locations: PickedLocation[];
  category: PropertyCategory;
  method: ListingMethod;
  filters: ListingFilters;
  types: PropertyTypeGroup[];
  developers: DeveloperOption[];
}

/** Visible in the popup; read by screen readers only in the inline bar. */
const LABEL = "mb-1 block text-xs font-semibold uppercase tracking-[0.12em] text-navy-800 filters:sr-only";
/** Labels of the "More filters" panel: always visible (the panel has room for them). */
const MORE_LABEL = "mb-1 block text-xs font-semibold uppercase tracking-[0.12em] text-navy-800";

/** The choices whose labels are built from the texts, in each language (built once). */
function choicesIn(locale: Locale) {
  const { FILTER_TEXTS } = textFor({ en, ar }, locale);
  const { STUDIO } = textFor({ en: siteEn, ar: siteAr }, locale);
  return {
    baths: Array.from({ length: 5 }, (_, i) => ({ value: i + 1, label: fillTokens(FILTER_TEXTS.bathsOption, { n: i + 1 }) })),
    cheques: [1, 2, 4, 6, 12].map((n) => ({ value: n, label: FILTER_TEXTS.chequesChoice(n) })),
    rooms: ROOM_OPTIONS.map((o) => (o.value === 0 ? { ...o, label: STUDIO } : o)),
  };
}
const CHOICES = { en: choicesIn("en"), ar: choicesIn("ar") };
const numberOrUndefined = (v: FormDataEntryValue | null) => (typeof v === "string" && v !== "" ? Number(v) : undefined);

/**
 * The sale/rent filter bar (spec §2): inline above 1200px, a popup behind a
 * filter icon at 1200px or less (inline again without JavaScript). A plain
 * GET form; with JavaScript it checks the price range and navigates to the
 * canonical URL itself.
 */

export function FilterBar({ locations, category, method, filters, types, developers }: Props) {
  const locale = useLocale();
  const { FILTER_TEXTS, CATEGORY_NAMES } = textFor({ en, ar }, locale);
  const { FILTER_PLACEHOLDERS, SEARCH, UPDATE } = textFor({ en: siteEn, ar: siteAr }, locale);
  const { baths: BATH_OPTIONS, cheques: CHEQUE_OPTIONS, rooms: ROOM_CHOICES } = CHOICES[locale];
  // the form, its JavaScript navigation and the method switch stay in the page's language (/ar/properties/buy?…)
  const action = localePath(listPath(category, method), locale);
  const navigate = useNavigate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [priceError, setPriceError] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useModal({ open, onClose: close, panelRef: panel, initialFocus: "select, input:not([type=hidden])" });
  const developerOptions = useMemo(() => developers.map((d) => ({ value: String(d.id), label: d.name })), [developers]);
  const prices = priceOptionsFor(category, method);
  // A list offers its own category's types only (issue 41 item 3: a residential list offered warehouses and farms)
  const ownTypes = types.filter((group) => group.category === category);
  // Bedrooms are a residential filter: offices, shops and warehouses have none
  const residential = category === "Residential";
  const active = countActiveFilters(filters);
  const moreCount =
    [filters.minSize, filters.maxSize, filters.baths, filters.furnishing, filters.completion, filters.cheques].filter(
      (v) => v !== undefined,
    ).length + (filters.amenities?.length ?? 0);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    if (isPriceRangeInverted(numberOrUndefined(data.get("min_price")), numberOrUndefined(data.get("max_price")))) {
      setPriceError(true);
      return;
    }
    setPriceError(false);
    setOpen(false);
    // The server reads the query (and redirects a non-canonical one): the browser only drops empty fields.
    void navigate(`${action}${formQuery(data)}`);
  };

  const onMethodChange = (e: React.ChangeEvent<HTMLSelectElement>) => {
    const next = e.target.value as ListingMethod;
    if (next !== method)
      void navigate(localePath(`${listPath(category, next)}${writeListingSearch(filtersForSwitch(filters, true))}`, locale));
  };

  return (
    <div>
      <div className="flex items-center gap-3 filters:hidden [html:not(.js)_&]:hidden">
        <button
          ref={trigger}
          type="button"
          className="btn btn-outline text-navy-900"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <FilterIcon aria-hidden="true" className="h-5 w-5" />
          {FILTER_TEXTS.openFilters}
          {active ? (
            <span className="rounded-full bg-gold-500 px-2 py-0.5 text-[0.6875rem] text-navy-950">
              {fillTokens(FILTER_TEXTS.activeFilters, { n: active })}
            </span>
          ) : null}
        </button>
      </div>
      <div
        className={
          open
            ? "fixed inset-0 z-50 flex items-end justify-center bg-navy-950/60 backdrop-blur-sm xs:items-center xs:p-6 filters:static filters:block filters:bg-transparent filters:p-0 filters:backdrop-blur-none"
            : "hidden filters:block [html:not(.js)_&]:block"
        }
      >
        <div
          ref={panel}
          role={open ? "dialog" : undefined}
          aria-modal={open ? true : undefined}
          aria-labelledby={open ? titleId : undefined}
          className={
            open
              ? "max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-lift xs:max-w-lg xs:rounded-3xl filters:max-w-none filters:overflow-visible filters:rounded-2xl filters:p-3"
              : "rounded-2xl border border-sand-200 bg-white p-4 shadow-card filters:p-3"
          }
        >
          {open ? (
            <div className="mb-5 flex items-center justify-between filters:hidden">
              <h2 id={titleId} className="text-2xl font-semibold text-navy-900">
                {FILTER_TEXTS.dialogTitle}
              </h2>
              <button
                type="button"
                onClick={close}
                className="grid h-11 w-11 place-items-center rounded-full hover:bg-sand-100"
                aria-label={FILTER_TEXTS.closeFilters}
              >
                <CloseIcon aria-hidden="true" className="h-5 w-5" />
              </button>
            </div>
          ) : null}
          <Form
            id={FILTER_FORM_ID}
            method="get"
            action={action}
            onSubmit={onSubmit}
            aria-label={FILTER_TEXTS.formLabel}
            className={`grid gap-3 sm:grid-cols-2 filters:items-end filters:gap-2 ${residential ? "filters:grid-cols-[7rem_minmax(11rem,1.4fr)_minmax(9rem,1fr)_repeat(3,minmax(7.5rem,1fr))_minmax(9rem,1.1fr)_minmax(6rem,0.7fr)_auto]" : "filters:grid-cols-[7rem_minmax(11rem,1.4fr)_minmax(9rem,1fr)_repeat(3,minmax(7.5rem,1fr))_minmax(9rem,1.1fr)_auto]"}`}
          >
            <div>
              <label htmlFor="filter-method" className={LABEL}>
                {FILTER_TEXTS.methodLabel}
              </label>
              <select id="filter-method" name={METHOD_KEY} defaultValue={method} onChange={onMethodChange} className="field">
                {FILTER_TEXTS.methodOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <LocationPicker selected={locations} labelClassName={LABEL} countsFor={method === "rent" ? "rent" : "sale"} />
            <div>
              <label htmlFor="filter-title" className={LABEL}>
                {FILTER_TEXTS.titleLabel}
              </label>
              <input
                id="filter-title"
                type="search"
                name="title"
                defaultValue={filters.title ?? ""}
                placeholder={FILTER_PLACEHOLDERS.title}
                maxLength={100}
                className="field"
              />
            </div>
            <div>
              <label htmlFor="filter-type" className={LABEL}>
                {FILTER_TEXTS.propertyTypeLabel}
              </label>
              <select id="filter-type" name="property_type" defaultValue={filters.propertyType ?? ""} className="field">
                <option value="">{FILTER_PLACEHOLDERS.propertyType}</option>
                {ownTypes.map((group) => (
                  <optgroup key={group.category} label={CATEGORY_NAMES[group.category] ?? group.category}>
                    {group.types.map((t) => {
                      const name = propertyTypeName(t.label, locale);
                      return (
                        <option key={t.id} value={t.label} {...langProps(name)}>
                          {name.text}
                        </option>
                      );
                    })}
                  </optgroup>
                ))}
              </select>
            </div>
            {(["min", "max"] as const).map((end) => (
              <Select
                key={end}
                id={`filter-${end}`}
                name={`${end}_price`}
                label={FILTER_TEXTS[`${end}PriceLabel`]}
                labelClassName={LABEL}
                placeholder={FILTER_PLACEHOLDERS[`${end}Price`]}
                defaultValue={filters[`${end}Price`] ?? ""}
                options={prices}
                errorId={priceError ? PRICE_ERROR_ID : undefined}
                onChange={() => setPriceError(false)}
              />
            ))}
            <Combobox
              name="developer_id"
              label={FILTER_TEXTS.developerLabel}
              labelClassName={LABEL}
              options={developerOptions}
              defaultValue={filters.developerId === undefined ? "" : String(filters.developerId)}
              placeholder={FILTER_PLACEHOLDERS.developer}
              emptyLabel={FILTER_TEXTS.anyDeveloper}
              noMatchLabel={FILTER_TEXTS.developerNoMatch}
            />
            {residential ? (
              <Select
                id="filter-rooms"
                name="bedrooms"
                label={FILTER_TEXTS.roomsLabel}
                labelClassName={LABEL}
                placeholder={FILTER_PLACEHOLDERS.rooms}
                defaultValue={filters.bedrooms ?? ""}
                options={ROOM_CHOICES}
              />
            ) : null}
            <Disclosure
              className="group sm:col-span-2 filters:order-last filters:col-span-full"
              summaryClassName="inline-flex cursor-pointer items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4"
              summary={moreCount ? fillTokens(FILTER_TEXTS.moreFiltersActive, { n: moreCount }) : FILTER_TEXTS.moreFilters}
              open={moreCount > 0 ? true : undefined}
            >
              <div className="mt-3 grid gap-3 sm:grid-cols-2 md:grid-cols-4 filters:grid-cols-6">
                {(["min", "max"] as const).map((end) => (
                  <div key={end}>
                    <label htmlFor={`filter-${end}-size`} className={MORE_LABEL}>
                      {FILTER_TEXTS[`${end}SizeLabel`]}
                    </label>
                    <input
                      id={`filter-${end}-size`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_SIZE_SQFT}
                      step={1}
                      name={`${end}_size`}
                      defaultValue={filters[`${end}Size`] ?? ""}
                      className="field"
                    />
                  </div>
                ))}
                <Select
                  id="filter-baths"
                  name="baths"
                  label={FILTER_TEXTS.bathsLabel}
                  labelClassName={MORE_LABEL}
                  placeholder={FILTER_TEXTS.anyBaths}
                  defaultValue={filters.baths ?? ""}
                  options={BATH_OPTIONS}
                />
                <Select
                  id="filter-furnishing"
                  name="furnishing"
                  label={FILTER_TEXTS.furnishingLabel}
                  labelClassName={MORE_LABEL}
                  placeholder={FILTER_TEXTS.anyFurnishing}
                  defaultValue={filters.furnishing ?? ""}
                  options={FILTER_TEXTS.furnishingOptions}
                />
                <Select
                  id="filter-completion"
                  name="completion"
                  label={FILTER_TEXTS.completionLabel}
                  labelClassName={MORE_LABEL}
                  placeholder={FILTER_TEXTS.anyCompletion}
                  defaultValue={filters.completion ?? ""}
                  options={FILTER_TEXTS.completionOptions}
                />
                {method === "rent" ? (
                  <>
                    <Select
                      id="filter-cheques"
                      name="cheques"
                      label={FILTER_TEXTS.chequesLabel}
                      labelClassName={MORE_LABEL}
                      placeholder={FILTER_TEXTS.anyCheques}
                      defaultValue={filters.cheques ?? ""}
                      options={CHEQUE_OPTIONS}
                    />
                    <Select
                      id="filter-period"
                      name="period"
                      label={FILTER_TEXTS.periodLabel}
                      labelClassName={MORE_LABEL}
                      defaultValue={filters.period ?? "yearly"}
                      options={FILTER_TEXTS.periodOptions}
                    />
                  </>
                ) : null}
                <fieldset className="sm:col-span-2 md:col-span-4 filters:col-span-6">
                  <legend className={MORE_LABEL}>{FILTER_TEXTS.amenitiesLegend}</legend>
                  <div className="flex flex-wrap gap-2">
                    {FILTER_TEXTS.amenityOptions.map((a) => (
                      <label
                        key={a.value}
                        className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm text-navy-900 has-[:checked]:border-navy-900 has-[:checked]:bg-navy-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-500"
                      >
                        <input
                          type="checkbox"
                          name="amenity"
                          value={a.value}
                          defaultChecked={filters.amenities?.some((key) => key === a.value) ?? false}
                          className="h-4 w-4 accent-gold-600"
                        />
                        {a.label}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </div>
            </Disclosure>
            <div className="sm:col-span-2 filters:col-span-1">
              <button type="submit" className="btn btn-primary hidden w-full filters:inline-flex [html:not(.js)_&]:inline-flex">
                <SearchIcon aria-hidden="true" className="h-4 w-4" />
                {SEARCH}
              </button>
              <button type="submit" className="btn btn-gold w-full filters:hidden [html:not(.js)_&]:hidden">
                {UPDATE}
              </button>
            </div>
            {priceError ? (
              <p id={PRICE_ERROR_ID} role="alert" className="text-sm font-medium text-[#b42318] sm:col-span-2 filters:col-span-full">
                {FILTER_TEXTS.minAboveMax}
              </p>
            ) : null}
          </Form>
        </div>
      </div>
    </div>
  );
}
