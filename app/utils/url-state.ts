/**
 * The one URL-state pattern of every list (issue 15 item 3). Each list has a
 * reader (URL → typed filters, unusable values dropped; on the server) and a
 * writer (filters → canonical query string; plain, also in the browser).
 * These helpers are what they share: a request whose query is not the
 * canonical one is redirected to it (empty fields of a no-JS GET form,
 * repeated or unusable values), keeping keys the list does not own
 * (utm_source…); and the browser's tiny enhancement that drops empty fields
 * before navigating.
 */

export type SearchInput = URLSearchParams | FormData | string;

export function toParams(input: SearchInput): URLSearchParams {
  if (typeof input === "string") return new URLSearchParams(input);
  if (input instanceof URLSearchParams) return input;
  const params = new URLSearchParams();
  for (const [key, value] of input.entries()) if (typeof value === "string") params.append(key, value);
  return params;
}

const ownPairs = (params: URLSearchParams, keys: readonly string[]) =>
  [...params.entries()]
    .filter(([k]) => keys.includes(k))
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join("&");

/** True when the list's own keys of `params` say exactly what the canonical query says. */
export function isCanonicalQuery(params: URLSearchParams, canonical: string, keys: readonly string[]): boolean {
  return ownPairs(params, keys) === ownPairs(new URLSearchParams(canonical), keys);
}

/** `pathname` + the canonical query + the keys the list does not own, in their order. */
export function withForeignKeys(pathname: string, canonical: string, params: URLSearchParams, keys: readonly string[]): string {
  const query = new URLSearchParams(canonical.replace(/^\?/, ""));
  for (const [key, value] of params) if (!keys.includes(key)) query.append(key, value);
  const qs = query.toString();
  return `${pathname}${qs ? `?${qs}` : ""}`;
}

/** Where to redirect a list request whose query is not canonical, or null when it is. */
export function canonicalRedirect(pathname: string, params: URLSearchParams, canonical: string, keys: readonly string[]): string | null {
  return isCanonicalQuery(params, canonical, keys) ? null : withForeignKeys(pathname, canonical, params, keys);
}

/** A GET form's query without its empty fields (what the browser would send, minus `x=`). */
export function formQuery(form: HTMLFormElement | FormData): string {
  const data = form instanceof FormData ? form : new FormData(form);
  const params = new URLSearchParams();
  for (const [key, value] of data.entries()) if (typeof value === "string" && value.trim() !== "") params.append(key, value);
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}
