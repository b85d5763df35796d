import type { PostcodeReading } from "../contract/places";
import type { PlaceFinder, PlaceFound } from "./place-finder";
import { postcodeAreas, postcodeDistricts } from "./postcode-table";

/**
 * The embedded place finder: a postcode falls back to its outward code's district, then to its area
 * (postcode-table.ts, approximate). An area the table does not hold is no UK postcode.
 */
export function findInTable({ outward, district, area }: PostcodeReading): PlaceFound | undefined {
  for (const code of new Set([outward, district])) {
    const found = postcodeDistricts[code];
    if (found) return { matched: code, precision: "district", latitude: found[0], longitude: found[1] };
  }
  const inArea = postcodeAreas[area];
  return inArea && { matched: area, precision: "area", latitude: inArea[1], longitude: inArea[2] };
}

export const embeddedPlaces: PlaceFinder = { find: async (postcode) => findInTable(postcode) };
