import { readFileSync } from "node:fs";
import {
  flagMb,
  heapGrowthCeiling,
  SITE_NODE_FLAGS,
  siteMemoryGoal,
  siteResidentBoundMb,
} from "../../bench/site-memory";

// Issue 19, goal 6: the bound on the site's whole process at 100 000 cars, and the V8 flags it is derived from.

describe("the V8 flags the bound is derived from", () => {
  it("are the ones package.json's serve script passes", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.serve).toBe(`NODE_ENV=production node ${SITE_NODE_FLAGS.join(" ")} build/index.js`);
  });

  it("are the ones the Dockerfile's CMD passes", () => {
    const cmd = readFileSync("Dockerfile", "utf8")
      .split("\n")
      .find((line) => line.startsWith("CMD "));
    expect(JSON.parse(cmd!.slice(4))).toEqual(["node", ...SITE_NODE_FLAGS, "build/index.js"]);
  });

  it("are read in MB, and a flag not passed is undefined", () => {
    expect(flagMb(["--max-semi-space-size=32", "--max-old-space-size=1024"], "max-old-space-size")).toBe(
      1024,
    );
    expect(flagMb(["--max-semi-space-size=32"], "max-semi-space-size")).toBe(32);
    expect(flagMb(["--max-semi-space-size=32"], "max-old-space-size")).toBeUndefined();
  });
});

describe("heapGrowthCeiling", () => {
  it("is 4 with an old-space limit of 2 GB or more, as V8's default on a large machine", () => {
    expect(heapGrowthCeiling(4096)).toBe(4);
    expect(heapGrowthCeiling(2048)).toBe(4);
  });

  it("is 2 below 2 GB", () => {
    expect(heapGrowthCeiling(2047)).toBe(2);
    expect(heapGrowthCeiling(1024)).toBe(2);
    expect(heapGrowthCeiling(256)).toBe(2);
  });
});

describe("siteResidentBoundMb", () => {
  it("is Node, native memory, three 32 MB semi-spaces (two and the young large objects) and twice the live heap with the site's flags", () => {
    expect(siteResidentBoundMb()).toBe(55 + 75 + 3 * 32 + 2 * 85);
  });

  it("lets the old generation reach 4 times the live heap without an old-space limit", () => {
    expect(siteResidentBoundMb(["--max-semi-space-size=32"])).toBe(55 + 75 + 3 * 32 + 4 * 85);
  });

  it("never counts more old generation than its limit", () => {
    expect(siteResidentBoundMb(["--max-semi-space-size=32", "--max-old-space-size=128"])).toBe(
      55 + 75 + 3 * 32 + 128,
    );
  });

  it("takes V8's 16 MB semi-spaces when no size is passed", () => {
    expect(siteResidentBoundMb(["--max-old-space-size=1024"])).toBe(55 + 75 + 3 * 16 + 2 * 85);
  });
});

describe("siteMemoryGoal", () => {
  it("is met when both the figure after the run and the peak are within the bound", () => {
    const line = siteMemoryGoal({ afterMb: 320.4, peakMb: 364 }, 364);
    expect(line).toContain("**320 MB** resident after the page benchmark, **364 MB** at its peak");
    expect(line).toContain("the bound: 364 MB");
    expect(line).toMatch(/: met$/);
  });

  it("is not met when the peak is over, even if the process came back under it", () => {
    expect(siteMemoryGoal({ afterMb: 300, peakMb: 365 }, 364)).toMatch(/\*\*not met\*\*$/);
  });

  it("is not met when the figure after the run is over", () => {
    expect(siteMemoryGoal({ afterMb: 533, peakMb: 583 }, 364)).toMatch(/\*\*not met\*\*$/);
  });
});
