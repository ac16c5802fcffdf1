import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { permitValidationUrl, qrPath } from "./qr.server.ts";

describe("qrPath", () => {
  it("draws exactly the dark modules, as horizontal runs, offset by the quiet zone", () => {
    const text = "7117281822";
    const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
    const n = qr.modules.size;
    const expected = new Set<string>();
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (qr.modules.get(y, x)) expected.add(`${x + 2},${y + 2}`);
    const path = qrPath(text);
    expect(path.size).toBe(n + 4);
    const drawn = new Set<string>();
    for (const [, x, y, run, back] of path.d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
      expect(back).toBe(run);
      for (let i = 0; i < Number(run); i++) drawn.add(`${Number(x) + i},${y}`);
    }
    expect(drawn).toEqual(expected);
    expect(path.d.startsWith("M2 2h7v1h-7z")).toBe(true); // top-left finder pattern: a run of 7
    // fewer commands than dark modules: runs are merged
    expect(path.d.match(/M/g)?.length).toBeLessThan(expected.size);
  });
  it("links to the DLD permit validation with the permit number", () => {
    expect(permitValidationUrl("71 17", "https://dld.example/check")).toBe("https://dld.example/check?permit=71%2017");
  });
});
