/**
 * The list/map toggle's copy (decision 019). A file of its own so the sale,
 * rent and off-plan lists load only these words with the toggle, not the
 * map's (which come with the map when it is opened).
 */
export const MAP_LIST_TEXTS = {
  listView: "List",
  mapView: "Map",
  viewToggleLabel: "Show results as",
  clearArea: "Clear map area",
  areaActive: "Showing results inside the map area.",
  noJs: "The map needs JavaScript. The list below shows every result.",
} as const;
