import { describe, expect, it } from "vitest";
import { appliedChips } from "./chips";
import { parseSearchParams, searchHref } from "./params";
import { filterOptionsFixture } from "./test-options";
import type { SearchVocabulary } from "./state";

const vocabulary: SearchVocabulary = {
  makes: { ford: "Ford", vauxhall: "Vauxhall" },
  ranges: { fiesta: { label: "Fiesta", make: "ford" }, corsa: { label: "Corsa", make: "vauxhall" } },
  locations: {},
};
const parse = (query: string) => parseSearchParams(new URLSearchParams(query), { vocabulary });

describe("applied-filter chips", () => {
  it("has one chip per chosen value, named as the shopper reads it", () => {
    const chips = appliedChips(
      parse("make=ford&body_type=suv&max_price=10000&min_plate=19"),
      filterOptionsFixture(),
    );
    expect(chips.map((chip) => `${chip.group}: ${chip.value}`)).toEqual([
      "Make: Ford",
      "Body type: SUV",
      "Maximum price: £10,000",
      "Plate from: 19 plate",
    ]);
  });

  it("links each chip to the search without it, back at page 1", () => {
    const state = parse("make=ford,vauxhall&range=fiesta,corsa&max_price=10000&sort=age|desc&page=3");
    const chips = appliedChips(state, filterOptionsFixture(), vocabulary);
    const hrefs = Object.fromEntries(chips.map((chip) => [chip.id, searchHref(chip.remove)]));
    expect(hrefs["make=ford"]).toBe(
      "/used/cars/search?make=vauxhall&range=corsa&max_price=10000&sort=age|desc",
    );
    expect(hrefs["max_price"]).toBe("/used/cars/search?make=ford,vauxhall&range=fiesta,corsa&sort=age|desc");
  });

  it("has no chips for an unfiltered search", () => {
    expect(appliedChips(parse("sort=age|desc&page=2"), undefined)).toEqual([]);
  });
});
