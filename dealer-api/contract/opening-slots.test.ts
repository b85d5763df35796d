import { describe, expect, it } from "vitest";
import { hoursOn, slotProblems, slotsOn, weeklySlots, type BranchTimes } from "./opening-slots";

const sheffield: BranchTimes = {
  name: "Northway Cars Sheffield",
  monday_time_open: "08:30",
  monday_time_closed: "19:00",
  saturday_time_open: "09:00",
  saturday_time_closed: "17:00",
  sunday_time_open: "11:00",
  sunday_time_closed: "17:00",
};

describe("a branch's slots on a date", () => {
  it("run on the hour and half past from opening, the last ending by closing", () => {
    expect(slotsOn(sheffield, "2026-12-06")).toEqual([
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
    ]);
    const monday = slotsOn(sheffield, "2026-11-30");
    expect([monday[0], monday.at(-1), monday.length]).toEqual(["08:30", "18:30", 21]);
  });

  it("follow the group's Christmas and New Year hours, every year", () => {
    expect(slotsOn(sheffield, "2026-12-25")).toEqual([]);
    expect(slotsOn(sheffield, "2027-01-01")).toEqual([]);
    expect(hoursOn(sheffield, "2027-12-24")).toEqual({ open: "08:00", closed: "14:00" });
    expect(slotsOn(sheffield, "2026-12-31").at(-1)).toBe("13:30");
  });

  it("are none when the branch does not open that day or the date is not one", () => {
    expect(
      slotsOn({ ...sheffield, sunday_time_open: "00:00", sunday_time_closed: "00:00" }, "2026-12-06"),
    ).toEqual([]);
    expect(slotsOn(sheffield, "2026-13-01")).toEqual([]);
    expect(slotsOn(sheffield, "tomorrow")).toEqual([]);
  });

  it("over a week are every time the branch opens on some day", () => {
    const week = weeklySlots(sheffield);
    expect([week[0], week.at(-1)]).toEqual(["08:30", "18:30"]);
  });
});

describe("why a time cannot be booked", () => {
  it("names the day the branch is closed", () => {
    expect(slotProblems(sheffield, "2026-12-25", "10:00")).toEqual({
      date: "Northway Cars Sheffield is closed on Friday 25 December. Choose another day",
    });
    expect(
      slotProblems(
        { ...sheffield, sunday_time_open: "00:00", sunday_time_closed: "00:00" },
        "2026-12-06",
        "12:00",
      ),
    ).toEqual({ date: "Northway Cars Sheffield is closed on Sundays. Choose another day" });
  });

  it("gives the times the branch is open that day", () => {
    expect(slotProblems(sheffield, "2026-12-06", "09:00")).toEqual({
      time: "Choose a time from 11:00 to 16:30: Northway Cars Sheffield is open 11:00-17:00 on Sundays",
    });
    expect(slotProblems(sheffield, "2026-12-06", "16:30")).toEqual({});
  });
});
