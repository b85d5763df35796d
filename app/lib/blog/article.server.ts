import type { BlogCategory, BlogPost, BlogTag } from "@contract/blog";
import { getBlogCategories, getBlogPost, listBlogPosts } from "~/dealer/blog.server";
import { getGroupContact } from "~/dealer/content.server";
import { getFilterOptions, searchUsedVehicles } from "~/dealer/stock.server";
import { keptContent } from "~/lib/cache.server";
import { orFallback } from "~/dealer/request.server";
import { attachMonthlyFigures } from "~/lib/finance/monthly-figures.server";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import type { SafeHtml } from "~/lib/safe-html";
import { sanitiseContentHtml } from "~/lib/sanitise.server";
import { listedCars } from "~/lib/search/page-content.server";
import { toCardVehicle, type CardVehicle } from "~/lib/search/vehicle-card";
import type { VisitorSession } from "~/sessions.server";
import { NEWEST_CARS, RELATED_POSTS } from "./listing-query";
import { imagePath, publishedDay, readingTimeText, relatedPosts, toBlogCard, type BlogCard } from "./posts";
import { formatOrdinalDate } from "~/lib/vehicle/dates";
import { shareLinks, type ShareLink } from "./share-links";

export interface ArticleView {
  slug: string;
  title: string;
  introduction: string;
  author: string;
  published: string;
  publishedDay: string;
  readingTime: string;
  /**
   * The header art. It is a generated landscape whatever the post is about, so the page draws it as decoration (an
   * empty alt): the content service's alt text describes a picture the art does not show.
   */
  image: string;
  /** The article's HTML, through the site's sanitiser: whatever the content service sends, no script survives. */
  html: SafeHtml;
  category: { name: string; slug: string };
  tags: BlogTag[];
  share: ShareLink[];
}

/** A post as its page shows it. The article body reaches the page only through the sanitiser. */
/** `origin` is the site's public origin (publicOrigin): the share links name the article there. */
export function toArticleView(post: BlogPost, origin: string): ArticleView {
  const day = publishedDay(post.published_at.date);
  return {
    slug: post.page_slug,
    title: post.page_title,
    introduction: post.contents.introduction,
    author: `${post.author.first_name} ${post.author.last_name}`.trim(),
    published: formatOrdinalDate(day),
    publishedDay: day,
    readingTime: readingTimeText(post.reading_minutes),
    image: imagePath(post.contents.main_image),
    html: sanitiseContentHtml(post.contents.article),
    category: { name: post.category.name, slug: post.category.slug },
    tags: post.tags.data,
    share: shareLinks(new URL(`/blog/${post.page_slug}`, origin).href, post.page_title),
  };
}

export interface StockFilterChoices {
  makes: { value: string; label: string }[];
  bodyTypes: { value: string; label: string }[];
  maxPrices: { value: string; label: string }[];
}

const choices = (group: Record<string, { label: string; count: number }>, byValue = false) =>
  Object.entries(group)
    .filter(([, option]) => option.count > 0)
    .map(([value, option]) => ({ value, label: option.label }))
    .sort((a, b) => (byValue ? Number(a.value) - Number(b.value) : a.label.localeCompare(b.label, "en-GB")));

/** The article's stock search: makes, body types and price bands the stock holds (kept for a minute). */
function loadStockFilter(): Promise<StockFilterChoices> {
  return keptContent("blog-stock-filter", async () => {
    const options = await getFilterOptions(await listedCars());
    return {
      makes: choices(options.make),
      bodyTypes: choices(options.body_type),
      maxPrices: choices(options.max_price, true),
    };
  });
}

export interface NewestCars {
  vehicles: CardVehicle[];
  figures: Record<string, MonthlyFigureData>;
}

/** The four cars most recently in stock, with their monthly figures on the shopper's finance basis. */
async function loadNewestCars(session: VisitorSession): Promise<NewestCars> {
  const { vehicles } = await searchUsedVehicles("cars", {
    ...(await listedCars()),
    resultsPerPage: NEWEST_CARS,
    sort: "date_stock_in|desc",
  });
  return { vehicles: vehicles.map(toCardVehicle), figures: await attachMonthlyFigures(vehicles, session) };
}

export interface ArticlePage {
  article: ArticleView;
  related: BlogCard[];
  categories: BlogCategory[];
  newestCars: NewestCars;
  stockFilter?: StockFilterChoices;
}

/**
 * Everything an article's page shows, asked for at once: the post and the categories (the page cannot do without
 * them: their failure is the page's), then the related posts, the newest cars and the stock search's choices, each of
 * which the page can leave out when it cannot be had.
 */
export async function loadArticlePage(
  slug: string,
  session: VisitorSession,
  origin: string,
): Promise<ArticlePage> {
  const newestCars = orFallback(loadNewestCars(session), { vehicles: [], figures: {} });
  const stockFilter = orFallback(loadStockFilter(), undefined);
  const [post, categories, group] = await Promise.all([
    getBlogPost(slug),
    getBlogCategories(),
    getGroupContact(),
  ]);
  const sameCategory = await orFallback(
    listBlogPosts({ category: post.category.slug, resultsPerPage: RELATED_POSTS + 1 }).then(
      (page) => page.posts,
    ),
    [],
  );
  return {
    article: toArticleView(post, origin),
    related: relatedPosts(sameCategory, post.page_slug, RELATED_POSTS).map((post) =>
      toBlogCard(post, group.name),
    ),
    categories,
    newestCars: await newestCars,
    stockFilter: await stockFilter,
  };
}
