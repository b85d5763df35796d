import type { HomePage } from "@contract/home-page";
import { getHomePage, getListedMakes, getSnippets } from "~/dealer/content.server";
import type { ReviewSummary } from "~/dealer/offers-reviews.server";
import { orFallback } from "~/dealer/request.server";
import { latestPostCards } from "~/lib/blog/latest-posts.server";
import type { BlogCard } from "~/lib/blog/posts";
import type { SafeHtml } from "~/lib/safe-html";
import { sanitiseContentHtml } from "~/lib/sanitise.server";
import { toCardVehicle, type CardVehicle } from "~/lib/search/vehicle-card";
import { popularOffers, type PopularOffers } from "./popular-offers";
import { REVIEWS_SHOWN } from "./reviews";

export interface HomeContent {
  whyHtml: SafeHtml;
  savingsHtml: SafeHtml;
  manufacturers: { name: string; slug: string }[];
  offerCars: CardVehicle[];
  reviews: ReviewSummary;
  offers: PopularOffers;
}

/** The home page's blocks, and its 'Latest from the Blog' (drawn apart: components/blog/LatestFromBlog.tsx). */
export interface LoadedHome {
  content: HomeContent;
  latestPosts: BlogCard[];
}

/** The home page's answer when the dealer API cannot give it: every block it carries is left out. */
const NO_HOME_PAGE: HomePage = { reviews: null, offers: null, latest_posts: null, cars_on_offer: null };

/**
 * The selling points (docs/product/home.md#selling-points), for when the dealer's why-list snippet cannot be
 * had.
 */
const WHY_DEFAULT =
  "<ul><li><strong>Reserve for £99</strong>: a fully refundable deposit holds any car for 7 days.</li>" +
  "<li><strong>7 day money-back guarantee</strong> on every delivery option.</li>" +
  "<li><strong>90 day warranty</strong> and a multi-point health check on every car.</li>" +
  "<li><strong>Free contactless delivery</strong> within 40 miles.</li></ul>";
const SAVINGS_DEFAULT =
  "<p>Buy online and you can return your car within 14 days of delivery for a full refund. " +
  '<a href="/terms-and-conditions">Find out more about returns</a>.</p>';

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/**
 * The home page's content blocks, all asked for at once: its own in one answer (GET /api/home-page: the reviews, the
 * offer cards, the latest posts and the cars on offer, app/dealer/content.server.ts), the snippets and makes with the
 * content every page shares. Each block degrades on its own when the dealer API fails: copy falls back to the defaults
 * of docs/product/home.md, lists become empty and their block is left out (a part the answer could not read is null).
 */
export async function loadHomeContent(): Promise<LoadedHome> {
  const [snippets, makes, home] = await Promise.all([
    orFallback(getSnippets(), {} as Record<string, string>),
    // Every make with a car listed, busiest first.
    orFallback(
      getListedMakes().then((all) => all.map(({ slug, name }) => ({ name, slug }))),
      [],
    ),
    orFallback(getHomePage(), NO_HOME_PAGE),
  ]);
  const reviews: ReviewSummary = home.reviews
    ? { reviews: home.reviews.data, ...home.reviews.meta }
    : { reviews: [], average: 0, count: 0 };
  const content: HomeContent = {
    whyHtml: sanitiseContentHtml(text(snippets["why-list"]) ?? WHY_DEFAULT),
    savingsHtml: sanitiseContentHtml(text(snippets["savings-disclaimer"]) ?? SAVINGS_DEFAULT),
    manufacturers: makes,
    offerCars: (home.cars_on_offer ?? []).map(toCardVehicle),
    reviews: { ...reviews, reviews: reviews.reviews.slice(0, REVIEWS_SHOWN) },
    offers: popularOffers({
      heading: snippets["popular-offers-heading"],
      intro: snippets["popular-offers-intro"],
      offers: home.offers ?? [],
    }),
  };
  return { content, latestPosts: await latestPostCards(home.latest_posts) };
}
