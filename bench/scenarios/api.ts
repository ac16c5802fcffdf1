import type { ScenarioFactory } from "../types.ts";

const BASE = "/api/properties/get_properties_for_main_site?size=10&status=ACTIVE";

/** Issue 8's budget: the listings API with filters, p95 ≤ 15 ms at concurrency 8 on 100000 listings. */
export const scenarios: ScenarioFactory = (ctx) => [
  {
    name: "API get_properties_for_main_site with filters",
    p95BudgetMs: 15,
    paths: [
      `${BASE}&listing_type=SELL`,
      `${BASE}&listing_type=RENT&page=3`,
      `${BASE}&listing_type=SELL&startPrice=1000000&endPrice=5000000`,
      `${BASE}&listing_type=SELL&propertyType[]=Apartment&bedRoomNum[]=2`,
      `${BASE}&listing_type=RENT&bedRoomNum[]=0&endPrice=90000`,
      `${BASE}&listing_type=SELL&developerIds[]=1&page=2`,
      `${BASE}&listing_type=SELL&propertyType[]=Villa&startPrice=5000000`,
      `${BASE}&listing_type=RENT&category=COMMERCIAL`,
    ],
  },
  {
    name: "API property detail (property_id)",
    p95BudgetMs: 15,
    paths: ctx.listingIds.sale.slice(0, 50).map((id) => `/api/properties/get_properties_for_main_site?property_id=${id}`),
  },
];
