import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEAD_KINDS } from "./fields.ts";
import { returnUrl, safeSitePath } from "./submit-target.ts";

const SITE = "https://www.agency.test";

/** Where a browser goes for a Location header sent by SITE. */
const resolved = (location: string) => new URL(location, `${SITE}/leads/enquiry`);

/** Strings shaped like the tricks that turn a path into another host. */
const trickyPath = fc
  .array(
    fc.constantFrom("/", "//", "/.", "/..", ".", "\\", "%2f", "%5c", "\t", "\n", " ", "@", ":", "?", "#", "evil.example", "a", "%2e"),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(""));

describe("the page a no-JS form returns to", () => {
  it("reproduces the reported open redirect: /.//evil.example stays on the site", () => {
    const location = returnUrl("enquiry", safeSitePath("/.//evil.example"));
    expect(location.startsWith("//")).toBe(false);
    expect(resolved(location).origin).toBe(SITE);
  });

  it("keeps a normal page and its query", () => {
    expect(returnUrl("guide", safeSitePath("/properties/buy?page=2"))).toBe("/properties/buy?page=2&sent=guide#guide-request");
  });

  it("is always a path on this site, whatever _page says (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEAD_KINDS), fc.oneof(trickyPath, fc.string(), fc.webUrl(), fc.webPath()), (kind, page) => {
        const location = returnUrl(kind, safeSitePath(page));
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(resolved(location).origin).toBe(SITE);
        expect(resolved(location).protocol).toBe("https:");
      }),
      { numRuns: 500 },
    );
  });

  it("safeSitePath answers a path that resolves on this site, or null (property)", () => {
    fc.assert(
      fc.property(fc.oneof(trickyPath, fc.string(), fc.webUrl()), (value) => {
        const path = safeSitePath(value);
        const staysOnSite = path === null || (/^\/(?![/\\])/.test(path) && resolved(path).origin === SITE);
        expect(staysOnSite, `${JSON.stringify(value)} → ${JSON.stringify(path)}`).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
