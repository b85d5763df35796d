import { provenanceChecks } from "@contract/vehicle";
import { checkDescriptions, clearChecks, flaggedChecks, reportDay } from "./provenance";

const items = provenanceChecks.map((key) => ({ key, flag: key === "origin-use" ? 1 : 0 }) as const);

describe("history check", () => {
  it("describes every one of the 12 checks", () => {
    expect(Object.keys(checkDescriptions)).toHaveLength(12);
    for (const key of provenanceChecks) expect(checkDescriptions[key].title).toBeTruthy();
  });

  it("lists the clear checks in the report's order", () => {
    const clear = clearChecks(items);
    expect(clear).toHaveLength(11);
    expect(clear[0]).toMatchObject({ key: "finance", title: "Outstanding finance" });
    expect(clear.map((check) => check.key)).not.toContain("origin-use");
  });

  it("lists flagged checks separately", () => {
    expect(flaggedChecks(items).map((check) => check.key)).toEqual(["origin-use"]);
  });

  it("skips keys it does not know", () => {
    const odd = [{ key: "alien-abduction", flag: 0 }] as unknown as typeof items;
    expect(clearChecks(odd)).toEqual([]);
  });

  it("reads the day of the report", () => {
    const createdAt = { date: "2026-09-24 09:10:00.000000", timezone_type: 3, timezone: "Europe/London" };
    expect(reportDay(createdAt)).toBe("2026-09-24");
    expect(reportDay({ ...createdAt, date: "yesterday" })).toBeUndefined();
  });
});
