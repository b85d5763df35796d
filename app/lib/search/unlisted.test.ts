import { describe, expect, it } from "vitest";
import { parseSearchParams } from "./params";
import type { SearchVocabulary } from "./state";
import { filterOptionsFixture } from "./test-options";
import { noStockNames, noStockSentence, unlistedValues, withCatalogue } from "./unlisted";

const stock: SearchVocabulary = {
  makes: { ford: "Ford", vauxhall: "Vauxhall" },
  ranges: {
    fiesta: { label: "Fiesta", make: "ford" },
    corsa: { label: "Corsa", make: "vauxhall" },
  },
  locations: {},
};

/** What the dealer API's catalogue names of them: a make and two models none of whose cars is listed. */
const catalogue = {
  make: { jeep: { label: "Jeep", count: 0 }, ds: { label: "DS", count: 0 } },
  range: {
    renegade: { label: "Renegade", make: "jeep", count: 0 },
    mustang: { label: "Mustang", make: "ford", count: 0 },
    "ds-7": { label: "DS 7", make: "ds", count: 0 },
  },
};

const unlisted = (query: string) => unlistedValues(new URLSearchParams(query), stock);

describe("unlistedValues", () => {
  it("are the well-formed makes and models a URL names that the stock doesn't hold", () => {
    expect(unlisted("make=ford,JEEP&range=fiesta,renegade&body_type=suv")).toEqual({
      make: ["jeep"],
      range: ["renegade"],
    });
    expect(unlisted("make=ford&range=fiesta")).toEqual({ make: [], range: [] });
    expect(unlisted("make=<b>&range=")).toEqual({ make: [], range: [] });
  });

  it("are asked about three at most: more is a hand-made URL", () => {
    expect(unlisted("make=a,b,c,d&range=e")).toEqual({ make: ["a", "b", "c"], range: [] });
    expect(unlisted("make=a&range=b,c,d")).toEqual({ make: ["a"], range: ["b", "c"] });
  });
});

describe("withCatalogue", () => {
  it("adds what the catalogue names to the vocabulary, and says which of them has no listed car", () => {
    const found = withCatalogue(stock, {
      make: { jeep: catalogue.make.jeep, tesla: { label: "Tesla", count: 2 } },
      range: { renegade: catalogue.range.renegade },
    });
    expect(found.vocabulary.makes).toMatchObject({ ford: "Ford", jeep: "Jeep", tesla: "Tesla" });
    expect(found.vocabulary.ranges.renegade).toEqual({ label: "Renegade", make: "jeep" });
    // Tesla's cars arrived since the stock's vocabulary was kept: no notice for it.
    expect(found.unlisted).toEqual({ make: ["jeep"], range: ["renegade"] });
  });

  it("lets the results page keep them, and still drop what names nothing", () => {
    const { vocabulary } = withCatalogue(stock, { make: { jeep: catalogue.make.jeep }, range: {} });
    const state = parseSearchParams(new URLSearchParams("make=jeep,ford,nosuch"), { vocabulary });
    expect(state.make).toEqual(["jeep", "ford"]);
  });
});

describe("noStockNames and noStockSentence", () => {
  const options = filterOptionsFixture({
    make: { ford: { label: "Ford", count: 12 }, jeep: catalogue.make.jeep, ds: catalogue.make.ds },
    range: { ...catalogue.range },
  });
  const names = (query: string, found = { make: ["jeep", "ds"], range: ["renegade", "mustang", "ds-7"] }) =>
    noStockNames(parseSearchParams(new URLSearchParams(query)), found, options);

  it("names a make with no listed car, and a model by its make", () => {
    expect(names("make=jeep")).toEqual(["Jeep"]);
    expect(names("make=ford&range=mustang")).toEqual(["Ford Mustang"]);
    // A make with none at all says more than its model.
    expect(names("make=jeep&range=renegade")).toEqual(["Jeep"]);
    // A model already named by its make is not named twice.
    expect(names("make=ds&range=ds-7", { make: [], range: ["ds-7"] })).toEqual(["DS 7"]);
    expect(names("make=ford,jeep,ds")).toEqual(["Jeep", "DS"]);
  });

  it("names nothing the search holds cars of, or no longer asks for", () => {
    expect(names("make=ford")).toEqual([]);
    expect(names("make=ford", { make: [], range: [] })).toEqual([]);
  });

  it("says so plainly", () => {
    expect(noStockSentence(["Jeep"])).toBe("We have no Jeep cars for sale just now");
    expect(noStockSentence(["Jeep", "DS"])).toBe("We have no Jeep or DS cars for sale just now");
    expect(noStockSentence(["Jeep", "DS", "Ford Mustang"])).toBe(
      "We have no Jeep, DS or Ford Mustang cars for sale just now",
    );
  });
});
