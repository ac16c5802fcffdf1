/**
 * Listing descriptions: CRMs send HTML (`<p>2 Bedrooms &amp; 2 Bathrooms</p><ul>…`), people type
 * plain text. A small allow-list is kept (paragraphs, line breaks, lists, bold, italics); every
 * other tag is dropped (its text kept), attributes always. Sanitised on the way in (feed import,
 * the listing editor) and again when rendered, so a value written before this rule is safe too.
 */
import sanitizeHtml from "sanitize-html";

export const RICH_TEXT_TAGS = ["p", "br", "ul", "ol", "li", "strong", "em"] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {},
  transformTags: {
    b: "strong",
    i: "em",
    h1: "p",
    h2: "p",
    h3: "p",
    h4: "p",
    h5: "p",
    h6: "p",
  },
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "head"],
  exclusiveFilter: (frame) => frame.tag === "p" && !frame.text.trim() && !frame.mediaChildren.length,
};

const HTML_TAG = /<\/?(p|br|ul|ol|li|strong|em|b|i|div|span|h[1-6]|a|font|table|tr|td)\b[^>]*>/i;

/** true when the text carries HTML markup (as opposed to plain text that may contain a "<") */
export function looksLikeHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

/** HTML → the allow-listed subset; plain text is returned as it is. */
export function sanitizeRichText(text: string): string {
  if (!looksLikeHtml(text)) return text;
  return sanitizeHtml(text, OPTIONS).trim();
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** What a page renders: allow-listed HTML, or plain text as paragraphs (blank lines) and line breaks. */
export function richTextHtml(text: string): string {
  if (looksLikeHtml(text)) return sanitizeHtml(text, OPTIONS).trim();
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br />")}</p>`)
    .join("");
}
