import { describe, expect, it } from "vitest";
import { parseSearchParams, settledHref } from "./params";
import {
  addValue,
  clearAll,
  clearList,
  modelAvailable,
  removeBudget,
  removeValue,
  setBound,
  setBudget,
  setSort,
  toggleValue,
  trimAvailable,
  withPage,
} from "./rules";
import { SPEC_DEFAULTS, type SearchVocabulary } from "./state";

const vocabulary: SearchVocabulary = {
  makes: { ford: "Ford", vauxhall: "Vauxhall" },
  ranges: {
    fiesta: { label: "Fiesta", make: "ford" },
    corsa: { label: "Corsa", make: "vauxhall" },
  },
  locations: {},
};
const parse = (query: string) => parseSearchParams(new URLSearchParams(query), { vocabulary });

describe("changing the search", () => {
  it("appends a new value to a list, once, and starts again at page 1", () => {
    const state = parse("make=ford&page=4");
    const next = addValue(state, "make", "vauxhall");
    expect(next.make).toEqual(["ford", "vauxhall"]);
    expect(next.page).toBe(1);
    expect(addValue(next, "make", "ford").make).toEqual(["ford", "vauxhall"]);
    expect(state.make).toEqual(["ford"]);
  });

  it("removing a make removes its models, and the last make removes every model and trim", () => {
    const state = parse("make=ford,vauxhall&range=fiesta,corsa&derivative=zetec");
    const withoutFord = removeValue(state, "make", "ford", vocabulary);
    expect(withoutFord.range).toEqual(["corsa"]);
    expect(withoutFord.derivative).toEqual(["zetec"]);
    const none = removeValue(withoutFord, "make", "vauxhall", vocabulary);
    expect(none.make).toEqual([]);
    expect(none.range).toEqual([]);
    expect(none.derivative).toEqual([]);
  });

  it("changing make or model clears the version (coin); other changes keep it", () => {
    const state = parse("make=ford&range=fiesta&coin=47803");
    expect(addValue(state, "make", "vauxhall").coin).toBeUndefined();
    expect(removeValue(state, "range", "fiesta", vocabulary).coin).toBeUndefined();
    expect(toggleValue(state, "range", "focus", true, vocabulary).coin).toBeUndefined();
    expect(clearList(state, "make").coin).toBeUndefined();
    expect(clearList(state, "range").coin).toBeUndefined();
    expect(addValue(state, "colour", "red").coin).toBe(47803);
    expect(clearList(state, "derivative").coin).toBe(47803);
    expect(setBound(state, "max_price", 10000).coin).toBe(47803);
  });

  it("removing the last model removes the trims", () => {
    const state = parse("make=ford&range=fiesta&derivative=zetec");
    expect(toggleValue(state, "range", "fiesta", false, vocabulary).derivative).toEqual([]);
  });

  it("'Any' clears a dropdown and the levels below it", () => {
    const state = parse("make=ford&range=fiesta&derivative=zetec&body_type=suv");
    expect(clearList(state, "make")).toMatchObject({
      make: [],
      range: [],
      derivative: [],
      body_type: ["suv"],
    });
    expect(clearList(state, "range")).toMatchObject({ make: ["ford"], range: [], derivative: [] });
  });

  it("a min/max value replaces the old one", () => {
    const state = parse("max_price=10000&page=2");
    const next = setBound(state, "max_price", 15000);
    expect(next.max_price).toBe(15000);
    expect(next.page).toBe(1);
    expect(setBound(next, "max_price", undefined).max_price).toBeUndefined();
  });

  it("a monthly 'from' at or above 'to' stays, and 'to' moves 50 above it", () => {
    const state = parse("monthly_to=200");
    expect(setBound(state, "monthly_from", 300)).toMatchObject({ monthly_from: 300, monthly_to: 350 });
    expect(setBound(state, "monthly_from", 200)).toMatchObject({ monthly_from: 200, monthly_to: 250 });
    expect(setBound(state, "monthly_from", 150)).toMatchObject({ monthly_from: 150, monthly_to: 200 });
    expect(setBound(state, "monthly_from", 950)).toMatchObject({ monthly_from: 950, monthly_to: 1000 });
  });

  it("a monthly 'to' at or below 'from' stays, and 'from' moves 50 below it (none at 0)", () => {
    const state = parse("monthly_from=200");
    expect(setBound(state, "monthly_to", 150)).toMatchObject({ monthly_from: 100, monthly_to: 150 });
    expect(setBound(state, "monthly_to", 200)).toMatchObject({ monthly_from: 150, monthly_to: 200 });
    expect(setBound(state, "monthly_to", 600)).toMatchObject({ monthly_from: 200, monthly_to: 600 });
    expect(setBound(state, "monthly_to", 50)).not.toHaveProperty("monthly_from");
    expect(setBound(state, "monthly_to", 50)).toMatchObject({ monthly_to: 50, budget: "monthly" });
  });

  it("switching the Price toggle never removes a budget: both keep applying", () => {
    const monthly = setBudget(parse("min_price=5000&max_price=9000&page=2"), "monthly");
    expect(monthly).toMatchObject({ budget: "monthly", min_price: 5000, max_price: 9000, page: 1 });
    const total = setBudget(parse("monthly_from=100&monthly_to=300"), "total");
    expect(total).toMatchObject({ budget: "total", monthly_from: 100, monthly_to: 300 });
    expect(parse(settledHref(total).split("?")[1])).toEqual(total);
  });

  it("removes one budget and leaves the other and the toggle as they were", () => {
    const both = parse("budget=total&min_price=5000&max_price=9000&monthly_to=300&page=3");
    const withoutMonthly = removeBudget(both, "monthly");
    expect(withoutMonthly).toMatchObject({ budget: "total", min_price: 5000, max_price: 9000, page: 1 });
    expect(withoutMonthly).not.toHaveProperty("monthly_to");
    const withoutTotal = removeBudget(both, "total");
    expect(withoutTotal).toMatchObject({ budget: "total", monthly_to: 300 });
    expect(withoutTotal).not.toHaveProperty("max_price");
  });

  it("sorting starts again at page 1 and paging keeps filters and sort", () => {
    const state = parse("make=ford&page=3");
    expect(setSort(state, "age|desc")).toMatchObject({ sort: "age|desc", page: 1, make: ["ford"] });
    expect(withPage(setSort(state, "age|desc"), 2)).toMatchObject({
      sort: "age|desc",
      page: 2,
      make: ["ford"],
    });
  });

  it("clearing everything keeps the sort", () => {
    const cleared = clearAll(parse("make=ford&max_price=9000&sort=age|desc&page=2"), SPEC_DEFAULTS);
    expect(cleared).toMatchObject({ make: [], sort: "age|desc", page: 1 });
    expect(cleared.max_price).toBeUndefined();
  });

  it("knows when the model and trim dropdowns are available", () => {
    expect(modelAvailable(parse(""))).toBe(false);
    expect(modelAvailable(parse("make=ford"))).toBe(true);
    expect(trimAvailable(parse("make=ford"))).toBe(false);
    expect(trimAvailable(parse("make=ford&range=fiesta"))).toBe(true);
  });
});
