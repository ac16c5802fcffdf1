import * as enFaq from "#app/content/faq.ts";
import * as arFaq from "#app/content/ar/faq.ts";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import type { FaqItem } from "#app/content/types.ts";
import type { DB } from "#app/db/db.server.ts";
import { type ListState, loadList } from "#app/utils/list-state.server.ts";
import { type AreaSummary, type HomeDeveloper, listAreasForHome, listDevelopersForHome } from "#app/features/directory/queries.server.ts";
import type { BlogSummary } from "./components/blog-card.tsx";
import { listPublishedPosts, nextScheduledAt } from "#app/features/blog/queries.server.ts";
import { logDataFailure } from "#app/utils/data-failure.server.ts";
import { HOME_AREAS_LIMIT, HOME_DEVELOPERS_LIMIT, HOME_FEATURED_LIMIT } from "#app/utils/limits.ts";
import { featuredListings } from "#app/features/listings/queries.server.ts";
import { localeCardData, type ListingCardData } from "#app/features/listings/card-data.ts";
import { featuredProjects } from "#app/features/projects/queries.server.ts";
import { localeProjectSummary, type ProjectSummary } from "#app/features/projects/types.ts";

export interface HomeData {
  areas: ListState<AreaSummary>;
  developers: ListState<HomeDeveloper>;
  posts: BlogSummary[];
  faq: FaqItem[];
  /** when the next scheduled blog post goes live (the page's cache must end then) */
  nextPostAt: string | null;
  /** featured rows (rule: featuredListings / featuredProjects); a failed or empty row is left out of the page */
  featured: { sale: ListingCardData[]; rent: ListingCardData[]; projects: ProjectSummary[] };
}

async function orNothing<T>(label: string, call: () => Promise<T[]>): Promise<T[]> {
  const state = await loadList(label, "", call);
  return state.status === "ok" ? state.items : [];
}

/** The news row's posts (the newest public ones). */
const HOME_POSTS_LIMIT = 3;

/** Everything the home page shows below the hero, in `locale`; a failed list shows its §8 message. */
export async function loadHome(db: DB, brand: string, now = new Date(), locale: Locale = "en"): Promise<HomeData> {
  const { FAILED_FETCH_AREAS, FAILED_FETCH_DEVELOPERS } = textFor({ en, ar }, locale);
  const { getFaqItems } = textFor({ en: enFaq, ar: arFaq }, locale);
  const [areas, developers, sale, rent, projects] = await Promise.all([
    loadList("home areas", FAILED_FETCH_AREAS, () => listAreasForHome(db, HOME_AREAS_LIMIT)),
    loadList("home developers", FAILED_FETCH_DEVELOPERS, () => listDevelopersForHome(db, HOME_DEVELOPERS_LIMIT)),
    orNothing("home featured sale", () => featuredListings(db, "SELL", HOME_FEATURED_LIMIT)),
    orNothing("home featured rent", () => featuredListings(db, "RENT", HOME_FEATURED_LIMIT)),
    orNothing("home featured projects", () => featuredProjects(db, HOME_FEATURED_LIMIT)),
  ]);
  // Only what the cards show: the posts' bodies stay on the server.
  // the news row is optional: if the posts cannot be read the rest of the page still shows
  const [published, nextPostAt] = await Promise.all([listPublishedPosts(db, brand, now, HOME_POSTS_LIMIT), nextScheduledAt(db, now)]).catch(
    (error: unknown) => {
      logDataFailure("home posts", error);
      return [[], null] as const;
    },
  );
  const posts = published.map(({ id, slug, title, imgUrl, timeToRead, publishDate }) => ({
    id,
    slug,
    title,
    imgUrl,
    timeToRead,
    publishDate,
  }));
  // the rows' cards in the page's language: an English page gets no Arabic titles (issue 22: the loader data is in the HTML)
  const card = (l: ListingCardData) => localeCardData(l, locale);
  const featured = { sale: sale.map(card), rent: rent.map(card), projects: projects.map((p) => localeProjectSummary(p, locale)) };
  return { areas, developers, posts, faq: [...getFaqItems(brand)], nextPostAt, featured };
}
