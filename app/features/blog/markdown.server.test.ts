import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server.ts";
import { readingMinutes } from "./reading-time.ts";

describe("renderMarkdown", () => {
  it("renders headings, lists, emphasis and links", () => {
    const html = renderMarkdown("# Top\n\n## Section\n\nSome **bold** and [a link](https://example.com).\n\n- one\n- two");
    expect(html).toContain("<h2>Top</h2>");
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">a link</a>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
  });

  it("removes script tags, event handlers and javascript: URLs from Markdown and pasted HTML", () => {
    const md = [
      "Hello <script>alert(1)</script>",
      "",
      '<img src="x" onerror="alert(2)">',
      "",
      "[click](javascript:alert(3))",
      "",
      '<a href="JaVaScRiPt:alert(4)" onclick="alert(5)">x</a>',
      "",
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      "",
      "![pic](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)",
      "",
      '<p style="color:red" class="x">styled</p>',
    ].join("\n");
    const html = renderMarkdown(md);
    expect(html).not.toMatch(/<script|alert\(1\)/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe|<style|display:none/i);
    expect(html).not.toMatch(/data:image/i);
    expect(html).not.toMatch(/style=|class=/);
    expect(html).toContain("Hello");
    expect(html).toContain("styled");
  });

  it("keeps site paths and https images, and lazy-loads them", () => {
    const html = renderMarkdown("![Marina](https://cdn.example.com/a.jpg)\n\n[Contact us](/contact)");
    expect(html).toContain('src="https://cdn.example.com/a.jpg"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('<a href="/contact">Contact us</a>');
  });
});

describe("readingMinutes", () => {
  it("is words / 200 rounded up, at least one minute, ignoring Markdown marks and URLs", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("## Title\n\nword ".repeat(1))).toBe(1);
    expect(readingMinutes(Array.from({ length: 401 }, () => "word").join(" "))).toBe(3);
    expect(readingMinutes(`[${"word ".repeat(200)}](https://example.com/a-very-long-url-here) - * #`)).toBe(1);
  });
});
