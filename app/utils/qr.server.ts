import { LRUCache } from "lru-cache";
import QRCode from "qrcode";

export interface QrPath {
  /** modules per side, including the quiet zone */
  size: number;
  /** one SVG path of unit squares, for viewBox `0 0 size size` */
  d: string;
}

const QUIET_ZONE = 2;

/**
 * Encoding a code costs about half a millisecond and permits repeat across
 * page views. The cache is capped by what it holds (a path is ~4 KB), not by count.
 */
const encoded = new LRUCache<string, QrPath>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (p, text) => p.d.length + text.length + 64 });

/**
 * Encodes text as a QR code and returns it as one SVG path, so pages render
 * it as markup (crisp at any size, no image request, no HTML injection).
 */
export function qrPath(text: string): QrPath {
  let path = encoded.get(text);
  if (!path) {
    path = encodeQr(text);
    encoded.set(text, path);
  }
  return path;
}

function encodeQr(text: string): QrPath {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const parts: string[] = [];
  // one rectangle per horizontal run of dark modules (less than half the markup of one square per module)
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!qr.modules.get(y, x)) continue;
      let run = 1;
      while (x + run < n && qr.modules.get(y, x + run)) run++;
      parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`);
      x += run - 1;
    }
  }
  return { size: n + QUIET_ZONE * 2, d: parts.join("") };
}

/**
 * The URL a permit's QR code opens: the Dubai Land Department's Trakheesi
 * permit validation, with the permit number. The base is configurable in case
 * DLD moves the page (PERMIT_VALIDATION_URL).
 */
export function permitValidationUrl(permit: string, base = process.env.PERMIT_VALIDATION_URL): string {
  const root = base || "https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation";
  return `${root}?permit=${encodeURIComponent(permit)}`;
}
