import type { ReactNode } from "react";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { ChevronLeft } from "#app/components/ui/icons.tsx";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import { useText } from "#app/i18n/text.ts";
import { ltr, useFormat } from "#app/i18n/format.ts";
import type { AreaPageData } from "#app/features/directory/detail.server.ts";
import type { ListingSummary } from "#app/features/listings/types.ts";
import type { ProjectSummary } from "#app/features/projects/types.ts";
import { DetailSection } from "./detail-section.tsx";
import { PAGE_PATHS } from "#app/utils/paths.ts";
import { Isolate } from "./isolate.tsx";

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-5">
      <dt className="text-xs font-semibold uppercase tracking-[0.1em] text-muted [overflow-wrap:anywhere]">{label}</dt>
      <dd className="mt-2 font-display text-xl font-semibold text-navy-900 [overflow-wrap:anywhere] sm:text-2xl md:text-3xl">{value}</dd>
    </div>
  );
}

/**
 * /areas/{id}: photo, description, figures, listings for sale and to rent, projects.
 * The cards belong to the listings and projects features: the route passes them in.
 */
export function AreaView({
  data,
  listingCard,
  projectCard,
  map,
  market,
}: {
  data: AreaPageData;
  listingCard: (listing: ListingSummary) => ReactNode;
  projectCard: (project: ProjectSummary) => ReactNode;
  /** the area's outline on the map (the map feature's), shown after the sections */
  map?: ReactNode;
  /** the area's market figures by month (the market feature's charts), below the figures */
  market?: ReactNode;
}) {
  const { area, forSale, toRent, projects } = data;
  const { AREA_PAGE } = useText({ en, ar });
  const format = useFormat();
  // the area's name and description come from the data in English (issue 43): marked so on an Arabic page
  const dataLang = format.locale === "ar" ? "en" : undefined;
  // inside an Arabic heading the English name is isolated left to right ('… (JBR)' keeps its brackets)
  const name = { name: dataLang ? ltr(area.name) : area.name };
  const textQuery = new URLSearchParams({ title: area.name }).toString();
  const f = area.figures;
  return (
    <main id="main">
      <header className="relative isolate overflow-hidden bg-navy-950 text-white">
        <SmartImage
          src={area.image}
          alt=""
          priority
          sizes="100vw"
          width={1280}
          height={640}
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-70"
        />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-950 via-navy-950/50 to-navy-950/20" />
        <div className="container-page flex min-h-[22rem] flex-col justify-end py-10 md:min-h-[28rem] md:py-14">
          <SiteLink
            to={PAGE_PATHS.areas}
            className="mb-auto inline-flex w-fit items-center gap-1 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white backdrop-blur hover:bg-white/20"
          >
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" /> {AREA_PAGE.backLink}
          </SiteLink>
          <p className="mt-10 text-xs font-semibold uppercase tracking-[0.24em] text-gold-300">{AREA_PAGE.eyebrow}</p>
          <h1 lang={dataLang} className="mt-3 text-4xl font-semibold text-white md:text-6xl">
            <Isolate when={Boolean(dataLang)}>{area.name}</Isolate>
          </h1>
        </div>
      </header>
      <div className="container-page py-12 md:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16">
          <div lang={dataLang} dir={dataLang ? "ltr" : undefined} className="prose-copy max-w-2xl text-lg">
            {area.description.split(/\n\s*\n/).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <section aria-labelledby="area-figures">
            <h2 id="area-figures" className="text-2xl font-semibold text-navy-900">
              {fillTokens(AREA_PAGE.figuresHeading, name)}
            </h2>
            <dl className="mt-5 grid grid-cols-[repeat(2,minmax(0,1fr))] gap-3">
              <Figure label={AREA_PAGE.forSale} value={format.number(f.forSale)} />
              <Figure label={AREA_PAGE.toRent} value={format.number(f.toRent)} />
              <Figure
                label={AREA_PAGE.medianPricePerSqft}
                value={f.medianPricePerSqft === null ? format.notAvailable : format.aed(f.medianPricePerSqft)}
              />
              <Figure
                label={AREA_PAGE.medianYearlyRent}
                value={f.medianYearlyRent === null ? format.notAvailable : format.price(f.medianYearlyRent, "RENT")}
              />
            </dl>
            <p className="mt-3 text-sm text-muted">{AREA_PAGE.figuresNote}</p>
          </section>
        </div>
        {market}
        <DetailSection
          id="area-sale"
          heading={fillTokens(AREA_PAGE.saleHeading, name)}
          section={forSale}
          empty={AREA_PAGE.noListings}
          viewAll={{ to: `/properties/buy?${textQuery}`, label: AREA_PAGE.viewSale }}
          itemKey={(l) => l.id}
          renderItem={listingCard}
        />
        <DetailSection
          id="area-rent"
          heading={fillTokens(AREA_PAGE.rentHeading, name)}
          section={toRent}
          empty={AREA_PAGE.noListings}
          viewAll={{ to: `/properties/rent?${textQuery}`, label: AREA_PAGE.viewRent }}
          itemKey={(l) => l.id}
          renderItem={listingCard}
        />
        <DetailSection
          id="area-projects"
          heading={fillTokens(AREA_PAGE.projectsHeading, name)}
          section={projects}
          empty={AREA_PAGE.noProjects}
          viewAll={{ to: `/off-plan-properties?area_id=${area.id}`, label: AREA_PAGE.viewProjects }}
          itemKey={(p) => p.id}
          renderItem={projectCard}
        />
      </div>
      {map}
    </main>
  );
}
