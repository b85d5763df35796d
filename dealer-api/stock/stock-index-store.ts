import { sql } from "kysely";
import type { DealerDb } from "../db/database";
import { engineOf, jsonFunctions } from "../db/engine";
import { buildTextIndex, TextIndexBuilder, type TextIndex } from "./text-index";
import {
  buildStockIndex,
  carColumns,
  marketColumns,
  profileColumns,
  type Profile,
  type StockColumns,
  type StockIndex,
} from "./stock-index";

/**
 * Keeps one stock index per database and rebuilds it when the cars change.
 *
 * Two things can change them: this connection, and other connections (a second process on the same file). SQLite's
 * `data_version` moves when another connection commits; for this connection, temporary triggers (they live and fire in
 * this connection only) count writes to the tables the index and the listings kept with it read: `vehicles` and
 * `vehicle_details` (STOCK_TABLES). Writes to other tables (enquiries, content) move neither counter, so they cost no
 * rebuild. On PostgreSQL, statement triggers on the same tables move one shared counter (stock migrations 004, 005).
 */

/** The tables a stock index and the listings kept with it are read from (readStock; search.ts, listingsByIds). */
export const STOCK_TABLES = ["vehicles", "vehicle_details"] as const;

const preparedConnections = new WeakSet<DealerDb>();

async function watchVehicleWrites(db: DealerDb) {
  if (preparedConnections.has(db)) return;
  await sql`create temp table if not exists stock_index_writes (n integer not null)`.execute(db);
  await sql`insert into stock_index_writes (n)
    select 0 where not exists (select 1 from stock_index_writes)`.execute(db);
  for (const table of STOCK_TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create temp trigger if not exists ${sql.raw(`stock_index_${table}_${event}`)}
        after ${sql.raw(event)} on ${sql.raw(`main.${table}`)}
        begin update stock_index_writes set n = n + 1; end`.execute(db);
    }
  }
  preparedConnections.add(db);
}

/** The version of the cars as SQL (after `watchVehicleWrites`): changes whenever a car's row or details do, on any connection. */
const versionNow = sql<string>`(select data_version from pragma_data_version) || ':' || (select n from stock_index_writes)`;

export async function stockVersion(db: DealerDb): Promise<string> {
  // PostgreSQL: one counter for every connection, moved by a trigger (stock migration 004).
  if (engineOf(db) === "postgres") {
    const { rows } = await sql<{ n: number }>`select n from stock_version`.execute(db);
    return String(rows[0].n);
  }
  await watchVehicleWrites(db);
  const { rows } = await sql<{ version: string }>`select ${versionNow} as version`.execute(db);
  return rows[0].version;
}

const jsonArrays = (db: DealerDb, columns: readonly string[]) =>
  sql.join(columns.map((column) => sql`${sql.raw(jsonFunctions(db).groupArray)}(${sql.ref(column)})`));

/**
 * Reads the cars in one statement (one consistent snapshot). Each column comes back as one JSON array: row objects
 * of 100 000 cars take seconds to create, a JSON array a fraction of that.
 */
async function readStock(db: DealerDb, withText: boolean): Promise<StockIndex> {
  const own = withText ? [...carColumns, "search_text"] : [...carColumns];
  // The market estimate reads a few of each car's details (market-value.ts).
  const columns = [...own, ...marketColumns];
  const selected = [
    ...own.map((column) => sql.ref(`vehicles.${column}`)),
    ...marketColumns.map((column) => sql.ref(`vehicle_details.${column}`)),
  ];
  const json = jsonFunctions(db);
  const { rows } = await sql<{ cars: string; profiles: string }>`
    select ${sql.raw(json.array)}(${jsonArrays(db, columns)}) as cars,
      (select ${sql.raw(json.groupArray)}(${sql.raw(json.array)}(${sql.join(["cap_id", ...profileColumns].map((c) => sql.ref(c)))}))
        from (select distinct ${sql.join(["cap_id", ...profileColumns].map((c) => sql.ref(c)))} from vehicles) as profiles) as profiles
    from (select ${sql.join(selected)} from vehicles
      left join vehicle_details on vehicle_details.vehicle_id = vehicles.id order by vehicles.id) as cars`.execute(
    db,
  );
  const values = JSON.parse(rows[0].cars) as unknown[][];
  const cars = Object.fromEntries(columns.map((column, at) => [column, values[at]])) as StockColumns & {
    search_text?: string[];
  };
  const profileOf = new Map<number, Profile>();
  for (const [capId, ...facts] of JSON.parse(rows[0].profiles) as [number, ...Profile[keyof Profile][]][]) {
    if (profileOf.has(capId))
      throw new Error(
        `Cars of derivative ${capId} differ in make, model or specification: the stock index needs them alike`,
      );
    profileOf.set(
      capId,
      Object.fromEntries(profileColumns.map((column, at) => [column, facts[at]])) as Profile,
    );
  }
  const index = buildStockIndex(cars, profileOf);
  if (cars.search_text) index.text = buildTextIndex(cars.search_text);
  return index;
}

/**
 * Cars whose text is read a statement: all at once, the text would be held twice as JSON (SQLite's text and
 * JavaScript's string: 24 MB each at 100 000 cars, 120 MB at 500 000) besides the cars' own strings.
 */
const TEXT_CARS_AT_A_TIME = 20_000;

/** Each `TEXT_CARS_AT_A_TIME` cars' free text, in id order. */
async function eachTextPart(db: DealerDb, take: (texts: string[]) => void): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await sql<{ text: string; last: number | null }>`
      select ${sql.raw(jsonFunctions(db).groupArray)}(search_text) as text, max(id) as last
      from (select id, search_text from vehicles where id > ${after} order by id limit ${TEXT_CARS_AT_A_TIME}) as cars`.execute(
      db,
    );
    if (rows[0].last === null) return;
    take(JSON.parse(rows[0].text) as string[]);
    after = rows[0].last;
  }
}

/**
 * The free-text index of the `size` cars of `version` (text-index.ts), its text read twice, a part at a time, rather
 * than every car's text held at once (120 MB at 500 000 cars); undefined if the cars are no longer those of `version`
 * when it has been read (the version only ever moves on, so an equal version means no car changed).
 */
async function readTextIndex(db: DealerDb, version: string, size: number): Promise<TextIndex | undefined> {
  const builder = new TextIndexBuilder(size);
  let cars = 0;
  await eachTextPart(db, (texts) => {
    cars += texts.length;
    builder.count(texts);
  });
  if (cars !== size) return undefined;
  await eachTextPart(db, (texts) => {
    cars -= texts.length;
    if (cars >= 0) builder.add(texts);
  });
  if (cars !== 0 || (await stockVersion(db)) !== version) return undefined;
  return builder.finish();
}

interface Kept {
  version: string;
  withText: boolean;
  index: Promise<StockIndex>;
}
const kept = new WeakMap<DealerDb, Kept>();

/**
 * The stock index of this database, rebuilt first if the cars changed since it was built. The free text is read only
 * once a search needs it (the results page never does), and kept from then on.
 */
export async function stockIndex(db: DealerDb, { searchText = false } = {}): Promise<StockIndex> {
  // The version is read before the cars: a write in between leaves an index newer than its label, which the next call
  // rebuilds, never an index older than its label.
  const version = await stockVersion(db);
  const current = kept.get(db);
  if (current?.version === version && (current.withText || !searchText)) return current.index;
  const withText = searchText || !!current?.withText;
  // The same cars, now asked for their text: only the text is read, into the index already built (reading the cars
  // again would hold two indexes and every column's JSON at once). If the cars changed meanwhile, they are read anew.
  const index =
    current?.version === version
      ? current.index.then(async (built) => {
          const text = await readTextIndex(db, version, built.size);
          if (!text) return readStock(db, true);
          built.text = text;
          return built;
        })
      : readStock(db, withText);
  kept.set(db, { version, withText, index });
  index.catch(() => {
    if (kept.get(db)?.index === index) kept.delete(db);
  });
  return index;
}
