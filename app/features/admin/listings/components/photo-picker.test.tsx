import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhotoPicker } from "./photo-picker.tsx";

describe("PhotoPicker", () => {
  it("lists each refused file by its name with its reason, announced as an alert and tied to the input", () => {
    const html = renderToString(
      <PhotoPicker
        pending={[]}
        error="Not added: “contract.jpg” is not a photo."
        refused={[
          { name: "contract.jpg", reason: "is not a photo (JPEG, PNG, WebP, GIF or AVIF)" },
          { name: "IMG_0420.HEIC", reason: "is an iPhone HEIC photo, which the site cannot read" },
        ]}
        maxFiles={12}
        maxMb={12}
      />,
    );
    expect(html).toContain('aria-describedby="f-photos-hint f-photos-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/<div id="f-photos-error"[^>]*role="alert"><p>Not added:<\/p><ul[^>]*aria-label="Files not added">/);
    expect(html).toContain("<li><strong>contract.jpg</strong> <!-- -->is not a photo (JPEG, PNG, WebP, GIF or AVIF)<!-- -->.</li>");
    expect(html).toContain("<strong>IMG_0420.HEIC</strong>");
    // the polite live regions for the chosen files and the upload's progress are in the page before anything happens
    expect(html.match(/aria-live="polite"/g)).toHaveLength(2);
  });

  it("keeps the form's own message when no file was refused (e.g. too many photos for the listing)", () => {
    const html = renderToString(<PhotoPicker pending={[]} error="At most 30 photos per listing: remove 2." maxFiles={12} maxMb={12} />);
    expect(html).toMatch(/<p id="f-photos-error"[^>]*role="alert">At most 30 photos per listing: remove 2.<\/p>/);
  });
});
