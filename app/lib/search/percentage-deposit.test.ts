import { describe, expect, it } from "vitest";
import { emptySelection, countQuery, searchParams } from "~/lib/hero/selection";
import { searchBasis } from "./basis";
import { filterQuery, SPEC_RULES } from "./dealer-query";
import { isCanonical, parseSearchParams, searchQuery, settledHref } from "./params";
import { setDeposit } from "./rules";
import { depositLabel, depositValue } from "./deposit";
import { basisFields, SPEC_DEFAULTS, type SearchDefaults } from "./state";

/**
 * `finance_deposit_type=Percentage` beside `finance_deposit` (docs/decisions/290-percentage-deposit-basis.md): the
 * deposit is that share of each car's price, 0 to 100, as on a car's page.
 */

const parse = (query: string, defaults?: SearchDefaults) =>
  parseSearchParams(new URLSearchParams(query), { defaults });

const TEN_PERCENT =
  "monthly_to=300&finance_search_only=PCP&finance_deposit=10&finance_deposit_type=Percentage&finance_mileage=6000&finance_term=48";

describe("a percentage deposit in the search URL", () => {
  it("is read as a percentage and written back beside the deposit", () => {
    const state = parse("monthly_to=300&finance_deposit=10&finance_deposit_type=Percentage");
    expect(state).toMatchObject({ finance_deposit: 10, finance_deposit_type: "Percentage" });
    expect(searchQuery(state)).toBe(TEN_PERCENT);
    expect(isCanonical(new URLSearchParams(TEN_PERCENT), state)).toBe(true);
  });

  it("reads the type in any case, and anything but a percentage as pounds", () => {
    expect(
      parse("monthly_to=300&finance_deposit=10&finance_deposit_type=percentage").finance_deposit_type,
    ).toBe("Percentage");
    expect(isCanonical(new URLSearchParams(TEN_PERCENT.toLowerCase()), parse(TEN_PERCENT))).toBe(false);
    for (const type of ["Amount", "pounds", ""]) {
      const state = parse(`monthly_to=300&finance_deposit=10&finance_deposit_type=${type}`);
      expect(state).toMatchObject({ finance_deposit: 10 });
      expect(state.finance_deposit_type).toBeUndefined();
    }
  });

  it("is 0 to 100: another percentage is refused as the car page refuses it, and the shopper's deposit stays", () => {
    expect(parse("monthly_to=300&finance_deposit=100&finance_deposit_type=Percentage").finance_deposit).toBe(
      100,
    );
    expect(parse("monthly_to=300&finance_deposit=0&finance_deposit_type=Percentage").finance_deposit).toBe(0);
    for (const bad of ["101", "1000", "12.5"]) {
      const state = parse(`monthly_to=300&finance_deposit=${bad}&finance_deposit_type=Percentage`);
      expect(state.finance_deposit, bad).toBe(250);
      expect(state.finance_deposit_type, bad).toBeUndefined();
    }
  });

  it("needs a deposit: a type alone names nothing", () => {
    const state = parse("monthly_to=300&finance_deposit_type=Percentage");
    expect(state.finance_deposit).toBe(250);
    expect(state.finance_deposit_type).toBeUndefined();
  });

  it("reads the Deposit select's own percentage option (a no-JS form sends it as 10%)", () => {
    const state = parse("monthly_to=300&finance_deposit=10%25");
    expect(state).toMatchObject({ finance_deposit: 10, finance_deposit_type: "Percentage" });
    expect(searchQuery(state)).toBe(TEN_PERCENT);
    expect(parse("monthly_to=300&finance_deposit=150%25").finance_deposit_type).toBeUndefined();
    // A pound amount chosen in the select is pounds: the form sends no type beside it.
    expect(parse("monthly_to=300&finance_deposit=500").finance_deposit_type).toBeUndefined();
  });

  it("stays in a search without a monthly budget, unless it is the shopper's own basis", () => {
    expect(searchQuery(parse("finance_deposit=10&finance_deposit_type=Percentage"))).toBe(
      "finance_deposit=10&finance_deposit_type=Percentage",
    );
    const shopper = { ...SPEC_DEFAULTS, finance_deposit: 10, finance_deposit_type: "Percentage" as const };
    expect(searchQuery(parse("finance_deposit=10&finance_deposit_type=Percentage", shopper), shopper)).toBe(
      "",
    );
    // £10 is not 10%.
    expect(searchQuery(parse("finance_deposit=10", shopper), shopper)).toBe("finance_deposit=10");
  });

  it("fills a monthly budget's basis with the shopper's percentage", () => {
    const shopper = { ...SPEC_DEFAULTS, finance_deposit: 10, finance_deposit_type: "Percentage" as const };
    const state = parse("monthly_to=300", shopper);
    expect(state).toMatchObject({ finance_deposit: 10, finance_deposit_type: "Percentage" });
    expect(searchBasis(state, shopper)).toMatchObject({ deposit: 10, depositType: "Percentage" });
    expect(
      searchBasis(parse("monthly_to=300&finance_deposit=500", shopper), shopper).depositType,
    ).toBeUndefined();
  });

  it("is the search's basis and goes to the dealer API with its type", () => {
    const state = parse(TEN_PERCENT);
    const basis = searchBasis(state, SPEC_DEFAULTS);
    expect(basis).toEqual({ term: 48, deposit: 10, depositType: "Percentage", mileage: 6000, type: "PCP" });
    expect(basisFields(basis)).toMatchObject({ finance_deposit: 10, finance_deposit_type: "Percentage" });
    expect(basisFields({ ...basis, depositType: undefined })).not.toHaveProperty("finance_deposit_type");
    expect(filterQuery(state, SPEC_RULES)).toMatchObject({
      finance_deposit: 10,
      finance_deposit_type: "Percentage",
    });
  });

  it("is shown in the Deposit select as a share of the price; a pound amount chosen there is pounds again", () => {
    const state = parse(TEN_PERCENT);
    expect(depositValue(state.finance_deposit!, state.finance_deposit_type)).toBe("10%");
    expect(depositLabel("10%")).toBe("10% of the price");
    expect(depositLabel("500")).toBe("£500");
    expect(settledHref(setDeposit(state, "500"))).toBe(
      "/used/cars/search?monthly_to=300&finance_search_only=PCP&finance_deposit=500&finance_mileage=6000&finance_term=48",
    );
    expect(settledHref(setDeposit(parse("monthly_to=300&finance_deposit=500"), "20%"))).toBe(
      "/used/cars/search?monthly_to=300&finance_search_only=PCP&finance_deposit=20&finance_deposit_type=Percentage&finance_mileage=6000&finance_term=48",
    );
  });

  it("goes from the home page's hero search with a monthly budget, and into its count", () => {
    const basis = {
      term: 48,
      deposit: 10,
      depositType: "Percentage" as const,
      mileage: 6000,
      type: "HP" as const,
    };
    const selection = { ...emptySelection(), monthly_to: 300 };
    const params = searchParams(selection, basis);
    expect(params.get("finance_deposit")).toBe("10");
    expect(params.get("finance_deposit_type")).toBe("Percentage");
    expect(countQuery(selection, basis)).toMatchObject({
      finance_deposit: "10",
      finance_deposit_type: "Percentage",
    });
    expect(searchParams(selection, { ...basis, depositType: undefined }).has("finance_deposit_type")).toBe(
      false,
    );
  });
});
