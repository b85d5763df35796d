const BASE = "http://localhost";

// Browsers treat "\" like "/" and drop tabs and newlines from URLs, so "/\evil.com" or "/\t/evil.com" mean "//evil.com".
// eslint-disable-next-line no-control-regex
const READ_AS_SLASH = /[\\\u0000-\u001f\u007f]/;

const isSitePath = (path: string) =>
  path.startsWith("/") &&
  !path.startsWith("//") &&
  !READ_AS_SLASH.test(path) &&
  new URL(path, BASE).origin === BASE;

/**
 * The path to send the visitor to after a form post: only a relative path on this site, so a crafted `redirectTo`
 * cannot bounce the visitor to another origin (docs/decisions/110-trust-model.md). The check is made on the value
 * returned, after normalising: "/.//evil.com" normalises to "//evil.com", which a browser reads as another site.
 * The answer is percent-encoded, ready for a Location header.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !isSitePath(to)) return fallback;
  const url = new URL(to, BASE);
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  return isSitePath(normalised) ? normalised : fallback;
}
