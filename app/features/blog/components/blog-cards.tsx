import { Link } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { blogPath } from "#app/utils/paths.ts";
import type { PostSummary } from "../types.ts";
import * as en from "#app/content/content-ui.ts";
import * as ar from "#app/content/ar/content-ui.ts";
import * as enSite from "#app/content/site.ts";
import * as arSite from "#app/content/ar/site.ts";
import { SmartImage } from "#app/components/ui/smart-image.tsx";
import { useReveal } from "#app/components/ui/use-reveal.ts";
import { useFormat } from "#app/i18n/format.ts";
import { useLocale, useLocalePath } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";

/**
 * A post's own words (title, excerpt, body) are written in English: on an Arabic page they are
 * marked as English, laid out in their own direction.
 */
export function usePostLanguage(): { lang?: "en"; dir?: "auto" } {
  return useLocale() === "ar" ? { lang: "en", dir: "auto" } : {};
}

/** '3 min read · 10 November 2026' («قراءة في 3 دقائق · 10 نوفمبر 2026») with a machine-readable date. */
export function BlogMeta({ post, className = "" }: { post: PostSummary; className?: string }) {
  const { BLOG_TEXTS, minutesRead } = useText({ en, ar });
  const format = useFormat();
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${className}`}>
      <span>{minutesRead(post.timeToRead)}</span>
      <span aria-hidden="true">·</span>
      <span>
        <span className="sr-only">{BLOG_TEXTS.publishedLabel} </span>
        <time dateTime={post.publishDate}>{format.longDate(post.publishDate)}</time>
      </span>
    </p>
  );
}

/** The first post, large, with CONTINUE READING. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  const { BLOG_TEXTS } = useText({ en, ar });
  const { CONTINUE_READING } = useText({ en: enSite, ar: arSite });
  const postLanguage = usePostLanguage();
  return (
    <article aria-labelledby={`post-${post.id}`} className="grid overflow-hidden rounded-3xl bg-white shadow-card lg:grid-cols-[1.3fr_1fr]">
      <SiteLink to={blogPath(post)} tabIndex={-1} aria-hidden="true" className="block">
        <SmartImage
          src={post.imgUrl}
          alt=""
          priority
          sizes="(min-width: 1024px) 55vw, 100vw"
          width={1280}
          height={800}
          className="aspect-[16/10] size-full bg-sand-200 object-cover"
        />
      </SiteLink>
      <div className="flex flex-col justify-center p-7 md:p-10 xl:p-14">
        <p className="eyebrow">{BLOG_TEXTS.featuredEyebrow}</p>
        <h2 id={`post-${post.id}`} {...postLanguage} className="mt-3 text-3xl font-semibold leading-tight text-navy-900 md:text-4xl">
          {post.title}
        </h2>
        <BlogMeta post={post} className="mt-4 text-muted" />
        <p {...postLanguage} className="mt-5 leading-relaxed text-muted">
          {post.excerpt}
        </p>
        <div>
          <SiteLink to={blogPath(post)} className="btn btn-primary mt-8" aria-describedby={`post-${post.id}`}>
            {CONTINUE_READING}
          </SiteLink>
        </div>
      </div>
    </article>
  );
}

/** A post card: image, title, time to read and date; the whole card opens the post. */
export function PostCard({ post, headingLevel = 3 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const ref = useReveal<HTMLElement>();
  const localePath = useLocalePath();
  const postLanguage = usePostLanguage();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      ref={ref}
      data-reveal=""
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-card transition-shadow hover:shadow-lift"
    >
      <div className="overflow-hidden">
        <SmartImage
          src={post.imgUrl}
          alt=""
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          width={1280}
          height={800}
          className="aspect-[16/10] w-full bg-sand-200 object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 md:p-7">
        <Heading {...postLanguage} className="text-xl font-semibold leading-snug text-navy-900 md:text-2xl">
          <Link
            to={localePath(blogPath(post))}
            prefetch="intent"
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {post.title}
          </Link>
        </Heading>
        <BlogMeta post={post} className="mt-auto pt-4 text-muted" />
      </div>
    </article>
  );
}
