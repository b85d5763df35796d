import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { threadId } from "node:worker_threads";
import type SQLite from "better-sqlite3";
import pg from "pg";
import { openDealerDatabase, type DealerDatabase } from "./db/database";
import { seedStock, seedStockInBatches } from "./stock/seed";
import { seedContent, seedContentInBatches } from "./content/seed";

/**
 * A throwaway PostgreSQL server for the dealer API's tests (docs/decisions/211-postgresql.md): `initdb` into a
 * temporary directory, `pg_ctl start` on a free port, a fresh database for each `open()`, all removed by `stop()`.
 * `TEST_DATABASE_URL` (a server CI already started) is used instead when set: each `open()` still gets its own database.
 * When there is no server to be had, the PostgreSQL tests are skipped with a warning naming why, never passed.
 */

const run = promisify(execFile);

export interface TestPostgres {
  /** The server's own `postgres` database, from which the tests' databases are made. */
  url: string;
  /** A new, empty database on the server, opened through the dealer API's own `openDealerDatabase`. */
  open(): Promise<DealerDatabase>;
  /** A new, empty database on the server: its address, for callers that open it themselves (several instances). */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/** The newest PostgreSQL's programs: `PG_BIN`, else Debian's /usr/lib/postgresql/<version>/bin. */
function postgresBin(env: NodeJS.ProcessEnv): string | undefined {
  if (env.PG_BIN) return env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const newest = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest && join(root, newest, "bin");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** `initdb` refuses to run as root: there the server runs as the `postgres` user, owning its directory. */
async function serverUser(): Promise<{ name: string; uid: number; gid: number } | undefined> {
  if (userInfo().uid !== 0) return undefined;
  const id = async (flag: string) => Number((await run("id", [flag, "postgres"])).stdout.trim());
  try {
    return { name: "postgres", uid: await id("-u"), gid: await id("-g") };
  } catch {
    throw new Error("running as root and there is no `postgres` user for initdb to run as");
  }
}

let databases = 0;

function overServer(url: string, stopServer: () => Promise<void>): TestPostgres {
  const pools: DealerDatabase[] = [];
  const createDatabase = async () => {
    // Test files run in worker threads of one process: the thread's id keeps their databases apart.
    const name = `dealer_test_${process.pid}_${threadId}_${++databases}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const address = new URL(url);
    address.pathname = `/${name}`;
    return address.toString();
  };
  return {
    url,
    createDatabase,
    async open() {
      const opened = openDealerDatabase({ url: await createDatabase(), poolMax: 25 });
      pools.push(opened);
      return opened;
    },
    async stop() {
      await Promise.all(pools.map((opened) => opened.db.destroy()));
      await stopServer();
    },
  };
}

async function startServer(env: NodeJS.ProcessEnv): Promise<TestPostgres> {
  const bin = postgresBin(env);
  if (!bin) throw new Error("no PostgreSQL programs (set PG_BIN, or on Debian: apt-get install postgresql)");
  const user = await serverUser();
  const dir = mkdtempSync(join(tmpdir(), "dealer-pg-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const as = (program: string, args: string[]) =>
    user
      ? run("runuser", ["-u", user.name, "--", join(bin, program), ...args])
      : run(join(bin, program), args);
  const data = join(dir, "data");
  try {
    await as("initdb", [
      "-D",
      data,
      "-A",
      "trust",
      "-U",
      "postgres",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    await as("pg_ctl", ["start", "-w", "-D", data, "-l", join(dir, "server.log"), "-o", options]);
    const stop = async () => {
      await as("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w"]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    };
    return overServer(`postgres://postgres@127.0.0.1:${port}/postgres`, stop);
  } catch (error) {
    await as("pg_ctl", ["stop", "-D", data, "-m", "immediate"]).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A PostgreSQL server for this test file, or the reason there is none (already warned about). */
export async function testPostgres(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ server: TestPostgres } | { skipped: string }> {
  try {
    if (env.TEST_DATABASE_URL) return { server: overServer(env.TEST_DATABASE_URL, async () => undefined) };
    return { server: await startServer(env) };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    console.warn(`\n*** PostgreSQL tests SKIPPED: no PostgreSQL server could be started: ${why} ***\n`);
    return { skipped: why };
  }
}

/**
 * A new, empty database for a test: on the PostgreSQL server `TEST_DATABASE_URL` names (set by
 * `vitest.postgres.config.ts`, which runs the dealer API's tests on PostgreSQL), otherwise SQLite in memory.
 */
export async function openTestDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DealerDatabase> {
  if (!env.TEST_DATABASE_URL) return openDealerDatabase({ url: ":memory:" });
  // Each database's pool is closed by the test's own `db.destroy()`; the server is dropped whole after the run.
  return overServer(env.TEST_DATABASE_URL, async () => undefined).open();
}

/**
 * The raw SQLite connection some tests write through; on PostgreSQL a stand-in that fails the test at its first use,
 * saying why (such a test is SQLite-only until it writes through Kysely).
 */
export function rawSqlite(opened: DealerDatabase): SQLite.Database {
  return (
    opened.sqlite ??
    (new Proxy(
      {},
      {
        get() {
          throw new Error(
            "This test uses the raw SQLite connection, which a PostgreSQL test database has not",
          );
        },
      },
    ) as SQLite.Database)
  );
}

/** Stock and content for a test database, each engine written its own way (as `seedDealerDatabase` does). */
export async function seedStockAndContent(
  { db, sqlite }: DealerDatabase,
  { count, seed, today }: { count: number; seed: number; today: Date },
): Promise<void> {
  if (sqlite) {
    seedStock(sqlite, { count, seed, today });
    seedContent(sqlite, { seed, today });
  } else {
    await seedStockInBatches(db, { count, seed, today });
    await seedContentInBatches(db, { seed, today });
  }
}
