import { describe, expect, it } from "vitest";
import { valuationCondition } from "../contract/valuations";
import type { FuelType, PricePosition } from "../contract/vehicle";
import { valueCar } from "../valuations/model";
import { generateRegistry } from "../valuations/registry";
import { derivativeByCapId } from "../valuations/vehicles";
import { isoDate, parseIsoDate } from "./dates";
import { generateStock } from "./generate";
import {
  MIN_COMPARABLES,
  MODEL_MIN_BAND,
  marketValues,
  modelTrusted,
  modelValue,
  positionOf,
  type MarketFacts,
  type StockCar,
} from "./market-value";

const today = new Date(Date.UTC(2026, 10, 23));
const registeredYearsAgo = (years: number) =>
  isoDate(new Date(today.getTime() - years * 365.25 * 86_400_000));

/** A five-year-old Golf-like car with average miles, grade 2, both keys. */
const base: MarketFacts = {
  newPrice: 26_000,
  fuel: "petrol",
  registered: registeredYearsAgo(5),
  mileage: 42_000,
  grade: 2,
  spareKey: true,
};
const model = (changes: Partial<MarketFacts>) => modelValue({ ...base, ...changes }, today);

/** Cars of one model priced at the model's value times `share`, with mileages spread around the usual. */
function group(size: number, share = 1.1, name = "volkswagen/golf"): StockCar[] {
  return Array.from({ length: size }, (_, at) => {
    const facts = { ...base, mileage: 30_000 + at * 3_000 };
    // ±2 % around the share, so the band is the narrowest one.
    const price = Math.round(modelValue(facts, today) * share * (1 + ((at % 5) - 2) / 100));
    return { ...facts, group: name, price, advertised: true };
  });
}

function stockCars(count: number): StockCar[] {
  return generateStock(count, { seed: 20261101, today }).map(({ row, details }) => ({
    group: `${row.make_slug}/${row.range_slug}`,
    price: row.final_price,
    advertised: row.status !== "SOLD",
    newPrice: details.new_price,
    fuel: row.fuel_type as FuelType,
    registered: row.date_first_registered,
    mileage: row.odometer,
    grade: details.condition_grade,
    spareKey: details.spare_key === 1,
  }));
}

describe("modelValue", () => {
  it("falls as the mileage rises", () => {
    let previous = Infinity;
    for (let mileage = 0; mileage <= 100_000; mileage += 5_000) {
      const value = model({ mileage });
      expect(value).toBeLessThanOrEqual(previous);
      previous = value;
    }
    expect(model({ mileage: 60_000 })).toBeLessThan(model({ mileage: 20_000 }));
  });

  it("falls with age at the same mileage", () => {
    let previous = Infinity;
    for (let years = 0.5; years <= 10; years += 0.5) {
      const value = model({ registered: registeredYearsAgo(years) });
      expect(value).toBeLessThan(previous);
      previous = value;
    }
  });

  it("rises as the condition grade gets better (1 is the best)", () => {
    expect(model({ grade: 1 })).toBeGreaterThan(model({ grade: 2 }));
    expect(model({ grade: 2 })).toBeGreaterThan(model({ grade: 3 }));
    expect(model({ grade: 3 })).toBeGreaterThan(model({ grade: 4 }));
  });

  it("takes off a spare key's price, and is never more than the car cost new", () => {
    expect(model({ spareKey: false })).toBeCloseTo(model({}) - 200);
    expect(model({ registered: registeredYearsAgo(0.05), mileage: 10 })).toBeLessThanOrEqual(base.newPrice);
  });

  it("is trusted up to ten years old and within its mileage adjustment", () => {
    expect(modelTrusted(base, today)).toBe(true);
    expect(modelTrusted({ ...base, registered: registeredYearsAgo(11) }, today)).toBe(false);
    expect(modelTrusted({ ...base, mileage: 150_000 }, today)).toBe(false);
  });
});

describe("marketValues", () => {
  it("calls a car priced at its estimate Fair", () => {
    expect(positionOf(15_000, 15_000, 0.05).position).toBe("fair");
    const cars = group(9);
    const [first] = marketValues(cars, today);
    // The car's own price is left out of its estimate, so pricing it at the estimate leaves the estimate where it is.
    cars[0] = { ...cars[0], price: first!.estimate };
    const [again] = marketValues(cars, today);
    expect(again!.estimate).toBe(first!.estimate);
    expect(again!.position).toBe("fair");
  });

  it("labels by the band: Great more than two bands below, Good one to two, Higher above", () => {
    const position = (price: number): PricePosition => positionOf(price, 10_000, 0.05).position;
    expect(position(8_900)).toBe("great");
    expect(position(9_400)).toBe("good");
    expect(position(9_600)).toBe("fair");
    expect(position(10_500)).toBe("fair");
    expect(position(10_600)).toBe("higher");
  });

  it("compares with the same model's cars when there are enough, their price level included", () => {
    const values = marketValues([...group(MIN_COMPARABLES + 1, 1.2), ...group(8, 0.9, "ford/focus")], today);
    const golf = values[0]!;
    expect(golf.basis).toBe("comparables");
    expect(golf.comparables).toBe(MIN_COMPARABLES);
    // Golfs sell at 1.2 times the model, Focuses (the same facts) at 0.9: each is estimated at its own level.
    expect(golf.estimate / values[MIN_COMPARABLES + 1]!.estimate).toBeCloseTo(1.2 / 0.9, 1);
    expect(golf.low).toBeLessThan(golf.estimate);
    expect(golf.high).toBeGreaterThan(golf.estimate);
  });

  it("falls back to the model, with a wider band, when too few cars of the model are advertised", () => {
    const lonely = { ...group(1, 1.1, "alpine/a110")[0] };
    const values = marketValues([...group(12), lonely], today);
    const fallback = values.at(-1)!;
    expect(fallback.basis).toBe("model");
    expect(fallback.comparables).toBe(0);
    expect(fallback.band).toBeGreaterThanOrEqual(MODEL_MIN_BAND);
    expect(fallback.band).toBeGreaterThan(values[0]!.band);
  });

  it("gives no label where the model cannot speak for the car, and none without a new price", () => {
    const old = { ...group(1)[0], registered: registeredYearsAgo(12) };
    const values = marketValues([...group(10), old, { ...group(1)[0], newPrice: 0 }], today);
    expect(values.at(-2)!.position).toBeNull();
    expect(values.at(-2)!.score).toBe(Infinity);
    expect(values.at(-1)).toBeNull();
  });

  it("falls with mileage and age, and rises with grade, once calibrated against the stock", () => {
    const estimate = (changes: Partial<MarketFacts>) =>
      marketValues([...group(10), { ...group(1)[0], ...changes }], today).at(-1)!.estimate;
    expect(estimate({ mileage: 70_000 })).toBeLessThan(estimate({ mileage: 30_000 }));
    expect(estimate({ registered: registeredYearsAgo(7) })).toBeLessThan(estimate({}));
    expect(estimate({ grade: 1 })).toBeGreaterThan(estimate({ grade: 3 }));
  });

  it("splits the seeded stock plausibly: mostly Fair, some Good, Great and Higher, few without a label", () => {
    const cars = stockCars(400);
    const split: Record<string, number> = {};
    for (const value of marketValues(cars, today)) {
      const key = value?.position ?? "none";
      split[key] = (split[key] ?? 0) + 1;
    }
    const share = (key: string) => (split[key] ?? 0) / cars.length;
    expect(share("fair")).toBeGreaterThan(0.6);
    expect(share("fair")).toBeLessThan(0.9);
    expect(share("good")).toBeGreaterThan(0.03);
    expect(share("great")).toBeGreaterThan(0);
    expect(share("great")).toBeLessThan(share("good"));
    expect(share("higher")).toBeGreaterThan(0.03);
    expect(share("none")).toBeLessThan(0.1);
  });

  it("sets retail above the valuation wizard's trade offers by the documented margin", () => {
    // The seeded register of customers' cars, valued by the wizard with every assumption holding, against our market
    // estimate of the same car on the model (docs/decisions/220-price-position.md).
    const stock = stockCars(400);
    const ratios: number[] = [];
    for (const registered of generateRegistry()) {
      const derivative = derivativeByCapId(registered.cap_id);
      if (!derivative || registered.vehicle_type !== "CAR") continue;
      const facts = {
        newPrice: derivative.newPrice,
        fuel: derivative.fuel,
        registered: registered.registration_date,
        mileage: registered.recorded_mileage,
        grade: 2,
        spareKey: true,
      };
      if (!modelTrusted(facts, today)) continue;
      const trade = valueCar({
        ...facts,
        registered: parseIsoDate(facts.registered),
        valuedAt: today,
        serviceHistory: "full",
        previousKeepers: 1,
        condition: valuationCondition.parse({}),
      }).capAverage;
      const retail = marketValues(
        [...stock, { ...facts, group: "registry/car", price: 1, advertised: false }],
        today,
      ).at(-1)!.estimate;
      expect(retail).toBeGreaterThan(trade);
      ratios.push(retail / trade);
    }
    ratios.sort((a, b) => a - b);
    expect(ratios.length).toBeGreaterThan(50);
    const middle = ratios[ratios.length >> 1];
    expect(middle).toBeGreaterThan(1.15);
    expect(middle).toBeLessThan(1.3);
    console.info(
      `retail over trade offer: median ${middle.toFixed(3)}, 10th ${ratios[Math.floor(ratios.length * 0.1)].toFixed(3)}, 90th ${ratios[Math.floor(ratios.length * 0.9)].toFixed(3)}`,
    );
  });
});
