import { SectionHeader } from "#app/components/section-header.tsx";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { useText } from "#app/i18n/text.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { messageIn } from "../messages.ts";
import { HOME_AREAS_LIMIT, HOME_DEVELOPERS_LIMIT } from "#app/utils/limits.ts";
import type { ListState } from "#app/utils/list-state.server.ts";
import type { AreaSummary, HomeDeveloper } from "../queries.server.ts";
import { AreaCard } from "./area-card.tsx";
import { DeveloperCard } from "./developer-card.tsx";
import { ListEmpty, ListError } from "#app/components/ui/list-states.tsx";
import { PAGE_PATHS } from "#app/utils/paths.ts";

/** The home page's areas and developers (spec §2 Home lists); the home route places them. */

const grid = "mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 md:mt-12 md:gap-7";

function ListOrState<T>({ state, empty, render }: { state: ListState<T>; empty: string; render: (items: T[]) => React.ReactNode }) {
  const locale = useLocale();
  if (state.status === "error")
    return (
      <div className="mt-10">
        <ListError message={messageIn(state.message, locale)} />
      </div>
    );
  if (state.items.length === 0)
    return (
      <div className="mt-10">
        <ListEmpty message={empty} />
      </div>
    );
  return <>{render(state.items)}</>;
}

/** 'View All' appears when the list reached its limit (spec §2 Home lists). */
function viewAllIf(state: ListState<unknown>, limit: number, to: string, label: string, ariaLabel: string) {
  return state.status === "ok" && state.items.length >= limit ? { to, label, ariaLabel } : undefined;
}

export function HomeAreas({ areas }: { areas: ListState<AreaSummary> }) {
  const { HOME_SECTION_TEXTS } = useText({ en, ar });
  const { EXPLORE_AREAS, NO_AREAS, VIEW_ALL } = useText({ en: enSite, ar: arSite });
  return (
    <section
      aria-labelledby="home-areas"
      className="container-page below-fold py-16 [--fold-h:66rem] md:py-24 md:[--fold-h:46rem] lg:[--fold-h:30rem]"
    >
      <SectionHeader
        id="home-areas"
        eyebrow={HOME_SECTION_TEXTS.areasEyebrow}
        heading={EXPLORE_AREAS}
        intro={HOME_SECTION_TEXTS.areasIntro}
        viewAll={viewAllIf(areas, HOME_AREAS_LIMIT, PAGE_PATHS.areas, VIEW_ALL, HOME_SECTION_TEXTS.viewAllAreasLabel)}
      />
      <ListOrState
        state={areas}
        empty={NO_AREAS}
        render={(items) => (
          <ul className={grid}>
            {items.map((a) => (
              <li key={a.id}>
                <AreaCard area={a} />
              </li>
            ))}
          </ul>
        )}
      />
    </section>
  );
}

export function HomeDevelopers({ developers }: { developers: ListState<HomeDeveloper> }) {
  const { HOME_SECTION_TEXTS } = useText({ en, ar });
  const { NO_DEVELOPERS, TOP_DEVELOPERS, VIEW_ALL } = useText({ en: enSite, ar: arSite });
  return (
    <section
      aria-labelledby="home-developers"
      className="below-fold bg-white py-16 [--fold-h:66rem] md:py-24 md:[--fold-h:46rem] lg:[--fold-h:30rem]"
    >
      <div className="container-page">
        <SectionHeader
          id="home-developers"
          eyebrow={HOME_SECTION_TEXTS.developersEyebrow}
          heading={TOP_DEVELOPERS}
          intro={HOME_SECTION_TEXTS.developersIntro}
          viewAll={viewAllIf(developers, HOME_DEVELOPERS_LIMIT, PAGE_PATHS.developers, VIEW_ALL, HOME_SECTION_TEXTS.viewAllDevelopersLabel)}
        />
        <ListOrState
          state={developers}
          empty={NO_DEVELOPERS}
          render={(items) => (
            <ul className={grid}>
              {items.map((d) => (
                <li key={d.id}>
                  <DeveloperCard developer={d} />
                </li>
              ))}
            </ul>
          )}
        />
      </div>
    </section>
  );
}
