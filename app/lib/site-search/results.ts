import { formatOrdinalDate } from "~/lib/vehicle/dates";
/** Rules of the site search page (/search/{term}): cars, content pages and blog posts for one term. */

/** Cars per page of site-search results: four rows of three. */
export const CARS_PER_PAGE = 12;
export const PAGES_SHOWN = 10;
export const POSTS_SHOWN = 10;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "12 cars, 2 pages and 1 blog post match your search." or "Nothing matches your search." */
export function resultSummary(cars: number, pages: number, posts: number): string {
  const parts = [
    cars > 0 ? plural(cars, "car", "cars") : undefined,
    pages > 0 ? plural(pages, "page", "pages") : undefined,
    posts > 0 ? plural(posts, "blog post", "blog posts") : undefined,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return "Nothing matches your search.";
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  const single = parts.length === 1 && (cars === 1 || pages === 1 || posts === 1);
  return `${list} ${single ? "matches" : "match"} your search.`;
}

/** The page of cars asked for: a whole number from 1, anything else is the first page. */
export function pageNumber(raw: string | null): number {
  return raw && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
}

const londonDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

/** A blog post's publication date as the blog shows it: the day in the UK, "17th November 2026". */
export function formatPostDate(iso: string): string {
  return formatOrdinalDate(londonDay.format(new Date(iso)));
}
