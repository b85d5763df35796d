import type { Offer } from "@contract/content";

/** docs/product/home.md#popular-offers: the Popular Offers block's defaults and its banner rule. */
export const DEFAULT_OFFERS_HEADING = "Popular Offers";
export const DEFAULT_OFFERS_INTRO = "Discover our latest offers, available across all stock.";
export const OFFER_CARDS = 4;

export type OfferCard = Pick<
  Offer,
  "icon" | "icon_text" | "heading" | "text" | "link" | "btn_text" | "image"
>;

/**
 * The four default cards (docs/product/home.md#popular-offers), for when the content service has none to
 * give.
 */
export const DEFAULT_OFFER_CARDS: readonly OfferCard[] = [
  {
    icon: "percent",
    icon_text: "0% APR",
    heading: "0% Finance Deals",
    text: "Spread the cost with 0% APR representative on selected cars.",
    link: "/used/cars/search?tags=0-apr",
    btn_text: "View Cars",
    image: "/images/offers/0-apr.svg",
  },
  {
    icon: "pound",
    icon_text: "£0 deposit",
    heading: "£0 Deposit Finance",
    text: "On selected cars.",
    link: "/finance/zero-deposit-finance",
    btn_text: "Find out more",
    image: "/images/offers/0-deposit.svg",
  },
  {
    icon: "shield",
    icon_text: "3 years",
    heading: "Three Year Warranty",
    text: "Extend your cover to three years.",
    link: "/extras/used-car-warranties",
    btn_text: "Find out more",
    image: "/images/offers/warranty.svg",
  },
  {
    icon: "wrench",
    icon_text: "Service",
    heading: "Service Plan Offer",
    text: "Get servicing, MOT and guarantee",
    link: "/extras/service-plans",
    btn_text: "Find out more",
    image: "/images/offers/service-plan.svg",
  },
];

export const THREE_MONTHS_BANNER = {
  heading: "3 months, no payments",
  text: "Buy now, pay nothing for 3 months.",
  link: "/three-months-no-payments",
} as const;

export interface PopularOffers {
  heading: string;
  intro: string;
  cards: OfferCard[];
  /** Only under the default heading (spec): a dealer who renames the block has its own campaign. */
  showBanner: boolean;
}

const plain = (text: string | undefined) => {
  const trimmed = text?.trim();
  // Snippets are HTML; the heading and intro are shown as text, so marked-up copy cannot stand in for them.
  return trimmed && !trimmed.includes("<") ? trimmed : undefined;
};

export function popularOffers(content: {
  heading?: string;
  intro?: string;
  offers: OfferCard[];
}): PopularOffers {
  const heading = plain(content.heading) ?? DEFAULT_OFFERS_HEADING;
  const intro = plain(content.intro) ?? DEFAULT_OFFERS_INTRO;
  const cards = content.offers.length > 0 ? content.offers.slice(0, OFFER_CARDS) : [...DEFAULT_OFFER_CARDS];
  return { heading, intro, cards, showBanner: heading === DEFAULT_OFFERS_HEADING };
}
