import { data, redirect } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { blogPath } from "#app/utils/paths.ts";
import { z } from "zod";
import type { Route } from "./+types/blog-post";
import * as en from "#app/content/content-ui.ts";
import * as ar from "#app/content/ar/content-ui.ts";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";
import { cacheHeaders, routeHeaders } from "#app/utils/cache-control.ts";
import { parseBlogId } from "#app/features/content/pages.ts";
import { blogPageHeaders } from "#app/features/blog/cache.ts";
import { blogPostingJsonLd } from "#app/features/blog/json-ld.ts";
import { currentSlugOf, getPublishedPost, listPublishedPosts, nextScheduledAt } from "#app/features/blog/queries.server.ts";
import { isSlug } from "#app/features/blog/blog-schema.ts";
import { BlogMeta, PostCard, usePostLanguage } from "#app/features/blog/components/blog-cards.tsx";
import { ChevronLeft } from "#app/components/ui/icons.tsx";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import type { PostPage } from "#app/features/blog/types.ts";
import type { DB } from "#app/db/db.server.ts";
import { jsonLd, seoMeta } from "#app/utils/seo.ts";
import { agencyFromMatches } from "#app/utils/route-meta.ts";

const Params = z.object({ id: z.string() });
/** Other posts shown under an article. */
const MORE_POSTS = 4;

/**
 * /blogs/{slug} is a post's address. /blogs/{id} (the launch URLs) and a live
 * post's earlier slugs answer 301 to it; the redirect is cached for 5 minutes
 * only, as a slug can change again. Anything else, and any post that is not
 * public (draft, scheduled), is a 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const now = new Date();
  const { brand } = context.agency;
  const key = Params.parse(params).id;
  const id = parseBlogId(key);
  if (id !== null || isSlug(key)) {
    const post = id === null ? await getPublishedPost(context.db, key, brand, now) : undefined;
    if (post) return postPage(context.db, post, brand, now);
    const moved = await currentSlugOf(context.db, id === null ? { slug: key } : { id }, now);
    if (moved) throw redirect(localePath(blogPath({ slug: moved }), locale), { status: 301, headers: cacheHeaders("page") });
  }
  throw data(null, { status: 404 });
}

async function postPage(db: DB, post: PostPage, brand: string, now: Date) {
  const [all, next] = await Promise.all([listPublishedPosts(db, brand, now, MORE_POSTS + 1), nextScheduledAt(db, now)]);
  const more = all.filter((p) => p.id !== post.id).slice(0, MORE_POSTS);
  return data({ post, more }, { headers: blogPageHeaders("content", next, now) });
}

export const headers = routeHeaders("content");

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const agency = agencyFromMatches(matches);
  if (!loaderData || !agency) return [];
  const { post } = loaderData;
  return [
    ...seoMeta(agency, {
      title: post.title,
      description: post.excerpt,
      path: blogPath(post),
      image: post.imgUrl,
      type: "article",
      locale: localeOfPath(location.pathname),
    }),
    { property: "article:published_time", content: post.publishAt },
    // the article itself is written in English on both editions
    jsonLd({ ...blogPostingJsonLd(post, agency), inLanguage: "en" }),
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, more } = loaderData;
  const { BLOG_TEXTS } = useText({ en, ar });
  const postLanguage = usePostLanguage();
  return (
    <main id="main" className="pb-20 md:pb-28">
      <article>
        <header className="container-page max-w-4xl pb-10 pt-10 md:pt-16">
          <SiteLink to="/blogs" className="inline-flex items-center gap-1 text-sm font-semibold text-gold-700 hover:text-navy-900">
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {BLOG_TEXTS.backToList}
          </SiteLink>
          <p className="eyebrow mt-8">{BLOG_TEXTS.eyebrow}</p>
          <h1 {...postLanguage} className="mt-3 text-4xl font-semibold leading-tight text-navy-900 md:text-5xl">
            {post.title}
          </h1>
          <BlogMeta post={post} className="mt-5 text-muted" />
        </header>
        <div className="container-page max-w-6xl">
          <SmartImage
            src={post.imgUrl}
            alt={post.title}
            lang={postLanguage.lang}
            priority
            sizes="(min-width: 1152px) 1100px, 100vw"
            width={1280}
            height={640}
            className="aspect-[2/1] w-full rounded-3xl bg-sand-200 object-cover shadow-card"
          />
        </div>
        <div className="container-page max-w-3xl pt-12 md:pt-16">
          <p {...postLanguage} className="text-lg leading-relaxed text-ink md:text-xl">
            {post.excerpt}
          </p>
          {/* Rendered from Markdown and sanitised on the server (features/blog/markdown.server.ts). */}
          <div {...postLanguage} className="post-body mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
        </div>
      </article>
      {more.length > 0 ? (
        <section aria-labelledby="more-articles" className="container-page mt-16 border-t border-sand-200 pt-14 md:mt-20">
          <h2 id="more-articles" className="text-2xl font-semibold text-navy-900 md:text-3xl">
            {BLOG_TEXTS.moreHeading}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:gap-8">
            {more.map((p) => (
              <li key={p.id}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
