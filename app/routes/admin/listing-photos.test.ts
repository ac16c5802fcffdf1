import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/databases.ts";
import type { DB } from "#app/db/db.server.ts";
import { answer, signedInStaff, testContext, TEST_SITE, type TestStaff } from "#app/features/auth/testing.server.ts";
import { getListing } from "#app/features/listings/queries.server.ts";
import { insertAgent, insertArea, insertPropertyType } from "#tests/fixtures/directory-rows.ts";
import { jpegWithGps } from "#tests/fixtures/images.ts";
import * as listingEdit from "./listing-edit.tsx";

let mediaDir = "";
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), "bolist-photos-"));
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

function multipart(
  path: string,
  staff: TestStaff,
  fields: Record<string, string>,
  photos: Array<{ name: string; bytes: Uint8Array }> = [],
) {
  const form = new FormData();
  form.append("_csrf", staff.csrf);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of photos) form.append("photos", new Blob([new Uint8Array(p.bytes)], { type: "image/jpeg" }), p.name);
  return new Request(`${TEST_SITE}${path}`, { method: "POST", body: form, headers: { Cookie: staff.cookie } });
}

function run(db: DB, request: Request, id?: number) {
  const base = testContext(db);
  const context = { ...base, env: { ...base.env, MEDIA_DIR: mediaDir } };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args built by hand
  return answer(() => listingEdit.action({ request, params: id === undefined ? {} : { id: String(id) }, context, matches: [] } as any));
}

async function world(db: DB) {
  const areaId = await insertArea(db, "Jumeirah Village Circle");
  const typeId = await insertPropertyType(db);
  const agentA = await insertAgent(db, { name: "Agent A" });
  const agentB = await insertAgent(db, { name: "Agent B" });
  const agent = await signedInStaff(db, "agent", { agentId: agentA });
  const other = await signedInStaff(db, "agent", { agentId: agentB });
  const fields = (extra: Record<string, string> = {}) => ({
    intent: "save",
    title: "One-bed in JVC with pool view",
    listing_type: "RENT",
    property_type_id: String(typeId),
    location: `${areaId}||`,
    price: "75000",
    ...extra,
  });
  return { agent, other, fields };
}

const photoUrls = async (db: DB, id: number) => (await getListing(db, id))?.photos ?? [];

describeEachDatabase("listing photos through the editor", (getDb) => {
  it("photos sent with a form that fails are kept and attached when it saves; three photos in upload order, the first the cover", async () => {
    const db = getDb().db;
    const w = await world(db);
    const [a, b, c] = await Promise.all(["#aa3333", "#33aa33", "#3333aa"].map((bg) => jpegWithGps(1200, 900, bg)));
    const draft = "0123456789abcdef0123456789abcdef";
    const failed = await run(
      db,
      multipart("/admin/listings/new", w.agent, w.fields({ title: "x", draft }), [
        { name: "a.jpg", bytes: a as Buffer },
        { name: "b.jpg", bytes: b as Buffer },
      ]),
    );
    expect(failed.status).toBe(422);
    const result = failed.data as { errors: Record<string, string>; pending: Array<{ url: string }>; values: Record<string, string> };
    expect(Object.keys(result.errors)).toEqual(["title"]);
    expect(result.pending).toHaveLength(2);
    expect(result.values.draft).toBe(draft);
    expect(await db.selectFrom("listings").select("id").execute()).toEqual([]);

    // the second try sends a new photo and, again, one already uploaded: it is kept once
    const ok = await run(
      db,
      multipart("/admin/listings/new", w.agent, w.fields({ draft }), [
        { name: "c.jpg", bytes: c as Buffer },
        { name: "a.jpg", bytes: a as Buffer },
      ]),
    );
    expect(ok.status).toBe(303);
    const id = Number(/\/admin\/listings\/(\d+)/.exec(ok.location ?? "")?.[1]);
    const photos = await photoUrls(db, id);
    expect(photos).toHaveLength(3);
    expect(photos).toEqual([...result.pending.map((p) => p.url), expect.stringMatching(/^\/media\/uploads\/.+\.webp$/)]);

    // another person cannot claim those uploads with the same draft key
    const again = await run(db, multipart("/admin/listings/new", w.other, w.fields({ draft, reference: "OTHER-1" })));
    const otherId = Number(/\/admin\/listings\/(\d+)/.exec(again.location ?? "")?.[1]);
    expect(await photoUrls(db, otherId)).toEqual([]);
  });

  it("cover, reorder and delete; another agent's photo moves are 404; a renamed non-image is refused and nothing is attached", async () => {
    const db = getDb().db;
    const w = await world(db);
    const imgs = await Promise.all(["#101010", "#505050", "#909090"].map((bg) => jpegWithGps(640, 480, bg)));
    const created = await run(
      db,
      multipart(
        "/admin/listings/new",
        w.agent,
        w.fields(),
        imgs.map((bytes, i) => ({ name: `p${i}.jpg`, bytes })),
      ),
    );
    const id = Number(/\/admin\/listings\/(\d+)/.exec(created.location ?? "")?.[1]);
    const rows = async () =>
      db.selectFrom("listing_photos").select(["id", "url"]).where("listing_id", "=", id).orderBy("position").execute();
    const [first, second, third] = await rows();
    const move = (staff: TestStaff, photo: number, m: string) =>
      // a delete is the answer to "Delete this photo?" (issue 39: listing-moves.test.ts)
      run(db, multipart(`/admin/listings/${id}`, staff, { intent: "photo", photo: String(photo), move: m, confirmed: "yes" }), id);

    expect((await move(w.agent, third!.id, "cover")).status).toBe(303);
    expect((await rows()).map((r) => r.id)).toEqual([third!.id, first!.id, second!.id]);
    await move(w.agent, second!.id, "up");
    expect((await rows()).map((r) => r.id)).toEqual([third!.id, second!.id, first!.id]);
    await move(w.agent, third!.id, "delete");
    expect((await rows()).map((r) => r.id)).toEqual([second!.id, first!.id]);
    expect((await move(w.other, first!.id, "delete")).status).toBe(404);
    expect((await rows()).length).toBe(2);

    const fake = new TextEncoder().encode("MZ not an image at all".repeat(30));
    const refused = await run(db, multipart(`/admin/listings/${id}`, w.agent, w.fields(), [{ name: "sunset.jpg", bytes: fake }]), id);
    expect(refused.status).toBe(422);
    expect((refused.data as { errors: Record<string, string> }).errors.photos).toMatch(/sunset\.jpg.*not a photo/);
    expect((await rows()).length).toBe(2);
  });
});
