/**
 * What a page view (a GET) may keep in the visitor's session (docs/decisions/110-trust-model.md, "What a page view
 * writes"). Form posts write the session; a page view writes it only for what the shopper did on our own pages: the car
 * they looked at (recently viewed), the finance basis their search or car page names, the postcode they searched or
 * priced delivery with. The browser's Fetch Metadata says who asked:
 * - a picture, script or frame request (`Sec-Fetch-Dest` other than `document` or `empty`) writes nothing: a same-site
 *   `<img src="/used/cars/search?distance_from=…">` must not change the session;
 * - a link from another site (`Sec-Fetch-Site: cross-site` or `same-site`) may show its postcode, but it does not
 *   become the shopper's: only an address typed (`none`) or one of our own pages (`same-origin`) plants it. The finance
 *   basis of a link is kept as the spec's finance defaults say (docs/product/finance.md).
 * A browser that sends no Fetch Metadata (older ones) is treated as a navigation of our own.
 */
export interface PageViewWrites {
  /** The session may be written at all. */
  session: boolean;
  /** A postcode in the address may become the shopper's. */
  postcode: boolean;
}

const NAVIGATION_DESTINATIONS = new Set(["document", "empty"]);
const OWN_SITES = new Set(["same-origin", "none"]);

export function pageViewWrites(headers: Headers): PageViewWrites {
  const destination = headers.get("Sec-Fetch-Dest");
  const site = headers.get("Sec-Fetch-Site");
  const session = destination === null || NAVIGATION_DESTINATIONS.has(destination);
  return { session, postcode: session && (site === null || OWN_SITES.has(site)) };
}
