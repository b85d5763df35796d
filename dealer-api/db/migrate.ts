import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { DealerDb } from "./database";
import { stockMigrations } from "../stock/migrations";
import { contentMigrations } from "../content/migrations";
import { formsMigrations } from "../forms/migrations";
import { reservationMigrations } from "../reservations/migrations";
import { valuationMigrations } from "../valuations/migrations";
import { accountMigrations } from "../accounts/migrations";
import { clickCollectMigrations } from "../click-collect/migrations";
import { dealMigrations } from "../deals/migrations";
import { savedSearchMigrations } from "../saved-searches/migrations";
import { mailMigrations } from "../mail/migrations";

/**
 * Every migration of every service. Names are prefixed with a number so they sort; each service has its own range
 * (stock 0xx, content 1xx, forms and reservations 2xx, valuations 3xx, accounts and click-and-collect 4xx, deals and branch settings 5xx, and a reservation's deal 51x, saved searches and car alerts 60x, e-mail delivery 65x), so a new stock migration may sort before content ones that already ran.
 */
const allMigrations: Record<string, Migration> = {
  ...stockMigrations,
  ...contentMigrations,
  ...formsMigrations,
  ...reservationMigrations,
  ...valuationMigrations,
  ...accountMigrations,
  ...clickCollectMigrations,
  ...dealMigrations,
  ...savedSearchMigrations,
  ...mailMigrations,
};

const provider: MigrationProvider = { getMigrations: async () => allMigrations };

export async function migrateToLatest(db: DealerDb): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Dealer API migration failed${failed ? ` at ${failed.migrationName}` : ""}`, {
      cause: error,
    });
  }
}
