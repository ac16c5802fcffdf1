import { Form, Link, useNavigation } from "react-router";
import { Alert } from "./admin-shell.tsx";
import { TextAreaField, TextField } from "./fields.tsx";
import { CsrfField } from "./csrf-field.tsx";
import { PhotoPicker } from "../listings/components/photo-picker.tsx";
import { responsiveSources } from "#app/utils/images.ts";
import type { DirectoryEntry as Entry } from "#app/features/directory/edit-schema.ts";
import { areaPath, developerPath, PAGE_PATHS } from "#app/utils/paths.ts";

type Result = { ok: false; message: string; errors: Record<string, string>; image?: string; values?: Record<string, string> } | null;

const SINGULAR = { areas: "area", developers: "developer", agents: "agent" } as const;
const PUBLIC_PATH = { areas: areaPath, developers: developerPath, agents: null } as const;

const IMAGE_NAME = { areas: "Photo", developers: "Logo", agents: "Photo" } as const;
const NEW_NOTICE = { areas: "Created. The area", developers: "Created. The developer", agents: "Created. The agent profile" } as const;

/** `notice`: "saved" after an edit, "created" after a new entry's first save. */
export function DirectoryEditor({ entry, result, notice, maxMb }: { entry: Entry; result: Result; notice: string | null; maxMb: number }) {
  const errors = result?.errors ?? {};
  // what was typed, sent back with a refusal (a page without JavaScript is drawn anew from it)
  const typed: Record<string, string | undefined> = result?.values ?? {};
  const saving = useNavigation().state === "submitting";
  const publicPath = PUBLIC_PATH[entry.kind];
  const isNew = entry.id === null;
  const singular = SINGULAR[entry.kind];
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/directory" className="text-gold-700 underline-offset-2 hover:underline">
          ← Areas, developers and agents
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-baseline gap-3">
        <h1 className="font-display text-3xl text-ink">{isNew ? `New ${singular}` : `Edit ${singular}: ${entry.values.name}`}</h1>
        {entry.id !== null ? (
          <a href={publicPath ? publicPath(entry.id) : PAGE_PATHS.staff} className="text-sm text-gold-700 underline">
            View on the site
          </a>
        ) : null}
      </div>
      {notice === "saved" ? <Alert tone="ok">Saved. The public pages show the change now.</Alert> : null}
      {notice === "created" ? (
        <Alert tone="ok">
          {NEW_NOTICE[entry.kind]} is on the site now (
          <a href={publicPath && entry.id !== null ? publicPath(entry.id) : PAGE_PATHS.staff} className="underline">
            view it
          </a>
          ).
        </Alert>
      ) : null}
      {isNew ? (
        <p className="mb-3 text-sm text-muted">
          Every field marked required must be filled in. {entry.kind === "developers" ? "The logo is optional." : null}
          {entry.kind === "agents" ? "The profile shows on the staff page once saved." : null}
        </p>
      ) : null}
      {result ? <Alert>{result.message}</Alert> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 max-w-3xl rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:p-6"
        noValidate
      >
        <CsrfField />
        <TextField label="Name" name="name" defaultValue={typed.name ?? entry.values.name} required error={errors.name} />
        {entry.kind === "agents" ? (
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label="Role"
              name="role"
              defaultValue={typed.role ?? entry.values.role ?? ""}
              error={errors.role}
              hint="e.g. Senior Property Consultant"
            />
            <TextField
              label="BRN"
              name="brn"
              inputMode="numeric"
              defaultValue={typed.brn ?? entry.values.brn}
              required
              error={errors.brn}
              hint="RERA Broker Registration Number"
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              defaultValue={typed.phone ?? entry.values.phone}
              required
              error={errors.phone}
            />
            <TextField
              label="E-mail"
              name="email"
              type="email"
              defaultValue={typed.email ?? entry.values.email}
              required
              error={errors.email}
            />
            <TextField
              label="Languages"
              name="languages"
              defaultValue={typed.languages ?? entry.values.languages.join(", ")}
              required
              error={errors.languages}
              hint="Separated by commas, e.g. English, Arabic, Hindi."
            />
            <TextField
              label="Order on the staff page"
              name="sortOrder"
              inputMode="numeric"
              defaultValue={typed.sortOrder ?? String(entry.values.sortOrder)}
              error={errors.sortOrder}
            />
          </div>
        ) : (
          <TextAreaField
            label="Description"
            name="description"
            rows={12}
            value={typed.description ?? entry.values.description}
            error={errors.description}
            {...(isNew ? { hint: "Required: the first paragraph of its public page." } : {})}
          />
        )}
        {/* the current image is kept unless a new one is chosen; one uploaded with a form that failed comes back and is kept */}
        {result?.image ? <input key={result.image} type="hidden" name="image" defaultValue={result.image} /> : null}
        {entry.image && !result?.image ? (
          <figure className="mb-2">
            <img
              {...responsiveSources(entry.image)}
              sizes="200px"
              alt={`Current ${IMAGE_NAME[entry.kind].toLowerCase()}`}
              width={200}
              height={entry.kind === "agents" ? 200 : 133}
              className={`${entry.kind === "agents" ? "aspect-square" : "aspect-[3/2]"} w-48 rounded-lg bg-sand-100 ${entry.kind === "developers" ? "object-contain" : "object-cover"}`}
            />
            <figcaption className="mt-1 text-xs text-muted">Current {IMAGE_NAME[entry.kind].toLowerCase()}</figcaption>
          </figure>
        ) : null}
        <PhotoPicker
          name="imageFile"
          multiple={false}
          legend={
            entry.image
              ? `Replace the ${IMAGE_NAME[entry.kind].toLowerCase()}`
              : `${IMAGE_NAME[entry.kind]}${entry.kind === "developers" ? " (optional)" : ""}`
          }
          savedWith={isNew ? `the new ${singular}` : "the entry"}
          pending={result?.image ? [{ url: result.image }] : []}
          error={errors.image}
          maxFiles={1}
          maxMb={maxMb}
        />
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? "Saving…" : isNew ? `Create ${singular}` : "Save"}
        </button>
      </Form>
    </>
  );
}
