import { describe, expect, it } from "vitest";
import { KEPT_RESERVATIONS, NOTHING_KEPT, successView, withOwn, withPaid } from "./kept";
import { keptReservations } from "./cookie.server";

describe("the reservations a browser keeps", () => {
  it("shows the buyer's details only to the browser that made the reservation", () => {
    const kept = withOwn(NOTHING_KEPT, "a");
    expect(successView(kept, "a").own).toBe(true);
    expect(successView(kept, "b").own).toBe(false);
    expect(successView(NOTHING_KEPT, "a").own).toBe(false);
  });

  it("records the sale on the first view after paying, and never again", () => {
    const paid = withPaid(withOwn(NOTHING_KEPT, "a"), "a");
    const first = successView(paid, "a");
    expect(first.recordSale).toBe(true);
    expect(first.next).toEqual({ own: ["a"], paid: undefined });
    const again = successView(first.next!, "a");
    expect(again).toEqual({ own: true, recordSale: false, next: undefined });
    // Another reservation's page does not record this one's sale, nor forget it.
    expect(successView(paid, "b")).toEqual({ own: false, recordSale: false, next: undefined });
  });

  it("keeps the newest few reservations, each once", () => {
    let kept = NOTHING_KEPT;
    for (let n = 0; n < KEPT_RESERVATIONS + 2; n += 1) kept = withOwn(kept, String(n));
    kept = withOwn(kept, "6");
    expect(kept.own).toEqual(["6", "5", "4", "3", "2"]);
  });

  it("reads a cookie of another shape as nothing kept", () => {
    expect(keptReservations.parse({ own: "nope", paid: 3 })).toEqual({ own: [], paid: undefined });
  });
});
