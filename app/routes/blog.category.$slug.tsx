import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getBlogCategories } from "~/dealer/blog.server";
import { pageLoader } from "~/dealer/errors";
import { findBlogCategory } from "~/lib/blog/scopes";
import { loadBlogListing } from "~/lib/blog/listing.server";
import { BlogListingPage } from "~/components/blog/BlogListingPage";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/**
 * /blog/category/{slug}: one category's posts, searched, sorted and paged like the blog home. A category named by its
 * id or in capitals is redirected to its slug; an unknown one is a 404.
 */
export const loader = pageLoader(async ({ request, params }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const categories = await getBlogCategories();
  const found = findBlogCategory(categories, params.slug ?? "");
  if (!found) throw new Response(null, { status: 404 });
  if (found.slug !== params.slug) return redirect(`/blog/category/${found.slug}${url.search}`, 301);
  const listing = await loadBlogListing(url, { kind: "category", category: found });
  if ("redirect" in listing) return redirect(listing.redirect);
  return json({ listing, category: found });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  const { category, listing } = data;
  const page = listing.state.page > 1 ? `, page ${listing.state.page}` : "";
  return [
    { title: `${category.name}${page} | Blog | Northway Cars` },
    {
      name: "description",
      content: `${category.name}: ${category.article_count} articles from the Northway Cars blog.`,
    },
  ];
};

export default function BlogCategory() {
  const { listing, category } = useLoaderData<typeof loader>();
  return (
    <BlogListingPage
      listing={listing}
      heading={category.name}
      intro={`${category.article_count} ${category.article_count === 1 ? "article" : "articles"} from the Northway Cars blog.`}
      category={category.slug}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
