import { describe, expect, it } from "vitest";
import type { FormDefinition } from "@contract/forms";
import { booksVisit, visitProblems, visitTimeOptions } from "./visit-times";

const hours = {
  monday_time_open: "08:30",
  monday_time_closed: "19:00",
  saturday_time_open: "09:00",
  saturday_time_closed: "17:00",
  sunday_time_open: "11:00",
  sunday_time_closed: "17:00",
};
const leeds = { name: "Northway Cars Leeds", ...hours };
const testDrive = {
  fields: [
    { name: "visit_date", type: "date" },
    { name: "time", type: "select" },
  ],
} as unknown as Pick<FormDefinition, "fields">;
const options = ["09:00", "09:30", "10:00", "11:00", "16:30"].map((value) => ({ value, label: value }));

describe("a test drive's time", () => {
  it("is a visit: a date and a time", () => {
    expect(booksVisit(testDrive)).toBe(true);
    expect(booksVisit({ fields: [] })).toBe(false);
  });

  it("is refused on a day the branch is closed, or before it opens", () => {
    expect(visitProblems(testDrive, { visit_date: "2026-12-25", time: "10:00" }, leeds)).toEqual({
      visit_date: "Northway Cars Leeds is closed on Friday 25 December. Choose another day",
    });
    expect(visitProblems(testDrive, { visit_date: "2026-12-06", time: "09:00" }, leeds)).toEqual({
      time: "Choose a time from 11:00 to 16:30: Northway Cars Leeds is open 11:00-17:00 on Sundays",
    });
    expect(visitProblems(testDrive, { visit_date: "2026-12-07", time: "09:00" }, leeds)).toEqual({});
  });

  it("offers the definition's times the branch is open at", () => {
    expect(visitTimeOptions(options, hours, "2026-12-06").map(({ value }) => value)).toEqual([
      "11:00",
      "16:30",
    ]);
    expect(visitTimeOptions(options, hours, "").map(({ value }) => value)).toEqual(
      options.map(({ value }) => value),
    );
    expect(visitTimeOptions(options, undefined, "2026-12-06")).toEqual(options);
  });
});
