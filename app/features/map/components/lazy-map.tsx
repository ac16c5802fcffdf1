import { useEffect, useRef, useState } from "react";
import * as en from "#app/content/map.ts";
import * as ar from "#app/content/ar/map.ts";
import { useText } from "#app/i18n/text.ts";
import type { LiveMap, Scene, SceneSpec } from "../scene.ts";
import type { Box } from "../boxes.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

/**
 * idle: a placeholder; loading: the scene is being fetched; picture: the
 * static map with its names and markers; ready: the live map; still: the
 * device cannot draw the live map, the picture stays; error: nothing to show.
 */
type Status = "idle" | "loading" | "picture" | "ready" | "still" | "error";

/** Events on the map that mean the visitor wants to use it: MapLibre is loaded then. */
const ENGAGE = ["pointerdown", "wheel", "keydown", "touchstart", "focusin"] as const;

/**
 * A map that costs nothing until it is wanted (decisions 019 and 039): a
 * static placeholder first; when it scrolls into view (`load="visible"`), its
 * button is pressed, or at once (`load="now"`), the scene chunk draws the map
 * as a picture with its names and markers; MapLibre (a chunk of its own) is
 * imported when the visitor touches the map, points at it with a mouse, or
 * uses its zoom buttons, and takes over from the picture.
 */
export function LazyMap({
  scene: spec,
  load,
  className = "",
  label,
  testId,
}: {
  scene: SceneSpec;
  load: "visible" | "now";
  className?: string;
  /** what the map shows, for screen readers */
  label: string;
  testId?: string;
}) {
  const { MAP_TEXTS: T } = useText({ en, ar });
  const frame = useRef<HTMLDivElement>(null);
  const gl = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const goLive = useRef<() => Promise<LiveMap>>(() => Promise.reject(new Error("not yet")));
  const [wanted, setWanted] = useState(load === "now");
  const [status, setStatus] = useState<Status>("idle");
  const hydrated = useHydrated();
  const specRef = useRef(spec);
  specRef.current = spec;

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
    const root = frame.current;
    if (!wanted || !root || !gl.current) return;
    const container = gl.current;
    const controller = new AbortController();
    let scene: Scene | undefined;
    let live: Promise<LiveMap> | undefined;
    let handle: LiveMap | undefined;
    setStatus("loading");

    const obstacles = (): Box[] => {
      const origin = root.getBoundingClientRect();
      // the zoom buttons, the note, and what the page puts over the map ("search this area")
      const over = [...(root.parentElement?.querySelectorAll<HTMLElement>("[data-map-obstacle]") ?? [])];
      return [controls.current, note.current, ...over].flatMap((el) => {
        const r = el?.getBoundingClientRect();
        return r && r.width ? [{ x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height }] : [];
      });
    };

    goLive.current = () =>
      (live ??= Promise.all([import("../runtime.ts")]).then(
        ([runtime]) =>
          new Promise<LiveMap>((resolve, reject) => {
            if (controller.signal.aborted || !scene) return reject(new Error("gone"));
            const fail = (reason: string) => {
              setStatus(scene?.own ? "still" : "error");
              reject(new Error(reason));
            };
            try {
              handle = runtime.goLive(container, scene, {
                onError: fail,
                onReady: (map) => {
                  if (controller.signal.aborted) return;
                  setStatus("ready");
                  resolve(map);
                },
              });
            } catch (error) {
              // no WebGL
              fail(String(error));
            }
          }),
      ));
    const engage = () => void goLive.current().catch(() => {});
    const hover = (event: PointerEvent) => event.pointerType === "mouse" && engage();

    import("../scene.ts")
      .then((module) =>
        module.mountScene({ frame: root, obstacles, live: () => goLive.current(), signal: controller.signal }, specRef.current),
      )
      .then((mounted) => {
        scene = mounted;
        if (controller.signal.aborted) return mounted.destroy();
        setStatus("picture");
        for (const type of ENGAGE) root.addEventListener(type, engage, { passive: true, once: true });
        root.addEventListener("pointerenter", hover, { passive: true });
        // a provider's style has no picture: it is drawn live at once
        if (!mounted.own) engage();
      })
      .catch(() => !controller.signal.aborted && setStatus("error"));

    return () => {
      controller.abort();
      for (const type of ENGAGE) root.removeEventListener(type, engage);
      root.removeEventListener("pointerenter", hover);
      try {
        handle?.destroy();
      } catch {
        // a map that never started has nothing to release
      }
      scene?.destroy();
    };
  }, [wanted]);

  const zoom = (delta: number) =>
    void goLive
      .current()
      .then((map) => map.zoomBy(delta))
      .catch(() => {});
  const shown = status === "picture" || status === "ready" || status === "still";
  // drawn while the scene loads too, so its first layout already keeps names and pills off them
  const withControls = status === "loading" || status === "picture" || status === "ready";

  return (
    <div
      ref={frame}
      className={`relative isolate overflow-hidden rounded-2xl border border-sand-200 bg-[#f3ede3] ${className}`}
      data-testid={testId}
      data-map-status={status}
      role="region"
      aria-label={label}
    >
      {/* inline: MapLibre's stylesheet makes its container position: relative, which would collapse it */}
      <div ref={gl} style={{ position: "absolute", inset: 0 }} className={status === "error" ? "hidden" : undefined} />
      {withControls ? (
        <div
          ref={controls}
          className="absolute end-2.5 top-2.5 z-10 flex flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-navy-900/10"
        >
          <button
            type="button"
            aria-label={T.zoomIn}
            className="h-9 w-9 text-lg leading-none text-navy-900 hover:bg-sand-100"
            onClick={() => zoom(1)}
          >
            +
          </button>
          <button
            type="button"
            aria-label={T.zoomOut}
            className="h-9 w-9 border-t border-sand-200 text-lg leading-none text-navy-900 hover:bg-sand-100"
            onClick={() => zoom(-1)}
          >
            −
          </button>
        </div>
      ) : null}
      {withControls || status === "still" ? (
        <p ref={note} className="absolute bottom-1.5 end-2 z-10 rounded bg-white/80 px-1.5 text-[10px] leading-4 text-muted">
          {status === "still" ? T.still : T.attribution}
        </p>
      ) : null}
      {!shown ? (
        <div className="pointer-events-none absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 p-6 text-center">
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
