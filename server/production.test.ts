import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DB } from "#app/db/db.server.ts";
import { setLogLevel } from "#app/utils/log.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";
import { startApp, type RunningApp } from "#tests/setup/app-server.ts";
import { formPost, rawRequest } from "#tests/setup/raw-request.ts";
import { CROSS_SITE_MESSAGE } from "./proxy.ts";
import { PERMISSIONS_POLICY } from "./app.ts";
import { TOO_LARGE_MESSAGE } from "./http-hygiene.ts";

/**
 * The production app on a real HTTP server, sent the requests a reverse
 * proxy, a browser behind one, or a hostile client sends (issue 16).
 */
let database: TestDatabase & { destroy: () => Promise<void> };
const apps: RunningApp[] = [];
let emailCounter = 0;

async function app(env: Record<string, string> = {}, options: Parameters<typeof startApp>[2] = {}): Promise<RunningApp> {
  const running = await startApp(database.db, { LEADS_RATE_LIMIT: "1000", ...env }, options);
  apps.push(running);
  return running;
}

function enquiry(extra: Record<string, string> = {}) {
  const email = `visitor${(emailCounter += 1)}@example.com`;
  return { email, fields: { name: "Amal", email, phone: "+971501234567", category: "Residential Sales", _page: "/contact", ...extra } };
}

async function leadsWith(db: DB, email: string): Promise<number> {
  const rows = await db.selectFrom("leads").select("id").where("email", "=", email).execute();
  return rows.length;
}

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
});

afterAll(async () => {
  for (const running of apps) await running.close();
  await database.destroy();
});

describe("forms behind a TLS-terminating reverse proxy", () => {
  it("accepts the operator's reproduction: Host and Origin of the public site (400 before)", async () => {
    const server = await app();
    const { email, fields } = enquiry();
    const res = await rawRequest(
      server.url,
      formPost("/leads/enquiry", fields, { Host: "www.example.ae", Origin: "https://www.example.ae" }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/contact?sent=enquiry#enquiry-form");
    expect(await leadsWith(database.db, email)).toBe(1);
  });

  it("accepts posts through nginx's defaults (Host rewritten to the upstream) when SITE_URL names the site", async () => {
    const server = await app({ SITE_URL: "https://www.example.ae", TRUST_PROXY: "loopback" });
    const { email, fields } = enquiry();
    const nginxDefaults = {
      Host: `127.0.0.1:${server.port}`,
      "X-Forwarded-For": "198.51.100.20",
      "X-Forwarded-Proto": "https",
      Origin: "https://www.example.ae",
    };
    const res = await rawRequest(server.url, formPost("/leads/enquiry", fields, nginxDefaults));
    expect(res.status).toBe(303);
    expect(await leadsWith(database.db, email)).toBe(1);
  });

  it("accepts posts through the documented nginx and Caddy configurations without SITE_URL", async () => {
    const server = await app({ TRUST_PROXY: "loopback" });
    // nginx: proxy_set_header Host $host; X-Forwarded-Proto $scheme; X-Forwarded-For $proxy_add_x_forwarded_for
    const nginx = enquiry();
    const viaNginx = await rawRequest(
      server.url,
      formPost("/leads/enquiry", nginx.fields, {
        Host: "www.example.ae",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-For": "198.51.100.21",
        Origin: "https://www.example.ae",
      }),
    );
    expect(viaNginx.status).toBe(303);
    // Caddy's reverse_proxy: Host kept, X-Forwarded-Host/-Proto/-For set
    const caddy = enquiry();
    const viaCaddy = await rawRequest(
      server.url,
      formPost("/leads/enquiry", caddy.fields, {
        Host: "www.example.ae",
        "X-Forwarded-Host": "www.example.ae",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-For": "198.51.100.22",
        Origin: "https://www.example.ae",
      }),
    );
    expect(viaCaddy.status).toBe(303);
    expect(await leadsWith(database.db, nginx.email)).toBe(1);
    expect(await leadsWith(database.db, caddy.email)).toBe(1);
  });

  it("accepts a browser's same-origin post (Sec-Fetch-Site) even when the proxy rewrote Host and SITE_URL is unset", async () => {
    const server = await app();
    const { email, fields } = enquiry();
    const headers = { Host: `127.0.0.1:${server.port}`, Origin: "https://www.example.ae", "Sec-Fetch-Site": "same-origin" };
    expect((await rawRequest(server.url, formPost("/leads/enquiry", fields, headers))).status).toBe(303);
    expect(await leadsWith(database.db, email)).toBe(1);
  });

  it("refuses a post from a foreign site with a clear 403 and stores nothing", async () => {
    const server = await app({ TRUST_PROXY: "false" });
    const attempts: Array<Record<string, string>> = [
      { Host: "www.example.ae", Origin: "https://evil.example" },
      { Host: "www.example.ae", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { Host: "www.example.ae", "Sec-Fetch-Site": "cross-site" },
      { Host: "www.example.ae", Origin: "null" },
      // X-Forwarded-Host from a client no TRUST_PROXY names is not the site's host
      { Host: "www.example.ae", "X-Forwarded-Host": "evil.example", Origin: "https://evil.example" },
    ];
    for (const headers of attempts) {
      const { email, fields } = enquiry();
      const res = await rawRequest(server.url, formPost("/leads/enquiry", fields, headers));
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toBe(CROSS_SITE_MESSAGE);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(await leadsWith(database.db, email)).toBe(0);
    }
  });

  it("sends a no-JS visitor back to a page of this site only (open redirect through _page)", async () => {
    const server = await app();
    for (const page of ["/.//evil.example", "/./\\evil.example", "//evil.example", "https://evil.example/", "/%2e//evil.example"]) {
      const { fields } = enquiry({ _page: page });
      const res = await rawRequest(
        server.url,
        formPost("/leads/enquiry", fields, { Host: "www.example.ae", Origin: "https://www.example.ae" }),
      );
      expect(res.status).toBe(303);
      const location = String(res.headers.location);
      expect(location, page).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "https://www.example.ae/leads/enquiry").origin).toBe("https://www.example.ae");
    }
  });
});

describe("the client address (TRUST_PROXY)", () => {
  it("is the address the trusted proxy saw, not the left-most one a client wrote in X-Forwarded-For", async () => {
    const server = await app({ TRUST_PROXY: "1", LEADS_RATE_LIMIT: "2" });
    const through = (written: string, real: string) => {
      const { fields } = enquiry();
      // the proxy appends the address it saw to whatever the client sent
      return rawRequest(
        server.url,
        formPost("/leads/enquiry", fields, { Host: "www.example.ae", "X-Forwarded-For": `${written}, ${real}` }),
      );
    };
    expect((await through("1.1.1.1", "203.0.113.7")).status).toBe(303);
    expect((await through("2.2.2.2", "203.0.113.7")).status).toBe(303);
    // a third post from the same visitor is limited, whatever it writes first
    expect((await through("3.3.3.3", "203.0.113.7")).status).toBe(429);
    expect((await through("3.3.3.3", "203.0.113.8")).status).toBe(303);
  });
});

describe("absolute URLs, HSTS and security headers", () => {
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

  it("follow the request's real origin when SITE_URL is unset, through a trusted proxy, per origin in the response cache", async () => {
    const server = await app({ TRUST_PROXY: "loopback", RESPONSE_CACHE_SECONDS: "60" });
    const proxied = { Host: "www.example.ae", "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.30" };
    const page = await rawRequest(server.url, { path: "/about/our-story", headers: proxied });
    expect(page.status).toBe(200);
    expect(canonical(page.body)).toBe("https://www.example.ae/about/our-story");
    expect(page.body).toContain('<meta property="og:url" content="https://www.example.ae/about/our-story"');
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");

    const direct = await rawRequest(server.url, { path: "/about/our-story" });
    expect(canonical(direct.body)).toBe(`http://127.0.0.1:${server.port}/about/our-story`);
    expect(direct.headers["strict-transport-security"]).toBeUndefined();

    const robots = await rawRequest(server.url, { path: "/robots.txt", headers: proxied });
    expect(robots.body).toContain("Sitemap: https://www.example.ae/sitemap.xml");
    const sitemap = await rawRequest(server.url, { path: "/sitemap.xml", headers: proxied });
    expect(sitemap.body).toContain("<loc>https://www.example.ae/</loc>");
  });

  it("come from SITE_URL when it is set, whatever Host says", async () => {
    const server = await app({ SITE_URL: "https://www.example.ae/" });
    const page = await rawRequest(server.url, { path: "/about/our-story", headers: { Host: "other.example" } });
    expect(canonical(page.body)).toBe("https://www.example.ae/about/our-story");
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("ignore X-Forwarded-Proto and -Host from a client TRUST_PROXY does not name", async () => {
    const server = await app({ TRUST_PROXY: "false" });
    const page = await rawRequest(server.url, {
      path: "/about/our-story",
      headers: { Host: "www.example.ae", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example" },
    });
    expect(canonical(page.body)).toBe("http://www.example.ae/about/our-story");
    expect(page.headers["strict-transport-security"]).toBeUndefined();
  });

  it("send Permissions-Policy and framing headers that agree", async () => {
    const server = await app();
    const page = await rawRequest(server.url, { path: "/" });
    expect(page.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // and none of the headers for browsers and plug-ins long gone (the first answer must fit the first round trip)
    for (const legacy of ["x-xss-protection", "x-download-options", "x-permitted-cross-domain-policies"])
      expect(page.headers[legacy]).toBeUndefined();
  });

  it("give every answer its own script nonce, the one its inline scripts carry", async () => {
    const server = await app({ RESPONSE_CACHE_SECONDS: "0" });
    const nonces: string[] = [];
    // more answers than one draw of the nonce pool serves (256)
    for (let i = 0; i < 300; i++) {
      const answer = await rawRequest(server.url, { path: i % 50 === 0 ? "/about/our-story" : "/robots.txt" });
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"] ?? ""))?.[1] ?? "";
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      if (i % 50 === 0) expect(answer.body).toContain(`<script nonce="${nonce}">`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe("HTTP hygiene", () => {
  it("answers 405 with Allow for methods a path does not take, TRACE included", async () => {
    const server = await app();
    const trace = await rawRequest(server.url, { method: "TRACE", path: "/" });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD");
    const postToPage = await rawRequest(server.url, formPost("/properties/buy", { a: "1" }));
    expect(postToPage.status).toBe(405);
    expect(postToPage.headers.allow).toBe("GET, HEAD");
    const api = await rawRequest(server.url, { method: "DELETE", path: "/api/properties/get_areas" });
    expect(api.status).toBe(405);
    expect(api.headers["access-control-allow-origin"]).toBe("*");
    expect(JSON.parse(api.body)).toMatchObject({ error: "method_not_allowed" });
  });

  it("stores a lead only for POST: PUT, PATCH and DELETE are refused", async () => {
    const server = await app();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const { email, fields } = enquiry();
      const res = await rawRequest(server.url, { ...formPost("/leads/enquiry", fields), method });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST");
      expect(await leadsWith(database.db, email)).toBe(0);
    }
  });

  it("answers 413 to an oversized body, chunked or with Content-Length, instead of resetting the connection", async () => {
    const server = await app();
    const big = Buffer.alloc(70 * 1024, "a");
    const chunked = await rawRequest(server.url, {
      method: "POST",
      path: "/leads/enquiry",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
      chunks: [Buffer.from("message="), big.subarray(0, 40 * 1024), big.subarray(40 * 1024)],
    });
    expect(chunked.status).toBe(413);
    expect(chunked.body).toBe(TOO_LARGE_MESSAGE);
    const declared = await rawRequest(server.url, { ...formPost("/leads/enquiry", { message: big.toString() }) });
    expect(declared.status).toBe(413);
  });

  it("logs a bad request in one line at most, and its stack only at LOG_LEVEL=debug", async () => {
    const server = await app();
    const lines: string[] = [];
    for (const method of ["log", "warn", "error"] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
    for (const path of ["/%0a", "/a%0ab", "/properties-for-sale/%0a"]) {
      expect((await rawRequest(server.url, { path })).status).toBe(404);
    }
    expect((await rawRequest(server.url, formPost("/properties/buy", { a: "1" }))).status).toBe(405);
    expect(lines.filter((l) => /\n\s+at /.test(l))).toEqual([]);
    expect(lines.length).toBeLessThanOrEqual(4);

    await app({ LOG_LEVEL: "debug" });
    try {
      await rawRequest(server.url, { path: "/%0a" });
      expect(lines.some((l) => /\n\s+at /.test(l))).toBe(true);
    } finally {
      setLogLevel("info");
    }
  });
});
