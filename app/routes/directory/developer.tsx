import { data } from "react-router";
import { developerPath } from "#app/utils/paths.ts";
import type { Route } from "./+types/developer";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { LOCALE_TAGS, localeOfPath } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { pageCacheHeaders } from "#app/utils/cache-control.ts";
import { DeveloperView } from "#app/features/directory/components/developer-view.tsx";
import { ProjectCard } from "#app/features/projects/components/project-card.tsx";
import { loadDeveloperPage, sectionsFailed } from "#app/features/directory/detail.server.ts";
import { parseId } from "#app/utils/limits.ts";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { SHARE_IMAGES } from "#app/content/content-ui.ts";
import { failedWith } from "#app/utils/data-failure.server.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { COULD_NOT_FETCH_DATA } = textFor({ en: enSite, ar: arSite }, localeOfPath(new URL(request.url).pathname));
  const id = parseId(params.id);
  const page = id === null ? undefined : await loadDeveloperPage(context.db, id).catch(failedWith(COULD_NOT_FETCH_DATA, "developer page"));
  if (!page) throw data(null, { status: 404 });
  const failed = sectionsFailed(page.projects);
  return data(page, { status: failed ? 503 : 200, headers: pageCacheHeaders("page", failed) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) return [];
  const { developer, projects } = loaderData;
  const locale = localeOfPath(location.pathname);
  const { DEVELOPER_PAGE } = textFor({ en, ar }, locale);
  // Link previews do not render SVG (the drawn logos are SVG): a raster logo, else a project's photo, else the site's picture.
  const projectPhoto = projects.state.status === "ok" ? projects.state.items.find((p) => p.photos[0])?.photos[0] : undefined;
  const image = developer.logo && !/\.svg(\?|$)/i.test(developer.logo) ? developer.logo : (projectPhoto ?? SHARE_IMAGES.site);
  const description = fillTokens(DEVELOPER_PAGE.metaDescription, { name: developer.name });
  return [
    ...seoMeta(agencyFromMatches(matches), {
      title: developer.name,
      description,
      path: developerPath(developer.id),
      image,
      locale,
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: developer.name,
      inLanguage: LOCALE_TAGS[locale].lang,
      description: developer.description || description,
    }),
  ];
};

export default function DeveloperPage({ loaderData }: Route.ComponentProps) {
  return <DeveloperView data={loaderData} projectCard={(p) => <ProjectCard project={p} headingLevel={3} />} />;
}
