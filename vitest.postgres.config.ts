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
    include: ["dealer-api/**/*.test.ts"],
    globalSetup: ["dealer-api/test-postgres-global.ts"],
  },
});
