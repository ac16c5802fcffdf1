import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { databaseUrl, expect, test } from "./fixtures.ts";

/**
 * An agent changes their password from their account page, and from then on
 * signs in with the new one. Refusals (wrong current password, weak new one,
 * the old password afterwards) are Vitest's (account.server.test.ts): a 400 would
 * be a console error here. Layout does not matter: desktop only.
 */
const OLD = "olive harbour seventeen";
const NEW = "copper lantern meadow wharf";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an agent changes their password while signed in and signs in with the new one", { tag: "@once" }, async ({ page }) => {
  const email = `account-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@staff.test`;
  execFileSync("npm", ["run", "-s", "users", "--", "add", "--email", email, "--name", "Mira Account", "--role", "agent"], {
    input: OLD,
    env: { ...process.env, DATABASE_URL: databaseUrl(), SITE_URL: "http://127.0.0.1" },
    encoding: "utf8",
  });

  await signIn(page, email, OLD);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await page.goto("/admin/account");
  const form = page.getByRole("region", { name: "Change your password" });

  await form.getByLabel("Current password", { exact: true }).fill(OLD);
  await form.getByLabel("New password", { exact: true }).fill(NEW);
  await form.getByLabel("Repeat the new password").fill(NEW);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password is changed." })).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveValue("");

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await signIn(page, email, NEW);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
});
