import { data } from "react-router";
import type { Route } from "./+types/blog-list";
import { withBrand } from "#app/content/brand.ts";
import * as en from "#app/content/content-ui.ts";
import * as ar from "#app/content/ar/content-ui.ts";
import { localeOfPath } from "#app/i18n/locale.ts";
import { textFor, useText } from "#app/i18n/text.ts";
import { routeHeaders } from "#app/utils/cache-control.ts";
import { splitFeatured } from "#app/features/content/pages.ts";
import { listPublishedPosts, nextScheduledAt } from "#app/features/blog/queries.server.ts";
import { blogPageHeaders } from "#app/features/blog/cache.ts";
import { FeaturedPost, PostCard } from "#app/features/blog/components/blog-cards.tsx";
import { seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { BLOG_TEXTS } = textFor({ en, ar }, localeOfPath(new URL(request.url).pathname));
  const now = new Date();
  const [posts, next] = await Promise.all([listPublishedPosts(context.db, context.agency.brand, now), nextScheduledAt(context.db, now)]);
  const { featured, rest } = splitFeatured(posts);
  return data(
    { featured, rest, description: withBrand(BLOG_TEXTS.listMetaDescription, context.agency.brand) },
    { headers: blogPageHeaders("content", next, now) },
  );
}

export const headers = routeHeaders("content");

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const { BLOG_TEXTS } = textFor({ en, ar }, locale);
  return seoMeta(agencyFromMatches(matches), {
    title: BLOG_TEXTS.listTitle,
    description: loaderData?.description ?? BLOG_TEXTS.listIntro,
    path: location.pathname,
    image: loaderData?.featured?.imgUrl,
    locale,
  });
};

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { featured, rest } = loaderData;
  const { BLOG_TEXTS } = useText({ en, ar });
  return (
    <main id="main" className="pb-20 md:pb-28">
      <header className="container-page pb-10 pt-14 md:pb-14 md:pt-20">
        <p className="eyebrow">{BLOG_TEXTS.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-semibold text-navy-900 md:text-5xl xl:text-6xl">{BLOG_TEXTS.listHeading}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{BLOG_TEXTS.listIntro}</p>
      </header>
      <div className="container-page">
        {featured ? (
          <FeaturedPost post={featured} />
        ) : (
          <p className="rounded-3xl bg-white p-8 text-lg text-muted shadow-card">{BLOG_TEXTS.empty}</p>
        )}
        {rest.length > 0 ? (
          <section aria-labelledby="more-articles" className="mt-16 md:mt-20">
            <h2 id="more-articles" className="text-2xl font-semibold text-navy-900 md:text-3xl">
              {BLOG_TEXTS.moreHeading}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
              {rest.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}
