/** A branch as the maps service needs it: its name, first address line, postcode and position. */
export interface MappedBranch {
  name: string;
  line1: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

/** The directions service a typed start address is sent to (a GET form, so it works without JavaScript). */
export const DIRECTIONS_SERVICE = "https://www.google.com/maps/dir/";

/** Where the maps service should take the shopper: the branch by name, first address line and postcode. */
export function destinationOf(branch: Pick<MappedBranch, "name" | "line1" | "postcode">): string {
  return [branch.name, branch.line1, branch.postcode].map((part) => part.trim()).join(", ");
}

/** Directions to the branch; from a typed start address when there is one, else from wherever the shopper is. */
export function directionsUrl(branch: MappedBranch, origin?: string): string {
  const query = new URLSearchParams({ api: "1", destination: destinationOf(branch) });
  const from = origin?.trim();
  if (from) query.set("origin", from);
  return `${DIRECTIONS_SERVICE}?${query.toString()}`;
}

/** The branch on OpenStreetMap: a plain link, so no map script or frame runs on our pages. */
export function mapUrl(branch: MappedBranch, zoom = 16): string {
  const lat = branch.latitude.toFixed(5);
  const lon = branch.longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
