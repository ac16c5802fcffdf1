import * as en from "#app/content/chrome.ts";
import * as ar from "#app/content/ar/chrome.ts";
import { fillTokens } from "#app/content/brand.ts";
import { useText } from "#app/i18n/text.ts";

/** Where a permit's QR code is served (app/routes/media/qr.ts). */
export function permitQrSrc(permit: string): string {
  return `/qr/${encodeURIComponent(permit)}.svg`;
}

/**
 * The Trakheesi (DLD/RERA) advertising permit number with its QR code, which
 * every advertised listing and project must show. The code is an image of
 * /qr/<permit>.svg, cached on its own, not markup repeated in every page.
 */
export function PermitBadge({ permit, label }: { permit: string; label?: string }) {
  const { PERMIT_BADGE_TEXTS: T } = useText({ en, ar });
  return (
    <div className="permit">
      <img src={permitQrSrc(permit)} alt={fillTokens(T.qrAlt, { permit })} width={96} height={96} loading="lazy" decoding="async" />
      <div>
        <p className="eyebrow">{label ?? T.label}</p>
        <p>
          <bdi dir="ltr">{permit}</bdi>
        </p>
        <p>{T.verify}</p>
      </div>
    </div>
  );
}
