export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/**
 * Images the project draws (under /media and /images/site) exist at three
 * widths: `x.webp` (1280 px), `x-960.webp` and `x-640.webp`; avatars
 * (/media/agents) at two. Other URLs (an imported feed's) have one.
 */
export function responsiveSources(url: string | null | undefined): { src: string; srcSet?: string } {
  if (!url) return { src: PLACEHOLDER_IMAGE };
  const m = /^(\/(?:media|images\/site)\/.+)\.webp$/.exec(url);
  if (!m || /-(640|960)\.webp$/.test(url)) return { src: url };
  const base = m[1];
  const mid = url.startsWith("/media/agents/") ? "" : `${base}-960.webp 960w, `;
  return { src: url, srcSet: `${base}-640.webp 640w, ${mid}${url} 1280w` };
}
