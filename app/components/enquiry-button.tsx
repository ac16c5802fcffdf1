import { Link } from "react-router";

export interface EnquiryPrefill {
  /** a listing or project reference the enquiry is about */
  reference?: string;
  category?: string;
  message?: string;
}

/**
 * Opens the General Enquiry (spec §2 Contact page). Until the lead-capture
 * feature mounts its modal, it leads to the contact page.
 */
export function EnquiryButton({ label, className, prefill }: { label: string; className?: string; prefill?: EnquiryPrefill }) {
  const search = prefill?.reference ? `?reference=${encodeURIComponent(prefill.reference)}` : "";
  return (
    <Link to={`/contact${search}`} className={className}>
      {label}
    </Link>
  );
}
