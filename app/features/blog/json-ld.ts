/** schema.org BlogPosting for a post page (rendered with `jsonLd` from utils/seo.ts). */
import { blogPath } from "#app/utils/paths.ts";
import type { AgencyConfig } from "#app/utils/agency.ts";
import type { PostPage } from "./types.ts";

const absolute = (siteUrl: string, path: string) => (/^https?:/.test(path) ? path : `${siteUrl}${path}`);

export function blogPostingJsonLd(post: PostPage, agency: AgencyConfig): Record<string, unknown> {
  const url = absolute(agency.siteUrl, blogPath(post));
  const organization = { "@type": "RealEstateAgent", name: `${agency.brand} Real Estate`, url: agency.siteUrl };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absolute(agency.siteUrl, post.imgUrl),
    datePublished: post.publishAt,
    dateModified: post.updatedAt > post.publishAt ? post.updatedAt : post.publishAt,
    timeRequired: `PT${post.timeToRead}M`,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: organization,
    publisher: organization,
  };
}
