import { describe, expect, it } from "vitest";
import type { Promo } from "../contract/content";
import { seededRandom } from "../content/seed-helpers";
import { priceCarDeal, type CarDealInput } from "./car-deal";
import { productOffer, type FinanceCar } from "./offer";

const pence = (pounds: number) => Math.round(pounds * 100);

const promotion = (id: number, finance: Promo["contents"]["finance"]): Promo => ({
  id,
  name: `Promotion ${id}`,
  template: "vehicle-promotion",
  contents: {
    rules: {},
    heading: `Heading ${id}`,
    text: `Text ${id}`,
    terms: "",
    link: "/",
    ends_on: null,
    finance,
  },
});
const CONTRIBUTION = promotion(4, { products: ["HP", "PCP"], min_term: 24, deposit_contribution: 500 });
const ZERO_APR = promotion(2, { products: ["HP"], terms: [36], min_deposit_percent: 20, apr: 0 });

// A £9,995 car with the £179 admin fee, three years old.
const CAR: FinanceCar = {
  cashPrice: 10_174,
  vehiclePrice: 9995,
  ageMonths: 36,
  odometer: 30_000,
  zeroAprOffer: false,
};

describe("a deal on a stock car", () => {
  it("is quoted on the lender's own terms for the car at the deal's deposit, as the car's page quotes it", () => {
    const deal = priceCarDeal(
      { ...CAR, promotions: [CONTRIBUTION] },
      {
        partExchange: { valuation: 4000, settlement: 1250 },
        cashDeposit: 500,
        delivery: 0,
        finance: { product: "PCP", term: 48, annualMileage: 10_000 },
      },
    );
    const page = productOffer(
      "PCP",
      { ...CAR, promotions: [CONTRIBUTION] },
      { term: 48, annualMileage: 10_000, deposit: 3250 },
    );
    expect(page.ok).toBe(true);
    expect(deal).toMatchObject({
      ok: true,
      deposit: { cash: 500, partExchange: 2750, dealerContribution: 500, total: 3750 },
      quote: page.ok ? page.quote : {},
    });
  });

  it("a 0% APR promotion the deal's deposit meets prices the deal at 0%", () => {
    const deal = priceCarDeal(
      { ...CAR, promotions: [ZERO_APR] },
      {
        partExchange: { valuation: 2100, settlement: 0 },
        cashDeposit: 0,
        delivery: 0,
        finance: { product: "HP", term: 36, annualMileage: 10_000 },
      },
    );
    expect(deal).toMatchObject({
      ok: true,
      quote: { apr: 0, totalChargeForCredit: 0 },
      totalPayable: 10_174,
    });
  });

  it("a product the lender declines at the deal's deposit says why, as the car's page does", () => {
    const input: CarDealInput = {
      partExchange: { valuation: 6000, settlement: 0 },
      cashDeposit: 0,
      delivery: 0,
      finance: { product: "PCP", term: 48, annualMileage: 10_000 },
    };
    const page = productOffer("PCP", CAR, { term: 48, annualMileage: 10_000, deposit: 6000 });
    expect(page.ok).toBe(false);
    expect(priceCarDeal(CAR, input)).toEqual({
      ok: false,
      problem: "declined",
      reason: page.ok ? "" : page.reason,
    });
  });

  it("negative equity is said before any quote is looked up", () => {
    expect(
      priceCarDeal(CAR, {
        partExchange: { valuation: 1000, settlement: 1500 },
        cashDeposit: 0,
        delivery: 0,
        finance: { product: "HP", term: 48, annualMileage: 10_000 },
      }),
    ).toEqual({ ok: false, problem: "negative-equity", negativeEquity: 500 });
  });

  it("1,000 random deals on random cars: the deal's quote is the car page's quote at the same deposit, to the penny", () => {
    const random = seededRandom(35);
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    let compared = 0;
    for (let index = 0; index < 1000; index += 1) {
      const vehiclePrice = between(3000, 45_000);
      const car: FinanceCar = {
        cashPrice: vehiclePrice + 179,
        vehiclePrice,
        ageMonths: between(6, 110),
        odometer: between(3000, 110_000),
        zeroAprOffer: random() < 0.1,
        promotions: random() < 0.3 ? [CONTRIBUTION] : [],
      };
      const choice = {
        product: random() < 0.5 ? ("HP" as const) : ("PCP" as const),
        term: [24, 36, 48, 60][between(0, 3)]!,
        annualMileage: between(5, 20) * 1000,
      };
      const input: CarDealInput = {
        partExchange:
          random() < 0.8 ? { valuation: between(0, 12_000), settlement: between(0, 6000) } : undefined,
        cashDeposit: between(0, 3000),
        delivery: random() < 0.5 ? 0 : between(29, 299),
        paysNegativeEquity: true,
        finance: choice,
      };
      const deal = priceCarDeal(car, input);
      const net =
        input.cashDeposit +
        (input.partExchange ? input.partExchange.valuation - input.partExchange.settlement : 0);
      if (net < 0) {
        expect(deal).toMatchObject({ ok: false, problem: "negative-equity", negativeEquity: -net });
        continue;
      }
      if (net >= car.cashPrice) {
        expect(deal).toEqual({ ok: false, problem: "deposit-covers-price", deposit: net });
        continue;
      }
      const page = productOffer(choice.product, car, { ...choice, deposit: net });
      if (!page.ok) {
        expect(deal).toEqual({ ok: false, problem: "declined", reason: page.reason });
        continue;
      }
      if (!deal.ok) {
        expect(deal.problem).toBe("deposit-covers-price");
        continue;
      }
      compared += 1;
      expect(deal.quote).toEqual(page.quote);
      expect(pence(deal.totalPayable)).toBe(pence(page.quote.totalAmountPayable) + pence(input.delivery));
    }
    expect(compared).toBeGreaterThan(400);
  });
});
