import { describe, expect, it } from "vitest";
import {
  MONTHLY_FROM_CHOICES,
  MONTHLY_GAP,
  MONTHLY_MAX,
  MONTHLY_TO_CHOICES,
  settleMonthlyRange,
  type MonthlyRange,
} from "./monthly-range";

describe("the monthly scale", () => {
  it("offers 'from' 50–950 (0 is 'Any') and 'to' 50–1000, in steps of 50", () => {
    expect(MONTHLY_FROM_CHOICES[0]).toBe(50);
    expect(MONTHLY_FROM_CHOICES.at(-1)).toBe(950);
    expect(MONTHLY_FROM_CHOICES).toHaveLength(19);
    expect(MONTHLY_TO_CHOICES[0]).toBe(50);
    expect(MONTHLY_TO_CHOICES.at(-1)).toBe(1000);
    expect(MONTHLY_TO_CHOICES).toHaveLength(20);
  });
});

describe("settleMonthlyRange", () => {
  const cases: [string, MonthlyRange, "from" | "to" | undefined, MonthlyRange][] = [
    // A control just set (JavaScript): the value chosen stays, the other bound moves.
    [
      "'from' above 'to' lifts 'to' (panel: to 200 then from 300)",
      { from: 300, to: 200 },
      "from",
      { from: 300, to: 350 },
    ],
    ["'from' equal to 'to' lifts 'to'", { from: 300, to: 300 }, "from", { from: 300, to: 350 }],
    ["'from' just under the gap lifts 'to'", { from: 280, to: 300 }, "from", { from: 280, to: 330 }],
    [
      "'from' at the top of the scale takes 'to' to 1000",
      { from: 950, to: 500 },
      "from",
      { from: 950, to: 1000 },
    ],
    ["'from' past the scale stops at 950", { from: 1000, to: 1000 }, "from", { from: 950, to: 1000 }],
    [
      "'to' below 'from' lowers 'from' (hero: from 200 then to 150)",
      { from: 200, to: 150 },
      "to",
      { from: 100, to: 150 },
    ],
    ["'to' equal to 'from' lowers 'from'", { from: 400, to: 400 }, "to", { from: 350, to: 400 }],
    ["'to' 50 leaves no lower bound", { from: 300, to: 50 }, "to", { from: undefined, to: 50 }],
    ["'to' 100 against 'from' 100 leaves 50", { from: 100, to: 100 }, "to", { from: 50, to: 100 }],
    ["a range already 50 apart stays", { from: 250, to: 300 }, "from", { from: 250, to: 300 }],
    ["'Any' for 'from' leaves 'to'", { from: undefined, to: 300 }, "from", { from: undefined, to: 300 }],
    ["'Any' for 'to' leaves 'from'", { from: 300, to: undefined }, "to", { from: 300, to: undefined }],
    ["'from' 0 is no lower bound", { from: 0, to: 300 }, "from", { from: undefined, to: 300 }],
    // Both bounds at once (no-JS form, typed URL): swapped when upside down, then "to" lifted to the gap.
    [
      "upside-down bounds are swapped (panel no-JS: 500/200)",
      { from: 500, to: 200 },
      undefined,
      { from: 200, to: 500 },
    ],
    [
      "upside-down bounds are swapped (hero no-JS: 300/200)",
      { from: 300, to: 200 },
      undefined,
      { from: 200, to: 300 },
    ],
    ["upside-down bounds 50 apart are swapped", { from: 350, to: 300 }, undefined, { from: 300, to: 350 }],
    [
      "upside-down bounds under the gap are swapped, then 'to' lifted",
      { from: 320, to: 300 },
      undefined,
      { from: 300, to: 350 },
    ],
    ["equal bounds lift 'to'", { from: 300, to: 300 }, undefined, { from: 300, to: 350 }],
    ["equal bounds at the top lift 'to' to 1000", { from: 950, to: 950 }, undefined, { from: 950, to: 1000 }],
    [
      "a 'to' of 1000 with 'from' past the scale lowers 'from'",
      { from: 990, to: 1000 },
      undefined,
      { from: 950, to: 1000 },
    ],
    [
      "bounds with pence keep them when the gap holds",
      { from: 100.5, to: 253.67 },
      undefined,
      { from: 100.5, to: 253.67 },
    ],
    ["a gap under 50 with pence lifts 'to'", { from: 250, to: 253.67 }, undefined, { from: 250, to: 300 }],
    [
      "a 'to' above the scale stops at 1000",
      { from: undefined, to: 1200 },
      undefined,
      { from: undefined, to: 1000 },
    ],
    ["a 'to' below the scale is 50", { from: undefined, to: 20 }, undefined, { from: undefined, to: 50 }],
    ["no bounds stay none", {}, undefined, { from: undefined, to: undefined }],
  ];
  it.each(cases)("%s", (_name, range, changed, settled) => {
    expect(settleMonthlyRange(range, changed)).toEqual(settled);
  });
});

describe("settleMonthlyRange over every pair on the scale", () => {
  const froms = [undefined, 0, ...MONTHLY_FROM_CHOICES];
  const tos = [undefined, ...MONTHLY_TO_CHOICES];
  const pairs = froms.flatMap((from) => tos.map((to) => ({ from, to })));
  const changes = ["from", "to", undefined] as const;

  it.each(changes)("changed %s: the result is on the scale, 50 apart, and settled", (changed) => {
    for (const range of pairs) {
      const { from, to } = settleMonthlyRange(range, changed);
      const where = JSON.stringify({ range, changed });
      if (from !== undefined) {
        expect(MONTHLY_FROM_CHOICES, where).toContain(from);
      }
      if (to !== undefined) {
        expect(MONTHLY_TO_CHOICES, where).toContain(to);
      }
      if (from !== undefined && to !== undefined)
        expect(to - from, where).toBeGreaterThanOrEqual(MONTHLY_GAP);
      // Settling again changes nothing, whichever bound is named.
      for (const again of changes)
        expect(settleMonthlyRange({ from, to }, again), where).toEqual({ from, to });
      // A bound is only dropped when it was never there ("from" 0 is none).
      if (range.to !== undefined) expect(to, where).toBeDefined();
      if (range.from === undefined || range.from === 0) expect(from, where).toBeUndefined();
    }
  });

  it("a range already 50 apart is left as it is, whichever bound changed", () => {
    for (const range of pairs) {
      if (range.from === undefined || range.from === 0 || range.to === undefined) continue;
      if (range.to - range.from < MONTHLY_GAP) continue;
      for (const changed of changes) expect(settleMonthlyRange(range, changed)).toEqual(range);
    }
  });

  it("with JavaScript, the value just chosen stays and the other moves the least it must", () => {
    for (const { from, to } of pairs) {
      if (!from || to === undefined) continue;
      const afterFrom = settleMonthlyRange({ from, to }, "from");
      expect(afterFrom.from).toBe(from);
      expect(afterFrom.to).toBe(Math.max(to, Math.min(from + MONTHLY_GAP, MONTHLY_MAX)));
      const afterTo = settleMonthlyRange({ from, to }, "to");
      expect(afterTo.to).toBe(to);
      const lowered = Math.min(from, to - MONTHLY_GAP);
      expect(afterTo.from).toBe(lowered > 0 ? lowered : undefined);
    }
  });

  it("without JavaScript, the range the shopper meant: the lower value first, 'to' lifted to the gap", () => {
    for (const { from, to } of pairs) {
      if (!from || to === undefined) continue;
      const [low, high] = [Math.min(from, to), Math.max(from, to)];
      expect(settleMonthlyRange({ from, to })).toEqual({
        from: low,
        to: Math.max(high, low + MONTHLY_GAP),
      });
    }
  });
});
