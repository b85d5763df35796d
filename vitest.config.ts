import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";

/** Tests of rules, routes and the dealer API: no DOM, no replaced modules. */
const RULES = ["app/**/*.test.ts", "dealer-api/**/*.test.ts", "tests/unit/**/*.test.ts"];
/** Tests that render components (Testing Library). */
const COMPONENTS = ["app/**/*.test.tsx", "tests/unit/**/*.test.tsx"];
/** Files that replace a module with vi.mock, which needs a module graph of their own. */
const ISOLATED = ["app/routes/select-dealer.test.ts"];

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@contract": fileURLToPath(new URL("./dealer-api/contract", import.meta.url)),
    },
  },
  test: {
    globals: true,
    environment: "node",
    testTimeout: 20000,
    // Test files run in worker threads, one per core. Vitest's default leaves one core free (one worker on a 2-core
    // machine) and starts a process per worker: on this 2-core machine the unit tests took 140 s that way, 92 s this way
    // (docs/benchmarks.md, "The test suite").
    pool: "threads",
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        // Tests of rules and routes share a worker's modules from file to file: each file opens its own dealer
        // database, and starts with none of the site's kept answers (tests/unit/setup-each-file.ts). Loading the dealer API and the
        // site's modules once per worker instead of once per file takes the unit tests from 115 s to 67 s here
        // (docs/benchmarks.md, "The unit tests without isolation between files").
        extends: true,
        test: {
          name: "rules",
          include: RULES,
          exclude: ISOLATED,
          pool: "threads",
          setupFiles: ["tests/unit/setup-each-file.ts"],
        },
      },
      {
        // Components render into a DOM of their own and a file may replace a module (vi.mock): each file in a fresh
        // module graph, as Vitest does by default. In a VM context of a worker thread (Vitest's vmThreads pool) rather
        // than a process of its own (forks): 19 files in 13 s and 21 CPU-s instead of 22 s and 36 (docs/benchmarks.md,
        // "One page per worker").
        extends: true,
        test: { name: "components", include: [...COMPONENTS, ...ISOLATED], pool: "vmThreads" },
      },
    ],
  },
});
