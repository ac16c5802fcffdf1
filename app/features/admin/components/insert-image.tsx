import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { LibraryItem } from "#app/features/blog/media-library.server.ts";
import { AltSchema, imageMarkdown } from "#app/features/blog/image-schema.ts";
import { useAdminShell } from "./csrf-field.tsx";

export const MEDIA_LIBRARY_PATH = "/admin/media";

type UploadAnswer = { ok: true; url: string; markdown: string } | { ok: false; message: string; errors: Record<string, string> };

/**
 * The blog editor's "Insert image": upload a picture or pick one already uploaded, give it alt text,
 * and `![alt](url)` goes into the body at the caret. Without JavaScript the link to the media library
 * remains (upload there, copy the Markdown shown). The panel's fields have no names, so the post's
 * own form never sends them.
 */
export function InsertImage({ onInsert, maxMb }: { onInsert: (markdown: string) => void; maxMb: number }) {
  const id = useId();
  const { csrf } = useAdminShell();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState("");
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useFetcher<UploadAnswer>();
  const library = useFetcher<{ items: LibraryItem[] }>();
  useEffect(() => setHydrated(true), []);

  const loadLibrary = library.load;
  // loaded once, when the panel first opens (and again after an upload)
  const requested = useRef(false);
  useEffect(() => {
    if (!open || requested.current) return;
    requested.current = true;
    void loadLibrary(MEDIA_LIBRARY_PATH);
  }, [open, loadLibrary]);

  // an upload's answer: insert its Markdown, or show why not
  const answered = useRef<UploadAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = upload.data;
    if (!answer || upload.state !== "idle" || answered.current === answer) return;
    answered.current = answer;
    if (answer.ok) {
      onInsert(answer.markdown);
      setDone("Picture uploaded and inserted into the body.");
      setAlt("");
      setErrors({});
      if (fileRef.current) fileRef.current.value = "";
      void loadLibrary(MEDIA_LIBRARY_PATH);
    } else setErrors({ form: answer.message, ...answer.errors });
  }, [upload.data, upload.state, onInsert, loadLibrary]);

  const checkedAlt = () => {
    const parsed = AltSchema.safeParse(alt);
    if (!parsed.success) setErrors({ alt: parsed.error.issues[0]?.message ?? "Enter the alt text." });
    return parsed.success ? parsed.data : null;
  };

  const libraryLink = (
    <a href={MEDIA_LIBRARY_PATH} target="_blank" rel="noopener" className="text-gold-700 underline">
      media library (opens in a new tab)
    </a>
  );

  if (!hydrated)
    return <p className="mt-1 text-xs text-muted">Pictures: upload one in the {libraryLink}, then paste the Markdown it shows here.</p>;

  return (
    <div className="mt-2">
      <button
        type="button"
        className="btn btn-outline text-sm"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          setOpen(!open);
          setDone("");
        }}
      >
        Insert image
      </button>
      <p aria-live="polite" className="mt-1 text-xs text-emerald-800">
        {done}
      </p>
      {open ? (
        <div
          id={`${id}-panel`}
          role="group"
          aria-labelledby={`${id}-title`}
          className="mt-2 rounded-lg bg-sand-50 p-3 ring-1 ring-sand-200"
        >
          <p id={`${id}-title`} className="mb-2 text-sm font-medium text-ink">
            Insert an image into the body
          </p>
          <label htmlFor={`${id}-alt`} className="mb-1 block text-sm font-medium text-ink">
            Alt text (required)
          </label>
          <input
            id={`${id}-alt`}
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
            className="field"
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={`${id}-alt-hint${errors.alt ? ` ${id}-alt-error` : ""}`}
          />
          <p id={`${id}-alt-hint`} className="mt-1 text-xs text-muted">
            What the picture shows, for people who cannot see it.
          </p>
          {errors.alt ? (
            <p id={`${id}-alt-error`} className="mt-1 text-sm text-red-800">
              {errors.alt}
            </p>
          ) : null}
          <label htmlFor={`${id}-file`} className="mb-1 mt-3 block text-sm font-medium text-ink">
            Upload a new picture
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={`${id}-file`}
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="field w-full min-w-0 sm:w-auto sm:flex-1"
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={`${id}-file-hint${errors.file ? ` ${id}-file-error` : ""}`}
            />
            <button
              type="button"
              className="btn btn-primary text-sm"
              disabled={upload.state !== "idle"}
              onClick={() => {
                const file = fileRef.current?.files?.[0];
                const text = checkedAlt();
                if (!file) {
                  setErrors((e) => ({ ...e, file: "Choose a picture to upload." }));
                  return;
                }
                if (text === null) return;
                setErrors({});
                const form = new FormData();
                form.set("_csrf", csrf);
                form.set("intent", "upload");
                form.set("respond", "json");
                form.set("alt", text);
                form.set("file", file);
                void upload.submit(form, { method: "post", action: MEDIA_LIBRARY_PATH, encType: "multipart/form-data" });
              }}
            >
              {upload.state !== "idle" ? "Uploading…" : "Upload and insert"}
            </button>
          </div>
          <p id={`${id}-file-hint`} className="mt-1 text-xs text-muted">
            JPEG, PNG or WebP, up to {maxMb} MB.
          </p>
          {errors.file ? (
            <p id={`${id}-file-error`} className="mt-1 text-sm text-red-800">
              {errors.file}
            </p>
          ) : null}
          {errors.form && !errors.file && !errors.alt ? <p className="mt-1 text-sm text-red-800">{errors.form}</p> : null}

          <p className="mb-1 mt-4 text-sm font-medium text-ink">Or insert one already uploaded</p>
          {!library.data ? (
            <p className="text-xs text-muted">
              {requested.current && library.state === "idle" ? "The list could not be loaded: see the media library." : "Loading…"}
            </p>
          ) : library.data.items.length === 0 ? (
            <p className="text-xs text-muted">None yet.</p>
          ) : (
            <ul className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3" aria-label="Uploaded pictures">
              {library.data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="w-full rounded-md bg-white p-1 text-start text-xs ring-1 ring-sand-200 hover:ring-gold-500"
                    onClick={() => {
                      const text = checkedAlt();
                      if (text === null) return;
                      onInsert(imageMarkdown(text, item.url));
                      setDone(`“${item.name}” inserted into the body.`);
                      setAlt("");
                    }}
                  >
                    <img
                      src={item.thumbnail}
                      alt=""
                      width={640}
                      height={427}
                      loading="lazy"
                      className="aspect-[3/2] w-full object-contain"
                    />
                    <span className="block truncate">
                      <span className="sr-only">Insert </span>
                      {item.name}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-xs text-muted">All pictures, their use and deletion: {libraryLink}.</p>
        </div>
      ) : null}
    </div>
  );
}
