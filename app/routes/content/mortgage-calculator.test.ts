import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#database/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { startApp, type RunningApp } from "#tests/setup/app-server.ts";

/** The mortgage calculator through the production app: the no-JavaScript form, bad queries, and the box on sale pages. */
let database: TestDatabase & { destroy: () => Promise<void> };
let app: RunningApp;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  await seedDatabase(database.db, { listings: 40, projects: 2 });
  app = await startApp(database.db, { SITE_URL: "https://www.example.ae" });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

function get(path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(`${app.url}${path}`, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on("error", reject);
  });
}

/** The text of the element carrying `data-testid`, tags removed. */
function byTestId(html: string, id: string): string {
  const match = new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</(dd|p|ol|ul)>`).exec(html);
  return (match?.[1] ?? "").replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "");
}

async function listingPath(where: { type: "SELL" | "RENT"; category: "Residential" | "Commercial" }) {
  const row = await database.db
    .selectFrom("listings")
    .select("id")
    .where("status", "=", "ACTIVE")
    .where("listing_type", "=", where.type)
    .where("category", "=", where.category)
    .where("price", ">", 0)
    .orderBy("id")
    .executeTakeFirst();
  if (!row) return null;
  return `/${where.type === "RENT" ? "properties-to-rent" : "properties-for-sale"}/${row.id}`;
}

describe("/resources/mortgage-calculator", () => {
  it("opens on the defaults, computed on the server, cacheable and indexable", async () => {
    const page = await get("/resources/mortgage-calculator");
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("public, max-age=3600, stale-while-revalidate=86400");
    expect(page.body).toContain("<h1");
    expect(page.body).toContain('<link rel="canonical" href="https://www.example.ae/resources/mortgage-calculator"/>');
    expect(page.body).not.toContain('content="noindex"');
    // AED 2,000,000, 75% loan = 1,500,000 at 4.5% over 25 years: 8,337.49 a month (calculate.test.ts)
    expect(byTestId(page.body, "monthly-payment")).toBe("AED 8,337");
    expect(byTestId(page.body, "loan-amount")).toBe("AED 1,500,000");
    expect(byTestId(page.body, "day-one-total")).toBe("AED 634,320");
    expect(page.body).toContain("https://rulebook.centralbank.ae/en/rulebook/regulations-regarding-mortgage-loans");
    expect(page.body).toContain("29 November 2026");
  });

  it("computes a sent form: a UAE national's first home, the term cut by age, the debt burden refused", async () => {
    const page = await get(
      "/resources/mortgage-calculator?price=3,000,000&buyer=national&home=first&stage=ready&loan=&rate=4&years=20&age=55&income=30000&debts=",
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    // 80% of 3,000,000 = 2,400,000; a national of 55 must finish by 70: 15 years
    expect(byTestId(page.body, "loan-amount")).toBe("AED 2,400,000");
    // r = 4% / 12, n = 180: 2,400,000 × r × 1.0033333^180 / (1.0033333^180 − 1) = 17,752.51
    expect(byTestId(page.body, "monthly-payment")).toBe("AED 17,753");
    // 600,000 down + 120,580 DLD + 6,290 registration + 4,200 trustee + 63,000 agency + 3,500 valuation
    expect(byTestId(page.body, "day-one-total")).toBe("AED 797,570");
    const notes = byTestId(page.body, "mortgage-notes");
    expect(notes).toContain("The last payment must come by age 70: at 55 the term is limited to 15 years.");
    expect(notes).toContain("Your loan payments would be 59.18% of your income, above the 50% limit: a bank would refuse this loan.");
  });

  it("answers a query it cannot use with a message at each field, not an error page", async () => {
    const page = await get("/resources/mortgage-calculator?price=abc&rate=99&buyer=alien");
    // a 200: a 400 document is a console error in the browser (Lighthouse's best practices)
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).toContain("<h1");
    expect(page.body).toContain("Some entries could not be used: correct them to see the result.");
    expect(page.body).toContain("Enter the property price in AED, for example 2,000,000.");
    expect(page.body).toContain("Enter the yearly interest rate in percent, from 0 to 20, for example 4.5.");
    expect(page.body).toContain("Choose expatriate or UAE national.");
    expect(page.body).toMatch(/name="price"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="price"/);
    expect(byTestId(page.body, "monthly-payment")).toBe("—");
  });

  it("is in the sitemap and the More menu", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.body).toContain("<loc>https://www.example.ae/resources/mortgage-calculator</loc>");
    const home = await get("/");
    expect(home.body).toContain('href="/resources/mortgage-calculator"');
  });
});

describe("/ar/resources/mortgage-calculator (issue 43)", () => {
  it("is in Arabic, right to left, with amounts in «درهم» after the figure and the rules' figures and sources", async () => {
    const page = await get("/ar/resources/mortgage-calculator");
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(page.body).toContain("<title>حاسبة التمويل العقاري | ");
    expect(page.body).toContain('<link rel="canonical" href="https://www.example.ae/ar/resources/mortgage-calculator"/>');
    expect(page.body).toContain("سعر العقار");
    expect(page.body).toContain("القسط الشهري");
    // the same figures as the English page
    expect(byTestId(page.body, "monthly-payment")).toBe("8,337 درهم");
    expect(byTestId(page.body, "loan-amount")).toBe("1,500,000 درهم");
    expect(byTestId(page.body, "day-one-total")).toBe("634,320 درهم");
    expect(byTestId(page.body, "mortgage-notes")).toContain(
      "الحد الأقصى 75% من السعر: أقصى ما يجوز للبنك إقراضه للوافد لشراء مسكن أول بقيمة 5,000,000 درهم أو أقل.",
    );
    expect(page.body).toContain("4% من السعر (80,000 درهم) إضافة إلى نحو 580 درهم لسند الملكية والرسوم الإدارية.");
    expect(page.body).toContain("https://rulebook.centralbank.ae/en/rulebook/regulations-regarding-mortgage-loans");
    expect(page.body).toContain("مصرف الإمارات العربية المتحدة المركزي، الأنظمة الخاصة بقروض الرهن العقاري");
    expect(page.body).toContain("29 نوفمبر 2026");
    // our own guide, the valuation fee's source, in Arabic too
    expect(page.body).toContain('href="/ar/investment-guide/read#costs"');
    // the no-JavaScript form stays on the Arabic page
    expect(page.body).toMatch(/<form[^>]*action="\/ar\/resources\/mortgage-calculator" method="get"/);
  });

  it("computes a sent form in Arabic: the term cut by age, counted in Arabic", async () => {
    const page = await get(
      "/ar/resources/mortgage-calculator?price=3,000,000&buyer=national&home=first&stage=ready&rate=4&years=20&age=55",
    );
    expect(byTestId(page.body, "loan-amount")).toBe("2,400,000 درهم");
    expect(byTestId(page.body, "monthly-payment")).toBe("17,753 درهم");
    expect(byTestId(page.body, "mortgage-notes")).toContain("يجب أن يُسدَّد آخر قسط بحلول سن 70، لذا تقتصر مدة القرض في سن 55 على 15 عامًا.");
    expect(page.body).toContain("على مدى 15 عامًا بفائدة 4%");
  });

  it("answers a query it cannot use with Arabic messages, and reads Arabic-Indic digits", async () => {
    const bad = await get(`/ar/resources/mortgage-calculator?price=abc&rate=99`);
    expect(bad.status).toBe(200);
    expect(bad.body).toContain("تعذّر استخدام بعض المدخلات: صحّحها لعرض النتيجة.");
    expect(bad.body).toContain("أدخل سعر العقار بالدرهم، مثل 2,000,000.");
    expect(bad.body).toContain("أدخل سعر الفائدة السنوي بالنسبة المئوية، من 0 إلى 20، مثل 4.5.");
    const typed = await get(`/ar/resources/mortgage-calculator?price=${encodeURIComponent("٢٬٠٠٠٬٠٠٠ درهم")}`);
    expect(byTestId(typed.body, "monthly-payment")).toBe("8,337 درهم");
  });
});

describe("the mortgage box on a listing's page", () => {
  it("is on a residential sale, with its price, the expatriate first-home cap and a form to the full calculator", async () => {
    const path = await listingPath({ type: "SELL", category: "Residential" });
    expect(path).not.toBeNull();
    const page = await get(path!);
    expect(page.status).toBe(200);
    expect(page.body).toContain('id="mortgage-box-heading"');
    expect(page.body).toMatch(/<form[^>]*action="\/resources\/mortgage-calculator"/);
    const price = /<input type="hidden" name="price" value="(\d+)"/.exec(page.body)?.[1];
    const row = await database.db
      .selectFrom("listings")
      .select(["price", "completion_status"])
      .where("id", "=", Number(path!.split("/").pop()))
      .executeTakeFirstOrThrow();
    expect(Number(price)).toBe(row.price);
    expect(byTestId(page.body, "mortgage-box-payment")).toMatch(/^AED \d{1,3}(,\d{3})*$/);
  });

  it("is in Arabic on the Arabic page, and opens the Arabic calculator", async () => {
    const path = await listingPath({ type: "SELL", category: "Residential" });
    const page = await get(`/ar${path!}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("تقدير التمويل العقاري");
    expect(page.body).toMatch(/<form[^>]*action="\/ar\/resources\/mortgage-calculator"/);
    expect(byTestId(page.body, "mortgage-box-payment")).toMatch(/^\d{1,3}(,\d{3})* درهم$/);
  });

  it("is not on a rent page, nor on a commercial sale", async () => {
    const rent = await listingPath({ type: "RENT", category: "Residential" });
    expect(rent).not.toBeNull();
    expect((await get(rent!)).body).not.toContain("mortgage-box");
    const commercial = await listingPath({ type: "SELL", category: "Commercial" });
    if (commercial) expect((await get(commercial)).body).not.toContain("mortgage-box");
  });
});
