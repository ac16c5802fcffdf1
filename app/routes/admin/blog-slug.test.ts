import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, post, signedInStaff, testContext, type TestStaff } from "#app/features/auth/testing.server.ts";
import { getPostForEdit } from "#app/features/blog/queries.server.ts";
import { onResponseCachePurge, type PurgeRequest } from "#app/utils/cache-purge.server.ts";
import { purgeReaches } from "#tests/fixtures/purge.ts";
import * as blogPost from "./blog-post.tsx";

/** The editor's form as the browser sends it (no file: a plain POST). */
function save(db: DB, staff: TestStaff, fields: Record<string, string>, id?: number) {
  const request = post(
    id === undefined ? "/admin/blog/new" : `/admin/blog/${id}`,
    {
      _csrf: staff.csrf,
      title: "Dubai Marina in winter",
      slug: "",
      excerpt: "Why the Marina fills up from November.",
      cover: "/images/site/blog-1.webp",
      body: "## Winter\n\nThe season starts.",
      when: "now",
      ...fields,
    },
    staff.cookie,
  );
  const args = { request, params: id === undefined ? {} : { id: String(id) }, context: testContext(db), matches: [] };
  return answer(() => blogPost.action(args as unknown as Parameters<typeof blogPost.action>[0]));
}

const slugError = (result: { data: unknown }) => (result.data as { errors: Record<string, string> }).errors.slug;
const savedId = (result: { location: string | null }) => Number(/\/admin\/blog\/(\d+)\?/.exec(result.location ?? "")?.[1]);

describeEachDatabase("blog editor: slugs", (get) => {
  it("says what is wrong with a slug: characters, digits alone, length, in use now or before by another post", async () => {
    const { db } = get();
    const admin = await signedInStaff(db, "admin");
    const cases: [string, RegExp][] = [
      ["Dubai Marina!", /lower-case letters \(a-z\), digits and single hyphens/],
      ["marina--winter", /single hyphens/],
      ["-marina", /single hyphens/],
      ["2027", /slug of digits alone would read as a post number/],
      ["x".repeat(121), /120 characters or fewer/],
    ];
    for (const [slug, message] of cases) {
      const result = await save(db, admin, { slug });
      expect(result.status, slug).toBe(400);
      expect(slugError(result), slug).toMatch(message);
    }

    const first = await save(db, admin, { slug: "marina-winter" });
    expect(first.status).toBe(303);
    const taken = await save(db, admin, { slug: "marina-winter", title: "Another post" });
    expect(taken.status).toBe(400);
    expect(slugError(taken)).toBe("Another post already uses this slug (“Dubai Marina in winter”).");

    // the first post moves on; its old slug still leads to it, so no other post may take it
    expect((await save(db, admin, { slug: "marina-in-winter" }, savedId(first))).status).toBe(303);
    const old = await save(db, admin, { slug: "marina-winter", title: "Another post" });
    expect(old.status).toBe(400);
    expect(slugError(old)).toMatch(/“Dubai Marina in winter” had this slug before and its old links lead there/);
    // upper case typed is taken as lower case
    const upper = await save(db, admin, { slug: "Marina-Guide", title: "A guide" });
    expect((await getPostForEdit(db, savedId(upper), new Date()))?.slug).toBe("marina-guide");
  });

  it("makes the slug from the title when it is left empty: never digits alone, never a slug in use", async () => {
    const { db } = get();
    const admin = await signedInStaff(db, "admin");
    const slugOf = async (title: string) => (await getPostForEdit(db, savedId(await save(db, admin, { title })), new Date()))?.slug;
    expect(await slugOf("Off-plan vs ready: how to choose?")).toBe("off-plan-vs-ready-how-to-choose");
    expect(await slugOf("Off-plan vs ready: how to choose?")).toBe("off-plan-vs-ready-how-to-choose-2");
    expect(await slugOf("2027")).toBe("post-2027");
    expect(await slugOf("Café à Jumeirah")).toBe("cafe-a-jumeirah");
    const nothing = await save(db, admin, { title: "!!! ???" });
    expect(nothing.status).toBe(400);
    expect(slugError(nothing)).toMatch(/title has no letters or digits/);
  });

  it("a save purges the post at its slug, its numeric id and its old slugs, the list, the other posts, home and the sitemap", async () => {
    const { db } = get();
    const admin = await signedInStaff(db, "admin");
    const made = await save(db, admin, { slug: "marina-winter" });
    const id = savedId(made);
    const seen: PurgeRequest[] = [];
    const stop = onResponseCachePurge((r) => seen.push(r));
    try {
      expect((await save(db, admin, { slug: "marina-in-winter" }, id)).status).toBe(303);
    } finally {
      stop();
    }
    const request = seen[0];
    expect(request).toBeDefined();
    if (!request) return;
    for (const url of [
      `/blogs/${id}`,
      `/blogs/${id}.data`,
      "/blogs/marina-winter",
      "/blogs/marina-in-winter",
      "/blogs/marina-in-winter.data",
      "/blogs/another-post",
      "/blogs",
      "/blogs.data",
      "/",
      "/_root.data",
      "/sitemap.xml",
    ])
      expect(purgeReaches(request, url), url).toBe(true);
    for (const url of ["/areas/8", "/properties/buy", "/guides/buyers-guide"]) expect(purgeReaches(request, url), url).toBe(false);
  });
});
