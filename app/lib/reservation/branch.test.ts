import { describe, expect, it } from "vitest";
import { dealingBranch } from "./branch";

const manchester = { name: "Northway Cars Manchester", telephone: "0161 000 0000", city_town: "Manchester" };
const leeds = { name: "Northway Cars Leeds", telephone: "0113 000 0000", city_town: "Leeds" };

describe("dealingBranch", () => {
  it("is the branch the buyer chose, wherever the car is", () => {
    expect(dealingBranch({ branch: leeds, vehicle: { branch: manchester } })).toBe(leeds);
  });
  it("is the car's branch when the buyer named none", () => {
    expect(dealingBranch({ branch: null, vehicle: { branch: manchester } })).toBe(manchester);
  });
});
