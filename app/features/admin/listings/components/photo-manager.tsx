import { type ReactNode, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { CsrfField } from "../../components/csrf-field.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { responsiveSources } from "#app/utils/images.ts";

/**
 * The photos of a listing or a project: cover, earlier, later, delete, each a one-button form
 * (intent=photo, photo, move) posted to the page's own action. Delete asks "Delete this photo?"
 * first (issue 39): without JavaScript its button is a link to `?delete-photo=<id>`, which shows
 * the question on the photo; with JavaScript it opens a dialog. Only the answer posts `confirmed=yes`.
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
  const [params] = useSearchParams();
  const [asking, setAsking] = useState<number | null>(null);
  const askedInPage = Number(params.get("delete-photo"));
  const dialogIndex = photos.findIndex((p) => p.id === asking);
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
              {p.id === askedInPage && asking === null ? (
                <div id={`delete-photo-${p.id}`} className="grid gap-2 p-2 text-sm" role="group" aria-labelledby={`delete-photo-${p.id}-q`}>
                  <p id={`delete-photo-${p.id}-q`} className="font-semibold">
                    Delete this photo?
                  </p>
                  <div className="flex flex-wrap gap-1 text-xs">
                    <DeleteForm id={p.id} label={`Delete photo ${i + 1}`} />
                    <Link to="?" preventScrollReset className="rounded-full border border-sand-300 px-3 py-2 hover:bg-sand-100">
                      Keep it
                    </Link>
                  </div>
                </div>
              ) : null}
              <div className="flex flex-wrap items-center gap-1 p-2 text-xs">
                {i === 0 ? (
                  <span className="rounded-full bg-navy-900 px-2 py-0.5 font-semibold text-white">Cover</span>
                ) : (
                  <PhotoButton id={p.id} move="cover" label="Make cover" />
                )}
                {i > 0 ? <PhotoButton id={p.id} move="up" label="Earlier" aria={`Move photo ${i + 1} earlier`} /> : null}
                {i < photos.length - 1 ? <PhotoButton id={p.id} move="down" label="Later" aria={`Move photo ${i + 1} later`} /> : null}
                <Link
                  to={`?delete-photo=${p.id}#delete-photo-${p.id}`}
                  preventScrollReset
                  aria-label={`Delete photo ${i + 1}…`}
                  aria-haspopup="dialog"
                  className="rounded-full border border-sand-300 px-2 py-1 hover:bg-sand-100"
                  onClick={(e) => {
                    e.preventDefault();
                    setAsking(p.id);
                  }}
                >
                  Delete…
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
      {dialogIndex >= 0 ? (
        <Dialog
          open
          onClose={() => setAsking(null)}
          labelledBy="delete-photo-title"
          initialFocus="[data-keep]"
          className="w-[calc(100%-1.5rem)] max-w-sm"
          panelClassName="rounded-2xl bg-white p-5 shadow-lift"
        >
          <h3 id="delete-photo-title" className="mb-3 text-lg font-semibold text-ink">
            Delete this photo?
          </h3>
          <img
            {...responsiveSources(photos[dialogIndex]?.url)}
            sizes="320px"
            alt={`Photo ${dialogIndex + 1}`}
            width={320}
            height={213}
            className="mb-3 aspect-[3/2] w-full rounded-lg object-cover"
          />
          <p className="mb-4 text-sm text-muted">It is removed from the site at once. This cannot be undone.</p>
          <div className="flex flex-wrap gap-2">
            <DeleteForm id={asking ?? 0} label="Delete photo" big />
            <button type="button" data-keep className="btn btn-outline" onClick={() => setAsking(null)}>
              Keep it
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

function DeleteForm({ id, label, big = false }: { id: number; label: string; big?: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="intent" value="photo" />
      <input type="hidden" name="photo" value={id} />
      <input type="hidden" name="move" value="delete" />
      <input type="hidden" name="confirmed" value="yes" />
      <button
        type="submit"
        className={
          big ? "btn bg-red-700 text-white hover:bg-red-800" : "rounded-full bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800"
        }
      >
        {label}
      </button>
    </Form>
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
