import { execFileSync } from "node:child_process";
import { databaseRows, databaseUrl, expect, test } from "./fixtures.ts";

/**
 * Issue 39's journey on a phone: a visitor enquires about a listing, the listing's agent (the rule
 * assigns it) is notified in the open back office, opens the lead, writes on WhatsApp in one click
 * (logged), adds a note and takes the lead to "won".
 */
const PASSWORD = "olive harbour seventeen";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A live listing for sale with an agent, from the seeded database: its page and its agent's profile id. */
async function listingWithAgent(): Promise<{ id: number; agentId: number; agentName: string }> {
  const [row] = await databaseRows<{ id: number; agentId: number; agentName: string }>(
    `select listings.id, listings.agent_id as "agentId", agents.name as "agentName" from listings
     join agents on agents.id = listings.agent_id
     where listings.status = 'ACTIVE' and listings.listing_type = 'SELL' and listings.category = 'Residential'
     order by listings.id desc limit 1 offset 7`,
  );
  if (!row) throw new Error("the seeded database has no listing with an agent");
  return row;
}

test("a lead from the listing's form to won on a phone: notified, assigned by rule, WhatsApp logged, note, status @phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const listing = await listingWithAgent();
  const email = `closer-${unique()}@staff.test`;
  execFileSync(
    "npm",
    [
      "run",
      "-s",
      "users",
      "--",
      "add",
      "--email",
      email,
      "--name",
      "Rania Closer",
      "--role",
      "agent",
      "--agent-id",
      String(listing.agentId),
    ],
    {
      input: PASSWORD,
      env: { ...process.env, DATABASE_URL: databaseUrl(), SITE_URL: "http://127.0.0.1" },
      encoding: "utf8",
    },
  );

  // The agent's phone: the browser's notifications are recorded (the page calls the Web Notifications API).
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    class RecordedNotification {
      static permission = "granted";
      static requestPermission = () => Promise.resolve("granted");
      onclick: (() => void) | null = null;
      constructor(title: string) {
        shown.push(title);
      }
      close() {}
    }
    Object.defineProperty(window, "Notification", { value: RecordedNotification, configurable: true });
  });
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Browser notifications on" })).toBeVisible();

  // A visitor on their own phone enquires about the listing.
  const visitorContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
  });
  const visitor = await visitorContext.newPage();
  const client = `Layla ${unique()}`;
  await visitor.goto(`/properties-for-sale/${listing.id}`);
  await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await visitor.getByRole("button", { name: "Enquire" }).first().click();
  const modal = visitor.getByRole("dialog", { name: /^Enquire about / });
  await modal.getByLabel(/^(Full name|Name)$/).fill(client);
  await modal.getByLabel("Email", { exact: true }).fill(`${unique()}@example.com`);
  await modal.getByRole("textbox", { name: "Phone" }).fill("050 123 4567");
  await modal.getByLabel("Category").selectOption("Residential Sales");
  await modal.getByLabel("Message (optional)").fill("Can I see it this weekend?");
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Thank you! We'll contact you soon." })).toBeVisible();
  await visitorContext.close();

  // The open desk notices it when the agent comes back to the tab (and every 30 s anyway).
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event("focus")));
        return page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications.join(" | "));
      },
      { timeout: 20_000 },
    )
    .toMatch(new RegExp(`New enquiry: ${client}|new leads, the latest from`));
  const row = page.getByRole("list", { name: "Leads" }).getByRole("link", { name: new RegExp(client) });
  await expect(row).toBeVisible();
  await row.click();

  // Assigned by the rule: the listing's agent.
  await expect(page.getByRole("heading", { level: 1, name: client })).toBeVisible();
  await expect(page.getByText(`Agent: ${listing.agentName}`)).toBeVisible();
  await expect(page.getByText(/Not answered yet/)).toBeVisible();

  // WhatsApp in one click: the chat opens with a greeting, the lead is logged as contacted.
  const [chat] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "WhatsApp" }).click()]);
  expect(chat.url()).toMatch(/^https:\/\/wa\.me\/971501234567\?text=Hello%20Layla%2C%20this%20is%20Rania%20from%20/);
  await chat.close();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText("WhatsApp message opened");
  await expect(timeline).toContainText("Status: New → Contacted");
  await expect(page.getByText(/First answered after/)).toBeVisible();

  await page.getByLabel("New note").fill("Viewing booked for Saturday 11:00.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Notes" })).toContainText("Viewing booked for Saturday 11:00.");

  for (const status of ["Viewing", "Offer", "Won"]) {
    await page.getByLabel("Move to").selectOption({ label: status });
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(timeline).toContainText(`→ ${status}`);
  }
  await expect(page.getByLabel("Move to")).toHaveValue("won");
});
