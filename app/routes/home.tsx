import { RecentlyViewed } from "#app/components/keep/recently-viewed.tsx";
import { data, redirect } from "react-router";
import type { Route } from "./+types/home";
import { useAgency } from "#app/root.tsx";
import { withBrand } from "#app/content/brand.ts";
import * as enDirectory from "#app/content/directory.ts";
import * as arDirectory from "#app/content/ar/directory.ts";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { realEstateAgentSchema } from "#app/features/directory/agency-schema.ts";
import { pageCacheHeaders } from "#app/utils/cache-control.ts";
import { blogPageHeaders } from "#app/features/blog/cache.ts";
import { Hero } from "#app/features/home/components/hero.tsx";
import { EnquiryButton } from "#app/features/leads/components/enquiry-button.tsx";
import { ValuationCta } from "#app/features/leads/components/valuation-cta.tsx";
import { HERO_POSTER } from "#app/features/home/components/hero-video.tsx";
import { HomeAreas, HomeDevelopers } from "#app/features/directory/components/home-lists.tsx";
import { HomeFaq, HomeNews } from "#app/features/home/components/home-sections.tsx";
import { FeaturedRow } from "#app/features/home/components/featured-row.tsx";
import { ListingCard } from "#app/features/listings/components/listing-card.tsx";
import { ProjectCard } from "#app/features/projects/components/project-card.tsx";
import { PAGE_PATHS } from "#app/utils/paths.ts";
import { loadHome } from "#app/features/home/home.server.ts";
import { isHomeSearch, parseHomeSearch } from "#app/features/home/search.server.ts";
import { searchDestination } from "#app/features/home/search.ts";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  // The search form without JavaScript: /?search=1&method=…&type=…&query=… → the list (/ar/… from /ar).
  if (isHomeSearch(url.searchParams)) throw redirect(localePath(searchDestination(parseHomeSearch(url.searchParams)), locale), 302);
  const now = new Date();
  const home = await loadHome(context.db, context.agency.brand, now, locale);
  const failed = home.areas.status === "error" || home.developers.status === "error";
  const headers = failed ? pageCacheHeaders("page", true) : blogPageHeaders("page", home.nextPostAt, now);
  return data(home, { status: failed ? 503 : 200, headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const agency = agencyFromMatches(matches);
  const brand = agency?.brand ?? "";
  const locale = localeOfPath(location.pathname);
  const { HOME_META } = textFor({ en: enDirectory, ar: arDirectory }, locale);
  return [
    ...seoMeta(agency, {
      title: withBrand(HOME_META.title, brand),
      description: withBrand(HOME_META.description, brand),
      path: "/",
      image: HERO_POSTER,
      locale,
    }),
    ...(agency ? [jsonLd(realEstateAgentSchema(agency))] : []),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { brand } = useAgency();
  const { HOME_SECTION_TEXTS: H } = useText({ en: enDirectory, ar: arDirectory });
  const { REGISTER_NOW } = useText({ en, ar });
  return (
    <main id="main">
      <Hero
        brand={brand}
        action={<EnquiryButton label={REGISTER_NOW} className="btn btn-outline mt-8 border-white/70 px-8 text-white hover:bg-white/10" />}
      />
      <FeaturedRow
        id="home-featured-sale"
        eyebrow={H.featuredSaleEyebrow}
        heading={H.featuredSaleHeading}
        intro={H.featuredSaleIntro}
        viewAll={{ to: "/properties/buy", ariaLabel: H.viewAllSaleLabel }}
        items={loaderData.featured.sale}
        render={(listing) => <ListingCard listing={listing} />}
      />
      <FeaturedRow
        id="home-featured-rent"
        tone="white"
        eyebrow={H.featuredRentEyebrow}
        heading={H.featuredRentHeading}
        intro={H.featuredRentIntro}
        viewAll={{ to: "/properties/rent", ariaLabel: H.viewAllRentLabel }}
        items={loaderData.featured.rent}
        render={(listing) => <ListingCard listing={listing} />}
      />
      <FeaturedRow
        id="home-featured-projects"
        eyebrow={H.featuredProjectsEyebrow}
        heading={H.featuredProjectsHeading}
        intro={H.featuredProjectsIntro}
        viewAll={{ to: PAGE_PATHS.offPlan, ariaLabel: H.viewAllProjectsLabel }}
        items={loaderData.featured.projects}
        render={(project) => <ProjectCard project={project} headingLevel={3} />}
      />
      <ValuationCta />
      <HomeAreas areas={loaderData.areas} />
      <HomeDevelopers developers={loaderData.developers} />
      <HomeNews posts={loaderData.posts} />
      <HomeFaq brand={brand} items={loaderData.faq} />
      <RecentlyViewed className="container-page below-fold py-16" />
    </main>
  );
}
