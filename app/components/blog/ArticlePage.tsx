import type { ArticlePage as ArticlePageData } from "~/lib/blog/article.server";
import { Html } from "~/components/Html";
import { Link } from "@remix-run/react";
import { BlogCard } from "./BlogCard";
import { CategoryList } from "./CategoryList";
import { NewestCars } from "./NewestCars";
import { ShareLinks } from "./ShareLinks";
import { StockSearchFilter } from "./StockSearchFilter";

/**
 * An article: author, date and reading time, the header picture, the sanitised body, its tags and share links; beside
 * it a stock search and the categories with their counts; after it 3 related posts and the newest cars.
 */
export function ArticlePage({ page }: { page: ArticlePageData }) {
  const { article, related, categories, newestCars, stockFilter } = page;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-12 px-4 py-8">
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <article aria-labelledby="article-heading" className="min-w-0 space-y-6">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap gap-2 text-sm">
              <li>
                <Link to="/blog" className="underline underline-offset-4">
                  Blog
                </Link>
                <span aria-hidden="true"> /</span>
              </li>
              <li>
                <Link to={`/blog/category/${article.category.slug}`} className="underline underline-offset-4">
                  {article.category.name}
                </Link>
              </li>
            </ol>
          </nav>
          <header className="space-y-3">
            <h1 id="article-heading" className="text-3xl font-bold text-gray-900 sm:text-4xl">
              {article.title}
            </h1>
            <p className="text-gray-700">
              By {article.author} · <time dateTime={article.publishedDay}>{article.published}</time> ·{" "}
              {article.readingTime}
            </p>
          </header>
          <img
            src={article.image}
            alt=""
            width={1200}
            height={675}
            className="aspect-video w-full rounded-lg bg-gray-100 object-cover"
          />
          <p className="text-xl leading-relaxed text-gray-900">{article.introduction}</p>
          <Html as="div" html={article.html} className="prose-content max-w-3xl text-lg text-gray-900" />
          {article.tags.length > 0 ? (
            <section aria-labelledby="tags-heading" className="space-y-2">
              <h2 id="tags-heading" className="text-lg font-bold text-gray-900">
                Tags
              </h2>
              <ul className="flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag.slug}>
                    <Link
                      to={`/blog/tag/${tag.slug}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-4 font-semibold text-brand no-underline hover:border-brand focus-ring"
                    >
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ShareLinks links={article.share} title={article.title} />
        </article>
        <aside aria-label="More from Northway Cars" className="space-y-6">
          <StockSearchFilter choices={stockFilter} />
          <CategoryList categories={categories} current={article.category.slug} />
        </aside>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="space-y-4">
          <h2 id="related-heading" className="text-2xl font-bold text-gray-900">
            Related posts
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Related posts">
            {related.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <NewestCars cars={newestCars} />
    </div>
  );
}
