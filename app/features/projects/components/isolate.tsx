import type { ReactNode } from "react";

/**
 * A name from the data in English inside an Arabic page (issue 43): isolated in a `<bdi>` so its own
 * order holds ('4 Bedroom Townhouse', 'Jumeirah Beach Residence (JBR)' would otherwise lose their
 * leading digit or closing bracket to the right-to-left line) while the element keeps the page's
 * alignment. English pages render the text as it is.
 */
export function Isolate({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <bdi>{children}</bdi> : <>{children}</>;
}
