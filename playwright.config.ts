import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const DEALER_DOWN_PORT = PORT + 1;
/** The e2e site's settings: tests that read its dealer database directly (tests/e2e/dealer-api.ts) use them too. */
export const serverEnv = {
  NODE_ENV: "production",
  SESSION_SECRET: "e2e-only-secret-e2e-only-secret-e2e-only",
  DEALER_DB_FILE: `.data/e2e-${PORT}.sqlite`,
  SEED_TODAY: "2026-11-01",
  SEED: "20261101",
  // Each test says which visitor it is (X-Forwarded-For), as a proxy would: its own allowance of form posts.
  TRUST_PROXY: "1",
  // Parallel tests hold many cars at once; the cap on unpaid holds in total has its own tests (dealer-api).
  UNPAID_HOLDS_LIMIT: "1000",
  // A tag-manager container: it must load only after the visitor accepts cookies (cookie-consent.spec.ts).
  GTM_ID: "GTM-E2ETEST",
};
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
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: "node tests/e2e/server.mjs",
      url: `http://localhost:${PORT}/healthcheck`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { ...serverEnv, PORT: String(PORT), SITE_URL: `http://localhost:${PORT}` },
      stdout: "ignore",
      stderr: "pipe",
    },
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
