import type { BlogPost } from "@contract/blog";
import { formatOrdinalDate } from "~/lib/vehicle/dates";

/** What a blog card shows: 'By' the company, the published date, category, image, title and introduction. */
export interface BlogCard {
  slug: string;
  /** 'By' whom: the company. */
  by: string;
  title: string;
  introduction: string;
  /** "17th November 2026" (Do MMMM YYYY). */
  published: string;
  /** The day as YYYY-MM-DD, for `<time dateTime>`. */
  publishedDay: string;
  category: { name: string; slug: string };
  /** The post's header art: a generated landscape, decoration beside the title (drawn with an empty alt). */
  image: string;
}

const londonDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The day a post went live where the dealer is: an instant late in a UK summer evening is already the next day. */
export function publishedDay(instant: string): string {
  return londonDay.format(new Date(instant));
}

/** A post's card, signed `by` the company (the group's name, from the dealer API); an article names its writer. */
export function toBlogCard(post: BlogPost, by: string): BlogCard {
  const day = publishedDay(post.published_at.date);
  return {
    slug: post.page_slug,
    by,
    title: post.page_title,
    introduction: post.contents.introduction,
    published: formatOrdinalDate(day),
    publishedDay: day,
    category: { name: post.category.name, slug: post.category.slug },
    image: imagePath(post.contents.main_image),
  };
}

/** An image path without a host or a leading slash gets a slash, so it never resolves against the page's path. */
export function imagePath(path: string): string {
  return /^(https?:)?\/\//.test(path) || path.startsWith("/") ? path : `/${path}`;
}

/** "1 minute read", "6 minute read". */
export function readingTimeText(minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  return `${whole} minute read`;
}

/** The posts of a category other than the one being read, newest first, at most `count`. */
export function relatedPosts<T extends { page_slug: string }>(
  sameCategory: T[],
  current: string,
  count: number,
): T[] {
  return sameCategory.filter((post) => post.page_slug !== current).slice(0, count);
}
