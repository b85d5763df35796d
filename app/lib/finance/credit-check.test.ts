import { describe, expect, it } from "vitest";
import {
  creditCheckHref,
  creditCheckImageUrl,
  loanTerm,
  retailValue,
  type CreditCheckVehicle,
} from "./credit-check";

const vehicle: CreditCheckVehicle = {
  make: { name: "Ford", slug: "ford" },
  model: "Fiesta",
  derivative: "1.0 EcoBoost 125 Titanium 5dr",
  slug: "ford-fiesta-nw100057",
  vrm: "YD18WBW",
  odometer_value: 41_182,
  price: 9995,
  discount_price: 9495,
  colour: "Blue",
  fuel_type: { name: "Petrol", slug: "petrol" },
  transmission: "Manual",
  date_first_registered: "2018-08-09",
  year: 2018,
  cap_id: 81_234,
  media_urls: [{ thumb: "/t.svg", medium: "/m.svg", original: "/o.svg" }],
};

describe("credit-check rules (spec 2 §2)", () => {
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
  it("carries every query parameter the spec lists", () => {
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
