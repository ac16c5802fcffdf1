import { useEffect, useRef, useState } from "react";
import { PLACEHOLDER_IMAGE, responsiveSources } from "#app/utils/images.ts";

type Props = Omit<React.ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & {
  src: string | null | undefined;
  alt: string;
  /** the `sizes` attribute; required with a srcset so the browser picks well */
  sizes?: string;
  priority?: boolean;
};

/**
 * An <img> that uses both drawn widths and falls back to the placeholder when
 * the URL is missing or fails to load, including failures that happened
 * before hydration (checked once mounted).
 */
export function SmartImage({ src, alt, sizes = "100vw", priority = false, onLoad, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => setFailed(false), [src]);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, [src]);
  const sources = failed ? { src: PLACEHOLDER_IMAGE } : responsiveSources(src);
  return (
    <img
      ref={ref}
      {...rest}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      onLoad={onLoad}
      onError={() => setFailed(true)}
    />
  );
}
