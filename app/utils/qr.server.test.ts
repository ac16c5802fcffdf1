import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { permitValidationUrl, qrPath } from "./qr.server.ts";

describe("qrPath", () => {
  it("draws one square per dark module, offset by the quiet zone", () => {
    const text = "7117281822";
    const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
    let dark = 0;
    for (let i = 0; i < qr.modules.data.length; i++) dark += qr.modules.data[i] ? 1 : 0;
    const path = qrPath(text);
    expect(path.size).toBe(qr.modules.size + 4);
    expect(path.d.match(/M/g)?.length).toBe(dark);
    expect(path.d.startsWith("M2 2")).toBe(true); // top-left finder pattern
  });
  it("links to the DLD permit validation with the permit number", () => {
    expect(permitValidationUrl("71 17", "https://dld.example/check")).toBe("https://dld.example/check?permit=71%2017");
  });
});
