import { describe, expect, it } from "vitest";
import { ownsValuation, withOwnValuation } from "./own";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("a visitor's own valuations", () => {
  it("keeps the newest first, once", () => {
    expect(withOwnValuation(undefined, id(1))).toEqual([id(1)]);
    expect(withOwnValuation([id(1), id(2)], id(3))).toEqual([id(3), id(1), id(2)]);
    expect(withOwnValuation([id(1), id(2)], id(2))).toEqual([id(2), id(1)]);
  });

  it("keeps at most the newest ten", () => {
    const many = Array.from({ length: 10 }, (_, n) => id(n));
    expect(withOwnValuation(many, id(99))).toEqual([id(99), ...many.slice(0, 9)]);
  });

  it("owns only the ids kept, never an empty one", () => {
    expect(ownsValuation([id(1)], id(1))).toBe(true);
    expect(ownsValuation([id(1)], id(2))).toBe(false);
    expect(ownsValuation(undefined, id(1))).toBe(false);
    expect(ownsValuation([""], "")).toBe(false);
  });
});
