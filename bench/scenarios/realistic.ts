import { type BenchContext, type Scenario, type ScenarioFactory, pick, weighted } from "../types.ts";

/**
 * Realistic traffic (issue 22): every request draws a fresh URL. Detail ids are
 * uniformly random over the whole stock (crawlers and shared links reach the
 * long tail); list pages combine the filters people use with the weights below
 * (most visits use no filter or one; pages fall off quickly); the API likewise.
 */
const RESIDENTIAL = ["Apartment", "Villa", "Townhouse", "Penthouse", "Duplex"] as const;
const COMMERCIAL = ["Office", "Shop", "Retail", "Show Room"] as const;
const BUY_PRICES = [500000, 1000000, 2000000, 5000000, 10000000] as const;
const RENT_PRICES = [40000, 60000, 80000, 100000, 150000] as const;
/** the list pages' size (app/features/listings/list-page.server.ts) */
const LIST_PAGE_SIZE = 10;
const TITLES = ["marina", "downtown", "palm", "creek", "hills", "bay"] as const;

/** 1 most of the time, then 2–5, then the long tail up to 50. */
export function page(random: () => number): number {
  const r = random();
  if (r < 0.6) return 1;
  if (r < 0.85) return 2 + Math.floor(random() * 4);
  return 6 + Math.floor(random() * 45);
}

function listFilters(random: () => number, rent: boolean, commercial: boolean, ctx: BenchContext): URLSearchParams {
  const q = new URLSearchParams();
  const prices = rent ? RENT_PRICES : BUY_PRICES;
  const filters = weighted(random, [
    [35, 0],
    [35, 1],
    [20, 2],
    [10, 3],
  ] as const);
  const kinds = ["bedrooms", "type", "price", "price", "developer", "title"] as const;
  for (let i = 0; i < filters; i++) {
    const kind = pick(random, kinds);
    if (kind === "bedrooms" && !commercial) q.set("bedrooms", String(Math.floor(random() * 5)));
    else if (kind === "type") q.set("property_type", pick(random, commercial ? COMMERCIAL : RESIDENTIAL));
    else if (kind === "price") {
      if (random() < 0.5) q.set("min_price", String(pick(random, prices.slice(0, 3))));
      else q.set("max_price", String(pick(random, prices.slice(2))));
    } else if (kind === "developer" && ctx.developerIds.length) q.set("developer_id", String(pick(random, ctx.developerIds.slice(0, 20))));
    else if (kind === "title") q.set("title", pick(random, TITLES));
  }
  const sort = weighted(random, [
    [75, ""],
    [15, "price_asc"],
    [10, "price_desc"],
  ] as const);
  if (sort) q.set("sort", sort);
  // people page deep only through broad lists (a narrow one has few pages),
  // and only through the pages a list has (the pager links no further)
  let p = filters === 0 ? page(random) : filters === 1 ? Math.min(page(random), 5) : 1;
  const developer = q.get("developer_id");
  if (developer) {
    const stock = ctx.developerStock.get(`${rent ? "RENT" : "SELL"}|${commercial ? "Commercial" : "Residential"}|${developer}`) ?? 0;
    p = Math.min(p, Math.max(1, Math.ceil(stock / LIST_PAGE_SIZE)));
  }
  if (p > 1) q.set("page", String(p));
  return q;
}

const withQuery = (path: string, q: URLSearchParams) => (q.size ? `${path}?${q}` : path);

export function listPath(random: () => number, ctx: BenchContext): string {
  const where = weighted(random, [
    [55, "buy"],
    [25, "rent"],
    [10, "off-plan"],
    [10, "commercial"],
  ] as const);
  if (where === "off-plan") {
    const q = new URLSearchParams();
    if (random() < 0.4) q.set("rooms", String(Math.floor(random() * 4)));
    if (random() < 0.3) q.set("max_price", String(pick(random, BUY_PRICES.slice(1))));
    if (random() < 0.2 && ctx.areaIds.length) q.set("area_id", String(pick(random, ctx.areaIds.slice(0, 15))));
    const p = q.size ? 1 : page(random);
    if (p > 1) q.set("page", String(p));
    return withQuery("/off-plan-properties", q);
  }
  if (where === "commercial") {
    const method = random() < 0.5 ? "buy" : "rent";
    return withQuery(`/commercial-properties/${method}`, listFilters(random, method === "rent", true, ctx));
  }
  return withQuery(`/properties/${where}`, listFilters(random, where === "rent", false, ctx));
}

/** Uniform over every active listing and project. */
export function detailPath(random: () => number, ctx: BenchContext): string {
  const { sale, rent } = ctx.listingIds;
  let i = Math.floor(random() * Math.max(1, sale.length + rent.length + ctx.projectIds.length));
  if (i < sale.length) return `/properties-for-sale/${sale[i]}`;
  i -= sale.length;
  if (i < rent.length) return `/properties-to-rent/${rent[i]}`;
  i -= rent.length;
  return `/properties-off-plan/${ctx.projectIds[i] ?? 1}`;
}

const API = "/api/properties/get_properties_for_main_site";

export function apiListPath(random: () => number, ctx: BenchContext): string {
  const rent = random() < 0.35;
  const q = new URLSearchParams({ size: "10", status: "ACTIVE", listing_type: rent ? "RENT" : "SELL" });
  const prices = rent ? RENT_PRICES : BUY_PRICES;
  if (random() < 0.15) q.set("category", "COMMERCIAL");
  if (random() < 0.35) q.append("bedRoomNum[]", String(Math.floor(random() * 5)));
  if (random() < 0.3) q.append("propertyType[]", pick(random, RESIDENTIAL));
  if (random() < 0.3) q.set("startPrice", String(pick(random, prices.slice(0, 3))));
  if (random() < 0.3) q.set("endPrice", String(pick(random, prices.slice(2))));
  if (random() < 0.15 && ctx.developerIds.length) q.append("developerIds[]", String(pick(random, ctx.developerIds.slice(0, 20))));
  const p = page(random);
  if (p > 1) q.set("page", String(p));
  return `${API}?${q}`;
}

export function apiDetailPath(random: () => number, ctx: BenchContext): string {
  const { sale, rent } = ctx.listingIds;
  const i = Math.floor(random() * Math.max(1, sale.length + rent.length));
  return `${API}?property_id=${(i < sale.length ? sale[i] : rent[i - sale.length]) ?? 1}`;
}

/**
 * A whole site's traffic (item 3's hit-rate scenario): the pages everyone opens
 * (home, first list pages, the newest listings) and the uniform long tail above.
 */
const FIRST_LISTS = ["/properties/buy", "/properties/rent", "/off-plan-properties", "/commercial-properties/buy"];
const newestOf = (ctx: BenchContext) => [...ctx.listingIds.sale.slice(-60), ...ctx.listingIds.rent.slice(-40)];

export function sitePath(random: () => number, ctx: BenchContext): string {
  const newest = newestOf(ctx);
  const r = random();
  if (r < 0.15) return "/";
  if (r < 0.45) return pick(random, FIRST_LISTS);
  if (r < 0.6) return listPath(random, ctx);
  if (r < 0.85 && newest.length) {
    const id = pick(random, newest);
    return ctx.listingIds.rent.includes(id) ? `/properties-to-rent/${id}` : `/properties-for-sale/${id}`;
  }
  return detailPath(random, ctx);
}

/** The part of the site mix a path belongs to (the hit rate is printed per part). */
export function sitePart(ctx: BenchContext): (path: string) => string {
  const newest = new Set(newestOf(ctx).map(String));
  return (path) => {
    if (path === "/") return "home";
    if (FIRST_LISTS.includes(path)) return "first list pages";
    const detail = /^\/properties-(?:for-sale|to-rent|off-plan)\/(\d+)$/.exec(path);
    if (!detail) return "random list pages";
    return newest.has(detail[1] ?? "") && !path.startsWith("/properties-off-plan/") ? "100 newest listings" : "random detail pages";
  };
}

export const scenarios: ScenarioFactory = (ctx): Scenario[] => [
  {
    name: "detail: random listing/project ids",
    kind: "realistic",
    p95BudgetMs: 40,
    rpsBudget: 300,
    next: (r) => detailPath(r, ctx),
  },
  { name: "list: random filters and pages", kind: "realistic", p95BudgetMs: 60, next: (r) => listPath(r, ctx) },
  { name: "API detail: random ids", kind: "realistic", p95BudgetMs: 10, next: (r) => apiDetailPath(r, ctx) },
  { name: "API list: random filters", kind: "realistic", p95BudgetMs: 25, next: (r) => apiListPath(r, ctx) },
  { name: "site mix: popular pages + long tail", kind: "realistic", next: (r) => sitePath(r, ctx), part: sitePart(ctx) },
];
