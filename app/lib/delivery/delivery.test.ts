import { describe, expect, it } from "vitest";
import type { DeliveryTariff } from "@contract/delivery";
import { deliveryQuote } from "@contract/delivery-quote";
import { awayLine, collectLine, deliveryLine, milesText } from "./delivery";

const tariff: DeliveryTariff = {
  bands: [
    { up_to_miles: 40, price: 0 },
    { up_to_miles: 80, price: 149 },
    { up_to_miles: 150, price: 199 },
    { up_to_miles: null, price: 299 },
  ],
  by_arrangement_areas: ["BT", "IM"],
  note: "",
};

describe("deliveryQuote", () => {
  it.each([
    [0, { kind: "free" }],
    [40, { kind: "free" }],
    [41, { kind: "priced", price: 149 }],
    [80, { kind: "priced", price: 149 }],
    [81, { kind: "priced", price: 199 }],
    [600, { kind: "priced", price: 299 }],
  ])("prices %i miles by the band it falls in", (miles, quote) => {
    expect(deliveryQuote(tariff, miles, "LS11")).toEqual(quote);
  });

  it("leaves the areas over the water to an arrangement", () => {
    expect(deliveryQuote(tariff, 190, "BT1")).toEqual({ kind: "by-arrangement" });
  });

  it("has no price past a last band that has a limit", () => {
    const capped = { ...tariff, bands: [{ up_to_miles: 40, price: 0 }] };
    expect(deliveryQuote(capped, 41, "LS11")).toEqual({ kind: "by-arrangement" });
  });
});

describe("the lines a shopper reads", () => {
  it("says how far in words", () => {
    expect(milesText(0)).toBe("under a mile");
    expect(milesText(1)).toBe("1 mile");
    expect(milesText(12)).toBe("12 miles");
  });

  it("names the branch, the postcode and the price", () => {
    expect(awayLine(12, "Leeds")).toBe("12 miles away, at Leeds");
    expect(awayLine(0, "Leeds")).toBe("Under a mile away, at Leeds");
    expect(collectLine("Leeds", 12)).toBe("Collect from Leeds (12 miles)");
    expect(deliveryLine({ kind: "free" }, "LS11", 12)).toBe("Free delivery to LS11 (12 miles)");
    expect(deliveryLine({ kind: "priced", price: 149 }, "LS11", 64)).toBe("Delivery £149 to LS11 (64 miles)");
    expect(deliveryLine({ kind: "by-arrangement" }, "BT1", 190)).toBe(
      "Delivery to BT1 (190 miles) by arrangement: call us for a price",
    );
  });
});
