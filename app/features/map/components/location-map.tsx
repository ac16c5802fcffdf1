import * as en from "#app/content/map.ts";
import * as ar from "#app/content/ar/map.ts";
import { useText } from "#app/i18n/text.ts";
import { LazyMap } from "./lazy-map.tsx";

/** A detail page's "Location" section: the map is drawn when it scrolls into view, with the place's name by its pin. */
export function LocationMap({ lng, lat, label, note }: { lng: number; lat: number; label: string; note?: string }) {
  const { MAP_TEXTS: T } = useText({ en, ar });
  return (
    <section aria-labelledby="location-heading" data-testid="location-map">
      <h2 id="location-heading" className="section-title">
        {T.locationHeading}
      </h2>
      <LazyMap
        load="visible"
        label={label}
        className="mt-4 h-72 md:h-96"
        testId="location-map-frame"
        scene={{ kind: "location", lng, lat, label }}
      />
      <p className="mt-2 text-xs text-muted">{note ?? T.approximate}</p>
    </section>
  );
}

/** An area page's map: its outline and name among its neighbours, centred on it. */
export function AreaMap({ areaId, lng, lat, name }: { areaId: number; lng: number; lat: number; name: string }) {
  const { MAP_TEXTS: T } = useText({ en, ar });
  return (
    <section aria-labelledby="area-map-heading" className="container-page pb-20" data-testid="area-map">
      <h2 id="area-map-heading" className="section-title">
        {T.areaHeading}
      </h2>
      <LazyMap
        load="visible"
        label={name}
        className="mt-4 h-80 md:h-[28rem]"
        testId="area-map-frame"
        scene={{ kind: "area", areaId, lng, lat }}
      />
    </section>
  );
}
