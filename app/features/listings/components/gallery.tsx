import { useCallback, useEffect, useRef, useState } from "react";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/listings.ts";
import * as ar from "#app/content/ar/listings.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ChevronLeft, ChevronRight, CloseIcon } from "#app/components/ui/icons.tsx";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { useWindowLoaded } from "#app/components/ui/use-window-loaded.ts";
import { responsiveSources } from "#app/utils/images.ts";

/** spec §9: slide timing and the swipe distances (px) and speed (px/ms) that turn a drag into a slide change */
const GALLERY_SETTINGS = {
  slideDurationMs: 450,
  slideIntervalMs: 3000,
  swipeThreshold: 30,
  flickThreshold: 0.4,
  swipeDelta: 10,
  thumbnailHoverDelayMs: 300,
  resizeDebounceMs: 50,
} as const;

type GalleryTexts = ReturnType<typeof galleryTexts>;
const galleryTexts = (rtl: boolean) => textFor({ en, ar }, rtl ? "ar" : "en").DETAIL_TEXTS.gallery;

/**
 * The one file a <noscript> photo names: the 960 px rendition when there is one.
 * No srcset/sizes: this fallback is sent in every detail page's HTML (issue 22).
 */
function noScriptSource(src: string): string {
  const sources = responsiveSources(src);
  return /\S+(?= 960w)/.exec(sources.srcSet ?? "")?.[0] ?? sources.src;
}

/** The photo a swipe of `dx` px brings: the next one when the finger moves against the strip's direction. */
export const swipeStep = (dx: number, rtl: boolean): 1 | -1 => ((rtl ? dx > 0 : dx < 0) ? 1 : -1);

/** The arrow keys follow the strip: right to left, the left arrow goes forward. */
export function keyStep(key: string, rtl: boolean): 1 | -1 | null {
  if (key === "ArrowLeft") return rtl ? 1 : -1;
  if (key === "ArrowRight") return rtl ? -1 : 1;
  return null;
}

/**
 * Pointer swipes (spec §9): a move past `swipeThreshold` px, or a flick
 * faster than `flickThreshold` px/ms, changes the photo; moves under
 * `swipeDelta` px stay clicks. Right to left (Arabic) the strip runs the
 * other way: a swipe to the right brings the next photo.
 */
function useSwipe(onSwipe: (direction: 1 | -1) => void, rtl: boolean, onClick?: () => void) {
  const start = useRef<{ x: number; y: number; t: number; id: number } | null>(null);
  const [dragX, setDragX] = useState(0);
  const onPointerDown = (e: React.PointerEvent) => {
    if ((e.pointerType === "mouse" && e.button !== 0) || (e.target as Element).closest("button")) return;
    start.current = { x: e.clientX, y: e.clientY, t: performance.now(), id: e.pointerId };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) > GALLERY_SETTINGS.swipeDelta && Math.abs(dx) > Math.abs(e.clientY - s.y)) setDragX(dx);
  };
  const end = (e: React.PointerEvent) => {
    const s = start.current;
    start.current = null;
    setDragX(0);
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    const velocity = Math.abs(dx) / Math.max(1, performance.now() - s.t);
    if (
      Math.abs(dx) >= GALLERY_SETTINGS.swipeThreshold ||
      (Math.abs(dx) > GALLERY_SETTINGS.swipeDelta && velocity >= GALLERY_SETTINGS.flickThreshold)
    ) {
      onSwipe(swipeStep(dx, rtl));
    } else if (Math.abs(dx) <= GALLERY_SETTINGS.swipeDelta) {
      onClick?.();
    }
  };
  const cancel = () => {
    start.current = null;
    setDragX(0);
  };
  return { dragX, handlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: cancel } };
}

function Slides({
  photos,
  title,
  counter,
  rtl,
  index,
  dragX,
  sizes,
  fit,
  priority,
  loaded,
}: {
  photos: string[];
  title: string;
  counter: string;
  /** right to left the first photo is at the right edge and the strip moves right */
  rtl: boolean;
  index: number;
  dragX: number;
  sizes: string;
  fit: "cover" | "contain";
  priority: boolean;
  loaded: boolean;
}) {
  return (
    <div
      className="slides"
      style={{
        transform: `translateX(calc(${(rtl ? index : -index) * 100}% + ${dragX}px))`,
        transition: dragX ? "none" : `transform ${GALLERY_SETTINGS.slideDurationMs}ms cubic-bezier(0.2, 0.7, 0.2, 1)`,
      }}
    >
      {photos.map((src, i) => {
        const alt = fillTokens(counter, { n: i + 1, total: photos.length }) + ` · ${title}`;
        const className = fit === "cover" ? "slide-photo" : "slide-photo object-contain";
        return (
          <div key={`${src}-${i}`} aria-hidden={i !== index}>
            {i === 0 || i === index || loaded ? (
              <SmartImage
                src={src}
                alt={alt}
                sizes={sizes}
                priority={priority && i === 0}
                draggable={false}
                width={1280}
                height={853}
                className={className}
              />
            ) : (
              // Without JavaScript the strip scrolls (scroll-snap) through every photo; the browser reads them from here.
              // The slide is aria-hidden, so the photo needs no text alternative (issue 22: bytes on every detail page).
              <noscript>
                <img src={noScriptSource(src)} alt="" width={1280} height={853} loading="lazy" className={className} />
              </noscript>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Previous at the start side, next at the end side; the chevrons point outwards in either direction. */
function ArrowButton({
  direction,
  onClick,
  texts,
  className = "",
}: {
  direction: 1 | -1;
  onClick: () => void;
  texts: GalleryTexts;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction < 0 ? texts.previous : texts.next}
      className={`gallery-arrow ${direction < 0 ? "start-4" : "end-4"} ${className}`}
    >
      {direction < 0 ? (
        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
      ) : (
        <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
      )}
    </button>
  );
}

/**
 * The detail page's photo gallery: main image, thumbnails, previous/next
 * buttons, arrow keys, pointer swipes and a full-screen view in a <dialog>.
 */
export function Gallery({ photos, title }: { photos: string[]; title: string }) {
  const rtl = useLocale() === "ar";
  const T = galleryTexts(rtl);
  const shown = photos.length ? photos : [""];
  const [index, setIndex] = useState(0);
  const [full, setFull] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const count = shown.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const step = useCallback((d: 1 | -1) => setIndex((i) => (((i + d) % count) + count) % count), [count]);
  const main = useSwipe(step, rtl, () => setFull(true));
  const big = useSwipe(step, rtl);
  const loaded = useWindowLoaded();

  const closeFull = useCallback(() => setFull(false), []);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const d = keyStep(e.key, rtl);
    if (d === null) return;
    step(d);
    e.preventDefault();
  };

  return (
    <section aria-label={T.label} aria-roledescription="carousel" className="gallery">
      <div
        tabIndex={0}
        role="group"
        aria-label={fillTokens(T.counter, { n: index + 1, total: count })}
        onKeyDown={onKeyDown}
        className="gallery-stage"
        {...main.handlers}
      >
        <Slides
          photos={shown}
          title={title}
          counter={T.counter}
          rtl={rtl}
          index={index}
          dragX={main.dragX}
          sizes="(min-width: 1024px) 70vw, 100vw"
          fit="cover"
          priority
          loaded={loaded}
        />
        {count > 1 ? (
          <>
            <ArrowButton direction={-1} onClick={() => step(-1)} texts={T} className="needs-js" />
            <ArrowButton direction={1} onClick={() => step(1)} texts={T} className="needs-js" />
          </>
        ) : null}
        <p className="gallery-counter needs-js" aria-live="polite">
          {fillTokens(T.counter, { n: index + 1, total: count })}
        </p>
        <button type="button" onClick={() => setFull(true)} className="btn gallery-full needs-js">
          {T.fullscreen}
        </button>
      </div>
      {count > 1 ? (
        <ul className="thumbs needs-js">
          {shown.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                onClick={() => go(i)}
                onMouseEnter={() => {
                  window.clearTimeout(hoverTimer.current);
                  hoverTimer.current = window.setTimeout(() => go(i), GALLERY_SETTINGS.thumbnailHoverDelayMs);
                }}
                onMouseLeave={() => window.clearTimeout(hoverTimer.current)}
                aria-label={fillTokens(T.thumbnail, { n: i + 1 })}
                aria-current={i === index || undefined}
              >
                {loaded ? (
                  <SmartImage src={src} alt="" sizes="160px" width={160} height={107} className="h-full w-full object-cover" />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog open={full} onClose={closeFull} label={T.label} fullScreen initialFocus="[data-autofocus]" panelClassName="h-full w-full">
        {full ? (
          <div tabIndex={-1} onKeyDown={onKeyDown} className="relative h-full w-full touch-pan-y overflow-hidden" {...big.handlers}>
            <Slides
              photos={shown}
              title={title}
              counter={T.counter}
              rtl={rtl}
              index={index}
              dragX={big.dragX}
              sizes="100vw"
              fit="contain"
              priority={false}
              loaded={loaded}
            />
            {count > 1 ? (
              <>
                <ArrowButton direction={-1} onClick={() => step(-1)} texts={T} />
                <ArrowButton direction={1} onClick={() => step(1)} texts={T} />
              </>
            ) : null}
            <p className="absolute start-4 top-4 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
              {fillTokens(T.counter, { n: index + 1, total: count })}
            </p>
            <button
              type="button"
              data-autofocus=""
              onClick={closeFull}
              aria-label={T.close}
              className="absolute end-4 top-4 grid h-11 w-11 place-items-center rounded-full bg-white/90 text-navy-900 hover:bg-white"
            >
              <CloseIcon aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
