import { useState } from "react";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { useWindowLoaded } from "#app/components/ui/use-window-loaded.ts";
import { responsiveSources } from "#app/utils/images.ts";

const SIZES = "(min-width: 1440px) 900px, (min-width: 768px) 65vw, 100vw";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import { useText } from "#app/i18n/text.ts";

/**
 * The project's photos: one large image with the thumbnails to its right
 * (below it on phones). No arrows and no slideshow (spec §2); a thumbnail
 * click shows that photo. Without JavaScript the photo strip scrolls through them all.
 */
export function ProjectGallery({ name, photos }: { name: string; photos: string[] }) {
  const [index, setIndex] = useState(0);
  const { PROJECT_DETAIL_TEXTS: T } = useText({ en, ar });
  // thumbnails come once the page has loaded, so they never hold up the main photo
  const loaded = useWindowLoaded();
  const list = photos.length ? photos : [null];
  const current = list[Math.min(index, list.length - 1)] ?? null;
  const alt = (n: number) => fillTokens(T.photoAlt, { name, n });
  return (
    <section
      aria-label={T.galleryLabel}
      className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_8.5rem] lg:grid-cols-[minmax(0,1fr)_10rem]"
    >
      <div className="relative flex aspect-[16/10] overflow-hidden rounded-3xl xl:aspect-auto xl:h-[34rem] bg-sand-100 shadow-card [html:not(.js)_&]:snap-x [html:not(.js)_&]:snap-mandatory [html:not(.js)_&]:overflow-x-auto">
        <SmartImage
          key={current ?? "placeholder"}
          src={current}
          alt={alt(index + 1)}
          priority={index === 0}
          sizes={SIZES}
          width={1280}
          height={800}
          className="h-full w-full shrink-0 snap-start object-cover"
        />
        {/* Without JavaScript the photo swipes (scroll-snap) through every photo; the thumbnails need script. */}
        {loaded
          ? null
          : photos.slice(1).map((src, i) => (
              <noscript key={src} className="h-full w-full shrink-0 snap-start">
                <img
                  {...responsiveSources(src)}
                  sizes={SIZES}
                  alt={alt(i + 2)}
                  width={1280}
                  height={800}
                  loading="lazy"
                  className="h-full w-full shrink-0 snap-start object-cover"
                />
              </noscript>
            ))}
      </div>
      {photos.length > 1 ? (
        <ul className="[html:not(.js)_&]:hidden flex min-w-0 gap-3 overflow-x-auto pb-1 md:max-h-[calc((100vw-4rem)*0.38)] md:flex-col md:overflow-y-auto md:overflow-x-visible md:pb-0 xl:max-h-[34rem]">
          {photos.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                aria-label={fillTokens(T.showPhoto, { n: i + 1, total: photos.length })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={`block aspect-[4/3] w-24 overflow-hidden rounded-xl border-2 transition md:w-full ${
                  i === index ? "border-gold-500" : "border-transparent opacity-75 hover:opacity-100"
                }`}
              >
                {loaded ? (
                  <SmartImage src={src} alt="" sizes="160px" width={160} height={120} className="h-full w-full object-cover" />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
