import { useEffect, useState } from "react";
import * as en from "#app/content/keep.ts";
import * as ar from "#app/content/ar/keep.ts";
import { useFormat } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { useText } from "#app/i18n/text.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { isKeptItem, type KeptItem } from "#app/utils/kept-lists.ts";

/** What a visited page leaves behind for the row (in the browser's storage only). */
export interface ViewedItem {
  item: KeptItem;
  title: string;
  price: number | null;
  listingType: "SELL" | "RENT" | "PROJECT";
  photo: string | null;
  path: string;
}

const KEY = "recently-viewed";
const KEEP = 12;

function readViewed(): ViewedItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (v): v is ViewedItem =>
        typeof v === "object" &&
        v !== null &&
        isKeptItem((v as ViewedItem).item) &&
        typeof (v as ViewedItem).title === "string" &&
        typeof (v as ViewedItem).path === "string" &&
        (v as ViewedItem).path.startsWith("/"),
    );
  } catch {
    return [];
  }
}

function writeViewed(items: ViewedItem[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(items.slice(0, KEEP)));
  } catch {
    // storage full or refused (private mode): the row is a convenience
  }
}

/**
 * Recently viewed (issue 44 item 6): the listings and projects this browser opened last, kept in its
 * own storage (nothing leaves the device). A detail page records itself (`record`) and shows the
 * others; the home page shows them all. Rendered after the page is taken over, at the page's end,
 * so it never moves what the visitor is reading.
 */
export function RecentlyViewed({ record, className = "" }: { record?: ViewedItem; className?: string }) {
  const [items, setItems] = useState<ViewedItem[]>([]);
  const { RECENTLY_VIEWED_TEXTS: t } = useText({ en, ar });
  const format = useFormat();
  const locale = useLocale();
  const recordKey = record?.item;
  useEffect(() => {
    const before = readViewed();
    if (record) writeViewed([record, ...before.filter((v) => v.item !== record.item)]);
    setItems(before.filter((v) => v.item !== recordKey));
    // the record is the page's: record it once per page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordKey]);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={className}>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="recently-viewed-heading" className="section-title">
          {t.heading}
        </h2>
        <button
          type="button"
          aria-label={t.clearLabel}
          className="min-h-11 px-2 text-sm font-semibold text-muted underline underline-offset-4 hover:text-navy-900"
          onClick={() => {
            writeViewed(record ? [record] : []);
            setItems([]);
          }}
        >
          {t.clear}
        </button>
      </div>
      <ul className="mt-5 flex snap-x gap-4 overflow-x-auto pb-3">
        {items.slice(0, 8).map((v) => (
          <li key={v.item} className="w-56 shrink-0 snap-start">
            <SiteLink to={v.path} className="group block rounded-2xl border border-sand-200 bg-white p-2 shadow-card hover:border-gold-500">
              {v.photo ? (
                <img src={v.photo} alt="" width={320} height={213} loading="lazy" className="aspect-[3/2] w-full rounded-xl object-cover" />
              ) : (
                <span aria-hidden="true" className="block aspect-[3/2] w-full rounded-xl bg-sand-100" />
              )}
              <span
                className="mt-2 block truncate px-1 text-sm font-semibold text-navy-900 group-hover:text-gold-700"
                lang={locale === "ar" ? "en" : undefined}
              >
                {v.title}
              </span>
              <span className="block px-1 pb-1 text-sm text-muted">
                {v.listingType === "PROJECT" ? format.price(v.price) : format.price(v.price, v.listingType)}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
