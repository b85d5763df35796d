const BASE = "http://localhost";

/**
 * The path to send the visitor to after a form post: only a relative path on this site, so a crafted `redirectTo`
 * cannot bounce the visitor to another origin (DESIGN.md "Forms": redirects only to safe relative paths).
 * The answer is percent-encoded, ready for a Location header.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return fallback;
  // Browsers treat "\" like "/" and drop tabs and newlines from URLs, so "/\evil.com" or "/\t/evil.com" mean "//evil.com".
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  const url = new URL(to, BASE);
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
