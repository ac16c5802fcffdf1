import { data, redirect } from "react-router";
import { localeOfPath, localePath } from "#app/i18n/locale.ts";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import {
  cookieValue,
  type KeptItem,
  type KeptList,
  LIST_LIMITS,
  listCookie,
  parseItems,
  withItem,
  withoutItem,
} from "#app/utils/kept-lists.ts";

const OPS = ["add", "remove", "clear", "merge"] as const;
type Op = (typeof OPS)[number];

/** The list a request carries in its cookie. */
export function listOf(request: Request, list: KeptList): KeptItem[] {
  return parseItems(cookieValue(request.headers.get("cookie"), list), LIST_LIMITS[list]);
}

/** The items a list page shows: a shared `?ids=` list when the URL has one, else the visitor's own (the cookie). */
export function shownItems(request: Request, list: KeptList): { items: KeptItem[]; shared: boolean } {
  const shared = new URL(request.url).searchParams.get("ids");
  return shared !== null ? { items: parseItems(shared, LIST_LIMITS[list]), shared: true } : { items: listOf(request, list), shared: false };
}

/** A return path on this site only (never another origin). */
export function safeBack(value: FormDataEntryValue | string | null): string | undefined {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && value.length <= 2000
    ? value
    : undefined;
}

const refuse = (status: 400 | 413, message: string) => data({ message }, { status, headers: cacheHeaders("noStore") });

/**
 * A form post to /favourites or /compare (the same forms the buttons are, without JavaScript):
 * add, remove, clear, or merge a shared list. Answers with the list's cookie and a 303 to the
 * list's page in the page's language (or `back` after a removal elsewhere).
 */
export async function keptListAction(request: Request, list: KeptList) {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > 8 * 1024) throw refuse(413, "The form is too large.");
  const form = await request.formData().catch(() => undefined);
  if (!form) throw refuse(400, "The form could not be read.");
  // a card's heart sends its item alone: an add
  const op = String(form.get("op") ?? "add") as Op;
  if (!OPS.includes(op)) throw refuse(400, "Unknown action.");
  const item = parseItems(String(form.get("item") ?? ""), 1)[0];
  if ((op === "add" || op === "remove") && !item) throw refuse(400, "Unknown property.");
  const now = listOf(request, list);
  let next = now;
  let full = false;
  if (op === "add" && item) {
    const result = withItem(list, now, item);
    next = result.items;
    full = result.refused === "full";
  } else if (op === "remove" && item) next = withoutItem(now, item);
  else if (op === "clear") next = [];
  else if (op === "merge") {
    for (const shared of parseItems(String(form.get("ids") ?? ""), LIST_LIMITS[list]).reverse()) next = withItem(list, next, shared).items;
  }
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const secure = url.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const back = safeBack(form.get("back"));
  const page = localePath(`/${list}`, locale);
  // an add without JavaScript lands on the list (it shows what was kept), with the way back to where it was
  const query = new URLSearchParams();
  if (full) query.set("full", "1");
  if (op === "add" && back) query.set("back", back);
  const target = op === "remove" && back ? localePath(back, locale) : `${page}${query.size ? `?${query}` : ""}`;
  return redirect(target, { status: 303, headers: { "Set-Cookie": listCookie(list, next, secure), ...cacheHeaders("noStore") } });
}
