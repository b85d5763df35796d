import { describe, expect, it } from "vitest";
import { carsParam, compareHref, shortlistHref } from "./car-list";

describe("carsParam", () => {
  it("reads comma-joined slugs, once each, in order", () => {
    expect(carsParam(["ford-fiesta-a1,kia-ceed-b2", "ford-fiesta-a1"], 30)).toEqual([
      "ford-fiesta-a1",
      "kia-ceed-b2",
    ]);
  });

  it("drops what cannot be a slug and cuts the list at the maximum", () => {
    expect(carsParam(["a,,B, c ,../x,<script>,d-", "e"], 30)).toEqual(["a", "b", "c", "e"]);
    expect(carsParam(["a,b,c,d,e"], 4)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("hrefs", () => {
  it("builds the shortlist and a comparison of at most four", () => {
    expect(shortlistHref(["a", "b"])).toBe("/shortlist?cars=a,b");
    expect(shortlistHref([])).toBe("/shortlist");
    expect(compareHref(["a", "b", "c", "d", "e"])).toBe("/compare?cars=a,b,c,d");
  });
});
