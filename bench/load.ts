/**
 * The load generator (autocannon is not installed here), and `npm run load`: shoppers on the production build.
 *
 * As a library: `connections` workers on keep-alive sockets, each sending its next request as soon as the last answer
 * has been read, for a time. It shares the machine's cores with the server it measures, so compare figures taken
 * together (ratios), not absolutes.
 *
 * As a script: `npm run load` starts the production build in two set-ups in turn: one instance on the embedded SQLite
 * data, then two instances on one PostgreSQL database behind a small proxy (bench/cluster.ts; a throwaway server
 * unless LOAD_DATABASE_URL names a database). In each, 10, then 50, then 200 shoppers, each with its own cookies and
 * address, browse for 60 s: home, varied searches, car pages, finance changes, favourites and the odd enquiry. It
 * prints throughput, p50/p95/p99, statuses and the instances' resident memory per round, and fails on any 5xx, dropped
 * connection or exit of a site's process.
 *   npm run load [-- --setup sqlite|postgres|both --shoppers 10,50,200 --seconds 60 --cars 400 --port 3000 --build]
 *   (or LOAD_SETUP, LOAD_SHOPPERS, LOAD_SECONDS, LOAD_CARS, LOAD_PORT)
 */
import { Agent, request } from "node:http";
import { pathToFileURL } from "node:url";
import { vehicleSearchAnswer } from "@contract/vehicle";
import { createPrng, type Prng } from "../dealer-api/stock/prng";
import { searchPagePaths } from "./combinations";
import { startCluster } from "./cluster";
import { generalEnquiryForm } from "./shopper-details";
import { benchDatabase, benchSeed, benchToday, openBenchApi, type BenchDatabase } from "./database";
import {
  ensureBuilt,
  freePort,
  listenerPid,
  processAlive,
  residentMb,
  startSite,
  waitForServer,
} from "./processes";
import { latency, ms, table, type Latency } from "./stats";

export interface Throughput {
  requestsPerSecond: number;
  requests: number;
  errors: number;
  latency: Latency;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Give up (rejecting) when no complete answer has come by then. */
  timeoutMs?: number;
}

/** One request; rejects when the connection fails or is dropped before the whole answer has arrived. */
export function send(agent: Agent | false, url: URL, sent: Sent = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...sent.headers };
    if (sent.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(sent.body));
    const outgoing = request(url, { agent, method: sent.method ?? "GET", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
      response.on("aborted", () => reject(new Error("answer cut off")));
    });
    outgoing.on("error", (error) => reject(Object.assign(error, { reusedSocket: outgoing.reusedSocket })));
    if (sent.timeoutMs !== undefined) {
      outgoing.setTimeout(sent.timeoutMs, () =>
        outgoing.destroy(new Error(`no answer within ${sent.timeoutMs} ms`)),
      );
    }
    outgoing.end(sent.body);
  });
}

/** Runs `workers` loops, each starting its next step as soon as the last has finished, for `milliseconds`. */
async function loop(workers: number, milliseconds: number, step: (worker: number) => Promise<void>) {
  const started = performance.now();
  const deadline = started + milliseconds;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) await step(worker);
    }),
  );
  return performance.now() - started;
}

export interface LoadRun {
  samples: number[];
  errors: number;
  elapsed: number;
}

/** Sends requests over `urls` (taken in turn) for `milliseconds`. */
export async function runLoad(
  urls: readonly URL[],
  connections: number,
  milliseconds: number,
): Promise<LoadRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const samples: number[] = [];
  let errors = 0;
  let next = 0;
  const elapsed = await loop(connections, milliseconds, async () => {
    const url = urls[next++ % urls.length];
    const sent = performance.now();
    const status = await send(agent, url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) samples.push(performance.now() - sent);
    else errors++;
  });
  agent.destroy();
  return { samples, errors, elapsed };
}

/** Requests per second and latency over one or more runs of the same URLs. */
export function summarise(runs: readonly LoadRun[]): Throughput {
  const samples = runs.flatMap((run) => run.samples);
  const elapsed = runs.reduce((sum, run) => sum + run.elapsed, 0);
  return {
    requestsPerSecond: samples.length / (elapsed / 1000),
    requests: samples.length,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    latency: latency(samples),
  };
}

// ---- Shoppers: `npm run load` ----

/** What a shopper does next, by share of steps. */
export const SHOPPER_STEPS = {
  home: 0.13,
  search: 0.32,
  vehicle: 0.3,
  finance: 0.1,
  favourite: 0.13,
  enquiry: 0.02,
} as const;
type Step = keyof typeof SHOPPER_STEPS;

/** The cookies one shopper's browser keeps (name → value), as the site sets them. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attributes] = line.split(";");
      const equals = pair.indexOf("=");
      if (equals < 1) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, setting = ""] = attribute.split("=").map((part) => part.trim().toLowerCase());
        return (
          (key === "max-age" && Number(setting) <= 0) ||
          (key === "expires" && Date.parse(setting) < Date.now())
        );
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface ShopperTally {
  statuses: Map<number, number>;
  /** Connections refused, dropped or never answered. */
  dropped: number;
  /** Requests sent again after the server closed their kept-alive connection before reading them. */
  resent: number;
  /** Latency of every answered request (each hop of a redirect is one request), by step. */
  samples: Record<Step, number[]>;
  firstFailures: string[];
}

interface ShopperContext {
  agent: Agent;
  origin: URL;
  /** Each shopper's own address, as the load balancer in front of the site tells it (X-Forwarded-For). */
  address: (shopper: number) => string;
  searchPaths: readonly string[];
  vehicleSlugs: readonly string[];
  tally: ShopperTally;
}

/** A request as the shopper's browser makes it: its cookies sent and kept, redirects followed. */
async function browse(
  context: ShopperContext,
  shopper: Shopper,
  step: Step,
  path: string,
  form?: Record<string, string>,
): Promise<void> {
  let url = new URL(path, context.origin);
  let sent: Sent | undefined = form
    ? {
        method: "POST",
        body: new URLSearchParams(form).toString(),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: context.origin.origin,
          "Sec-Fetch-Site": "same-origin",
        },
      }
    : undefined;
  for (let hop = 0; hop < 5; hop++) {
    const started = performance.now();
    const headers: Record<string, string> = {
      Accept: "text/html",
      "X-Forwarded-For": context.address(shopper.index),
      ...sent?.headers,
    };
    const cookie = shopper.jar.header();
    if (cookie) headers.Cookie = cookie;
    let answer: Answer;
    try {
      answer = await send(context.agent, url, { ...sent, headers, timeoutMs: 60_000 }).catch((error) => {
        // A kept-alive connection the server closed just as the request went out: a browser sends the request again
        // on a new connection (the server never read it), and so does the shopper, once.
        if (!(error.reusedSocket && error.code === "ECONNRESET")) throw error;
        context.tally.resent++;
        return send(false, url, { ...sent, headers, timeoutMs: 60_000 });
      });
    } catch (error) {
      context.tally.dropped++;
      if (context.tally.firstFailures.length < 5)
        context.tally.firstFailures.push(
          `${sent?.method ?? "GET"} ${url.pathname}${url.search}: ${error} after ${(performance.now() - started).toFixed(0)} ms`,
        );
      return;
    }
    context.tally.samples[step].push(performance.now() - started);
    context.tally.statuses.set(answer.status, (context.tally.statuses.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500 && context.tally.firstFailures.length < 5)
      context.tally.firstFailures.push(
        `${sent?.method ?? "GET"} ${url.pathname}${url.search}: ${answer.status}`,
      );
    shopper.jar.store(answer.headers["set-cookie"]);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status > 399 || typeof location !== "string") return;
    url = new URL(location, url);
    if (url.origin !== context.origin.origin) return;
    sent = undefined; // 301, 302 and 303 are followed with a GET
  }
}

interface Shopper {
  index: number;
  prng: Prng;
  jar: CookieJar;
  saved: Set<string>;
}

const FINANCE_CHOICES = {
  deposit: [0, 1000, 2500, 5000],
  term: [24, 36, 48, 60],
  mileage: [6000, 10000, 15000],
};

async function shopperStep(context: ShopperContext, shopper: Shopper) {
  const { prng } = shopper;
  const roll = prng.next();
  let step: Step = "favourite";
  let bound = 0;
  for (const [name, share] of Object.entries(SHOPPER_STEPS) as [Step, number][]) {
    bound += share;
    if (roll < bound) {
      step = name;
      break;
    }
  }
  if (step === "home") return browse(context, shopper, step, "/");
  if (step === "search") return browse(context, shopper, step, prng.pick(context.searchPaths));
  const slug = prng.pick(context.vehicleSlugs);
  if (step === "vehicle") return browse(context, shopper, step, `/used/cars/${slug}`);
  if (step === "finance") {
    // The calculator without JavaScript: the car's page again with another deposit, term, mileage or product.
    const query = new URLSearchParams({
      finance_deposit: String(prng.pick(FINANCE_CHOICES.deposit)),
      finance_term: String(prng.pick(FINANCE_CHOICES.term)),
      finance_mileage: String(prng.pick(FINANCE_CHOICES.mileage)),
      finance_type: prng.pick(["HP", "PCP"]),
    });
    return browse(context, shopper, step, `/used/cars/${slug}?${query}`);
  }
  if (step === "enquiry") return browse(context, shopper, step, "/enquiry", generalEnquiryForm());
  // As the car page's heart button without JavaScript: post, then back to the car (Post/Redirect/Get).
  const intent = shopper.saved.has(slug) ? "remove" : "save";
  if (intent === "save") shopper.saved.add(slug);
  else shopper.saved.delete(slug);
  return browse(context, shopper, step, "/favourites/toggle", {
    slug,
    intent,
    redirectTo: `/used/cars/${slug}`,
  });
}

/** Up to `count` slugs of cars for sale, from the dealer API's own search. */
export async function vehicleSlugs(database: BenchDatabase, count: number): Promise<string[]> {
  const api = await openBenchApi(database.file, database.cars);
  try {
    const slugs: string[] = [];
    for (let page = 1; slugs.length < count; page++) {
      const query = new URLSearchParams({
        status: "FOR_SALE_RETAIL",
        resultsPerPage: "100",
        page: String(page),
      });
      const answer = await api.app.fetch(
        new Request(`http://dealer-api.internal/api/v2/vehicle-search?${query}`),
      );
      const cars = vehicleSearchAnswer.parse(await answer.json()).data;
      if (cars.length === 0) break;
      slugs.push(...cars.map((car) => car.slug));
    }
    return slugs.slice(0, count);
  } finally {
    await api.close();
  }
}

/** The two ways the site is run for `npm run load`. */
export const SET_UPS = {
  sqlite: "one instance on SQLite",
  postgres: "two instances on PostgreSQL",
} as const;
export type SetUp = keyof typeof SET_UPS;

/** The site as the shoppers reach it: one instance, or a cluster behind its proxy. */
interface Target {
  origin: URL;
  /** The serving process of each instance. */
  pids: (number | undefined)[];
  running(): boolean;
  output(): string;
  stop(): Promise<void>;
}

async function startTarget(setUp: SetUp, database: BenchDatabase, port?: number): Promise<Target> {
  const shared = { SEED_VEHICLES: String(database.cars), SEED: String(benchSeed), SEED_TODAY: benchToday };
  if (setUp === "postgres") {
    // The load generator stands for the load balancer in front of the cluster's proxy: two hops to believe.
    const cluster = await startCluster({
      instances: 2,
      port,
      cars: database.cars,
      databaseUrl: process.env.LOAD_DATABASE_URL || undefined,
      env: { TRUST_PROXY: "2" },
    });
    return {
      origin: cluster.origin,
      pids: cluster.pids,
      running: () => cluster.instances.every((instance) => instance.running()),
      output: () => cluster.instances.map((instance) => instance.output()).join("\n"),
      stop: () => cluster.stop(),
    };
  }
  const sitePort = port ?? (await freePort());
  // The load generator stands for the load balancer in front of the site: one hop to believe.
  const site = startSite(sitePort, { DEALER_DB_FILE: database.file, TRUST_PROXY: "1", ...shared });
  await waitForServer(site, `http://127.0.0.1:${sitePort}/healthcheck`);
  return {
    origin: new URL(`http://127.0.0.1:${sitePort}`),
    pids: [listenerPid(site, sitePort)],
    running: () => site.running(),
    output: () => site.output(),
    stop: () => site.stop(),
  };
}

export interface ShopperLoad {
  setUp: SetUp;
  shoppers: number;
  seconds: number;
  cars: number;
  requests: number;
  requestsPerSecond: number;
  statuses: Map<number, number>;
  serverErrors: number;
  dropped: number;
  resent: number;
  latency: Latency;
  bySteps: Record<Step, Latency>;
  exits: string[];
  /** The instances' resident memory together, after the run, and the sum of each one's peak (VmHWM). */
  memoryAfterMb?: number;
  memoryPeakMb?: number;
  firstFailures: string[];
}

const sumOf = (values: (number | undefined)[]) =>
  values.some((value) => value === undefined)
    ? undefined
    : values.reduce((sum = 0, value) => sum + value!, 0);

/** `shoppers` shoppers, each with its own cookies and address, browsing the target for `seconds`. */
async function shop(
  target: Target,
  setUp: SetUp,
  { shoppers, seconds, cars }: { shoppers: number; seconds: number; cars: number },
  { searchPaths, slugs }: { searchPaths: readonly string[]; slugs: readonly string[] },
  round: number,
): Promise<ShopperLoad> {
  const agent = new Agent({ keepAlive: true, maxSockets: shoppers });
  try {
    const tally: ShopperTally = {
      statuses: new Map(),
      dropped: 0,
      resent: 0,
      samples: { home: [], search: [], vehicle: [], finance: [], favourite: [], enquiry: [] },
      firstFailures: [],
    };
    const context: ShopperContext = {
      agent,
      origin: target.origin,
      // Documentation addresses (RFC 5737), a new one per shopper and round, so each has its own form allowance.
      address: (shopper) => `198.${18 + (round % 2)}.${Math.floor(shopper / 250)}.${(shopper % 250) + 1}`,
      searchPaths,
      vehicleSlugs: slugs,
      tally,
    };
    const people: Shopper[] = Array.from({ length: shoppers }, (_, index) => ({
      index,
      prng: createPrng(benchSeed + round * 1000 + index),
      jar: new CookieJar(),
      saved: new Set<string>(),
    }));
    const elapsed = await loop(shoppers, seconds * 1000, (index) => shopperStep(context, people[index]));
    const exits = target.pids.filter((pid) => !processAlive(pid)).map((pid) => `process ${pid} ended`);
    const all = Object.values(tally.samples).flat();
    const serverErrors = [...tally.statuses].reduce((sum, [status, n]) => (status >= 500 ? sum + n : sum), 0);
    return {
      setUp,
      shoppers,
      seconds,
      cars,
      requests: all.length,
      requestsPerSecond: all.length / (elapsed / 1000),
      statuses: tally.statuses,
      serverErrors,
      dropped: tally.dropped,
      resent: tally.resent,
      latency: latency(all),
      bySteps: Object.fromEntries(
        Object.entries(tally.samples).map(([step, samples]) => [step, latency(samples)]),
      ) as Record<Step, Latency>,
      exits,
      memoryAfterMb: sumOf(target.pids.map((pid) => residentMb(pid))),
      memoryPeakMb: sumOf(target.pids.map((pid) => residentMb(pid, { peak: true }))),
      firstFailures: tally.firstFailures,
    };
  } finally {
    agent.destroy();
  }
}

export interface LoadOptions {
  setUps: SetUp[];
  /** Concurrent shoppers of each round, in order, on the same running site. */
  levels: number[];
  seconds: number;
  cars: number;
  port?: number;
  build?: boolean;
}

/** Every set-up at every level of shoppers; what the site printed last when something failed. */
export async function runShoppers(
  options: LoadOptions,
): Promise<{ results: ShopperLoad[]; siteOutput: string }> {
  ensureBuilt({ force: options.build });
  const database = await benchDatabase(options.cars);
  const [searchPaths, slugs] = await Promise.all([
    searchPagePaths(database, 200),
    vehicleSlugs(database, 200),
  ]);
  const results: ShopperLoad[] = [];
  let siteOutput = "";
  for (const setUp of options.setUps) {
    const target = await startTarget(setUp, database, options.port);
    try {
      for (const [round, shoppers] of options.levels.entries()) {
        const result = await shop(target, setUp, { ...options, shoppers }, { searchPaths, slugs }, round);
        results.push(result);
        console.log(
          `${SET_UPS[setUp]}, ${shoppers} shoppers: ${result.requestsPerSecond.toFixed(0)}/s, ` +
            `p95 ${ms(result.latency.p95)}, 5xx ${result.serverErrors}, dropped ${result.dropped}`,
        );
        if (result.serverErrors || result.dropped || result.exits.length) siteOutput += target.output();
      }
    } finally {
      await target.stop();
    }
  }
  return { results, siteOutput };
}

export function shopperReport(results: readonly ShopperLoad[]): string {
  const mb = (value?: number) => (value === undefined ? "?" : `${value.toFixed(0)} MB`);
  const first = results[0];
  const summary = table(
    ["set-up", "shoppers", "requests", "per second", "p50", "p95", "p99", "5xx", "dropped", "memory (peak)"],
    results.map((result) => [
      SET_UPS[result.setUp],
      result.shoppers,
      result.requests,
      result.requestsPerSecond.toFixed(0),
      ms(result.latency.p50),
      ms(result.latency.p95),
      ms(result.latency.p99),
      result.serverErrors,
      result.dropped,
      `${mb(result.memoryAfterMb)} (${mb(result.memoryPeakMb)})`,
    ]),
  );
  const details = results.map((result) => {
    const statuses = [...result.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    const steps = (Object.keys(result.bySteps) as Step[])
      .filter((step) => result.bySteps[step].count > 0)
      .map((step) => `${step} p95 ${ms(result.bySteps[step].p95)}`)
      .join(", ");
    return [
      `- ${SET_UPS[result.setUp]}, ${result.shoppers} shoppers: statuses ${statuses}; ${steps}; ` +
        `resent after a closed kept-alive connection ${result.resent}`,
      ...result.exits.map((exit) => `  - ${exit}`),
      ...result.firstFailures.map((failure) => `  - failure: ${failure}`),
    ].join("\n");
  });
  return [
    `${first ? `${first.seconds} s per round on ${first.cars} cars; ` : ""}each hop of a redirect counted as a request`,
    "",
    summary,
    "",
    ...details,
  ].join("\n");
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const text = at === -1 ? process.env[`LOAD_${name.toUpperCase()}`] : process.argv[at + 1];
  return text === undefined || text === "" ? fallback : text;
}

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const setUpText = option("setup", "both");
  const setUps: SetUp[] = setUpText === "both" ? ["sqlite", "postgres"] : [setUpText as SetUp];
  if (!setUps.every((setUp) => setUp in SET_UPS)) throw new Error("--setup must be sqlite, postgres or both");
  const port = option("port", "");
  const { results, siteOutput } = await runShoppers({
    setUps,
    levels: option("shoppers", "10,50,200")
      .split(",")
      .map((level) => positive("shoppers", level)),
    seconds: positive("seconds", option("seconds", "60")),
    cars: positive("cars", option("cars", "400")),
    port: port ? positive("port", port) : undefined,
    build: process.argv.includes("--build"),
  });
  console.log(`\n${shopperReport(results)}`);
  const failed = results.some(
    (result) => result.serverErrors > 0 || result.dropped > 0 || result.exits.length > 0,
  );
  if (failed) console.log(`\nThe site printed last:\n${siteOutput.slice(-3000)}`);
  process.exit(failed ? 1 : 0);
}
