import { GOOD_ROI_RANGE } from "#app/features/content/yield-sliders.ts";
import * as en from "#app/content/content-ui.ts";
import * as ar from "#app/content/ar/content-ui.ts";
import { fillTokens } from "#app/content/brand.ts";
import { ltr } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { textFor } from "#app/i18n/text.ts";
import { formatRoi, ROI_SCALE_MAX, scalePosition } from "../calculator.ts";

/** centres a mark on its inline-start position: half its width back towards the start (to the right in Arabic) */
const CENTRED = "-translate-x-1/2 rtl:translate-x-1/2";

/**
 * The result against the good-ROI band: a 0–20% track with 8–15% highlighted
 * and a marker at the net ROI (pinned to the ends when outside the scale). The
 * scale starts at the inline start, so in Arabic it runs right to left like the sliders.
 */
export function RoiScale({ roi }: { roi: number | null }) {
  const locale = useLocale();
  const { CALCULATOR_TEXTS } = textFor({ en, ar }, locale);
  const bandLeft = scalePosition(GOOD_ROI_RANGE.min, ROI_SCALE_MAX);
  const bandWidth = scalePosition(GOOD_ROI_RANGE.max, ROI_SCALE_MAX) - bandLeft;
  const range = `${GOOD_ROI_RANGE.min}% – ${GOOD_ROI_RANGE.max}%`;
  const label =
    locale === "ar"
      ? `${CALCULATOR_TEXTS.yourRoi} ${ltr(formatRoi(roi))}؛ ${CALCULATOR_TEXTS.goodBandLabel} ${ltr(range)}`
      : `${CALCULATOR_TEXTS.yourRoi} ${formatRoi(roi)}; ${CALCULATOR_TEXTS.goodBandLabel} ${range}`;
  return (
    <div role="img" aria-label={label} className="select-none">
      <div className="relative h-3 rounded-full bg-sand-200">
        <div
          className="absolute inset-y-0 rounded-full bg-gold-400"
          style={{ insetInlineStart: `${bandLeft}%`, width: `${bandWidth}%` }}
          data-testid="roi-band"
        />
        {roi !== null ? (
          <div
            className={`absolute top-1/2 size-5 ${CENTRED} -translate-y-1/2 rounded-full border-4 border-white bg-navy-900 shadow-card transition-[inset-inline-start] duration-200 motion-reduce:transition-none`}
            style={{ insetInlineStart: `${scalePosition(roi, ROI_SCALE_MAX)}%` }}
            data-testid="roi-marker"
          />
        ) : null}
      </div>
      <div aria-hidden="true" className="relative mt-2 h-4 text-xs font-medium text-muted">
        <span className="absolute start-0">{CALCULATOR_TEXTS.scaleStart}</span>
        <span className={`absolute ${CENTRED} text-gold-700`} style={{ insetInlineStart: `${bandLeft}%` }}>
          {GOOD_ROI_RANGE.min}%
        </span>
        <span className={`absolute ${CENTRED} text-gold-700`} style={{ insetInlineStart: `${bandLeft + bandWidth}%` }}>
          {GOOD_ROI_RANGE.max}%
        </span>
        <span className="absolute end-0">{fillTokens(CALCULATOR_TEXTS.scaleEnd, { max: ROI_SCALE_MAX })}</span>
      </div>
    </div>
  );
}
