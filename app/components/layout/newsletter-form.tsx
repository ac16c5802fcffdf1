import { NewsletterSignup } from "#app/features/leads/components/newsletter-signup.tsx";

/** The footer newsletter box (lead capture: stored once per address, confirmed in place). */
export function NewsletterForm() {
  return <NewsletterSignup tone="dark" />;
}
