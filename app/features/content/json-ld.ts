/** schema.org objects for the content pages (rendered with `jsonLd` from utils/seo.ts). */
import { blogPath } from "#app/utils/paths.ts";
import type { BlogPost, FaqItem } from "#app/content/types.ts";
import type { AgencyConfig } from "#app/utils/agency.ts";

const absolute = (siteUrl: string, path: string) => (/^https?:/.test(path) ? path : `${siteUrl}${path}`);

export function blogPostingJsonLd(post: BlogPost, agency: AgencyConfig): Record<string, unknown> {
  const url = absolute(agency.siteUrl, blogPath(post.id));
  const organization = { "@type": "RealEstateAgent", name: `${agency.brand} Real Estate`, url: agency.siteUrl };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absolute(agency.siteUrl, post.imgUrl),
    datePublished: post.publishDate,
    dateModified: post.publishDate,
    timeRequired: `PT${post.timeToRead}M`,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: organization,
    publisher: organization,
    articleSection: post.paras.map((p) => p.paraHeading),
  };
}

export function faqPageJsonLd(items: FaqItem[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.title,
      acceptedAnswer: { "@type": "Answer", text: item.content },
    })),
  };
}
