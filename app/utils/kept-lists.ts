/**
 * What a visitor keeps without an account (issue 44): favourites and a compare list, held in two
 * cookies the browser and the server both read, so the lists work with JavaScript (the page writes
 * the cookie itself) and without it (a form post, answered with Set-Cookie and a redirect).
 *
 * An item is a listing (`L` and its id) or a project (`P` and its id); a list is its items joined
 * with dots, newest first: `favourites=L1045.P12.L77`. No personal data: ids of public pages only.
 */
export type ItemKind = "listing" | "project";
export type KeptItem = `${"L" | "P"}${number}`;
export type KeptList = "favourites" | "compare";

export const LIST_LIMITS: Record<KeptList, number> = {
  /** a cookie of 60 items is at most ~600 bytes */
  favourites: 60,
  /** the issue: up to 4 side by side */
  compare: 4,
};

/** A year: the lists are the visitor's, kept until they clear them. */
export const KEPT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const ITEM = /^[LP][1-9]\d{0,9}$/;

export function isKeptItem(value: unknown): value is KeptItem {
  return typeof value === "string" && ITEM.test(value);
}

export function itemOf(kind: ItemKind, id: number): KeptItem {
  return `${kind === "project" ? "P" : "L"}${id}`;
}

export function kindOf(item: KeptItem): ItemKind {
  return item.startsWith("P") ? "project" : "listing";
}

export function idOf(item: KeptItem): number {
  return Number(item.slice(1));
}

/** The valid, distinct items of a cookie value or an `ids` parameter (dots or commas), at most `limit`. */
export function parseItems(value: string | null | undefined, limit: number): KeptItem[] {
  if (!value) return [];
  const items: KeptItem[] = [];
  for (const part of value.split(/[.,\s]+/)) {
    const item = part.trim().toUpperCase();
    if (isKeptItem(item) && !items.includes(item)) items.push(item);
    if (items.length >= limit) break;
  }
  return items;
}

export function serializeItems(items: readonly KeptItem[]): string {
  return items.join(".");
}

/** The value of cookie `name` in a Cookie header (or `document.cookie`). */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export type ChangeResult = { items: KeptItem[]; refused?: "full" };

/**
 * The list after adding `item` (newest first). Favourites past their limit drop the oldest; the
 * compare list refuses a fifth item (silently dropping one of four would surprise), and holds one
 * kind: a project added to listings (or the reverse) starts a new comparison.
 */
export function withItem(list: KeptList, items: readonly KeptItem[], item: KeptItem): ChangeResult {
  if (items.includes(item)) return { items: [...items] };
  if (list === "compare") {
    const sameKind = items.filter((i) => kindOf(i) === kindOf(item));
    if (sameKind.length < items.length) return { items: [item] };
    if (items.length >= LIST_LIMITS.compare) return { items: [...items], refused: "full" };
    return { items: [...items, item] };
  }
  return { items: [item, ...items].slice(0, LIST_LIMITS.favourites) };
}

export function withoutItem(items: readonly KeptItem[], item: KeptItem): KeptItem[] {
  return items.filter((i) => i !== item);
}

/** The Set-Cookie value for a list: the whole site, a year, readable by the page's script (it holds no secret). */
export function listCookie(list: KeptList, items: readonly KeptItem[], secure: boolean): string {
  const value = serializeItems(items);
  const age = value ? KEPT_MAX_AGE_SECONDS : 0;
  return `${list}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
