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
/** The dealer database of the site on `port`, which tests read directly (tests/e2e/dealer-api.ts). */
export function dealerDatabaseFile(port: number): string {
  return `.data/e2e-${port}.sqlite`;
}
/** This worker's dealer database: Playwright gives each worker process its TEST_PARALLEL_INDEX. */
export function workerDatabaseFile(): string {
  return dealerDatabaseFile(sitePort(Number(process.env.TEST_PARALLEL_INDEX ?? 0)));
}
/** The e2e sites' settings. */
export const serverEnv = {
  NODE_ENV: "production",
  SESSION_SECRET: "e2e-only-secret-e2e-only-secret-e2e-only",
  SEED_TODAY: "2026-11-01",
  SEED: "20261101",
  // Each test says which visitor it is (X-Forwarded-For), as a proxy would: its own allowance of form posts.
  TRUST_PROXY: "1",
  // Parallel tests hold many cars at once; the cap on unpaid holds in total has its own tests (dealer-api).
  UNPAID_HOLDS_LIMIT: "1000",
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
const chromiumPath =
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
  // A test that passes only on its retry is reported as flaky (the run's summary names it). Failing the run on it
  // (failOnFlakyTests) waits until the races it found are fixed: docs/decisions/202-test-suite-under-load.md.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: process.env.E2E_FAIL_ON_FLAKY === "1",
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
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
    { name: "no-js", use: { javaScriptEnabled: false } },
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
          DEALER_DB_FILE: dealerDatabaseFile(port),
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
        DEALER_API_TIMEOUT_MS: "2000",
      },
      stdout: "ignore",
      stderr: "ignore",
    },
  ],
});
