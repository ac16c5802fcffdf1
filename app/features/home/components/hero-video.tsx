import { useEffect, useRef, useState } from "react";
import * as enDirectory from "#app/content/directory.ts";
import * as arDirectory from "#app/content/ar/directory.ts";
import { useText } from "#app/i18n/text.ts";
import { responsiveSources } from "#app/utils/images.ts";
import { prefersReducedMotion } from "#app/components/ui/motion.ts";

/** px: the widths the hero video is encoded at */
const HERO_VIDEO_WIDTHS = [2560, 3840] as const;

export const HERO_POSTER = "/images/site/hero-poster.webp";
/** The drawn-image widths (640, 960, 1280), plus a 1920 px poster for large screens. */
export const HERO_POSTER_SRCSET = `${responsiveSources(HERO_POSTER).srcSet ?? ""}, /images/site/hero-poster-1920.webp 1920w`;

/** The smallest variant is 1280 wide; the larger ones serve viewports at least 2560 and 3840 wide (spec §1). */
export function heroVideoSrc(viewportWidth: number): string {
  const width = [...HERO_VIDEO_WIDTHS].reverse().find((w) => viewportWidth >= w) ?? 1280;
  return `/video/hero-${width}.mp4`;
}

interface NetworkInformationLike {
  saveData?: boolean;
}

function videoAllowed(): boolean {
  const reduced = prefersReducedMotion();
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !reduced && connection?.saveData !== true;
}

/** Waits for the page's load event and an idle moment, so the video never competes with the poster. */
function whenIdleAfterLoad(run: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(run, { timeout: 2500 });
    else timer = window.setTimeout(run, 300);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * The hero background: the poster <img> is the server-rendered LCP element
 * (React preloads it at the top of <head> because of fetchPriority="high");
 * the muted looping video is attached only after hydration and load, and
 * never under prefers-reduced-motion or Save-Data. A pause button keeps the
 * moving background under the visitor's control (WCAG 2.2.2).
 */
export function HeroVideo() {
  const { HERO_TEXTS } = useText({ en: enDirectory, ar: arDirectory });
  const [src, setSrc] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!videoAllowed()) return;
    return whenIdleAfterLoad(() => setSrc(heroVideoSrc(window.innerWidth)));
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    // React sets `muted` as a property only; set it before play so autoplay policies allow it.
    video.muted = true;
    video.play().catch(() => setPaused(true));
  }, [src]);

  function togglePause() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      video.play().catch(() => {});
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  }

  return (
    <>
      <img
        src={HERO_POSTER}
        srcSet={HERO_POSTER_SRCSET}
        sizes="100vw"
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
        loading="eager"
        decoding="sync"
        className="absolute inset-0 h-full w-full object-cover"
      />
      {src && !failed ? (
        <video
          ref={videoRef}
          src={src}
          muted
          loop
          autoPlay
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
          onError={() => setFailed(true)}
          className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 ${playing ? "opacity-100" : "opacity-0"}`}
        />
      ) : null}
      {src && !failed ? (
        <button
          type="button"
          onClick={togglePause}
          aria-label={paused ? HERO_TEXTS.playVideo : HERO_TEXTS.pauseVideo}
          className="absolute end-4 top-4 z-20 md:bottom-6 md:end-6 md:top-auto grid h-11 w-11 place-items-center rounded-full border border-white/40 bg-navy-950/50 text-white backdrop-blur hover:bg-navy-950/70"
        >
          {paused ? (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
              <path d="M7 4.5v15l12-7.5z" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
              <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
            </svg>
          )}
        </button>
      ) : null}
    </>
  );
}
