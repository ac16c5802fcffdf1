import { data, Link, useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/listing-edit";
import { ADMIN_HEADERS, requireStaff } from "#app/features/auth/guard.server.ts";
import { newDraftKey, requireStaffForm, UPLOAD_LIMITS } from "#app/features/media/upload.server.ts";
import { listPhotos, MAX_LISTING_PHOTOS } from "#app/features/admin/listings/photos.server.ts";
import { PhotoPicker } from "#app/features/admin/listings/components/photo-picker.tsx";
import { PhotoManager } from "#app/features/admin/listings/components/photo-manager.tsx";
import { Alert } from "#app/features/admin/components/admin-shell.tsx";
import { adminMeta, formatDubaiTime } from "#app/features/admin/meta.ts";
import { editorOptions, getEditableListing, listChanges, publishProblems, viewerOf } from "#app/features/admin/listings/queries.server.ts";
import { listingValues, notFound, runListingAction } from "#app/features/admin/listings/actions.server.ts";
import { ListingForm } from "#app/features/admin/listings/components/listing-form.tsx";
import { type OffMarketMove, StatusMoves } from "#app/features/admin/listings/components/status-moves.tsx";
import { OFF_MARKET_LABELS } from "#app/features/admin/listings/off-market.ts";
import { referenceFromPattern } from "#app/features/admin/listings/reference.ts";
import { formatPrice } from "#app/utils/format.ts";
import { FIELD_LABELS, STATUS_LABELS } from "#app/features/admin/listings/fields.ts";
import { parseId } from "#app/utils/limits.ts";
import { chosenFiles, submitWithProgress } from "#app/utils/upload-progress.ts";
import type { EditorActionResult } from "#app/features/admin/listings/actions.server.ts";
import { listingPath } from "#app/utils/paths.ts";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data && "listing" in data && data.listing ? `Listing ${data.listing.reference}` : "New listing");
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const uploadLimits = { files: UPLOAD_LIMITS.maxFiles, mb: UPLOAD_LIMITS.maxFileBytes / 1024 / 1024, perListing: MAX_LISTING_PHOTOS };

const noProfile = () =>
  data({ message: "Your account has no agent profile yet; ask an administrator to link one." }, { status: 403, headers: ADMIN_HEADERS });

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context);
  const viewer = viewerOf(user);
  const isAdmin = viewer.role === "admin";
  if (params.id === undefined) {
    if (!isAdmin && viewer.agentId === null) throw noProfile();
    const options = await editorOptions(context.db);
    return data(
      {
        listing: null,
        notice: null,
        referenceExample: referenceFromPattern(context.env.LISTING_REFERENCE_PATTERN, "SELL", 123),
        values: { draft: newDraftKey() },
        options,
        isAdmin,
        changes: [],
        problems: {},
        publicUrl: null,
        photos: [],
        limits: uploadLimits,
      },
      { headers: ADMIN_HEADERS },
    );
  }
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const listing = await getEditableListing(context.db, viewer, id);
  if (!listing) throw notFound();
  const [options, changes, photos] = await Promise.all([
    editorOptions(context.db),
    listChanges(context.db, id),
    listPhotos(context.db, id),
  ]);
  const problems = publishProblems(listing);
  const confirm = url.searchParams.get("confirm");
  return data(
    {
      listing: {
        id: listing.id,
        reference: listing.reference,
        status: listing.status,
        listingType: listing.listingType,
        feedSource: listing.feedSource,
        offMarket: listing.status === "ACTIVE" ? null : listing.offMarket,
      },
      notice: noticeText(url.searchParams.get("notice"), problems),
      confirm: confirm === "archive" || confirm === "unpublish" ? (confirm as OffMarketMove) : null,
      values: { ...listingValues(listing), draft: newDraftKey() },
      photos,
      limits: uploadLimits,
      options,
      isAdmin,
      changes,
      problems,
      publicUrl: listing.status === "HELD" ? null : listingPath(listing),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { session, form, files } = await requireStaffForm(request, context);
  const viewer = viewerOf(session.user, context.clientIp);
  const ctx = { db: context.db, mediaDir: context.env.MEDIA_DIR, referencePattern: context.env.LISTING_REFERENCE_PATTERN };
  if (params.id === undefined) {
    if (viewer.role !== "admin" && viewer.agentId === null) throw noProfile();
    return runListingAction(ctx, viewer, null, form, files);
  }
  const id = parseId(params.id);
  if (id === null) throw notFound();
  return runListingAction(ctx, viewer, id, form, files);
}

/**
 * With JavaScript, a save that carries photos is sent with a progress bar (submitWithProgress); a
 * body the server refuses as a whole (a file past 12 MB, too many, cut short) comes back into the
 * editor with what was typed, its message at the photos. Everything else is React Router's own post.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  if (!chosenFiles(form).length) return serverAction();
  const answer = await submitWithProgress<Awaited<ReturnType<typeof serverAction>>>(request, form);
  if (!("refusal" in answer)) return answer;
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "_csrf" && name !== "intent") values[name] = value;
  const refused: EditorActionResult = {
    ok: false,
    message: "Nothing was saved.",
    errors: { photos: answer.refusal.message },
    values,
    pending: [],
  };
  return refused;
}

/** A new draft's notice names only what publishing still needs (issue 39: it asked for a permit already given). */
function noticeText(notice: string | null, problems: Record<string, string>): string | null {
  if (notice === "created")
    return Object.keys(problems).length
      ? "Listing created as a draft. Before publishing it needs what is listed under Publishing."
      : "Listing created as a draft. It has what publishing needs: publish it when it is ready.";
  return NOTICES[notice ?? ""] ?? null;
}

const NOTICES: Record<string, string> = {
  saved: "Changes saved. The public pages show them now.",
  unchanged: "Nothing changed.",
  published: "Published: the listing is on the site.",
  unpublished: "Unpublished: the listing is off the site.",
  archived: "Archived: its page now says it is no longer available.",
  photos: "Photos updated.",
};

export default function ListingEdit() {
  const loaded = useLoaderData<typeof loader>();
  const { listing, notice, values, options, isAdmin, changes, problems, publicUrl, photos, limits } = loaded;
  const result = useActionData<typeof clientAction>();
  // A new form after every save or failed try: the file input empties (what it held is saved or pending).
  const location = useLocation();
  const saveErrors = result && result.values ? result.errors : {};
  const retry =
    result?.move && result.move !== "publish" ? { move: result.move, values: result.moveValues ?? {}, errors: result.errors } : null;
  const moveErrors = result && !result.values && !retry ? result : null;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/listings" className="underline">
          ← All listings
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">{listing ? `Listing ${listing.reference}` : "New listing"}</h1>
        {listing ? (
          <p className="text-sm">
            Status: <strong>{STATUS_LABELS[listing.status]}</strong>
            {publicUrl ? (
              <>
                {" · "}
                <a href={publicUrl} className="underline" target="_blank" rel="noreferrer">
                  View on the site
                </a>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {notice && !result ? (
        <div className="mb-4">
          <Alert tone="ok">{notice}</Alert>
        </div>
      ) : null}
      {listing ? (
        <section aria-labelledby="publishing" className="mb-5 rounded-xl bg-white p-4 ring-1 ring-sand-200">
          <h2 id="publishing" className="mb-2 text-lg font-semibold">
            Publishing
          </h2>
          {moveErrors ? (
            <div className="mb-3 grid gap-2">
              <Alert>{moveErrors.message}</Alert>
              {Object.values(moveErrors.errors).map((m) => (
                <p key={m} className="text-sm text-red-800">
                  {m}
                </p>
              ))}
            </div>
          ) : listing.status !== "ACTIVE" && Object.keys(problems).length ? (
            <ul className="mb-3 list-disc ps-5 text-sm text-amber-900" aria-label="Before publishing">
              {Object.values(problems).map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
          {listing.offMarket ? (
            <p className="mb-3 text-sm">
              Off the site: <strong>{OFF_MARKET_LABELS[listing.offMarket.reason]}</strong>
              {listing.offMarket.closingPrice !== null ? ` at ${formatPrice(listing.offMarket.closingPrice, listing.listingType)}` : ""}
              {listing.offMarket.at ? `, ${formatDubaiTime(listing.offMarket.at)}` : ""}
              {listing.offMarket.note ? ` (${listing.offMarket.note})` : ""}
            </p>
          ) : null}
          <StatusMoves
            key={location.key}
            status={listing.status}
            listingType={listing.listingType}
            confirm={"confirm" in loaded ? loaded.confirm : null}
            retry={retry}
          />
        </section>
      ) : null}
      <ListingForm
        key={`${location.key}:${result?.values ? "failed" : "stored"}`}
        values={result?.values ?? values}
        errors={saveErrors}
        options={options}
        canChooseAgent={isAdmin}
        feedSource={listing?.feedSource ?? null}
        submitLabel={listing ? "Save changes" : "Create draft"}
        referenceExample={"referenceExample" in loaded ? loaded.referenceExample : undefined}
      >
        <PhotoPicker
          pending={result?.pending ?? []}
          error={saveErrors.photos}
          refused={result?.refusedFiles ?? []}
          maxFiles={limits.files}
          maxMb={limits.mb}
        />
      </ListingForm>
      {listing ? <PhotoManager photos={photos} max={limits.perListing} /> : null}
      {listing ? <History changes={changes} /> : null}
    </>
  );
}

function History({
  changes,
}: {
  changes: Array<{ id: number; at: string; who: string; field: string; before: string | null; after: string | null }>;
}) {
  const shown = (field: string, v: string | null) => (v === null ? "—" : field === "status" ? (STATUS_LABELS[v as "ACTIVE"] ?? v) : v);
  return (
    <section aria-labelledby="history" className="mt-8 rounded-xl bg-white p-4 ring-1 ring-sand-200">
      <h2 id="history" className="mb-3 text-lg font-semibold">
        History
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-muted">No changes recorded in the back office yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-sand-200">
                <th scope="col" className="py-2 pe-3">
                  When
                </th>
                <th scope="col" className="py-2 pe-3">
                  Who
                </th>
                <th scope="col" className="py-2 pe-3">
                  Field
                </th>
                <th scope="col" className="py-2">
                  Before → after
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.id} className="border-b border-sand-100 align-top">
                  <td className="py-2 pe-3 whitespace-nowrap">{formatDubaiTime(c.at)}</td>
                  <td className="py-2 pe-3">{c.who}</td>
                  <td className="py-2 pe-3">{c.field === "created" ? "Created" : (FIELD_LABELS[c.field] ?? c.field)}</td>
                  <td className="max-w-md py-2 break-words">
                    {c.field === "created" ? (
                      c.after
                    ) : (
                      <>
                        <span className="text-muted">{shown(c.field, c.before)?.slice(0, 200)}</span> →{" "}
                        {shown(c.field, c.after)?.slice(0, 200)}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
