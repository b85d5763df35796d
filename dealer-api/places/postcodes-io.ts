import { z } from "zod";
import type { PostcodeReading } from "../contract/places";
import { PlaceServiceError, type PlaceFinder, type PlaceFound } from "./place-finder";

/**
 * A real postcode service in the shape of postcodes.io (ONS Postcode Directory data): `GET {base}/postcodes/{postcode}`
 * and `GET {base}/outcodes/{outward}` answer `{ status: 200, result: { latitude, longitude, … } }`, or
 * `{ status: 404, error }` for a postcode that does not exist. Used when `POSTCODE_API_URL` is set; its contract is
 * held by a test against a recorded answer (fixtures/).
 */

const answer = z.object({
  status: z.literal(200),
  result: z.object({
    // A postcode with no grid reference (a PO box, a new build) has null ones: no place to measure from.
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
  }),
});

export interface PostcodeServiceOptions {
  /** "https://api.postcodes.io" */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function postcodeService({
  baseUrl,
  timeoutMs = 3000,
  fetch: send = fetch,
}: PostcodeServiceOptions): PlaceFinder {
  const base = baseUrl.replace(/\/+$/, "");

  async function ask(path: string): Promise<{ latitude: number; longitude: number } | undefined> {
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PlaceServiceError(`The postcode service did not answer: ${String(error)}`);
    }
    if (response.status === 404) return undefined;
    if (!response.ok) throw new PlaceServiceError(`The postcode service answered ${response.status}`);
    const parsed = answer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new PlaceServiceError("The postcode service answered something unexpected");
    const { latitude, longitude } = parsed.data.result;
    return latitude === null || longitude === null ? undefined : { latitude, longitude };
  }

  return {
    async find(postcode: PostcodeReading): Promise<PlaceFound | undefined> {
      if (postcode.full) {
        const own = await ask(`/postcodes/${encodeURIComponent(postcode.postcode)}`);
        if (own) return { matched: postcode.postcode, precision: "postcode", ...own };
      }
      const district = await ask(`/outcodes/${encodeURIComponent(postcode.outward)}`);
      return district && { matched: postcode.outward, precision: "district", ...district };
    },
  };
}

/**
 * The service with the embedded table behind it: while the service cannot answer, a postcode is placed by its district
 * or area rather than not at all. A postcode the service says does not exist stays unknown.
 */
export function withFallback(primary: PlaceFinder, fallback: PlaceFinder): PlaceFinder {
  return {
    async find(postcode) {
      try {
        return await primary.find(postcode);
      } catch (error) {
        if (!(error instanceof PlaceServiceError)) throw error;
        console.warn("[dealer-api] postcode service failed; using the embedded table:", error.message);
        return fallback.find(postcode);
      }
    },
  };
}
