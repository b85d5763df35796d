import { describe, expect, it } from "vitest";
import { dealerRanges, makeIn, modelsOfChosenMakes } from "./make-models";

const vocabulary = {
  ranges: {
    fiesta: { label: "Fiesta", make: "ford" },
    focus: { label: "Focus", make: "ford" },
    "1-series": { label: "1 Series", make: "bmw" },
    "3-series": { label: "3 Series", make: "bmw" },
    corsa: { label: "Corsa", make: "vauxhall" },
  },
};

describe("models of chosen makes", () => {
  it("keeps a model only while its make is chosen", () => {
    expect(modelsOfChosenMakes(["ford", "bmw"], ["fiesta", "3-series"], makeIn(vocabulary))).toEqual([
      "fiesta",
      "3-series",
    ]);
    expect(modelsOfChosenMakes(["bmw"], ["fiesta", "3-series"], makeIn(vocabulary))).toEqual(["3-series"]);
    expect(modelsOfChosenMakes([], ["fiesta"], makeIn(vocabulary))).toEqual([]);
    expect(modelsOfChosenMakes(["ford"], ["unknown"], makeIn(vocabulary))).toEqual([]);
  });
});

describe("the models the dealer API is asked for", () => {
  it("asks for no model when none is chosen", () => {
    expect(dealerRanges(["ford", "bmw"], [], vocabulary)).toEqual([]);
  });

  it("asks for the chosen models alone when every chosen make has one", () => {
    expect(dealerRanges(["ford"], ["fiesta"], vocabulary)).toEqual(["fiesta"]);
    expect(dealerRanges(["ford", "bmw"], ["fiesta", "3-series"], vocabulary)).toEqual(["fiesta", "3-series"]);
  });

  it("does not let a model chosen for one make hide another chosen make's cars", () => {
    expect(dealerRanges(["ford", "bmw"], ["fiesta"], vocabulary)).toEqual(["fiesta", "1-series", "3-series"]);
    expect(dealerRanges(["bmw", "ford", "vauxhall"], ["focus"], vocabulary)).toEqual([
      "focus",
      "1-series",
      "3-series",
      "corsa",
    ]);
  });
});
