import { describe, expect, it } from "vitest";
import { isCanonical, parseSearchParams, searchHref, searchQuery } from "./params";
import { distanceMessage, withoutDistance } from "./distance";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe("the distance search in the URL", () => {
  it("reads a postcode (normalised) and a range, and writes them back before the sort", () => {
    const state = parse("distance_from=ls11+8bu&distance_range=25&sort=distance|asc");
    expect(state).toMatchObject({ distance_from: "LS11 8BU", distance_range: 25, sort: "distance|asc" });
    expect(searchHref(state)).toBe(
      "/used/cars/search?distance_from=LS11%208BU&distance_range=25&sort=distance|asc",
    );
    expect(parse("distance_from=ls11").distance_from).toBe("LS11");
  });

  it("keeps what the shopper typed when it is no postcode, so the field can show it with its message", () => {
    const state = parse("distance_from=%20Leeds%20%20city%20&distance_range=25");
    expect(state.distance_from).toBe("Leeds city");
    expect(isCanonical(new URLSearchParams(searchQuery(state)), state)).toBe(true);
  });

  it("drops ranges it does not offer, and the nearest-first sort without a postcode", () => {
    expect(parse("distance_from=LS11&distance_range=30").distance_range).toBeUndefined();
    expect(parse("distance_range=10").distance_range).toBe(10);
    expect(parse("sort=distance|asc").sort).toBe("price|asc");
    expect(parse("distance_from=&distance_range=").distance_from).toBeUndefined();
  });

  it("searches without the distance when the postcode found no place", () => {
    const state = parse("make=ford&distance_from=Leeds&distance_range=25&sort=distance|asc");
    const plain = withoutDistance(state, "price|asc");
    expect(plain).toMatchObject({ make: ["ford"], sort: "price|asc" });
    expect(plain.distance_from).toBeUndefined();
    expect(plain.distance_range).toBeUndefined();
  });

  it("says what is wrong next to the field", () => {
    expect(distanceMessage(parse("distance_range=25"))).toBe(
      "Enter your postcode to see cars within 25 miles",
    );
    expect(distanceMessage(parse("distance_from=Leeds"))).toBe(
      "Enter a UK postcode, like LS11 8BU, or the first part of one, like LS11",
    );
    expect(distanceMessage(parse("distance_from=LS11"))).toBeUndefined();
    expect(distanceMessage(parse(""))).toBeUndefined();
  });
});
