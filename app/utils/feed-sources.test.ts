import { describe, expect, it } from "vitest";
import { defaultFeedName, feedLocation, parseFeedSources } from "./feed-sources.ts";

describe("feed sources", () => {
  it("reads NAME=URL and names a bare URL by host and path, without its query string", () => {
    expect(parseFeedSources("pf-main=https://crm.example/pf.xml?key=abc, https://crm.example/bayut.xml?key=1")).toEqual([
      { name: "pf-main", url: "https://crm.example/pf.xml?key=abc" },
      { name: "crm.example/bayut.xml", url: "https://crm.example/bayut.xml?key=1" },
    ]);
    expect(defaultFeedName("https://crm.example/feed.xml?key=rotating-1")).toBe(defaultFeedName("https://crm.example/feed.xml?key=2"));
    expect(feedLocation("https://user:secret@crm.example/feed.xml?key=x")).toBe("https://crm.example/feed.xml");
    expect(parseFeedSources("")).toEqual([]);
  });

  it("refuses what is not a URL, a bad name and a name given twice", () => {
    expect(() => parseFeedSources("pf=ftp://x")).toThrow(/http\(s\) URL/);
    expect(() => parseFeedSources("bad name=https://x.example/")).toThrow();
    expect(() => parseFeedSources("a/b=https://x.example/")).toThrow(/feed name/);
    expect(() => parseFeedSources("pf=https://a.example/ pf=https://b.example/")).toThrow(/twice/);
  });
});
