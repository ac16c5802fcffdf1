import { BBOX_KEY } from "#app/utils/bbox.ts";

/** `?view=map` opens a list's map. */
export const VIEW_KEY = "view";

/** A query with some keys changed ('' or null removes one). */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A list link (pager) that keeps the map's state of the current URL: its box and the open map. */
export function keepMapState(query: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  return withParams(query, { [BBOX_KEY]: current.get(BBOX_KEY), [VIEW_KEY]: current.get(VIEW_KEY) });
}
