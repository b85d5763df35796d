import { describe, expect, it } from "vitest";
import { SITE_FINANCE_DEFAULTS } from "./choice";
import { choiceToRemember } from "./remember";

const params = (query: string) => new URLSearchParams(query);

describe("choiceToRemember", () => {
  it("keeps a whole personalise choice from the URL", () => {
    expect(
      choiceToRemember(params("finance_deposit=2000&finance_mileage=10000&finance_term=36&finance_type=HP")),
    ).toEqual({ deposit: 2000, mileage: 10000, term: 36, type: "HP" });
  });

  it("ignores a URL without a product: no choice was made", () => {
    expect(choiceToRemember(params("finance_deposit=2000&finance_term=36"))).toBeNull();
    expect(choiceToRemember(params("calc_term=24"))).toBeNull();
    expect(choiceToRemember(params("finance_type=lease&finance_term=36"))).toBeNull();
  });

  it("fills values the URL lacks or gets wrong from the current defaults", () => {
    const current = { term: 60, deposit: 500, mileage: 12000, type: "PCP" as const };
    expect(choiceToRemember(params("finance_type=hp&finance_term=13"), current)).toEqual({
      ...current,
      type: "HP",
    });
  });

  it("does not cap the deposit at one car's price", () => {
    expect(choiceToRemember(params("finance_type=PCP&finance_deposit=50000&finance_term=48"))?.deposit).toBe(
      50000,
    );
  });

  it("answers null when the defaults would not change", () => {
    const current = { ...SITE_FINANCE_DEFAULTS };
    expect(
      choiceToRemember(
        params("finance_type=PCP&finance_term=48&finance_deposit=250&finance_mileage=6000"),
        current,
      ),
    ).toBeNull();
    expect(
      choiceToRemember(params("finance_type=PCP&finance_term=48&finance_deposit=250&finance_mileage=6000")),
    ).toEqual(current);
  });
});
