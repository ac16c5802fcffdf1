import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import { signedInStaff, testContext } from "#app/features/auth/testing.server.ts";
import { blogPageHeaders } from "./cache.ts";
import { runBlogAction } from "./admin.server.ts";
import { getPostForEdit, getPublishedPost, insertPost, listPostsForAdmin, listPublishedPosts, nextScheduledAt } from "./queries.server.ts";
import { formOf as form, postWrite as write } from "#tests/fixtures/blog-posts.ts";

const T0 = new Date("2026-11-23T10:00:00.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describeEachDatabase("blog queries", (get) => {
  it("shows published posts whose time has come, newest first; hides drafts and scheduled posts until their time", async () => {
    const { db } = get();
    const { user } = await signedInStaff(db, "admin");
    const old = await insertPost(db, write({ slug: "old", userId: user.id, publishAt: at(-86_400).toISOString() }), T0);
    const fresh = await insertPost(db, write({ slug: "fresh", userId: user.id, publishAt: at(-60).toISOString() }), T0);
    const draft = await insertPost(db, write({ slug: "draft", userId: user.id, status: "draft", publishAt: null }), T0);
    const soon = await insertPost(db, write({ slug: "soon", userId: user.id, publishAt: at(30).toISOString() }), T0);
    const later = await insertPost(db, write({ slug: "later", userId: user.id, publishAt: at(7200).toISOString() }), T0);

    expect((await listPublishedPosts(db, "Acme", T0)).map((p) => p.id)).toEqual([fresh, old]);
    expect(await getPublishedPost(db, draft, "Acme", T0)).toBeUndefined();
    expect(await getPublishedPost(db, soon, "Acme", T0)).toBeUndefined();
    expect(await nextScheduledAt(db, T0)).toBe(at(30).toISOString());

    // 30 s later the scheduled post is public, with no job having run
    expect((await listPublishedPosts(db, "Acme", at(30))).map((p) => p.id)).toEqual([soon, fresh, old]);
    const page = await getPublishedPost(db, soon, "Acme", at(30));
    expect(page?.html).toContain("<h2>Heading</h2>");
    expect(page?.html).toContain("Body text for Acme.");
    expect(page?.publishDate).toBe("2026-11-23");
    expect(await nextScheduledAt(db, at(30))).toBe(at(7200).toISOString());
    expect(await nextScheduledAt(db, at(7200))).toBeNull();
    expect((await listPublishedPosts(db, "Acme", at(7200), 2)).map((p) => p.id)).toEqual([later, soon]);

    const admin = await listPostsForAdmin(db, T0);
    expect(admin.map((r) => [r.id, r.state])).toEqual(
      expect.arrayContaining([
        [draft, "draft"],
        [soon, "scheduled"],
        [later, "scheduled"],
        [old, "published"],
      ]),
    );
    expect(admin[0]?.state).toBe("draft");
  });

  it("shortens the blog pages' cache to the moment the next scheduled post goes live", () => {
    expect(blogPageHeaders("content", null, T0)["Cache-Control"]).toBe("public, max-age=3600, stale-while-revalidate=86400");
    expect(blogPageHeaders("content", at(42).toISOString(), T0)["Cache-Control"]).toBe("public, max-age=42");
    expect(blogPageHeaders("page", at(10_000).toISOString(), T0)["Cache-Control"]).toBe("public, max-age=300, stale-while-revalidate=3600");
    expect(blogPageHeaders("content", at(0.2).toISOString(), T0)["Cache-Control"]).toBe("public, max-age=1");
  });

  it("the editor's save: validates, computes reading time, schedules in Dubai time, audits every change", async () => {
    const { db } = get();
    const me = await signedInStaff(db, "admin");
    const session = { user: me.user } as Parameters<typeof runBlogAction>[1];
    const ctx = testContext(db);

    const bad = await runBlogAction(
      ctx,
      session,
      form({ title: "", slug: "Bad Slug", excerpt: "short", cover: "javascript:x", body: "", when: "schedule", publishAt: "tomorrow" }),
      null,
      T0,
    );
    expect(bad).toMatchObject({ init: { status: 400 } });
    const errors = (bad as unknown as { data: { errors: Record<string, string> } }).data.errors;
    expect(Object.keys(errors).sort()).toEqual(["body", "cover", "excerpt", "publishAt", "slug", "title"]);
    expect(await listPostsForAdmin(db, T0)).toEqual([]);

    const body = Array.from({ length: 450 }, () => "word").join(" ");
    const made = (await runBlogAction(
      ctx,
      session,
      form({
        title: "Golden Visa: 2027 update",
        slug: "",
        excerpt: "What changes for investors.",
        cover: "/images/site/blog-2.webp",
        body,
        when: "schedule",
        publishAt: "2026-11-23T14:05",
      }),
      null,
      T0,
    )) as Response;
    expect(made.status).toBe(303);
    const id = Number(/\/admin\/blog\/(\d+)\?notice=scheduled$/.exec(made.headers.get("Location") ?? "")?.[1]);
    const saved = await getPostForEdit(db, id, T0);
    // 14:05 in Dubai is 10:05 UTC
    expect(saved).toMatchObject({
      slug: "golden-visa-2027-update",
      state: "scheduled",
      publishAt: "2026-11-23T10:05:00.000Z",
      readingMinutes: 3,
    });

    const dup = await runBlogAction(
      ctx,
      session,
      form({
        title: "Another",
        slug: "golden-visa-2027-update",
        excerpt: "Another summary.",
        cover: "/images/site/blog-1.webp",
        body: "x",
        when: "draft",
      }),
      null,
      T0,
    );
    expect((dup as unknown as { data: { errors: Record<string, string> } }).data.errors.slug).toMatch(/already uses/);

    const now = (await runBlogAction(
      ctx,
      session,
      form({
        title: "Golden Visa: 2027 update",
        slug: "golden-visa-2027-update",
        excerpt: "What changes for investors.",
        cover: "/images/site/blog-2.webp",
        body,
        when: "now",
      }),
      id,
      T0,
    )) as Response;
    expect(now.headers.get("Location")).toBe(`/admin/blog/${id}?notice=published`);
    expect((await getPublishedPost(db, id, "Acme", T0))?.publishAt).toBe(T0.toISOString());

    const log = await db.selectFrom("audit_log").select(["action", "detail", "user_id"]).orderBy("id").execute();
    expect(log.map((l) => l.action)).toEqual(["blog-created", "blog-updated"]);
    expect(JSON.parse(log[1]!.detail)).toMatchObject({ postId: id, from: "scheduled", state: "published" });
    expect(log[1]!.user_id).toBe(me.user.id);

    const gone = (await runBlogAction(ctx, session, form({ intent: "delete" }), id, T0)) as Response;
    expect(gone.status).toBe(303);
    expect(await getPostForEdit(db, id, T0)).toBeUndefined();
    const missing = await runBlogAction(ctx, session, form({ intent: "delete" }), id, T0);
    expect(missing).toMatchObject({ init: { status: 404 } });
  });
});
