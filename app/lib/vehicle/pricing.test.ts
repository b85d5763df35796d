import { cashPriceWithFees, hasDiscount, priceWhenNew } from "./pricing";

describe("hasDiscount", () => {
  it("is true only for a positive discount price below the price", () => {
    expect(hasDiscount({ price: 10_000, discount_price: 9_500, final_price: 9_500 })).toBe(true);
    expect(hasDiscount({ price: 10_000, discount_price: 0, final_price: 10_000 })).toBe(false);
    expect(hasDiscount({ price: 10_000, discount_price: 10_000, final_price: 10_000 })).toBe(false);
    expect(hasDiscount({ price: 10_000, discount_price: 12_000, final_price: 10_000 })).toBe(false);
  });
});

describe("priceWhenNew", () => {
  const car = { price_when_new: 20_000.5, vat_when_new: 4_000.1, final_price: 15_000 };

  it("adds VAT and the extras priced above 0, as a whole number", () => {
    const extras = [
      { short_description: "Metallic paint", price: 550 },
      { short_description: "Floor mats", price: 0 },
      { short_description: "Winter pack", price: 400 },
    ];
    expect(priceWhenNew({ ...car, optional_extras: extras })).toEqual({ total: 24_950, saving: 9_950 });
  });

  it("ignores extras with a negative or zero price", () => {
    const extras = [{ short_description: "Credit", price: -100 }];
    expect(priceWhenNew({ ...car, optional_extras: extras }).total).toBe(24_000);
  });

  it("gives a negative saving when the car costs more than it did new", () => {
    expect(priceWhenNew({ ...car, final_price: 30_000, optional_extras: [] }).saving).toBe(-6_000);
  });
});

describe("cashPriceWithFees", () => {
  it("adds the admin fee to the price the buyer pays", () => {
    expect(cashPriceWithFees({ final_price: 9_495, admin_fee: 179 })).toBe(9_674);
  });
});
