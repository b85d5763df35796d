/**
 * Saved searches' "new since" counts (issue 36; docs/decisions/330-saved-searches.md): POST /api/saved-searches/counts
 * with one and with ten realistic searches (bench/combinations.ts), each above a watermark 1,000 cars below the newest,
 * called in process (`app.fetch`, as the site calls it by default). `npm run bench` runs it at 100 000 cars.
 *   npx tsx bench/new-since.ts [--cars 100000] [--requests 200]
 */
import { pathToFileURL } from "node:url";
import { filterOptionsAnswer } from "@contract/vehicle";
import { savedSearchCountsAnswer } from "@contract/saved-searches";
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

export async function measureNewSince(cars: number, { requests = 200 } = {}): Promise<NewSinceLatency> {
  const database = await benchDatabase(cars);
  const api = await openBenchApi(database.file, cars);
  try {
    const options = filterOptionsAnswer.parse(
      await (await api.app.request("/api/v2/vehicle-search-filter?min_images=1")).json(),
    ).data;
    const post = async (searches: URLSearchParams[], watermark: number) => {
      const started = performance.now();
      const response = await api.app.request("/api/saved-searches/counts", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          searches: searches.map((filters) => ({
            stock_query: filters.toString(),
            seen_vehicle_id: watermark,
          })),
        }),
      });
      const body = await response.json();
      if (response.status !== 200) throw new Error(`counts: ${response.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, answer: savedSearchCountsAnswer.parse(body).data };
    };
    const { answer } = await post([], 0);
    const watermark = Math.max(0, answer.latest_vehicle_id - 1_000);
    const searches = realisticSearches(options, requests * 10, 20261101).map((search) => search.filters);
    // Warm the JIT on searches that are not measured (another seed).
    for (const { filters } of realisticSearches(options, 30, 1)) await post([filters], watermark);
    const one: number[] = [];
    const ten: number[] = [];
    for (let at = 0; at < requests; at++) one.push((await post([searches[at]], watermark)).ms);
    for (let at = 0; at < requests; at++)
      ten.push((await post(searches.slice(at * 10, at * 10 + 10), watermark)).ms);
    return { cars, one: latency(one), ten: latency(ten) };
  } finally {
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
