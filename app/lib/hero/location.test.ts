import { describe, expect, it } from "vitest";
import { filterOptionsFixture } from "../search/test-options";
import { countedLocation, distanceChoices, locationLabel, withoutLocation } from "./location";
import { countQuery, homeUrl, parseHeroSelection, searchUrl } from "./selection";
import { SITE_FINANCE_DEFAULTS } from "../finance/choice";
import { confirmChoices } from "./edits";

const parse = (query: string) => parseHeroSelection(new URLSearchParams(query));

describe("the hero's location", () => {
  it("reads the postcode and distance, and sends them on to the search and the home page", () => {
    const selection = parse("make=ford&distance_from=ls11+8bu&distance_range=25");
    expect(selection).toMatchObject({ distance_from: "LS11 8BU", distance_range: 25 });
    expect(searchUrl(selection, SITE_FINANCE_DEFAULTS)).toBe(
      "/used/cars/search?make=ford&distance_from=LS11+8BU&distance_range=25",
    );
    expect(homeUrl(selection)).toBe("/?make=ford&distance_from=LS11+8BU&distance_range=25");
    expect(parse("distance_range=30").distance_range).toBeUndefined();
  });

  it("counts with a postcode only once the dealer API has placed it (the results page explains one it cannot)", () => {
    const picks = parse("make=ford&distance_from=LS11&distance_range=10");
    expect(countQuery(countedLocation(picks, true), SITE_FINANCE_DEFAULTS)).toMatchObject({
      make: "ford",
      distance_from: "LS11",
      distance_range: "10",
    });
    const unplaced = countQuery(countedLocation(picks, false), SITE_FINANCE_DEFAULTS);
    expect(unplaced).toMatchObject({ make: "ford" });
    expect(unplaced.distance_from).toBeUndefined();
    expect(unplaced.distance_range).toBeUndefined();
    // The picks themselves keep the Location: its chip and the search still carry it.
    expect(picks).toMatchObject({ distance_from: "LS11", distance_range: 10 });
  });

  it("labels its chip and takes it away", () => {
    expect(locationLabel(parse("distance_from=LS11&distance_range=25"))).toBe("Within 25 miles of LS11");
    expect(locationLabel(parse("distance_from=LS11"))).toBe("Near LS11");
    expect(locationLabel(parse("make=ford"))).toBeUndefined();
    expect(withoutLocation(parse("make=ford&distance_from=LS11&distance_range=25"))).toEqual(
      parse("make=ford"),
    );
  });

  it("offers each distance with its count", () => {
    const options = filterOptionsFixture({
      distance: {
        "10": { label: "Within 10 miles", count: 4 },
        "25": { label: "Within 25 miles", count: 9 },
        national: { label: "National", count: 20 },
      },
    });
    expect(distanceChoices(options)).toEqual([
      { value: "10", label: "Within 10 miles", count: 4 },
      { value: "25", label: "Within 25 miles", count: 9 },
      { value: "50", label: "Within 50 miles", count: undefined },
      { value: "100", label: "Within 100 miles", count: undefined },
    ]);
  });
});

describe("confirming the Location", () => {
  it("applies the postcode as the results page reads it", () => {
    const draft = { ...parse(""), distance_from: " yo30 4wy ", distance_range: 25 };
    expect(confirmChoices(draft, undefined)).toMatchObject({ distance_from: "YO30 4WY", distance_range: 25 });
    expect(confirmChoices({ ...parse(""), distance_from: "  " }, undefined).distance_from).toBeUndefined();
  });
});
