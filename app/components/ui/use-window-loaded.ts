import { useEffect, useState } from "react";

/**
 * True once the page has finished loading (at once after a client-side
 * navigation). Galleries render their hidden slides and thumbnails from then
 * on, so on a first visit those photos never compete with the main photo.
 */
export function useWindowLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}
