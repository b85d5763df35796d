import { Link } from "@remix-run/react";
import type { PageSearchResult } from "@contract/content";
import type { VehicleListing } from "@contract/vehicle";
import { VehicleCard } from "~/components/vehicle/VehicleCard";
import { cardMonthlyFigures } from "~/components/finance/MonthlyFigure";
import { FavouriteToggle } from "~/components/saved/FavouriteToggle";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import { formatPostDate } from "~/lib/site-search/results";

interface CarsProps {
  vehicles: VehicleListing[];
  total: number;
  page: number;
  lastPage: number;
  /** Each car's monthly figure for the shopper's finance defaults, by slug. */
  figures: Record<string, MonthlyFigureData>;
  /** The site-search path of the term, for the paging links. */
  path: string;
}

export function CarResults({ vehicles, total, page, lastPage, figures, path }: CarsProps) {
  const monthly = cardMonthlyFigures(figures);
  return (
    <section aria-labelledby="cars-heading" className="mt-10">
      <h2 id="cars-heading" className="text-2xl font-bold text-gray-900">
        Cars ({total})
      </h2>
      {vehicles.length > 0 ? (
        <>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {vehicles.map((vehicle) => (
              <li key={vehicle.slug}>
                <VehicleCard
                  vehicle={vehicle}
                  headingLevel={3}
                  monthly={monthly(vehicle.slug)}
                  actions={
                    <FavouriteToggle
                      slug={vehicle.slug}
                      carName={`${vehicle.make.name} ${vehicle.range.name}`}
                    />
                  }
                />
              </li>
            ))}
          </ul>
          {lastPage > 1 ? (
            <nav aria-label="Pages of cars" className="mt-6 flex flex-wrap items-center gap-4">
              {page > 1 ? (
                <Link to={page === 2 ? path : `${path}?page=${page - 1}`} className="btn-secondary">
                  Previous cars
                </Link>
              ) : null}
              <p className="text-gray-700">
                Page {page} of {lastPage}
              </p>
              {page < lastPage ? (
                <Link to={`${path}?page=${page + 1}`} className="btn-secondary">
                  More cars
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-gray-700">
          No cars match. Try a make or model such as “Ford Fiesta”, or{" "}
          <Link to="/used/cars/search" className="underline">
            browse all our cars
          </Link>
          .
        </p>
      )}
    </section>
  );
}

export function PageResults({ pages, total }: { pages: PageSearchResult[]; total: number }) {
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="pages-heading" className="mt-12">
      <h2 id="pages-heading" className="text-2xl font-bold text-gray-900">
        Pages ({total})
      </h2>
      <ul className="mt-4 divide-y divide-gray-200">
        {pages.map((page) => (
          <li key={page.slug} className="py-4">
            <h3 className="text-lg font-semibold">
              <Link to={page.path}>{page.page_title}</Link>
            </h3>
            {page.meta_description ? <p className="mt-1 text-gray-700">{page.meta_description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface PostResult {
  slug: string;
  title: string;
  publishedAt: string;
  introduction: string;
}

/** The posts found, and past the few shown, the blog's own search of the term (`/blog-search/{term}`, 'view more'). */
export function PostResults({ posts, total, term }: { posts: PostResult[]; total: number; term: string }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="posts-heading" className="mt-12">
      <h2 id="posts-heading" className="text-2xl font-bold text-gray-900">
        Blog posts ({total})
      </h2>
      <ul className="mt-4 divide-y divide-gray-200">
        {posts.map((post) => (
          <li key={post.slug} className="py-4">
            <h3 className="text-lg font-semibold">
              <Link to={`/blog/${post.slug}`}>{post.title}</Link>
            </h3>
            <p className="text-sm text-gray-700">
              <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
            </p>
            <p className="mt-1 text-gray-700">{post.introduction}</p>
          </li>
        ))}
      </ul>
      {total > posts.length ? (
        <p className="mt-2">
          <Link
            to={`/blog-search/${encodeURIComponent(term)}`}
            className="font-semibold underline underline-offset-4"
          >
            See all {total} blog posts about “{term}”
          </Link>
        </p>
      ) : null}
    </section>
  );
}
