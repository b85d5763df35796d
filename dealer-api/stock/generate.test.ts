import { describe, expect, it } from "vitest";
import { vehicle as vehicleSchema } from "../contract/vehicle";
import { addDays, addYears, isoDate } from "./dates";
import { generateStock } from "./generate";
import { motHistory } from "./history";
import { plateIdentifier, vrmPattern } from "./plates";
import { createPrng } from "./prng";
import { toVehicle } from "./serialise";

const today = new Date("2026-11-23T12:00:00Z");
const cars = generateStock(2000, { seed: 20261101, today });

describe("the stock generator", () => {
  it("makes the same cars from the same seed and day", () => {
    expect(generateStock(25, { seed: 20261101, today })).toEqual(cars.slice(0, 25));
  });

  it("makes car n the same whatever the stock size", () => {
    expect(generateStock(5, { seed: 20261101, today })[4]).toEqual(cars[4]);
  });

  it("makes different cars from a different seed", () => {
    const other = generateStock(25, { seed: 20261102, today });
    const same = other.filter((car, index) => car.row.slug === cars[index].row.slug);
    expect(same.length).toBeLessThan(3);
  });

  it("gives each car a unique slug, stock id and valid VRM matching its registration", () => {
    expect(new Set(cars.map((car) => car.row.slug)).size).toBe(cars.length);
    expect(new Set(cars.map((car) => car.row.stock_id)).size).toBe(cars.length);
    expect(new Set(cars.map((car) => car.row.vrm)).size).toBe(cars.length);
    for (const { row } of cars) {
      expect(row.vrm).toMatch(vrmPattern);
      expect(row.vrm.slice(2, 4)).toBe(plateIdentifier(new Date(`${row.date_first_registered}T00:00:00Z`)));
      expect(row.slug).toMatch(
        new RegExp(`^${row.make_slug}-${row.range_slug}-[a-z0-9-]+-${row.stock_id.toLowerCase()}$`),
      );
    }
  });

  it("answers every field of the contract", () => {
    for (const { row, details } of cars.slice(0, 200)) {
      const vehicle = toVehicle({ ...row, ...details, vehicle_id: row.id, equipment_set_id: 1 });
      expect(() => vehicleSchema.parse(vehicle)).not.toThrow();
      expect(vehicle.provenance.items).toHaveLength(12);
      expect(vehicle.media_urls.length).toBe(row.image_count);
    }
  });

  it("keeps the facts consistent with each other", () => {
    for (const { row, details } of cars) {
      expect(row.final_price).toBeLessThanOrEqual(details.price);
      const extras = (JSON.parse(details.optional_extras) as { price: number }[]).reduce(
        (sum, e) => sum + e.price,
        0,
      );
      expect(row.final_price).toBeLessThan(details.new_price + extras);
      if (details.discount_price > 0) expect(row.final_price).toBe(details.discount_price);
      const registered = new Date(`${row.date_first_registered}T00:00:00Z`);
      expect(registered.getTime()).toBeLessThan(today.getTime());
      expect(row.date_stock_in >= row.date_first_registered).toBe(true);
      const mot = JSON.parse(details.mot) as { date: string };
      expect(mot.date > "2026-11-23").toBe(true);
    }
  });

  it.each(["2026-11-24", "2027-02-28", "2027-06-30"])(
    "dates nothing that has already happened after the day the stock is generated on (%s)",
    (day) => {
      const generatedOn = new Date(`${day}T23:30:00Z`);
      for (const { row, details } of generateStock(2000, { seed: 20261101, today: generatedOn })) {
        const mot = JSON.parse(details.mot) as { tests: { test_date: string }[] };
        const services = JSON.parse(details.service_history) as { service_date: string }[];
        const check = JSON.parse(details.provenance) as { checked_at: string };
        const past = {
          registered: row.date_first_registered,
          "in stock": row.date_stock_in,
          "history check": check.checked_at.slice(0, 10),
          ...Object.fromEntries(mot.tests.map((test, index) => [`MOT test ${index}`, test.test_date])),
          ...Object.fromEntries(services.map((service, index) => [`service ${index}`, service.service_date])),
        };
        for (const [what, date] of Object.entries(past))
          expect(date <= day, `${row.stock_id} ${what} ${date}`).toBe(true);
      }
    },
  );

  it("never dates a passed MOT retest after the day, even when the test fell due a few days before it", () => {
    const day = new Date("2026-11-24T00:00:00Z");
    const registered = addDays(addYears(day, -3), -2);
    for (let seed = 1; seed <= 500; seed++) {
      const { tests } = motHistory(createPrng(seed), {
        registered,
        today: day,
        stockIn: day,
        mileage: 30_000,
      });
      for (const test of tests) expect(test.test_date <= isoDate(day), `seed ${seed}`).toBe(true);
    }
  });

  it("prices like a dealer: ending in 95, 99 or 000/500", () => {
    for (const { details } of cars)
      expect(details.price % 500).toSatisfy((rest: number) => [0, 495, 499].includes(rest));
  });

  it("has a realistic mix", () => {
    const share = (test: (car: (typeof cars)[number]) => boolean) => cars.filter(test).length / cars.length;
    expect(share((car) => car.row.status === "FOR_SALE_RETAIL")).toBeGreaterThan(0.8);
    expect(share((car) => car.row.status === "SOLD")).toBeGreaterThan(0.03);
    expect(share((car) => car.row.image_count === 0)).toBeGreaterThan(0.02);
    expect(share((car) => car.row.image_count === 0)).toBeLessThan(0.09);
    expect(share((car) => car.row.image_count >= 4)).toBeGreaterThan(0.75);
    expect(share((car) => car.row.make_slug === "ford")).toBeGreaterThan(
      share((car) => car.row.make_slug === "porsche") * 5,
    );
  });
});
