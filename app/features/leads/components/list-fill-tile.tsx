import { LIST_FILL_TILE_TEXTS as TILE_EN } from "#app/content/leads.ts";
import { LIST_FILL_TILE_TEXTS as TILE_AR } from "#app/content/ar/leads.ts";
import { useText } from "#app/i18n/text.ts";
import { gridFillClasses } from "../grid-fill.ts";
import { EnquiryButton, type EnquiryPrefill } from "./enquiry-button.tsx";

/**
 * The last cell(s) of a result grid: an invitation to enquire that fills the
 * row a page of 10 leaves part-empty at 3 and 4 columns (see grid-fill.ts).
 */
export function ListFillTile({ count, prefill }: { count: number; prefill?: EnquiryPrefill }) {
  const display = gridFillClasses(count);
  const T = useText({ en: TILE_EN, ar: TILE_AR });
  if (!display) return null;
  return (
    <aside
      aria-labelledby="list-fill-heading"
      data-testid="list-fill-tile"
      className={`${display} flex-col items-start justify-center rounded-3xl bg-navy-900 p-8 text-white`}
    >
      <h2 id="list-fill-heading" className="text-2xl font-semibold">
        {T.heading}
      </h2>
      <p className="mt-3 max-w-md text-sand-200">{T.text}</p>
      <EnquiryButton label={T.button} className="btn btn-gold mt-6" prefill={prefill} />
    </aside>
  );
}
