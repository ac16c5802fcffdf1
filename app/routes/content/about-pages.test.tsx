import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getOurStory, getWhyChooseUs } from "#app/content/about.ts";
import OurStory from "./our-story.tsx";
import WhyChooseUs from "./why-choose-us.tsx";

/** the pictures a route's page shows with this loader data: every <img>'s src, as rendered */
function imagesOf(Page: React.ComponentType, loaderData: unknown): string[] {
  const Stub = createRoutesStub([{ id: "page", path: "/", Component: Page, loader: () => loaderData }]);
  const html = renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { page: loaderData } }} />);
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1] ?? "");
}

describe("about pages", () => {
  it.each([
    ["Our Story", OurStory as React.ComponentType, { page: getOurStory("Agency") }, 3],
    ["Why Choose Us", WhyChooseUs as React.ComponentType, { page: getWhyChooseUs("Agency") }, 4],
  ] as const)("%s shows each of its pictures once: the hero's and every row's", (_, Page, loaderData, count) => {
    const images = imagesOf(Page, loaderData);
    expect(images).toHaveLength(count);
    expect(new Set(images).size).toBe(images.length);
  });
});
