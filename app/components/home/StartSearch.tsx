import { Link } from "@remix-run/react";

/** Home block 2 (docs/product/home.md#home-blocks): the 'Start your search' button to the results page. */
export function StartSearch() {
  return (
    <section className="bg-brand-light px-4 py-10" aria-labelledby="start-search-heading">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4">
        <h2 id="start-search-heading" className="text-2xl font-bold text-gray-900">
          Hundreds of quality used cars across our four branches
        </h2>
        <Link to="/used/cars/search" className="btn-primary">
          Start your search
        </Link>
      </div>
    </section>
  );
}
