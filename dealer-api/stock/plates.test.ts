import { describe, expect, it } from "vitest";
import {
  formatVrm,
  generateVrm,
  isValidVrm,
  normaliseVrm,
  plateFromOrder,
  plateIdentifier,
  plateLabel,
  plateOrder,
  vrmPattern,
} from "./plates";
import { createPrng } from "./prng";

const day = (text: string) => new Date(`${text}T12:00:00Z`);

describe("plateIdentifier", () => {
  it.each([
    ["2001-09-01", "51"],
    ["2002-02-28", "51"],
    ["2002-03-01", "02"],
    ["2009-09-01", "59"],
    ["2010-01-15", "59"],
    ["2010-03-01", "10"],
    ["2010-09-01", "60"],
    ["2024-03-01", "24"],
    ["2024-08-31", "24"],
    ["2024-09-01", "74"],
    ["2025-01-15", "74"],
    ["2025-02-28", "74"],
    ["2025-03-01", "25"],
  ])("a car first registered on %s carries %s", (date, identifier) => {
    expect(plateIdentifier(day(date))).toBe(identifier);
  });
});

describe("plate order", () => {
  it("puts each September plate between its March plates", () => {
    expect([plateOrder("19"), plateOrder("69"), plateOrder("20"), plateOrder("70")]).toEqual([
      38, 39, 40, 41,
    ]);
  });
  it("round-trips", () => {
    for (const identifier of ["02", "51", "19", "69", "74", "99"]) {
      expect(plateFromOrder(plateOrder(identifier))).toBe(identifier);
    }
  });
  it("labels plates with the months they cover", () => {
    expect(plateLabel("19")).toBe("19 (Mar 2019 – Aug 2019)");
    expect(plateLabel("69")).toBe("69 (Sep 2019 – Feb 2020)");
  });
});

describe("VRM validation", () => {
  const today = day("2026-11-23");
  it.each(["AB12CDE", "ab12 cde", " AB12  CDE ", "YX76ZZZ"])("accepts %s", (vrm) => {
    expect(isValidVrm(vrm, today)).toBe(true);
  });
  it.each([
    ["QB12CDE", "Q never starts a memory tag"],
    ["AI12CDE", "I is never the second letter"],
    ["AZ12CDE", "Z is never the second letter"],
    ["AB12CDI", "I never appears in the last three"],
    ["AB12QDE", "Q never appears in the last three"],
    ["AB00CDE", "00 was never issued"],
    ["AB01CDE", "01 was never issued"],
    ["AB50CDE", "50 was never issued"],
    ["AB27CDE", "27 is not issued until March 2027"],
    ["AB77CDE", "77 is not issued until September 2027"],
    ["A12CDE", "too short"],
  ])("refuses %s: %s", (vrm) => {
    expect(isValidVrm(vrm, today)).toBe(false);
  });
  it("normalises and displays split after the fourth character", () => {
    expect(normaliseVrm(" ab12 cde ")).toBe("AB12CDE");
    expect(formatVrm("ab12cde")).toBe("AB12 CDE");
  });
});

describe("generateVrm", () => {
  it("makes valid marks whose age identifier matches the registration date", () => {
    const prng = createPrng(7);
    for (const date of ["2015-04-02", "2019-10-20", "2024-01-05"]) {
      for (let i = 0; i < 200; i++) {
        const vrm = generateVrm(prng, day(date));
        expect(vrm).toMatch(vrmPattern);
        expect(vrm.slice(2, 4)).toBe(plateIdentifier(day(date)));
      }
    }
  });
  it("favours the branch's own DVLA region", () => {
    const prng = createPrng(11);
    const local = Array.from({ length: 1000 }, () => generateVrm(prng, day("2020-05-01"), "Y")).filter(
      (vrm) => vrm.startsWith("Y"),
    );
    expect(local.length).toBeGreaterThan(350);
    expect(local.length).toBeLessThan(500);
  });
});
