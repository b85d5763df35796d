import type { Offer } from "@contract/content";

/** An offer's page: /special-offers/{slug}. */
export const offerPath = (offer: Pick<Offer, "slug">) => `/special-offers/${encodeURIComponent(offer.slug)}`;

/** The cars shown on an offer's page. */
export const OFFER_CARS_SHOWN = 6;

/**
 * Which offer a path segment names: its slug (any case), or its number, which has one address, the slug's (a
 * permanent redirect). Undefined when none does.
 */
export function findOffer(
  offers: readonly Offer[],
  id: string,
): { offer: Offer } | { redirectTo: string } | undefined {
  const wanted = id.trim().toLowerCase();
  const bySlug = offers.find((offer) => offer.slug.toLowerCase() === wanted);
  if (bySlug) return bySlug.slug === id ? { offer: bySlug } : { redirectTo: offerPath(bySlug) };
  const byId = /^\d+$/.test(wanted) ? offers.find((offer) => offer.id === Number(wanted)) : undefined;
  return byId ? { redirectTo: offerPath(byId) } : undefined;
}

/**
 * The stock search of the cars an offer applies to: its tag (`tags=0-apr`), or every car for an offer on all stock.
 * `query` feeds the dealer API's vehicle search; `href` is the same search on the site.
 */
export function offerCarSearch(offer: Pick<Offer, "vehicle_tag">): {
  query: Record<string, string>;
  href: string;
} {
  return offer.vehicle_tag
    ? {
        query: { tags: offer.vehicle_tag },
        href: `/used/cars/search?${new URLSearchParams({ tags: offer.vehicle_tag })}`,
      }
    : { query: {}, href: "/used/cars/search" };
}
