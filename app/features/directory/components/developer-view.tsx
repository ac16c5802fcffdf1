import type { ReactNode } from "react";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { ChevronLeft } from "#app/components/ui/icons.tsx";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import { useText } from "#app/i18n/text.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { ltr } from "#app/i18n/format.ts";
import type { DeveloperPageData } from "#app/features/directory/detail.server.ts";
import type { ProjectSummary } from "#app/features/projects/types.ts";
import { DetailSection } from "./detail-section.tsx";
import { PAGE_PATHS } from "#app/utils/paths.ts";
import { Isolate } from "./isolate.tsx";

/** /developers/{id}: logo, description and projects (the projects feature's cards, passed in by the route). */
export function DeveloperView({ data, projectCard }: { data: DeveloperPageData; projectCard: (project: ProjectSummary) => ReactNode }) {
  const { developer, projects } = data;
  const { DEVELOPER_PAGE } = useText({ en, ar });
  // the developer's name and description come from the data in English (issue 43): marked so on an Arabic page
  const dataLang = useLocale() === "ar" ? "en" : undefined;
  // inside an Arabic heading or alt text the English name is isolated left to right
  const name = { name: dataLang ? ltr(developer.name) : developer.name };
  return (
    <main id="main" className="container-page py-10 md:py-14">
      <SiteLink
        to={PAGE_PATHS.developers}
        className="inline-flex items-center gap-1 rounded-full px-1 py-2 text-sm font-semibold text-navy-900 hover:text-gold-700"
      >
        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" /> {DEVELOPER_PAGE.backLink}
      </SiteLink>
      <header className="mt-6 grid gap-8 rounded-3xl border border-sand-200 bg-white p-6 shadow-card md:grid-cols-[16rem_minmax(0,1fr)] md:items-center md:gap-12 md:p-10">
        <div className="grid aspect-[16/10] place-items-center rounded-2xl bg-sand-100 p-6">
          <SmartImage
            src={developer.logo}
            alt={fillTokens(DEVELOPER_PAGE.logoAlt, name)}
            priority
            sizes="256px"
            width={240}
            height={120}
            className="max-h-28 w-auto max-w-full object-contain"
          />
        </div>
        <div>
          <p className="eyebrow">{DEVELOPER_PAGE.eyebrow}</p>
          <h1 lang={dataLang} className="mt-3 text-4xl font-semibold text-navy-900 md:text-5xl">
            <Isolate when={Boolean(dataLang)}>{developer.name}</Isolate>
          </h1>
          <p className="mt-2 text-sm font-semibold uppercase tracking-[0.12em] text-gold-700">
            {DEVELOPER_PAGE.projectCount(developer.projectCount)}
          </p>
          <div lang={dataLang} dir={dataLang ? "ltr" : undefined} className="prose-copy mt-5 max-w-3xl text-lg">
            {developer.description.split(/\n\s*\n/).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </header>
      <DetailSection
        id="developer-projects"
        heading={fillTokens(DEVELOPER_PAGE.projectsHeading, name)}
        section={projects}
        empty={DEVELOPER_PAGE.noProjects}
        viewAll={{ to: `/off-plan-properties?developer_id=${developer.id}`, label: DEVELOPER_PAGE.viewAllProjects }}
        itemKey={(p) => p.id}
        renderItem={projectCard}
      />
    </main>
  );
}
