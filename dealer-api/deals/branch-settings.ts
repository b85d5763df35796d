import type { Kysely } from "kysely";
import { branches } from "../branches";
import type { DB } from "../db/database";

/**
 * Whether a branch takes cars in part-exchange (issue 35): a dealer setting in `branch_settings`. A branch with no
 * row does not — the spec's own behaviour and words, PART_EXCHANGE_MESSAGE — so a database that never had the
 * setting keeps today's site; the embedded data turns it on for every branch (`seedBranchSettings`, for the demo).
 */
export async function acceptsPartExchange(db: Kysely<DB>, branchId: number): Promise<boolean> {
  const row = await db
    .selectFrom("branch_settings")
    .select("accepts_part_exchange")
    .where("branch_id", "=", branchId)
    .executeTakeFirst();
  return row?.accepts_part_exchange === 1;
}

/** Every branch's setting, by branch id (branches without a row: false). */
export async function partExchangeByBranch(db: Kysely<DB>): Promise<Map<number, boolean>> {
  const rows = await db
    .selectFrom("branch_settings")
    .select(["branch_id", "accepts_part_exchange"])
    .execute();
  const on = new Map(rows.map((row) => [row.branch_id, row.accepts_part_exchange === 1]));
  return new Map(branches.map((branch) => [branch.id, on.get(branch.id) ?? false]));
}

/** The dealer turns part-exchange on or off at a branch (one row per branch, written either way). */
export async function setPartExchange(db: Kysely<DB>, branchId: number, accepts: boolean, now = new Date()) {
  if (!branches.some((branch) => branch.id === branchId)) throw new Error(`No branch ${branchId}`);
  const values = { accepts_part_exchange: accepts ? 1 : 0, updated_at: now.toISOString() };
  await db
    .insertInto("branch_settings")
    .values({ branch_id: branchId, ...values })
    .onConflict((conflict) => conflict.column("branch_id").doUpdateSet(values))
    .execute();
}

/** Whether any branch has its setting yet: the embedded data seeds them once, then leaves the dealer's choice alone. */
export async function branchSettingsAreSeeded(db: Kysely<DB>): Promise<boolean> {
  return (
    (await db.selectFrom("branch_settings").select("branch_id").limit(1).executeTakeFirst()) !== undefined
  );
}

/** The embedded data: every branch accepts part-exchange, so the demo shows deals with the shopper's car. */
export async function seedBranchSettings(db: Kysely<DB>, now = new Date()): Promise<void> {
  for (const branch of branches) await setPartExchange(db, branch.id, true, now);
}
