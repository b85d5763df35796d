import { describe, expect, it } from "vitest";
import { parseSearchParams } from "./params";
import {
  bandChoices,
  co2Choices,
  listChoices,
  milesLabel,
  modelChoicesByMake,
  monthlyChoices,
  plateChoices,
  priceChoices,
  yearChoices,
} from "./choices";
import { filterOptionsFixture } from "./test-options";

const options = filterOptionsFixture();
const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const values = (choices: { value: string }[]) => choices.map((choice) => choice.value);

describe("filter choices", () => {
  it("lists a group's options with their counts, plus chosen values that found nothing", () => {
    expect(listChoices(options, "body_type", parse(""))).toEqual([
      { value: "hatchback", label: "Hatchback", count: 15 },
      { value: "suv", label: "SUV", count: 5 },
    ]);
    expect(listChoices(options, "body_type", parse("body_type=estate")).at(-1)).toEqual({
      value: "estate",
      label: "estate",
      count: 0,
    });
  });

  it("groups the models under each chosen make", () => {
    const groups = modelChoicesByMake(options, parse("make=vauxhall,ford"));
    expect(groups.map((group) => group.label)).toEqual(["Vauxhall", "Ford"]);
    expect(values(groups[1].choices)).toEqual(["fiesta", "focus"]);
  });

  it("offers the server's price steps after 1000, 2000 and 3000, counting only what is exact", () => {
    const max = priceChoices(options, parse(""), "max");
    expect(values(max)).toEqual(["1000", "2000", "3000", "4000", "5000", "10000"]);
    expect(max.find((choice) => choice.value === "5000")).toEqual({
      value: "5000",
      label: "£5,000",
      count: 6,
    });
    expect(max[0].count).toBeUndefined();
    expect(priceChoices(options, parse(""), "min").every((choice) => choice.count === undefined)).toBe(true);
    // With a minimum chosen, "up to" counts would include cheaper cars: no count rather than a wrong one.
    const limited = priceChoices(options, parse("min_price=4000"), "max");
    expect(values(limited)).toEqual(["4000", "5000", "10000"]);
    expect(limited.every((choice) => choice.count === undefined)).toBe(true);
    expect(values(priceChoices(options, parse("max_price=4000"), "min"))).toEqual([
      "1000",
      "2000",
      "3000",
      "4000",
    ]);
  });

  it("keeps a price from the URL selectable", () => {
    expect(values(priceChoices(options, parse("max_price=4500"), "max"))).toContain("4500");
  });

  it("runs the monthly 'from' 50–950 and 'to' 50–1000 in 50s", () => {
    const from = monthlyChoices(options, parse(""), "from");
    const to = monthlyChoices(options, parse(""), "to");
    expect([from[0].value, from.at(-1)!.value, from.length]).toEqual(["50", "950", 19]);
    expect([to[0].value, to.at(-1)!.value, to.length]).toEqual(["50", "1000", 20]);
    expect(to[1]).toEqual({ value: "100", label: "£100", count: 4 });
    expect(monthlyChoices(options, parse("monthly_from=50"), "to")[1].count).toBeUndefined();
  });

  it("counts years exactly, between the choice and the other end", () => {
    const from = yearChoices(options, parse(""), "from");
    expect(from.map((choice) => [choice.value, choice.count])).toEqual([
      ["2018", 20],
      ["2019", 17],
      ["2021", 10],
    ]);
    const to = yearChoices(options, parse("min_year=2019"), "to");
    expect(to.map((choice) => [choice.value, choice.count])).toEqual([
      ["2019", 7],
      ["2021", 17],
    ]);
    expect(values(yearChoices(options, parse("max_year=2019"), "from"))).toEqual(["2018", "2019"]);
  });

  it("orders plates by registration date and counts them exactly", () => {
    const to = plateChoices(options, parse(""), "to");
    expect(to.map((choice) => [choice.value, choice.count])).toEqual([
      ["19", 4],
      ["69", 7],
      ["20", 20],
    ]);
    expect(values(plateChoices(options, parse("max_plate=69"), "from"))).toEqual(["19", "69"]);
  });

  it("limits CO2 'min' to values not above the max and 'max' to values not below the min", () => {
    expect(values(co2Choices(options, parse("max_co2=100"), "min"))).toEqual(["100"]);
    expect(values(co2Choices(options, parse("min_co2=100"), "max"))).toEqual(["100", "120"]);
    expect(co2Choices(options, parse(""), "max")[0]).toEqual({
      value: "0",
      label: "Zero emissions",
      count: 1,
    });
  });

  it("reads one-sided bands straight from the API, keeping the URL's value", () => {
    expect(bandChoices(options.mileage, 20000, milesLabel)).toEqual([
      { value: "10000", label: "Up to 10,000 miles", count: 5 },
      { value: "20000", label: "Up to 20,000 miles" },
      { value: "30000", label: "Up to 30,000 miles", count: 20 },
    ]);
  });
});
