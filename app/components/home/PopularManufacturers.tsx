import { Link, useLocation } from "@remix-run/react";
import { useRef, useState, type MouseEvent } from "react";
import {
  ALL_MANUFACTURERS,
  MANUFACTURERS_ANCHOR,
  manufacturerSearchUrl,
  manufacturerView,
} from "~/lib/home/manufacturers";
import { formatMakeName } from "~/lib/format";
import { belowTheFold } from "./styles";

interface PopularManufacturersProps {
  /** Every make in stock, busiest first. */
  makes: { name: string; slug: string }[];
  /** The visitor asked for all of them (?manufacturers=all, the no-JS 'Load more manufacturers'). */
  showAll: boolean;
}

const tile =
  "flex min-h-16 items-center justify-center rounded-lg border-2 border-gray-200 bg-white px-3 py-4 text-center text-lg font-semibold text-gray-900 no-underline hover:border-brand hover:text-brand";

/**
 * Home block 8 (docs/product/home.md#home-blocks): 10 makes, 9 under 1024 px, and 'Load more manufacturers'
 * for the rest. The button is a link to this page with ?manufacturers=all (no JavaScript needed); enhanced,
 * it shows the rest in place and moves focus to the first make it revealed.
 */
export function PopularManufacturers({ makes, showAll }: PopularManufacturersProps) {
  const [expanded, setExpanded] = useState(showAll);
  const list = useRef<HTMLUListElement>(null);
  const view = manufacturerView(makes, expanded);
  const query = new URLSearchParams(useLocation().search);
  query.set("manufacturers", ALL_MANUFACTURERS);
  if (makes.length === 0) return null;

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The first make that was hidden at this width: the 10th on a narrow screen, the 11th on a wide one.
    const hidden = [...(list.current?.querySelectorAll("li") ?? [])].findIndex(
      (item) => item.offsetParent === null,
    );
    const first = hidden >= 0 ? hidden : view.makes.length;
    setExpanded(true);
    requestAnimationFrame(() => list.current?.querySelectorAll("a")[first]?.focus());
  }

  return (
    <section
      id={MANUFACTURERS_ANCHOR}
      className={`mx-auto max-w-7xl px-4 py-12 ${belowTheFold}`}
      aria-labelledby="manufacturers-heading"
    >
      <h2 id="manufacturers-heading" className="text-2xl font-bold text-gray-900">
        Popular manufacturers
      </h2>
      <ul ref={list} className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {view.makes.map((make, index) => (
          <li key={make.slug} className={index >= view.narrowCut ? "max-lg:hidden" : undefined}>
            <Link to={manufacturerSearchUrl(make.slug)} className={tile}>
              <span className="sr-only">Used </span>
              {formatMakeName(make.name)}
              <span className="sr-only"> cars</span>
            </Link>
          </li>
        ))}
      </ul>
      {view.moreNarrow || view.moreWide ? (
        <p className={`mt-6 ${view.moreWide ? "" : "lg:hidden"} ${view.moreNarrow ? "" : "max-lg:hidden"}`}>
          <a href={`/?${query}#${MANUFACTURERS_ANCHOR}`} onClick={loadMore} className="btn-secondary">
            Load more manufacturers
          </a>
        </p>
      ) : null}
    </section>
  );
}
