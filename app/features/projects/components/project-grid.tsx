import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import { useText } from "#app/i18n/text.ts";
import type { ProjectSummary } from "../types.ts";
import { ProjectCard } from "./project-card.tsx";

/**
 * The result grid with its loading state: while the next results load the
 * grid dims, is marked busy and a spinner with a live status shows.
 */
export function ProjectGrid({ items, loading }: { items: ProjectSummary[]; loading: boolean }) {
  const { PROJECT_LIST_TEXTS: T } = useText({ en, ar });
  const { NO_PROJECTS } = useText({ en: enSite, ar: arSite });
  return (
    <div className="relative">
      <p role="status" aria-live="polite" className="sr-only">
        {loading ? T.loading : ""}
      </p>
      {loading ? (
        <div
          data-testid="projects-loading"
          className="pointer-events-none absolute inset-x-0 top-10 z-10 flex justify-center"
          aria-hidden="true"
        >
          <span className="h-12 w-12 animate-spin-slow rounded-full border-4 border-sand-200 border-t-gold-600 bg-white/70" />
        </div>
      ) : null}
      {items.length ? (
        <ul
          aria-label={T.resultsLabel}
          aria-busy={loading}
          className={`grid gap-6 transition-opacity duration-300 sm:grid-cols-2 xl:grid-cols-3 3xl:grid-cols-5 ${loading ? "opacity-50" : ""}`}
        >
          {items.map((p, i) => (
            <li key={p.id}>
              <ProjectCard project={p} priority={i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-3xl border border-dashed border-sand-300 bg-white px-6 py-16 text-center text-lg text-muted">{NO_PROJECTS}</p>
      )}
    </div>
  );
}
