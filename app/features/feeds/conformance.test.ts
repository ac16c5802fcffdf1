/**
 * The conformance table (conformance.ts), read direction: every Property Finder and Bayut code,
 * every element we read, built into our own fixtures and mapped. The write direction is in
 * export.server.test.ts (same table, through the exporter and back).
 */
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { FEED_RESIDENTIAL_PROPERTY_TYPES, PROPERTY_TYPES, RESIDENTIAL_PROPERTY_TYPES } from "#app/features/listings/property-types.ts";
import { BAYUT_PROPERTY_TYPES, EMIRATES, PF_AMENITY_CODES, PF_PROPERTY_TYPES, RESIDENTIAL_LABELS } from "./conformance.ts";
import type { FeedFormat } from "./feeds-schema.ts";
import { type FeedListing, type Mapped, mapListing } from "./mapping.server.ts";
import { readFeed } from "./parser.server.ts";

async function mapXml(xml: string): Promise<Mapped[]> {
  const out: Mapped[] = [];
  let format: FeedFormat | undefined;
  for await (const event of readFeed(Readable.from([xml]))) {
    if (event.kind === "root") format = event.format;
    else if (format) out.push(mapListing(format, event.node));
  }
  return out;
}

const ok = (m: Mapped | undefined): FeedListing => {
  if (!m?.ok) throw new Error(`not mapped: ${m && !m.ok ? m.reason : "nothing"}`);
  return m.listing;
};

const AGENT = "<agent><id>7</id><name>Layla Haddad</name><email>info@agency.example</email><license_no>40112</license_no></agent>";

/** one PF listing; `body` adds or overrides elements */
function pf(body: string, { offering = "RS", type = "AP", agent = AGENT } = {}): string {
  const has = (name: string) => new RegExp(`<${name}[ >]`).test(body);
  return [
    `<list listing_count="1"><property last_update="2026-11-20 10:00:00">`,
    "<reference_number>PF-1</reference_number>",
    has("permit_number") ? "" : "<permit_number>7100012345</permit_number>",
    `<offering_type>${offering}</offering_type>`,
    `<property_type>${type}</property_type>`,
    has("price") ? "" : "<price>1000000</price>",
    "<title_en>A home</title_en>",
    has("community") ? "" : "<community>Dubai Marina</community>",
    body,
    agent,
    "</property></list>",
  ].join("");
}

function bayut(body: string, { purpose = "Buy", type = "Apartment", wrap = (x: string) => x } = {}): string {
  const has = (name: string) => new RegExp(`<${name}[ >]`, "i").test(body);
  return wrap(
    [
      "<Properties><Property>",
      "<Property_Ref_No>BY-1</Property_Ref_No>",
      has("Permit_Number") ? "" : "<Permit_Number>7100022222</Permit_Number>",
      `<Property_purpose>${purpose}</Property_purpose>`,
      `<Property_Type>${type}</Property_Type>`,
      has("Price") ? "" : "<Price>1000000</Price>",
      "<Property_Title>A home</Property_Title>",
      has("Locality") ? "" : "<Locality>Dubai Marina</Locality>",
      "<Listing_Agent>Layla Haddad</Listing_Agent><Listing_Agent_Email>info@agency.example</Listing_Agent_Email><Listing_Agent_BRN>40112</Listing_Agent_BRN>",
      body,
      "</Property></Properties>",
    ].join(""),
  );
}

describe("Property Finder property_type codes, as the table says", () => {
  for (const rule of PF_PROPERTY_TYPES) {
    for (const offering of ["RS", "RR", "CS", "CR"] as const) {
      const residential = offering.startsWith("R");
      const label = residential ? rule.residential : rule.commercial;
      it(`${rule.code} (${rule.name}) on ${offering} → ${label ?? "skipped with a reason"}`, async () => {
        const [mapped] = await mapXml(pf("", { offering, type: rule.code }));
        if (label) expect(ok(mapped)).toMatchObject({ propertyType: label, category: residential ? "Residential" : "Commercial" });
        else expect(mapped).toMatchObject({ ok: false, reason: expect.stringContaining(`property_type "${rule.code}"`) });
      });
    }
  }

  it("skips a code the table does not know, with the reason", async () => {
    expect((await mapXml(pf("", { type: "ZZ" })))[0]).toEqual({
      ok: false,
      reference: "PF-1",
      reason: 'property_type "ZZ" has no matching type on this site',
    });
  });
});

describe("Bayut Property_Type names, as the table says", () => {
  for (const rule of BAYUT_PROPERTY_TYPES) {
    it(`"${rule.name}" → ${rule.label}`, async () => {
      expect(ok((await mapXml(bayut("", { type: rule.name.toUpperCase() })))[0]).propertyType).toBe(rule.label);
    });
  }
  it("skips an unknown name with the reason", async () => {
    expect((await mapXml(bayut("", { type: "Castle" })))[0]).toMatchObject({ ok: false, reason: expect.stringContaining('"Castle"') });
  });
});

describe("Property Finder amenity codes", () => {
  it("reads every code of the table from private_amenities, commercial_amenities and amenities", async () => {
    const codes = PF_AMENITY_CODES.map((a) => a.code);
    const half = Math.floor(codes.length / 2);
    const xml = pf(
      `<private_amenities>${codes.slice(0, half).join(",")}</private_amenities><amenities>${codes.slice(half).join(", ")},ZZ</amenities>`,
    );
    expect(ok((await mapXml(xml))[0]).amenities).toEqual(PF_AMENITY_CODES.map((a) => a.ours));
  });
});

describe("Property Finder prices and periods", () => {
  it.each([
    ["Y", 43_000],
    ["M", 43_000 * 12],
    ["W", 43_000 * 52],
    ["D", 43_000 * 365],
  ])("<rental_period>%s</rental_period> with 43,000 is stored yearly", async (period, yearly) => {
    const l = ok((await mapXml(pf(`<price>43000</price><rental_period>${period}</rental_period>`, { offering: "RR" })))[0]);
    expect(l.price).toBe(yearly);
    expect(l.rentFrequency).toBe({ Y: "yearly", M: "monthly", W: "weekly", D: "daily" }[period]);
  });

  it("skips an unknown rental period; price_on_application is no price", async () => {
    expect((await mapXml(pf("<price>1</price><rental_period>Q</rental_period>", { offering: "RR" })))[0]).toMatchObject({
      ok: false,
      reason: expect.stringContaining('rental_period "Q"'),
    });
    expect(ok((await mapXml(pf("<price>5</price><price_on_application>Yes</price_on_application>")))[0]).price).toBeNull();
  });
});

describe("fields CRMs send that were lost", () => {
  it.each([
    ["off plan", "off-plan"],
    ["off_plan", "off-plan"],
    ["Off-Plan", "off-plan"],
    ["off_plan_primary", "off-plan"],
    ["completed", "ready"],
    ["Completed_Secondary", "ready"],
    ["soon", null],
  ])("completion_status %s → %s", async (raw, expected) => {
    expect(ok((await mapXml(pf(`<completion_status>${raw}</completion_status>`)))[0]).completionStatus).toBe(expected);
  });

  it("reads cheques, deposit, service charge, plot size, availability date, floor, video, 360 tour and project name", async () => {
    const l = ok(
      (
        await mapXml(
          pf(
            "<price>43000</price><rental_period>M</rental_period><cheques>4</cheques><deposit>5000</deposit>" +
              "<service_charge>15.5</service_charge><plot_size>4,000</plot_size><availability_date>01/12/2026</availability_date>" +
              "<floor>12</floor><video_tour_url>https://video.example/v</video_tour_url><view360>https://tour.example/t</view360>" +
              "<project_name>Marina Gate</project_name>",
            { offering: "RR" },
          ),
        )
      )[0],
    );
    expect(l).toMatchObject({
      cheques: 4,
      deposit: 5000,
      serviceCharge: 15.5,
      plotSizeSqft: 4000,
      availableFrom: "2026-12-01",
      floor: "12",
      videoUrl: "https://video.example/v",
      tourUrl: "https://tour.example/t",
      projectName: "Marina Gate",
    });
  });

  it("reads Bayut's singular <Bathroom>, Cheques, Videos, Plot_Size and Completion_Status", async () => {
    const l = ok(
      (
        await mapXml(
          bayut(
            "<Bathroom>3</Bathroom><Cheques>2</Cheques><Videos><Video>https://video.example/b</Video></Videos>" +
              "<plotArea>2500</plotArea><Completion_Status>off plan</Completion_Status><Rent_Frequency>Monthly</Rent_Frequency><Price>10000</Price>",
            { purpose: "Rent" },
          ),
        )
      )[0],
    );
    expect(l).toMatchObject({
      bathrooms: 3,
      cheques: 2,
      videoUrl: "https://video.example/b",
      plotSizeSqft: 2500,
      completionStatus: "off-plan",
      price: 120_000,
    });
  });

  it("keeps the rich-text allow-list of an HTML description and nothing else", async () => {
    const html = "<![CDATA[<p>2 Bedrooms &amp; 2 Bathrooms</p><ul><li>Pool</li></ul><script>x()</script><img src=x>]]>";
    expect(ok((await mapXml(pf(`<description_en>${html}</description_en>`)))[0]).description).toBe(
      "<p>2 Bedrooms &amp; 2 Bathrooms</p><ul><li>Pool</li></ul>",
    );
  });
});

describe("<rss>-wrapped Bayut feeds", () => {
  it("reads <rss><Properties>… and <rss><channel><Property>…", async () => {
    const inProperties = await mapXml(bayut("", { wrap: (x) => `<rss version="2.0">${x}</rss>` }));
    expect(ok(inProperties[0]).reference).toBe("BY-1");
    const bare = bayut("").replace("<Properties>", "").replace("</Properties>", "");
    const inChannel = await mapXml(`<rss version="2.0"><channel><title>Feed</title>${bare}${bare.replace("BY-1", "BY-2")}</channel></rss>`);
    expect(inChannel.map((m) => ok(m).reference)).toEqual(["BY-1", "BY-2"]);
  });
});

describe("emirates and permits", () => {
  it("maps <city> to the emirate and applies its permit rule", async () => {
    const dubai = ok((await mapXml(pf("")))[0]);
    expect(dubai).toMatchObject({ emirate: "Dubai", permitNumber: "7100012345", holdReason: null });
    const abuDhabi = ok(
      (await mapXml(pf("<city>Abu Dhabi</city><permit_number>20240123456789</permit_number><community>Yas Island</community>")))[0],
    );
    expect(abuDhabi).toMatchObject({ emirate: "Abu Dhabi", permitNumber: "20240123456789", holdReason: null });
    const rak = ok((await mapXml(pf("<city>Ras Al Khaimah</city><community>Al Hamra Village</community>")))[0]);
    expect(rak).toMatchObject({ emirate: "Ras Al Khaimah", area: "Al Hamra Village", permitNumber: null });
    expect(rak.holdReason).toMatch(/no advertising-permit rule is known for Ras Al Khaimah/);
    const bayutRak = ok((await mapXml(bayut("<City>RAK</City>")))[0]);
    expect(bayutRak.emirate).toBe("Ras Al Khaimah");
  });

  it("holds a 14-digit permit in Dubai, skips a city outside the UAE", async () => {
    expect(ok((await mapXml(pf("<permit_number>20240123456789</permit_number>")))[0]).holdReason).toMatch(/invalid permit number .* Dubai/);
    expect((await mapXml(pf("<city>Muscat</city>")))[0]).toMatchObject({ ok: false, reason: 'city "Muscat" is not an emirate of the UAE' });
  });

  it("knows every emirate by its usual spellings", () => {
    expect(EMIRATES.map((e) => e.name)).toEqual(["Dubai", "Abu Dhabi", "Sharjah", "Ajman", "Ras Al Khaimah", "Umm Al Quwain", "Fujairah"]);
  });
});

describe("agents", () => {
  it("holds a listing whose agent has no licence number, with the reason", async () => {
    const l = ok((await mapXml(pf("", { agent: "<agent><name>Omar Saeed</name><email>info@agency.example</email></agent>" })))[0]);
    expect(l.permitNumber).toBe("7100012345");
    expect(l.holdReason).toBe('agent "Omar Saeed" has no BRN (licence number): stored but not published');
  });
});

describe("the table and the site's property types", () => {
  it("maps only to labels the list filters accept", () => {
    const labels = [...PF_PROPERTY_TYPES.flatMap((t) => [t.residential, t.commercial]), ...BAYUT_PROPERTY_TYPES.map((t) => t.label)].filter(
      (l): l is string => Boolean(l),
    );
    for (const label of labels) expect(PROPERTY_TYPES as readonly string[]).toContain(label);
    expect([...RESIDENTIAL_LABELS]).toEqual([...RESIDENTIAL_PROPERTY_TYPES, ...FEED_RESIDENTIAL_PROPERTY_TYPES]);
  });
});
