import { describe, expect, it } from "vitest";
import { alertLinks, composeAlert, composeConfirmation } from "./emails.ts";

const config = { siteUrl: "https://www.agency.test", brand: "Sandstone" };
const token = "t".repeat(43);
const items = [
  { listingId: 11, listingType: "SELL" as const, title: "Marina view 2BR", kind: "new" as const, price: 1_250_000, oldPrice: null },
  { listingId: 12, listingType: "RENT" as const, title: "JVC studio", kind: "price_drop" as const, price: 60_000, oldPrice: 70_000 },
];

describe("alert e-mails", () => {
  it("English: the listings with their links and prices, the manage and one-click unsubscribe links and headers", () => {
    const mail = composeAlert(config, "en", "Properties for sale in Dubai", token, items);
    expect(mail.subject).toBe("1 new listing and 1 price drop for your search");
    expect(mail.text).toContain("https://www.agency.test/properties-for-sale/11");
    expect(mail.text).toContain("AED 1,250,000");
    expect(mail.text).toContain("https://www.agency.test/properties-to-rent/12");
    expect(mail.text).toMatch(/now AED 60,000.* \(was AED 70,000/);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<https://www.agency.test/alerts/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it("Arabic: Arabic words, «درهم» after the amount, /ar links, a right-to-left HTML part, the headers point to /ar", () => {
    const mail = composeAlert(config, "ar", "عقارات للبيع في دبي", token, items);
    expect(mail.subject).toBe("تنبيه بحثك: عقار جديد وتخفيض واحد في السعر");
    expect(mail.text).toContain("https://www.agency.test/ar/properties-for-sale/11");
    expect(mail.text).toContain("1,250,000 درهم");
    expect(mail.text).toContain("السعر الآن 60,000 درهم سنويًا (كان 70,000 درهم سنويًا)");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<a href="https://www.agency.test/ar/alerts/manage/');
    expect(mail.headers?.["List-Unsubscribe"]).toBe(`<https://www.agency.test/ar/alerts/unsubscribe/${token}>`);
  });

  it("the confirmation carries only the confirm link, no unsubscribe headers, and escapes what it quotes", () => {
    const mail = composeConfirmation(config, "en", 'Properties matching “<script>"', token);
    expect(mail.text).toContain(alertLinks(config.siteUrl, token, "en").confirm);
    expect(mail.text).not.toContain("/alerts/unsubscribe/");
    expect(mail.headers).toBeUndefined();
    expect(mail.html).not.toContain("<script>");
    expect(composeConfirmation(config, "ar", "بحث", token).text).toContain("https://www.agency.test/ar/alerts/confirm/");
  });
});
