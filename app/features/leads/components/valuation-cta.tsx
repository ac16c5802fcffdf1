import { SiteLink } from "#app/components/ui/site-link.tsx";
import { VALUATION_CTA_TEXTS as CTA_EN } from "#app/content/leads.ts";
import { VALUATION_CTA_TEXTS as CTA_AR } from "#app/content/ar/leads.ts";
import { useText } from "#app/i18n/text.ts";
import { PAGE_PATHS } from "#app/utils/paths.ts";
import type { ValuationTab } from "../options.ts";

/** The tab "Book a free valuation" opens when the page does not choose one: an owner selling is the first reader of this band. */
export const VALUATION_CTA_DEFAULT_TAB: ValuationTab = "Sales";

/** Where "Book a free valuation" leads: the valuation form, opened on `tab`. */
export function valuationFormHref(tab: ValuationTab = VALUATION_CTA_DEFAULT_TAB): string {
  return `${PAGE_PATHS.valuationForm}?tab=${encodeURIComponent(tab)}`;
}

/**
 * "List your property with us": the owner's way into the valuation form from
 * the pages owners read (home, contact, sellers' and landlords' guides).
 * Plain links, no script; `tab` opens the form on Sales (the default here;
 * the form page itself keeps the spec's Lettings default) or Lettings.
 */
export function ValuationCta({ tab, headingId = "valuation-cta-heading" }: { tab?: ValuationTab; headingId?: string }) {
  const formHref = valuationFormHref(tab);
  const T = useText({ en: CTA_EN, ar: CTA_AR });
  return (
    <section aria-labelledby={headingId} className="bg-navy-900 text-white" data-testid="valuation-cta">
      <div className="container-page flex flex-col gap-8 py-14 md:flex-row md:items-center md:justify-between md:py-16">
        <div className="max-w-2xl">
          <p className="eyebrow !text-gold-300">{T.eyebrow}</p>
          <h2 id={headingId} className="mt-3 text-3xl font-semibold md:text-4xl">
            {T.heading}
          </h2>
          <p className="mt-4 text-base text-sand-200 md:text-lg">{T.text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
          <SiteLink to={formHref} className="btn btn-gold whitespace-nowrap">
            {T.primary}
          </SiteLink>
          <SiteLink
            to={PAGE_PATHS.propertyValuation}
            className="btn btn-outline whitespace-nowrap border-white/70 text-white hover:bg-white/10"
          >
            {T.secondary}
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
