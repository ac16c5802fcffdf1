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
      <PriceSteps prices={prices} />
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

/**
 * The prices as a step line (issue 44 item 5): each price holds until the next change, the last one
 * until today. Drawn on the server, hidden from screen readers (the table says the same), left to
 * right in both languages like a time axis.
 */
function PriceSteps({ prices }: { prices: Array<{ date: string; price: number | null }> }) {
  const points = prices.filter((p): p is { date: string; price: number } => p.price !== null && p.price > 0);
  if (points.length < 2) return null;
  const W = 600;
  const H = 120;
  const pad = 10;
  const times = points.map((p) => Date.parse(p.date));
  const start = times[0]!;
  const end = Math.max(times.at(-1)! + 86_400_000 * 14, Date.now());
  const values = points.map((p) => p.price);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const x = (t: number) => pad + ((t - start) / Math.max(1, end - start)) * (W - 2 * pad);
  const y = (v: number) => (hi === lo ? H / 2 : pad + ((hi - v) / (hi - lo)) * (H - 2 * pad));
  let d = `M${x(times[0]!).toFixed(1)},${y(values[0]!).toFixed(1)}`;
  for (let i = 1; i < points.length; i++) d += `H${x(times[i]!).toFixed(1)}V${y(values[i]!).toFixed(1)}`;
  d += `H${x(end).toFixed(1)}`;
  const falling = values.at(-1)! < values[0]!;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="mt-5 h-28 w-full" aria-hidden="true" direction="ltr" preserveAspectRatio="none">
      <path
        d={d}
        fill="none"
        stroke={falling ? "#b91c1c" : "#0b1b2b"}
        strokeWidth="2.5"
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
      />
      {points.map((p, i) => (
        <circle key={`${p.date}-${i}`} cx={x(times[i]!)} cy={y(values[i]!)} r="4" fill={falling ? "#b91c1c" : "#0b1b2b"} />
      ))}
    </svg>
  );
}
