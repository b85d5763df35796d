import { describe, expect, it } from "vitest";
import { ratingCounts, reviewsPage, reviewsPageHref, canonicalReviewsHref } from "./paging";

const thirteen = Array.from({ length: 13 }, (_, index) => index + 1);

describe("reviewsPage", () => {
  it("shows the first ten on the first page and the rest on the second", () => {
    expect(reviewsPage(thirteen, null)).toEqual({ items: thirteen.slice(0, 10), page: 1, lastPage: 2 });
    expect(reviewsPage(thirteen, "2")).toEqual({ items: [11, 12, 13], page: 2, lastPage: 2 });
  });

  it("names no page past the last, below the first, or in other words", () => {
    for (const requested of ["3", "0", "-1", "1.5", "two", "", "01", "9999999"])
      expect(reviewsPage(thirteen, requested), requested).toBeUndefined();
  });

  it("has one empty page when there are no reviews", () => {
    expect(reviewsPage([], null)).toEqual({ items: [], page: 1, lastPage: 1 });
  });
});

it("gives the first page the address /reviews and the others ?page=", () => {
  expect([1, 2, 3].map(reviewsPageHref)).toEqual(["/reviews", "/reviews?page=2", "/reviews?page=3"]);
});

it("counts the reviews of each rating, five stars first", () => {
  expect(ratingCounts([5, 5, 4, 1])).toEqual([
    { stars: 5, count: 2 },
    { stars: 4, count: 1 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 1 },
  ]);
});

describe("canonicalReviewsHref", () => {
  it("sends the first page's second address to /reviews, keeping other parameters", () => {
    expect(canonicalReviewsHref(new URLSearchParams("page=1"))).toBe("/reviews");
    expect(canonicalReviewsHref(new URLSearchParams("page=1&modal=enquire"))).toBe("/reviews?modal=enquire");
  });

  it("leaves other pages, and the plain address, as they are", () => {
    expect(canonicalReviewsHref(new URLSearchParams(""))).toBeUndefined();
    expect(canonicalReviewsHref(new URLSearchParams("page=2"))).toBeUndefined();
    expect(canonicalReviewsHref(new URLSearchParams("page=01"))).toBeUndefined();
  });
});
