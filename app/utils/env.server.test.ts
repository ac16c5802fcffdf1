import { describe, expect, it } from "vitest";
import { agencyConfig, EnvError, parseEnv, trustedOrigin } from "./env.server.ts";

describe("parseEnv", () => {
  it("starts with sensible defaults on an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("data/site.db");
    expect(env.SMTP_URL).toBeUndefined();
    const agency = agencyConfig(env);
    expect(agency.brand).toBe("Sandstone");
    expect(agency.orn).toMatch(/^\d+$/);
    expect(agency.social).toEqual([]);
  });

  it("takes the investment guide's edition year, or leaves it to the current year", () => {
    expect(parseEnv({}).INVESTMENT_GUIDE_YEAR).toBeUndefined();
    expect(parseEnv({ INVESTMENT_GUIDE_YEAR: "2027" }).INVESTMENT_GUIDE_YEAR).toBe(2027);
    expect(() => parseEnv({ INVESTMENT_GUIDE_YEAR: "next" })).toThrow(/INVESTMENT_GUIDE_YEAR/);
  });

  it("shows a social link only for a configured profile, not a platform's home page", () => {
    const agency = agencyConfig(
      parseEnv({
        SOCIAL_INSTAGRAM: "https://www.instagram.com/sandstone.dubai",
        SOCIAL_FACEBOOK: "https://www.facebook.com/",
        SOCIAL_X: "",
      }),
    );
    expect(agency.social).toEqual([{ label: "Instagram", url: "https://www.instagram.com/sandstone.dubai" }]);
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

  it("refuses feed photos from private addresses unless FEED_PHOTOS_ALLOW_PRIVATE=true", () => {
    expect(parseEnv({}).FEED_PHOTOS_ALLOW_PRIVATE).toBe(false);
    expect(parseEnv({ FEED_PHOTOS_ALLOW_PRIVATE: "true" }).FEED_PHOTOS_ALLOW_PRIVATE).toBe(true);
    expect(() => parseEnv({ FEED_PHOTOS_ALLOW_PRIVATE: "yes" })).toThrow(/FEED_PHOTOS_ALLOW_PRIVATE: must be true or false/);
  });

  it("rejects a port out of range", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT: must be between 1 and 65535/);
  });

  it("keeps the brand configurable and trims the site URL's slash", () => {
    const agency = agencyConfig(parseEnv({ BRAND_NAME: "Palm & Co", SITE_URL: "https://www.example.ae/" }));
    expect(agency.brand).toBe("Palm & Co");
    expect(agency.siteUrl).toBe("https://www.example.ae");
  });

  it("refuses TRUST_PROXY=true at start-up and says what to write instead", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: must say which proxies to trust, not true.*number of proxies.*loopback/s,
    );
  });

  it("reads TRUST_PROXY as Express takes it: off, a hop count, or the proxies' addresses", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8,192.168.1.5" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "192.168.1.5"]);
    expect(() => parseEnv({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY: must be a number of proxy hops or a comma-separated list/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY/);
  });

  it("leaves SITE_URL unset by default (absolute URLs then follow each request) and keeps only the origin of one given", () => {
    expect(parseEnv({}).SITE_URL).toBeUndefined();
    expect(parseEnv({ SITE_URL: "" }).SITE_URL).toBeUndefined();
    expect(parseEnv({ SITE_URL: "https://www.example.ae/some/path" }).SITE_URL).toBe("https://www.example.ae");
    expect(() => parseEnv({ SITE_URL: "ftp://www.example.ae" })).toThrow(/SITE_URL: must be the public origin/);
    // without a request (the outbox e-mails) the origin is the server's own address
    expect(agencyConfig(parseEnv({ PORT: "3301" })).siteUrl).toBe("http://localhost:3301");
  });

  it("trustedOrigin (links in e-mails): SITE_URL, else the address the server listens on, localhost for a wildcard", () => {
    expect(trustedOrigin(parseEnv({ SITE_URL: "https://www.example.ae/x", HOST: "10.0.0.5" }))).toBe("https://www.example.ae");
    expect(trustedOrigin(parseEnv({ PORT: "3301" }))).toBe("http://localhost:3301");
    expect(trustedOrigin(parseEnv({ HOST: "::", PORT: "3301" }))).toBe("http://localhost:3301");
    expect(trustedOrigin(parseEnv({ HOST: "10.0.0.5", PORT: "8080" }))).toBe("http://10.0.0.5:8080");
    expect(trustedOrigin(parseEnv({ HOST: "::1", PORT: "8080" }))).toBe("http://[::1]:8080");
    expect(trustedOrigin(parseEnv({ HOST: "office.internal" }))).toBe("http://office.internal:3000");
  });

  it("takes LOG_LEVEL debug, info, warn or error", () => {
    expect(parseEnv({}).LOG_LEVEL).toBe("info");
    expect(parseEnv({ LOG_LEVEL: "debug" }).LOG_LEVEL).toBe("debug");
    expect(() => parseEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL: must be debug, info, warn or error/);
  });
});
