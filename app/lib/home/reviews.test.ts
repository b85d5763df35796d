import { describe, expect, it } from "vitest";
import { filledStars, ratingSummary } from "./reviews";

describe("ratingSummary", () => {
  it("states the average to one decimal and the count", () => {
    expect(ratingSummary(4.6, 12)).toBe("Rated 4.6 out of 5 from 12 reviews");
    expect(ratingSummary(5, 1)).toBe("Rated 5.0 out of 5 from 1 review");
    expect(ratingSummary(4.25, 1200)).toBe("Rated 4.3 out of 5 from 1,200 reviews");
    expect(ratingSummary(0, 0)).toBe("No reviews yet");
  });
});

describe("filledStars", () => {
  it("rounds to the nearest half star", () => {
    expect([4.6, 4.2, 4.8, 0, 7].map(filledStars)).toEqual([4.5, 4, 5, 0, 5]);
  });
});
