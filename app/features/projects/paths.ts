/** A list URL for a page, keeping the other query values (page 1 has no page parameter). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** 'Area, Region' without saying the area twice when the region already names it. */
export function projectPlace(areaName: string | null | undefined, regionName: string | null | undefined): string {
  if (regionName && areaName && regionName.toLowerCase().includes(areaName.toLowerCase())) return regionName;
  return [areaName, regionName].filter(Boolean).join(", ");
}
