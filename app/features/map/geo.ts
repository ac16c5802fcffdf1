/** schema.org GeoCoordinates for a listing's or project's JSON-LD. */
export function geoCoordinates(point: { lng: number; lat: number } | null | undefined): { geo?: Record<string, unknown> } {
  if (!point) return {};
  return { geo: { "@type": "GeoCoordinates", latitude: point.lat, longitude: point.lng } };
}
