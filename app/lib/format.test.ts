import {
  formatMakeName,
  formatMileage,
  formatMonthlyPayment,
  formatPrice,
  formatRegistration,
} from "./format";

describe("formatting", () => {
  it("shows amounts in whole pounds unless pence matter", () => {
    expect(formatPrice(12995)).toBe("£12,995");
    expect(formatPrice(250)).toBe("£250");
    expect(formatPrice(250.0)).toBe("£250");
    expect(formatPrice(0)).toBe("£0");
    expect(formatPrice(1299.5)).toBe("£1,299.50");
    expect(formatPrice(3740.96)).toBe("£3,740.96");
    expect(formatPrice(999.6)).toBe("£999.60");
    expect(formatPrice(12.5)).toBe("£12.50");
    expect(formatPrice(253.67)).toBe("£253.67");
    // Less than half a penny is no pence at all.
    expect(formatPrice(249.999)).toBe("£250");
    expect(formatPrice(0.1 + 0.2)).toBe("£0.30");
    expect(formatPrice(-0.2)).toBe("-£0.20");
  });

  it("shows the same text for the same amount every time", () => {
    for (const amount of [250, 1299.5, 250, 1299.5]) expect(formatPrice(amount)).toBe(formatPrice(amount));
    expect(formatPrice(1299.5)).toBe("£1,299.50");
  });

  it("keeps the pence of a monthly payment, even when they are nothing", () => {
    expect(formatMonthlyPayment(150.82)).toBe("£150.82");
    expect(formatMonthlyPayment(150)).toBe("£150.00");
    expect(formatMonthlyPayment(1234.5)).toBe("£1,234.50");
    expect(formatMonthlyPayment(98.854)).toBe("£98.85");
  });

  it("formats mileage", () => {
    expect(formatMileage(23456)).toBe("23,456 miles");
  });

  it("splits a registration after the fourth character", () => {
    expect(formatRegistration("ab12cde")).toBe("AB12 CDE");
    expect(formatRegistration("AB12 CDE")).toBe("AB12 CDE");
  });

  it("writes BMW and MINI in capitals and capitalises other makes", () => {
    expect(formatMakeName("bmw")).toBe("BMW");
    expect(formatMakeName("mini")).toBe("MINI");
    expect(formatMakeName("land rover")).toBe("Land Rover");
    expect(formatMakeName("mercedes-benz")).toBe("Mercedes-Benz");
  });
});
