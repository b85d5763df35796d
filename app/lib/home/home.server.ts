import { getListedMakes, getSnippets } from "~/dealer/content.server";
import { getOffers, getReviews, type ReviewSummary } from "~/dealer/offers-reviews.server";
import { searchVehicles } from "~/dealer/stock.server";
import { orFallback } from "~/dealer/request.server";
import type { SafeHtml } from "~/lib/safe-html";
import { sanitiseContentHtml } from "~/lib/sanitise.server";
import { toCardVehicle, type CardVehicle } from "~/lib/search/vehicle-card";
import { listedCars } from "~/lib/search/page-content.server";
import { offerTags } from "@contract/vehicle";
import { CAROUSEL_CARS } from "./carousel";
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
 * The home page's content blocks, all asked for at once. Each block degrades on its own when the dealer API fails:
 * copy falls back to the defaults of docs/product/home.md, lists become empty and their block is left out.
 */
export async function loadHomeContent(): Promise<HomeContent> {
  const listed = listedCars();
  const [snippets, makes, cars, reviews, offers] = await Promise.all([
    orFallback(getSnippets(), {} as Record<string, string>),
    // Every make with a car listed, busiest first.
    orFallback(
      getListedMakes().then((all) => all.map(({ slug, name }) => ({ name, slug }))),
      [],
    ),
    orFallback(
      listed.then((query) =>
        searchVehicles({
          ...query,
          tags: offerTags.join(","),
          sort: "date_stock_in|desc",
          resultsPerPage: CAROUSEL_CARS,
        }),
      ),
      undefined,
    ),
    orFallback(getReviews(), { reviews: [], average: 0, count: 0 }),
    orFallback(getOffers(), []),
  ]);
  return {
    whyHtml: sanitiseContentHtml(text(snippets["why-list"]) ?? WHY_DEFAULT),
    savingsHtml: sanitiseContentHtml(text(snippets["savings-disclaimer"]) ?? SAVINGS_DEFAULT),
    manufacturers: makes,
    offerCars: (cars?.vehicles ?? []).map(toCardVehicle),
    reviews: { ...reviews, reviews: reviews.reviews.slice(0, REVIEWS_SHOWN) },
    offers: popularOffers({
      heading: snippets["popular-offers-heading"],
      intro: snippets["popular-offers-intro"],
      offers,
    }),
  };
}
