import { describe, expect, it } from "vitest";
import { DEFAULT_OFFER_CARDS, popularOffers, type OfferCard } from "./popular-offers";

const card = (heading: string): OfferCard => ({ ...DEFAULT_OFFER_CARDS[0], heading });

describe("popularOffers", () => {
  it("falls back to the default heading, intro and four cards, with the banner", () => {
    const block = popularOffers({ offers: [] });
    expect(block.heading).toBe("Popular Offers");
    expect(block.intro).toBe("Discover our latest offers, available across all stock.");
    expect(block.cards.map((offer) => offer.link)).toEqual([
      "/used/cars/search?tags=0-apr",
      "/finance/zero-deposit-finance",
      "/extras/used-car-warranties",
      "/extras/service-plans",
    ]);
    expect(block.cards[0].btn_text).toBe("View Cars");
    expect(block.showBanner).toBe(true);
  });

  it("gives the fallback cards their default headings and words, without a lapsed end date", () => {
    const cards = popularOffers({ offers: [] }).cards;
    expect(cards.map((offer) => offer.heading)).toEqual([
      "0% Finance Deals",
      "£0 Deposit Finance",
      "Three Year Warranty",
      "Service Plan Offer",
    ]);
    expect(cards[1].text).toBe("On selected cars.");
    expect(cards[3].text).toBe("Get servicing, MOT and guarantee");
  });

  it("shows the banner only under the default heading", () => {
    expect(popularOffers({ heading: "Popular Offers", offers: [] }).showBanner).toBe(true);
    expect(popularOffers({ heading: "Winter deals", offers: [] })).toMatchObject({
      heading: "Winter deals",
      showBanner: false,
    });
  });

  it("ignores blank or marked-up copy", () => {
    expect(popularOffers({ heading: "  ", intro: "<p>Hi</p>", offers: [] })).toMatchObject({
      heading: "Popular Offers",
      intro: "Discover our latest offers, available across all stock.",
      showBanner: true,
    });
  });

  it("takes the content service's first four cards", () => {
    const offers = ["A", "B", "C", "D", "E", "F"].map(card);
    expect(popularOffers({ offers }).cards.map((offer) => offer.heading)).toEqual(["A", "B", "C", "D"]);
  });
});
