import { describe, expect, it } from "vitest";
import { searchName } from "./name";

describe("a saved search's name from its filters", () => {
  it("reads as a shopper would say it: the car, then each filter as a phrase", () => {
    expect(
      searchName([
        { id: "make=ford", value: "Ford" },
        { id: "range=focus", value: "Focus" },
        { id: "transmission=automatic", value: "Automatic" },
        { id: "max_price", value: "£15,000" },
        { id: "distance_range", value: "Within 25 miles of LS11 8BU" },
      ]),
    ).toBe("Ford Focus, Automatic, under £15,000, within 25 miles of LS11 8BU");
  });

  it("joins several makes and models with 'or'", () => {
    expect(
      searchName([
        { id: "make=bmw", value: "BMW" },
        { id: "make=audi", value: "Audi" },
        { id: "monthly_to", value: "£250 a month" },
      ]),
    ).toBe("BMW or Audi, up to £250 a month");
  });

  it("names a search with no filters", () => {
    expect(searchName([])).toBe("All used cars");
  });

  it("is never longer than 80 characters", () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      id: `features=f${index}`,
      value: `Feature ${index}`,
    }));
    const name = searchName(many);
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name.endsWith("…")).toBe(true);
  });
});
