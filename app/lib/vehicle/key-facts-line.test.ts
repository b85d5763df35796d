import { describe, expect, it } from "vitest";
import { keyFactsLine, type KeyFactsVehicle } from "./key-facts-line";

const fiesta: KeyFactsVehicle = {
  year: 2021,
  plate: "21",
  odometer_value: 48785,
  transmission: "Manual",
  fuel_type: { name: "Petrol", slug: "petrol" },
  engine_size: 998,
  body_type: { name: "Hatchback", slug: "hatchback" },
} as KeyFactsVehicle;

describe("keyFactsLine", () => {
  it("reads year and plate, mileage, gearbox, fuel, engine and body in a buyer's order", () => {
    expect(keyFactsLine(fiesta)).toBe("2021 (21 reg) · 48,785 miles · Manual · Petrol · 1.0L · Hatchback");
  });

  it("rounds the engine to a tenth of a litre and capitalises a lower-case gearbox", () => {
    expect(keyFactsLine({ ...fiesta, engine_size: 1598, transmission: "automatic", plate: "71" })).toBe(
      "2021 (71 reg) · 48,785 miles · Automatic · Petrol · 1.6L · Hatchback",
    );
  });

  it("leaves out the engine size of an electric car rather than saying 0.0L", () => {
    expect(
      keyFactsLine({
        ...fiesta,
        engine_size: 0,
        fuel_type: { name: "Electric", slug: "electric" },
      } as KeyFactsVehicle),
    ).toBe("2021 (21 reg) · 48,785 miles · Manual · Electric · Hatchback");
  });
});
