import { Link } from "@remix-run/react";
import { pageItems } from "~/lib/search/pagination";

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold focus-ring";

/** Real links to the listing's other pages, keeping the search and the sort. */
export function BlogPagination({
  page,
  lastPage,
  hrefOf,
}: {
  page: number;
  lastPage: number;
  hrefOf: (page: number) => string;
}) {
  const items = pageItems(page, lastPage);
  if (items.length === 0) return null;
  const step = (to: number, label: string, rel: "prev" | "next") =>
    to >= 1 && to <= lastPage ? (
      <li>
        <Link to={hrefOf(to)} rel={rel} className={`${item} border-brand text-brand`}>
          {label}
        </Link>
      </li>
    ) : null;
  return (
    <nav aria-label="Pages of posts">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {step(page - 1, "Previous", "prev")}
        {items.map((entry) =>
          "gap" in entry ? (
            <li key={entry.gap} aria-hidden="true" className="px-1 text-gray-700">
              …
            </li>
          ) : (
            <li key={entry.page}>
              {entry.page === page ? (
                <span aria-current="page" className={`${item} border-brand bg-brand text-white`}>
                  <span className="sr-only">Page </span>
                  {entry.page}
                </span>
              ) : (
                <Link
                  to={hrefOf(entry.page)}
                  aria-label={`Page ${entry.page}`}
                  className={`${item} border-gray-300 text-brand no-underline hover:border-brand`}
                >
                  {entry.page}
                </Link>
              )}
            </li>
          ),
        )}
        {step(page + 1, "Next", "next")}
      </ul>
    </nav>
  );
}
