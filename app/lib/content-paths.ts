/**
 * Where the route table puts content pages (docs/product/shell.md#routes): the catch-all `/{id}`, and one
 * level under the content sections (`/extras/{id}`, `/finance/{id}`, `/special-offers/{id}`, `/blog/{id}`).
 * Any other path is an unmatched route: a 404 without asking the content service, so an unknown address is a
 * 404 even when the dealer API is down (ADR 120). The slug is the content service's own rule: lower-case
 * words joined by '-', at most 200 characters.
 */
const CONTENT_SECTIONS = new Set(["extras", "finance", "special-offers", "blog"]);
const WORD = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 200;

/** The content page slug a path names ("/Finance/Hire-Purchase/" → "finance/hire-purchase"), if it can name one. */
export function contentSlugOf(pathname: string): string | undefined {
  const slug = pathname.replace(/^\/+|\/+$/g, "").toLowerCase();
  if (slug.length > MAX_SLUG) return undefined;
  const parts = slug.split("/");
  if (!parts.every((part) => WORD.test(part))) return undefined;
  if (parts.length === 1) return slug;
  if (parts.length === 2 && CONTENT_SECTIONS.has(parts[0])) return slug;
  return undefined;
}
