import { describe, expect, it } from "vitest";
import { answeringBranchOf, contactBranch, findBranch, shownBranch } from "./branches";

// Sorted by name, as the content client gives them.
const branches = [{ slug: "leeds" }, { slug: "manchester" }, { slug: "sheffield" }, { slug: "york" }];
const [leeds, manchester, , york] = branches;

describe("findBranch", () => {
  it("finds a branch by slug whatever its case or surrounding spaces", () => {
    expect(findBranch(branches, "York")).toBe(york);
    expect(findBranch(branches, " YORK ")).toBe(york);
  });

  it("finds nothing for an unknown, empty or missing slug", () => {
    expect(findBranch(branches, "hull")).toBeUndefined();
    expect(findBranch(branches, "")).toBeUndefined();
    expect(findBranch(branches, null)).toBeUndefined();
  });
});

describe("shownBranch", () => {
  it("is the shopper's chosen branch, else the first", () => {
    expect(shownBranch(branches, "manchester")).toBe(manchester);
    expect(shownBranch(branches, undefined)).toBe(leeds);
    expect(shownBranch(branches, "closed-branch")).toBe(leeds);
    expect(shownBranch([], "york")).toBeUndefined();
  });
});

describe("contactBranch", () => {
  it("prefers the branch the address names, then the chosen one, then the first", () => {
    expect(contactBranch(branches, { requested: "YORK", chosen: "manchester" })).toBe(york);
    expect(contactBranch(branches, { requested: "nowhere", chosen: "manchester" })).toBe(manchester);
    expect(contactBranch(branches, { requested: null, chosen: null })).toBe(leeds);
  });
});

describe("answeringBranchOf", () => {
  it("is the branch the page posted, when it is one of ours", () => {
    expect(answeringBranchOf(branches, { posted: "york", chosen: "manchester" })).toBe(york);
    expect(answeringBranchOf(branches, { posted: "<script>", chosen: "manchester" })).toBe(manchester);
  });

  it("is the shopper's branch before the car's, the car's before the first", () => {
    expect(answeringBranchOf(branches, { posted: null, chosen: "york", vehicleBranch: manchester })).toBe(
      york,
    );
    expect(answeringBranchOf(branches, { posted: null, chosen: undefined, vehicleBranch: manchester })).toBe(
      manchester,
    );
  });

  it("is the branch the header shows when nothing else names one", () => {
    expect(answeringBranchOf(branches, { posted: null, chosen: undefined })).toBe(leeds);
    expect(answeringBranchOf([], { posted: "york", chosen: "york" })).toBeUndefined();
  });
});
