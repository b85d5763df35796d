import { panelPairs, withPanel } from "~/lib/saved/panel";

/**
 * The blog listings' state, all of it in the URL (docs/decisions/160-blog.md): `/blog`, `/blog/category/{slug}` and
 * `/blog/tag/{slug}` read `?search=…&sort=…&page=…`, and `/blog` also `?featured=…` (which of the three featured
 * posts shows). A URL that is not the canonical form of its state (defaults spelt out, empty or malformed values) is
 * redirected to it, so one listing has one address.
 */

/**
 * The blog's numbers: 13 posts a page, 3 featured, 3 related, 4 newest cars by an article. The carousel's five are
 * the dealer API's `LATEST_POSTS` (dealer-api/contract/content-page.ts), carried in the pages' answers.
 */
export const POSTS_PER_PAGE = 13;
export const FEATURED_POSTS = 3;
export const RELATED_POSTS = 3;
export const NEWEST_CARS = 4;
/** With JavaScript the search runs 500 ms after the last key press. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The dealer API searches at most this many characters. */
export const SEARCH_MAX_LENGTH = 100;

export const BLOG_SORTS = [
  { value: "age|desc", label: "Latest Posts" },
  { value: "age|asc", label: "Oldest Posts" },
] as const;
export type BlogSort = (typeof BLOG_SORTS)[number]["value"];
export const DEFAULT_SORT: BlogSort = "age|desc";

export interface BlogListingState {
  /** The term searched for (trimmed, spaces collapsed); "" for none. */
  search: string;
  sort: BlogSort;
  page: number;
  /** Which featured post shows, 1 to 3 (the blog home only). */
  featured: number;
}

/**
 * The search as you type runs only when the trimmed term is longer than 3 characters. A term sent on purpose (the
 * Search button, Enter, a link) is searched whatever its length: "MOT" and "PCP" are subjects of their own.
 */
export function searchRuns(term: string): boolean {
  return term.trim().length > 3;
}

const isSort = (value: string): value is BlogSort => BLOG_SORTS.some((sort) => sort.value === value);

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

export function normaliseSearch(raw: string | null): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/**
 * The state a listing URL asks for. Anything unknown or malformed (page 0, "?sort=price", "?featured=9") falls back to
 * the default; the caller redirects to `listingQuery(state)` when it differs from what was asked.
 */
export function parseBlogListing(params: URLSearchParams, { featured = false } = {}): BlogListingState {
  const sort = params.get("sort") ?? "";
  return {
    search: normaliseSearch(params.get("search")),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: wholeNumber(params.get("page"), 1, 10_000) ?? 1,
    featured: featured ? (wholeNumber(params.get("featured"), 1, FEATURED_POSTS) ?? 1) : 1,
  };
}

/** The canonical query of a state: defaults left out, in a fixed order. "" for the plain listing. */
export function listingQuery(state: BlogListingState): string {
  const params = new URLSearchParams();
  if (state.search) params.set("search", state.search);
  if (state.sort !== DEFAULT_SORT) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.featured > 1) params.set("featured", String(state.featured));
  return params.toString();
}

export function listingHref(path: string, state: BlogListingState): string {
  const query = listingQuery(state);
  return query ? `${path}?${query}` : path;
}

/**
 * The canonical URL when the request's query is not it, else undefined. The header's saved or recently viewed bar
 * (?panel=saved) opens on a listing as on any page: kept after the listing's own query.
 */
export function canonicalListingUrl(url: URL, state: BlogListingState): string | undefined {
  const bar = panelPairs(url.searchParams);
  const wanted = [listingQuery(state), new URLSearchParams(bar).toString()].filter(Boolean).join("&");
  return url.searchParams.toString() === wanted
    ? undefined
    : withPanel(listingHref(url.pathname, state), bar);
}

/** A page past the last one (the listing got shorter since the link was made) shows the last page. */
export function pageWithin(state: BlogListingState, lastPage: number): BlogListingState | undefined {
  return state.page > lastPage ? { ...state, page: Math.max(lastPage, 1) } : undefined;
}

/** `/blog-search/{query}`: the 'view more' target of the search, as the listing's search URL. */
export function blogSearchUrl(query: string): string {
  const search = normaliseSearch(query);
  return listingHref("/blog", { search, sort: DEFAULT_SORT, page: 1, featured: 1 });
}

const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An article's slug in its canonical (lower-case) form, or none when the path cannot name an article. */
export function articleSlug(raw: string): string | undefined {
  const slug = raw.toLowerCase();
  return slug.length <= 200 && POST_SLUG.test(slug) ? slug : undefined;
}

/** The carousel moves one post a step, and a step takes 500 ms: a press meanwhile is ignored. */
export const CAROUSEL_STEP_LOCK_MS = 500;
