import { Link } from "react-router";
import type { NavLink } from "#app/content/types.ts";
import { ArrowRight } from "#app/components/ui/icons.tsx";
import { useLocalePath } from "#app/i18n/locale.ts";

/** A band of links to related pages (other guides, other articles). */
export function LinkStrip({ heading, label, links }: { heading: string; label: string; links: readonly NavLink[] }) {
  const localePath = useLocalePath();
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className="border-t border-sand-200 bg-sand-100">
      <div className="container-page py-14 md:py-16">
        <h2 className="text-2xl font-semibold text-navy-900 md:text-3xl">{heading}</h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={localePath(link.to)}
                prefetch="intent"
                className="group flex items-center justify-between gap-3 rounded-2xl border border-sand-200 bg-white px-5 py-4 font-semibold text-navy-900 shadow-card transition-shadow hover:shadow-lift"
              >
                {link.label}
                <ArrowRight className="text-gold-700 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
