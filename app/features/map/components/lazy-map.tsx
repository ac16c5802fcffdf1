import { useEffect, useRef, useState } from "react";
import { MAP_TEXTS as T } from "#app/content/map.ts";
import type * as RuntimeModule from "../runtime.ts";
import type { MapHandle } from "../runtime.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

type Runtime = typeof RuntimeModule;
export interface MountCallbacks {
  onError(reason: string): void;
  onReady(): void;
}
type Status = "idle" | "loading" | "ready" | "error";

/**
 * A map that costs nothing until it is wanted: a static placeholder first;
 * MapLibre (a separate chunk) is imported when the placeholder scrolls into
 * view (`load="visible"`), when its button is pressed, or at once (`load="now"`).
 * If the device cannot draw it (no WebGL), a message replaces it.
 */
export function LazyMap({
  mount,
  load,
  className = "",
  label,
  testId,
}: {
  mount: (runtime: Runtime, container: HTMLElement, callbacks: MountCallbacks) => MapHandle;
  load: "visible" | "now";
  className?: string;
  /** what the map shows, for screen readers */
  label: string;
  testId?: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(load === "now");
  const [status, setStatus] = useState<Status>("idle");
  const hydrated = useHydrated();
  const mountRef = useRef(mount);
  mountRef.current = mount;

  useEffect(() => {
    if (wanted || !frame.current) return;
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), {
      rootMargin: "200px",
    });
    observer.observe(frame.current);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    if (!wanted || !container.current) return;
    let handle: MapHandle | undefined;
    let cancelled = false;
    setStatus("loading");
    import("../runtime.ts")
      .then((runtime) => {
        if (cancelled || !container.current) return;
        handle = mountRef.current(runtime, container.current, {
          onError: () => !cancelled && setStatus("error"),
          onReady: () => !cancelled && setStatus((s) => (s === "error" ? s : "ready")),
        });
      })
      .catch(() => !cancelled && setStatus("error"));
    return () => {
      cancelled = true;
      try {
        handle?.destroy();
      } catch {
        // a map that never started has nothing to release
      }
    };
  }, [wanted]);

  return (
    <div ref={frame} className={`map-frame ${className}`} data-testid={testId} data-map-status={status}>
      <div ref={container} role="region" aria-label={label} className={`h-full w-full ${status === "error" ? "hidden" : ""}`} />
      {status !== "ready" ? (
        <div className="map-cover">
          {status === "error" ? (
            <p role="status" className="max-w-sm rounded-xl bg-white/90 px-4 py-3 text-sm text-ink shadow">
              {T.failed}
            </p>
          ) : status === "loading" ? (
            <p role="status" className="rounded-full bg-white/90 px-4 py-2 text-sm text-muted shadow">
              {T.loading}
            </p>
          ) : (
            hydrated && (
              <button type="button" className="btn btn-primary pointer-events-auto" onClick={() => setWanted(true)}>
                {T.showMap}
              </button>
            )
          )}
        </div>
      ) : null}
    </div>
  );
}
