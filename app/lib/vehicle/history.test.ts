import { motTestsNewestFirst, serviceHistoryNewestFirst } from "./history";

describe("history order", () => {
  it("sorts services newest first", () => {
    const records = [
      { service_date: "2022-05-01", mileage: 10_000, type: "Interim service", garage: "A" },
      { service_date: "2024-04-20", mileage: 30_000, type: "Interim service", garage: "A" },
      { service_date: "2023-05-02", mileage: 20_000, type: "Full service", garage: "B" },
    ];
    expect(serviceHistoryNewestFirst(records).map((record) => record.service_date)).toEqual([
      "2024-04-20",
      "2023-05-02",
      "2022-05-01",
    ]);
    expect(records[0].service_date).toBe("2022-05-01");
  });

  it("sorts MOT tests newest first", () => {
    const test = { result: "PASS" as const, odometer_value: 1, expiry_date: null, advisories: [] };
    const tests = [
      { ...test, test_date: "2021-01-01" },
      { ...test, test_date: "2023-01-01" },
    ];
    expect(motTestsNewestFirst(tests).map((item) => item.test_date)).toEqual(["2023-01-01", "2021-01-01"]);
  });
});
