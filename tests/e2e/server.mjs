// Starts the production build for the end-to-end tests on a fresh, deterministic dealer database: the SQLite file is
// deleted, or the PostgreSQL database (DATABASE_URL, playwright.config.ts) dropped and created empty; the site's
// embedded dealer API migrates and seeds it on first start.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";
import pg from "pg";

/** Drops and re-creates the e2e database `url` names; only a database named e2e_<port> is ever dropped. */
async function freshPostgresDatabase(url) {
  const address = new URL(url);
  const name = address.pathname.slice(1);
  if (!/^e2e_\d+$/.test(name)) throw new Error(`Not an e2e database, not dropping it: ${name}`);
  address.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: address.toString() });
  await admin.connect();
  try {
    // A previous run's site may still hold connections to it (a run stopped half-way).
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

if (process.env.DATABASE_URL) await freshPostgresDatabase(process.env.DATABASE_URL);
else {
  const file = process.env.DEALER_DB_FILE ?? ".data/e2e.sqlite";
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
}

const server = spawn(process.execPath, ["build/index.js"], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
