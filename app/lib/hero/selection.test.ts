import { describe, expect, it } from "vitest";
import { parseSearchParams } from "~/lib/search/params";
import type { SearchVocabulary } from "~/lib/search/state";
import {
  canonicalHomeQuery,
  emptySelection,
  homeUrl,
  isEmptySelection,
  parseHeroSelection,
  sameSelection,
  searchParams,
  countQuery,
  searchUrl,
} from "./selection";

const BASIS = { term: 48, deposit: 1000, mileage: 8000, type: "HP" as const };
const parse = (query: string) => parseHeroSelection(new URLSearchParams(query));

const vocabulary: SearchVocabulary = {
  makes: { ford: "Ford", vauxhall: "Vauxhall" },
  ranges: { fiesta: { label: "Fiesta", make: "ford" }, corsa: { label: "Corsa", make: "vauxhall" } },
  locations: {},
};

describe("parseHeroSelection", () => {
  it("reads comma-joined and repeated values alike, lower-cased and without repeats", () => {
    const selection = parse("make=Ford,vauxhall&make=ford&range=fiesta&range=corsa&colours=red,&body_type=");
    expect(selection.make).toEqual(["ford", "vauxhall"]);
    expect(selection.range).toEqual(["fiesta", "corsa"]);
    expect(selection.colours).toEqual(["red"]);
    expect(selection.body_type).toEqual([]);
  });

  it("ignores empty selects and anything that is not a slug or a whole number", () => {
    const selection = parse("make=<script>&monthly_from=&monthly_to=abc&max_price=10000&min_price=-5");
    expect(selection.make).toEqual([]);
    expect(selection).not.toHaveProperty("monthly_from");
    expect(selection).not.toHaveProperty("monthly_to");
    expect(selection).not.toHaveProperty("min_price");
    expect(selection.max_price).toBe(10000);
  });

  it("drops unknown values by the results page's rule: the stock's makes and models, the contract's lists", () => {
    const query =
      "make=ford,unknown&range=fiesta,warp-drive&body_type=spaceship,suv&colours=plaid,red&transmission=warp&fuel_type=petrol";
    const selection = parseHeroSelection(new URLSearchParams(query), vocabulary);
    expect(selection).toMatchObject({
      make: ["ford"],
      range: ["fiesta"],
      body_type: ["suv"],
      colours: ["red"],
      transmission: [],
      fuel_type: ["petrol"],
    });
    // The same values the results page keeps from the same query.
    const results = parseSearchParams(new URLSearchParams(query), { vocabulary });
    expect([results.make, results.range, results.body_type, results.colour]).toEqual([
      selection.make,
      selection.range,
      selection.body_type,
      selection.colours,
    ]);
    // Without the stock's vocabulary (the dealer API is down) only the values' form is checked.
    expect(parse("make=unknown&body_type=spaceship")).toMatchObject({ make: ["unknown"], body_type: [] });
  });

  it("drops models when no make is chosen (the model option needs a make)", () => {
    expect(parse("range=fiesta").range).toEqual([]);
  });

  it("keeps the 50 gap between monthly bounds and swaps bounds given the wrong way round", () => {
    expect(parse("monthly_from=300&monthly_to=300")).toMatchObject({ monthly_from: 300, monthly_to: 350 });
    expect(parse("monthly_from=400&monthly_to=150")).toMatchObject({ monthly_from: 150, monthly_to: 400 });
    expect(parse("monthly_from=300&monthly_to=200")).toMatchObject({ monthly_from: 200, monthly_to: 300 });
    expect(parse("monthly_from=0&monthly_to=200")).not.toHaveProperty("monthly_from");
    expect(parse("monthly_from=5000")).toMatchObject({ monthly_from: 950 });
    expect(parse("monthly_to=0")).toMatchObject({ monthly_to: 50 });
    expect(parse("min_price=20000&max_price=5000")).toMatchObject({ min_price: 5000, max_price: 20000 });
    const equal = parse("min_price=5000&max_price=5000");
    expect(equal).not.toHaveProperty("min_price");
    expect(equal.max_price).toBe(5000);
  });
});

describe("search URLs", () => {
  const basis = { term: 36, deposit: 2000, mileage: 10000, type: "PCP" as const };

  it("sends the search's field names, comma-joined, and no finance basis without a monthly budget", () => {
    const selection = { ...emptySelection(), make: ["ford", "bmw"], range: ["fiesta"], max_price: 10000 };
    const params = searchParams(selection, basis);
    expect(params.get("make")).toBe("ford,bmw");
    expect(params.get("range")).toBe("fiesta");
    expect(params.get("max_price")).toBe("10000");
    for (const name of [
      "finance_term",
      "finance_deposit",
      "finance_mileage",
      "finance_search_only",
      "min_images",
    ])
      expect(params.has(name)).toBe(false);
    expect(params.has("colours")).toBe(false);
    expect(searchUrl(selection, basis)).toBe(
      "/used/cars/search?make=ford%2Cbmw&range=fiesta&max_price=10000",
    );
    // The count asks on the whole basis all the same: the monthly options count on it.
    expect(countQuery(selection, basis)).toMatchObject({
      min_images: "1",
      finance_search_only: "PCP",
      finance_term: "36",
    });
  });

  it("searches a monthly budget on the shopper's whole finance basis", () => {
    for (const selection of [
      { ...emptySelection(), monthly_to: 300 },
      { ...emptySelection(), monthly_from: 0 },
    ]) {
      const params = searchParams(selection, basis);
      expect(params.get("finance_search_only")).toBe("PCP");
      expect(params.get("finance_term")).toBe("36");
      expect(params.get("finance_deposit")).toBe("2000");
      expect(params.get("finance_mileage")).toBe("10000");
      expect(countQuery(selection, basis)).toMatchObject({ finance_search_only: "PCP", min_images: "1" });
    }
  });

  it("links the home page with the picks only", () => {
    expect(homeUrl(emptySelection())).toBe("/");
    expect(homeUrl({ ...emptySelection(), make: ["ford"], monthly_to: 200 })).toBe(
      "/?make=ford&monthly_to=200",
    );
  });

  it("round-trips a selection through its URL", () => {
    const selection = parse("make=ford&range=fiesta&colours=red,blue&monthly_from=100&monthly_to=300");
    const again = parseHeroSelection(new URL(homeUrl(selection), "http://x").searchParams);
    expect(sameSelection(selection, again)).toBe(true);
    expect(isEmptySelection(selection)).toBe(false);
    expect(isEmptySelection(parse(""))).toBe(true);
  });
});

describe("canonicalHomeQuery", () => {
  const canonical = (query: string) => {
    const params = new URLSearchParams(query);
    return canonicalHomeQuery(params, parseHeroSelection(params));
  };

  it("tidies what a no-JS form sends: comma-joined, no empty selects", () => {
    expect(canonical("make=ford&make=bmw&monthly_from=&monthly_to=300&min_price=&max_price=")).toBe(
      "make=ford%2Cbmw&monthly_to=300",
    );
  });

  it("keeps other parameters, and is stable once tidy", () => {
    expect(canonical("utm_source=mail&make=ford")).toBe("make=ford&utm_source=mail");
    for (const tidy of ["", "make=ford&utm_source=mail", "make=ford%2Cbmw&monthly_to=300"]) {
      expect(canonical(tidy)).toBe(new URLSearchParams(tidy).toString());
    }
  });
});

describe("makes and models (ADR 270)", () => {
  it("keeps a model only while its make is chosen", () => {
    const selection = parseHeroSelection(new URLSearchParams("make=vauxhall&range=fiesta,corsa"), vocabulary);
    expect(selection.range).toEqual(["corsa"]);
  });

  it("counts every car of a chosen make none of whose models is chosen", () => {
    const selection = parseHeroSelection(new URLSearchParams("make=ford,vauxhall&range=fiesta"), vocabulary);
    expect(selection.range).toEqual(["fiesta"]);
    expect(countQuery(selection, BASIS, vocabulary)).toMatchObject({
      make: "ford,vauxhall",
      range: "fiesta,corsa",
    });
    expect(searchUrl(selection, BASIS)).toBe("/used/cars/search?make=ford%2Cvauxhall&range=fiesta");
  });
});
