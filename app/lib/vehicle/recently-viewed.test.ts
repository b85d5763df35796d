import { recordRecentlyViewed } from "./recently-viewed";

describe("recordRecentlyViewed", () => {
  it("adds a new car at the front", () => {
    expect(recordRecentlyViewed(["a", "b"], "c", 12)).toEqual({ list: ["c", "a", "b"], changed: true });
  });

  it("starts a list when there is none", () => {
    expect(recordRecentlyViewed(undefined, "a", 12)).toEqual({ list: ["a"], changed: true });
  });

  it("leaves the list alone when the car is already in it", () => {
    expect(recordRecentlyViewed(["a", "b", "c"], "b", 12)).toEqual({ list: ["a", "b", "c"], changed: false });
  });

  it("drops the oldest car beyond the limit", () => {
    expect(recordRecentlyViewed(["c", "b", "a"], "d", 3).list).toEqual(["d", "c", "b"]);
  });
});
