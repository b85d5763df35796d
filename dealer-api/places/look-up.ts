import { branches } from "../branches";
import { readPostcode, type BranchDistance, type Place } from "../contract/places";
import { milesBetween, type LatLon } from "./distance";
import type { PlaceFinder } from "./place-finder";

/** Every branch's distance from a point, whole miles as the crow flies, nearest first (then by branch id). */
export function branchDistances(from: LatLon): BranchDistance[] {
  return branches
    .map((branch) => ({
      site_id: branch.id,
      slug: branch.slug,
      city_town: branch.city_town,
      miles: Math.round(milesBetween(from, branch)),
    }))
    .sort((a, b) => a.miles - b.miles || a.site_id - b.site_id);
}

export type PlaceLookup = { ok: true; place: Place } | { ok: false; status: 400 | 404; message: string };

/** A typed postcode to its place and the branches' distances; 400 when it is no postcode, 404 when none such exists. */
export async function lookUpPlace(finder: PlaceFinder, text: string): Promise<PlaceLookup> {
  const read = readPostcode(text);
  if (!read.ok) return { ok: false, status: 400, message: read.message };
  const postcode = read.value;
  const found = await finder.find(postcode);
  if (!found)
    return {
      ok: false,
      status: 404,
      message: `We can't find the postcode ${postcode.postcode}: check it, or enter the first part only, like LS11`,
    };
  return {
    ok: true,
    place: {
      postcode: postcode.postcode,
      outward: postcode.outward,
      matched: found.matched,
      precision: found.precision,
      latitude: found.latitude,
      longitude: found.longitude,
      branches: branchDistances(found),
    },
  };
}
