import { describe, expect, it } from "vitest";
import { catalogue, makeEntries, makesBySlug, slugify } from ".";

describe("the UK catalogue", () => {
  it("has the makes UK buyers see", () => {
    expect(makeEntries.length).toBeGreaterThanOrEqual(35);
    for (const make of [
      "ford",
      "vauxhall",
      "volkswagen",
      "bmw",
      "mg",
      "skoda",
      "kia",
      "land-rover",
      "mercedes-benz",
    ]) {
      expect(makesBySlug.has(make)).toBe(true);
    }
  });

  it("gives every range one make, so a range slug says which make it belongs to", () => {
    const makeOfRange = new Map<string, string>();
    for (const derivative of catalogue) {
      const owner = makeOfRange.get(derivative.range.slug) ?? derivative.make.slug;
      expect(owner, derivative.range.name).toBe(derivative.make.slug);
      makeOfRange.set(derivative.range.slug, owner);
    }
  });

  it("keeps derivative figures plausible", () => {
    for (const d of catalogue) {
      const label = `${d.make.name} ${d.range.name} ${d.name}`;
      if (d.fuel === "electric") {
        expect([d.cc, d.co2], label).toEqual([0, 0]);
      } else {
        expect(d.cc, label).toBeGreaterThan(800);
        expect(d.co2, label).toBeGreaterThan(10);
        expect(d.co2, label).toBeLessThan(300);
      }
      expect(d.bhp, label).toBeGreaterThan(40);
      expect(d.newPrice, label).toBeGreaterThan(9000);
      expect(d.tier, label).toBeGreaterThanOrEqual(0);
      expect(d.tier, label).toBeLessThanOrEqual(3);
      expect(d.range.fromYear, label).toBeLessThanOrEqual(d.range.toYear ?? 9999);
    }
  });

  it("weights stock towards the everyday cars", () => {
    const share = (range: string) =>
      catalogue.filter((d) => d.range.slug === range).reduce((sum, d) => sum + d.weight, 0);
    expect(share("fiesta")).toBeGreaterThan(share("911") * 20);
    expect(share("corsa")).toBeGreaterThan(share("cayenne") * 20);
  });

  it("names derivatives as UK listings do", () => {
    const titanium = catalogue.find(
      (d) => d.range.slug === "fiesta" && d.trim === "Titanium" && d.transmission === "automatic",
    );
    expect(titanium?.name).toBe("1.0 EcoBoost 125 Titanium 5dr Auto");
    const golf = catalogue.find((d) => d.range.slug === "golf" && d.trim === "GTI");
    expect(golf?.name).toBe("2.0 TSI 245 GTI 5dr DSG");
    expect(golf?.range.model).toBe("Golf Hatchback");
  });

  it("slugs names for URLs", () => {
    expect(slugify("Range Rover Evoque")).toBe("range-rover-evoque");
    expect(slugify("Tekna+")).toBe("tekna-plus");
    expect(slugify("up!")).toBe("up");
  });
});
