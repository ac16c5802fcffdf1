import { FavouriteHeart } from "#app/components/keep/keep-buttons.tsx";
import { itemOf } from "#app/utils/kept-lists.ts";
import { Link } from "react-router";
import { BedIcon, PinIcon } from "#app/components/ui/icons.tsx";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { useReveal } from "#app/components/ui/use-reveal.ts";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import { useText } from "#app/i18n/text.ts";
import { useFormat } from "#app/i18n/format.ts";
import { useLocale, useLocalePath } from "#app/i18n/locale.ts";
import { projectPath } from "#app/utils/paths.ts";
import { projectPlace } from "../paths.ts";
import type { ProjectSummary } from "../types.ts";
import { Prerendered } from "#app/components/ui/prerendered.tsx";
import { planLine } from "../plan-line.ts";
import { projectName } from "../localized.ts";
import { Isolate } from "#app/features/projects/components/isolate.tsx";

/**
 * An off-plan project in a grid: photo, name, developer, area, 'Prices from',
 * bedrooms and handover. The whole card is one link (the name's, stretched).
 * Area and developer pages reuse it; pass headingLevel 3 under a section h2.
 */
export function ProjectCard({
  project,
  headingLevel = 2,
  priority = false,
}: {
  project: ProjectSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const ref = useReveal<HTMLElement>();
  const locale = useLocale();
  const format = useFormat();
  const { PROJECT_CARD_TEXTS } = useText({ en, ar });
  const { PRICES_FROM } = useText({ en: enSite, ar: arSite });
  // names and places come from the data in English: marked so on an Arabic page (issue 43)
  const dataLang = locale === "ar" ? "en" : undefined;
  const name = projectName(project, locale);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = useLocalePath()(projectPath(project.id));
  const place = projectPlace(project.area?.name, project.regionName);
  const plan = planLine(project, PROJECT_CARD_TEXTS);
  const price = format.price(project.priceFrom);
  const bedrooms = format.bedroomRange(project.bedroomMin, project.bedroomMax);
  return (
    <article
      ref={ref}
      data-reveal=""
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-card transition-shadow duration-300 hover:shadow-lift focus-within:shadow-lift"
    >
      <FavouriteHeart item={itemOf("project", project.id)} title={name.text} />
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        <SmartImage
          src={project.photos[0]}
          alt={`${name.text}${project.area ? `, ${project.area.name}` : ""}`}
          sizes="(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 100vw"
          priority={priority}
          width={640}
          height={480}
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.04]"
        />
        <span className="absolute start-4 top-4 rounded-full bg-navy-900/85 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-white">
          {PROJECT_CARD_TEXTS.handover} {format.monthYear(project.handover)}
        </span>
      </div>
      <Prerendered
        as="div"
        className="flex flex-1 flex-col gap-3 p-5 md:p-6"
        memo={`project:${locale}:${Heading}\u0000${project.developer?.name ?? ""}\u0000${href}\u0000${name.text}\u0000${place}\u0000${plan}\u0000${price}\u0000${bedrooms}`}
      >
        {() => (
          <>
            {project.developer ? (
              <p lang={dataLang} className="text-xs font-semibold uppercase tracking-[0.16em] text-gold-700">
                <Isolate when={Boolean(dataLang)}>{project.developer.name}</Isolate>
              </p>
            ) : null}
            <Heading lang={name.lang} className="font-display text-xl font-semibold leading-snug text-navy-900 md:text-2xl">
              <Link
                to={href}
                prefetch="intent"
                className="after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none group-focus-within:underline"
              >
                <Isolate when={Boolean(name.lang)}>{name.text}</Isolate>
              </Link>
            </Heading>
            {place ? (
              <p className="flex items-center gap-1.5 text-sm text-muted">
                <PinIcon className="shrink-0 text-gold-700" />{" "}
                <span lang={dataLang}>
                  <Isolate when={Boolean(dataLang)}>{place}</Isolate>
                </span>
              </p>
            ) : null}
            {plan ? (
              <p className="text-sm font-semibold text-navy-900" data-testid="plan-line">
                {plan}
              </p>
            ) : null}
            <div className="mt-auto flex items-end justify-between gap-3 border-t border-sand-200 pt-4">
              <div>
                <p className="text-xs uppercase tracking-[0.12em] text-muted">{PRICES_FROM}</p>
                <p className="mt-0.5 text-lg font-semibold text-navy-900">{price}</p>
              </div>
              <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
                <BedIcon className="text-gold-700" aria-hidden="true" />
                <span className="sr-only">{PROJECT_CARD_TEXTS.bedrooms}: </span>
                {bedrooms}
              </p>
            </div>
          </>
        )}
      </Prerendered>
    </article>
  );
}
