import { execFileSync } from "node:child_process";
import SQLite from "better-sqlite3";
import { Secret, TOTP } from "otpauth";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The back office end to end: the first admin (made by the command line)
 * signs in with two-step verification, invites an agent, the agent sets a
 * password, a visitor enquires on that agent's listing, the agent works the
 * lead, and the admin sees its timeline and the audit log. Both projects run
 * in parallel against one server: every account and visitor is unique.
 */
const DB_FILE = process.env.E2E_DATABASE_URL ?? "data/e2e/site.db";
const PASSWORD = "olive harbour seventeen";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new SQLite(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

interface AgentListing {
  agentId: number;
  agentName: string;
  listingId: number;
  listingType: "SELL" | "RENT";
}

/** A different agent (with an active listing) for each project, so parallel runs never share one. */
function agentWithListing(index: number): AgentListing {
  const rows = query<AgentListing>(
    `select a.id as agentId, a.name as agentName, min(l.id) as listingId, 'SELL' as listingType
     from agents a join listings l on l.agent_id = a.id and l.status = 'ACTIVE' and l.listing_type = 'SELL'
     group by a.id order by a.id`,
  );
  const row = rows[index % rows.length];
  if (!row) throw new Error("the seeded database has no agent with a listing");
  return row;
}

function cli(...args: string[]): string {
  return execFileSync("npm", ["run", "-s", "users", "--", ...args], {
    input: PASSWORD,
    env: { ...process.env, DATABASE_URL: DB_FILE, SITE_URL: "http://127.0.0.1" },
    encoding: "utf8",
  });
}

async function signIn(page: Page, email: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
}

test("first admin signs in, invites an agent who works a listing enquiry; the admin sees the timeline and audit log @desktop", async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const id = `${info.project.name}-${unique()}`;
  const adminEmail = `admin-${id}@staff.test`;
  const agentEmail = `agent-${id}@staff.test`;
  const visitor = `Visitor ${id}`;
  const target = agentWithListing(info.project.name === "mobile" ? 1 : 0);

  // 1. The first admin, from the command line (password on standard input).
  expect(cli("add", "--email", adminEmail, "--name", `Admin ${id}`, "--role", "admin")).toContain(`Created ${adminEmail} (admin).`);

  // 2. Sign in; admins must set up two-step verification first.
  await signIn(page, adminEmail);
  await expect(page.getByRole("heading", { name: "Set up two-step verification" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await page.getByRole("textbox", { name: "Code" }).fill(totp.generate());
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

  // 3. Invite the agent, linked to their public profile.
  await page.getByRole("link", { name: "Users" }).click();
  await page.getByLabel("Name").fill(`Agent ${id}`);
  await page.getByLabel("E-mail").fill(agentEmail);
  await page.getByLabel("Role", { exact: true }).selectOption("agent");
  await page.getByLabel("Public agent profile").selectOption(String(target.agentId));
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invited ${agentEmail}, but e-mail is not set up on this server`)).toBeVisible();
  await signOut(page);

  // 4. The invitation went into the outbox; the agent follows its link and chooses a password.
  const [mail] = query<{ body: string }>("select body from lead_emails where to_address = ? and recipient = 'staff'", agentEmail);
  const link = /http:\/\/\S+\/admin\/welcome\/[\w-]+/.exec(mail?.body ?? "")?.[0] ?? "";
  expect(link).not.toBe("");
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: `Welcome, Agent ${id}` })).toBeVisible();
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Repeat it").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Your password is set. Sign in with it.")).toBeVisible();

  // 5. A visitor enquires on that agent's listing.
  await page.goto(`/properties-for-sale/${target.listingId}`);
  await page.getByRole("button", { name: "Enquire" }).first().click();
  const modal = page.getByRole("dialog", { name: /^Enquire about / });
  await modal.getByLabel(/^(Full name|Name)$/).fill(visitor);
  await modal.getByLabel("Email", { exact: true }).fill(`buyer.${unique()}@example.com`);
  await modal.getByRole("textbox", { name: "Phone" }).fill("050 123 4567");
  await modal.getByLabel("Category").selectOption("Residential Sales");
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toBeVisible();

  // 6. The agent signs in (no second step for agents who have not turned it on), sees and works the lead.
  await signIn(page, agentEmail);
  const leads = page.getByRole("list", { name: "Leads" });
  await leads.getByRole("link", { name: new RegExp(visitor) }).click();
  await expect(page.getByRole("heading", { name: visitor, level: 1 })).toBeVisible();
  await expect(page.getByText(`Agent: ${target.agentName}`)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Listing / })).toHaveAttribute("href", `/properties-for-sale/${target.listingId}`);
  await page.getByLabel("Move to").selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.locator("h1 + span")).toHaveText("Contacted");
  await page.getByLabel("New note").fill(`Called ${visitor}; viewing on Friday`);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Notes" })).toContainText(`Called ${visitor}; viewing on Friday`);
  // the box is empty again: a second press cannot save the same note twice (issue 39)
  await expect(page.getByLabel("New note")).toHaveValue("");
  await expect(page.getByRole("list", { name: "Notes" }).getByRole("listitem")).toHaveCount(1);
  await signOut(page);

  // 7. The admin signs in again and sees the lead's timeline and the audit log. A code works once (RFC 6238
  //    §5.2): the one of step 2 may still be current, so this is the next step's (accepted as one step of drift).
  await signIn(page, adminEmail);
  await page.getByRole("textbox", { name: "Code" }).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByText("Filter leads").click();
  await page.getByLabel("Search").fill(visitor);
  // the filter's Apply (the desk's bulk change has one too)
  await page.getByRole("group").getByRole("button", { name: "Apply" }).click();
  await page
    .getByRole("list", { name: "Leads" })
    .getByRole("link", { name: new RegExp(visitor) })
    .click();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText("Enquiry received");
  await expect(timeline).toContainText(`Status: New → Contacted · `);
  await expect(timeline).toContainText(`Note added`);
  await expect(timeline).toContainText(`Agent ${id}`);
  await page.getByRole("link", { name: "Audit log" }).click();
  // the log reads as sentences (issue 39), newest first
  const log = page.getByRole("list", { name: /Who did what/ });
  await expect(
    log
      .getByRole("listitem")
      .filter({ hasText: `Agent ${id} moved lead` })
      .filter({ hasText: "from New to Contacted" }),
  ).toHaveCount(1);
  await expect(log.getByRole("listitem").filter({ hasText: `invited ${agentEmail} as agent` })).toHaveCount(1);
});

test.describe("without JavaScript", { tag: "@once" }, () => {
  test.use({ javaScriptEnabled: false });

  test("an agent signs in, opens a lead, changes its status and adds a note with plain forms", async ({ page }, info) => {
    test.setTimeout(90_000); // the command line starts a TypeScript process
    const id = `${info.project.name}-nojs-${unique()}`;
    const agentEmail = `agent-${id}@staff.test`;
    const target = agentWithListing(info.project.name === "mobile" ? 3 : 2);
    cli("add", "--email", agentEmail, "--name", `Agent ${id}`, "--role", "agent", "--agent-id", String(target.agentId));
    const reference = query<{ reference: string }>("select reference from listings where id = ?", target.listingId)[0]?.reference ?? "";
    const visitor = `Plain ${id}`;
    const sent = await page.request.post("/leads/enquiry", {
      form: {
        name: visitor,
        email: `plain.${unique()}@example.com`,
        phone: "+971501234567",
        category: "Residential Sales",
        reference,
        _js: "1",
      },
    });
    expect(sent.status()).toBe(200);

    await signIn(page, agentEmail);
    await page
      .getByRole("list", { name: "Leads" })
      .getByRole("link", { name: new RegExp(visitor) })
      .click();
    await page.getByLabel("Move to").selectOption("viewing");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.locator("h1 + span")).toHaveText("Viewing");
    await page.getByLabel("New note").fill("Viewing booked for Saturday");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("list", { name: "Notes" })).toContainText("Viewing booked for Saturday");
    await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Status: New → Viewing");
  });
});

test(
  "back-office answers are private: no-store, noindex, never served from the shared cache",
  { tag: "@once" },
  async ({ page, request }) => {
    for (let i = 0; i < 2; i += 1) {
      const res = await request.get("/admin/sign-in");
      expect(res.status()).toBe(200);
      expect(res.headers()["cache-control"]).toBe("no-store");
      expect(res.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(res.headers()["x-cache"]).toBe("MISS");
    }
    const signedOut = await request.get("/admin/leads/1", { maxRedirects: 0 });
    expect(signedOut.status()).toBe(303);
    expect(signedOut.headers()["location"]).toBe("/admin/sign-in?next=%2Fadmin%2Fleads%2F1");
    await page.goto("/admin/sign-in");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
  },
);
