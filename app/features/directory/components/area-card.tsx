import { Link } from "react-router";
import { areaPath } from "#app/utils/paths.ts";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { useReveal } from "#app/components/ui/use-reveal.ts";
import type { AreaSummary } from "#app/features/directory/queries.server.ts";
import { useLocale, useLocalePath } from "#app/i18n/locale.ts";
import { Isolate } from "./isolate.tsx";

/** An area: photo and name, linking to its canonical page /areas/{id}. */
/** `priority`: the card whose photo is the page's largest paint (the first of a list) loads it at once. */
export function AreaCard({
  area,
  headingLevel = "h3",
  priority = false,
}: {
  area: AreaSummary;
  headingLevel?: "h2" | "h3";
  priority?: boolean;
}) {
  const ref = useReveal<HTMLElement>();
  const localePath = useLocalePath();
  // the area's name comes from the data in English (issue 43)
  const dataLang = useLocale() === "ar" ? "en" : undefined;
  const Heading = headingLevel;
  return (
    <article
      ref={ref}
      data-reveal=""
      className="group relative overflow-hidden rounded-3xl bg-navy-900 shadow-card transition-shadow hover:shadow-lift"
    >
      {/* On phones the card is ~370px wide: declaring 360px lets ~1.75x screens take the 640w file. */}
      <SmartImage
        src={area.image}
        alt=""
        sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 360px"
        width={640}
        height={480}
        priority={priority}
        className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-105"
      />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-navy-950/85 via-navy-950/10 to-transparent" />
      <Heading lang={dataLang} className="absolute inset-x-0 bottom-0 p-5 text-2xl font-semibold text-white">
        <Link
          to={localePath(areaPath(area.id))}
          prefetch="intent"
          className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-3xl focus-visible:after:outline-2 focus-visible:after:outline-gold-400"
        >
          <Isolate when={Boolean(dataLang)}>{area.name}</Isolate>
        </Link>
      </Heading>
    </article>
  );
}
