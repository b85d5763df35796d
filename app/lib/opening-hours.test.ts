import { describe, expect, it } from "vitest";
import { formatHours, openingHours } from "./opening-hours";

const WEEK = {
  monday_time_open: "08:30",
  monday_time_closed: "19:00",
  saturday_time_open: "09:00",
  saturday_time_closed: "17:00",
  sunday_time_open: "11:00",
  sunday_time_closed: "17:00",
};

describe("openingHours", () => {
  it("gives a week's hours by the days shoppers read", () => {
    expect(openingHours(WEEK)).toEqual([
      { days: "Monday to Friday", hours: "08:30-19:00" },
      { days: "Saturday", hours: "09:00-17:00" },
      { days: "Sunday", hours: "11:00-17:00" },
    ]);
  });

  it("uses a branch's own times", () => {
    const rows = openingHours({
      ...WEEK,
      sunday_time_open: "10:00",
      sunday_time_closed: "16:00",
    });
    expect(rows[2]).toEqual({ days: "Sunday", hours: "10:00-16:00" });
  });
});

describe("formatHours", () => {
  it("joins opening and closing times", () => {
    expect(formatHours("08:30", "19:00")).toBe("08:30-19:00");
  });

  it.each([
    ["equal times", "00:00", "00:00"],
    ["closing before opening", "17:00", "09:00"],
    ["a missing time", "", "17:00"],
    ["a null time", null, "17:00"],
    ["a malformed time", "9:00", "17:00"],
    ["an impossible time", "25:00", "26:00"],
  ])("says Closed for %s", (_, open, closed) => {
    expect(formatHours(open, closed)).toBe("Closed");
  });
});
