import { data, redirect } from "react-router";
import type { DB } from "#app/db/db.server.ts";
import type { AppContext } from "#app/context.ts";
import { audit } from "#app/features/auth/audit.server.ts";
import { ADMIN_HEADERS } from "#app/features/auth/guard.server.ts";
import type { StaffSession } from "#app/features/auth/sessions.server.ts";
import { IMAGE_SHAPES, isStoredImage, storeImages, type UploadedFile } from "#app/features/media/upload.server.ts";
import { changed } from "#app/utils/changes.server.ts";
import { slugOf } from "#app/utils/slug.ts";
import {
  AgentFormSchema,
  AreaFormSchema,
  DeveloperFormSchema,
  type DirectoryEntry,
  type DirectoryKind,
  NewAreaFormSchema,
  NewDeveloperFormSchema,
} from "./edit-schema.ts";
import { parseStringList } from "#app/utils/json-list.ts";

/** The back office's side of areas, developers and agents (admins only; the routes check the role). */

export interface DirectoryRow {
  id: number;
  name: string;
  detail: string;
}

export async function listDirectoryForAdmin(db: DB): Promise<Record<DirectoryKind, DirectoryRow[]>> {
  const [areas, developers, agents] = await Promise.all([
    db.selectFrom("areas").select(["id", "name", "slug as detail"]).orderBy("name").orderBy("id").execute(),
    db.selectFrom("developers").select(["id", "name", "slug as detail"]).orderBy("name").orderBy("id").execute(),
    db.selectFrom("agents").select(["id", "name", "brn"]).orderBy("sort_order").orderBy("name").execute(),
  ]);
  return { areas, developers, agents: agents.map((a) => ({ id: a.id, name: a.name, detail: `BRN ${a.brn}` })) };
}

export async function getDirectoryEntry(db: DB, kind: DirectoryKind, id: number): Promise<DirectoryEntry | undefined> {
  if (kind === "areas") {
    const r = await db.selectFrom("areas").select(["id", "name", "description", "image"]).where("id", "=", id).executeTakeFirst();
    return r && { kind, id: r.id, values: { name: r.name, description: r.description }, image: r.image };
  }
  if (kind === "developers") {
    const r = await db.selectFrom("developers").select(["id", "name", "description", "logo"]).where("id", "=", id).executeTakeFirst();
    return r && { kind, id: r.id, values: { name: r.name, description: r.description }, image: r.logo };
  }
  const r = await db.selectFrom("agents").selectAll().where("id", "=", id).executeTakeFirst();
  return (
    r && {
      kind,
      id: r.id,
      values: {
        name: r.name,
        role: r.role,
        brn: r.brn,
        languages: parseStringList(r.languages),
        phone: r.phone,
        email: r.email,
        sortOrder: r.sort_order,
      },
      image: r.avatar,
    }
  );
}

/** The editor of a new entry: empty, an agent placed after the others on the staff page. */
export async function newDirectoryEntry(db: DB, kind: DirectoryKind): Promise<DirectoryEntry> {
  if (kind !== "agents") return { kind, id: null, values: { name: "", description: "" }, image: null };
  const last = await db
    .selectFrom("agents")
    .select((eb) => eb.fn.max("sort_order").as("n"))
    .executeTakeFirst();
  const sortOrder = Math.min(10_000, Number(last?.n ?? 0) + 1);
  return { kind, id: null, values: { name: "", role: null, brn: "", languages: [], phone: "", email: "", sortOrder }, image: null };
}

const SLUG_MAX = 120;
const SLUG_TRIES = 50;

/**
 * A free slug made from the name: 'Dubai Marina', then 'dubai-marina-2', '-3'… when taken. Public
 * addresses use ids; the slug is the unique key feeds and the seed match on, so it is never reused.
 */
export async function freeDirectorySlug(db: DB, kind: DirectoryKind, name: string): Promise<string> {
  const base = slugOf(name, SLUG_MAX - 4) || kind.slice(0, -1);
  const taken = new Set(
    (
      await db
        .selectFrom(kind)
        .select("slug")
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    ).map((r) => r.slug),
  );
  for (let n = 1; n <= SLUG_TRIES; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/** `image`: an image uploaded with a form that failed, kept (stored) for the next try. */
export type DirectoryActionResult = {
  ok: false;
  message: string;
  errors: Record<string, string>;
  image?: string;
  /** the form's text fields as typed, for the editor to show again */
  values?: Record<string, string>;
};

const fail = (message: string, errors: Record<string, string> = {}, status = 400, image?: string, values?: Record<string, string>) =>
  data<DirectoryActionResult>(
    { ok: false, message, errors, ...(image ? { image } : {}), ...(values ? { values } : {}) },
    { status, headers: ADMIN_HEADERS },
  );

/** The editor's file field, and where each kind's image goes and in what shape. */
export const IMAGE_FILE_FIELD = "imageFile";
const IMAGE_STORE = {
  areas: { folder: "areas", shape: IMAGE_SHAPES.photo, column: "image" },
  developers: { folder: "developers", shape: IMAGE_SHAPES.logo, column: "logo" },
  agents: { folder: "agents", shape: IMAGE_SHAPES.portrait, column: "avatar" },
} as const;
/** Only an upload of this kind (content-addressed) is accepted back from the form's hidden field. */
const keptImage = (kind: DirectoryKind, value: unknown) => (isStoredImage(value, IMAGE_STORE[kind].folder) ? value : undefined);

function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [k, v] of Object.entries(after)) {
    if (JSON.stringify(before[k]) === JSON.stringify(v)) continue;
    changes[k] = k === "description" ? { from: "(text)", to: "(text)" } : { from: before[k], to: v };
  }
  return changes;
}

/**
 * What changed: a description shows only on its own page and its list; a name or a picture shows on
 * listing and project cards everywhere, and an agent's contact details on every listing.
 */
async function purge(kind: DirectoryKind, id: number, changes: Record<string, unknown>) {
  const shownOnCards = !Object.keys(changes).every((k) => k === "description");
  await changed(kind === "agents" ? { agent: id } : kind === "areas" ? { area: id, shownOnCards } : { developer: id, shownOnCards });
}

const ACTIONS = { areas: "area-updated", developers: "developer-updated", agents: "agent-updated" } as const;
const CREATED = { areas: "area-created", developers: "developer-created", agents: "agent-created" } as const;

/** A unique-constraint refusal (two saves raced for one slug): SQLite and PostgreSQL words. */
const isUniqueViolation = (e: unknown) =>
  e instanceof Error && (/UNIQUE constraint failed/i.test(e.message) || (e as { code?: unknown }).code === "23505");

type ParsedEntry = { name: string; description: string } | ReturnType<typeof AgentFormSchema.parse>;

async function insertEntry(db: DB, kind: DirectoryKind, v: ParsedEntry, image: string | null): Promise<{ id: number; slug: string }> {
  // two admins creating the same name at once: the loser takes the next free slug
  for (let attempt = 0; ; attempt++) {
    const slug = await freeDirectorySlug(db, kind, v.name);
    try {
      let row: { id: number } | undefined;
      if (kind === "agents") {
        const a = v as ReturnType<typeof AgentFormSchema.parse>;
        row = await db
          .insertInto("agents")
          .values({
            slug,
            name: a.name,
            role: a.role,
            brn: a.brn,
            languages: JSON.stringify(a.languages),
            phone: a.phone,
            email: a.email,
            sort_order: a.sortOrder,
            avatar: image,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
      } else {
        const e = v as { name: string; description: string };
        row =
          kind === "areas"
            ? await db
                .insertInto("areas")
                .values({ slug, name: e.name, description: e.description, image })
                .returning("id")
                .executeTakeFirstOrThrow()
            : await db
                .insertInto("developers")
                .values({ slug, name: e.name, description: e.description, logo: image })
                .returning("id")
                .executeTakeFirstOrThrow();
      }
      return { id: row.id, slug };
    } catch (e) {
      if (attempt < 2 && isUniqueViolation(e)) continue;
      throw e;
    }
  }
}

export async function runDirectoryAction(
  context: Pick<AppContext, "db" | "clientIp"> & { mediaDir?: string },
  session: StaffSession,
  kind: DirectoryKind,
  /** null: create a new entry from the form */
  id: number | null,
  form: FormData,
  files: readonly UploadedFile[] = [],
) {
  const { db } = context;
  const before = id === null ? null : await getDirectoryEntry(db, kind, id);
  if (id !== null && !before) return fail("That entry no longer exists.", {}, 404);
  // A new image is stored (type from its bytes, metadata dropped) before the form is checked, and sent
  // back when the form fails so the next try keeps it; the hidden field only takes back such an upload.
  const raw = Object.fromEntries(
    [...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== "image" && e[0] !== "_csrf"),
  );
  const store = IMAGE_STORE[kind];
  let image = keptImage(kind, form.get("image"));
  const upload = files.filter((f) => f.field === IMAGE_FILE_FIELD).slice(-1);
  if (upload.length) {
    if (!context.mediaDir) return fail("Uploads are not available here.");
    const { stored, refused } = await storeImages(upload, context.mediaDir, store.folder, store.shape);
    if (refused.length) return fail("Check the highlighted fields.", { image: `Not used: ${refused.join(" ")}` }, 422, image, raw);
    image = stored[0]?.url ?? image;
  }
  const schema =
    kind === "agents"
      ? AgentFormSchema
      : kind === "areas"
        ? id === null
          ? NewAreaFormSchema
          : AreaFormSchema
        : id === null
          ? NewDeveloperFormSchema
          : DeveloperFormSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return fail("Check the highlighted fields.", errors, 400, image, raw);
  }
  const v = parsed.data as Record<string, unknown>;
  if (id === null || !before) {
    const created = await insertEntry(db, kind, parsed.data as ParsedEntry, image ?? null);
    await audit(db, {
      action: CREATED[kind],
      userId: session.user.id,
      detail: { entity: kind, id: created.id, name: v.name, slug: created.slug, ...(image ? { [store.column]: image } : {}) },
      ip: context.clientIp,
    });
    // a new entry shows in lists, cards, the home page, the sitemap and the API: every cached page may hold one
    await changed({ everything: "a new area, developer or agent" });
    return redirect(`/admin/directory/${kind}/${created.id}?notice=created`, { status: 303, headers: ADMIN_HEADERS });
  }
  const newImage = image !== undefined && image !== before.image ? image : undefined;
  if (kind === "agents") {
    const a = parsed.data as ReturnType<typeof AgentFormSchema.parse>;
    await db
      .updateTable("agents")
      .set({
        name: a.name,
        role: a.role,
        brn: a.brn,
        languages: JSON.stringify(a.languages),
        phone: a.phone,
        email: a.email,
        sort_order: a.sortOrder,
        ...(newImage ? { avatar: newImage } : {}),
      })
      .where("id", "=", id)
      .execute();
  } else {
    const e = parsed.data as { name: string; description: string };
    if (kind === "areas")
      await db
        .updateTable("areas")
        .set({ name: e.name, description: e.description, ...(newImage ? { image: newImage } : {}) })
        .where("id", "=", id)
        .execute();
    else
      await db
        .updateTable("developers")
        .set({ name: e.name, description: e.description, ...(newImage ? { logo: newImage } : {}) })
        .where("id", "=", id)
        .execute();
  }
  const changes = diff(before.values as Record<string, unknown>, v);
  if (newImage) changes[store.column] = { from: before.image, to: newImage };
  await audit(db, {
    action: ACTIONS[kind],
    userId: session.user.id,
    detail: { entity: kind, id, name: v.name, changes },
    ip: context.clientIp,
  });
  if (Object.keys(changes).length > 0) await purge(kind, id, changes);
  return redirect(`/admin/directory/${kind}/${id}?notice=saved`, { status: 303, headers: ADMIN_HEADERS });
}
