import { Hono } from "hono";
import { migrateToLatest } from "../db/migrate";
import { openTestDatabase, rawSqlite, seedStockAndContent } from "../test-postgres";
import { findForm } from "../content/form-routes";
import type { FormDefinition } from "../contract/forms";
import { addDays, ukToday } from "../contract/form-rules";
import { formSubmitRoutes } from "./routes";
import { reservationRoutes } from "../reservations/routes";
import type { RateLimit } from "./rate-limit";

export const TEST_NOW = new Date("2026-11-23T10:00:00Z");

/**
 * A fresh dealer database (stock and content seeded; SQLite in memory, or PostgreSQL under `vitest.postgres.config.ts`) with the form-submit and reservation routes over it, and a
 * clock the test can move.
 */
export async function formsForTests({
  limit = { max: 1000, windowMinutes: 10, holdsPerClient: 1000, holdsPerCarPerDay: 1000, lookups: 1000 },
}: { limit?: RateLimit } = {}) {
  const opened = await openTestDatabase();
  const { db } = opened;
  const sqlite = rawSqlite(opened);
  await migrateToLatest(db);
  await seedStockAndContent(opened, { count: 80, seed: 20261101, today: TEST_NOW });
  let clock = TEST_NOW;
  const now = () => clock;
  const app = new Hono();
  app.route("/", formSubmitRoutes({ db, now, limit }));
  app.route("/", reservationRoutes({ db, now, limit }));
  const call = async (method: "GET" | "POST", path: string, body?: unknown, client = "203.0.113.7") => {
    const response = await app.request(path, {
      method,
      headers: { "Content-Type": "application/json", "X-Client-Id": client },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return {
    db,
    sqlite,
    app,
    setNow: (instant: Date) => {
      clock = instant;
    },
    get: (path: string) => call("GET", path),
    post: (path: string, body: unknown, client?: string) => call("POST", path, body, client),
    form: async (id: number): Promise<FormDefinition> => {
      const form = await findForm(db, id);
      if (!form) throw new Error(`No form ${id}`);
      return form;
    },
    /** A car for sale, for reservations. */
    vehicleForSale: async (offset = 0) =>
      db
        .selectFrom("vehicles")
        .select(["id", "slug", "vrm"])
        .where("status", "=", "FOR_SALE_RETAIL")
        .orderBy("id")
        .offset(offset)
        .limit(1)
        .executeTakeFirstOrThrow(),
  };
}

const GOOD: Record<string, string> = {
  first_name: "Jane",
  last_name: "Smith-Jones",
  email: "jane.smith@example.com",
  telephone: "07700 900982",
  address_1: "1 High Street",
  town_city: "Leeds",
  post_code: "LS11 8BU",
};

/** Answers that pass every rule of the definition, as the site would post them. */
export function goodAnswers(
  definition: FormDefinition,
  today = ukToday(TEST_NOW),
): Record<string, string | boolean> {
  const answers: Record<string, string | boolean> = {};
  for (const field of definition.fields) {
    if (GOOD[field.name]) answers[field.name] = GOOD[field.name];
    else if (field.type === "date") answers[field.name] = addDays(today, 3);
    else if (field.type === "select" || field.type === "radio") answers[field.name] = field.options[0].value;
    else if (field.type === "checkbox") answers[field.name] = false;
    else answers[field.name] = "Is it still available?";
  }
  return answers;
}
