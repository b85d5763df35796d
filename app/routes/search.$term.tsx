import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchVehicles } from "~/dealer/stock.server";
import { searchPages } from "~/dealer/content.server";
import { searchBlogPosts } from "~/dealer/blog.server";
import { orFallback } from "~/dealer/request.server";
import { listedCars } from "~/lib/search/page-content.server";
import { cleanTerm, siteSearchPath } from "~/lib/site-search/suggestions";
import {
  CARS_PER_PAGE,
  PAGES_SHOWN,
  POSTS_SHOWN,
  pageNumber,
  resultSummary,
} from "~/lib/site-search/results";
import { CarResults, PageResults, PostResults } from "~/components/site-search/SiteSearchSections";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";
import { attachMonthlyFigures } from "~/lib/finance/monthly-figures.server";
import { getVisitorSession } from "~/sessions.server";

/**
 * Site search (/search/{term}, docs/product/shell.md#site-search): matching cars, content pages and blog
 * posts.
 */
export const loader = pageLoader(async ({ request, params }: LoaderFunctionArgs) => {
  const term = cleanTerm(params.term ?? "");
  if (!term) return redirect("/used/cars/search");
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const [cars, pages, posts, session] = await Promise.all([
    listedCars().then((listed) =>
      searchVehicles({ ...listed, search: term, resultsPerPage: CARS_PER_PAGE, page, sort: "price|asc" }),
    ),
    // Cars are what shoppers come for: a content failure only leaves its section out.
    orFallback(searchPages(term, PAGES_SHOWN), { pages: [], total: 0 }),
    orFallback(searchBlogPosts(term, POSTS_SHOWN), { posts: [], total: 0 }),
    getVisitorSession(request),
  ]);
  const figures = await attachMonthlyFigures(cars.vehicles, session);
  return json({
    term,
    path: siteSearchPath(term),
    cars: { vehicles: cars.vehicles, total: cars.meta.total, page, lastPage: cars.meta.last_page, figures },
    pages,
    posts: {
      total: posts.total,
      posts: posts.posts.map((post) => ({
        slug: post.page_slug,
        title: post.page_title,
        publishedAt: post.published_at.date,
        introduction: post.contents.introduction,
      })),
    },
  });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data
    ? errorPageMeta(error)
    : [
        { title: `Search results for “${data.term}” | Northway Cars` },
        { name: "robots", content: "noindex" },
      ];

export default function SiteSearchResults() {
  const { term, path, cars, pages, posts } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">Search results for “{term}”</h1>
      <p className="mt-2 text-gray-700" role="status">
        {resultSummary(cars.total, pages.total, posts.total)}
      </p>
      <CarResults {...cars} path={path} />
      <PageResults {...pages} />
      <PostResults {...posts} term={term} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
