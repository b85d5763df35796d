import { describe, expect, it } from "vitest";
import {
  basisSentence,
  depositWording,
  resolveFinanceChoice,
  sameChoice,
  SITE_FINANCE_DEFAULTS,
} from "./choice";
import { personaliseQuery } from "./finance-params";
import { monthlyFigureFor, unavailableFinanceFor } from "./monthly-figure";
import { specPcpQuote } from "./test-quotes";
import { choiceToRemember } from "./remember";

/**
 * A percentage deposit kept as the shopper's basis (docs/decisions/290-percentage-deposit-basis.md): every car reads it
 * against its own cash price, by the car page's rule.
 */

const tenPercent = {
  ...SITE_FINANCE_DEFAULTS,
  type: "HP" as const,
  deposit: 10,
  depositType: "Percentage" as const,
};

describe("a percentage basis", () => {
  it("is kept as a percentage while no car's price is known (a basis for every car)", () => {
    const raw = { deposit: "10", depositType: "percentage", type: "HP" };
    expect(resolveFinanceChoice(raw, SITE_FINANCE_DEFAULTS, Number.POSITIVE_INFINITY)).toEqual(tenPercent);
  });

  it("becomes pounds of each car's cash price when a car is quoted on it", () => {
    const choice = resolveFinanceChoice({}, tenPercent, 10_174);
    expect(choice).toEqual({ ...SITE_FINANCE_DEFAULTS, type: "HP", deposit: 1017 });
    expect(choice.depositType).toBeUndefined();
    // A pound amount in the URL replaces the kept percentage.
    expect(resolveFinanceChoice({ deposit: "500" }, tenPercent, 10_174).deposit).toBe(500);
  });

  it("refuses a percentage above 100 as the car page does: the kept deposit stays", () => {
    const raw = { deposit: "150", depositType: "Percentage" };
    expect(resolveFinanceChoice(raw, SITE_FINANCE_DEFAULTS, Number.POSITIVE_INFINITY).deposit).toBe(250);
    expect(
      resolveFinanceChoice(raw, SITE_FINANCE_DEFAULTS, Number.POSITIVE_INFINITY).depositType,
    ).toBeUndefined();
  });

  it("is another basis than the same number of pounds", () => {
    expect(sameChoice(tenPercent, { ...tenPercent, depositType: undefined })).toBe(false);
    expect(sameChoice(tenPercent, { ...tenPercent })).toBe(true);
  });

  it("is named as a share of the price", () => {
    expect(depositWording(tenPercent)).toBe("10% deposit");
    expect(depositWording({ ...tenPercent, depositType: undefined })).toBe("£10 deposit");
    expect(basisSentence(tenPercent)).toBe(
      "Hire purchase (HP) over 48 months with a 10% deposit and 6,000 miles a year.",
    );
    const note = unavailableFinanceFor({ hpDeclined: null, pcpDeclined: null } as never, tenPercent, {
      slug: "a-car",
    });
    expect(note?.summary).toContain("(HP over 48 months, 10% deposit, 6,000 miles a year)");
  });

  it("travels to a car's page as a percentage", () => {
    const query = personaliseQuery(tenPercent);
    expect(query.get("finance_deposit")).toBe("10");
    expect(query.get("finance_deposit_type")).toBe("Percentage");
    expect(personaliseQuery({ ...tenPercent, depositType: undefined }).has("finance_deposit_type")).toBe(
      false,
    );
  });

  it("is remembered from a car page's link as a percentage", () => {
    const params = new URLSearchParams("finance_type=HP&finance_deposit=10&finance_deposit_type=Percentage");
    expect(choiceToRemember(params)).toEqual(tenPercent);
  });

  it("links a card's figure to its car's page on the percentage, which reads it to the quote's pounds", () => {
    const figure = monthlyFigureFor(
      { hpQuote: null, pcpQuote: specPcpQuote },
      { ...tenPercent, type: "PCP" },
      {
        slug: "a-car",
      },
    );
    expect(figure && "exampleHref" in figure ? figure.exampleHref : "").toContain(
      "finance_deposit=10&finance_deposit_type=Percentage&finance_mileage=8000&finance_term=48&finance_type=PCP",
    );
  });
});
