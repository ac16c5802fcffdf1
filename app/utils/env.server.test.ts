import { describe, expect, it } from "vitest";
import { agencyConfig, EnvError, parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("starts with sensible defaults on an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("data/site.db");
    expect(env.SMTP_URL).toBeUndefined();
    const agency = agencyConfig(env);
    expect(agency.brand).toBe("Sandstone");
    expect(agency.orn).toMatch(/^\d+$/);
    expect(agency.social.map((s) => s.label)).toContain("Instagram");
  });

  it("names every bad value with a clear reason", () => {
    let message = "";
    try {
      parseEnv({ PORT: "eighty", AGENCY_EMAIL: "not-an-email", SITE_URL: "localhost", DATABASE_URL: "mysql://x" });
    } catch (e) {
      expect(e).toBeInstanceOf(EnvError);
      message = (e as Error).message;
    }
    expect(message).toContain("PORT: must be a number");
    expect(message).toContain("AGENCY_EMAIL: must be an e-mail address");
    expect(message).toContain("SITE_URL: must be the public origin");
    expect(message).toContain("DATABASE_URL: must be a postgres:// URL or a SQLite file path");
  });

  it("rejects a port out of range", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT: must be between 1 and 65535/);
  });

  it("keeps the brand configurable and trims the site URL's slash", () => {
    const agency = agencyConfig(parseEnv({ BRAND_NAME: "Palm & Co", SITE_URL: "https://www.example.ae/" }));
    expect(agency.brand).toBe("Palm & Co");
    expect(agency.siteUrl).toBe("https://www.example.ae");
  });
});
