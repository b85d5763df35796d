import { checkoutLocation, depositText, formatInstant, formatVisit, RESERVATION_FACTS } from "./reservation";

it("states the deposit as £99", () => {
  expect(depositText).toBe("£99");
  expect(RESERVATION_FACTS[0]).toBe("A £99 deposit holds the car for you for 7 days");
});

it("shows instants in UK time, summer and winter", () => {
  expect(formatInstant("2026-11-30T10:05:00.000Z")).toBe("Monday 30th November 2026 at 10:05");
  expect(formatInstant("2026-07-01T23:30:00.000Z")).toBe("Thursday 2nd July 2026 at 00:30");
});

it("shows the visit date and time", () => {
  expect(formatVisit("2026-11-07", "10:30")).toBe("Saturday 7th November 2026 at 10:30");
  expect(formatVisit("not a date", "10:30")).toBe("10:30");
});

it("sends the shopper only to the test checkout on this site or to an https provider", () => {
  expect(checkoutLocation("/checkout/cs_test_abc")).toBe("/checkout/cs_test_abc");
  expect(checkoutLocation("https://pay.example/cs_123")).toBe("https://pay.example/cs_123");
  expect(checkoutLocation("//evil.example/checkout")).toBeUndefined();
  expect(checkoutLocation("/admin")).toBeUndefined();
  expect(checkoutLocation("http://pay.example/cs_123")).toBeUndefined();
  expect(checkoutLocation("javascript:alert(1)")).toBeUndefined();
});
