import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, signedInStaff, testContext, TEST_SITE } from "#app/features/auth/testing.server.ts";
import { runBlogAction } from "#app/features/blog/admin.server.ts";
import { insertPost, oldSlugsOf } from "#app/features/blog/queries.server.ts";
import { formOf as form, postWrite } from "#tests/fixtures/blog-posts.ts";
import type { PostPage } from "#app/features/blog/types.ts";
import * as blogPost from "./blog-post.tsx";
import * as sitemap from "../seo/sitemap[.]xml.ts";

/** What a visitor gets at /blogs/{key}: status, where a redirect leads, its Cache-Control, the post shown. */
async function visit(db: DB, key: string, prefix: "" | "/ar" = "") {
  const url = `${prefix}/blogs/${key}`;
  const args = { request: new Request(`${TEST_SITE}${url}`), params: { id: key }, context: testContext(db), matches: [] };
  const result = await answer(() => blogPost.loader(args as unknown as Parameters<typeof blogPost.loader>[0]));
  return { ...result, cacheControl: result.headers.get("Cache-Control"), post: (result.data as { post?: PostPage } | null)?.post };
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

describeEachDatabase("blog post addresses", (get) => {
  async function fixture() {
    const { db } = get();
    const admin = await signedInStaff(db, "admin");
    const session = { user: admin.user } as Parameters<typeof runBlogAction>[1];
    const live = await insertPost(
      db,
      postWrite({ userId: admin.user.id, slug: "marina-in-winter", title: "Marina in winter", publishAt: iso(-DAY) }),
      new Date(),
    );
    const draft = await insertPost(db, postWrite({ userId: admin.user.id, slug: "a-draft", status: "draft", publishAt: null }), new Date());
    const scheduled = await insertPost(db, postWrite({ userId: admin.user.id, slug: "coming-soon", publishAt: iso(DAY) }), new Date());
    /** The editor's save of the live post with another slug (or another post's, with `id`). */
    const rename = (slug: string, id = live, title = "Marina in winter") =>
      answer(() =>
        runBlogAction(
          testContext(db),
          session,
          form({ title, slug, excerpt: "A short summary of the post.", cover: "/images/site/blog-1.webp", body: "Body.", when: "now" }),
          id,
        ),
      );
    return { db, live, draft, scheduled, rename, session };
  }

  it("a post is at /blogs/{slug}; its numeric id answers 301 there; drafts, scheduled posts and unknown keys are 404", async () => {
    const { db, live, draft, scheduled } = await fixture();

    const page = await visit(db, "marina-in-winter");
    expect(page.status).toBe(200);
    expect(page.post).toMatchObject({ id: live, slug: "marina-in-winter", title: "Marina in winter" });
    expect(page.cacheControl).toMatch(/^public, max-age=/);

    const byId = await visit(db, String(live));
    expect(byId.status).toBe(301);
    expect(byId.location).toBe("/blogs/marina-in-winter");
    expect(byId.cacheControl).toBe("public, max-age=300, stale-while-revalidate=3600");

    // not public yet (or never): 404 by id and by slug, no redirect that would reveal the slug
    for (const key of [String(draft), "a-draft", String(scheduled), "coming-soon"]) expect((await visit(db, key)).status, key).toBe(404);
    for (const key of [
      "99999",
      "0",
      "01",
      `${live}.5`,
      "no-such-post",
      "Marina-In-Winter",
      "marina--in-winter",
      "-marina",
      "x".repeat(121),
    ])
      expect((await visit(db, key)).status, key).toBe(404);
  });

  it("after a live post's slug changes, every earlier address answers 301 to the current one; taking an old slug back makes it current again", async () => {
    const { db, live, rename } = await fixture();

    expect((await rename("winter-on-the-marina")).status).toBe(303);
    expect(await visit(db, "marina-in-winter")).toMatchObject({ status: 301, location: "/blogs/winter-on-the-marina" });
    expect(await visit(db, String(live))).toMatchObject({ status: 301, location: "/blogs/winter-on-the-marina" });
    expect((await visit(db, "winter-on-the-marina")).status).toBe(200);
    // the Arabic edition's addresses lead to the Arabic page (issue 43)
    expect(await visit(db, String(live), "/ar")).toMatchObject({ status: 301, location: "/ar/blogs/winter-on-the-marina" });
    expect(await visit(db, "marina-in-winter", "/ar")).toMatchObject({ status: 301, location: "/ar/blogs/winter-on-the-marina" });
    expect((await visit(db, "winter-on-the-marina", "/ar")).status).toBe(200);

    expect((await rename("marina-winter-2027")).status).toBe(303);
    for (const old of ["marina-in-winter", "winter-on-the-marina", String(live)])
      expect(await visit(db, old), old).toMatchObject({ status: 301, location: "/blogs/marina-winter-2027" });
    expect(await oldSlugsOf(db, live)).toEqual(["marina-in-winter", "winter-on-the-marina"]);

    // back to the first slug: it is the page again (no redirect loop), the others lead to it
    expect((await rename("marina-in-winter")).status).toBe(303);
    expect((await visit(db, "marina-in-winter")).status).toBe(200);
    for (const old of ["winter-on-the-marina", "marina-winter-2027", String(live)])
      expect(await visit(db, old), old).toMatchObject({ status: 301, location: "/blogs/marina-in-winter" });
    expect(await oldSlugsOf(db, live)).toEqual(expect.arrayContaining(["winter-on-the-marina", "marina-winter-2027"]));
    expect(await oldSlugsOf(db, live)).not.toContain("marina-in-winter");
  });

  it("a scheduled post's slug change keeps no old address; unpublishing a post makes its old addresses 404 too; deleting drops them", async () => {
    const { db, live, scheduled, rename, session } = await fixture();
    expect((await rename("coming-later", scheduled, "Coming soon")).status).toBe(303);
    expect(await oldSlugsOf(db, scheduled)).toEqual([]);

    expect((await rename("marina-renamed")).status).toBe(303);
    const draftAgain = await runBlogAction(
      testContext(db),
      session,
      form({
        title: "Marina in winter",
        slug: "marina-renamed",
        excerpt: "A short summary.",
        cover: "/images/site/blog-1.webp",
        body: "B",
        when: "draft",
      }),
      live,
    );
    expect((draftAgain as Response).status).toBe(303);
    for (const key of ["marina-in-winter", "marina-renamed", String(live)]) expect((await visit(db, key)).status, key).toBe(404);

    await runBlogAction(testContext(db), session, form({ intent: "delete" }), live);
    expect(await oldSlugsOf(db, live)).toEqual([]);
    // the old slug is free for another post once its post is gone
    expect((await rename("marina-in-winter", scheduled, "Coming soon")).status).toBe(303);
  });

  it("the sitemap lists posts at their slug addresses, public ones only", async () => {
    const { db, live } = await fixture();
    const args = { request: new Request(`${TEST_SITE}/sitemap.xml`), params: {}, context: testContext(db) };
    const response = (await sitemap.loader(args as unknown as Parameters<typeof sitemap.loader>[0])) as Response;
    const xml = await response.text();
    expect(xml).toContain(`<loc>${TEST_SITE}/blogs/marina-in-winter</loc>`);
    expect(xml).not.toContain(`/blogs/${live}<`);
    expect(xml).not.toContain("coming-soon");
    expect(xml).not.toContain("a-draft");
  });
});
