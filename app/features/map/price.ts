/** A marker's price: 'AED 1.25M', 'AED 850K', 'AED 9,500'. */
export function compactPrice(aed: number): string {
  if (aed >= 1_000_000) return `AED ${trim(aed / 1_000_000)}M`;
  if (aed >= 10_000) return `AED ${trim(aed / 1_000)}K`;
  return `AED ${Math.round(aed).toLocaleString("en-US")}`;
}

function trim(n: number): string {
  return String(n >= 100 ? Math.round(n) : Math.round(n * 100) / 100);
}
