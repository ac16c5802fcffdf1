import { SiteLink } from "#app/components/ui/site-link.tsx";
import type { ButtonLink } from "#app/content/types.ts";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { Paragraphs } from "./paragraphs.tsx";

interface PageHeroProps {
  eyebrow?: string;
  heading: string;
  text: string;
  button?: ButtonLink;
  image?: string;
  /** shown in place of the image (a form, the calculator) */
  aside?: React.ReactNode;
}

/**
 * The content pages' hero: navy band, Playfair heading, copy and a gold call
 * to action on the left; a picture, or a form, on the right (below on phones).
 */
export function PageHero({ eyebrow, heading, text, button, image, aside }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -end-40 -top-40 size-[36rem] rounded-full bg-gold-500/10 blur-3xl" />
      <div className="container-page relative grid items-center gap-10 py-14 md:py-20 lg:grid-cols-2 lg:gap-16 lg:py-24">
        <HeroCopy eyebrow={eyebrow} heading={heading} text={text} button={button} className="max-w-2xl" />
        {aside ? (
          <div className="w-full">{aside}</div>
        ) : image ? (
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -bottom-4 -start-4 hidden h-full w-full rounded-3xl border border-gold-500/40 lg:block"
            />
            <SmartImage
              src={image}
              alt=""
              priority
              sizes="(min-width: 1024px) 45vw, 100vw"
              width={1280}
              height={853}
              className="relative aspect-[3/2] w-full rounded-3xl bg-navy-800 object-cover shadow-lift"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The hero's words: eyebrow, the page's H1, copy and the gold call to action. */
function HeroCopy({ eyebrow, heading, text, button, className }: Omit<PageHeroProps, "image" | "aside"> & { className: string }) {
  return (
    <div className={className}>
      {eyebrow ? <p className="eyebrow !text-gold-300">{eyebrow}</p> : null}
      <h1 className="mt-3 text-4xl font-semibold leading-tight text-white sm:text-5xl xl:text-6xl">{heading}</h1>
      <Paragraphs text={text} className="mt-6 text-lg [&_p]:!text-sand-100" />
      {button ? (
        <SiteLink to={button.to} className="btn btn-gold mt-4">
          {button.label}
        </SiteLink>
      ) : null}
    </div>
  );
}

/**
 * A calculator page's hero (rental yield, mortgage): the words stay in view on the left on wide
 * screens while the calculator (`children`, a card of `cardWidth`) fills the right.
 */
export function CalculatorHero({
  cardWidth,
  children,
  ...copy
}: Omit<PageHeroProps, "image" | "aside"> & { cardWidth: "36rem" | "38rem"; children: React.ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -start-40 -top-40 size-[36rem] rounded-full bg-gold-500/10 blur-3xl"
      />
      <div
        className={`container-page relative grid items-start gap-10 py-14 md:py-20 lg:gap-16 lg:py-24 ${cardWidth === "38rem" ? "lg:grid-cols-[1fr_minmax(0,38rem)]" : "lg:grid-cols-[1fr_minmax(0,36rem)]"}`}
      >
        <HeroCopy {...copy} className="max-w-xl lg:sticky lg:top-32" />
        {children}
      </div>
    </section>
  );
}
