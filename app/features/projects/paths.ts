/** The canonical path of a project's page. */
export function projectPath(id: number): string {
  return `/properties-off-plan/${id}`;
}

/** A list URL for a page, keeping the other query values (page 1 has no page parameter). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
