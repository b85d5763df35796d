import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "dealer-api/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20000,
  },
});
