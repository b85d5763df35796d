import { afterEach, describe, expect, it, vi } from "vitest";
import { openDealerDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { dealerApiOptionsFromEnv } from "../setup";
import { parseAlertsEvery, startAlertSchedule } from "./schedule";

describe("ALERTS_EVERY", () => {
  it("is off unset or empty, and reads whole minutes or hours from 1m to 24h", () => {
    expect(parseAlertsEvery(undefined)).toBeUndefined();
    expect(parseAlertsEvery("")).toBeUndefined();
    expect(parseAlertsEvery("15m")).toBe(15 * 60_000);
    expect(parseAlertsEvery("1h")).toBe(3_600_000);
    expect(parseAlertsEvery(" 24h ")).toBe(24 * 3_600_000);
  });

  it("fails start-up on anything else, saying what is wanted", () => {
    for (const bad of ["15", "0m", "1.5h", "25h", "15 m", "1d", "-5m", "30s", "m"])
      expect(() => parseAlertsEvery(bad), bad).toThrow(/ALERTS_EVERY must be a period such as 15m or 1h/);
    expect(() => dealerApiOptionsFromEnv({ NODE_ENV: "test", ALERTS_EVERY: "often" })).toThrow(
      /ALERTS_EVERY/,
    );
    expect(dealerApiOptionsFromEnv({ NODE_ENV: "test" }).alertsEveryMs).toBeUndefined();
    expect(dealerApiOptionsFromEnv({ NODE_ENV: "test", ALERTS_EVERY: "5m" }).alertsEveryMs).toBe(300_000);
  });
});

describe("the schedule", () => {
  afterEach(() => vi.useRealTimers());

  it("runs the job and the delivery each period, not at start, and stops", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { db } = openDealerDatabase({ url: ":memory:" });
    await migrateToLatest(db);
    const runs: unknown[] = [];
    const schedule = startAlertSchedule(db, 60_000, {
      env: { SITE_URL: "https://cars.example" },
      onRun: (outcome) => runs.push(outcome),
    });
    expect(runs).toHaveLength(0);
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    expect(runs[0]).toMatchObject({ alerts: { searches: 0 }, delivery: { skipped: "no-transport" } });
    await schedule.stop();
    vi.advanceTimersByTime(120_000);
    expect(runs).toHaveLength(1);
    await db.destroy();
  });
});
