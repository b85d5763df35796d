// `npx tsx scripts/with-postgres.ts <command> [args…]`: runs the command with a throwaway PostgreSQL server named to it
// by E2E_POSTGRES_URL (the e2e sites keep their dealer data there: playwright.config.ts) and TEST_DATABASE_URL (the
// dealer API's tests: dealer-api/test-postgres.ts), stops the server afterwards and exits with the command's code.
// PostgreSQL was asked for: when no server can be started, it says why and fails rather than running on SQLite.
import { spawn } from "node:child_process";
import { testPostgres } from "../dealer-api/test-postgres";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: npx tsx scripts/with-postgres.ts <command> [args…]");
  process.exit(2);
}

const started = await testPostgres();
if ("skipped" in started) {
  console.error(`with-postgres: no PostgreSQL server could be started: ${started.skipped}`);
  process.exit(1);
}
const { server } = started;
console.info(`with-postgres: PostgreSQL at ${server.url}`);

const child = spawn(command, args, {
  stdio: "inherit",
  env: { ...process.env, E2E_POSTGRES_URL: server.url, TEST_DATABASE_URL: server.url },
});
// Ctrl-C reaches the command too (same process group); a TERM sent to this script alone is passed on.
process.on("SIGINT", () => undefined);
process.on("SIGTERM", () => child.kill("SIGTERM"));
const code = await new Promise<number>((resolve) => {
  child.on("error", (error) => {
    console.error(`with-postgres: ${command}: ${error.message}`);
    resolve(127);
  });
  child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await server.stop();
process.exit(code);
