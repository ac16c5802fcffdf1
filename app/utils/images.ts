export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/**
 * Images the project draws (under /media and /images/site) exist at two widths:
 * `x.webp` (1280 px) and `x-640.webp`. Other URLs (an imported feed's) have one.
 */
export function responsiveSources(url: string | null | undefined): { src: string; srcSet?: string } {
  if (!url) return { src: PLACEHOLDER_IMAGE };
  const m = /^(\/(?:media|images\/site)\/.+)\.webp$/.exec(url);
  if (!m || url.endsWith("-640.webp")) return { src: url };
  return { src: url, srcSet: `${m[1]}-640.webp 640w, ${url} 1280w` };
}
