import { openDealerDatabase, type DealerDb } from "../../dealer-api/db/database";
import { dealerDatabaseAddress, sitePort } from "../../playwright.config";

/**
 * The e2e sites' dealer databases as tests read and write them: through the dealer API's own `openDealerDatabase` and
 * Kysely, so the same query runs whether the sites are on SQLite files or on PostgreSQL (E2E_POSTGRES_URL,
 * playwright.config.ts). Each is opened once per worker process and kept open: the site on `port` created it
 * (tests/e2e/server.mjs) before the tests start.
 */

const opened = new Map<number, DealerDb>();

/** The dealer database of the e2e site on `port`. */
export function siteDatabase(port: number): DealerDb {
  let db = opened.get(port);
  if (!db) {
    // Two connections at most: a test reads a row or two at a time.
    db = openDealerDatabase({ url: dealerDatabaseAddress(port), poolMax: 2 }).db;
    opened.set(port, db);
  }
  return db;
}

/** The site of parallel worker `index` (testInfo.parallelIndex)'s dealer database. */
export const workerSiteDatabase = (index: number) => siteDatabase(sitePort(index));

/** This worker's dealer database: Playwright gives each worker process its TEST_PARALLEL_INDEX. */
export const workerDatabase = () => workerSiteDatabase(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** Closes the databases this worker opened (its connections to a PostgreSQL server). */
export async function closeSiteDatabases(): Promise<void> {
  const all = [...opened.values()];
  opened.clear();
  await Promise.all(all.map((db) => db.destroy()));
}

/** The enquiry the dealer API stored for a first name (its newest 200 submissions), from this worker's or `db`. */
export async function storedEnquiry(
  firstName: string,
  db: DealerDb = workerDatabase(),
): Promise<Record<string, unknown> | undefined> {
  const rows = await db
    .selectFrom("form_submissions")
    .select("payload_json")
    .orderBy("id", "desc")
    .limit(200)
    .execute();
  return rows
    .map((row) => JSON.parse(row.payload_json) as Record<string, unknown>)
    .find((payload) => payload.first_name === firstName);
}
