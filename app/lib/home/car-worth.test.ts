import { describe, expect, it } from "vitest";
import { MESSAGES, validateCarWorth, valuationUrl } from "./car-worth";

describe("validateCarWorth", () => {
  it("accepts a registration with or without its space, and sends it compact and upper case", () => {
    expect(validateCarWorth({ vrm: "yd18 wbw", mileage: "45000" })).toEqual({
      ok: true,
      vrm: "YD18WBW",
      mileage: 45000,
    });
    expect(validateCarWorth({ vrm: " YD18WBW ", mileage: "45,000" })).toEqual({
      ok: true,
      vrm: "YD18WBW",
      mileage: 45000,
    });
  });

  it("asks for both fields when they are empty", () => {
    expect(validateCarWorth({ vrm: " ", mileage: "" })).toEqual({
      ok: false,
      errors: { vrm: MESSAGES.vrmMissing, mileage: MESSAGES.mileageMissing },
    });
  });

  it("takes spaces anywhere and any case, as people type plates", () => {
    for (const vrm of ["YD 18 WBW", "yd18  wbw", "\tYD18WBW ", "Y D 1 8 W B W"]) {
      expect(validateCarWorth({ vrm, mileage: "1" })).toEqual({ ok: true, vrm: "YD18WBW", mileage: 1 });
    }
  });

  it("refuses anything but letters and digits", () => {
    for (const vrm of ["YD18-WBW", "YD18WB!", "ÄB12CDE", "YD18.WBW"]) {
      expect(validateCarWorth({ vrm, mileage: "1" })).toEqual({
        ok: false,
        errors: { vrm: "Registration must be alphanumeric" },
      });
    }
  });

  it("refuses a registration longer than a UK plate", () => {
    expect(validateCarWorth({ vrm: "ABCD 12345", mileage: "1" })).toEqual({
      ok: false,
      errors: { vrm: MESSAGES.vrmTooLong },
    });
  });

  it("needs a whole-number mileage", () => {
    for (const mileage of ["lots", "12.5", "-3", "1e5"]) {
      expect(validateCarWorth({ vrm: "AB12CDE", mileage })).toEqual({
        ok: false,
        errors: { mileage: MESSAGES.mileageInvalid },
      });
    }
    expect(validateCarWorth({ vrm: "AB12CDE", mileage: "1000000" })).toEqual({
      ok: false,
      errors: { mileage: MESSAGES.mileageTooHigh },
    });
    expect(validateCarWorth({ vrm: "AB12CDE", mileage: "0" })).toEqual({
      ok: true,
      vrm: "AB12CDE",
      mileage: 0,
    });
  });
});

describe("valuationUrl", () => {
  it("is the wizard with query vrm and mileage", () => {
    expect(valuationUrl("YD18WBW", 45000)).toBe("/sell-my-car/valuation-steps?vrm=YD18WBW&mileage=45000");
  });
});
