import { describe, expect, it } from "vitest";
import { DEAL_MESSAGES, dealForm, dealRequestOf, readPounds } from "./deal-form";

const posted = (fields: Record<string, string>) => dealForm.safeParse(fields);
const base = { valuation: "none", payment: "PCP", term: "48", mileage: "8000", getting: "collect" };
const errors = (fields: Record<string, string>) => {
  const result = posted(fields);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the deal form's rules", () => {
  it("reads pounds as a shopper types them", () => {
    expect(readPounds("")).toBe(0);
    expect(readPounds("£1,500")).toBe(1500);
    expect(readPounds(" 2500.5 ")).toBe(2500.5);
    expect(readPounds("12.345")).toBeNaN();
    expect(readPounds("-5")).toBeNaN();
    expect(readPounds("ten")).toBeNaN();
  });

  it("turns a PCP deal with a part-exchange and delivery into the dealer API's request", () => {
    const result = posted({
      ...base,
      valuation: "val_123456789",
      settlement: "£1,200.50",
      cash_deposit: "500",
      pays_negative_equity: "yes",
      getting: "deliver",
      postcode: "ls11 8bu",
    });
    expect(result.success).toBe(true);
    expect(dealRequestOf("AB12CDE", result.data!)).toEqual({
      vrm: "AB12CDE",
      valuation_id: "val_123456789",
      settlement: 1200.5,
      cash_deposit: 500,
      pays_negative_equity: true,
      finance: { product: "PCP", term: 48, annual_mileage: 8000 },
      delivery_postcode: "LS11 8BU",
    });
  });

  it("drops what does not apply: no settlement without a car, no cash deposit or terms paying in full", () => {
    const result = posted({
      ...base,
      payment: "cash",
      term: "",
      mileage: "",
      settlement: "900",
      cash_deposit: "50",
    });
    expect(result.success && dealRequestOf("X1", result.data)).toMatchObject({
      valuation_id: null,
      settlement: 0,
      cash_deposit: 0,
      pays_negative_equity: false,
      finance: null,
      delivery_postcode: null,
    });
  });

  it("names each field that breaks a rule", () => {
    expect(errors({ ...base, payment: "PCP", term: "60" })).toEqual({ term: DEAL_MESSAGES.pcpTerm });
    expect(errors({ ...base, payment: "HP", term: "60", mileage: "" })).toEqual({});
    expect(errors({ ...base, term: "30", mileage: "7" })).toEqual({
      term: DEAL_MESSAGES.term,
      mileage: DEAL_MESSAGES.mileage,
    });
    expect(errors({ ...base, settlement: "lots" })).toEqual({ settlement: DEAL_MESSAGES.money });
    expect(errors({ ...base, getting: "deliver", postcode: "" })).toEqual({
      postcode: "Enter your postcode",
    });
    expect(errors({ ...base, getting: "deliver", postcode: "NOWHERE" })).toHaveProperty("postcode");
    expect(errors({ valuation: "", payment: "", getting: "" })).toEqual({
      valuation: DEAL_MESSAGES.valuation,
      payment: DEAL_MESSAGES.payment,
      getting: DEAL_MESSAGES.getting,
    });
  });
});

describe("a post with several problems", () => {
  it("gets every message at once", () => {
    expect(
      errors({
        valuation: "none",
        settlement: "lots",
        cash_deposit: "12.345",
        payment: "PCP",
        term: "60",
        mileage: "8000",
        getting: "deliver",
        postcode: "",
      }),
    ).toEqual({
      settlement: DEAL_MESSAGES.money,
      cash_deposit: DEAL_MESSAGES.money,
      term: DEAL_MESSAGES.pcpTerm,
      postcode: "Enter your postcode",
    });
  });
});
