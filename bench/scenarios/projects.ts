import type { BenchContext, Scenario, ScenarioFactory } from "../types.ts";

/**
 * Off-plan pages under load (issue 4 budgets): the list with the filter
 * combinations visitors use, and project detail pages.
 */
export const scenarios: ScenarioFactory = (ctx: BenchContext): Scenario[] => {
  const ids = ctx.projectIds.length ? ctx.projectIds : [1];
  // spread over the whole id range, so the detail figure is not one cached row
  const step = Math.max(1, Math.floor(ids.length / 50));
  const detailIds = ids.filter((_, i) => i % step === 0).slice(0, 50);
  return [
    {
      name: "list /off-plan-properties with filters",
      p95BudgetMs: 50,
      paths: [
        "/off-plan-properties",
        "/off-plan-properties?page=7",
        "/off-plan-properties?project_name=park",
        "/off-plan-properties?min_price=1000000&max_price=3000000",
        "/off-plan-properties?rooms=2",
        "/off-plan-properties?rooms=0&max_price=1500000",
        "/off-plan-properties?developer_id=1&rooms=3",
        "/off-plan-properties?project_name=bay&min_price=500000&sort=price_asc",
        "/off-plan-properties?sort=price_desc&page=3",
        "/off-plan-properties?handover_year=2028&area_id=2",
        "/new-projects?endPrice=2000000",
        "/new-projects?startPrice=5000000&page=2",
      ],
    },
    {
      name: "detail /properties-off-plan/:id",
      p95BudgetMs: 20,
      paths: detailIds.map((id) => `/properties-off-plan/${id}`),
    },
  ];
};
