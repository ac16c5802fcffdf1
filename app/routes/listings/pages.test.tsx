import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type Locale, LocaleProvider } from "#app/i18n/locale.ts";
import type { ListingCardData } from "#app/features/listings/card-data.ts";
import type { ListingPageDetail } from "#app/features/listings/types.ts";
import ListPage from "./list.tsx";
import ListingPage from "./detail.tsx";

type PageProps = { loaderData: unknown; matches: unknown[]; params: object };

/** A route's page rendered at `path` in its language, with this loader data. */
function render(page: unknown, path: string, locale: Locale, loaderData: unknown): string {
  const Page = page as React.ComponentType<PageProps>;
  const Component = () => (
    <LocaleProvider value={locale}>
      <Page loaderData={loaderData} matches={[]} params={{}} />
    </LocaleProvider>
  );
  const Stub = createRoutesStub([{ id: "page", path: path.split("?")[0], Component, loader: () => loaderData }]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData } }} />);
}

const card = (over: Partial<ListingCardData> = {}): ListingCardData => ({
  id: 115,
  title: "Two-bed apartment with marina view",
  listingType: "SELL",
  category: "Residential",
  price: 1_250_000,
  areaName: "Dubai Marina",
  community: "Marina Gate",
  propertyType: "Apartment",
  bedrooms: 2,
  bathrooms: 2,
  sizeSqft: 1_200,
  photos: [],
  ...over,
});

const list = (items: ListingCardData[]) => ({
  category: "Residential",
  method: "buy",
  filters: { sort: "newest", page: 1, bedrooms: 2 },
  locations: [],
  items,
  total: items.length,
  pageCount: 1,
  types: [{ category: "Residential", types: [{ id: 1, label: "Apartment" }] }],
  developers: [],
});

describe("the sale list in Arabic", () => {
  const html = render(
    ListPage,
    "/ar/properties/buy?bedrooms=2",
    "ar",
    list([card(), card({ id: 116, titleAr: "فيلا بإطلالة على البحر" })]),
  );

  it("has the Arabic heading, count and filter form that stays on /ar", () => {
    expect(html).toContain("عقارات للبيع في دبي");
    expect(html).toContain("نتيجتان");
    expect(html).toMatch(/<form [^>]*action="\/ar\/properties\/buy"/);
    expect(html).toContain("ترتيب حسب");
    expect(html).not.toContain("Properties for sale in Dubai");
  });

  it("shows cards with Arabic prices and rooms, English titles marked English and Arabic titles when the data has them", () => {
    expect(html).toContain("1,250,000 درهم");
    expect(html).toContain("غرفتا نوم");
    expect(html).toContain("حمّامان");
    expect(html).toContain(">شقة<");
    expect(html).toContain(
      '<a lang="en" dir="ltr" href="/ar/properties-for-sale/115" data-discover="true">Two-bed apartment with marina view</a>',
    );
    expect(html).toContain('<a lang="ar" href="/ar/properties-for-sale/116" data-discover="true">فيلا بإطلالة على البحر</a>');
  });

  it("keeps the English list in English", () => {
    const english = render(ListPage, "/properties/buy?bedrooms=2", "en", list([card(), card({ id: 116 })]));
    expect(english).toContain("Properties for sale in Dubai");
    expect(english).toContain("2 results");
    expect(english).toMatch(/<form [^>]*action="\/properties\/buy"/);
    expect(english).toContain("AED 1,250,000");
  });
});

describe("a sale detail in Arabic", () => {
  const listing = {
    ...card(),
    reference: "SS-S-10115",
    subCommunity: null,
    developerName: null,
    createdAt: "2026-10-01T08:00:00.000Z",
    descriptionHtml: "<p>Bright home.</p>",
    permitNumber: "7100012345",
    deposit: null,
    furnishing: "unfurnished",
    parking: 1,
    floor: "21",
    completionStatus: "ready",
    buildYear: 2019,
    amenities: ["Swimming pool", "Rooftop cinema"],
    latitude: null,
    longitude: null,
    photos: [],
    agent: null,
  } as unknown as ListingPageDetail;
  const html = render(ListingPage, "/ar/properties-for-sale/115", "ar", {
    kind: "live",
    listing,
    similar: [],
    prices: [
      { date: "2026-09-01T00:00:00.000Z", price: 1_300_000 },
      { date: "2026-10-01T00:00:00.000Z", price: 1_250_000 },
    ],
  });

  it("labels the facts in Arabic and keeps the reference left to right", () => {
    expect(html).toContain("سعر القدم المربع");
    expect(html).toContain("1,042 درهم للقدم المربع");
    expect(html).toContain("حالة الإنجاز");
    expect(html).toContain("تفاصيل العقار");
    expect(html).toContain('<bdi dir="ltr" class="font-mono">SS-S-10115</bdi>');
    expect(html).toMatch(/<h1><span lang="en" dir="ltr">Two-bed apartment with marina view<\/span><\/h1>/);
  });

  it("names the amenities and the price history in Arabic, an unknown amenity as the data does", () => {
    expect(html).toContain(">مسبح<");
    expect(html).toContain('lang="en" dir="ltr">Rooftop cinema<');
    expect(html).toContain("سجل الأسعار");
    expect(html).toContain("1 سبتمبر 2026");
  });

  it("says a gone listing is no longer available, in Arabic", () => {
    const gone = render(ListingPage, "/ar/properties-for-sale/115", "ar", {
      kind: "gone",
      gone: { title: "Old flat", reference: "SS-S-1", category: "Residential", method: "buy", listHref: "/ar/properties/buy" },
      similar: [],
    });
    expect(gone).toContain("هذا العقار لم يعد متاحًا");
    expect(gone).toContain('href="/ar/properties/buy"');
    expect(gone).toContain("تصفّح عقارات للبيع في دبي");
  });
});
