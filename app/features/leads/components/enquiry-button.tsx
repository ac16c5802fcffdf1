import { SiteLink } from "#app/components/ui/site-link.tsx";
import { useEnquiryModal } from "./enquiry-modal.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { scrollBehavior } from "#app/components/ui/motion.ts";
import type { EnquiryPrefill } from "./enquiry-form.tsx";

export type { EnquiryPrefill };

function contactHref(prefill?: EnquiryPrefill): string {
  const params = new URLSearchParams({ enquire: "1" });
  if (prefill?.reference) params.set("reference", prefill.reference);
  if (prefill?.category) params.set("category", prefill.category);
  return `/contact?${params.toString()}#enquiry-form`;
}

/**
 * Opens the General Enquiry modal (spec §2 Contact page). Without JavaScript
 * (or outside the site layout) it is a link to the inline form on /contact.
 */
export function EnquiryButton({
  label,
  className,
  prefill,
  scrollToTop = false,
}: {
  label: string;
  className?: string;
  prefill?: EnquiryPrefill;
  /** the contact page's CONTACT US scrolls to the top as it opens the form */
  scrollToTop?: boolean;
}) {
  const modal = useEnquiryModal();
  const hydrated = useHydrated();
  if (!modal || !hydrated) {
    return (
      <SiteLink to={contactHref(prefill)} className={className}>
        {label}
      </SiteLink>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={modal.preload}
      onFocus={modal.preload}
      onClick={() => {
        if (scrollToTop) window.scrollTo({ top: 0, behavior: scrollBehavior() });
        modal.open(prefill);
      }}
    >
      {label}
    </button>
  );
}
