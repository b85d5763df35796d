import type { BlogCategory } from "@contract/blog";
import { Link } from "@remix-run/react";

/** Every category with its article count; the one being listed is marked as the current page. */
export function CategoryList({ categories, current }: { categories: BlogCategory[]; current?: string }) {
  return (
    <nav aria-labelledby="categories-heading" className="rounded-lg border border-gray-200 p-4">
      <h2 id="categories-heading" className="text-xl font-bold text-gray-900">
        Categories
      </h2>
      <ul className="mt-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/blog/category/${category.slug}`}
              aria-current={category.slug === current ? "page" : undefined}
              className="flex min-h-11 items-center justify-between gap-2 rounded px-2 text-gray-900 underline-offset-4 hover:underline focus-ring aria-[current=page]:font-bold"
            >
              <span>{category.name}</span>
              <span className="shrink-0 rounded-full bg-gray-100 px-2 text-sm font-semibold text-gray-800">
                {category.article_count}
                <span className="sr-only">{category.article_count === 1 ? " article" : " articles"}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
