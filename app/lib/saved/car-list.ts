/**
 * A list of cars in a URL (/shortlist?cars=a,b and /compare?cars=a,b): slugs comma-joined, as the search
 * joins multi-values. Anything that cannot be a slug is dropped, repeats count once, and the list is cut at
 * `max`.
 */

export const SHORTLIST_MAX = 30;
export const COMPARE_MAX = 4;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function carsParam(values: readonly string[], max: number): string[] {
  const slugs = values
    .flatMap((value) => value.split(","))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value.length <= 200 && SLUG.test(value));
  return [...new Set(slugs)].slice(0, max);
}

export const shortlistHref = (slugs: readonly string[]) =>
  slugs.length > 0 ? `/shortlist?cars=${slugs.join(",")}` : "/shortlist";

export const compareHref = (slugs: readonly string[]) =>
  `/compare?cars=${slugs.slice(0, COMPARE_MAX).join(",")}`;
