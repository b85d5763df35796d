import { describe, expect, it } from "vitest";
import type { VehicleListing } from "@contract/vehicle";
import { bestValue, carAge, compareFacts } from "./compare";

const today = new Date("2026-11-01T12:00:00Z");

describe("carAge", () => {
  it("counts whole months since first registration", () => {
    expect(carAge("2023-09-01", today)).toBe("3 years 2 months");
    expect(carAge("2023-11-01", today)).toBe("3 years");
    expect(carAge("2023-11-02", today)).toBe("2 years 11 months");
    expect(carAge("2026-01-15", today)).toBe("9 months");
    expect(carAge("2025-10-01", today)).toBe("1 year 1 month");
    expect(carAge("2026-10-20", today)).toBe("Under a month");
  });
});

describe("compareFacts", () => {
  const car = {
    final_price: 10495,
    admin_fee: 179,
    date_first_registered: "2019-09-01",
    plate: "69",
    odometer_value: 23456,
    fuel_type: { name: "Petrol", slug: "petrol" },
    transmission: "Manual",
    mpg: 55.37,
    co2_gkm: 112,
    tax_rate_value: 190,
    insurance_group: 14,
    ulez_compliant: true,
  } as unknown as VehicleListing;

  it("words every fact of the comparison", () => {
    expect(compareFacts(car, today)).toEqual({
      // final_price + the admin fee: the cash price a buyer pays.
      price: "£10,674",
      age: "7 years 2 months (69 reg)",
      mileage: "23,456 miles",
      fuel: "Petrol",
      gearbox: "Manual",
      mpg: "55.4 mpg",
      co2: "112 g/km",
      tax: "£190 a year",
      insurance: "Group 14",
      ulez: "Compliant",
    });
  });

  it("says an electric car has no mpg, and a car that fails ULEZ", () => {
    const electric = {
      ...car,
      fuel_type: { name: "Electric", slug: "electric" },
      mpg: 0,
      ulez_compliant: false,
    } as VehicleListing;
    expect(compareFacts(electric, today)).toMatchObject({
      mpg: "Not applicable (electric)",
      ulez: "Not compliant",
    });
  });
});

describe("bestValue", () => {
  const car = (slug: string, cashPrice: number, forSale = true) => ({ slug, cashPrice, forSale });

  it("marks the lowest fee-inclusive price, ties included, among cars still for sale", () => {
    expect(bestValue([car("a", 10174), car("b", 9928), car("c", 12000)])).toEqual(["b"]);
    expect(bestValue([car("a", 9928), car("b", 9928), car("c", 12000)])).toEqual(["a", "b"]);
    expect(bestValue([car("a", 8000, false), car("b", 9928), car("c", 12000)])).toEqual(["b"]);
  });

  it("marks nothing with one car, or when every car costs the same", () => {
    expect(bestValue([car("a", 9928)])).toEqual([]);
    expect(bestValue([car("a", 9928), car("b", 9928)])).toEqual([]);
    expect(bestValue([car("a", 9928), car("b", 7000, false)])).toEqual([]);
  });
});
