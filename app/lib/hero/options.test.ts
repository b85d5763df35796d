import { describe, expect, it } from "vitest";
import type { FilterOptions } from "@contract/vehicle";
import {
  choiceLabel,
  dropOrphanRanges,
  heroOptions,
  labelFromSlug,
  pickerEnabled,
  searchButtonLabel,
} from "./options";
import { emptySelection } from "./selection";

const option = (label: string, count: number) => ({ label, count });

function filters(overrides: Partial<FilterOptions> = {}): FilterOptions {
  return {
    total: 12,
    make: {
      vauxhall: option("Vauxhall", 4),
      bmw: option("bmw", 3),
      "alfa-romeo": option("Alfa Romeo", 1),
      mini: option("mini", 2),
      tesla: option("Tesla", 0),
    },
    range: {
      corsa: { label: "Corsa", count: 3, make: "vauxhall" },
      astra: { label: "Astra", count: 1, make: "vauxhall" },
      "3-series": { label: "3 Series", count: 0, make: "bmw" },
      cooper: { label: "Cooper", count: 2, make: "mini" },
    },
    derivative: {},
    body_type: { hatchback: option("Hatchback", 8), suv: option("SUV", 4) },
    fuel_type: { petrol: option("Petrol", 12) },
    transmission: { manual: option("Manual", 12), automatic: option("Automatic", 0) },
    colours: { red: option("Red", 5), blue: option("Blue", 7) },
    doors: {},
    seats: {},
    engine_size: {},
    drivetrain: {},
    features: {},
    tags: {},
    price_position: {},
    location: {},
    distance: {},
    max_price: { "6000": option("Up to £6,000", 2), "10000": option("Up to £10,000", 9) },
    monthly: { "50": option("Up to £50 a month", 0) },
    insurance: {},
    emissions: {},
    mpg: {},
    tax: {},
    years: {},
    plates: {},
    mileage: {},
    ...overrides,
  };
}

describe("heroOptions", () => {
  it("sorts makes alphabetically with BMW and MINI in capitals, leaving out makes with no cars", () => {
    const options = heroOptions(filters(), emptySelection());
    expect(options.makes.map((make) => make.label)).toEqual(["Alfa Romeo", "BMW", "MINI", "Vauxhall"]);
    expect(options.makes.find((make) => make.value === "vauxhall")?.count).toBe(4);
    expect(options.total).toBe(12);
  });

  it("keeps a chosen value with no cars so it can be unticked", () => {
    const options = heroOptions(filters(), { ...emptySelection(), make: ["tesla"] });
    expect(options.makes.map((make) => make.value)).toContain("tesla");
  });

  it("lists the models of the chosen makes only, grouped by make", () => {
    expect(heroOptions(filters(), emptySelection()).rangeGroups).toEqual([]);
    const options = heroOptions(filters(), {
      ...emptySelection(),
      make: ["vauxhall", "mini"],
      range: ["corsa"],
    });
    expect(options.rangeGroups.map((group) => group.makeLabel)).toEqual(["MINI", "Vauxhall"]);
    expect(options.rangeGroups[1].ranges.map((range) => range.label)).toEqual(["Astra", "Corsa"]);
  });

  it("offers Help me choose only when some group has two or more choices", () => {
    const options = heroOptions(filters(), emptySelection());
    expect(options.features.transmission.map((choice) => choice.value)).toEqual(["manual"]);
    expect(pickerEnabled(options.features.transmission)).toBe(false);
    expect(pickerEnabled(options.features.colours)).toBe(true);
    expect(options.featuresOffered).toBe(true);
    const single = heroOptions(
      filters({ body_type: { suv: option("SUV", 3) }, colours: { red: option("Red", 3) } }),
      emptySelection(),
    );
    expect(single.featuresOffered).toBe(false);
  });

  it("offers a budget when the server has price or monthly steps, with the extra low total steps", () => {
    const options = heroOptions(filters(), emptySelection());
    expect(options.budgetOffered).toBe(true);
    expect(options.totalPrices).toEqual([1000, 2000, 3000, 6000, 10000]);
    const empty = heroOptions(filters({ max_price: {}, monthly: {} }), emptySelection());
    expect(empty.budgetOffered).toBe(false);
    expect(empty.totalPrices).toEqual([]);
  });
});

describe("dropOrphanRanges (removing a make removes its ranges)", () => {
  const makes = { corsa: "vauxhall", cooper: "mini" };

  it("removes the ranges of a make that is no longer chosen", () => {
    const selection = { ...emptySelection(), make: ["mini"], range: ["corsa", "cooper"] };
    expect(dropOrphanRanges(selection, makes).range).toEqual(["cooper"]);
  });

  it("clears every range when the last make goes, and keeps the same object when nothing changes", () => {
    expect(dropOrphanRanges({ ...emptySelection(), range: ["corsa"] }, makes).range).toEqual([]);
    const unchanged = { ...emptySelection(), make: ["vauxhall"], range: ["corsa"] };
    expect(dropOrphanRanges(unchanged, makes)).toBe(unchanged);
  });
});

describe("labels", () => {
  it("reads 'Search {count} cars', 'car' for exactly one", () => {
    expect(searchButtonLabel(12)).toBe("Search 12 cars");
    expect(searchButtonLabel(1)).toBe("Search 1 car");
    expect(searchButtonLabel(0)).toBe("Search 0 cars");
    expect(searchButtonLabel(undefined)).toBe("Search cars");
  });

  it("labels chips from the options, or readably from the slug", () => {
    const options = heroOptions(filters(), { ...emptySelection(), make: ["vauxhall"] });
    expect(choiceLabel(options, "make", "bmw")).toBe("BMW");
    expect(choiceLabel(options, "range", "corsa")).toBe("Corsa");
    expect(choiceLabel(options, "colours", "red")).toBe("Red");
    expect(choiceLabel(undefined, "make", "land-rover")).toBe("Land Rover");
    expect(labelFromSlug("mini")).toBe("MINI");
  });
});
