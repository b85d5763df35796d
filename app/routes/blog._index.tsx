import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getPage } from "~/dealer/content.server";
import { pageLoader } from "~/dealer/errors";
import { orFallback } from "~/dealer/request.server";
import { loadBlogListing } from "~/lib/blog/listing.server";
import { BlogListingPage } from "~/components/blog/BlogListingPage";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const DESCRIPTION = "Used car buying advice, finance guides and motoring news from the Northway Cars team.";

/** /blog: the featured posts, then every post, 13 a page, searched and sorted by the URL (docs/decisions/160-blog.md). */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const [listing, page] = await Promise.all([
    loadBlogListing(new URL(request.url), { kind: "all" }),
    orFallback(getPage("blog"), undefined),
  ]);
  if ("redirect" in listing) return redirect(listing.redirect);
  return json({ listing, description: page?.meta_description || DESCRIPTION });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  const { searched, state } = data.listing;
  const title = searched
    ? `Blog posts matching “${searched}”`
    : state.page > 1
      ? `Blog, page ${state.page}`
      : "Blog";
  return [{ title: `${title} | Northway Cars` }, { name: "description", content: data.description }];
};

export default function BlogHome() {
  const { listing } = useLoaderData<typeof loader>();
  return (
    <BlogListingPage
      listing={listing}
      heading="Blog"
      intro="Buying advice, finance guides and running-cost tips from the people who sell our cars."
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
