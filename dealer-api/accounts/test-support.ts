import { Hono } from "hono";
import { migrateToLatest } from "../db/migrate";
import { openTestDatabase, rawSqlite, seedStockAndContent } from "../test-postgres";
import { reservationRoutes } from "../reservations/routes";
import { clickCollectRoutes } from "../click-collect/routes";
import type { RateLimit } from "../forms/rate-limit";
import { accountRoutes } from "./routes";
import { defaultAccountLimits, type AccountLimits } from "./limits";
import { seedDemoCustomer } from "./seed";

/** Monday 23 November 2026, 10:00 UTC. */
export const TEST_NOW = new Date("2026-11-23T10:00:00Z");
export const SITE_URL = "https://site.test";

/**
 * A fresh dealer database (SQLite in memory, or PostgreSQL under `vitest.postgres.config.ts`; a small stock, the content with its branches, the demo customer) with the account,
 * click-and-collect and reservation routes over it, and a clock the test can move.
 */
export async function accountsForTests({
  limits = defaultAccountLimits,
  limit = { max: 1000, windowMinutes: 10, holdsPerClient: 1000, holdsPerCarPerDay: 1000, lookups: 1000 },
}: { limits?: AccountLimits; limit?: RateLimit } = {}) {
  const opened = await openTestDatabase();
  const { db } = opened;
  const sqlite = rawSqlite(opened);
  await migrateToLatest(db);
  await seedStockAndContent(opened, { count: 120, seed: 20261101, today: TEST_NOW });
  await seedDemoCustomer(db, TEST_NOW);
  let clock = TEST_NOW;
  const now = () => clock;
  const app = new Hono();
  app.route("/", accountRoutes({ db, now, limits, siteUrl: SITE_URL }));
  app.route("/", clickCollectRoutes({ db, now, today: () => TEST_NOW, limit }));
  app.route("/", reservationRoutes({ db, now, limit }));
  const call = async (
    method: "GET" | "POST" | "PUT",
    path: string,
    { body, token, client = "203.0.113.5" }: { body?: unknown; token?: string; client?: string } = {},
  ) => {
    const headers: Record<string, string> = { "Content-Type": "application/json", "X-Client-Id": client };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  /** The newest e-mail to the address, and the token at the end of its link. */
  const lastMail = async (to: string) => {
    const mail = await db
      .selectFrom("outbox")
      .selectAll()
      .where("to_address", "=", to)
      .orderBy("id", "desc")
      .executeTakeFirst();
    const token = mail?.body_text.match(
      /\/(?:account\/confirm|click-collect\/password-reset)\/([A-Za-z0-9_-]+)/,
    )?.[1];
    return { mail, token };
  };
  const t = {
    db,
    sqlite,
    app,
    now,
    setNow: (instant: Date) => {
      clock = instant;
    },
    later: (minutes: number) => {
      clock = new Date(clock.getTime() + minutes * 60_000);
    },
    call,
    post: (path: string, body?: unknown, options: { token?: string; client?: string } = {}) =>
      call("POST", path, { ...options, body }),
    get: (path: string, token?: string) => call("GET", path, { token }),
    put: (path: string, body: unknown, token?: string) => call("PUT", path, { body, token }),
    lastMail,
    /** Registers and confirms an account; answers its login token. */
    signUp: async (email: string, password = "correct horse battery staple") => {
      const registered = await call("POST", "/api/v2/contact/auth/register", {
        body: { first_name: "Sam", last_name: "Lee", email, password, telephone: "07700 900111" },
        client: `signup-${email}`,
      });
      if (registered.status !== 202) throw new Error(`register: ${JSON.stringify(registered.body)}`);
      const { token } = await lastMail(email);
      const confirmed = await call("POST", "/api/v2/contact/auth/confirm", { body: { token } });
      if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`);
      return confirmed.body.data.access_token as string;
    },
    logIn: async (email: string, password: string) => {
      const answer = await call("POST", "/api/v2/contact/auth/login", { body: { email, password } });
      if (answer.status !== 200) throw new Error(`login: ${JSON.stringify(answer.body)}`);
      return answer.body.data.access_token as string;
    },
  };
  return t;
}
