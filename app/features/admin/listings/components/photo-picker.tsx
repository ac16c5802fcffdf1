import { useRef, useState } from "react";
import { responsiveSources } from "#app/utils/images.ts";

export interface PickerImage {
  url: string;
}

/**
 * A plain <input type="file" multiple> (works without JavaScript), with
 * drag and drop on top once hydrated: dropped files become the input's files.
 * Photos already uploaded with a form that failed are shown, and kept.
 */
export function PhotoPicker({
  pending,
  error,
  maxFiles,
  maxMb,
}: {
  pending: PickerImage[];
  error?: string;
  maxFiles: number;
  maxMb: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const show = () => setChosen([...(input.current?.files ?? [])].map((f) => f.name));
  return (
    <fieldset className="mb-5 rounded-xl bg-white p-4 ring-1 ring-sand-200">
      <legend className="px-1 text-lg font-semibold">Add photos</legend>
      {pending.length ? (
        <div className="mb-3">
          <p className="mb-2 text-sm text-ink" role="status">
            {pending.length} photo{pending.length === 1 ? "" : "s"} uploaded, added when the listing saves:
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
        <label htmlFor="f-photos" className="mb-2 block font-medium text-ink">
          Choose photos, or drop them here
        </label>
        <input
          ref={input}
          id="f-photos"
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onChange={show}
          aria-describedby={`f-photos-hint${error ? " f-photos-error" : ""}`}
          aria-invalid={error ? true : undefined}
          className="block w-full text-sm"
        />
        <p id="f-photos-hint" className="mt-2 text-xs text-muted">
          JPEG, PNG, WebP, GIF or AVIF; up to {maxFiles} at once, {maxMb} MB each. Location and camera data are removed.
        </p>
        {chosen.length ? <p className="mt-2 text-xs text-ink">Chosen: {chosen.join(", ")}</p> : null}
      </div>
      {error ? (
        <p id="f-photos-error" className="mt-2 text-sm text-red-800" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
