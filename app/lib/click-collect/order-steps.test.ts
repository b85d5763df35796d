import { describe, expect, it } from "vitest";
import { collectionDayList, nextStep, orderPath, parseStep, paymentFrom, TERMS } from "./order-steps";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("the order's steps", () => {
  it("go to the first section not answered, then the summary", () => {
    const sections = { compliance: true, partex: false, paymentMethod: false, collection: false };
    expect(nextStep({ sections })).toBe("partex");
    expect(nextStep({ sections: { ...sections, partex: true, paymentMethod: true, collection: true } })).toBe(
      "summary",
    );
  });

  it("read only the steps there are from the address", () => {
    expect(parseStep("collection")).toBe("collection");
    expect(parseStep("summary")).toBe("summary");
    expect(parseStep("__proto__")).toBeUndefined();
    expect(parseStep(null)).toBeUndefined();
    expect(orderPath("AB 1", "partex")).toBe("/click-collect/AB%201?step=partex");
  });

  it("offer terms within click and collect's limits: HP up to 60 months, PCP up to 48", () => {
    expect(Math.max(...TERMS.HP)).toBe(60);
    expect(Math.max(...TERMS.PCP)).toBe(48);
  });
});

describe("paymentFrom", () => {
  it("takes HP or PCP with whole-pound numbers, written as people write money", () => {
    expect(paymentFrom(form({ payment: "HP", term: "60", deposit: "£1,000", mileage: "8000" })).body).toEqual(
      {
        type: "finance",
        product_type: "HP",
        term: 60,
        deposit: 1000,
        mileage: 8000,
      },
    );
  });

  it("fills the finance fields with the defaults when paying in full", () => {
    expect(paymentFrom(form({ payment: "cash", term: "", deposit: "", mileage: "" })).body).toEqual({
      type: "cash",
      product_type: "PCP",
      term: 48,
      deposit: 250,
      mileage: 6000,
    });
  });

  it("passes a number that is not one on as NaN, for the API to refuse, and keeps what was typed", () => {
    const payment = paymentFrom(form({ payment: "PCP", term: "48", deposit: "lots", mileage: "6000" }));
    expect(payment.body.deposit).toBeNaN();
    expect(payment.typed.deposit).toBe("lots");
  });
});

describe("collectionDayList", () => {
  it("lists every day from 2 to 21 days ahead, weekends included", () => {
    const days = collectionDayList("2026-11-25");
    expect(days[0]).toBe("2026-11-27");
    expect(days.at(-1)).toBe("2026-12-16");
    expect(days).toHaveLength(20);
    expect(days).toContain("2026-11-28");
  });
});
