import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import * as en from "#app/content/projects.ts";
import * as ar from "#app/content/ar/projects.ts";
import { fillTokens } from "#app/content/brand.ts";
import { useText } from "#app/i18n/text.ts";
import { useFormat } from "#app/i18n/format.ts";
import type { ProjectDetail } from "../types.ts";

/**
 * The details list of spec §2: size range, bedrooms, furniture, bathrooms, parking, floors; 'N/A' when
 * missing. A project's bathrooms and parking are its largest unit's: shown as "Up to", not as if every
 * unit had them; its floors are the building's.
 */
export function ProjectFacts({ project }: { project: ProjectDetail }) {
  const { DETAIL_LABELS } = useText({ en: enSite, ar: arSite });
  const { PROJECT_DETAIL_TEXTS: T } = useText({ en, ar });
  const format = useFormat();
  const upTo = (text: string, n: number | null) => (n ? fillTokens(text, { n }) : format.notAvailable);
  const facts: Array<[string, string]> = [
    [DETAIL_LABELS.size, format.sizeRange(project.sizeMin, project.sizeMax)],
    [DETAIL_LABELS.bedrooms, format.bedroomRange(project.bedroomMin, project.bedroomMax)],
    [DETAIL_LABELS.furniture, format.furnishing(project.furnishing)],
    [DETAIL_LABELS.bathrooms, upTo(T.upToBathrooms, project.bathrooms)],
    [DETAIL_LABELS.parking, upTo(T.parkingSpaces, project.parking)],
    [T.floorsLabel, project.totalFloors ? T.totalFloors(project.totalFloors) : format.notAvailable],
  ];
  return (
    <section aria-labelledby="details-heading" className="rounded-3xl border border-sand-200 bg-white p-6 shadow-card md:p-8">
      <h2 id="details-heading" className="text-2xl font-semibold text-navy-900 md:text-3xl">
        {DETAIL_LABELS.details}
      </h2>
      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="border-b border-sand-200 pb-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
