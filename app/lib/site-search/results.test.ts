import { describe, expect, it } from "vitest";
import { formatPostDate, pageNumber, resultSummary } from "./results";

describe("resultSummary", () => {
  it("lists what matched, in words", () => {
    expect(resultSummary(12, 2, 1)).toBe("12 cars, 2 pages and 1 blog post match your search.");
    expect(resultSummary(0, 1, 0)).toBe("1 page matches your search.");
    expect(resultSummary(1, 0, 3)).toBe("1 car and 3 blog posts match your search.");
    expect(resultSummary(5, 0, 0)).toBe("5 cars match your search.");
    expect(resultSummary(0, 0, 0)).toBe("Nothing matches your search.");
  });
});

describe("pageNumber", () => {
  it("reads a whole page number from 1, else the first page", () => {
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber(null)).toBe(1);
    expect(pageNumber("0")).toBe(1);
    expect(pageNumber("-2")).toBe(1);
    expect(pageNumber("2.5")).toBe(1);
    expect(pageNumber("99999")).toBe(1);
  });
});

describe("formatPostDate", () => {
  it("shows the UK date of the instant", () => {
    expect(formatPostDate("2026-11-17T08:45:00.000Z")).toBe("17th November 2026");
    expect(formatPostDate("2026-06-30T23:30:00.000Z")).toBe("1st July 2026");
  });
});
