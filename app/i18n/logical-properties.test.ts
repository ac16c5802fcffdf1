import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Right to left done properly (issue 43 item 2): the layout uses logical properties only, so the
 * Arabic pages mirror without a second stylesheet. This check fails on a physical left/right class
 * (Tailwind's `ml-`, `pr-`, `left-`, `text-right`, `rounded-l-`, `border-r-`…) or CSS property
 * (`margin-left`, `left:`…) in the app's markup and styles.
 *
 * Allowed: `rtl:`/`ltr:` variants (they are direction-aware by definition); centring with
 * `left-1/2 -translate-x-1/2` (symmetric in both directions); the honeypot field parked off-screen.
 */
const APP = path.resolve(import.meta.dirname, "..");

const PHYSICAL_CLASS =
  /(?<![\w:[-])(?:[a-z-]+:)*-?(?:m[lr]|p[lr]|scroll-[mp][lr]|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|text-left|text-right|float-left|float-right|clear-left|clear-right)(?:-[\w./[\]%-]+)?(?![\w-])/g;
const PHYSICAL_CSS = /(?<![\w-])(margin|padding|border)-(left|right)\s*:|(?<![\w-])(left|right)\s*:\s*[-\d]/g;
const ALLOWED = [/^(?:[a-z-]+:)*left-1\/2$/, /^-left-\[10000px\]$/, /^(?:[a-z-]+:)*(rtl|ltr):/];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(tsx|css)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

/** the class-like strings of a line: className="…", class="…", template literals, @apply lines */
function classStrings(line: string): string[] {
  if (/@apply\s/.test(line)) return [line.replace(/^.*@apply\s/, "")];
  const strings = [...line.matchAll(/`([^`]*)`/g), ...line.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? "");
  return [...new Set(strings)].filter((s) =>
    /(?:^|\s)(?:[a-z-]+:)*-?(?:m[lr]|p[lr]|left|right|text-(?:left|right)|rounded-[lrtb]|border-[lr])-?/.test(s),
  );
}

describe("logical properties", () => {
  it("uses no physical left/right class or CSS property in the app's markup and styles", () => {
    const found: string[] = [];
    for (const file of files(APP)) {
      const lines = fs.readFileSync(file, "utf8").split("\n");
      lines.forEach((line, i) => {
        const where = `${path.relative(APP, file)}:${i + 1}`;
        for (const text of classStrings(line))
          for (const token of text.split(/\s+/)) {
            const m = token.match(PHYSICAL_CLASS);
            if (m && m[0] === token && !ALLOWED.some((a) => a.test(token))) found.push(`${where} ${token}`);
          }
        if (file.endsWith(".css") && !/^\s*\/?\*/.test(line)) for (const m of line.matchAll(PHYSICAL_CSS)) found.push(`${where} ${m[0]}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("catches a physical class when one is written", () => {
    const sample = 'className="ml-2 pe-4 text-right rtl:left-0 left-1/2"';
    const tokens = classStrings(sample).flatMap((t) => t.split(/\s+/));
    const hits = tokens.filter((t) => t.match(PHYSICAL_CLASS)?.[0] === t && !ALLOWED.some((a) => a.test(t)));
    expect(hits).toEqual(["ml-2", "text-right"]);
  });
});
