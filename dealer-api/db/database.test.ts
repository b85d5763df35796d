import { describe, expect, it } from "vitest";
import { databaseConfigFromEnv } from "./database";
import { dealerApiOptionsFromEnv } from "../setup";

/** An environment of just these variables. */
const env = (vars: Record<string, string> = {}): NodeJS.ProcessEnv => ({ NODE_ENV: "test", ...vars });

describe("the database's address from the environment", () => {
  it("is the SQLite file by default, or DEALER_DB_FILE", () => {
    expect(databaseConfigFromEnv(env())).toEqual({ url: ".data/dealer.sqlite", poolMax: 10 });
    expect(databaseConfigFromEnv(env({ DEALER_DB_FILE: "/var/dealer.sqlite" })).url).toBe(
      "/var/dealer.sqlite",
    );
  });

  it("is the PostgreSQL server DATABASE_URL names, with its pool's size", () => {
    const server = {
      DATABASE_URL: "postgresql://dealer:secret@db.internal:5432/dealer",
      DATABASE_POOL_MAX: "4",
    };
    expect(databaseConfigFromEnv(env(server))).toEqual({ url: server.DATABASE_URL, poolMax: 4 });
    expect(dealerApiOptionsFromEnv(env({ ...server, SEED_TODAY: "2026-11-23" })).databaseUrl).toBe(
      server.DATABASE_URL,
    );
    expect(dealerApiOptionsFromEnv(env({ SEED_TODAY: "2026-11-23" })).databaseUrl).toBeUndefined();
  });

  it.each([
    "mysql://dealer@db/dealer",
    "dealer.sqlite",
    "sqlite:///var/dealer.sqlite",
    "postgres://",
    "postgres:/db",
  ])(
    "refuses DATABASE_URL=%s rather than opening a SQLite file by that name, without repeating it",
    (url) => {
      const start = () =>
        databaseConfigFromEnv(env({ DATABASE_URL: url.replace("dealer@", "dealer:secret@") }));
      expect(start).toThrow(/DATABASE_URL must be a PostgreSQL address/);
      expect(start).not.toThrow(/secret/);
      expect(() => dealerApiOptionsFromEnv(env({ DATABASE_URL: url }))).toThrow(/DATABASE_URL/);
    },
  );

  it("refuses a pool size that is not a positive whole number", () => {
    for (const size of ["0", "-1", "2.5", "many"])
      expect(() => databaseConfigFromEnv(env({ DATABASE_POOL_MAX: size }))).toThrow(/DATABASE_POOL_MAX/);
  });
});
