import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The dealer API's tests on PostgreSQL (docs/decisions/211-postgresql.md): one throwaway server for the run, each test
 * database a fresh database on it. `npx vitest run --config vitest.postgres.config.ts [files]`.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One project: the dealer API's tests, which share a worker's modules from file to file as in `npm run test:unit`.
    projects: undefined,
    include: ["dealer-api/**/*.test.ts"],
    globalSetup: ["dealer-api/test-postgres-global.ts"],
  },
});
