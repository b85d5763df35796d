import { describe, expect, it } from "vitest";
import { formatMonthYear, formatOrdinalDate } from "./day-format";

describe("the site's day format", () => {
  it("writes a day as the blog and valuations do, with the weekday where asked", () => {
    expect(formatOrdinalDate("2026-09-24")).toBe("24th September 2026");
    expect(formatOrdinalDate("2026-11-01T09:00:00Z")).toBe("1st November 2026");
    expect(formatOrdinalDate("2026-11-12")).toBe("12th November 2026");
    expect(formatOrdinalDate("2026-11-23", { weekday: true })).toBe("Monday 23rd November 2026");
    expect(formatMonthYear("2026-09-24")).toBe("September 2026");
  });
});
