import { describe, expect, it } from "vitest";
import { latestDeal, ownDealId, withOwnDeal } from "./own";

describe("the visitor's own deals", () => {
  it("keeps one deal per car, newest first, at most the limit", () => {
    let own = withOwnDeal(undefined, { slug: "a", id: "1" }, 2);
    own = withOwnDeal(own, { slug: "b", id: "2" }, 2);
    own = withOwnDeal(own, { slug: "a", id: "3" }, 2);
    expect(own).toEqual([
      { slug: "a", id: "3" },
      { slug: "b", id: "2" },
    ]);
    own = withOwnDeal(own, { slug: "c", id: "4" }, 2);
    expect(own.map((deal) => deal.slug)).toEqual(["c", "a"]);
    expect(ownDealId(own, "a")).toBe("3");
    expect(ownDealId(own, "b")).toBeUndefined();
    expect(latestDeal(own)?.slug).toBe("c");
    expect(latestDeal(undefined)).toBeUndefined();
  });
});
