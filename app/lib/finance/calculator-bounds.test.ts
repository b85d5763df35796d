import { describe, expect, it } from "vitest";
import { addOnMonthly, calculatorBounds, CALCULATOR_ADD_ONS, monthlyWithAddOns } from "./calculator-bounds";
import { snapToSlider } from "@contract/sliders";

describe("calculatorBounds (deposit, term, mileage and amount sliders)", () => {
  it("gives the sliders' bounds and steps", () => {
    expect(calculatorBounds(9995)).toEqual({
      deposit: { min: 0, max: 8500, step: 50 },
      term: { min: 24, max: 60, step: 12 },
      mileage: { min: 0, max: 20000, step: 1000 },
      amount: { min: 1000, max: 60000, step: 100 },
    });
    expect(calculatorBounds(800).deposit.max).toBe(0);
  });
});

describe("snapToSlider", () => {
  const { term, deposit, mileage } = calculatorBounds(9995);

  it("moves a typed value onto the nearest step within the bounds", () => {
    expect(snapToSlider(40, term)).toBe(36);
    expect(snapToSlider(42, term)).toBe(48);
    expect(snapToSlider(12, term)).toBe(24);
    expect(snapToSlider(100, term)).toBe(60);
    expect(snapToSlider(1234, deposit)).toBe(1250);
    expect(snapToSlider(99_999, deposit)).toBe(8500);
    expect(snapToSlider(-5, mileage)).toBe(0);
    expect(snapToSlider(Number.NaN, mileage)).toBe(0);
  });
});

describe("add-ons (each adds its price divided by the term)", () => {
  it("lists paint protection £299, 3 Year Warranty £849, Service Plan £960", () => {
    expect(CALCULATOR_ADD_ONS.map((addOn) => [addOn.name, addOn.price])).toEqual([
      ["Paint protection", 299],
      ["3 Year Warranty", 849],
      ["Service Plan", 960],
    ]);
  });

  it("adds price ÷ term to the monthly payment", () => {
    expect(addOnMonthly(960, 48)).toBe(20);
    expect(addOnMonthly(299, 48)).toBe(6.23);
    expect(monthlyWithAddOns(150.82, 48, [])).toBe(150.82);
    expect(monthlyWithAddOns(150.82, 48, ["service-plan"])).toBe(170.82);
    // 150.82 + 299/48 + 849/48 + 960/48 = 150.82 + 43.9166…
    expect(
      monthlyWithAddOns(150.82, 48, ["paint-protection", "three-year-warranty", "service-plan", "unknown"]),
    ).toBe(194.74);
  });

  it("gives a total that is the sum of the lines shown, each to the penny", () => {
    // 299/36 = 8.3055… shows £8.31 and 960/36 = 26.666… shows £26.67: the total adds £34.98, not 34.97 (299+960)/36.
    expect(addOnMonthly(299, 36)).toBe(8.31);
    expect(addOnMonthly(960, 36)).toBe(26.67);
    expect(monthlyWithAddOns(100, 36, ["paint-protection", "service-plan"])).toBe(134.98);
    for (const term of [24, 36, 48, 60]) {
      const lines = CALCULATOR_ADD_ONS.map((addOn) => Math.round(addOnMonthly(addOn.price, term) * 100));
      const total = Math.round(
        monthlyWithAddOns(
          123.45,
          term,
          CALCULATOR_ADD_ONS.map((addOn) => addOn.id),
        ) * 100,
      );
      expect(total, `${term} months`).toBe(12345 + lines.reduce((sum, line) => sum + line, 0));
    }
  });
});
