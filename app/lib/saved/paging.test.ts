import { describe, expect, it } from "vitest";
import { barPage, pageParam } from "./paging";

describe("barPage", () => {
  it("shows three cards a page and how far the page reaches", () => {
    expect(barPage(7, 1)).toEqual({ page: 1, pages: 3, start: 0, end: 3, showing: "Showing 3 of 7" });
    expect(barPage(7, 2)).toMatchObject({ start: 3, end: 6, showing: "Showing 6 of 7" });
    expect(barPage(7, 3)).toMatchObject({ start: 6, end: 7, showing: "Showing 7 of 7" });
  });

  it("moves a page out of range onto the nearest page", () => {
    expect(barPage(7, 9)).toMatchObject({ page: 3, start: 6 });
    expect(barPage(7, 0)).toMatchObject({ page: 1, start: 0 });
  });

  it("has one empty page for an empty list", () => {
    expect(barPage(0, 2)).toEqual({ page: 1, pages: 1, start: 0, end: 0, showing: "Showing 0 of 0" });
  });
});

describe("pageParam", () => {
  it("reads whole numbers from 1, anything else as page 1", () => {
    expect(pageParam("2")).toBe(2);
    expect(pageParam(null)).toBe(1);
    expect(pageParam("0")).toBe(1);
    expect(pageParam("-1")).toBe(1);
    expect(pageParam("2.5")).toBe(1);
    expect(pageParam("x")).toBe(1);
  });
});
