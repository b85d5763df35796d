import { describe, expect, it } from "vitest";
import { manufacturerSearchUrl, manufacturerView } from "./manufacturers";

const makes = (count: number) => Array.from({ length: count }, (_, index) => `make-${index + 1}`);

describe("manufacturerView", () => {
  it("shows 10, hides the 10th under 1024 px, and offers the rest", () => {
    const view = manufacturerView(makes(25), false);
    expect(view.makes).toHaveLength(10);
    expect(view.narrowCut).toBe(9);
    expect(view.moreNarrow).toBe(true);
    expect(view.moreWide).toBe(true);
  });

  it("still offers more on narrow screens when exactly 10 exist (the 10th is hidden there)", () => {
    expect(manufacturerView(makes(10), false)).toMatchObject({ moreNarrow: true, moreWide: false });
    expect(manufacturerView(makes(9), false)).toEqual({
      makes: makes(9),
      narrowCut: 9,
      moreNarrow: false,
      moreWide: false,
    });
  });

  it("shows every make once asked", () => {
    expect(manufacturerView(makes(25), true)).toEqual({
      makes: makes(25),
      narrowCut: 25,
      moreNarrow: false,
      moreWide: false,
    });
  });
});

describe("manufacturerSearchUrl", () => {
  it("links to the search with the make's slug", () => {
    expect(manufacturerSearchUrl("land-rover")).toBe("/used/cars/search/?make=land-rover");
  });
});
