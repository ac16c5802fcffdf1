import { Link } from "react-router";
import { developerPath } from "#app/utils/paths.ts";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { useReveal } from "#app/components/ui/use-reveal.ts";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import { useText } from "#app/i18n/text.ts";
import { useLocale, useLocalePath } from "#app/i18n/locale.ts";
import type { DeveloperSummary } from "#app/features/directory/queries.server.ts";
import { truncate } from "#app/utils/format.ts";
import { Isolate } from "./isolate.tsx";

/** spec §9: a developer card shows the first 100 characters of the description */
const DEVELOPER_DESCRIPTION_MAX_CHARS = 100;

/**
 * A developer: logo and name, and on the full list the description cut at
 * 100 characters plus '…' (spec §2). Links to /developers/{id}.
 */
export function DeveloperCard({
  developer,
  showDescription = false,
  headingLevel = "h3",
}: {
  /** without a description on the home page's row, which does not show it */
  developer: Omit<DeveloperSummary, "description"> & { description?: string };
  showDescription?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const ref = useReveal<HTMLElement>();
  const { DEVELOPER_PAGE } = useText({ en, ar });
  const localePath = useLocalePath();
  // the developer's name and description come from the data in English (issue 43)
  const dataLang = useLocale() === "ar" ? "en" : undefined;
  const Heading = headingLevel;
  return (
    <article
      ref={ref}
      data-reveal=""
      className="group relative flex flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-card transition-shadow hover:shadow-lift"
    >
      <div className="grid aspect-[16/9] place-items-center bg-sand-100 p-8">
        <SmartImage
          src={developer.logo}
          alt={fillTokens(DEVELOPER_PAGE.logoAlt, { name: developer.name })}
          sizes="240px"
          width={240}
          height={120}
          className="max-h-24 w-auto max-w-[70%] object-contain transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading lang={dataLang} className="text-xl font-semibold text-navy-900">
          <Link
            to={localePath(developerPath(developer.id))}
            prefetch="intent"
            className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-gold-500"
          >
            <Isolate when={Boolean(dataLang)}>{developer.name}</Isolate>
          </Link>
        </Heading>
        {showDescription && developer.description ? (
          <p lang={dataLang} dir={dataLang ? "ltr" : undefined} className="mt-2 text-sm leading-relaxed text-muted">
            {truncate(developer.description, DEVELOPER_DESCRIPTION_MAX_CHARS)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
