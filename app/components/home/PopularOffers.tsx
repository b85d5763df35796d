import type { PopularOffers as PopularOffersData } from "~/lib/home/popular-offers";
import { THREE_MONTHS_BANNER } from "~/lib/home/popular-offers";
import { OfferIcon } from "./OfferIcon";
import { belowTheFold } from "./styles";

export const POPULAR_OFFERS_ANCHOR = "popular-offers";

/**
 * Spec 1 §2.6 item 11 / spec 3 §2.5: four offer cards (icon, icon text, heading, text, link, button text, image) and,
 * only under the default heading, the '3 months, no payments' banner.
 */
export function PopularOffers({ offers }: { offers: PopularOffersData }) {
  return (
    <section
      id={POPULAR_OFFERS_ANCHOR}
      className={`mx-auto max-w-7xl px-4 py-12 ${belowTheFold}`}
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
          <li
            key={offer.link}
            className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white"
          >
            <img
              src={offer.image}
              alt=""
              width={1200}
              height={675}
              loading="lazy"
              decoding="async"
              className="aspect-[16/9] h-auto w-full bg-gray-100 object-cover"
            />
            <div className="flex flex-1 flex-col gap-2 p-5">
              <p className="inline-flex items-center gap-2 self-start rounded-full bg-brand-light px-3 py-1 text-sm font-bold text-brand-dark">
                <OfferIcon name={offer.icon} />
                {offer.icon_text}
              </p>
              <h3 className="text-xl font-bold text-gray-900">{offer.heading}</h3>
              <p className="flex-1 text-gray-800">{offer.text}</p>
              {/* The name starts with the visible words (WCAG 2.5.3) and says which offer. */}
              <a
                href={offer.link}
                aria-label={`${offer.btn_text}: ${offer.heading}`}
                className="btn-primary mt-2 self-start"
              >
                {offer.btn_text}
              </a>
            </div>
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
