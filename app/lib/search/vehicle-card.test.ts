import { describe, expect, it } from "vitest";
import { cardAltText, cardFeatures, engineLitres } from "./vehicle-card";

const features = ["Bluetooth", "ISOFIX", "Sat nav", "Heated seats", "Cruise control", "Alloy wheels"];

describe("vehicle card rules", () => {
  it("picks three of the car's features, the same three every time", () => {
    const picked = cardFeatures(features, "ford-fiesta-nw100057");
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    picked.forEach((feature) => expect(features).toContain(feature));
    expect(cardFeatures(features, "ford-fiesta-nw100057")).toEqual(picked);
  });

  it("varies the pick from car to car", () => {
    const picks = new Set(
      Array.from({ length: 20 }, (_, index) => cardFeatures(features, `car-${index}`).join("|")),
    );
    expect(picks.size).toBeGreaterThan(5);
  });

  it("shows what there is when a car has fewer than three features", () => {
    expect(cardFeatures(["Bluetooth"], "x")).toEqual(["Bluetooth"]);
    expect(cardFeatures([], "x")).toEqual([]);
  });

  it("describes the car in its picture's alt text", () => {
    expect(cardAltText({ colour: "Red", year: 2019, make: "Ford", range: "Fiesta" })).toBe(
      "Red 2019 Ford Fiesta, side view",
    );
  });

  it("gives engine sizes in litres, none for electric cars", () => {
    expect(engineLitres(998)).toBe("1.0L");
    expect(engineLitres(1499)).toBe("1.5L");
    expect(engineLitres(0)).toBeUndefined();
  });
});
