/** The map's copy: placeholders, buttons and messages (decision 019). The list/map toggle's words are in map-list.ts. */
export const MAP_TEXTS = {
  locationHeading: "Location",
  areaHeading: "On the map",
  showMap: "Show map",
  loading: "Loading the map…",
  failed: "The map could not be shown on this device. Everything on the page still works without it.",
  approximate: "Location shown approximately.",
  projectApproximate: "Shown at the centre of the project's area.",
  searchThisArea: "Search this area",
  markersShown: "{n} on the map",
  markersCapped: "The newest {n} are on the map: narrow the filters to see the rest.",
  cardLoading: "Loading…",
  cardFailed: "This property could not be loaded.",
  cardOpen: "View details",
  closeCard: "Close",
} as const;
