import type { ReactNode } from "react";

/**
 * A name from the data in English inside an Arabic page (issue 43): isolated in a `<bdi>` so its own
 * order holds ('Jumeirah Beach Residence (JBR)' would otherwise lose its closing bracket to the
 * right-to-left line) while the element keeps the page's alignment. English pages render the text
 * as it is. (The projects feature has the same three lines: features do not import each other.)
 */
export function Isolate({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <bdi>{children}</bdi> : <>{children}</>;
}
