import { useEffect, useId, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { LibraryItem } from "#app/features/blog/media-library.server.ts";
import { Pager } from "#app/components/ui/pager.tsx";
import { Alert } from "./admin-shell.tsx";
import { CsrfField } from "./csrf-field.tsx";
import { TextField } from "./fields.tsx";
import { formatDubaiTime } from "../meta.ts";

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A read-only text to copy: selectable by hand without JavaScript, a Copy button with it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  return (
    <div className="mt-2">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          className="field min-w-0 flex-1 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        {canCopy ? (
          <button
            type="button"
            className="btn btn-outline text-xs"
            onClick={() =>
              navigator.clipboard.writeText(value).then(
                () => setCopied("yes"),
                () => setCopied("no"),
              )
            }
          >
            Copy<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      <p aria-live="polite" className="text-xs text-muted">
        {copied === "yes" ? "Copied." : copied === "no" ? "Could not copy: select the text and copy it." : ""}
      </p>
    </div>
  );
}

type Result = { ok: false; message: string; errors: Record<string, string>; alt?: string } | { ok: true } | null;

export function MediaLibraryPage({
  items,
  total,
  page,
  pages,
  uploaded,
  notice,
  result,
  maxMb,
}: {
  items: LibraryItem[];
  total: number;
  page: number;
  pages: number;
  /** the picture just uploaded without JavaScript, with the Markdown to paste */
  uploaded: { item: LibraryItem; markdown: string } | null;
  notice: string | null;
  result: Result;
  maxMb: number;
}) {
  const errors = result && !result.ok ? result.errors : {};
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <>
      <h1 className="mb-2 font-display text-3xl text-ink">Media library</h1>
      <p className="mb-4 max-w-2xl text-sm text-muted">
        Pictures for blog posts. Upload one, then paste its Markdown into a post&apos;s body (the post editor&apos;s &ldquo;Insert
        image&rdquo; does both). A picture a post uses cannot be deleted.
      </p>
      {notice === "deleted" ? <Alert tone="ok">Deleted.</Alert> : null}
      {result && !result.ok ? <Alert>{result.message}</Alert> : null}
      {uploaded ? (
        <div className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="uploaded">
          <p role="status">Uploaded “{uploaded.item.name}”. Paste this into a post&apos;s body:</p>
          <CopyField label="Markdown" value={uploaded.markdown} />
          <CopyField label="Address (URL)" value={uploaded.item.url} />
        </div>
      ) : null}

      <section aria-labelledby="media-upload" className="mt-4 max-w-2xl rounded-xl bg-white p-4 ring-1 ring-sand-200">
        <h2 id="media-upload" className="mb-3 text-lg font-semibold">
          Upload a picture
        </h2>
        <Form method="post" encType="multipart/form-data" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="upload" />
          <div className="mb-4">
            <label htmlFor="media-file" className="mb-1 block text-sm font-medium text-ink">
              Picture
            </label>
            <input
              id="media-file"
              type="file"
              name="file"
              accept="image/jpeg,image/png,image/webp"
              required
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? "media-file-hint media-file-error" : "media-file-hint"}
              className="field"
            />
            <p id="media-file-hint" className="mt-1 text-xs text-muted">
              JPEG, PNG or WebP, up to {maxMb} MB. Stored up to 1280 px wide, never cropped, without camera or location data.
            </p>
            {errors.file ? (
              <p id="media-file-error" className="mt-1 text-sm text-red-800">
                {errors.file}
              </p>
            ) : null}
          </div>
          <TextField
            label="Alt text"
            name="alt"
            defaultValue={result && !result.ok ? result.alt : undefined}
            required
            error={errors.alt}
            hint="What the picture shows, for people who cannot see it, e.g. “Dubai Marina towers at dusk”."
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Uploading…" : "Upload"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="media-list" className="mt-6">
        <h2 id="media-list" className="mb-3 text-lg font-semibold">
          Uploaded pictures <span className="text-sm font-normal text-muted">({total})</span>
        </h2>
        {items.length === 0 ? (
          <p className="text-sm text-muted">None yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="rounded-xl bg-white p-3 ring-1 ring-sand-200" data-testid="media-item">
                <img
                  src={item.thumbnail}
                  alt=""
                  width={640}
                  height={427}
                  loading="lazy"
                  className="aspect-[3/2] w-full rounded-lg bg-sand-100 object-contain"
                />
                <p className="mt-2 break-all text-sm font-medium text-ink">{item.name}</p>
                <p className="text-xs text-muted">
                  {sizeOf(item.bytes)} · {item.width}×{item.height} · {formatDubaiTime(item.createdAt)}
                </p>
                <p className="mt-1 text-xs">
                  {item.usedIn.length === 0 ? (
                    <span className="text-muted">Not used in any post</span>
                  ) : (
                    <>
                      Used in{" "}
                      {item.usedIn.map((p, i) => (
                        <span key={p.id}>
                          {i > 0 ? ", " : ""}
                          <Link to={`/admin/blog/${p.id}`} className="text-gold-700 underline">
                            {p.title}
                          </Link>
                        </span>
                      ))}
                    </>
                  )}
                </p>
                <CopyField label={`Address of ${item.name}`} value={item.url} />
                {item.usedIn.length === 0 ? (
                  <Form method="post" className="mt-2">
                    <CsrfField />
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className="btn btn-outline text-xs">
                      Delete<span className="sr-only"> {item.name}</span>
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <Pager page={page} hrefFor={(p) => `?page=${p}`} busy={navigation.state === "loading"} pageCount={pages} className="mt-6" />
        ) : null}
      </section>
    </>
  );
}
