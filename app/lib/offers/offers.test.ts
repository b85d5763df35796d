import { describe, expect, it } from "vitest";
import type { Offer } from "@contract/content";
import { findOffer, offerCarSearch, offerPath } from "./offers";

const offer = (id: number, slug: string, vehicle_tag: Offer["vehicle_tag"]): Offer => ({
  id,
  slug,
  vehicle_tag,
  icon: "percent",
  icon_text: "0% APR",
  heading: slug,
  text: "",
  link: "/",
  btn_text: "View Cars",
  image: `/images/offers/${slug}.svg`,
});
const offers = [offer(1, "0-apr", "0-apr"), offer(5, "free-delivery", null)];

describe("findOffer", () => {
  it("finds an offer by its slug", () => {
    expect(findOffer(offers, "0-apr")).toEqual({ offer: offers[0] });
  });

  it("sends another spelling of the slug, and the offer's number, to the slug's address", () => {
    expect(findOffer(offers, "Free-Delivery")).toEqual({ redirectTo: "/special-offers/free-delivery" });
    expect(findOffer(offers, "5")).toEqual({ redirectTo: "/special-offers/free-delivery" });
  });

  it("finds nothing for an unknown slug or number", () => {
    expect(findOffer(offers, "half-price")).toBeUndefined();
    expect(findOffer(offers, "9")).toBeUndefined();
    expect(findOffer(offers, "")).toBeUndefined();
  });
});

describe("offerCarSearch", () => {
  it("searches the stock by the offer's tag", () => {
    expect(offerCarSearch(offers[0])).toEqual({
      query: { tags: "0-apr" },
      href: "/used/cars/search?tags=0-apr",
    });
  });

  it("searches every car for an offer on all stock", () => {
    expect(offerCarSearch(offers[1])).toEqual({ query: {}, href: "/used/cars/search" });
  });
});

it("gives an offer's page address", () => {
  expect(offerPath(offers[0])).toBe("/special-offers/0-apr");
});
