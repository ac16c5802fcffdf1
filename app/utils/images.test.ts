import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE, responsiveSources } from "./images.ts";

describe("responsiveSources", () => {
  it("offers every width of a drawn image, two for avatars", () => {
    expect(responsiveSources("/media/listings/res-ext-01.webp")).toEqual({
      src: "/media/listings/res-ext-01.webp",
      srcSet: "/media/listings/res-ext-01-640.webp 640w, /media/listings/res-ext-01-960.webp 960w, /media/listings/res-ext-01.webp 1280w",
    });
    expect(responsiveSources("/images/site/why-1.webp")?.srcSet).toContain("/images/site/why-1-960.webp 960w");
    expect(responsiveSources("/media/agents/agent-01.webp")).toEqual({
      src: "/media/agents/agent-01.webp",
      srcSet: "/media/agents/agent-01-640.webp 640w, /media/agents/agent-01.webp 1280w",
    });
    expect(responsiveSources("/media/listings/res-ext-01-960.webp")).toEqual({ src: "/media/listings/res-ext-01-960.webp" });
  });
  it("leaves other URLs alone and uses the placeholder when missing", () => {
    expect(responsiveSources("https://cdn.example.ae/a.jpg")).toEqual({ src: "https://cdn.example.ae/a.jpg" });
    expect(responsiveSources("/media/developers/emaar.svg")).toEqual({ src: "/media/developers/emaar.svg" });
    expect(responsiveSources(null)).toEqual({ src: PLACEHOLDER_IMAGE });
  });
});
