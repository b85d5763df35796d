import { describe, expect, it } from "vitest";
import {
  collectionDays,
  collectionProblems,
  collectionSlots,
  type BranchTimes,
} from "../contract/collection-slots";
import { countsTowardsLimit, orderStatus } from "./status";

const now = new Date("2026-11-23T10:00:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe("an order's status follows its reservation", () => {
  it.each([
    ["draft", null, "draft"],
    ["cancelled", null, "cancelled"],
    ["submitted", { status: "pending", expires_at: later(30), hold_until: null }, "awaiting_payment"],
    ["submitted", { status: "pending", expires_at: later(0), hold_until: null }, "cancelled"],
    ["submitted", { status: "paid", expires_at: later(-1), hold_until: later(7 * 24 * 60) }, "placed"],
    ["submitted", { status: "cancelled", expires_at: later(30), hold_until: null }, "cancelled"],
    ["submitted", { status: "lapsed", expires_at: later(-30), hold_until: null }, "cancelled"],
    ["submitted", null, "cancelled"],
  ] as const)("%s with a %j reservation reads %s", (state, hold, status) => {
    expect(orderStatus(state, hold, now)).toBe(status);
  });

  it("counts drafts, unpaid orders and placed orders whose hold lasts towards the limit", () => {
    expect(countsTowardsLimit("draft", null, now)).toBe(true);
    expect(countsTowardsLimit("awaiting_payment", null, now)).toBe(true);
    const paid = { status: "paid", expires_at: later(-1) } as const;
    expect(countsTowardsLimit("placed", { ...paid, hold_until: later(60) }, now)).toBe(true);
    expect(countsTowardsLimit("placed", { ...paid, hold_until: later(-60) }, now)).toBe(false);
    expect(countsTowardsLimit("cancelled", null, now)).toBe(false);
  });
});

describe("collection slots", () => {
  const branch: BranchTimes = {
    name: "Northway Cars Test",
    monday_time_open: "08:45",
    monday_time_closed: "10:15",
    saturday_time_open: "09:00",
    saturday_time_closed: "10:00",
    sunday_time_open: "00:00",
    sunday_time_closed: "00:00",
  };
  it("start on the hour or half past from opening and end by closing", () => {
    expect(collectionSlots(branch, "2026-11-30")).toEqual(["09:00", "09:30"]);
    expect(collectionSlots(branch, "2026-11-28")).toEqual(["09:00", "09:30"]);
  });
  it("are none on a day the branch is closed", () => {
    expect(collectionSlots(branch, "2026-11-29")).toEqual([]);
    expect(collectionProblems(branch, { date: "2026-11-29", time: "10:00" }, "2026-11-23")).toEqual({
      date: "Northway Cars Test is closed on Sundays. Choose another day",
    });
  });
  it("run from 2 to 21 days ahead", () => {
    expect(collectionDays("2026-12-30")).toEqual({ first: "2027-01-01", last: "2027-01-20" });
  });
});
