import type { QrPath } from "#app/utils/qr.server.ts";

/**
 * The Trakheesi (DLD/RERA) advertising permit number with its QR code, which
 * every advertised listing and project must show.
 */
export function PermitBadge({ permit, qr, label = "DLD Permit Number" }: { permit: string; qr: QrPath; label?: string }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-4">
      <svg
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        className="h-24 w-24 shrink-0"
        role="img"
        aria-label={`QR code for permit ${permit}`}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.d} fill="#0b1b2b" />
      </svg>
      <div>
        <p className="eyebrow">{label}</p>
        <p className="mt-1 font-mono text-lg font-semibold text-navy-900">{permit}</p>
        <p className="mt-1 text-xs text-muted">Scan to verify this advertisement with the Dubai Land Department.</p>
      </div>
    </div>
  );
}
