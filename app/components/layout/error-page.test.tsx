import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage, refusalMessage } from "./error-page.tsx";

function render(status: number, message?: string) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ErrorPage status={status} message={message} /> }]);
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

  it("a refused request (400) says so with the refusal's own sentence, not that the site failed", () => {
    const refusal = { status: 400, statusText: "Bad Request", internal: false, data: { message: "The form could not be read." } };
    const html = render(400, refusalMessage(refusal));
    expect(html).toContain("That request could not be handled</h1>");
    expect(html).toContain("The form could not be read.");
    expect(html).not.toContain("on our side");
    expect(refusalMessage({ ...refusal, status: 404 })).toBeUndefined();
    expect(refusalMessage({ ...refusal, status: 500 })).toBeUndefined();
  });
});
