import * as en from "#app/content/listings.ts";
import * as ar from "#app/content/ar/listings.ts";
import { useFormat } from "#app/i18n/format.ts";
import { useText } from "#app/i18n/text.ts";

/** The recorded price changes, shown only when there has been one (a single price is no history). */
export function PriceHistory({
  prices,
  listingType,
}: {
  prices: Array<{ date: string; price: number | null }>;
  listingType: "SELL" | "RENT";
}) {
  const { PRICE_HISTORY_TEXTS: T } = useText({ en, ar });
  const format = useFormat();
  if (prices.length < 2) return null;
  return (
    <section aria-labelledby="price-history-heading">
      <h2 id="price-history-heading" className="section-title">
        {T.heading}
      </h2>
      <table className="mt-5 w-full text-start text-sm">
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-2 font-medium">
              {T.date}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {T.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {prices.map((p, i) => (
            <tr key={`${p.date}-${i}`} className="border-t border-sand-200">
              <td className="py-3">{format.longDate(p.date)}</td>
              <td className="py-3 text-end font-medium text-ink">{format.price(p.price, listingType)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
