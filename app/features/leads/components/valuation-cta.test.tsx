import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ValuationCta } from "./valuation-cta.tsx";

function render(node: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => node }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("ValuationCta", () => {
  it("'Book a free valuation' opens the valuation form on the Sales tab (home, contact)", () => {
    const html = render(<ValuationCta />);
    expect(html).toMatch(/href="\/property-valuation-form\?tab=Sales"[^>]*>Book a free valuation</);
  });

  it("a page for landlords opens it on Lettings", () => {
    expect(render(<ValuationCta tab="Lettings" />)).toContain('href="/property-valuation-form?tab=Lettings"');
  });
});
