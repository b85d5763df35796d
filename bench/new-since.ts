/**
 * Saved searches' "new since" counts (issue 36; docs/decisions/330-saved-searches.md): POST /api/saved-searches/lookup
 * of one and of ten guest searches (a guest's searches on the results page), each a realistic search
 * (bench/combinations.ts) watching from a watermark 1,000 cars below the newest, called in process (`app.fetch`, as
 * the site calls it by default). The guest searches are written straight into the bench database first, and removed
 * afterwards. `npm run bench` runs it at 100 000 cars.
 *   npx tsx bench/new-since.ts [--cars 100000] [--requests 200]
 */
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { filterOptionsAnswer } from "@contract/vehicle";
import { savedSearchListAnswer } from "@contract/saved-searches";
import { canonicalStockQuery } from "../dealer-api/saved-searches/canonical";
import { latestVehicleId } from "../dealer-api/saved-searches/new-since";
import { realisticSearches } from "./combinations";
import { benchDatabase, openBenchApi } from "./database";
import { latency, ms, table, type Latency } from "./stats";

export interface NewSinceLatency {
  cars: number;
  /** One search counted per request. */
  one: Latency;
  /** Ten searches counted per request (the most one request carries). */
  ten: Latency;
}

/** The name of the guest searches the bench writes, so that it removes only its own. */
const BENCH_NAME = "bench/new-since.ts";

export async function measureNewSince(cars: number, { requests = 200 } = {}): Promise<NewSinceLatency> {
  const database = await benchDatabase(cars);
  const api = await openBenchApi(database.file, cars);
  try {
    const options = filterOptionsAnswer.parse(
      await (await api.app.request("/api/v2/vehicle-search-filter?min_images=1")).json(),
    ).data;
    const watermark = Math.max(0, (await latestVehicleId(api.db)) - 1_000);
    const at = new Date().toISOString();
    /** Guest searches (no customer) of these filters, stored as POST /api/saved-searches stores them: their ids. */
    const guestSearches = async (filters: URLSearchParams[]) => {
      const rows = filters.map((search) => ({
        id: randomUUID(),
        customer_id: null,
        name: BENCH_NAME,
        site_query: "",
        stock_query: canonicalStockQuery(search.toString()),
        alerts: "off" as const,
        seen_vehicle_id: watermark,
        alerted_vehicle_id: watermark,
        last_alerted_at: null,
        created_at: at,
        updated_at: at,
      }));
      for (let from = 0; from < rows.length; from += 200)
        await api.db
          .insertInto("saved_searches")
          .values(rows.slice(from, from + 200))
          .execute();
      return rows.map((row) => row.id);
    };
    const post = async (ids: string[]) => {
      const started = performance.now();
      const response = await api.app.request("/api/saved-searches/lookup", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ids }),
      });
      const body = await response.json();
      if (response.status !== 200) throw new Error(`lookup: ${response.status} ${JSON.stringify(body)}`);
      const found = savedSearchListAnswer.parse(body).data;
      if (found.length !== ids.length)
        throw new Error(`lookup: ${found.length} of ${ids.length} searches found`);
      return performance.now() - started;
    };
    const searches = await guestSearches(
      realisticSearches(options, requests * 10, 20261101).map((search) => search.filters),
    );
    // Warm the JIT on searches that are not measured (another seed).
    for (const id of await guestSearches(realisticSearches(options, 30, 1).map((search) => search.filters)))
      await post([id]);
    const one: number[] = [];
    const ten: number[] = [];
    for (let at = 0; at < requests; at++) one.push(await post([searches[at]]));
    for (let at = 0; at < requests; at++) ten.push(await post(searches.slice(at * 10, at * 10 + 10)));
    return { cars, one: latency(one), ten: latency(ten) };
  } finally {
    await api.db
      .deleteFrom("saved_searches")
      .where("customer_id", "is", null)
      .where("name", "=", BENCH_NAME)
      .execute();
    await api.close();
  }
}

export function newSinceTable(results: NewSinceLatency[]): string {
  return table(
    ["cars", "searches a request", "requests", "p50", "p95", "p99", "max"],
    results.flatMap(({ cars, one, ten }) =>
      (
        [
          [1, one],
          [10, ten],
        ] as const
      ).map(([count, timing]) => [
        cars.toLocaleString("en-GB"),
        count,
        timing.count,
        ms(timing.p50),
        ms(timing.p95),
        ms(timing.p99),
        ms(timing.max),
      ]),
    ),
    0,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const option = (name: string, fallback: number) => {
    const at = process.argv.indexOf(`--${name}`);
    return at === -1 ? fallback : Number(process.argv[at + 1]);
  };
  const result = await measureNewSince(option("cars", 100_000), { requests: option("requests", 200) });
  console.log(newSinceTable([result]));
}
