import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The same site with its dealer API unreachable, shared by every worker: it has no data to share. */
export const DEALER_DOWN_PORT = PORT + 1;
/**
 * How many tests run at once. Each parallel worker has its own site and its own dealer database, so one test's
 * reservation, enquiry or favourite can never show up in another worker's test. Set the count with E2E_WORKERS,
 * not `--workers` (a worker without its own site stops with a message saying so).
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The site of parallel worker `index` (testInfo.parallelIndex): PORT, then PORT + 2, PORT + 3, … */
export function sitePort(index: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= WORKERS) {
    throw new Error(
      `No e2e site for worker ${index}: ${WORKERS} are started; set E2E_WORKERS rather than --workers`,
    );
  }
  return index === 0 ? PORT : PORT + 1 + index;
}
/**
 * A PostgreSQL server's admin address (postgres://postgres@127.0.0.1:5432/postgres): when set, each worker's site keeps
 * its dealer data there, in a database of its own, instead of a SQLite file (`npx tsx scripts/with-postgres.ts …`
 * starts a throwaway server and sets it; docs/decisions/211-postgresql.md).
 */
const POSTGRES_URL = process.env.E2E_POSTGRES_URL || undefined;
/** Which engine the e2e sites' dealer databases are on. */
export const E2E_ENGINE: "sqlite" | "postgres" = POSTGRES_URL ? "postgres" : "sqlite";
/**
 * The dealer database of the site on `port`, which tests read directly (tests/e2e/dealer-database.ts): a SQLite file,
 * or its own database `e2e_<port>` on the E2E_POSTGRES_URL server (tests/e2e/server.mjs drops and re-creates
 * databases named so, and only those).
 */
export function dealerDatabaseAddress(port: number): string {
  if (!POSTGRES_URL) return `.data/e2e-${port}.sqlite`;
  const address = new URL(POSTGRES_URL);
  address.pathname = `/e2e_${port}`;
  return address.toString();
}
/** The settings that give the site on `port` its dealer database (an ambient DATABASE_URL never reaches it). */
function databaseEnv(port: number): { DEALER_DB_FILE: string; DATABASE_URL: string } {
  const address = dealerDatabaseAddress(port);
  return POSTGRES_URL
    ? { DEALER_DB_FILE: `.data/e2e-${port}-unused.sqlite`, DATABASE_URL: address }
    : { DEALER_DB_FILE: address, DATABASE_URL: "" };
}
/** The e2e sites' settings. */
export const serverEnv = {
  NODE_ENV: "production",
  SESSION_SECRET: "e2e-only-secret-e2e-only-secret-e2e-only",
  SEED_TODAY: "2026-11-01",
  SEED: "20261101",
  // Each test says which visitor it is (X-Forwarded-For), as a proxy would: its own allowance of form posts.
  TRUST_PROXY: "1",
  // A tag-manager container: it must load only after the visitor accepts cookies (cookie-consent.spec.ts).
  GTM_ID: "GTM-E2ETEST",
  // /metrics answers only with this bearer token (operability.spec.ts).
  METRICS_TOKEN: "e2e-only-metrics-token-0123456789",
};
/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same engine without the browser around it,
 * which costs the suite about a quarter less CPU than full Chromium in headless mode (docs/benchmarks.md, "The test
 * suite"). Full Chromium when the shell is not installed; CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
/** Chromium as the suite runs it: Playwright's browser, and the one pa11y drives (tests/e2e/pa11y.ts). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: WORKERS,
  // CI retries a failed test once, so the retry's trace shows what went wrong; a test that passes only on its retry is
  // flaky and named in the summary. E2E_FAIL_ON_FLAKY=1 fails the run on one; not yet the default, since a run still
  // finds one now and then: docs/decisions/202-test-suite-under-load.md.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: process.env.E2E_FAIL_ON_FLAKY === "1",
  reporter: [["list"]],
  // One limit for every test: the longest journey took 20 s with another process keeping one of this machine's two
  // cores busy (docs/benchmarks.md, "The test suite"). Only specs that start processes or crawl the site set their own.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    // baseURL is each worker's own site (tests/e2e/fixtures.ts).
    // A trace records every step's DOM and screenshots (about a sixth of the suite's CPU): only a retry records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    // A test that only reads pages (READS_THE_PAGE, tests/e2e/fixtures.ts) reads the same server markup either way:
    // once, with JavaScript (docs/decisions/335-tests-that-only-read-run-once.md).
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@reads-the-page/ },
  ],
  webServer: [
    ...Array.from({ length: WORKERS }, (_, index) => {
      const port = sitePort(index);
      return {
        command: "node tests/e2e/server.mjs",
        url: `http://localhost:${port}/healthcheck`,
        timeout: 180_000,
        reuseExistingServer: false,
        env: {
          ...serverEnv,
          PORT: String(port),
          SITE_URL: `http://localhost:${port}`,
          ...databaseEnv(port),
        },
        stdout: "ignore" as const,
        stderr: "pipe" as const,
      };
    }),
    {
      // The same site with its dealer API unreachable: for the spec's error behaviour.
      command: "node tests/e2e/server.mjs",
      url: `http://localhost:${DEALER_DOWN_PORT}/robots.txt`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        ...serverEnv,
        PORT: String(DEALER_DOWN_PORT),
        SITE_URL: `http://localhost:${DEALER_DOWN_PORT}`,
        DEALER_API_URL: "http://127.0.0.1:9",
        DEALER_DB_FILE: `.data/e2e-${DEALER_DOWN_PORT}-unused.sqlite`,
        DATABASE_URL: "",
        DEALER_API_TIMEOUT_MS: "2000",
      },
      stdout: "ignore",
      stderr: "ignore",
    },
  ],
});
