/**
 * `npx tsx bench/string-steps.ts`: what a document's post-render string steps cost on each side of V8's
 * large-object line (a string over 128 KB is allocated apart). A rope of small pieces, as a render leaves
 * it, then the steps a finished document used to go through as one string: flatten, insert before the
 * end, a replace, a split and join, the UTF-8 encoding. Two-byte text (one character outside Latin-1, as on
 * every Arabic page) doubles the bytes per character. Why documents are finished in pieces
 * (app/utils/document-finish.server.ts, docs/performance.md "Session 22").
 */
function pieces(chars: number, twoByte: boolean): string[] {
  const unit = twoByte ? '<p class="x">ع lorem ipsum</p>' : '<p class="x">a lorem ipsum</p>';
  return Array.from({ length: Math.ceil(chars / unit.length) }, () => unit);
}

const ROUNDS = 300;
for (const [chars, twoByte] of [
  [60_000, true],
  [64_000, true],
  [66_000, true],
  [70_000, true],
  [126_000, false],
  [140_000, false],
] as const) {
  const parts = pieces(chars, twoByte);
  let ms = 0;
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let html = "";
    for (const part of parts) html += part;
    const start = performance.now();
    const end = html.lastIndexOf("</p>");
    const inserted = html.slice(0, end) + "<x>" + html.slice(end);
    const replaced = inserted.replace(/<y>/g, "");
    const joined = replaced.split("</p>").join("</p>");
    bytes += Buffer.from(joined, "utf8").length;
    ms += performance.now() - start;
  }
  const kb = (chars * (twoByte ? 2 : 1)) / 1024;
  console.log(
    `${String(chars).padStart(7)} characters, ${twoByte ? "two-byte" : "one-byte"} (${kb.toFixed(0)} KB in memory): ${((ms / ROUNDS) * 1000).toFixed(0)} µs per document (${(bytes / ROUNDS / 1024).toFixed(0)} KB of UTF-8)`,
  );
}
