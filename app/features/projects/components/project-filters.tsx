import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { CloseIcon, FilterIcon, SearchIcon } from "#app/components/ui/icons.tsx";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import { type Translation, useText } from "#app/i18n/text.ts";
import { EMPTY_FILTER_STATE, FORM_KEYS, type OffPlanFilterState, writeFilterQuery } from "../query-writer.ts";
import type { DeveloperOption } from "../types.ts";
import { Combobox } from "#app/components/ui/combobox.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { useModal } from "#app/components/ui/use-modal.ts";
import { ROOM_OPTIONS } from "#app/utils/filter-options.ts";

/** a filter change is applied this long after the last keystroke (spec §9) */
const OFF_PLAN_FILTER_DEBOUNCE_MS = 500;

/** px: the extra filters show inline above this width, in a popup at or below it (spec §9) */
const OFF_PLAN_FILTER_BREAKPOINT = 480;

export const FILTER_FORM_ID = "project-filters";
/** Keys the form carries as hidden fields (links written for the old API); area_id has its own select. */
const GENERIC = Object.keys(EMPTY_FILTER_STATE).filter((k) => !(FORM_KEYS as readonly string[]).includes(k) && k !== "area_id") as Array<
  keyof OffPlanFilterState
>;

type ListTexts = Translation<typeof en.PROJECT_LIST_TEXTS>;

/** Handover years offered: this year and the next six. */
function handoverYears(T: ListTexts): { value: string; label: string }[] {
  const now = new Date().getFullYear();
  return Array.from({ length: 7 }, (_, i) => ({ value: String(now + i), label: fillTokens(T.handoverByOption, { year: now + i }) }));
}
const firstOptions = (T: ListTexts) => [10, 20, 30].map((n) => ({ value: String(n), label: fillTokens(T.maxFirstOption, { n }) }));

/**
 * The off-plan filter bar (spec §2, §4). A plain GET form without JavaScript.
 * With it: every change is applied after a 500 ms pause (one history entry,
 * replaced), submitting applies at once, Reset clears the query. At 480 px or
 * narrower the extra filters live in the propertyFilterModal dialog.
 */
export function ProjectFilters({
  state,
  developers,
  areas = [],
}: {
  state: OffPlanFilterState;
  developers: DeveloperOption[];
  /** areas with an active project (id, name) */
  areas?: DeveloperOption[];
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { PROJECT_LIST_TEXTS: T } = useText({ en, ar });
  const { FILTER_PLACEHOLDERS, RESET, SEARCH, STUDIO } = useText({ en: enSite, ar: arSite });
  const [values, setValues] = useState(state);
  const [modalOpen, setModalOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastWritten = useRef(writeFilterQuery(state));
  const titleId = useId();

  // Follow the URL when it changed by other means (back button, a link, Reset),
  // but not when it is the answer to our own debounced write.
  useEffect(() => {
    const incoming = writeFilterQuery(state);
    if (incoming === lastWritten.current) return;
    lastWritten.current = incoming;
    clearTimeout(timer.current);
    setValues(state);
  }, [state]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Widening past the breakpoint shows the filters inline: the modal has no reason to stay.
  useEffect(() => {
    if (!modalOpen) return;
    const mq = window.matchMedia(`(min-width: ${OFF_PLAN_FILTER_BREAKPOINT + 1}px)`);
    const onChange = () => mq.matches && setModalOpen(false);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, [modalOpen]);

  const apply = useCallback(
    (next: OffPlanFilterState, replace: boolean) => {
      clearTimeout(timer.current);
      const qs = writeFilterQuery(next);
      lastWritten.current = qs;
      if (`?${qs}` === location.search || (qs === "" && location.search === "")) return;
      navigate({ pathname: location.pathname, search: qs ? `?${qs}` : "" }, { replace, preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );

  const change = (key: keyof OffPlanFilterState, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next, true), OFF_PLAN_FILTER_DEBOUNCE_MS);
  };

  const closeModal = useCallback(() => setModalOpen(false), []);
  const panelRef = useRef<HTMLDivElement>(null);
  useModal({ open: modalOpen, onClose: closeModal, panelRef });
  const developerOptions = useMemo(() => developers.map((d) => ({ value: String(d.id), label: d.name })), [developers]);
  const areaOptions = useMemo(() => areas.map((a) => ({ value: String(a.id), label: a.name })), [areas]);
  const years = useMemo(() => handoverYears(T), [T]);
  const FIRST_OPTIONS = useMemo(() => firstOptions(T), [T]);
  const roomOptions = useMemo(() => ROOM_OPTIONS.map((o) => (o.value === 0 ? { ...o, label: STUDIO } : o)), [STUDIO]);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setModalOpen(false);
    apply(values, false);
  };

  const priceInput = (key: "min_price" | "max_price", placeholder: string, label: string) => (
    <div className="max-xs:col-span-3">
      <label htmlFor={`${FILTER_FORM_ID}-${key}`} className="sr-only">
        {label}
      </label>
      <input
        id={`${FILTER_FORM_ID}-${key}`}
        name={key}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        placeholder={placeholder}
        className="field"
        value={values[key]}
        onChange={(e) => change(key, e.target.value.replace(/[^\d]/g, ""))}
      />
    </div>
  );

  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      action={location.pathname}
      role="search"
      aria-label={T.filtersLabel}
      onSubmit={onSubmit}
      className="grid grid-cols-[1fr_auto_auto] gap-2 rounded-3xl border border-sand-200 bg-white p-3 shadow-card xs:grid-cols-2 xs:gap-3 xs:p-4 md:grid-cols-3 xl:grid-cols-[2fr_1fr_1fr_1.5fr_1fr_auto_auto]"
    >
      {GENERIC.filter((k) => values[k]).map((k) => (
        <input key={k} type="hidden" name={k} value={values[k]} />
      ))}
      <div className="xs:col-span-2 md:col-span-3 xl:col-span-1">
        <label htmlFor={`${FILTER_FORM_ID}-name`} className="sr-only">
          {T.projectNameLabel}
        </label>
        <input
          id={`${FILTER_FORM_ID}-name`}
          name="project_name"
          type="search"
          autoComplete="off"
          maxLength={100}
          placeholder={FILTER_PLACEHOLDERS.projectName}
          className="field"
          value={values.project_name}
          onChange={(e) => change("project_name", e.target.value)}
        />
      </div>

      <div
        id="propertyFilterModal"
        role={modalOpen ? "dialog" : undefined}
        aria-modal={modalOpen ? true : undefined}
        aria-labelledby={modalOpen ? titleId : undefined}
        className={modalOpen ? "fixed inset-0 z-[80] flex items-end justify-center xs:contents" : "contents [.js_&]:max-xs:hidden"}
      >
        {modalOpen ? (
          <div
            aria-hidden="true"
            data-testid="filter-backdrop"
            className="absolute inset-0 bg-navy-950/60 xs:hidden"
            onClick={closeModal}
          />
        ) : null}
        <div
          ref={panelRef}
          className={
            modalOpen ? "relative max-h-[90dvh] w-full overflow-y-auto rounded-t-3xl bg-white p-5 shadow-lift xs:contents" : "contents"
          }
        >
          <div className={modalOpen ? "mb-4 flex items-center justify-between xs:hidden" : "hidden"}>
            <h2 id={titleId} className="font-display text-2xl font-semibold text-navy-900">
              {T.filtersTitle}
            </h2>
            <button
              type="button"
              aria-label={T.closeFilters}
              onClick={closeModal}
              className="grid h-11 w-11 place-items-center rounded-full text-2xl text-navy-900 hover:bg-sand-100"
            >
              <CloseIcon />
            </button>
          </div>
          <div className={modalOpen ? "grid gap-3 xs:contents" : "contents"}>
            {priceInput("min_price", FILTER_PLACEHOLDERS.minPrice, T.minPriceLabel)}
            {priceInput("max_price", FILTER_PLACEHOLDERS.maxPrice, T.maxPriceLabel)}
            <div className="max-xs:col-span-3">
              <Combobox
                name="developer_id"
                label={T.developerLabel}
                labelClassName="sr-only"
                options={developerOptions}
                value={values.developer_id}
                onChange={(v) => change("developer_id", v)}
                placeholder={FILTER_PLACEHOLDERS.developer}
                emptyLabel={T.developerAll}
                noMatchLabel={T.developerNoMatch}
                clearLabel={T.clearDeveloper}
              />
            </div>
            <Select
              wrapperClassName="max-xs:col-span-3"
              id={`${FILTER_FORM_ID}-rooms`}
              name="rooms"
              label={T.roomsLabel}
              labelClassName="sr-only"
              placeholder={FILTER_PLACEHOLDERS.rooms}
              options={roomOptions}
              value={values.rooms}
              onChange={(e) => change("rooms", e.target.value)}
            />
            <fieldset className="col-span-full grid gap-2 xs:grid-cols-2 xs:gap-3 xl:order-last xl:grid-cols-4">
              <legend className="sr-only">{T.investorLegend}</legend>
              <Select
                id={`${FILTER_FORM_ID}-area`}
                name="area_id"
                label={T.areaLabel}
                labelClassName="sr-only"
                placeholder={T.areaAll}
                options={areaOptions}
                value={values.area_id}
                onChange={(e) => change("area_id", e.target.value)}
              />
              <Select
                id={`${FILTER_FORM_ID}-handover`}
                name="handover_by"
                label={T.handoverByLabel}
                labelClassName="sr-only"
                placeholder={T.handoverAny}
                options={
                  values.handover_by && !years.some((y) => y.value === values.handover_by)
                    ? [...years, { value: values.handover_by, label: fillTokens(T.handoverByOption, { year: values.handover_by }) }]
                    : years
                }
                value={values.handover_by}
                onChange={(e) => change("handover_by", e.target.value)}
              />
              <Select
                id={`${FILTER_FORM_ID}-post`}
                name="post_handover"
                label={T.postHandoverLabel}
                labelClassName="sr-only"
                placeholder={T.postHandoverAny}
                options={T.postHandoverOptions}
                value={values.post_handover}
                onChange={(e) => change("post_handover", e.target.value)}
              />
              <Select
                id={`${FILTER_FORM_ID}-first`}
                name="max_first"
                label={T.maxFirstLabel}
                labelClassName="sr-only"
                placeholder={T.maxFirstAny}
                options={FIRST_OPTIONS}
                value={values.max_first}
                onChange={(e) => change("max_first", e.target.value)}
              />
            </fieldset>
          </div>
          {modalOpen ? (
            <button type="submit" className="btn btn-primary mt-5 w-full xs:hidden">
              {T.showResults}
            </button>
          ) : null}
        </div>
      </div>

      <button
        type="button"
        aria-label={T.openFilters}
        aria-haspopup="dialog"
        aria-expanded={modalOpen}
        aria-controls="propertyFilterModal"
        onClick={() => setModalOpen(true)}
        className="btn btn-outline hidden !px-3 text-lg text-navy-900 [.js_&]:max-xs:inline-flex"
      >
        <FilterIcon />
      </button>
      <button type="submit" className="btn btn-primary max-xs:!px-3.5">
        <SearchIcon className="text-lg xs:hidden" aria-hidden="true" />
        <span className="max-xs:sr-only">{SEARCH}</span>
      </button>
      <SiteLink
        to={location.pathname}
        preventScrollReset
        onClick={() => {
          clearTimeout(timer.current);
          lastWritten.current = "";
          setValues(EMPTY_FILTER_STATE);
        }}
        className="btn btn-outline text-navy-900 max-xs:col-span-3 max-xs:min-h-9 max-xs:justify-self-end max-xs:border-0 max-xs:px-2 max-xs:py-1 max-xs:underline"
      >
        {RESET}
      </SiteLink>
    </form>
  );
}
