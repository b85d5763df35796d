import { describe, expect, it } from "vitest";
import type { VehicleListing } from "@contract/vehicle";
import { cleanTerm, moveActive, siteSearchPath, toSuggestion, wantsSuggestions } from "./suggestions";

describe("header search suggestions", () => {
  it("asks only from 3 characters, spaces not counted", () => {
    expect(wantsSuggestions("fo")).toBe(false);
    expect(wantsSuggestions("  fo  ")).toBe(false);
    expect(wantsSuggestions("for")).toBe(true);
  });

  it("tidies the term and builds the site-search path", () => {
    expect(cleanTerm("  ford    fiesta ")).toBe("ford fiesta");
    expect(cleanTerm("x".repeat(150))).toHaveLength(100);
    expect(siteSearchPath(" Ford & co/1 ")).toBe("/search/Ford%20%26%20co%2F1");
  });

  it("shows make, range and derivative with the price (admin fee included), linking to the car", () => {
    const vehicle = {
      slug: "ford-fiesta-1-0-nw1",
      make: { name: "Ford", slug: "ford" },
      range: { name: "Fiesta", slug: "fiesta" },
      derivative: "1.0 EcoBoost Zetec 5dr",
      final_price: 8995,
      admin_fee: 179,
    } as VehicleListing;
    expect(toSuggestion(vehicle)).toEqual({
      slug: "ford-fiesta-1-0-nw1",
      name: "Ford Fiesta 1.0 EcoBoost Zetec 5dr",
      price: "£9,174",
      href: "/used/cars/ford-fiesta-1-0-nw1",
    });
  });

  it("moves through the list with the arrow keys, wrapping at the ends", () => {
    expect(moveActive(-1, 5, "ArrowDown")).toBe(0);
    expect(moveActive(4, 5, "ArrowDown")).toBe(0);
    expect(moveActive(0, 5, "ArrowUp")).toBe(4);
    expect(moveActive(-1, 5, "ArrowUp")).toBe(4);
    expect(moveActive(2, 5, "ArrowUp")).toBe(1);
    expect(moveActive(0, 0, "ArrowDown")).toBe(-1);
  });
});
