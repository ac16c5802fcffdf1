import { describe, expect, it } from "vitest";
import { looksLikeHtml, richTextHtml, sanitizeRichText } from "./rich-text.server.ts";

describe("rich text", () => {
  it("keeps the allow-list and strips everything else, text kept", () => {
    const html =
      '<div class="x"><h2>Nice</h2><p style="color:red">2 Bedrooms &amp; 2 Bathrooms</p><ul><li><b>Pool</b></li><li><i>Gym</i></li></ul>' +
      '<script>alert(1)</script><a href="javascript:x" onclick="y">link</a><img src=x onerror=alert(1)><p></p></div>';
    expect(sanitizeRichText(html)).toBe(
      "<p>Nice</p><p>2 Bedrooms &amp; 2 Bathrooms</p><ul><li><strong>Pool</strong></li><li><em>Gym</em></li></ul>link",
    );
  });

  it("leaves plain text alone on the way in and renders it as escaped paragraphs", () => {
    const text = "Price < 2M & views\nof the sea\n\nSecond paragraph";
    expect(looksLikeHtml(text)).toBe(false);
    expect(sanitizeRichText(text)).toBe(text);
    expect(richTextHtml(text)).toBe("<p>Price &lt; 2M &amp; views<br />of the sea</p><p>Second paragraph</p>");
  });

  it("is stable: sanitising its own output changes nothing", () => {
    const once = sanitizeRichText("<p>A<br>B</p><ol><li>x</li></ol>");
    expect(sanitizeRichText(once)).toBe(once);
    expect(richTextHtml(once)).toBe(once);
  });
});
