import { describe, expect, it } from "vitest";
import { milesBetween } from "./distance";

/** City-centre coordinates (town halls / main stations, to 4 decimals). */
const leeds = { latitude: 53.7997, longitude: -1.5492 };
const manchester = { latitude: 53.4808, longitude: -2.2426 };
const london = { latitude: 51.5074, longitude: -0.1278 };
const edinburgh = { latitude: 55.9533, longitude: -3.1883 };
const paris = { latitude: 48.8566, longitude: 2.3522 };

describe("milesBetween", () => {
  it.each([
    // Published great-circle distances between the city centres.
    ["Leeds–Manchester", leeds, manchester, 36],
    ["London–Edinburgh", london, edinburgh, 332],
    ["London–Paris", london, paris, 213],
  ] as const)("%s is about %i miles as the crow flies", (_, from, to, miles) => {
    expect(milesBetween(from, to)).toBeGreaterThan(miles * 0.98);
    expect(milesBetween(from, to)).toBeLessThan(miles * 1.02);
  });

  it("is the same both ways, and nothing from a place to itself", () => {
    expect(milesBetween(leeds, manchester)).toBeCloseTo(milesBetween(manchester, leeds), 10);
    expect(milesBetween(leeds, leeds)).toBe(0);
  });

  it("is half the Earth's circumference between antipodes", () => {
    const far = milesBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(far).toBeCloseTo(Math.PI * 3958.76, 3);
  });
});
