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

  it("names the version (coin) by its derivative, else by its CAP id; removing it keeps the make and model", () => {
    const state = parse("make=ford&range=fiesta&coin=47803");
    const named = appliedChips(state, filterOptionsFixture(), vocabulary, "1.0 EcoBoost 125 Zetec 5dr");
    const version = named.find((chip) => chip.id === "coin");
    expect(version).toMatchObject({ group: "Version", value: "1.0 EcoBoost 125 Zetec 5dr" });
    expect(searchHref(version!.remove)).toBe("/used/cars/search?make=ford&range=fiesta");
    expect(
      appliedChips(state, filterOptionsFixture(), vocabulary).find((chip) => chip.id === "coin")?.value,
    ).toBe("CAP id 47803");
  });

  it("has no chips for an unfiltered search", () => {
    expect(appliedChips(parse("sort=age|desc&page=2"), undefined)).toEqual([]);
  });
});
