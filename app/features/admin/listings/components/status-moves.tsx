import { useState } from "react";
import { Form, Link } from "react-router";
import type { ListingStatus, ListingType } from "#app/db/schema.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Alert } from "../../components/admin-shell.tsx";
import { CsrfField } from "../../components/csrf-field.tsx";
import { TextAreaField, TextField } from "../../components/fields.tsx";
import { OFF_MARKET_LABELS, reasonsFor } from "../off-market.ts";

export type OffMarketMove = "unpublish" | "archive";

const TITLES: Record<OffMarketMove, { title: string; intro: string; submit: string }> = {
  unpublish: {
    title: "Unpublish this listing?",
    intro: "It comes off the site (its page answers “not found”) and stays here as a draft you can publish again.",
    submit: "Unpublish",
  },
  archive: {
    title: "Archive this listing?",
    intro: "Its page stays up saying it is no longer available, with similar listings.",
    submit: "Archive",
  },
};

/** What a refused try sent back: its move, what was typed and a message per field. */
export interface MoveRetry {
  move: OffMarketMove;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/**
 * Publish is one click; unpublish and archive ask why (issue 39). Without JavaScript their buttons
 * are links to this page with `?confirm=<move>`, which shows the question in the page; with
 * JavaScript the same question opens in a dialog. A refused answer comes back into whichever asked.
 */
export function StatusMoves({
  status,
  listingType,
  confirm,
  retry,
}: {
  status: ListingStatus;
  listingType: ListingType;
  /** the move asked for by the address (no JavaScript), if any */
  confirm: OffMarketMove | null;
  retry: MoveRetry | null;
}) {
  const [open, setOpen] = useState<OffMarketMove | null>(null);
  const offered = (move: OffMarketMove) => (move === "unpublish" ? status === "ACTIVE" : status !== "INACTIVE");
  const inPage = open ? null : (retry?.move ?? (confirm && offered(confirm) ? confirm : null));
  const answer = (move: OffMarketMove) => (retry?.move === move ? retry : null);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {status !== "ACTIVE" ? <PublishButton /> : null}
        {(["unpublish", "archive"] as const).filter(offered).map((move) => (
          <Link
            key={move}
            to={`?confirm=${move}#confirm-move`}
            preventScrollReset
            aria-haspopup="dialog"
            className="btn btn-outline"
            onClick={(e) => {
              e.preventDefault();
              setOpen(move);
            }}
          >
            {move === "unpublish" ? "Unpublish…" : "Archive (sold, let or withdrawn)…"}
          </Link>
        ))}
      </div>
      {inPage ? (
        <section id="confirm-move" aria-labelledby="confirm-move-title" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <OffMarketForm move={inPage} listingType={listingType} retry={answer(inPage)} cancel={<CancelLink />} />
        </section>
      ) : null}
      {open ? (
        <Dialog
          open
          onClose={() => setOpen(null)}
          labelledBy="confirm-move-title"
          initialFocus="input[name=reason]"
          className="max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg"
          panelClassName="max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-2xl bg-white p-5 shadow-lift"
        >
          <OffMarketForm
            move={open}
            listingType={listingType}
            retry={answer(open)}
            cancel={
              <button type="button" className="btn btn-outline" onClick={() => setOpen(null)}>
                Cancel
              </button>
            }
          />
        </Dialog>
      ) : null}
    </>
  );
}

function PublishButton() {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value="publish" />
      <button type="submit" className="btn btn-primary">
        Publish
      </button>
    </Form>
  );
}

function CancelLink() {
  return (
    <Link to="?" preventScrollReset className="btn btn-outline">
      Cancel
    </Link>
  );
}

function OffMarketForm({
  move,
  listingType,
  retry,
  cancel,
}: {
  move: OffMarketMove;
  listingType: ListingType;
  retry: MoveRetry | null;
  cancel: React.ReactNode;
}) {
  const t = TITLES[move];
  const values = retry?.values ?? {};
  const errors = retry?.errors ?? {};
  const priced = listingType === "RENT" ? "Let" : "Sold";
  return (
    <Form method="post" preventScrollReset>
      <h3 id="confirm-move-title" className="text-lg font-semibold text-ink">
        {t.title}
      </h3>
      <p className="mb-3 text-sm text-muted">{t.intro}</p>
      {Object.keys(errors).length ? (
        <div className="mb-3">
          <Alert>Nothing changed yet: check the answer marked below.</Alert>
        </div>
      ) : null}
      <CsrfField />
      <input type="hidden" name="intent" value={move} />
      <fieldset className="mb-4" aria-describedby={errors.reason ? "move-reason-error" : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">Why does it come off the site?</legend>
        <div className="grid gap-1">
          {reasonsFor(listingType).map((reason) => (
            <label key={reason} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="reason" value={reason} required defaultChecked={values.reason === reason} />
              {OFF_MARKET_LABELS[reason]}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id="move-reason-error" className="mt-1 text-sm text-red-800">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <TextField
        id="move-closing-price"
        name="closing_price"
        label="Closing price (AED, optional)"
        hint={`Only when ${priced.toLowerCase()}: the price it closed at, e.g. 1,620,000.`}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={values.closing_price ?? ""}
        error={errors.closing_price}
      />
      <TextAreaField id="move-note" name="note" label="Note (optional)" rows={2} value={values.note ?? ""} error={errors.note} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          {t.submit}
        </button>
        {cancel}
      </div>
    </Form>
  );
}
