// Starts the production build for the end-to-end tests on a fresh, deterministic dealer database.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";

const file = process.env.DEALER_DB_FILE ?? ".data/e2e.sqlite";
for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });

const server = spawn(process.execPath, ["build/index.js"], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
