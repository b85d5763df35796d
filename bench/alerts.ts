/**
 * The alert job at scale (issue 36; docs/decisions/333-alert-job.md): 1,000 instant saved searches of one customer
 * (realistic filter combinations, bench/combinations.ts, each watching from 1,000 cars below the newest) and one
 * search of every car watching from 0 (every car new to it: the whole stock), on a copy of the bench database. Times
 * one run at the defaults (200 searches a frequency), the run after it, the one search of every car alone, and a run
 * of all 1,001 at once; counts the e-mails written. Nothing is sent (no SMTP).
 *   npx tsx bench/alerts.ts [--cars 100000]
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { filterOptionsAnswer } from "@contract/vehicle";
import { runAlerts } from "../dealer-api/alerts/run";
import { canonicalStockQuery } from "../dealer-api/saved-searches/canonical";
import { latestVehicleId } from "../dealer-api/saved-searches/new-since";
import { realisticSearches } from "./combinations";
import { benchDatabase, benchToday, openBenchApi } from "./database";

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const cars = argument("cars", 100_000);
const source = await benchDatabase(cars);
const dir = mkdtempSync(join(tmpdir(), "bench-alerts-"));
const file = join(dir, "dealer.sqlite");
copyFileSync(source.file, file);
const api = await openBenchApi(file, cars);
try {
  const { db } = api;
  const options = filterOptionsAnswer.parse(
    await (await api.app.request("/api/v2/vehicle-search-filter?min_images=1")).json(),
  ).data;
  const now = new Date("2026-12-01T09:00:00Z");
  const { id: customerId } = await db
    .insertInto("customers")
    .values({
      email: "bench.alerts@example.com",
      first_name: "Bench",
      last_name: "Alerts",
      telephone: "07700 900000",
      password_hash: "scrypt$unused",
      created_at: now.toISOString(),
      confirmed_at: now.toISOString(),
      password_changed_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const latest = await latestVehicleId(db);
  const row = (stockQuery: string, watermark: number, minutesAgo: number) => {
    const at = new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    return {
      id: randomUUID(),
      customer_id: customerId,
      name: "Bench search",
      site_query: "",
      stock_query: stockQuery,
      alerts: "instant" as const,
      seen_vehicle_id: watermark,
      alerted_vehicle_id: watermark,
      last_alerted_at: null,
      created_at: at,
      updated_at: at,
    };
  };
  // The search of every car is the longest waiting: the first run takes it.
  const rows = [
    row("", 0, 2_000),
    ...realisticSearches(options, 1_000, 20261101).map((search, n) =>
      row(canonicalStockQuery(search.filters.toString()), latest - 1_000, 1_000 - n),
    ),
  ];
  for (let from = 0; from < rows.length; from += 200)
    await db
      .insertInto("saved_searches")
      .values(rows.slice(from, from + 200))
      .execute();
  const base = {
    siteUrl: "https://cars.example",
    secret: "bench-secret-of-at-least-thirty-two-characters",
    today: new Date(`${benchToday}T12:00:00Z`),
  };
  const timed = async (label: string, options: Parameters<typeof runAlerts>[1]) => {
    const started = performance.now();
    const report = await runAlerts(db, options);
    const ms = performance.now() - started;
    console.info(
      `${label}: ${ms.toFixed(0)} ms, ${report.searches} searches, ${report.searchEmails} e-mails ` +
        `(${(ms / Math.max(1, report.searches)).toFixed(1)} ms a search)`,
    );
    return report;
  };
  // The stock index is built once per process (about half a second at 100 000 cars): not a run's cost.
  await timed("warm-up (no search due yet)", { ...base, now: new Date(now.getTime() - 3_000 * 60_000) });
  await timed("run 1, defaults (200 searches; the first matches every car)", { ...base, now });
  await timed("run 2, defaults (the next 200)", { ...base, now: new Date(now.getTime() + 60_000) });
  const matches = await db
    .selectFrom("outbox")
    .select("subject")
    .where("to_address", "=", "bench.alerts@example.com")
    .orderBy("id")
    .executeTakeFirst();
  console.info(`the search of every car: "${matches?.subject}"`);
  // Every search again from its watermark, all 1,001 in one run.
  await db
    .updateTable("saved_searches")
    .set({ alerted_vehicle_id: latest - 1_000, last_alerted_at: null })
    .execute();
  await db
    .updateTable("saved_searches")
    .set({ alerted_vehicle_id: 0 })
    .where("id", "=", rows[0].id)
    .execute();
  await db.deleteFrom("outbox").execute();
  await timed("one run of all 1,001 searches (searchesPerRun 1,001)", {
    ...base,
    now: new Date(now.getTime() + 2 * 60_000),
    searchesPerRun: 1_001,
  });
} finally {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
}
