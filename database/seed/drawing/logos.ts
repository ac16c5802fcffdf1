/**
 * Developer wordmarks (SVG shown by browsers, so text is fine).
 */
import { hashString } from "../random.ts";
import { circle, clamp, el, path, poly, rect, stroke } from "./svg.ts";

/* ------------------------------------------------------------------ */
/* Developer wordmarks (SVG shown by browsers, so text is fine)         */
/* ------------------------------------------------------------------ */

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const SERIF = "Playfair Display, Georgia, serif";
const SANS = "Inter, Arial, sans-serif";

function monogram(name: string): string {
  const words = name.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  const letters = words.length >= 2 ? `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}` : name.replace(/[^A-Za-z0-9]/g, "").slice(0, 1);
  return letters.toUpperCase() || "D";
}

function logoMark(kind: number, ink: string): string {
  const attrs = { fill: "none", stroke: ink, "stroke-width": 2 };
  switch (kind % 5) {
    case 0:
      return circle(60, 60, 38, "none", attrs) + circle(60, 60, 33, "none", { ...attrs, "stroke-width": 0.8 });
    case 1:
      return poly(
        [
          [60, 20],
          [100, 60],
          [60, 100],
          [20, 60],
        ],
        "none",
        attrs,
      );
    case 2:
      return path("M26 98V52A34 34 0 0 1 94 52V98Z", "none", attrs) + stroke("M20 98H100", ink, 2);
    case 3:
      return poly(
        [
          [60, 20],
          [95, 40],
          [95, 80],
          [60, 100],
          [25, 80],
          [25, 40],
        ],
        "none",
        attrs,
      );
    default:
      return rect(24, 24, 72, 72, "none", attrs) + rect(30, 30, 60, 60, "none", { ...attrs, "stroke-width": 0.8 });
  }
}

export function developerLogoSvg(name: string, slug: string): string {
  const h = hashString(slug);
  const ink = "#0b1b2b";
  const serif = h % 2 === 0;
  const family = serif ? SERIF : SANS;
  const words = name.trim().split(/\s+/);
  // short first words ("Al", "The") stay with the next word
  const primaryWords = (words[0]?.length ?? 0) <= 3 && words.length > 1 ? 2 : 1;
  const primary = words.slice(0, primaryWords).join(" ").toUpperCase();
  const secondary = words.slice(primaryWords).join(" ").toUpperCase();
  const room = 320 - 128 - 8;
  // rough advance of tracked capitals; textLength below is the safety net
  const em = serif ? 0.9 : 0.8;
  const primarySize = clamp(room / Math.max(1, primary.length * em), 12, 30);
  const secondarySize = clamp(room / Math.max(1, secondary.length * 0.95), 7, 13);
  const fit = (text: string, size: number, perEm: number) =>
    text.length * size * perEm > room * 0.9 ? { textLength: room, lengthAdjust: "spacingAndGlyphs" } : {};
  const mono = monogram(name);
  const monoSize = mono.length > 1 ? 30 : 40;
  const body = [
    logoMark(h >>> 3, ink),
    el(
      "text",
      {
        x: 60,
        y: 60 + monoSize * 0.35,
        "text-anchor": "middle",
        "font-family": SERIF,
        "font-size": monoSize,
        fill: ink,
        "letter-spacing": 1,
      },
      escapeXml(mono),
    ),
    el(
      "text",
      {
        x: 128,
        y: secondary ? 62 : 70,
        "font-family": family,
        "font-size": primarySize,
        "font-weight": serif ? 500 : 600,
        "letter-spacing": primarySize * 0.12,
        fill: ink,
        ...fit(primary, primarySize, em),
      },
      escapeXml(primary),
    ),
  ];
  if (secondary) {
    body.push(rect(128, 72, 28, 1.5, ink, { opacity: 0.6 }));
    body.push(
      el(
        "text",
        {
          x: 128,
          y: 92,
          "font-family": SANS,
          "font-size": secondarySize,
          "letter-spacing": secondarySize * 0.3,
          fill: ink,
          opacity: 0.8,
          ...fit(secondary, secondarySize, 0.95),
        },
        escapeXml(secondary),
      ),
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" width="320" height="120" role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title>${body.join("")}</svg>`;
}
