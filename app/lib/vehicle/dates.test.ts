import { formatMonthYear, formatOrdinalDate, formatShortDate } from "./dates";

describe("vehicle page dates", () => {
  it("formats the site's date styles", () => {
    expect(formatOrdinalDate("2026-09-03")).toBe("3rd September 2026");
    expect(formatShortDate("2026-09-03")).toBe("03/09/2026");
    expect(formatMonthYear("2026-09-03")).toBe("September 2026");
  });

  it.each([
    ["2026-09-01", "1st"],
    ["2026-09-02", "2nd"],
    ["2026-09-03", "3rd"],
    ["2026-09-04", "4th"],
    ["2026-09-11", "11th"],
    ["2026-09-12", "12th"],
    ["2026-09-13", "13th"],
    ["2026-09-21", "21st"],
    ["2026-09-22", "22nd"],
    ["2026-09-23", "23rd"],
    ["2026-09-30", "30th"],
  ])("gives %s the ordinal %s", (day, expected) => {
    expect(formatOrdinalDate(day)).toBe(`${expected} September 2026`);
  });
});
