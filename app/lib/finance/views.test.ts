import { describe, expect, it } from "vitest";
import { midPcpCalculatorQuote } from "./test-quotes";
import { calculatorProduct } from "./views";

describe("calculatorProduct (PCP falls back to HP)", () => {
  const quote = { quote: midPcpCalculatorQuote };
  const declined = { quote: null, reason: "PCP is offered over 24, 36 or 48 months" };

  it("keeps the tab asked for when it has a quote", () => {
    expect(calculatorProduct("PCP", { HP: quote, PCP: quote })).toBe("PCP");
    expect(calculatorProduct("HP", { HP: quote, PCP: quote })).toBe("HP");
  });

  it("falls back from PCP to HP when only HP has a quote", () => {
    expect(calculatorProduct("PCP", { HP: quote, PCP: declined })).toBe("HP");
  });

  it("has no tab without any quote", () => {
    expect(calculatorProduct("PCP", {})).toBeUndefined();
  });
});
