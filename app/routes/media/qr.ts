import type { Route } from "./+types/qr";
import { cacheHeaders } from "#app/utils/cache-control.ts";
import { permitValidationUrl, qrPath } from "#app/utils/qr.server.ts";

/** A permit as listings and projects carry it (digits, letters, dashes), then `.svg`. */
const FILE = /^([A-Za-z0-9-]{1,40})\.svg$/;

/**
 * /qr/<permit>.svg: the permit's DLD validation QR code as a standalone SVG
 * (issue 22). Detail pages show it with an <img>, so its ~5 KB path is neither
 * in every page's HTML nor in its serialized loader data, and the browser and a
 * CDN keep it: the code only changes with PERMIT_VALIDATION_URL (a deploy).
 */
export function loader({ params }: Route.LoaderArgs) {
  const permit = FILE.exec(params.file)?.[1];
  if (!permit) {
    return new Response("Not a permit QR code: expected /qr/<permit>.svg", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("noStore") },
    });
  }
  const qr = qrPath(permitValidationUrl(permit));
  const body =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges">` +
    `<rect width="${qr.size}" height="${qr.size}" fill="#fff"/><path d="${qr.d}" fill="#0b1b2b"/></svg>`;
  return new Response(body, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", ...cacheHeaders("content") },
  });
}
