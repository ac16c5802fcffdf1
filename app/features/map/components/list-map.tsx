import { lazy, type ReactNode, Suspense } from "react";
import { useLocation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import * as en from "#app/content/map-list.ts";
import * as ar from "#app/content/ar/map-list.ts";
import { useText } from "#app/i18n/text.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { BBOX_KEY, parseBbox } from "#app/utils/bbox.ts";
import type { MarkerList } from "../marker-lists.ts";
import { VIEW_KEY, withParams } from "../list-url.ts";

/** The list map's height; the server's placeholder, the loading box and the map share it, so nothing below moves. */
export const LIST_MAP_HEIGHT = "h-[60vh] min-h-80 md:h-[32rem]";
const BOX = `${LIST_MAP_HEIGHT} rounded-2xl border border-sand-200 bg-[#f3ede3]`;

// The panel (map, markers, card, "search this area") is its own chunk, fetched when the map is opened.
const ListMapPanel = lazy(() => import("./list-map-panel.tsx").then((m) => ({ default: m.ListMapPanel })));

/**
 * The list/map toggle of a sale, rent or off-plan list, and the map itself
 * when `?view=map`. "Search this area" puts the map's bounds in the URL
 * (`bbox`), which filters the list below; the chip here clears it.
 */
export function ListMap({ list, searchArea = true }: { list: MarkerList; searchArea?: boolean }) {
  const { MAP_LIST_TEXTS: T } = useText({ en, ar });
  const location = useLocation();
  const hydrated = useHydrated();
  const params = new URLSearchParams(location.search);
  const open = params.get(VIEW_KEY) === "map";
  const bbox = parseBbox(params.get(BBOX_KEY));
  const tab = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold transition ${active ? "bg-navy-900 text-white" : "text-navy-900 hover:bg-sand-200"}`;

  return (
    <div className="mb-6" data-testid="list-map">
      <div className="flex flex-wrap items-center gap-3">
        <nav aria-label={T.viewToggleLabel} className="inline-flex rounded-full border border-sand-300 bg-white p-1">
          <SiteLink
            to={`${location.pathname}${withParams(location.search, { [VIEW_KEY]: null })}`}
            className={tab(!open)}
            aria-current={!open ? "page" : undefined}
            preventScrollReset
          >
            {T.listView}
          </SiteLink>
          <SiteLink
            to={`${location.pathname}${withParams(location.search, { [VIEW_KEY]: "map" })}`}
            className={tab(open)}
            aria-current={open ? "page" : undefined}
            preventScrollReset
            data-testid="map-toggle"
          >
            {T.mapView}
          </SiteLink>
        </nav>
        {bbox ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted" data-testid="bbox-active">
            {T.areaActive}
            <SiteLink
              to={`${location.pathname}${withParams(location.search, { [BBOX_KEY]: null, page: null })}`}
              className="font-semibold text-gold-700 underline underline-offset-2"
              preventScrollReset
            >
              {T.clearArea}
            </SiteLink>
          </p>
        ) : null}
      </div>
      {open ? (
        hydrated ? (
          <Suspense fallback={<MapBox />}>
            <ListMapPanel list={list} bbox={bbox ?? null} searchArea={searchArea} />
          </Suspense>
        ) : (
          <MapBox>
            <noscript>
              <p className="m-4 rounded-xl bg-white px-4 py-3 text-sm text-muted">{T.noJs}</p>
            </noscript>
          </MapBox>
        )
      ) : null}
    </div>
  );
}

/** The map's room before the map: the same box and count line as the panel (list-map-panel.tsx). */
function MapBox({ children }: { children?: ReactNode }) {
  return (
    <div className="mt-4">
      <div className={BOX}>{children}</div>
      <p className="mt-2 min-h-4" />
    </div>
  );
}
