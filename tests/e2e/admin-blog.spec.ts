import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInAsNewAdmin } from "./staff.ts";

/**
 * The blog in the back office: an admin writes a post with a live preview
 * (sanitised), schedules it a few seconds ahead and sees it appear on the
 * public site at its time with no job running; then publishes one at once.
 * Desktop only: the journey adds posts to the shared list for a moment.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A time `seconds` from now as a datetime-local value in Dubai time (UTC+4). */
const dubaiLocal = (seconds: number) => new Date(Date.now() + seconds * 1000 + 4 * 3600_000).toISOString().slice(0, 19);

async function writePost(page: Page, title: string, body: string) {
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "Write a post" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill(`What ${title} means for buyers.`);
  await page.getByLabel("Body (Markdown)").fill(body);
}

test("an admin writes a post, schedules it and it appears on the site at its time; another goes live at once @desktop @production", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const email = `blog-${id}@staff.test`;
  await signInAsNewAdmin(page, email, "Blog Admin");

  // 1. Write with the live preview: Markdown rendered, the script dropped.
  const title = `Scheduled market note ${id}`;
  await writePost(
    page,
    title,
    `## Prices in ${id}\n\nRents **rose** again.\n\n<script>window.__owned = 1</script><img src=x onerror="window.__owned = 2">`,
  );
  const preview = page.getByTestId("preview");
  await expect(preview.getByRole("heading", { level: 2, name: `Prices in ${id}` })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("rose");
  await expect(preview.locator("script, img[onerror]")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();

  // 2. The slug, left empty, is made from the title: the field suggests it and shows the address.
  // (Its messages — digits alone, characters, length, in use — are the route tests' in app/routes/admin/blog-slug.test.ts.)
  const slug = `scheduled-market-note-${id}`;
  await expect(page.getByLabel("Slug", { exact: true })).toHaveAttribute("placeholder", slug);
  await expect(page.getByText(`/blogs/${slug}`)).toBeVisible();

  // Schedule it 20 seconds ahead.
  await page.getByLabel("Schedule", { exact: true }).check();
  await page.getByLabel("Publish at (Dubai time)").fill(dubaiLocal(20));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Scheduled: it goes live at its publish time, by itself.")).toBeVisible();
  const postId = Number(/\/admin\/blog\/(\d+)/.exec(page.url())?.[1]);
  expect(postId).toBeGreaterThan(0);

  // 3. Not on the site yet (and the list page is now in the response cache)…
  const list = await page.request.get("/blogs");
  expect(await list.text()).not.toContain(title);
  expect(list.headers()["cache-control"]).toMatch(/^public, max-age=([1-9]|1\d|20)$/);
  expect((await page.request.get(`/blogs/${postId}`)).status()).toBe(404);
  expect((await page.request.get(`/blogs/${slug}`)).status()).toBe(404);

  // 4. …and there at its time, with nobody touching it.
  await expect(async () => {
    expect(await (await page.request.get("/blogs")).text()).toContain(title);
  }).toPass({ timeout: 45_000, intervals: [2_000] });
  // its number leads to its slug address
  await page.goto(`/blogs/${postId}`);
  await expect(page).toHaveURL(new RegExp(`/blogs/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { level: 2, name: `Prices in ${id}` })).toBeVisible();

  // 4b. A new slug for the live post: the old address answers 301 to the new one.
  const newSlug = `market-note-${id}`;
  await page.goto(`/admin/blog/${postId}`);
  await page.getByLabel("Slug", { exact: true }).fill(newSlug);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Published: it is on the site now.")).toBeVisible();
  await expect(page.getByText(`Earlier addresses, redirecting here: /blogs/${slug}`)).toBeVisible();
  const moved = await page.request.get(`/blogs/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe(`/blogs/${newSlug}`);
  // (this browser keeps its copy of the old address for the page's max-age: the request above is what a new visitor gets)
  await page.goto(`/blogs/${newSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // 5. Publish now: on the list at once (the cached list was purged).
  const nowTitle = `Live market note ${id}`;
  await writePost(page, nowTitle, "Short and live.");
  await page.getByLabel("Publish now").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Published: it is on the site now.")).toBeVisible();
  const nowId = Number(/\/admin\/blog\/(\d+)/.exec(page.url())?.[1]);
  await page.goto("/blogs");
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(nowTitle);

  // 6. Delete both (the list is shared with other journeys); gone from the site at once.
  page.on("dialog", (d) => void d.accept());
  for (const pid of [nowId, postId]) {
    await page.goto(`/admin/blog/${pid}`);
    await page.getByRole("button", { name: "Delete this post" }).click();
    await expect(page.getByText("The post was deleted.")).toBeVisible();
  }
  for (const gone of [String(postId), slug, newSlug]) expect((await page.request.get(`/blogs/${gone}`)).status(), gone).toBe(404);
  expect(await (await page.request.get("/blogs")).text()).not.toContain(nowTitle);
});
