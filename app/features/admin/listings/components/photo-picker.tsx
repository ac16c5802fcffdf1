import { useRef, useState } from "react";
import { responsiveSources } from "#app/utils/images.ts";

export interface PickerImage {
  url: string;
}

/**
 * A plain <input type="file" multiple> (works without JavaScript), with
 * drag and drop on top once hydrated: dropped files become the input's files.
 * Photos already uploaded with a form that failed are shown, and kept.
 * One picker for every staff image: listing photos (several), a blog cover,
 * a logo or a portrait (`multiple={false}`, its own field name and words).
 */
export function PhotoPicker({
  pending,
  error,
  maxFiles,
  maxMb,
  name = "photos",
  multiple = true,
  legend = "Add photos",
  savedWith = "the listing",
}: {
  pending: PickerImage[];
  error?: string;
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
  const [chosen, setChosen] = useState<string[]>([]);
  const show = () => setChosen([...(input.current?.files ?? [])].map((f) => f.name));
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
        {chosen.length ? <p className="mt-2 text-xs text-ink">Chosen: {chosen.join(", ")}</p> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-800" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
