import type { Promo } from "../../../dealer-api/contract/content";
import { promotionApplies, promotionsFor } from "./promotions";

const vehicle = {
  make: { name: "Ford", slug: "ford" },
  range: { name: "Mustang Mach-E", slug: "mustang-mach-e" },
  fuel_type: { name: "Electric", slug: "electric" as const },
  body_type: { name: "SUV", slug: "suv" as const },
  location: {
    site_id: 4,
    site: { name: "Sheffield", city_town: "Sheffield", postcode: "S9 1EP", telephone: "" },
  },
};

const promo = (id: number, rules: Promo["contents"]["rules"], ends_on: string | null = null): Promo => ({
  id,
  name: `Promo ${id}`,
  template: "vehicle-promotion",
  contents: { rules, heading: `Heading ${id}`, text: "", terms: "", link: "/", ends_on },
});

describe("promotionApplies", () => {
  it.each([
    [{ make: ["ford"] }, true],
    [{ make: ["kia", "hyundai"] }, false],
    [{ range: ["mustang mach-e"] }, true],
    [{ range: ["mustang-mach-e"] }, true],
    [{ fuel_type: ["electric"] }, true],
    [{ body_type: ["suv"] }, true],
    [{ body_type: ["hatchback"] }, false],
    [{ location_id: [4] }, true],
    [{ location_id: [3] }, false],
    [{}, false],
  ])("rules %j → %s", (rules, expected) => {
    expect(promotionApplies(promo(1, rules), vehicle)).toBe(expected);
  });

  it("needs only one rule to match", () => {
    expect(promotionApplies(promo(1, { make: ["kia"], location_id: [4] }), vehicle)).toBe(true);
  });
});

describe("promotionsFor", () => {
  it("keeps matching promotions that have not ended", () => {
    const promos = [
      promo(1, { make: ["ford"] }, "2027-01-31"),
      promo(2, { make: ["ford"] }, "2026-10-31"),
      promo(3, { make: ["kia"] }),
      promo(4, { body_type: ["suv"] }, "2026-11-01"),
    ];
    expect(promotionsFor(promos, vehicle, "2026-11-01").map((item) => item.id)).toEqual([1, 4]);
  });
});
