import { euroLevel, isUlezCompliant } from "./ulez";

describe("euroLevel", () => {
  it("reads the last character", () => {
    expect(euroLevel("EURO 6")).toBe(6);
    expect(euroLevel("Euro 4")).toBe(4);
    expect(euroLevel("EURO 6d")).toBeUndefined();
    expect(euroLevel("")).toBeUndefined();
  });
});

describe("isUlezCompliant", () => {
  it.each([
    ["Petrol", "EURO 4", true],
    ["Petrol", "EURO 3", false],
    ["Diesel", "EURO 6", true],
    ["Diesel", "EURO 5", false],
    ["Electric", "", true],
    ["Hybrid", "EURO 3", true],
    ["Plug-in Hybrid", "EURO 5", true],
    ["LPG", "EURO 6", false],
    ["Petrol", "unknown", false],
  ])("%s with %s → %s", (fuel, euro, expected) => {
    expect(isUlezCompliant(fuel, euro)).toBe(expected);
  });
});
