import { useEffect, useState, type MouseEvent } from "react";
import { Link } from "@remix-run/react";
import type { BlogCard } from "~/lib/blog/posts";

/**
 * The blog home's featured post, one of three, with a dot for each. The dots are links (`?featured=2`), so without
 * JavaScript each is a page of its own; with it, a dot switches the post in place and puts the same address in the
 * location bar (replaceState keeps the router's own history entry), so a reload or a shared link shows that post.
 */
export function FeaturedPosts({
  posts,
  chosen,
  hrefOf,
}: {
  posts: BlogCard[];
  /** The URL's choice, 1 to 3. */
  chosen: number;
  hrefOf: (featured: number) => string;
}) {
  const [shown, setShown] = useState(chosen);
  useEffect(() => setShown(chosen), [chosen]);
  if (posts.length === 0) return null;
  const index = Math.min(shown, posts.length) - 1;
  const post = posts[index];

  function choose(event: MouseEvent<HTMLAnchorElement>, featured: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setShown(featured);
    window.history.replaceState(window.history.state, "", hrefOf(featured));
  }

  return (
    <section aria-labelledby="featured-heading" className="rounded-lg bg-brand-light p-4 sm:p-6">
      <h2 id="featured-heading" className="sr-only">
        Featured posts
      </h2>
      <div aria-live="polite" className="grid items-center gap-6 md:grid-cols-2">
        <img
          src={post.image}
          alt=""
          width={1200}
          height={675}
          className="aspect-video w-full rounded-md bg-gray-100 object-cover"
        />
        <div className="space-y-3">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-dark">
            Featured · {post.category.name}
          </p>
          <h3 className="text-2xl font-bold text-gray-900 sm:text-3xl">
            <Link to={`/blog/${post.slug}`} className="text-gray-900 underline-offset-4 hover:underline">
              {post.title}
            </Link>
          </h3>
          <p className="text-sm text-gray-700">
            By {post.by} · <time dateTime={post.publishedDay}>{post.published}</time>
          </p>
          <p className="text-gray-800">{post.introduction}</p>
        </div>
      </div>
      {posts.length > 1 ? (
        <ul className="mt-4 flex justify-center gap-1" aria-label="Featured posts">
          {posts.map((featured, at) => (
            <li key={featured.slug}>
              <a
                href={hrefOf(at + 1)}
                aria-current={at === index ? "true" : undefined}
                onClick={(event) => choose(event, at + 1)}
                className="group inline-flex h-11 w-11 items-center justify-center rounded-full focus-ring"
              >
                <span
                  aria-hidden="true"
                  className="h-3.5 w-3.5 rounded-full border-2 border-brand group-aria-[current=true]:bg-brand"
                />
                <span className="sr-only">
                  Featured post {at + 1} of {posts.length}: {featured.title}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
