import { expect, it } from "vitest";
import { describeOnEachEngine } from "../test-engines";
import { migrateToLatest } from "../db/migrate";
import { takeAllowance } from "./rate-limit";

const NOW = new Date("2026-11-23T10:00:00Z");
const limit = { max: 3, windowMinutes: 10, holdsPerClient: 2, holdsPerCarPerDay: 3, lookups: 30 };

await describeOnEachEngine("submission limits under concurrent writers", (engine) => {
  it("of 20 submissions from one client at once, exactly the limit's 3 are allowed", async () => {
    const { db } = await engine.open();
    await migrateToLatest(db);
    const allowances = await Promise.all(
      Array.from({ length: 20 }, () =>
        db
          .transaction()
          .execute((trx) =>
            takeAllowance(trx, { clientKey: "198.51.100.7", kind: "enquiry", now: NOW, limit }),
          ),
      ),
    );
    expect(allowances.filter((allowance) => allowance.ok)).toHaveLength(3);
    const logged = await db.selectFrom("submission_log").select("id").execute();
    expect(logged).toHaveLength(3);
  });
});
