import { FaqAccordion } from "#app/components/faq-accordion.tsx";
import * as enDirectory from "#app/content/directory.ts";
import * as arDirectory from "#app/content/ar/directory.ts";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import { useText } from "#app/i18n/text.ts";
import type { FaqItem } from "#app/content/types.ts";
import { type BlogSummary, BlogCard } from "./blog-card.tsx";
import { SectionHeader } from "#app/components/section-header.tsx";

const grid = "mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 md:mt-12 md:gap-7";

export function HomeNews({ posts }: { posts: BlogSummary[] }) {
  const { HOME_SECTION_TEXTS } = useText({ en: enDirectory, ar: arDirectory });
  const { NEWS_AND_INSIGHTS } = useText({ en, ar });
  // no published post yet (or none readable): no empty section
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby="home-news"
      className="container-page below-fold py-16 [--fold-h:79rem] md:py-24 md:[--fold-h:57rem] lg:[--fold-h:36rem]"
    >
      <SectionHeader
        id="home-news"
        eyebrow={HOME_SECTION_TEXTS.newsEyebrow}
        heading={NEWS_AND_INSIGHTS}
        intro={HOME_SECTION_TEXTS.newsIntro}
      />
      <ul className={grid}>
        {posts.map((p) => (
          <li key={p.id}>
            <BlogCard post={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeFaq({ brand, items }: { brand: string; items: FaqItem[] }) {
  const { HOME_SECTION_TEXTS } = useText({ en: enDirectory, ar: arDirectory });
  const { whyChooseHeading } = useText({ en, ar });
  return (
    <div className="border-t border-sand-200 bg-sand-100/60 py-16 md:py-24">
      <div className="container-page max-w-4xl">
        <p className="eyebrow mb-3">{HOME_SECTION_TEXTS.faqEyebrow}</p>
        <FaqAccordion heading={whyChooseHeading(brand)} items={items} />
      </div>
    </div>
  );
}
