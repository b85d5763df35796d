/** The Content-Security-Policy of a page: scripts only from us or with this request's nonce. */
export function contentSecurityPolicy(nonce: string, { development }: { development: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "https://www.googletagmanager.com"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https://www.googletagmanager.com"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(development ? ["ws:"] : []), "https://www.google-analytics.com"],
    "frame-src": ["'self'", "https://www.openstreetmap.org", "https://www.youtube-nocookie.com"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function applySecurityHeaders(
  headers: Headers,
  nonce: string,
  options: { development: boolean; https: boolean },
) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (options.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
