import type { BenchContext, Scenario, ScenarioFactory } from "../types.ts";

/** Spread picks over the whole id range so the figure is not one hot row. */
function spread(ids: number[], n: number): number[] {
  const step = Math.max(1, Math.floor(ids.length / n));
  return ids.filter((_, i) => i % step === 0).slice(0, n);
}

/**
 * Issue 3's budgets: the sale/rent/commercial list pages with the filter
 * combinations visitors use (p95 ≤ 50 ms) and detail pages (p95 ≤ 20 ms).
 */
export const scenarios: ScenarioFactory = (ctx: BenchContext): Scenario[] => {
  const sale = spread(ctx.listingIds.sale.length ? ctx.listingIds.sale : [1], 60).map((id) => `/properties-for-sale/${id}`);
  const rent = spread(ctx.listingIds.rent.length ? ctx.listingIds.rent : [2], 40).map((id) => `/properties-to-rent/${id}`);
  return [
    {
      name: "list /properties and /commercial-properties with filters",
      p95BudgetMs: 50,
      paths: [
        "/properties/buy",
        "/properties/rent",
        "/properties/buy?page=2",
        "/properties/buy?page=250",
        "/properties/rent?sort=price_asc",
        "/properties/buy?sort=price_desc&page=3",
        "/properties/buy?bedrooms=2",
        "/properties/rent?bedrooms=0&max_price=60000",
        "/properties/buy?min_price=2000000&max_price=5000000",
        "/properties/buy?property_type=Villa&min_price=5000000",
        "/properties/buy?developer_id=1&bedrooms=3",
        "/properties/rent?property_type=Apartment&bedrooms=1&sort=price_asc",
        "/properties/buy?title=marina",
        "/properties/rent?title=downtown&page=2",
        "/commercial-properties/buy",
        "/commercial-properties/rent?property_type=Office&sort=price_desc",
      ],
    },
    {
      name: "detail /properties-for-sale/:id and /properties-to-rent/:id",
      p95BudgetMs: 20,
      paths: [...sale, ...rent],
    },
  ];
};
