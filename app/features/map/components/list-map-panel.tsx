import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import * as enMap from "#app/content/map.ts";
import * as arMap from "#app/content/ar/map.ts";
import * as enList from "#app/content/map-list.ts";
import * as arList from "#app/content/ar/map-list.ts";
import { fillTokens } from "#app/content/brand.ts";
import { useFormat } from "#app/i18n/format.ts";
import { useText } from "#app/i18n/text.ts";
import { type Bbox, BBOX_KEY, writeBbox } from "#app/utils/bbox.ts";
import { cardPath, type MarkerList, markersPath } from "../marker-lists.ts";
import { VIEW_KEY, withParams } from "../list-url.ts";
import type { MapCard } from "../types.ts";
import { LazyMap } from "./lazy-map.tsx";
import { LIST_MAP_HEIGHT } from "./list-map.tsx";

/** The open map of a list: clustered price markers for the list's filters, a marker's card, "search this area". */
export function ListMapPanel({ list, bbox, searchArea }: { list: MarkerList; bbox: Bbox | null; searchArea: boolean }) {
  const { MAP_TEXTS: T } = useText({ en: enMap, ar: arMap });
  const { MAP_LIST_TEXTS } = useText({ en: enList, ar: arList });
  const format = useFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const [moved, setMoved] = useState<Bbox | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [count, setCount] = useState<{ n: number; capped: boolean } | null>(null);
  // The markers follow the filters but not the box: the map keeps showing what is around.
  const markersUrl = markersPath(list, withParams(location.search, { [BBOX_KEY]: null, [VIEW_KEY]: null, page: null }));

  useEffect(() => setMoved(null), [location.search]);

  const search = () => {
    if (!moved) return;
    void navigate(`${location.pathname}${withParams(location.search, { [BBOX_KEY]: writeBbox(moved), page: null })}`, {
      preventScrollReset: true,
    });
  };

  return (
    <div className="relative mt-4">
      <LazyMap
        key={markersUrl}
        load="now"
        label={MAP_LIST_TEXTS.mapView}
        className={LIST_MAP_HEIGHT}
        testId="list-map-frame"
        scene={{
          kind: "list",
          markersUrl,
          bbox,
          onMoved: setMoved,
          onSelect: setSelected,
          onMarkers: (n, capped) => setCount({ n, capped }),
        }}
      />
      {searchArea ? (
        // always in place (hidden until the map is moved), so markers and names are never laid out under it
        <button
          type="button"
          onClick={search}
          className={`btn btn-primary absolute left-1/2 top-3 z-10 -translate-x-1/2 whitespace-nowrap px-5 py-2.5 text-xs shadow-lg ${moved ? "" : "invisible"}`}
          data-testid="search-this-area"
          data-map-obstacle=""
        >
          {T.searchThisArea}
        </button>
      ) : null}
      {selected !== null ? (
        <MarkerCard key={selected} url={cardPath(list, selected, format.locale)} onClose={() => setSelected(null)} />
      ) : null}
      {/* its line is kept before the count comes, so the list below does not move */}
      <p className="mt-2 min-h-4 text-xs text-muted" aria-live="polite" data-testid={count ? "marker-count" : undefined}>
        {count ? fillTokens(count.capped ? T.markersCapped : T.markersShown, { n: format.number(count.n) }) : null}
      </p>
    </div>
  );
}
type CardState = { status: "loading" } | { status: "error" } | { status: "ready"; card: MapCard };

/** The card of a clicked marker, over the bottom of the map. */
function MarkerCard({ url, onClose }: { url: string; onClose: () => void }) {
  const { MAP_TEXTS: T } = useText({ en: enMap, ar: arMap });
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
            <p className="truncate text-sm text-ink" lang={state.card.lang} dir="auto">
              {state.card.title}
            </p>
            <p className="truncate text-xs text-muted">{[...state.card.facts, state.card.place].filter(Boolean).join(" · ")}</p>
            <SiteLink to={state.card.href} className="mt-1 inline-block text-sm font-semibold text-gold-700 underline underline-offset-2">
              {T.cardOpen}
            </SiteLink>
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
