import { embeddedPlaces } from "./embedded";
import type { PlaceFinder } from "./place-finder";
import { postcodeService, withFallback } from "./postcodes-io";

/**
 * The place finder the environment asks for: `POSTCODE_API_URL` (a postcodes.io-shaped service) with the embedded table
 * behind it, else the embedded table alone.
 */
export function placesFromEnv(env: NodeJS.ProcessEnv = process.env): PlaceFinder {
  const baseUrl = env.POSTCODE_API_URL?.trim();
  if (!baseUrl) return embeddedPlaces;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error("POSTCODE_API_URL must be an http(s) URL");
  const timeoutMs = Number(env.POSTCODE_API_TIMEOUT_MS ?? 3000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    throw new Error("POSTCODE_API_TIMEOUT_MS must be a positive whole number");
  return withFallback(postcodeService({ baseUrl, timeoutMs }), embeddedPlaces);
}
