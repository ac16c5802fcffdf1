import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { serverBuild, startApp, type RunningApp } from "#tests/setup/app-server.ts";
import { formPost, rawRequest } from "#tests/setup/raw-request.ts";
import { signedInStaff } from "#app/features/auth/testing.server.ts";
import { createStaffUser } from "#app/features/auth/users.server.ts";

/** The back office through the production request handler (server/app.ts), as a browser or a hostile client reaches it. */
const apps: RunningApp[] = [];
// Vite compiles the app once per file: not inside the first test's time limit.
beforeAll(() => serverBuild());
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {});

let n = 0;
/** /admin/forgot allows 5 requests per client address in 15 minutes: each request here comes from its own (through a trusted proxy). */
const forgot = (email: string) => formPost("/admin/forgot", { email }, { Host: "evil.example", "X-Forwarded-For": `10.77.0.${(n += 1)}` });

describeEachDatabase("the back office over HTTP", (get) => {
  const start = async (env: Record<string, string> = {}) => {
    const app = await startApp(get().db, { TRUST_PROXY: "loopback", ...env });
    apps.push(app);
    return app;
  };

  const mailTo = async (email: string) => {
    const row = await get()
      .db.selectFrom("lead_emails")
      .select(["body", "message_id"])
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    return row;
  };

  it("a reset e-mail links to the server's own origin, never to the request's Host (no SITE_URL)", async () => {
    const email = `reset${(n += 1)}@staff.test`;
    await createStaffUser(get().db, { email, name: "Rana", role: "agent", password: "olive harbour seventeen" });
    const app = await start();
    const res = await rawRequest(app.url, forgot(email));
    expect(res.status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.body).toMatch(new RegExp(`http://localhost:${app.env.PORT}/admin/reset/[\\w-]{40,}`));
    expect(mail.body).not.toContain("evil.example");
    expect(mail.message_id).not.toContain("evil.example");
  });

  it("a server bound to one address links to that address; SITE_URL wins over both", async () => {
    const bound = `bound${(n += 1)}@staff.test`;
    await createStaffUser(get().db, { email: bound, name: "Rana", role: "agent", password: "olive harbour seventeen" });
    const app = await start({ HOST: "127.0.0.1", PORT: "4123" });
    await rawRequest(app.url, forgot(bound));
    expect((await mailTo(bound)).body).toMatch(/http:\/\/127\.0\.0\.1:4123\/admin\/reset\//);

    const configured = `site${(n += 1)}@staff.test`;
    await createStaffUser(get().db, { email: configured, name: "Rana", role: "agent", password: "olive harbour seventeen" });
    const site = await start({ SITE_URL: "https://www.agency.test", HOST: "127.0.0.1" });
    await rawRequest(site.url, forgot(configured));
    expect((await mailTo(configured)).body).toMatch(/https:\/\/www\.agency\.test\/admin\/reset\//);
  });

  it("an invitation links to the trusted origin, not the Host the admin's request came with", async () => {
    const admin = await signedInStaff(get().db, "admin");
    const app = await start();
    const email = `invited${(n += 1)}@staff.test`;
    const res = await rawRequest(
      app.url,
      formPost(
        "/admin/users",
        { intent: "invite", email, name: "New Agent", role: "agent", agent: "none", _csrf: admin.csrf },
        { Host: "evil.example", Cookie: admin.cookie },
      ),
    );
    expect(res.status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.body).toMatch(new RegExp(`http://localhost:${app.env.PORT}/admin/welcome/[\\w-]{40,}`));
    expect(`${mail.body} ${mail.message_id}`).not.toContain("evil.example");
  });

  it("a lead's e-mails (notification and acknowledgement) link to the trusted origin, not the request's Host", async () => {
    const app = await start({ LEADS_RATE_LIMIT: "1000" });
    const email = `visitor${(n += 1)}@example.com`;
    const fields = { name: "Amal", email, phone: "+971501234567", category: "Residential Sales", _page: "/contact" };
    const res = await rawRequest(app.url, formPost("/leads/enquiry", fields, { Host: "evil.example" }));
    expect(res.status).toBe(303);
    const rows = await get().db.selectFrom("lead_emails").select(["body", "message_id"]).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.body).toContain(`http://localhost:${app.env.PORT}`);
      expect(`${row.body} ${row.message_id}`).not.toContain("evil.example");
    }
  });

  it("a throttled sign-in answers 429 with Retry-After in seconds, with and without JavaScript", async () => {
    const app = await start();
    const email = `locked${(n += 1)}@staff.test`;
    let last = await rawRequest(app.url, formPost("/admin/sign-in", { email, password: "not the password" }));
    for (let i = 0; i < 5 && last.status !== 429; i += 1) {
      last = await rawRequest(app.url, formPost("/admin/sign-in", { email, password: "not the password" }));
    }
    expect(last.status).toBe(429);
    const seconds = Number(last.headers["retry-after"]);
    expect(Number.isInteger(seconds) && seconds > 0 && seconds <= 15 * 60).toBe(true);
    expect(last.headers["cache-control"]).toBe("no-store");

    // A client navigation (React Router's .data request) gets the header too.
    const data = await rawRequest(app.url, formPost("/admin/sign-in.data", { email, password: "not the password" }));
    expect(Number(data.headers["retry-after"])).toBeGreaterThan(0);
  });
  it("a long list pages with the site's one pager: Next page, then Previous page, never Newer/Older", async () => {
    const db = get().db;
    const at = new Date().toISOString();
    await db
      .insertInto("leads")
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          kind: "newsletter" as const,
          name: null,
          email: `reader${i}@example.com`,
          phone: null,
          payload: "{}",
          delivery_state: "undelivered" as const,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const admin = await signedInStaff(db, "admin");
    const app = await start();
    const page = async (path: string) => (await rawRequest(app.url, { path, headers: { Cookie: admin.cookie } })).body;
    const first = await page("/admin/subscribers");
    expect(first).toContain('aria-label="Pagination"');
    expect(first).toMatch(/<a rel="next" aria-label="Next page"[^>]*href="\/admin\/subscribers\?page=2"/);
    expect(first).not.toMatch(/>(Newer|Older)</);
    const second = await page("/admin/subscribers?page=2");
    expect(second).toMatch(/<a rel="prev" aria-label="Previous page"[^>]*href="\/admin\/subscribers\?page=1"/);
    expect(second).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Next page"/);
  });
});
