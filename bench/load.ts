/**
 * The load generator (autocannon is not installed here), and `npm run load`: shoppers on the production build.
 *
 * As a library: `connections` workers on keep-alive sockets, each sending its next request as soon as the last answer
 * has been read, for a time. It shares the machine's cores with the server it measures, so compare figures taken
 * together (ratios), not absolutes.
 *
 * As a script: `npm run load` starts the production build on the embedded dealer data and lets 200 shoppers, each with
 * its own cookies, browse home, searches, car pages and favourites for 60 s; it fails on any 5xx, dropped connection
 * or exit of the site's process, and reports the site's resident memory before and after.
 *   npm run load [-- --seconds 10 --shoppers 200 --cars 400 --port 3000 --build]
 *   (or LOAD_SECONDS, LOAD_SHOPPERS, LOAD_CARS, LOAD_PORT)
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { Agent, request } from "node:http";
import { pathToFileURL } from "node:url";
import { vehicleSearchAnswer } from "../dealer-api/contract/vehicle";
import { createPrng, type Prng } from "../dealer-api/stock/prng";
import { searchPagePaths } from "./combinations";
import { benchDatabase, benchSeed, benchToday, openBenchApi, type BenchDatabase } from "./database";
import {
  freePort,
  listenerPid,
  pause,
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
export const SHOPPER_STEPS = { home: 0.15, search: 0.35, vehicle: 0.35, favourite: 0.15 } as const;
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
  searchPaths: readonly string[];
  vehicleSlugs: readonly string[];
  tally: ShopperTally;
}

/** A request as the shopper's browser makes it: its cookies sent and kept, redirects followed. */
async function browse(
  context: ShopperContext,
  jar: CookieJar,
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
    const headers: Record<string, string> = { Accept: "text/html", ...sent?.headers };
    const cookie = jar.header();
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
    jar.store(answer.headers["set-cookie"]);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status > 399 || typeof location !== "string") return;
    url = new URL(location, url);
    if (url.origin !== context.origin.origin) return;
    sent = undefined; // 301, 302 and 303 are followed with a GET
  }
}

async function shopperStep(context: ShopperContext, prng: Prng, jar: CookieJar, saved: Set<string>) {
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
  if (step === "home") return browse(context, jar, step, "/");
  if (step === "search") return browse(context, jar, step, prng.pick(context.searchPaths));
  const slug = prng.pick(context.vehicleSlugs);
  if (step === "vehicle") return browse(context, jar, step, `/used/cars/${slug}`);
  // As the car page's heart button without JavaScript: post, then back to the car (Post/Redirect/Get).
  const intent = saved.has(slug) ? "remove" : "save";
  if (intent === "save") saved.add(slug);
  else saved.delete(slug);
  return browse(context, jar, step, "/favourites/toggle", {
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

export interface ShopperLoad {
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
  memoryBeforeMb?: number;
  memoryAfterMb?: number;
  /** The most the site's process held at any time (VmHWM). */
  memoryPeakMb?: number;
  firstFailures: string[];
  /** What the site printed last. */
  siteOutput: string;
}

export async function runShoppers({
  shoppers = 200,
  seconds = 60,
  cars = 400,
  port,
  build = false,
}: {
  shoppers?: number;
  seconds?: number;
  cars?: number;
  port?: number;
  build?: boolean;
}): Promise<ShopperLoad> {
  if (build || !existsSync("build/index.js") || !existsSync("build/dealer-api.js")) {
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  const database = await benchDatabase(cars);
  const [searchPaths, slugs] = await Promise.all([
    searchPagePaths(database, 200),
    vehicleSlugs(database, 200),
  ]);
  const sitePort = port ?? (await freePort());
  const origin = new URL(`http://127.0.0.1:${sitePort}`);
  const site = startSite(sitePort, {
    DEALER_DB_FILE: database.file,
    SEED_VEHICLES: String(cars),
    SEED: String(benchSeed),
    SEED_TODAY: benchToday,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: shoppers });
  try {
    await waitForServer(site, `${origin.origin}/healthcheck`);
    // The process that serves the site (npm and a shell stand between it and us).
    const pid = listenerPid(site, sitePort);
    const memoryBeforeMb = residentMb(pid);
    const tally: ShopperTally = {
      statuses: new Map(),
      dropped: 0,
      resent: 0,
      samples: { home: [], search: [], vehicle: [], favourite: [] },
      firstFailures: [],
    };
    const context: ShopperContext = { agent, origin, searchPaths, vehicleSlugs: slugs, tally };
    const people = Array.from({ length: shoppers }, (_, index) => ({
      prng: createPrng(benchSeed + index),
      jar: new CookieJar(),
      saved: new Set<string>(),
    }));
    const elapsed = await loop(shoppers, seconds * 1000, (index) => {
      const shopper = people[index];
      return shopperStep(context, shopper.prng, shopper.jar, shopper.saved);
    });
    const [memoryAfterMb, memoryPeakMb] = [residentMb(pid), residentMb(pid, { peak: true })];
    const exits: string[] = [];
    if (!processAlive(pid) || !site.running()) {
      // npm, its parent, notices a moment later.
      const ended = await Promise.race([site.exited, pause(5000).then(() => undefined)]);
      exits.push(ended ? `exit code ${ended.code}, signal ${ended.signal}` : "the serving process ended");
    }
    const all = Object.values(tally.samples).flat();
    const serverErrors = [...tally.statuses].reduce((sum, [status, n]) => (status >= 500 ? sum + n : sum), 0);
    return {
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
      memoryBeforeMb,
      memoryAfterMb,
      memoryPeakMb,
      firstFailures: tally.firstFailures,
      siteOutput: site.output(),
    };
  } finally {
    agent.destroy();
    await site.stop();
  }
}

export function shopperReport(result: ShopperLoad): string {
  const statuses = [...result.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
  const mb = (value?: number) => (value === undefined ? "unknown" : `${value.toFixed(0)} MB`);
  const rows = (Object.keys(result.bySteps) as Step[]).map((step) => {
    const figures = result.bySteps[step];
    return [step, figures.count, ms(figures.p50), ms(figures.p95), ms(figures.max)];
  });
  rows.push([
    "all",
    result.latency.count,
    ms(result.latency.p50),
    ms(result.latency.p95),
    ms(result.latency.max),
  ]);
  return [
    `${result.shoppers} shoppers for ${result.seconds} s on ${result.cars} cars: ${result.requests} requests ` +
      `(${result.requestsPerSecond.toFixed(0)}/s, each hop of a redirect counted)`,
    "",
    table(["step", "requests", "p50", "p95", "max"], rows),
    "",
    `- statuses: ${statuses}`,
    `- 5xx: ${result.serverErrors}; dropped connections: ${result.dropped}; exits of the site's process: ${result.exits.length}`,
    `- requests sent again after the server closed their kept-alive connection unread (as browsers do): ${result.resent}`,
    `- the site's resident memory: ${mb(result.memoryBeforeMb)} before, ${mb(result.memoryAfterMb)} after ` +
      `(peak ${mb(result.memoryPeakMb)})`,
    ...result.exits.map((exit) => `- the site's process ended: ${exit}`),
    ...result.firstFailures.map((failure) => `- failure: ${failure}`),
  ].join("\n");
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const text = at === -1 ? process.env[`LOAD_${name.toUpperCase()}`] : process.argv[at + 1];
  const value = text === undefined || text === "" ? fallback : Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = process.argv.includes("--port") || process.env.LOAD_PORT ? option("port", 0) : undefined;
  const result = await runShoppers({
    shoppers: option("shoppers", 200),
    seconds: option("seconds", 60),
    cars: option("cars", 400),
    port,
    build: process.argv.includes("--build"),
  });
  console.log(shopperReport(result));
  const failed = result.serverErrors > 0 || result.dropped > 0 || result.exits.length > 0;
  if (failed) console.log(`\nThe site printed last:\n${result.siteOutput.slice(-3000)}`);
  process.exit(failed ? 1 : 0);
}
