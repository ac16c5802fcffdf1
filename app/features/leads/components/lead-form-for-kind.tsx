import { NewsletterSignup } from "./newsletter-signup.tsx";
import type { LeadKind } from "../fields.ts";
import { EnquiryForm } from "./enquiry-form.tsx";
import { GuideRequestForm } from "./guide-request-form.tsx";
import { type FailedSubmission } from "./use-lead-form.ts";
import { ValuationRequestForm } from "./valuation-request-form.tsx";

/** The form of one kind, re-rendered with the server's messages after a no-JS submit. */
export function LeadFormForKind({ kind, initial }: { kind: LeadKind; initial?: FailedSubmission }) {
  switch (kind) {
    case "enquiry":
      return <EnquiryForm initial={initial} />;
    case "guide":
      return <GuideRequestForm initial={initial} />;
    case "valuation":
      return <ValuationRequestForm initial={initial} />;
    case "newsletter":
      return <NewsletterSignup initial={initial} tone="light" />;
  }
}
