import { describe, expect, it } from "vitest";
import { valuationCondition, type ServiceHistory } from "../contract/valuations";
import { catalogue } from "../stock/catalogue";
import { generateStock } from "../stock/generate";
import { parseIsoDate } from "../stock/dates";
import type { FuelType } from "../contract/vehicle";
import { MIN_AVERAGE, SCRAP_VALUE, valueCar, type ValuationFacts } from "./model";

const valuedAt = new Date(Date.UTC(2026, 10, 23));
const yearsAgo = (years: number) => new Date(valuedAt.getTime() - years * 365.25 * 86_400_000);
const goodCondition = valuationCondition.parse({});

/** A 2021 Ford Focus-like car with average miles, a full history and one keeper. */
const base: ValuationFacts = {
  newPrice: 24_650,
  fuel: "diesel",
  registered: yearsAgo(5),
  valuedAt,
  mileage: 42_000,
  serviceHistory: "full",
  previousKeepers: 1,
  condition: goodCondition,
};
const value = (changes: Partial<ValuationFacts>) => valueCar({ ...base, ...changes });

/** A spread of cars to hold every rule to: cheap and dear, every fuel. */
const cars: { newPrice: number; fuel: FuelType }[] = [
  { newPrice: 11_000, fuel: "petrol" },
  { newPrice: 24_650, fuel: "diesel" },
  { newPrice: 38_450, fuel: "plug-in-hybrid" },
  { newPrice: 50_830, fuel: "electric" },
  { newPrice: 120_000, fuel: "petrol" },
];

describe("valueCar", () => {
  it("falls as the mileage rises, and never rises with it", () => {
    for (const car of cars) {
      for (const age of [0.5, 3, 8, 12]) {
        let previous = Infinity;
        for (let mileage = 0; mileage <= 250_000; mileage += 2_500) {
          const { capAverage } = value({ ...car, registered: yearsAgo(age), mileage });
          expect(capAverage).toBeLessThanOrEqual(previous);
          previous = capAverage;
        }
      }
      expect(value({ ...car, mileage: 60_000 }).capAverage).toBeLessThan(
        value({ ...car, mileage: 20_000 }).capAverage,
      );
    }
  });

  it("falls with age at the same mileage, and never rises with it", () => {
    for (const car of cars) {
      for (const mileage of [5_000, 40_000, 120_000]) {
        let previous = Infinity;
        for (let months = 1; months <= 14 * 12; months += 1) {
          const { capAverage } = value({ ...car, registered: yearsAgo(months / 12), mileage });
          expect(capAverage).toBeLessThanOrEqual(previous);
          previous = capAverage;
        }
      }
      expect(value({ ...car, registered: yearsAgo(6) }).capAverage).toBeLessThan(
        value({ ...car, registered: yearsAgo(2) }).capAverage,
      );
    }
  });

  it("is worth more with a better service history; a first service not yet due counts as full", () => {
    const by = (serviceHistory: ServiceHistory) => value({ serviceHistory }).capAverage;
    expect(by("full")).toBeGreaterThan(by("some"));
    expect(by("some")).toBeGreaterThan(by("none"));
    expect(by("not-due")).toBe(by("full"));
  });

  it("takes a little off for each keeper after the first, down to a floor", () => {
    const by = (previousKeepers: number) => value({ previousKeepers }).capAverage;
    expect(by(0)).toBe(by(1));
    for (let keepers = 1; keepers < 20; keepers++) expect(by(keepers + 1)).toBeLessThanOrEqual(by(keepers));
    expect(by(3)).toBeLessThan(by(1));
    expect(by(20)).toBe(by(5));
    expect(by(20)).toBeGreaterThan(by(1) * 0.9);
  });

  it("takes something off for each assumption that does not hold, and nothing for a personalised plate", () => {
    const good = value({}).capAverage;
    const bad = {
      mot: false,
      imported: true,
      no_damage: false,
      fully_working: false,
      spare_key: false,
      not_written_off: false,
    };
    for (const [answer, setting] of Object.entries(bad)) {
      expect(value({ condition: { ...goodCondition, [answer]: setting } }).capAverage, answer).toBeLessThan(
        good,
      );
    }
    expect(value({ condition: { ...goodCondition, standard_plate: false } }).capAverage).toBe(good);
    expect(value({ condition: { ...goodCondition, ...bad } }).capAverage).toBeLessThan(
      value({ condition: { ...goodCondition, not_written_off: false } }).capAverage,
    );
  });

  it("gives a range in whole £25s, cap_below under cap_average, never negative nor above the new price", () => {
    const histories: ServiceHistory[] = ["full", "some", "none", "not-due"];
    for (const car of cars) {
      for (const age of [0, 0.1, 1, 4, 9, 14, 25]) {
        for (const mileage of [0, 10, 30_000, 150_000, 999_999]) {
          for (const serviceHistory of histories) {
            const everythingWrong = {
              ...goodCondition,
              mot: false,
              imported: true,
              no_damage: false,
              fully_working: false,
              spare_key: false,
              not_written_off: false,
            };
            for (const condition of [goodCondition, everythingWrong]) {
              const range = valueCar({
                ...car,
                registered: yearsAgo(age),
                valuedAt,
                mileage,
                serviceHistory,
                previousKeepers: 20,
                condition,
              });
              expect(range.capBelow).toBeGreaterThanOrEqual(SCRAP_VALUE);
              expect(range.capBelow).toBeLessThan(range.capAverage);
              expect(range.capAverage).toBeGreaterThanOrEqual(MIN_AVERAGE);
              expect(range.capAverage).toBeLessThanOrEqual(car.newPrice);
              expect(range.capAverage % 25).toBe(0);
              expect(range.capBelow % 25).toBe(0);
            }
          }
        }
      }
    }
    // A car valued the day it was registered, with no miles, is still worth less than new.
    expect(value({ registered: valuedAt, mileage: 0 }).capAverage).toBeLessThan(base.newPrice);
    // A worn-out old car, written off and damaged, is still worth its metal.
    const scrap = value({
      registered: yearsAgo(25),
      mileage: 400_000,
      serviceHistory: "none",
      previousKeepers: 9,
      condition: { ...goodCondition, no_damage: false, not_written_off: false },
    });
    expect(scrap.capAverage).toBe(MIN_AVERAGE);
    expect(scrap.capBelow).toBeGreaterThanOrEqual(SCRAP_VALUE);
  });
});

describe("valuations against the stock's retail prices", () => {
  it("values every stock car, with a full history, below its retail price and within a plausible band of it", () => {
    const today = new Date("2026-11-23T12:00:00Z");
    const byCapId = new Map(catalogue.map((derivative) => [derivative.capId, derivative]));
    for (const seed of [20261101, 7]) {
      for (const { row, details } of generateStock(1500, { seed, today })) {
        const derivative = byCapId.get(row.cap_id)!;
        const { capAverage, capBelow } = valueCar({
          newPrice: derivative.newPrice,
          fuel: derivative.fuel,
          registered: parseIsoDate(row.date_first_registered),
          valuedAt: parseIsoDate("2026-11-23"),
          mileage: row.odometer,
          serviceHistory: "full",
          previousKeepers: 1,
          condition: goodCondition,
        });
        const car = `${row.stock_id} ${details.derivative} £${details.price}`;
        // Trade below retail: what we pay is under what we ask for the same car...
        expect(capAverage, car).toBeLessThan(details.price);
        // ...but a fair offer, not a fraction of it.
        expect(capAverage, car).toBeGreaterThanOrEqual(details.price * 0.6);
        expect(capBelow, car).toBeGreaterThanOrEqual(details.price * 0.55);
      }
    }
  });
});
