import { formatLongDate, formatPrice } from "#app/utils/format.ts";

export const PRICE_HISTORY_HEADING = "Price history";

/** The recorded price changes, shown only when there has been one (a single price is no history). */
export function PriceHistory({
  prices,
  listingType,
}: {
  prices: Array<{ date: string; price: number | null }>;
  listingType: "SELL" | "RENT";
}) {
  if (prices.length < 2) return null;
  return (
    <section aria-labelledby="price-history-heading">
      <h2 id="price-history-heading" className="section-title">
        {PRICE_HISTORY_HEADING}
      </h2>
      <table className="mt-5 w-full text-start text-sm">
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {prices.map((p, i) => (
            <tr key={`${p.date}-${i}`} className="border-t border-sand-200">
              <td className="py-3">{formatLongDate(p.date)}</td>
              <td className="py-3 text-end font-medium text-ink">{formatPrice(p.price, listingType)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
