import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "#app/i18n/locale.ts";
import { Gallery, keyStep, swipeStep } from "./gallery.tsx";

const photos = ["/media/listings/1-1.webp", "/media/listings/1-2.webp", "/media/listings/1-3.webp"];
const render = (locale: "en" | "ar") =>
  renderToString(
    <LocaleProvider value={locale}>
      <Gallery photos={photos} title="Marina view flat" />
    </LocaleProvider>,
  );

describe("the gallery right to left", () => {
  it("takes a swipe to the right and the left arrow key forward in Arabic, backward in English", () => {
    expect(swipeStep(-80, false)).toBe(1);
    expect(swipeStep(80, false)).toBe(-1);
    expect(swipeStep(80, true)).toBe(1);
    expect(swipeStep(-80, true)).toBe(-1);
    expect(keyStep("ArrowLeft", false)).toBe(-1);
    expect(keyStep("ArrowLeft", true)).toBe(1);
    expect(keyStep("ArrowRight", true)).toBe(-1);
    expect(keyStep("Enter", true)).toBeNull();
  });

  it("says its buttons and counter in Arabic and flips the chevrons", () => {
    const html = render("ar");
    expect(html).toContain('aria-label="الصورة السابقة"');
    expect(html).toContain('aria-label="الصورة التالية"');
    expect(html).toContain(">1 من 3<");
    expect(html).toContain("عرض بملء الشاشة");
    expect(html).toMatch(/class="icon rtl:-scale-x-100"/);
  });

  it("keeps the English gallery's words", () => {
    const html = render("en");
    expect(html).toContain('aria-label="Previous photo"');
    expect(html).toContain(">1 / 3<");
  });
});
