/**
 * Latency of the dealer API's search and filter-option counts over many different, realistic filter combinations,
 * called in process (`app.fetch`, as the site calls it by default).
 *   npx tsx bench/search.ts [--cars 100000] [--searches 400] [--reseed]
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { filterOptionsAnswer } from "@contract/vehicle";
import type { DealerApi } from "../dealer-api/setup";
import { stockIndex } from "../dealer-api/stock/stock-index-store";
import type { StockIndex } from "../dealer-api/stock/stock-index";
import { realisticSearches } from "./combinations";
import { benchDatabase, openBenchApi, type BenchDatabase } from "./database";
import { latency, ms, table, type Latency } from "./stats";

export interface SearchLatency {
  database: BenchDatabase;
  /** The first call: reads the cars, builds the index and counts. */
  firstCallMs: number;
  /** A repeated question (the home page's), answered from the kept answers. */
  repeatedMs: number;
  indexMb: { typedArrays: number; searchText: number; heapGrowth: number };
  /** The first free-text search: it reads every car's text into the index. */
  firstTextSearchMs: number;
  /** Free-text searches as the header's suggestions ask them (5 cars each), every term different. */
  textSearch: Timing;
  search: Timing;
  filterOptions: Timing;
  /** Both calls of one results page, one after the other. */
  resultsPage: Timing;
  /**
   * The one call the site's results page makes (GET /api/results-page, docs/decisions/334-page-shaped-answers.md): the
   * same search and counts, and the page's cars priced on the search's finance basis.
   */
  sitePage: Timing;
  memory: Memory;
}

/**
 * The resident memory the dealer API may add to its process under this benchmark, at its peak, in MB: 100 MB plus
 * 0.6 KB a car (160 MB at 100 000 cars, 400 MB at 500 000). What does not grow with the stock: SQLite's page cache (at
 * most 16 MB a connection), the heap V8 grows while the index is read at start-up and keeps for a while, and the kept
 * answers. A car: about 100 bytes of index (typed arrays), 9 bytes for each of the 6 finance bases whose payments are
 * kept, about 70 bytes of free-text index once a free-text search has asked for it (stock/text-index.ts; its text is
 * read a part at a time to build it, never all at once), and its columns' values while the index is built from them.
 * Measured in docs/benchmarks.md ("Memory", "National scale").
 */
export const residentGrowthBoundMb = (cars: number) => 100 + (cars * 0.6) / 1000;

/** The process's memory in MB (resident: what the operating system holds for it; heap: V8's live objects). */
export interface Memory {
  /** Before the dealer API opened: Node, tsx and the modules loaded. */
  before: number;
  /** After the 400 results pages, and after the free-text searches (which read every car's text). */
  afterResultsPages: number;
  afterTextSearches: number;
  /** The highest resident size from opening the dealer API to the end (VmHWM, reset when it opened). */
  peak: number;
  /** The dealer API's share: the peak less the process before it opened, and the bound it keeps to. */
  growth: number;
  bound: number;
  /** V8's heap in use and the typed arrays' memory outside it, after a full collection at the end. */
  heapUsed: number;
  arrayBuffers: number;
}

/** Wall-clock time, and the CPU time this process spent (which other work on the machine disturbs far less). */
export interface Timing {
  wall: Latency;
  cpu: Latency;
}

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
const heapMb = () => {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1e6;
};

const mb = (bytes: number) => bytes / 1e6;
const residentMb = () => mb(process.memoryUsage.rss());
/**
 * Linux keeps the process's highest resident size (VmHWM in /proc/self/status) and lets the process reset it (writing 5
 * to /proc/self/clear_refs), so the peak can be taken from the moment the dealer API opens, without seeding's. Elsewhere
 * the peak is the process's lifetime maximum.
 */
function resetPeakResident() {
  if (existsSync("/proc/self/clear_refs")) writeFileSync("/proc/self/clear_refs", "5");
}
function peakResidentMb(): number {
  const status = existsSync("/proc/self/status") ? readFileSync("/proc/self/status", "utf8") : "";
  const kilobytes = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return kilobytes ? Number(kilobytes) / 1e3 : process.resourceUsage().maxRSS / 1e3;
}

interface Sample {
  wall: number;
  cpu: number;
}

async function timedJson(api: DealerApi, path: string): Promise<[Sample, unknown]> {
  const [started, cpuBefore] = [performance.now(), process.cpuUsage()];
  const response = await api.app.fetch(new Request(`http://dealer-api.internal${path}`));
  const body = await response.json();
  const cpu = process.cpuUsage(cpuBefore);
  const sample = { wall: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000 };
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return [sample, body];
}

const timing = (samples: Sample[]): Timing => ({
  wall: latency(samples.map((sample) => sample.wall)),
  cpu: latency(samples.map((sample) => sample.cpu)),
});

function indexFootprint(index: StockIndex) {
  // A Set: the price and mileage columns are also sort values.
  const arrays = new Set<ArrayBufferView>([
    index.ids,
    index.slots,
    index.offsets,
    index.price,
    index.cashPrice,
    index.odometer,
    ...Object.values(index.sortValues),
    ...Object.values(index.orders),
    ...index.countPacks.map((pack) => pack.cells),
    index.work.fails,
    index.work.rows,
  ]);
  const typedArrays = [...arrays].reduce((bytes, array) => bytes + array.byteLength, 0);
  // V8 keeps these one byte a character plus a header of about 16 bytes.
  // The text index: its shared tokens' car lists and sets, its rare tokens' string (two bytes a character at most),
  // and the shared tokens themselves.
  const text = index.text;
  const searchText = text
    ? text.cars.reduce((bytes, cars) => bytes + cars.byteLength, 0) +
      text.rare.length * 2 +
      text.rareStarts.byteLength +
      text.shared.reduce((bytes, token) => bytes + token.length + 16, 0)
    : 0;
  return { typedArrays: typedArrays / 1e6, searchText: searchText / 1e6 };
}

/** What shoppers type into the site search: makes, models, colours, body and fuel words, equipment, and their starts. */
// prettier-ignore
const siteSearchTerms = [
  "ford", "golf gti", "red", "automatic estate", "sat nav", "bmw 3 series", "hybrid suv", "blue corsa", "diesel",
  "panoramic roof", "heated seats", "mini cooper", "white", "electric", "kia sportage", "tesla", "convertible",
  "leather", "vauxhall astra", "audi a3", "toyota yaris hybrid", "grey qashqai", "volvo", "7 seats", "skoda octavia estate",
].flatMap((term) => [term, term.slice(0, 4).trim()]).filter((term, at, all) => all.indexOf(term) === at);
const suggestions = (term: string) =>
  `/api/used-vehicles/all/search?search=${encodeURIComponent(term)}&resultsPerPage=5`;

export async function measureSearchLatency(
  cars: number,
  { searches = 400, reseed = false } = {},
): Promise<SearchLatency> {
  const database = await benchDatabase(cars, { reseed });
  collectGarbage();
  const before = residentMb();
  resetPeakResident();
  const api = await openBenchApi(database.file, cars);
  try {
    const heapBefore = heapMb();
    const [firstCall, everything] = await timedJson(api, "/api/v2/vehicle-search-filter?min_images=1");
    const heapGrowth = heapMb() - heapBefore;
    const [repeated] = await timedJson(api, "/api/v2/vehicle-search-filter?min_images=1");
    const options = filterOptionsAnswer.parse(everything).data;

    // Warm the JIT on searches that are not measured (another seed), then measure each search once.
    for (const { page, filters } of realisticSearches(options, 30, 1)) {
      await timedJson(api, `/api/v2/vehicle-search?${page}`);
      await timedJson(api, `/api/v2/vehicle-search-filter?${filters}`);
    }
    const samples = { search: [] as Sample[], filterOptions: [] as Sample[], resultsPage: [] as Sample[] };
    for (const { page, filters } of realisticSearches(options, searches, 20261101)) {
      const [search] = await timedJson(api, `/api/v2/vehicle-search?${page}`);
      const [counts] = await timedJson(api, `/api/v2/vehicle-search-filter?${filters}`);
      samples.search.push(search);
      samples.filterOptions.push(counts);
      samples.resultsPage.push({ wall: search.wall + counts.wall, cpu: search.cpu + counts.cpu });
    }
    const afterResultsPages = residentMb();
    const [firstTextSearch] = await timedJson(api, suggestions("fiesta"));
    const textSamples: Sample[] = [];
    for (const term of siteSearchTerms) textSamples.push((await timedJson(api, suggestions(term)))[0]);
    const afterTextSearches = residentMb();
    // The site's one call, on searches of another seed: the same ones again would find their counts kept. After the
    // free-text searches, as before this call was measured, so that their memory figures compare with earlier runs.
    const sitePage: Sample[] = [];
    for (const { page } of realisticSearches(options, searches, 20261102))
      sitePage.push((await timedJson(api, `/api/results-page?${page}`))[0]);
    // Linux updates VmHWM from counters it syncs now and then: a sample just taken may be higher.
    const peak = Math.max(peakResidentMb(), afterResultsPages, afterTextSearches);
    collectGarbage();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    const memory: Memory = {
      before,
      afterResultsPages,
      afterTextSearches,
      peak,
      growth: peak - before,
      bound: residentGrowthBoundMb(cars),
      heapUsed: mb(heapUsed),
      arrayBuffers: mb(arrayBuffers),
    };
    return {
      database,
      firstTextSearchMs: firstTextSearch.wall,
      textSearch: timing(textSamples),
      firstCallMs: firstCall.wall,
      repeatedMs: repeated.wall,
      indexMb: { ...indexFootprint(await stockIndex(api.db)), heapGrowth },
      search: timing(samples.search),
      filterOptions: timing(samples.filterOptions),
      resultsPage: timing(samples.resultsPage),
      sitePage: timing(sitePage),
      memory,
    };
  } finally {
    await api.close();
  }
}

export function searchLatencyTable(results: SearchLatency[]): string {
  const rows = results.flatMap((result) =>
    (
      [
        ["search", result.search],
        ["filter options", result.filterOptions],
        ["both (one results page)", result.resultsPage],
        ["the site's one call (GET /api/results-page)", result.sitePage],
        ["free-text search (site search)", result.textSearch],
      ] as const
    ).map(([name, figures]) => [
      result.database.cars.toLocaleString("en-GB"),
      name,
      figures.wall.count,
      ms(figures.wall.p50),
      ms(figures.wall.p95),
      ms(figures.wall.p99),
      ms(figures.wall.max),
      ms(figures.cpu.p50),
      ms(figures.cpu.p95),
      ms(figures.cpu.p99),
    ]),
  );
  return table(
    ["cars", "call", "searches", "p50", "p95", "p99", "max", "CPU p50", "CPU p95", "CPU p99"],
    rows,
    2,
  );
}

export function searchSetupTable(results: SearchLatency[]): string {
  return table(
    [
      "cars",
      "seeding",
      "first call (builds the index)",
      "repeated call",
      "heap growth",
      "index",
      "first free-text search (reads the text)",
      "the text",
    ],
    results.map(({ database, firstCallMs, repeatedMs, indexMb, firstTextSearchMs }) => [
      database.cars.toLocaleString("en-GB"),
      database.seededMs === undefined ? "reused" : `${(database.seededMs / 1000).toFixed(1)} s`,
      ms(firstCallMs),
      ms(repeatedMs),
      `${indexMb.heapGrowth.toFixed(1)} MB`,
      `${indexMb.typedArrays.toFixed(1)} MB`,
      ms(firstTextSearchMs),
      `${indexMb.searchText.toFixed(1)} MB`,
    ]),
  );
}

export function searchMemoryTable(results: SearchLatency[]): string {
  const size = (value: number) => `${value.toFixed(0)} MB`;
  return table(
    [
      "cars",
      "resident before",
      "after the results pages",
      "after the free-text searches",
      "peak",
      "dealer API's share (peak less before)",
      "its bound",
      "heap used",
      "typed arrays",
    ],
    results.map(({ database, memory }) => [
      database.cars.toLocaleString("en-GB"),
      size(memory.before),
      size(memory.afterResultsPages),
      size(memory.afterTextSearches),
      size(memory.peak),
      `${size(memory.growth)} ${memory.growth <= memory.bound ? "(within)" : "(OVER)"}`,
      size(memory.bound),
      size(memory.heapUsed),
      size(memory.arrayBuffers),
    ]),
  );
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureSearchLatency(option("cars", 100_000), {
    searches: option("searches", 400),
    reseed: process.argv.includes("--reseed"),
  });
  console.log(
    `${searchSetupTable([result])}\n\n${searchLatencyTable([result])}\n\n${searchMemoryTable([result])}`,
  );
}
