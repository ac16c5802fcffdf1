import { z } from "zod";

/** An image's text alternative: what a screen reader says and what shows if the picture fails. */
export const ALT_MAX = 200;
export const AltSchema = z
  .string({ error: "Describe the picture for people who cannot see it (alt text)." })
  .transform((s) => s.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(3, "Describe the picture for people who cannot see it (alt text).")
      .max(ALT_MAX, `Alt text: ${ALT_MAX} characters at most.`),
  );

/** `![alt](url)` with the alt's brackets and backslashes escaped, so any text stays one image. */
export function imageMarkdown(alt: string, url: string): string {
  const safe = alt
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\[\]]/g, (c) => `\\${c}`);
  return `![${safe}](${url})`;
}

/** The body with `markdown` put at the caret as a paragraph of its own (blank lines around it). */
export function insertBlock(body: string, at: number, markdown: string): { body: string; caret: number } {
  const pos = Math.max(0, Math.min(at, body.length));
  const before = body.slice(0, pos).replace(/[ \t]+$/, "");
  const after = body.slice(pos).replace(/^[ \t]+/, "");
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail = after === "" ? "\n" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const head = `${before}${lead}${markdown}${tail}`;
  return { body: `${head}${after}`, caret: head.length };
}
