import { Link } from "@remix-run/react";
import type { BlogCard as BlogCardData } from "~/lib/blog/posts";
import { pictureLoading } from "~/components/picture-loading";

/**
 * A post in a list: 'By' the company, the published date, category, image, title and introduction. The title's link
 * covers the card, so the card is one stop in the tab order.
 */
export function BlogCard({
  post,
  headingLevel = 3,
  priority = false,
}: {
  post: BlogCardData;
  headingLevel?: 2 | 3;
  /** Cards at the top of a page load their pictures at once. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card flex-col">
      <img
        src={post.image}
        // The title beside it names the post: the picture is a decoration of the card.
        alt=""
        width={1200}
        height={675}
        {...pictureLoading(Boolean(priority))}
        decoding="async"
        className="aspect-video w-full bg-gray-100 object-cover"
      />
      <div className="card-body p-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{post.category.name}</p>
        <Heading className="card-name text-lg">
          <Link to={`/blog/${post.slug}`} className="card-link">
            {post.title}
          </Link>
        </Heading>
        <p className="text-sm text-gray-700">
          By {post.by} · <time dateTime={post.publishedDay}>{post.published}</time>
        </p>
        <p className="text-gray-800">{post.introduction}</p>
      </div>
    </article>
  );
}
