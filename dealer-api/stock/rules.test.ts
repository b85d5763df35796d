import { describe, expect, it } from "vitest";
import {
  annualVed,
  combinedMpg,
  dealerPrice,
  euroEmissionsValue,
  euroStandard,
  firstYearVed,
  insuranceGroup,
  isUlezCompliant,
  mileageForAge,
  topSpeedMph,
  urbanMpg,
  usedValue,
  vedBand,
  zeroToSixtyTwo,
} from "./rules";

const day = (text: string) => new Date(`${text}T12:00:00Z`);
const today = day("2026-11-23");

describe("vehicle excise duty", () => {
  it.each([
    [0, 10],
    [50, 110],
    [51, 130],
    [100, 350],
    [101, 390],
    [131, 540],
    [171, 2190],
    [256, 5490],
  ])("first-year rate at %i g/km is £%i", (co2, rate) => {
    expect(firstYearVed(co2)).toBe(rate);
  });

  it("bands 2001–2017 cars by CO2", () => {
    expect([vedBand(100), vedBand(101), vedBand(140), vedBand(256)]).toEqual(["A", "B", "E", "M"]);
  });

  const ved = (registered: string, co2: number, listPrice = 20_000, engineCc = 1200) =>
    annualVed({ firstRegistered: day(registered), co2, engineCc, listPrice, today });

  it("charges pre-2001 cars by engine size", () => {
    expect(ved("2000-12-01", 200, 15_000, 1400)).toBe(220);
    expect(ved("2000-12-01", 200, 15_000, 1600)).toBe(360);
  });
  it("charges March 2001 – March 2017 cars by band", () => {
    expect(ved("2016-06-01", 105)).toBe(20);
    expect(ved("2016-06-01", 145)).toBe(215);
    expect(ved("2017-03-31", 145)).toBe(215);
  });
  it("charges cars from April 2017 the standard rate, plus the supplement in years 2–6 over £40,000", () => {
    expect(ved("2017-04-01", 145)).toBe(195);
    expect(ved("2022-06-01", 0, 45_000)).toBe(620);
    expect(ved("2026-06-01", 0, 45_000)).toBe(620);
    expect(ved("2020-12-01", 0, 45_000)).toBe(620);
    expect(ved("2020-06-01", 0, 45_000)).toBe(195);
    expect(ved("2022-06-01", 0, 40_000)).toBe(195);
  });
});

describe("emissions standard and ULEZ", () => {
  it.each([
    ["2005-12-31", 3, "Euro 3"],
    ["2006-01-01", 4, "Euro 4"],
    ["2011-01-01", 5, "Euro 5"],
    ["2015-08-31", 5, "Euro 5"],
    ["2015-09-01", 6, "Euro 6"],
    ["2019-09-01", 6, "Euro 6d-TEMP"],
    ["2021-01-01", 6, "Euro 6d"],
  ])("a car registered on %s meets Euro %i", (date, level, name) => {
    expect(euroStandard(day(date))).toEqual({ level, name });
  });
  it("writes the level last, as the site reads it", () => {
    expect(euroEmissionsValue(6)).toBe("EURO 6");
  });
  it("follows TfL: petrol Euro 4+, diesel Euro 6+, electric and hybrids always", () => {
    expect(isUlezCompliant("petrol", 4)).toBe(true);
    expect(isUlezCompliant("petrol", 3)).toBe(false);
    expect(isUlezCompliant("diesel", 5)).toBe(false);
    expect(isUlezCompliant("diesel", 6)).toBe(true);
    expect(isUlezCompliant("electric", 0)).toBe(true);
    expect(isUlezCompliant("hybrid", 3)).toBe(true);
    expect(isUlezCompliant("plug-in-hybrid", 3)).toBe(true);
  });
});

describe("performance and economy", () => {
  it("puts cars in plausible insurance groups", () => {
    expect(insuranceGroup(66, 11_000)).toBe(6); // Kia Picanto 1.0
    expect(insuranceGroup(99, 17_795)).toBe(11); // Ford Fiesta 1.0 EcoBoost
    expect(insuranceGroup(242, 37_500)).toBe(33); // Volkswagen Golf GTI
    expect(insuranceGroup(661, 85_000)).toBe(50);
    expect(insuranceGroup(44, 15_000)).toBe(4);
  });
  it("works out mpg from CO2", () => {
    expect(combinedMpg("petrol", 119)).toBe(56.8);
    expect(combinedMpg("diesel", 107)).toBe(69.6);
    expect(combinedMpg("hybrid", 92)).toBe(73.5);
    expect(combinedMpg("plug-in-hybrid", 22)).toBe(282.5);
    expect(combinedMpg("electric", 0)).toBe(0);
    expect(urbanMpg("petrol", 56.8)).toEqual({ urban: 44.3, extraUrban: 67 });
    expect(urbanMpg("hybrid", 73.5)).toEqual({ urban: 79.4, extraUrban: 69.1 });
  });
  it("estimates 0–62 mph from weight per bhp", () => {
    expect(zeroToSixtyTwo(1090, 99, false)).toBe(9.4);
    expect(zeroToSixtyTwo(2000, 402, true)).toBe(5);
    expect(zeroToSixtyTwo(1500, 600, true)).toBe(3.7);
  });
  it("limits top speeds", () => {
    expect(topSpeedMph(99, "petrol", false)).toBe(116);
    expect(topSpeedMph(444, "petrol", false)).toBe(185);
    expect(topSpeedMph(444, "petrol", true)).toBe(155);
    expect(topSpeedMph(201, "electric", false)).toBe(112);
    expect(topSpeedMph(402, "electric", false)).toBe(140);
  });
});

describe("mileage and price", () => {
  it("covers 7,000–10,000 miles a year, spread ±25 %", () => {
    expect(mileageForAge(3, 0, 0)).toBe(15_750);
    expect(mileageForAge(3, 1, 1)).toBe(37_500);
    expect(mileageForAge(4, 0.5, 0.5)).toBe(34_000);
    expect(mileageForAge(0.001, 0, 0)).toBe(10);
  });
  it("depreciates by age and mileage, electric cars faster", () => {
    expect(usedValue(20_000, 0.5, 4000, "petrol")).toBeCloseTo(18_011.25, 2);
    expect(usedValue(20_000, 3, 25_500, "petrol")).toBeCloseTo(12_110.4, 2);
    expect(usedValue(20_000, 3, 25_500, "electric")).toBeCloseTo(9682.56, 2);
    expect(usedValue(20_000, 3, 100_000, "petrol")).toBeCloseTo(10_293.84, 2);
  });
  it("writes prices as dealers do", () => {
    expect(dealerPrice(12_480, 0.1)).toBe(12_495);
    expect(dealerPrice(12_480, 0.7)).toBe(12_499);
    expect(dealerPrice(12_480, 0.9)).toBe(12_500);
    expect(dealerPrice(300, 0.1)).toBe(995);
  });
});
