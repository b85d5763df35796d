import type { ReactNode } from "react";
import type { BlogListing } from "~/lib/blog/listing.server";
import { listingHref } from "~/lib/blog/listing-query";
import { CategoryList } from "./CategoryList";
import { FeaturedPosts } from "./FeaturedPosts";
import { TopPosts } from "./TopPosts";

/** A blog listing (the blog home, a category, a tag): its heading, the featured posts on the home, the posts and the categories. */
export function BlogListingPage({
  listing,
  heading,
  intro,
  category,
}: {
  listing: BlogListing;
  heading: string;
  intro?: ReactNode;
  /** The category being listed. */
  category?: string;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{heading}</h1>
        {intro ? <div className="max-w-3xl text-lg text-gray-800">{intro}</div> : null}
      </header>
      <FeaturedPosts
        posts={listing.featured}
        chosen={listing.state.featured}
        hrefOf={(featured) => listingHref(listing.path, { ...listing.state, featured })}
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <TopPosts listing={listing} category={category} />
        <aside aria-label="Blog categories" className="space-y-6 lg:order-last">
          <CategoryList categories={listing.categories} current={category} />
        </aside>
      </div>
    </div>
  );
}
