import { describe, expect, it } from "vitest";
import { coinScope, isCanonical, parseSearchParams, searchHref, searchQuery, settledHref } from "./params";
import { SPEC_DEFAULTS, type SearchVocabulary } from "./state";

const vocabulary: SearchVocabulary = {
  makes: { ford: "Ford", vauxhall: "Vauxhall", bmw: "BMW" },
  ranges: {
    fiesta: { label: "Fiesta", make: "ford" },
    focus: { label: "Focus", make: "ford" },
    corsa: { label: "Corsa", make: "vauxhall" },
  },
  locations: { leeds: "Northway Cars Leeds" },
  derivatives: { zetec: "Zetec", titanium: "Titanium" },
};

const parse = (query: string) => parseSearchParams(new URLSearchParams(query), { vocabulary });

describe("reading the search URL", () => {
  it("reads comma-joined lists and repeated names alike, without repeats", () => {
    const state = parse("make=ford,vauxhall&make=ford&body_type=suv&body_type=hatchback");
    expect(state.make).toEqual(["ford", "vauxhall"]);
    expect(state.body_type).toEqual(["suv", "hatchback"]);
  });

  it("drops values the dealer API would refuse instead of failing", () => {
    const state = parse(
      "make=ford,nosuch,<script>&body_type=tank&doors=12&engine_size=1.6,big&min_price=abc&max_year=3000&min_plate=00&sort=sideways&page=-2&location_name=paris",
    );
    expect(state.make).toEqual(["ford"]);
    expect(state.body_type).toEqual([]);
    expect(state.doors).toEqual([]);
    expect(state.engine_size).toEqual(["1.6"]);
    expect(state.min_price).toBeUndefined();
    expect(state.max_year).toBeUndefined();
    expect(state.min_plate).toBeUndefined();
    expect(state.sort).toBe("price|asc");
    expect(state.page).toBe(1);
    expect(state.location_name).toEqual([]);
  });

  it("reads the price positions and the best-value sort, and writes them back in canonical order", () => {
    const state = parse("price_position=great,bargain&price_position=good&make=ford&sort=price_position|asc");
    expect(state.price_position).toEqual(["great", "good"]);
    expect(state.sort).toBe("price_position|asc");
    expect(searchQuery(state)).toBe("make=ford&price_position=great,good&sort=price_position|asc");
  });

  it("keeps the page within what the dealer API pages", () => {
    expect(parse("page=999999").page).toBe(100_000);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=3").page).toBe(3);
  });

  it("takes the hero's colours as the panel's colour", () => {
    expect(parse("colours=red,blue&colour=red").colour).toEqual(["red", "blue"]);
  });

  it("ignores empty values a no-JS form sends and keeps the last value of a bound", () => {
    const state = parse("make=&range=&min_price=&max_price=5000&max_price=10000");
    expect(state.make).toEqual([]);
    expect(state.max_price).toBe(10000);
  });

  it("turns bounds that are upside down the right way up", () => {
    const state = parse(
      "min_price=20000&max_price=10000&min_year=2022&max_year=2018&min_plate=70&max_plate=19",
    );
    expect([state.min_price, state.max_price]).toEqual([10000, 20000]);
    expect([state.min_year, state.max_year]).toEqual([2018, 2022]);
    expect([state.min_plate, state.max_plate]).toEqual(["19", "70"]);
  });

  it("keeps a gap of 50 between the monthly bounds", () => {
    expect(parse("monthly_from=300&monthly_to=300").monthly_to).toBe(350);
    expect(parse("monthly_from=320&monthly_to=300")).toMatchObject({ monthly_from: 300, monthly_to: 350 });
  });

  it("swaps monthly bounds given the wrong way round: the shopper meant the range", () => {
    expect(parse("monthly_from=500&monthly_to=200")).toMatchObject({ monthly_from: 200, monthly_to: 500 });
    expect(parse("monthly_from=400&monthly_to=200")).toMatchObject({ monthly_from: 200, monthly_to: 400 });
  });

  it("keeps the monthly bounds on the slider's scale", () => {
    const state = parse("monthly_from=975&monthly_to=1200");
    expect(state.monthly_from).toBeUndefined();
    expect(state.monthly_to).toBeUndefined();
  });

  it("fills a monthly budget's basis from the URL, else the shopper's basis (ADR 130)", () => {
    const state = parse("monthly_to=300&finance_deposit=2000");
    expect(state.budget).toBe("monthly");
    expect(state.finance_deposit).toBe(2000);
    expect(state.finance_term).toBe(48);
    expect(state.finance_mileage).toBe(6000);
    expect(state.finance_search_only).toBe("PCP");
    const shopper = { ...SPEC_DEFAULTS, finance_search_only: "HP" as const, finance_mileage: 12000 };
    const theirs = parseSearchParams(new URLSearchParams("monthly_to=300"), { defaults: shopper });
    expect(theirs).toMatchObject({ finance_search_only: "HP", finance_mileage: 12000, finance_deposit: 250 });
  });

  it("leaves the shopper's own basis out of a search without a monthly budget, and keeps another", () => {
    const state = parse("finance_term=48&finance_deposit=250&finance_mileage=10000&finance_search_only=PCP");
    expect(state.finance_term).toBeUndefined();
    expect(state.finance_deposit).toBeUndefined();
    expect(state.finance_mileage).toBe(10000);
    expect(state.finance_search_only).toBeUndefined();
    expect(parse("finance_search_only=hp").finance_search_only).toBe("HP");
  });

  it("takes any whole-pound deposit up to £100,000, and nothing else", () => {
    expect(parse("monthly_to=300&finance_deposit=1234").finance_deposit).toBe(1234);
    expect(parse("monthly_to=300&finance_deposit=0").finance_deposit).toBe(0);
    for (const bad of ["-5", "12.5", "100001", "1e3", "abc"])
      expect(parse(`monthly_to=300&finance_deposit=${bad}`).finance_deposit).toBe(250);
  });

  it("keeps both budgets whichever the Price toggle shows (a no-JS form sends both with budget=)", () => {
    const monthly = parse("budget=monthly&max_price=10000&monthly_to=300");
    expect(monthly).toMatchObject({ budget: "monthly", max_price: 10000, monthly_to: 300 });
    const total = parse("budget=total&max_price=10000&monthly_to=300");
    expect(total).toMatchObject({ budget: "total", max_price: 10000, monthly_to: 300 });
    expect(parse("max_price=10000&monthly_to=300").budget).toBe("monthly");
    expect(parse("max_price=10000").budget).toBe("total");
  });

  it("keeps models to the chosen makes and pulls in the make of a model named alone", () => {
    expect(parse("make=vauxhall&range=fiesta,corsa").range).toEqual(["corsa"]);
    const state = parse("range=fiesta,corsa");
    expect(state.make).toEqual(["ford", "vauxhall"]);
  });

  it("drops trims when no model is chosen", () => {
    expect(parse("make=ford&derivative=zetec").derivative).toEqual([]);
    expect(parse("make=ford&range=fiesta&derivative=zetec").derivative).toEqual(["zetec"]);
  });

  it("drops trims the stock does not hold, as it drops unknown makes and models", () => {
    expect(parse("make=ford&range=fiesta&derivative=free-car-call-0800,zetec").derivative).toEqual(["zetec"]);
    expect(parse("make=ford&range=fiesta&derivative=free-car-call-0800").derivative).toEqual([]);
  });
});

describe("writing the search URL", () => {
  it("joins lists with commas and leaves out defaults", () => {
    const state = parse("make=ford&make=vauxhall&sort=price|asc&page=1");
    expect(searchHref(state)).toBe("/used/cars/search?make=ford,vauxhall");
    expect(searchHref(parse(""))).toBe("/used/cars/search");
  });

  it("writes the filters in the filter set's order, sort and page last", () => {
    const state = parse("page=3&sort=mileage|desc&max_price=9000&body_type=suv&make=bmw");
    expect(searchQuery(state)).toBe("make=bmw&body_type=suv&max_price=9000&sort=mileage|desc&page=3");
  });

  it("only writes the budget toggle when the bounds don't say it", () => {
    expect(searchQuery(parse("budget=monthly"))).toBe("budget=monthly");
    expect(searchQuery(parse("budget=total"))).toBe("");
    expect(searchQuery(parse("budget=monthly&monthly_to=300"))).toBe(
      "monthly_to=300&finance_search_only=PCP&finance_deposit=250&finance_mileage=6000&finance_term=48",
    );
    expect(searchQuery(parse("budget=total&max_price=9000&monthly_to=300"))).toBe(
      "max_price=9000&budget=total&monthly_to=300&finance_search_only=PCP&finance_deposit=250&finance_mileage=6000&finance_term=48",
    );
    expect(searchQuery(parse("budget=monthly&max_price=9000"))).toBe("max_price=9000&budget=monthly");
  });

  it("reads back exactly what it writes (the loader's redirect can never loop)", () => {
    const queries = [
      "",
      "make=ford,nosuch&range=fiesta&derivative=zetec&colours=red&min_price=9000&max_price=3000",
      "budget=monthly&monthly_from=950&monthly_to=100&sort=age|asc&page=7",
      "budget=total&min_price=5000&max_price=10000&monthly_from=150&monthly_to=300",
      "range=corsa&min_plate=69&max_plate=19&odometer_value=60000&insurance_group=20&min_co2=120&max_co2=100",
      "features=sat-nav,isofix&tags=0-apr&location_name=LEEDS&mpg_from=50&tax_rate=195&doors=5&seats=7",
    ];
    for (const query of queries) {
      const once = parse(query);
      const params = new URLSearchParams(searchQuery(once));
      expect(parse(params.toString())).toEqual(once);
      expect(isCanonical(params, parse(params.toString()))).toBe(true);
    }
  });

  it("tells a canonical URL from one that needs a redirect", () => {
    expect(isCanonical(new URLSearchParams("make=ford,vauxhall"), parse("make=ford,vauxhall"))).toBe(true);
    expect(isCanonical(new URLSearchParams("make=ford%2Cvauxhall"), parse("make=ford,vauxhall"))).toBe(true);
    expect(
      isCanonical(new URLSearchParams("make=ford&make=vauxhall"), parse("make=ford&make=vauxhall")),
    ).toBe(false);
    expect(isCanonical(new URLSearchParams("make=ford&range="), parse("make=ford&range="))).toBe(false);
    expect(isCanonical(new URLSearchParams("utm_source=x"), parse("utm_source=x"))).toBe(false);
  });

  it("keeps the page's own names (the header's bar) after the search's, and never reads them as filters", () => {
    const bar: [string, string][] = [["panel", "saved"]];
    const asked = new URLSearchParams("make=ford&panel=saved");
    expect(parse(asked.toString())).toEqual(parse("make=ford"));
    expect(isCanonical(asked, parse(asked.toString()), undefined, bar)).toBe(true);
    expect(isCanonical(asked, parse(asked.toString()))).toBe(false);
    const first = new URLSearchParams("panel=saved&make=ford");
    expect(isCanonical(first, parse(first.toString()), undefined, bar)).toBe(false);
  });

  it("settles a changed state the way the server reads it", () => {
    const state = { ...parse(""), monthly_to: 300, budget: "monthly" as const };
    expect(settledHref(state, { vocabulary })).toBe(
      "/used/cars/search?monthly_to=300&finance_search_only=PCP&finance_deposit=250&finance_mileage=6000&finance_term=48",
    );
  });
});

describe("coin: one version of a model, by its CAP id", () => {
  it("is read as a whole number and written after the list filters", () => {
    const state = parse("max_price=10000&coin=47803&make=ford&range=fiesta");
    expect(state.coin).toBe(47803);
    expect(searchQuery(state)).toBe("make=ford&range=fiesta&coin=47803&max_price=10000");
    expect(parse(searchQuery(state))).toEqual(state);
  });

  it("drops a coin that is no CAP id", () => {
    for (const query of ["coin=abc", "coin=0", "coin=1.5", "coin=-3", "coin=1234567890"])
      expect(parse(query).coin, query).toBeUndefined();
  });

  it("drops the coin a no-JS form sends with other makes or models than it was chosen under", () => {
    const under = `coin=47803&coin_for=${coinScope(parse("make=ford&range=fiesta"))}`;
    expect(parse(`make=ford&range=fiesta&${under}`).coin).toBe(47803);
    // The form sends its boxes in its own order: the same choice.
    expect(
      parse(
        `make=ford,vauxhall&range=fiesta&coin=47803&coin_for=${coinScope(parse("make=vauxhall,ford&range=fiesta"))}`,
      ).coin,
    ).toBe(47803);
    expect(parse(`make=ford,vauxhall&range=fiesta&${under}`).coin).toBeUndefined();
    expect(parse(`make=ford&range=focus&${under}`).coin).toBeUndefined();
    expect(parse(`make=ford&${under}`).coin).toBeUndefined();
    // The marker only says where the coin was chosen: it is never part of the search's URL.
    const params = new URLSearchParams(`make=ford&range=fiesta&${under}`);
    expect(isCanonical(params, parseSearchParams(params, { vocabulary }))).toBe(false);
  });
});
