import type { PopularOffers as PopularOffersData } from "~/lib/home/popular-offers";
import { THREE_MONTHS_BANNER } from "~/lib/home/popular-offers";
import { OfferCard } from "~/components/offers/OfferCard";

export const POPULAR_OFFERS_ANCHOR = "popular-offers";

/**
 * Popular Offers (docs/product/home.md#popular-offers): four offer cards (icon, icon text, heading, text,
 * link, button text, image) and, only under the default heading, the '3 months, no payments' banner.
 */
export function PopularOffers({ offers }: { offers: PopularOffersData }) {
  return (
    <section
      id={POPULAR_OFFERS_ANCHOR}
      // Not skipped below the fold like its neighbours: four offer pictures stacked on a phone make it far taller than
      // the placeholder size, and its overflowing banner then sits over the next block for anything that measures.
      className="mx-auto max-w-7xl px-4 py-12"
      aria-labelledby="popular-offers-heading"
    >
      <h2
        id="popular-offers-heading"
        tabIndex={-1}
        className="text-2xl font-bold text-gray-900 focus:outline-none"
      >
        {offers.heading}
      </h2>
      <p className="mt-2 text-lg text-gray-800">{offers.intro}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {offers.cards.map((offer) => (
          <li key={offer.link}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
      {offers.showBanner ? (
        <a
          href={THREE_MONTHS_BANNER.link}
          className="mt-8 flex flex-wrap items-center justify-between gap-4 rounded-lg bg-accent-dark px-6 py-5 text-white no-underline hover:bg-accent focus-visible:outline-accent-dark"
        >
          <span>
            <strong className="block text-2xl">{THREE_MONTHS_BANNER.heading}</strong>
            <span className="text-lg">{THREE_MONTHS_BANNER.text}</span>
          </span>
          <span aria-hidden="true" className="text-lg font-semibold underline underline-offset-4">
            Find out more
          </span>
        </a>
      ) : null}
    </section>
  );
}
