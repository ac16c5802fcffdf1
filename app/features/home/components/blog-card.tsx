import { SiteLink } from "#app/components/ui/site-link.tsx";
import { blogPath } from "#app/utils/paths.ts";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { useReveal } from "#app/components/ui/use-reveal.ts";
import { fillTokens } from "#app/content/brand.ts";
import * as en from "#app/content/directory.ts";
import * as ar from "#app/content/ar/directory.ts";
import { useFormat } from "#app/i18n/format.ts";
import { useText } from "#app/i18n/text.ts";
import type { PostSummary } from "#app/features/blog/types.ts";

/** What the news card shows of a post (the blog feature's summary, without the excerpt). */
export type BlogSummary = Pick<PostSummary, "id" | "slug" | "title" | "imgUrl" | "timeToRead" | "publishDate">;

/**
 * The home page's news card: image, reading time and date above the title,
 * linking to /blogs/{slug}. Not the blog list's `PostCard`
 * (features/blog/components/blog-cards.tsx): it looks different (bordered, the
 * line above the title in gold capitals, phone-sized image) and sharing it would
 * add the blog's card and copy chunks to the home page's first load (decision 016).
 */
export function BlogCard({ post }: { post: BlogSummary }) {
  const ref = useReveal<HTMLElement>();
  const { HOME_SECTION_TEXTS } = useText({ en, ar });
  const format = useFormat();
  return (
    <article
      ref={ref}
      data-reveal=""
      className="group relative flex flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-card transition-shadow hover:shadow-lift"
    >
      {/* On phones the card is ~370px wide: declaring 360px lets ~1.75x screens take the 640w file. */}
      <SmartImage
        src={post.imgUrl}
        alt=""
        sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 360px"
        width={640}
        height={400}
        className="aspect-[16/10] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-105"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-gold-700">
          {fillTokens(HOME_SECTION_TEXTS.readingTime, { n: post.timeToRead })}
          <span aria-hidden="true"> · </span>
          <time dateTime={post.publishDate}>{format.longDate(post.publishDate)}</time>
        </p>
        {/* the post's title is the data's (English) */}
        <h3 lang="en" dir="auto" className="mt-3 text-xl font-semibold leading-snug text-navy-900">
          <SiteLink
            to={blogPath(post)}
            className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-gold-500"
          >
            {post.title}
          </SiteLink>
        </h3>
      </div>
    </article>
  );
}
