import type { ReactNode } from "react";
import { SectionHeader } from "#app/components/section-header.tsx";
import * as en from "#app/content/site.ts";
import * as ar from "#app/content/ar/site.ts";
import { useText } from "#app/i18n/text.ts";

/**
 * One home-page row of featured cards under a section header with 'View All'.
 * The route passes the cards (listing or project cards, server-rendered like
 * any list's); a row with nothing to show is left out.
 */
export function FeaturedRow<T extends { id: number }>({
  id,
  eyebrow,
  heading,
  intro,
  viewAll,
  items,
  tone = "sand",
  render,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  intro: string;
  viewAll: { to: string; ariaLabel: string };
  items: T[];
  tone?: "sand" | "white";
  render: (item: T) => ReactNode;
}) {
  const { VIEW_ALL } = useText({ en, ar });
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      className={`below-fold featured-row py-16 md:py-24 ${tone === "white" ? "bg-white" : ""}`}
    >
      <div className="container-page">
        <SectionHeader id={id} eyebrow={eyebrow} heading={heading} intro={intro} viewAll={{ ...viewAll, label: VIEW_ALL }} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 md:mt-12 md:gap-7 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="grid">
              {render(item)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
