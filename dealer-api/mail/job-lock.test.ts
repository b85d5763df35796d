import { expect, it } from "vitest";
import { describeOnEachEngine } from "../test-engines";
import { migrateToLatest } from "../db/migrate";
import { tryLock, unlock } from "./job-lock";

const NOW = new Date("2026-12-01T09:00:00Z");
const MINUTE = 60_000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

await describeOnEachEngine("job locks", (engine) => {
  it("is taken by one holder until it is given up or expires, and renewed by its holder", async () => {
    const { db } = await engine.open();
    await migrateToLatest(db);
    expect(await tryLock(db, "mail-delivery", "a", NOW, 5 * MINUTE)).toBe(true);
    expect(await tryLock(db, "mail-delivery", "b", later(MINUTE), 5 * MINUTE)).toBe(false);
    // Another job's lock is another lock.
    expect(await tryLock(db, "other-job", "b", later(MINUTE), 5 * MINUTE)).toBe(true);
    // Its holder renews it: still a's at 5 minutes, until 7.
    expect(await tryLock(db, "mail-delivery", "a", later(2 * MINUTE), 5 * MINUTE)).toBe(true);
    expect(await tryLock(db, "mail-delivery", "b", later(6 * MINUTE), 5 * MINUTE)).toBe(false);
    // Expired: taken over, and the old holder can neither renew it nor give it up.
    expect(await tryLock(db, "mail-delivery", "b", later(7 * MINUTE), 5 * MINUTE)).toBe(true);
    expect(await tryLock(db, "mail-delivery", "a", later(8 * MINUTE), 5 * MINUTE)).toBe(false);
    expect(await unlock(db, "mail-delivery", "a")).toBe(false);
    expect(await unlock(db, "mail-delivery", "b")).toBe(true);
    expect(await tryLock(db, "mail-delivery", "a", later(8 * MINUTE), 5 * MINUTE)).toBe(true);
    await db.destroy();
  });

  it("of many callers at once through two separate connections, exactly one takes a free lock, then an expired one", async () => {
    const { first, second, close } = await engine.openTwice();
    try {
      await migrateToLatest(first.db);
      const race = (at: Date, round: string) =>
        Promise.all(
          Array.from({ length: 16 }, (_, caller) =>
            tryLock((caller % 2 ? first : second).db, "mail-delivery", `${round}-${caller}`, at, 5 * MINUTE),
          ),
        );
      const free = await race(NOW, "first");
      expect(free.filter(Boolean)).toHaveLength(1);
      // Before it expires, no one else.
      expect((await race(later(4 * MINUTE), "early")).filter(Boolean)).toHaveLength(0);
      const expired = await race(later(5 * MINUTE), "second");
      expect(expired.filter(Boolean)).toHaveLength(1);
      const holder = await second.db.selectFrom("job_locks").select(["holder", "expires_at"]).execute();
      expect(holder).toEqual([
        { holder: `second-${expired.indexOf(true)}`, expires_at: later(10 * MINUTE).toISOString() },
      ]);
    } finally {
      await close();
    }
  });
});
