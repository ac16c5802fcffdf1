/** Where a permit's QR code is served (app/routes/media/qr.ts). */
export function permitQrSrc(permit: string): string {
  return `/qr/${encodeURIComponent(permit)}.svg`;
}

/**
 * The Trakheesi (DLD/RERA) advertising permit number with its QR code, which
 * every advertised listing and project must show. The code is an image of
 * /qr/<permit>.svg, cached on its own, not markup repeated in every page.
 */
export function PermitBadge({ permit, label = "DLD Permit Number" }: { permit: string; label?: string }) {
  return (
    <div className="permit">
      <img src={permitQrSrc(permit)} alt={`QR code for permit ${permit}`} width={96} height={96} loading="lazy" decoding="async" />
      <div>
        <p className="eyebrow">{label}</p>
        <p>{permit}</p>
        <p>Scan to verify this advertisement with the Dubai Land Department.</p>
      </div>
    </div>
  );
}
