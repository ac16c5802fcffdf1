import { placeLine } from "#app/utils/place.ts";

/** A list URL for a page, keeping the other query values (page 1 has no page parameter). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** 'Area, Region' without saying a place twice when the region already names it (placeLine). */
export function projectPlace(areaName: string | null | undefined, regionName: string | null | undefined): string {
  return placeLine([areaName, regionName]);
}
