import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { BlogCategory } from "@contract/blog";
import { SearchIcon } from "~/components/icons";
import {
  BLOG_SORTS,
  listingHref,
  POSTS_PER_PAGE,
  normaliseSearch,
  parseBlogListing,
  SEARCH_DEBOUNCE_MS,
  searchRuns,
  type BlogListingState,
  type BlogSort,
} from "~/lib/blog/listing-query";
import type { BlogListing } from "~/lib/blog/listing.server";
import { shownRange } from "~/lib/search/pagination";
import { BlogCard } from "./BlogCard";
import { BlogPagination } from "./BlogPagination";

type Listing = Pick<
  BlogListing,
  "path" | "state" | "searched" | "cards" | "total" | "lastPage" | "categories"
>;

/** A listing's own address with some of its state changed; the featured choice belongs to the blog home's first view. */
const hrefWith = (listing: Listing, change: Partial<BlogListingState>) =>
  listingHref(listing.path, { ...listing.state, featured: 1, ...change });

/**
 * 'Top Posts': the search, the sort, the 'All' plus category row, the cards and the pages. Without JavaScript the
 * search and sort are one GET form; with it, the sort applies on change and the search runs 500 ms after the last key
 * press once the term is longer than 3 characters (a shorter one on Search or Enter; Escape clears it). Either way the
 * listing's URL holds the state.
 */
export function TopPosts({ listing, category }: { listing: Listing; category?: string }) {
  const { state, searched, cards, total, lastPage, categories } = listing;
  const shown = shownRange(state.page, POSTS_PER_PAGE, total);
  return (
    <section aria-labelledby="top-posts-heading" className="space-y-6">
      <h2 id="top-posts-heading" className="text-2xl font-bold text-gray-900">
        Top Posts
      </h2>
      <SearchAndSort listing={listing} />
      <CategoryRow listing={listing} categories={categories} current={category} />
      {cards.length === 0 ? (
        <p className="rounded-md bg-gray-50 p-4 text-lg font-semibold text-gray-900">No results found</p>
      ) : (
        <>
          <p className="text-sm text-gray-700">
            {searched ? `Posts matching “${searched}”: showing ` : "Showing "}
            {`${shown.first} to ${shown.last} of ${total}`}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Posts">
            {cards.map((post, index) => (
              <li key={post.slug}>
                <BlogCard post={post} priority={index < 3} />
              </li>
            ))}
          </ul>
        </>
      )}
      <BlogPagination page={state.page} lastPage={lastPage} hrefOf={(page) => hrefWith(listing, { page })} />
    </section>
  );
}

function SearchAndSort({ listing }: { listing: Listing }) {
  const { path, state, searched, total } = listing;
  const enhanced = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [term, setTerm] = useState(state.search);
  const requested = useRef(state.search);

  // Back, forward or a link changed the URL's search: the box shows it (but never rewrites what is being typed).
  useEffect(() => {
    requested.current = state.search;
    setTerm((typed) => (normaliseSearch(typed) === state.search ? typed : state.search));
  }, [state.search]);

  const go = (change: Partial<BlogListingState>) => {
    if (change.search !== undefined) requested.current = change.search;
    navigate(hrefWith(listing, { page: 1, ...change }), { replace: true, preventScrollReset: true });
  };

  // The search runs once typing pauses, and only for a term long enough to search (or none: the box was emptied).
  const wanted = normaliseSearch(term);
  const runs = enhanced && wanted !== requested.current && (wanted === "" || searchRuns(wanted));
  useEffect(() => {
    if (!runs) return;
    const timer = window.setTimeout(() => go({ search: wanted }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // `go` is remade each render; the timer restarts only when the term does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runs, wanted]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Escape" || !enhanced) return;
    event.preventDefault();
    setTerm("");
    if (requested.current !== "") go({ search: "" });
  }

  const pending =
    navigation.state === "loading" && navigation.location.pathname === path
      ? parseBlogListing(new URLSearchParams(navigation.location.search))
      : undefined;
  const tooShort = (typed: string) => typed !== "" && !searchRuns(typed);
  let status = "";
  if (pending && pending.search !== state.search) status = "Searching…";
  else if (enhanced && wanted !== state.search && tooShort(wanted))
    status = `Searches start after 3 characters: press Search to look for “${wanted}”.`;
  else if (searched)
    status = total === 0 ? "No results found" : `${total} ${total === 1 ? "post" : "posts"} found`;

  return (
    <Form
      method="get"
      action={path}
      role="search"
      aria-label="Search and sort posts"
      // Says the search and sort now apply as the shopper types and chooses.
      data-enhanced={enhanced ? "" : undefined}
      className="space-y-2"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="blog-search" className="field-label">
            Search posts
          </label>
          <input
            id="blog-search"
            type="search"
            name="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={onKeyDown}
            maxLength={100}
            autoComplete="off"
            aria-describedby="blog-search-status"
            className="field-control border border-gray-500"
          />
        </div>
        <div className="basis-48">
          <label htmlFor="blog-sort" className="field-label">
            Sort by
          </label>
          <select
            id="blog-sort"
            name="sort"
            defaultValue={state.sort}
            key={state.sort}
            onChange={(event) => enhanced && go({ sort: event.target.value as BlogSort })}
            className="field-select"
          >
            {BLOG_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary gap-2">
          <SearchIcon />
          Search
        </button>
      </div>
      <p id="blog-search-status" role="status" className="min-h-6 text-sm font-semibold text-gray-900">
        {status}
      </p>
    </Form>
  );
}

function CategoryRow({
  listing,
  categories,
  current,
}: {
  listing: Listing;
  categories: BlogCategory[];
  current?: string;
}) {
  const keep = { search: listing.state.search, sort: listing.state.sort, page: 1, featured: 1 };
  const tag =
    "inline-flex min-h-11 items-center rounded-full border px-4 font-semibold no-underline focus-ring";
  const links = [
    { slug: undefined, name: "All", href: listingHref("/blog", keep) },
    ...categories.map((category) => ({
      slug: category.slug,
      name: category.name,
      href: listingHref(`/blog/category/${category.slug}`, keep),
    })),
  ];
  return (
    <nav aria-label="Posts by category">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const active = link.slug === current;
          return (
            <li key={link.name}>
              <Link
                to={link.href}
                aria-current={active ? "page" : undefined}
                className={`${tag} ${active ? "border-brand bg-brand text-white" : "border-gray-300 text-brand hover:border-brand"}`}
              >
                {link.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
