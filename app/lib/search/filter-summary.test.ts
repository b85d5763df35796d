import { describe, expect, it } from "vitest";
import { filterSummary } from "./filter-summary";

describe("filterSummary", () => {
  it("says Filter alone when nothing is applied", () => {
    expect(filterSummary(0)).toBe("Filter");
  });

  it("counts the filters applied", () => {
    expect(filterSummary(1)).toBe("Filter (1)");
    expect(filterSummary(3)).toBe("Filter (3)");
  });
});
