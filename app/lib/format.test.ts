import { formatMakeName, formatMileage, formatMoney, formatPrice, formatRegistration } from "./format";

describe("formatting", () => {
  it("shows prices in pounds without decimals", () => {
    expect(formatPrice(12995)).toBe("£12,995");
    expect(formatPrice(999.6)).toBe("£1,000");
  });

  it("keeps pence on finance figures", () => {
    expect(formatMoney(150.82)).toBe("£150.82");
    expect(formatMoney(4205)).toBe("£4,205.00");
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
