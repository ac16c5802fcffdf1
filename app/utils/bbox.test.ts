import { describe, expect, it } from "vitest";
import { bboxContains, parseBbox, writeBbox } from "./bbox.ts";

describe("bbox in the URL", () => {
  it("reads minLng,minLat,maxLng,maxLat and writes it back rounded", () => {
    const box = parseBbox("55.1,25.05,55.25,25.15");
    expect(box).toEqual({ minLng: 55.1, minLat: 25.05, maxLng: 55.25, maxLat: 25.15 });
    expect(writeBbox({ minLng: 55.123456, minLat: 25.0, maxLng: 55.2, maxLat: 25.19999 })).toBe("55.1235,25,55.2,25.2");
    expect(bboxContains(box!, 55.2, 25.1)).toBe(true);
    expect(bboxContains(box!, 55.3, 25.1)).toBe(false);
  });

  it.each(["", "55,25,56", "a,b,c,d", "55.3,25,55.1,25.2", "55,25.2,56,25.1", "200,25,201,26", "55,25,56,26,1", "1e3,1,2,3"])(
    "ignores %j",
    (value) => {
      expect(parseBbox(value)).toBeUndefined();
    },
  );
});
