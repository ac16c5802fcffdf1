import type { AgencyConfig } from "./agency.ts";

export interface SeoInput {
  title: string;
  description: string;
  /** path of the canonical URL, e.g. /properties/buy */
  path: string;
  image?: string | null;
  type?: "website" | "article" | "product";
  noindex?: boolean;
}

export type MetaDescriptor = Record<string, unknown>;

const absolute = (siteUrl: string, url: string) => (/^https?:/.test(url) ? url : `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`);

/** Title, description, canonical and Open Graph tags for a route's meta export. */
export function seoMeta(agency: AgencyConfig | undefined, input: SeoInput): MetaDescriptor[] {
  const siteUrl = agency?.siteUrl ?? "";
  const brand = agency?.brand ?? "";
  const fullTitle = input.title.includes(brand) ? input.title : `${input.title} | ${brand} Real Estate`;
  const canonical = absolute(siteUrl, input.path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: `${brand} Real Estate` },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.image) tags.push({ property: "og:image", content: absolute(siteUrl, input.image) });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** A JSON-LD block for a meta export; React Router renders it as a script tag. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}
