import { describe, expect, it } from "vitest";
import {
  collectionDayList,
  collectionTimes,
  nextStep,
  orderPageTitle,
  orderPath,
  parseStep,
  termChoices,
  TERMS,
} from "./order-steps";

describe("the order's steps", () => {
  it("go to the first section not answered, then the summary", () => {
    const sections = { compliance: true, partex: false, paymentMethod: false, collection: false };
    expect(nextStep({ sections })).toBe("partex");
    expect(nextStep({ sections: { ...sections, partex: true, paymentMethod: true, collection: true } })).toBe(
      "summary",
    );
  });

  it("read only the steps there are from the address", () => {
    expect(parseStep("collection")).toBe("collection");
    expect(parseStep("summary")).toBe("summary");
    expect(parseStep("__proto__")).toBeUndefined();
    expect(parseStep(null)).toBeUndefined();
    expect(orderPath("AB 1", "partex")).toBe("/click-collect/AB%201?step=partex");
  });

  it("offer terms within click and collect's limits: HP up to 60 months, PCP up to 48", () => {
    expect(Math.max(...TERMS.HP)).toBe(60);
    expect(Math.max(...TERMS.PCP)).toBe(48);
  });
});

describe("collectionDayList", () => {
  it("lists every day from 2 to 21 days ahead, weekends included", () => {
    const days = collectionDayList("2026-11-25");
    expect(days[0]).toBe("2026-11-27");
    expect(days.at(-1)).toBe("2026-12-16");
    expect(days).toHaveLength(20);
    expect(days).toContain("2026-11-28");
  });
});

describe("the collection step's choices", () => {
  const hours = {
    monday_time_open: "08:30",
    monday_time_closed: "19:00",
    saturday_time_open: "09:00",
    saturday_time_closed: "17:00",
    sunday_time_open: "11:00",
    sunday_time_closed: "17:00",
  };
  const york = { name: "York", ...hours };
  const shut = { name: "Shut on Sundays", ...hours, sunday_time_open: "00:00", sunday_time_closed: "00:00" };
  const days = ["2026-12-05", "2026-12-06", "2026-12-07"];

  it("offer any branch's times before a branch is chosen, never 08:00 or 19:00", () => {
    const { dates, times } = collectionTimes([york, shut], undefined, days, "");
    expect(dates).toEqual(days);
    expect([times[0], times.at(-1)]).toEqual(["08:30", "18:30"]);
  });

  it("follow the branch and the day chosen", () => {
    expect(collectionTimes([york], york, days, "2026-12-06").times).toEqual(
      ["11", "12", "13", "14", "15", "16"].flatMap((hour) => [`${hour}:00`, `${hour}:30`]),
    );
    expect(collectionTimes([shut], shut, days, "").dates).toEqual(["2026-12-05", "2026-12-07"]);
    // A day already chosen stays, so the check can say why it cannot be.
    expect(collectionTimes([shut], shut, days, "2026-12-06").dates).toEqual(days);
  });
});

describe("the payment step's terms", () => {
  it("are the product's once it is known", () => {
    expect(termChoices("PCP")).toEqual([{ term: 24 }, { term: 36 }, { term: 48 }]);
    expect(termChoices("HP").map(({ term }) => term)).toEqual([24, 36, 48, 60]);
  });
  it("otherwise mark a term one product alone has", () => {
    expect(termChoices()).toEqual([{ term: 24 }, { term: 36 }, { term: 48 }, { term: 60, only: "HP" }]);
  });
});

describe("the order page's title", () => {
  it("names the step first, so each step is told apart", () => {
    expect(orderPageTitle("Ford Fiesta", "collection")).toBe(
      "Collection: buying Ford Fiesta online | Northway Cars",
    );
    expect(orderPageTitle("Ford Fiesta", null)).toBe("Buy online: Ford Fiesta | Northway Cars");
  });
});
