import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getBlogCategories } from "~/dealer/blog.server";
import { pageLoader } from "~/dealer/errors";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/** /blog/category: every category with its article count, each linking to its listing. */
export const loader = pageLoader(async () => json({ categories: await getBlogCategories() }));

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  return [
    { title: "Blog categories | Northway Cars" },
    { name: "description", content: "Every category of the Northway Cars blog." },
  ];
};

export default function BlogCategories() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">Blog categories</h1>
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/blog/category/${category.slug}`}
              className="flex min-h-14 items-center justify-between gap-4 px-4 text-lg font-semibold underline-offset-4 hover:underline focus-ring"
            >
              <span>{category.name}</span>
              <span className="text-base font-normal text-gray-700">
                {category.article_count} {category.article_count === 1 ? "article" : "articles"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/blog" className="font-semibold underline underline-offset-4">
          See all posts
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
