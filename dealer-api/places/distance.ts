/** A point on the Earth, degrees (WGS84). */
export interface LatLon {
  latitude: number;
  longitude: number;
}

/** The Earth's mean radius in statute miles (IUGG mean radius 6,371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.76;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle ("as the crow flies") distance in miles, by the haversine formula on a sphere of the Earth's mean radius:
 * within 0.5% of the ellipsoidal distance, far finer than the approximate centroids it is used with.
 */
export function milesBetween(from: LatLon, to: LatLon): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
