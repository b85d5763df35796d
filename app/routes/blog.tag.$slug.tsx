import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getBlogTags } from "~/dealer/blog.server";
import { pageLoader } from "~/dealer/errors";
import { findBlogTag } from "~/lib/blog/scopes";
import { loadBlogListing } from "~/lib/blog/listing.server";
import { BlogListingPage } from "~/components/blog/BlogListingPage";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/** /blog/tag/{slug}: the posts carrying one tag, searched, sorted and paged like the blog home; an unknown tag is a 404. */
export const loader = pageLoader(async ({ request, params }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const tag = findBlogTag(await getBlogTags(), params.slug ?? "");
  if (!tag) throw new Response(null, { status: 404 });
  if (tag.slug !== params.slug) return redirect(`/blog/tag/${tag.slug}${url.search}`, 301);
  const listing = await loadBlogListing(url, { kind: "tag", tag });
  if ("redirect" in listing) return redirect(listing.redirect);
  return json({ listing, tag });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  const { tag, listing } = data;
  const page = listing.state.page > 1 ? `, page ${listing.state.page}` : "";
  return [
    { title: `Posts tagged ${tag.name}${page} | Blog | Northway Cars` },
    { name: "description", content: `Articles about ${tag.name} from the Northway Cars blog.` },
  ];
};

export default function BlogTag() {
  const { listing, tag } = useLoaderData<typeof loader>();
  return (
    <BlogListingPage
      listing={listing}
      heading={`Posts tagged “${tag.name}”`}
      intro={`${tag.article_count} ${tag.article_count === 1 ? "article" : "articles"} from the Northway Cars blog.`}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
