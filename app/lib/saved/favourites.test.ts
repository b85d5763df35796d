import { describe, expect, it } from "vitest";
import { applyFavourite, favouriteMessage } from "./favourites";

describe("applyFavourite", () => {
  it("saves a car at the front of the list", () => {
    expect(applyFavourite(["b"], "a", "save", 30)).toEqual({ list: ["a", "b"], outcome: "saved" });
    expect(applyFavourite(undefined, "a", "save", 30)).toEqual({ list: ["a"], outcome: "saved" });
  });

  it("removes a saved car", () => {
    expect(applyFavourite(["a", "b", "c"], "b", "remove", 30)).toEqual({
      list: ["a", "c"],
      outcome: "removed",
    });
  });

  it("leaves the list as asked when the same form comes twice", () => {
    expect(applyFavourite(["a"], "a", "save", 30)).toEqual({ list: ["a"], outcome: "unchanged" });
    expect(applyFavourite(["a"], "b", "remove", 30)).toEqual({ list: ["a"], outcome: "unchanged" });
  });

  it("takes no more cars once full, and still lets one go", () => {
    const full = Array.from({ length: 30 }, (_, index) => `car-${index}`);
    expect(applyFavourite(full, "new-car", "save", 30)).toEqual({ list: full, outcome: "full" });
    expect(applyFavourite(full, "car-3", "remove", 30).list).toHaveLength(29);
  });

  it("tells the shopper what happened", () => {
    expect(favouriteMessage("saved", "save", 30)).toBe("Saved to your favourites.");
    expect(favouriteMessage("removed", "remove", 30)).toBe("Removed from your favourites.");
    expect(favouriteMessage("full", "save", 30)).toContain("up to 30 cars");
  });
});
