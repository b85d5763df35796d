import { describe, expect, it } from "vitest";
import {
  budgetInput,
  calculatorInput,
  hasBudgetParams,
  isFirstLoad,
  otherToolParams,
  personaliseRaw,
  representativeExampleHref,
  typedNumber,
  withToolParams,
} from "./finance-params";

const params = (query: string) => new URLSearchParams(query);

describe("personalise params (the finance_* names)", () => {
  it("reads finance_deposit, finance_mileage, finance_term and finance_type", () => {
    expect(
      personaliseRaw(params("finance_deposit=1500&finance_mileage=12000&finance_term=36&finance_type=HP")),
    ).toEqual({ deposit: "1500", mileage: "12000", term: "36", type: "HP", depositType: null });
    expect(personaliseRaw(params("finance_deposit=10&finance_deposit_type=Percentage")).depositType).toBe(
      "Percentage",
    );
  });

  it("is a first load until a product is chosen", () => {
    expect(isFirstLoad(params("finance_term=36"))).toBe(true);
    expect(isFirstLoad(params("finance_type=PCP"))).toBe(false);
  });
});

describe("typedNumber", () => {
  it("reads what a person types in a pounds field", () => {
    expect(typedNumber("1250")).toBe(1250);
    expect(typedNumber(" £1,250.50 ")).toBe(1250.5);
    expect(typedNumber("")).toBeUndefined();
    expect(typedNumber("-5")).toBeUndefined();
    expect(typedNumber("ten")).toBeUndefined();
    expect(typedNumber(null)).toBeUndefined();
  });
});

describe("calculatorInput (48 months, 10,000 miles, the default deposit, within bounds)", () => {
  it("starts on PCP, 48 months, 10,000 miles and the default deposit", () => {
    expect(calculatorInput(params(""), 9995)).toEqual({
      type: "PCP",
      deposit: 1000,
      term: 48,
      mileage: 10000,
      addOns: [],
    });
    expect(calculatorInput(params(""), 1995).deposit).toBe(0);
  });

  it("moves typed values onto the sliders' steps and bounds", () => {
    const input = calculatorInput(
      params("calc_type=hp&calc_deposit=1234&calc_term=40&calc_mileage=12345"),
      9995,
    );
    expect(input).toMatchObject({ type: "HP", deposit: 1250, term: 36, mileage: 12000 });
    expect(calculatorInput(params("calc_deposit=99999"), 9995).deposit).toBe(8500);
    expect(calculatorInput(params("calc_type=lease&calc_term=x"), 9995)).toMatchObject({
      type: "PCP",
      term: 48,
    });
  });

  it("opens on the shopper's basis while the URL holds none of its own values (ADR 296)", () => {
    const basis = { type: "HP" as const, deposit: 250, term: 36, mileage: 6000 };
    expect(calculatorInput(params(""), 9995, basis)).toEqual({ ...basis, addOns: [] });
    // Its own values win, and a basis outside its sliders is moved onto them.
    expect(calculatorInput(params("calc_type=PCP&calc_deposit=500"), 9995, basis)).toMatchObject({
      type: "PCP",
      deposit: 500,
      term: 36,
    });
    expect(calculatorInput(params(""), 9995, { ...basis, deposit: 99999 }).deposit).toBe(8500);
  });

  it("keeps known add-ons once, repeated or comma-joined, in the list's order", () => {
    expect(
      calculatorInput(
        params("calc_addon=service-plan&calc_addon=paint-protection,service-plan&calc_addon=sunroof"),
        9995,
      ).addOns,
    ).toEqual(["paint-protection", "service-plan"]);
  });
});

describe("budgetInput (the budget finder's starting values)", () => {
  it("starts at a £500 deposit, £9,200 to borrow, 48 months and 10,000 miles", () => {
    expect(budgetInput(params(""))).toEqual({ deposit: 500, amount: 9200, term: 48, mileage: 10000 });
    expect(hasBudgetParams(params(""))).toBe(false);
  });

  it("keeps the amount within £1,000 to £60,000 in steps of £100", () => {
    expect(budgetInput(params("budget_amount=250")).amount).toBe(1000);
    expect(budgetInput(params("budget_amount=12345")).amount).toBe(12300);
    expect(budgetInput(params("budget_amount=90000")).amount).toBe(60000);
    expect(hasBudgetParams(params("budget_amount=90000"))).toBe(true);
  });
});

describe("keeping the other tools' values", () => {
  const url =
    "http://site.test/used/cars/ford-fiesta?finance_term=36&calc_deposit=500&calc_addon=a&modal=reserve#x";

  it("gives a tool's form the other tools' values only", () => {
    expect(otherToolParams(new URL(url).searchParams, "calc_")).toEqual([["finance_term", "36"]]);
    expect(otherToolParams(new URL(url).searchParams, "finance_")).toEqual([
      ["calc_deposit", "500"],
      ["calc_addon", "a"],
    ]);
  });

  it("replaces one tool's values in the address, keeping the rest and the hash", () => {
    const next = withToolParams(
      url,
      "calc_",
      params("calc_deposit=750&calc_addon=b&calc_addon=c&finance_term=60"),
    );
    expect(next).toBe(
      "http://site.test/used/cars/ford-fiesta?finance_term=36&modal=reserve&calc_deposit=750&calc_addon=b&calc_addon=c#x",
    );
  });

  it("links a card's figure to the car's page with that very choice", () => {
    expect(
      representativeExampleHref("ford-fiesta-nw1", { term: 48, deposit: 250, mileage: 6000, type: "PCP" }),
    ).toBe(
      "/used/cars/ford-fiesta-nw1?finance_deposit=250&finance_mileage=6000&finance_term=48&finance_type=PCP#finance-personalise",
    );
  });
});
