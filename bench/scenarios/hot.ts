import { type Scenario, type ScenarioFactory, cycle } from "../types.ts";

/**
 * Hot URLs: a short fixed list cycled through. With the response cache on,
 * these are hits after the first pass: they measure the cache, not the site.
 */
export const scenarios: ScenarioFactory = (ctx): Scenario[] => [
  {
    name: "HOT list: 8 fixed list URLs",
    kind: "hot",
    next: cycle([
      "/properties/buy",
      "/properties/rent",
      "/properties/buy?page=2",
      "/properties/buy?bedrooms=2",
      "/properties/rent?bedrooms=0&max_price=60000",
      "/properties/buy?property_type=Villa&min_price=5000000",
      "/commercial-properties/buy",
      "/off-plan-properties",
    ]),
  },
  {
    name: "HOT detail: 20 fixed listing ids",
    kind: "hot",
    next: cycle(ctx.listingIds.sale.slice(0, 20).map((id) => `/properties-for-sale/${id}`)),
  },
];
