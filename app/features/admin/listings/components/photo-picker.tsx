import { useRef, useState } from "react";
import { responsiveSources } from "#app/utils/images.ts";
import { useUploadProgress } from "#app/utils/upload-progress.ts";

export interface PickerImage {
  url: string;
}

/**
 * A plain <input type="file" multiple> (works without JavaScript), with
 * drag and drop on top once hydrated: dropped files become the input's files.
 * Photos already uploaded with a form that failed are shown, and kept; a
 * file the server refused is listed by name with its reason. With JavaScript
 * the chosen files are listed as they are picked (with what the server will
 * say of one too large or an iPhone HEIC), and a route that submits through
 * `submitWithProgress` (app/utils/upload-progress.ts) shows the upload's progress here.
 * One picker for every staff image: listing photos (several), a blog cover,
 * a logo or a portrait (`multiple={false}`, its own field name and words).
 */
export function PhotoPicker({
  pending,
  error,
  refused = [],
  maxFiles,
  maxMb,
  name = "photos",
  multiple = true,
  legend = "Add photos",
  savedWith = "the listing",
}: {
  pending: PickerImage[];
  error?: string;
  /** files the server did not store, each with its reason */
  refused?: Array<{ name: string; reason: string }>;
  maxFiles: number;
  maxMb: number;
  /** the file field's name (the action reads the files sent under it) */
  name?: string;
  multiple?: boolean;
  legend?: string;
  /** "the listing", "the post"…: what the upload is added to when it saves */
  savedWith?: string;
}) {
  const id = `f-${name}`;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [chosen, setChosen] = useState<Array<{ name: string; note: string | null }>>([]);
  const show = () => setChosen([...(input.current?.files ?? [])].map((f) => ({ name: f.name, note: earlyNote(f, maxMb) })));
  const progress = useUploadProgress();
  const percent = progress ? Math.min(100, Math.round((progress.loaded / Math.max(progress.total, 1)) * 100)) : 0;
  return (
    <fieldset className="mb-5 rounded-xl bg-white p-4 ring-1 ring-sand-200">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {pending.length ? (
        <div className="mb-3">
          <p className="mb-2 text-sm text-ink" role="status">
            {multiple ? `${pending.length} photo${pending.length === 1 ? "" : "s"}` : "New image"} uploaded, added when {savedWith} saves:
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Uploaded photos waiting for the save">
            {pending.map((p) => (
              <li key={p.url}>
                <img {...responsiveSources(p.url)} sizes="96px" alt="" width={96} height={64} className="h-16 w-24 rounded object-cover" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div
        className={`rounded-lg border-2 border-dashed p-4 text-sm ${over ? "border-navy-700 bg-sand-100" : "border-sand-300"}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (input.current && e.dataTransfer.files.length) {
            input.current.files = e.dataTransfer.files;
            show();
          }
        }}
      >
        <label htmlFor={id} className="mb-2 block font-medium text-ink">
          Choose {multiple ? "photos" : "an image"}, or drop {multiple ? "them" : "it"} here
        </label>
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          multiple={multiple}
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onChange={show}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          className="block w-full text-sm"
        />
        <p id={`${id}-hint`} className="mt-2 text-xs text-muted">
          JPEG, PNG, WebP, GIF or AVIF; {multiple ? `up to ${maxFiles} at once, ${maxMb} MB each` : `up to ${maxMb} MB`}. Location and
          camera data are removed.
        </p>
        <div aria-live="polite">
          {chosen.length ? (
            <ul className="mt-2 text-xs text-ink" aria-label="Chosen files">
              {chosen.map((f, n) => (
                <li key={`${n}:${f.name}`}>
                  {f.name}
                  {f.note ? <span className="text-red-800"> — {f.note}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div aria-live="polite" className="mt-2 text-sm">
        {progress ? (
          <>
            <label htmlFor={`${id}-progress`} className="block text-ink">
              {progress.phase === "sending"
                ? `Uploading ${progress.files} ${progress.files === 1 ? "file" : "files"}…`
                : "Uploaded: the server is preparing the photos…"}
            </label>
            <progress
              id={`${id}-progress`}
              max={100}
              // no value while the server works: an indeterminate bar
              value={progress.phase === "sending" ? percent : undefined}
              className="mt-1 block w-full"
            >
              {percent} %
            </progress>
            {progress.phase === "sending" ? (
              <span className="text-xs text-muted" aria-hidden="true">
                {percent} % of {megabytes(progress.total)}
              </span>
            ) : null}
          </>
        ) : null}
      </div>
      {refused.length ? (
        <div id={`${id}-error`} className="mt-2 text-sm text-red-800" role="alert">
          <p>Not added:</p>
          <ul className="list-disc ps-5" aria-label="Files not added">
            {refused.map((f, n) => (
              <li key={`${n}:${f.name}`}>
                <strong>{f.name}</strong> {f.reason}.
              </li>
            ))}
          </ul>
        </div>
      ) : error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-800" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** What the server will say of a file, known as soon as it is chosen (the server still decides). */
function earlyNote(file: File, maxMb: number): string | null {
  if (file.size > maxMb * 1024 * 1024) return `larger than ${maxMb} MB: it will be refused`;
  if (/^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name))
    return "an iPhone HEIC photo: the site cannot read it. Choose 'Most Compatible' (Settings › Camera › Formats) or share it as JPEG";
  return null;
}
