import type { ReactNode } from "react";
import { Form } from "react-router";
import { CsrfField } from "../../components/csrf-field.tsx";
import { responsiveSources } from "#app/utils/images.ts";

/**
 * The photos of a listing or a project: cover, earlier, later, delete, each a one-button form
 * (intent=photo, photo, move) posted to the page's own action.
 */
export function PhotoManager({
  photos,
  max,
  label = "Listing photos",
  empty = "No photos yet: add them above and save.",
  children,
}: {
  photos: Array<{ id: number; url: string }>;
  max: number;
  label?: string;
  empty?: string;
  /** e.g. the upload form, shown under the title */
  children?: ReactNode;
}) {
  return (
    <section id="photos" aria-labelledby="photos-title" className="mt-8 rounded-xl bg-white p-4 ring-1 ring-sand-200">
      <h2 id="photos-title" className="mb-1 text-lg font-semibold">
        Photos ({photos.length} of at most {max})
      </h2>
      <p className="mb-3 text-sm text-muted">The first photo is the cover on cards and at the top of the page.</p>
      {children}
      {photos.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={label}>
          {photos.map((p, i) => (
            <li key={p.id} className="rounded-lg ring-1 ring-sand-200">
              <img
                {...responsiveSources(p.url)}
                sizes="240px"
                alt={`Photo ${i + 1}`}
                width={240}
                height={160}
                className="aspect-[3/2] w-full rounded-t-lg object-cover"
              />
              <div className="flex flex-wrap items-center gap-1 p-2 text-xs">
                {i === 0 ? (
                  <span className="rounded-full bg-navy-900 px-2 py-0.5 font-semibold text-white">Cover</span>
                ) : (
                  <PhotoButton id={p.id} move="cover" label="Make cover" />
                )}
                {i > 0 ? <PhotoButton id={p.id} move="up" label="Earlier" aria={`Move photo ${i + 1} earlier`} /> : null}
                {i < photos.length - 1 ? <PhotoButton id={p.id} move="down" label="Later" aria={`Move photo ${i + 1} later`} /> : null}
                <PhotoButton id={p.id} move="delete" label="Delete" aria={`Delete photo ${i + 1}`} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PhotoButton({ id, move, label, aria }: { id: number; move: string; label: string; aria?: string }) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value="photo" />
      <input type="hidden" name="photo" value={id} />
      <input type="hidden" name="move" value={move} />
      <button type="submit" aria-label={aria} className="rounded-full border border-sand-300 px-2 py-1 hover:bg-sand-100">
        {label}
      </button>
    </Form>
  );
}
