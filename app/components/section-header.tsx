import { SiteLink } from "#app/components/ui/site-link.tsx";
import { ArrowRight } from "#app/components/ui/icons.tsx";

/** A home section's eyebrow, heading, intro and optional 'View All' link. */
export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  viewAll,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  viewAll?: { to: string; label: string; ariaLabel: string };
}) {
  return (
    <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id} className="mt-3 text-3xl font-semibold text-navy-900 md:text-5xl">
          {heading}
        </h2>
        {intro ? <p className="mt-4 text-base text-muted md:text-lg">{intro}</p> : null}
      </div>
      {viewAll ? (
        <SiteLink to={viewAll.to} aria-label={viewAll.ariaLabel} className="btn btn-outline shrink-0 self-start text-navy-900 md:self-auto">
          {viewAll.label}
          <ArrowRight className="rtl:-scale-x-100" />
        </SiteLink>
      ) : null}
    </div>
  );
}
