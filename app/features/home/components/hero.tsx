import type { ReactNode } from "react";
import * as enDirectory from "#app/content/directory.ts";
import * as arDirectory from "#app/content/ar/directory.ts";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import { useText } from "#app/i18n/text.ts";
import { HeroVideo } from "./hero-video.tsx";
import { SearchBox } from "./search-box.tsx";

/**
 * The home hero: background video over its poster, headline, the call to
 * action (REGISTER NOW, the leads feature's enquiry button, given by the route) and the search box.
 */
export function Hero({ brand, action }: { brand: string; action: ReactNode }) {
  const { HERO_TEXTS } = useText({ en: enDirectory, ar: arDirectory });
  const { HOME_SUBHEADING, homeHeadline } = useText({ en, ar });
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-navy-950 text-white">
      <HeroVideo />
      {/* Keeps white text readable over any frame of the video. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(180deg,rgb(6_16_26/0.55)_0%,rgb(6_16_26/0.35)_40%,rgb(6_16_26/0.8)_100%)]"
      />
      <div className="container-page relative z-10 flex min-h-[calc(100svh-4.5rem)] flex-col justify-end pb-10 pt-24 md:min-h-[min(52rem,calc(100svh-5rem))] md:justify-center md:pb-16 md:pt-32">
        <div className="max-w-3xl">
          <p className="text-xs font-semibold uppercase tracking-[0.24em] text-gold-300">{HERO_TEXTS.eyebrow}</p>
          <h1 id="hero-heading" className="mt-4 text-[2.6rem] font-semibold leading-[1.05] text-white sm:text-6xl lg:text-7xl">
            {homeHeadline(brand)}
          </h1>
          <p className="mt-5 text-lg text-white/90 md:text-2xl">{HOME_SUBHEADING}</p>
          {action}
        </div>
        <div className="mt-10 max-w-5xl md:mt-14">
          <SearchBox />
        </div>
      </div>
    </section>
  );
}
