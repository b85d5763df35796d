const TAG_MANAGER = "https://www.googletagmanager.com";
const ANALYTICS = "https://www.google-analytics.com";
/** The contact page's directions form sends a typed start address to the maps service (app/lib/contact/maps.ts). */
const DIRECTIONS = "https://www.google.com";

export interface PolicyOptions {
  development: boolean;
  /** A tag-manager container is configured (GTM_ID): only then may its scripts, pixels and beacons load. */
  tagManager: boolean;
}

/** The Content-Security-Policy of a page: scripts only from us or with this request's nonce. */
export function contentSecurityPolicy(nonce: string, { development, tagManager }: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(tagManager ? [TAG_MANAGER] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(tagManager ? [TAG_MANAGER] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(development ? ["ws:"] : []), ...(tagManager ? [ANALYTICS] : [])],
    "frame-src": ["'self'", "https://www.openstreetmap.org", "https://www.youtube-nocookie.com"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", DIRECTIONS],
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * For every answer that is not a page (JSON, text, XML, pictures, static files, refusals): nothing in it may run or be
 * framed, whatever a browser guesses it to be.
 */
export const RESOURCE_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** A page drawn without scripts (a refused request): our stylesheet and pictures, nothing else. */
export const REFUSAL_PAGE_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export function applySecurityHeaders(
  headers: Headers,
  nonce: string,
  options: PolicyOptions & { https: boolean },
) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (options.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
