import { describe, expect, it } from "vitest";
import { pageItems, shownRange } from "./pagination";

const render = (current: number, last: number) =>
  pageItems(current, last)
    .map((item) => ("page" in item ? String(item.page) : "…"))
    .join(" ");

describe("page links", () => {
  it("has none for a single page", () => {
    expect(pageItems(1, 1)).toEqual([]);
  });

  it("shows first, last and the neighbours of the current page with gaps", () => {
    expect(render(1, 38)).toBe("1 2 … 38");
    expect(render(10, 38)).toBe("1 … 9 10 11 … 38");
    expect(render(38, 38)).toBe("1 … 37 38");
  });

  it("shows a lone skipped page instead of a gap", () => {
    expect(render(4, 38)).toBe("1 2 3 4 5 … 38");
    expect(render(5, 7)).toBe("1 … 4 5 6 7");
    expect(render(2, 5)).toBe("1 2 3 4 5");
  });

  it("gives the positions of the cars shown", () => {
    expect(shownRange(1, 9, 337)).toEqual({ first: 1, last: 9 });
    expect(shownRange(38, 9, 337)).toEqual({ first: 334, last: 337 });
    expect(shownRange(1, 9, 0)).toEqual({ first: 0, last: 0 });
  });
});
