/**
 * The agency's brand name is configuration, never hard-coded copy. Content
 * strings that name the agency carry a `{brand}` token; these helpers fill it.
 */

const BRAND_TOKEN = "{brand}";

/** Replaces every `{brand}` token in `text` with `brand`. */
export function withBrand(text: string, brand: string): string {
  return text.split(BRAND_TOKEN).join(brand);
}

/**
 * Replaces every `{name}` token whose name is a key of `values`; unknown
 * tokens are left as they are.
 */
export function fillTokens(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (token, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : token,
  );
}

/**
 * Returns a copy of `value` (string, array or plain object, nested to any
 * depth) with `{brand}` replaced in every string. Numbers and booleans are
 * kept as they are.
 */
export function withBrandDeep<T>(value: T, brand: string): T {
  if (typeof value === "string") return withBrand(value, brand) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withBrandDeep(item, brand)) as T;
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      out[key] = withBrandDeep(item, brand);
    }
    return out as T;
  }
  return value;
}

/** `fillTokens` in every string of `value` (string, array or plain object, nested to any depth). */
export function fillTokensDeep<T>(value: T, values: Readonly<Record<string, string | number>>): T {
  if (typeof value === "string") return fillTokens(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillTokensDeep(item, values)) as T;
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) out[key] = fillTokensDeep(item, values);
    return out as T;
  }
  return value;
}
