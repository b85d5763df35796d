import { describe, expect, it } from "vitest";
import {
  confirmChoices,
  makesOfRanges,
  removeBudget,
  removeChoice,
  resetChoices,
  toggleChoice,
} from "./edits";
import type { HeroOptions } from "./options";
import { emptySelection } from "./selection";

const options = {
  rangeGroups: [
    { make: "ford", makeLabel: "Ford", ranges: [{ value: "fiesta", label: "Fiesta", count: 3 }] },
    { make: "vauxhall", makeLabel: "Vauxhall", ranges: [{ value: "corsa", label: "Corsa", count: 2 }] },
  ],
} as HeroOptions;

describe("hero edits", () => {
  it("adds a value once and takes it out again", () => {
    const once = toggleChoice(toggleChoice(emptySelection(), "make", "ford", true), "make", "ford", true);
    expect(once.make).toEqual(["ford"]);
    expect(toggleChoice(once, "make", "ford", false).make).toEqual([]);
  });

  it("maps chosen ranges to their makes", () => {
    expect(makesOfRanges(options)).toEqual({ fiesta: "ford", corsa: "vauxhall" });
    expect(makesOfRanges(undefined)).toEqual({});
  });

  it("drops a removed make's ranges on Update and on chip removal", () => {
    const applied = { ...emptySelection(), make: ["ford", "vauxhall"], range: ["fiesta", "corsa"] };
    const draft = toggleChoice(applied, "make", "ford", false);
    expect(confirmChoices(draft, options)).toMatchObject({ make: ["vauxhall"], range: ["corsa"] });
    expect(removeChoice(applied, "make", "vauxhall", options)).toMatchObject({
      make: ["ford"],
      range: ["fiesta"],
    });
    expect(removeChoice(applied, "range", "fiesta", options)).toMatchObject({
      make: ["ford", "vauxhall"],
      range: ["corsa"],
    });
  });

  it("clears every range with the last make", () => {
    const applied = { ...emptySelection(), make: ["ford"], range: ["fiesta"] };
    expect(removeChoice(applied, "make", "ford", options).range).toEqual([]);
  });

  it("clears one budget with its chip, leaving the other, and everything with Reset", () => {
    const applied = { ...emptySelection(), make: ["ford"], monthly_to: 300, max_price: 9000 };
    expect(removeBudget(applied, "monthly")).toEqual({
      ...emptySelection(),
      make: ["ford"],
      max_price: 9000,
    });
    expect(removeBudget(applied, "total")).toEqual({ ...emptySelection(), make: ["ford"], monthly_to: 300 });
    expect(resetChoices()).toEqual(emptySelection());
  });
});
