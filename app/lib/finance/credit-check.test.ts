import { describe, expect, it } from "vitest";
import { creditCheckHref, creditCheckImageUrl, loanTerm, retailValue } from "./credit-check";
import { testCreditCheckVehicle as vehicle } from "./test-credit-check";

describe("credit-check rules (RetailValue, LoanTerm and ImageUrl)", () => {
  it("uses the discount price when positive and below the price", () => {
    expect(retailValue(9995, 9495)).toBe(9495);
    expect(retailValue(9995, 0)).toBe(9995);
    expect(retailValue(9995, 10_500)).toBe(9995);
  });

  it("uses the first medium image, else the placeholder", () => {
    expect(creditCheckImageUrl(vehicle.media_urls)).toBe("/m.svg");
    expect(creditCheckImageUrl([])).toBe("/media/placeholder.svg");
  });

  it("uses the chosen quote's term, else the slider's", () => {
    expect(loanTerm(36, 48)).toBe(36);
    expect(loanTerm(undefined, 48)).toBe(48);
  });
});

describe("creditCheckHref", () => {
  it("carries every query parameter of the credit-check link", () => {
    const url = new URL(creditCheckHref(vehicle, { sliderTerm: 60 }), "http://site.test");
    expect(url.pathname).toBe("/can-i-get-credit/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      Make: "Ford",
      Model: "Fiesta",
      Derivative: "1.0 EcoBoost 125 Titanium 5dr",
      Slug: "ford-fiesta-nw100057",
      Registration: "YD18WBW",
      Mileage: "41182",
      RetailValue: "9495",
      Colour: "Blue",
      FuelType: "Petrol",
      Transmission: "Manual",
      DateRegistered: "2018-08-09",
      ModelYear: "2018",
      CapId: "81234",
      LoanTerm: "60",
      ImageUrl: "/m.svg",
    });
  });
});
