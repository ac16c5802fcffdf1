import { execFileSync } from "node:child_process";
import { Secret, TOTP } from "otpauth";
import type { Page } from "@playwright/test";
import { databaseUrl, expect } from "./fixtures.ts";

export const STAFF_PASSWORD = "olive harbour seventeen";

/** A new admin made by the command line (as the first admin is), signed in with two-step verification set up. */
export async function signInAsNewAdmin(page: Page, email: string, name = "Journey Admin"): Promise<void> {
  execFileSync("npm", ["run", "-s", "users", "--", "add", "--email", email, "--name", name, "--role", "admin"], {
    input: STAFF_PASSWORD,
    env: { ...process.env, DATABASE_URL: databaseUrl(), SITE_URL: "http://127.0.0.1" },
    encoding: "utf8",
  });
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByRole("textbox", { name: "Code" }).fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole("button", { name: "Turn on" }).click();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
}
