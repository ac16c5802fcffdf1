import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "./error-page.tsx";

function render(status: number) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ErrorPage status={status} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("ErrorPage", () => {
  it("titles a server error 'Unexpected Application Error!' and shows no internals", () => {
    const html = render(500);
    expect(html).toContain("<title>Unexpected Application Error!</title>");
    expect(html).toContain("Unexpected Application Error!</h1>");
    expect(html).not.toMatch(/at \w+ \(|node_modules|stack/i);
  });

  it("offers a way back into the site on a 404", () => {
    const html = render(404);
    expect(html).toContain("Error 404");
    expect(html).toMatch(/href="\/properties\/buy"/);
    expect(html).toContain('name="robots" content="noindex"');
  });
});
