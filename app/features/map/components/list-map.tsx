import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { MAP_TEXTS as T } from "#app/content/map.ts";
import { fillTokens } from "#app/content/brand.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { type Bbox, BBOX_KEY, parseBbox, writeBbox } from "#app/utils/bbox.ts";
import { formatNumber } from "#app/utils/format.ts";
import { cardPath, type MarkerList, markersPath } from "../marker-lists.ts";
import type { MapCard } from "../types.ts";
import { LazyMap } from "./lazy-map.tsx";

export const VIEW_KEY = "view";

/** A list link (pager) that keeps the map's state of the current URL: its box and the open map. */
export function keepMapState(query: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  return withParams(query, { [BBOX_KEY]: current.get(BBOX_KEY), [VIEW_KEY]: current.get(VIEW_KEY) });
}

/** The list's query with some keys changed ('' or null removes one). */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The list/map toggle of a sale, rent or off-plan list, and the map itself
 * when `?view=map`: clustered price markers for the list's filters, the card
 * of a clicked marker, and "search this area", which puts the map's bounds in
 * the URL (`bbox`) so the list below is filtered by them.
 */
export function ListMap({ list, searchArea: canSearchArea = true }: { list: MarkerList; searchArea?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const params = new URLSearchParams(location.search);
  const open = params.get(VIEW_KEY) === "map";
  const bbox = parseBbox(params.get(BBOX_KEY));
  const [moved, setMoved] = useState<Bbox | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [count, setCount] = useState<{ n: number; capped: boolean } | null>(null);
  const markersUrl = markersPath(list, withParams(location.search, { [BBOX_KEY]: null, [VIEW_KEY]: null, page: null }));

  useEffect(() => setMoved(null), [location.search]);

  const searchArea = () => {
    if (!moved) return;
    void navigate(`${location.pathname}${withParams(location.search, { [BBOX_KEY]: writeBbox(moved), page: null })}`, {
      preventScrollReset: true,
    });
  };

  const tab = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold transition ${active ? "bg-navy-900 text-white" : "text-navy-900 hover:bg-sand-200"}`;

  return (
    <div className="mb-6" data-testid="list-map">
      <div className="flex flex-wrap items-center gap-3">
        <nav aria-label={T.viewToggleLabel} className="inline-flex rounded-full border border-sand-300 bg-white p-1">
          <Link
            to={`${location.pathname}${withParams(location.search, { [VIEW_KEY]: null })}`}
            className={tab(!open)}
            aria-current={!open ? "page" : undefined}
            preventScrollReset
          >
            {T.listView}
          </Link>
          <Link
            to={`${location.pathname}${withParams(location.search, { [VIEW_KEY]: "map" })}`}
            className={tab(open)}
            aria-current={open ? "page" : undefined}
            preventScrollReset
            data-testid="map-toggle"
          >
            {T.mapView}
          </Link>
        </nav>
        {bbox ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted" data-testid="bbox-active">
            {T.areaActive}
            <Link
              to={`${location.pathname}${withParams(location.search, { [BBOX_KEY]: null, page: null })}`}
              className="font-semibold text-gold-700 underline underline-offset-2"
              preventScrollReset
            >
              {T.clearArea}
            </Link>
          </p>
        ) : null}
      </div>
      {open ? (
        hydrated ? (
          <div className="relative mt-4">
            <LazyMap
              key={markersUrl}
              load="now"
              label={T.mapView}
              className="h-[60vh] min-h-80 md:h-[32rem]"
              testId="list-map-frame"
              mount={(runtime, container, callbacks) =>
                runtime.mountListMap(container, {
                  ...callbacks,
                  markersUrl,
                  bbox: bbox ?? null,
                  onMoved: setMoved,
                  onSelect: setSelected,
                  onMarkers: (n, capped) => setCount({ n, capped }),
                })
              }
            />
            {moved && canSearchArea ? (
              <button
                type="button"
                onClick={searchArea}
                className="btn btn-primary absolute left-1/2 top-3 z-10 -translate-x-1/2 shadow-lg"
                data-testid="search-this-area"
              >
                {T.searchThisArea}
              </button>
            ) : null}
            {selected !== null ? <MarkerCard key={selected} url={cardPath(list, selected)} onClose={() => setSelected(null)} /> : null}
            {count ? (
              <p className="mt-2 text-xs text-muted" aria-live="polite">
                {count.capped
                  ? fillTokens(T.markersCapped, { n: formatNumber(count.n) })
                  : fillTokens(T.markersShown, { n: formatNumber(count.n) })}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="mt-4 rounded-xl border border-sand-200 bg-white px-4 py-3 text-sm text-muted">{T.noJs}</p>
        )
      ) : null}
    </div>
  );
}

type CardState = { status: "loading" } | { status: "error" } | { status: "ready"; card: MapCard };

/** The card of a clicked marker, over the bottom of the map. */
function MarkerCard({ url, onClose }: { url: string; onClose: () => void }) {
  const [state, setState] = useState<CardState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setState({ status: "ready", card: (await response.json()) as MapCard });
      })
      .catch(() => !controller.signal.aborted && setState({ status: "error" }));
    return () => controller.abort();
  }, [url]);
  return (
    <div
      className="absolute inset-x-3 bottom-10 z-10 mx-auto flex max-w-md gap-3 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-navy-900/10"
      role="dialog"
      aria-label={state.status === "ready" ? state.card.title : T.cardLoading}
      data-testid="map-card"
    >
      {state.status === "ready" ? (
        <>
          {state.card.photo ? <img src={state.card.photo} alt="" className="h-20 w-24 shrink-0 rounded-xl object-cover" /> : null}
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-navy-900">{state.card.price}</p>
            <p className="truncate text-sm text-ink">{state.card.title}</p>
            <p className="truncate text-xs text-muted">{[...state.card.facts, state.card.place].filter(Boolean).join(" · ")}</p>
            <Link to={state.card.href} className="mt-1 inline-block text-sm font-semibold text-gold-700 underline underline-offset-2">
              {T.cardOpen}
            </Link>
          </div>
        </>
      ) : (
        <p className="flex-1 py-4 text-sm text-muted" role="status">
          {state.status === "error" ? T.cardFailed : T.cardLoading}
        </p>
      )}
      <button
        type="button"
        onClick={onClose}
        className="self-start rounded-full px-2 text-lg leading-none text-muted hover:text-ink"
        aria-label={T.closeCard}
      >
        ×
      </button>
    </div>
  );
}
