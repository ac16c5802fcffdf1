import { describe, expect, it } from "vitest";

/**
 * The Arabic catalogue (issue 43, decision 044): every text module of app/content has an Arabic twin
 * here with the same exports in the same shape, and its words are Arabic. TypeScript checks the shape
 * where a twin is typed with `Translation<…>`; this checks every module at run time as well.
 */
const english = import.meta.glob<Record<string, unknown>>(["../*.ts", "!../*.test.ts", "!../types.ts"], { eager: true });
const arabic = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });

const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"];

/** Paths where the two shapes differ: a key, an array length or a kind of value present in one and not the other. */
function shapeDifferences(en: unknown, ar: unknown, path: string, out: string[]): void {
  const kind = (v: unknown) => (Array.isArray(v) ? "array" : v === null ? "null" : typeof v);
  if (kind(en) !== kind(ar)) {
    out.push(`${path}: ${kind(en)} in English, ${kind(ar)} in Arabic`);
    return;
  }
  if (Array.isArray(en) && Array.isArray(ar)) {
    if (en.length !== ar.length) out.push(`${path}: ${en.length} items in English, ${ar.length} in Arabic`);
    en.forEach((item, i) => shapeDifferences(item, ar[i], `${path}[${i}]`, out));
    return;
  }
  if (en && typeof en === "object" && ar && typeof ar === "object") {
    const a = ar as Record<string, unknown>;
    // a counted phrase (countText): English has one and other, Arabic all six plural forms
    if (Object.keys(en).length > 0 && Object.keys(en).every((k) => PLURAL_FORMS.includes(k))) {
      const lacking = PLURAL_FORMS.filter((form) => typeof a[form] !== "string");
      if (lacking.length) out.push(`${path}: the Arabic plural lacks ${lacking.join(", ")}`);
      return;
    }
    for (const [k, v] of Object.entries(en)) {
      if (!(k in a)) out.push(`${path}.${k}: missing in Arabic`);
      else shapeDifferences(v, a[k], `${path}.${k}`, out);
    }
    for (const k of Object.keys(a)) if (!(k in en)) out.push(`${path}.${k}: only in Arabic`);
  }
}

/** Keys whose values are not words: paths, ids, tokens, image URLs, values a form sends. */
const NOT_WORDS = new Set([
  "to",
  "href",
  "id",
  "slug",
  "image",
  "src",
  "value",
  "name",
  "icon",
  "key",
  "kind",
  "path",
  "url",
  "videoSrc",
  "poster",
]);
const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** three English words in a row, outside {tokens} */
const ENGLISH_PHRASE = /\b[A-Za-z]{2,}\b[ ,]+\b[A-Za-z]{2,}\b[ ,]+\b[A-Za-z]{2,}\b/;

function englishLeftBehind(value: unknown, key: string, path: string, out: string[]): void {
  if (typeof value === "string") {
    const text = value.replace(/\{[A-Za-z_]+\}/g, "");
    if (!NOT_WORDS.has(key) && !ARABIC_LETTER.test(text) && ENGLISH_PHRASE.test(text)) out.push(`${path} = ${value.slice(0, 60)}`);
    return;
  }
  if (Array.isArray(value)) value.forEach((item, i) => englishLeftBehind(item, key, `${path}[${i}]`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) englishLeftBehind(v, k, `${path}.${k}`, out);
}

describe("the Arabic catalogue", () => {
  it("has a twin of every English text module", () => {
    const missing = Object.keys(english)
      .map((file) => file.replace("../", "./"))
      .filter((file) => !(file in arabic));
    expect(missing).toEqual([]);
  });

  it("gives every English text its Arabic version, in the same shape", () => {
    const found: string[] = [];
    for (const [file, en] of Object.entries(english)) {
      const ar = arabic[file.replace("../", "./")];
      if (ar) shapeDifferences(en, ar, file.replace("../", ""), found);
    }
    expect(found).toEqual([]);
  });

  it("leaves no English phrase in the Arabic texts", () => {
    const found: string[] = [];
    for (const [file, ar] of Object.entries(arabic)) englishLeftBehind(ar, "", file.replace("./", "ar/"), found);
    expect(found).toEqual([]);
  });
});
