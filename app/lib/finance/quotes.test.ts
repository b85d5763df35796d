import { describe, expect, it } from "vitest";
import { cheapestByProduct, otherProduct, productKeyOf, selectProduct, totalRegularPayments } from "./quotes";

describe("productKeyOf", () => {
  it("recognises HP by 'hp' or 'hire purchase' and PCP by 'pcp', in any case", () => {
    expect(productKeyOf("HP")).toBe("HP");
    expect(productKeyOf("Hire Purchase")).toBe("HP");
    expect(productKeyOf("Hire Purchase (HP)")).toBe("HP");
    expect(productKeyOf("pcp")).toBe("PCP");
    expect(productKeyOf("Personal Contract Purchase (PCP)")).toBe("PCP");
    expect(productKeyOf("Lease")).toBeUndefined();
    expect(productKeyOf("Whpx")).toBeUndefined();
  });
});

describe("cheapestByProduct", () => {
  it("keeps the lowest regular payment per product and drops quotes without one", () => {
    const quotes = [
      { product: "HP", regular_payment: 210, id: 1 },
      { product: "Hire purchase", regular_payment: 199.99, id: 2 },
      { product: "PCP", regular_payment: 180, id: 3 },
      { product: "pcp", regular_payment: 0, id: 4 },
      { product: "Lease", regular_payment: 50, id: 5 },
      null,
    ];
    const cheapest = cheapestByProduct(quotes);
    expect(cheapest.HP?.id).toBe(2);
    expect(cheapest.PCP?.id).toBe(3);
  });

  it("answers nothing for no quotes", () => {
    expect(cheapestByProduct([null, undefined])).toEqual({});
  });
});

describe("selectProduct", () => {
  const hp = { product: "HP", regular_payment: 250 };
  const pcp = { product: "PCP", regular_payment: 180 };

  it("keeps the product asked for when it has a quote", () => {
    expect(selectProduct({ requested: "HP", available: { HP: hp, PCP: pcp } })).toBe("HP");
  });

  it("switches when only the other product has a quote", () => {
    expect(selectProduct({ requested: "PCP", available: { HP: hp } })).toBe("HP");
    expect(selectProduct({ requested: "HP", available: { PCP: pcp } })).toBe("PCP");
    expect(selectProduct({ requested: "HP", available: {} })).toBeUndefined();
  });

  it("picks the cheaper product on a show_cheapest first load", () => {
    expect(selectProduct({ requested: "HP", available: { HP: hp, PCP: pcp }, preferCheapest: true })).toBe(
      "PCP",
    );
    const dearPcp = { product: "PCP", regular_payment: 300 };
    expect(
      selectProduct({ requested: "PCP", available: { HP: hp, PCP: dearPcp }, preferCheapest: true }),
    ).toBe("HP");
    const samePcp = { product: "PCP", regular_payment: 250 };
    expect(
      selectProduct({ requested: "PCP", available: { HP: hp, PCP: samePcp }, preferCheapest: true }),
    ).toBe("PCP");
  });

  it("toggles between the two products", () => {
    expect(otherProduct("HP")).toBe("PCP");
    expect(otherProduct("PCP")).toBe("HP");
  });
});

describe("totalRegularPayments", () => {
  it("counts the first and final payments in when they equal the regular payment", () => {
    const pcp = {
      number_of_regular_payments: 46,
      first_payment: 150.82,
      final_payment: 4205,
      regular_payment: 150.82,
    };
    expect(totalRegularPayments(pcp)).toBe(47);
    const hpWithoutFee = { ...pcp, final_payment: 150.82 };
    expect(totalRegularPayments(hpWithoutFee)).toBe(48);
    const withDocumentationFee = { ...pcp, first_payment: 300.82 };
    expect(totalRegularPayments(withDocumentationFee)).toBe(46);
  });

  it("compares to the penny, not by floating point", () => {
    expect(
      totalRegularPayments({
        number_of_regular_payments: 1,
        first_payment: 0.1 + 0.2,
        final_payment: 1,
        regular_payment: 0.3,
      }),
    ).toBe(2);
  });
});
