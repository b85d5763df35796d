/**
 * Requests per second of the production server's search page, of a bare route of the same app, and of a static
 * server answering the search page's HTML from memory, measured in one run.
 *   npx tsx bench/page-throughput.ts [--cars 100000] [--seconds 5] [--rounds 2] [--connections 10] [--build] [--reseed]
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { searchPagePaths } from "./combinations";
import { benchDatabase, benchSeed, benchToday, type BenchDatabase } from "./database";
import { runLoad, summarise, type LoadRun, type Throughput } from "./load";
import { freePort, residentMb } from "./processes";
import { ms, table } from "./stats";

/** A shopper's filtered search: a make, a body type, a gearbox and a budget (cheapest first, the default sort). */
export const searchPath =
  "/used/cars/search?make=ford&body_type=hatchback&transmission=manual&max_price=15000";
/**
 * The bare route: a page of the same app that renders almost nothing — the site's layout around a heading, a sentence
 * and three links (docs/decisions/071). The search page is measured against it.
 */
export const barePath = "/thank-you";
/** A resource route that renders nothing at all (no React, no layout): the floor of the server itself. */
export const resourcePath = "/robots.txt";

export interface PageThroughput {
  database: BenchDatabase;
  searchPath: string;
  htmlBytes: number;
  search: Throughput;
  /** The search page over many different filter combinations, so no kept filter counts help. */
  searchVaried: Throughput;
  bare: Throughput;
  resource: Throughput;
  staticHtml: Throughput;
  /** Resident memory of the site's process after the run (Linux), MB. */
  siteMemoryMb?: number;
}

/** Starts a server process and waits until `readyPath` answers 200. */
async function start(command: string[], env: NodeJS.ProcessEnv, origin: string, readyPath: string) {
  const child = spawn(process.execPath, command, { env, stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk) => (errors = `${errors}${chunk}`.slice(-4000)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited: ${errors}`);
    const ready = await fetch(`${origin}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${command.join(" ")} did not answer ${readyPath} within 2 minutes: ${errors}`);
}

/**
 * The URL the site answers 200 for: it redirects a search to its canonical form (default sort left out, values in
 * order), and the load generator does not follow redirects.
 */
async function canonical(url: URL): Promise<URL> {
  for (let hop = 0; hop < 3; hop++) {
    const response = await fetch(url, { redirect: "manual" });
    await response.arrayBuffer();
    if (response.status === 200) return url;
    const location = response.headers.get("location");
    if (response.status < 300 || response.status > 399 || !location) break;
    url = new URL(location, url);
  }
  throw new Error(`${url} does not lead to a page`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill();
  await exited;
}

export async function measurePageThroughput(
  cars: number,
  { seconds = 5, rounds = 2, connections = 10, build = false, reseed = false } = {},
): Promise<PageThroughput> {
  if (build || !existsSync("build/index.js")) {
    const built = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("remix build failed");
  }
  const database = await benchDatabase(cars, { reseed });
  const varied = await searchPagePaths(database, 200);
  const [sitePort, staticPort] = [await freePort(), await freePort()];
  const site = `http://localhost:${sitePort}`;
  const siteServer = await start(
    // As the production server runs (package.json start, Dockerfile; ADR 071).
    ["--max-semi-space-size=32", "build/index.js"],
    {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(sitePort),
      SITE_URL: site,
      SESSION_SECRET: "bench-only-secret-bench-only-secret-bench",
      DEALER_DB_FILE: database.file,
      SEED_VEHICLES: String(cars),
      SEED: String(benchSeed),
      SEED_TODAY: benchToday,
    },
    site,
    "/healthcheck",
  );
  let staticServer: ChildProcess | undefined;
  try {
    const searchUrl = await canonical(new URL(searchPath, site));
    const variedUrls: URL[] = [];
    for (const path of varied) variedUrls.push(await canonical(new URL(path, site)));
    const page = await fetch(searchUrl);
    const html = Buffer.from(await page.arrayBuffer());
    if (page.status !== 200) throw new Error(`${searchPath} answered ${page.status}`);
    const htmlFile = join(mkdtempSync(join(tmpdir(), "bench-")), "search.html");
    writeFileSync(htmlFile, html);
    staticServer = await start(
      ["bench/static-server.mjs", htmlFile, String(staticPort)],
      process.env,
      `http://localhost:${staticPort}`,
      "/",
    );

    // Each target is measured in every round, in turn, so that load from elsewhere on the machine falls on all alike.
    const targets = {
      search: [searchUrl],
      searchVaried: variedUrls,
      bare: [new URL(barePath, site)],
      resource: [new URL(resourcePath, site)],
      staticHtml: [new URL(searchPath, `http://localhost:${staticPort}`)],
    };
    const runs = { search: [], searchVaried: [], bare: [], resource: [], staticHtml: [] } as Record<
      keyof typeof targets,
      LoadRun[]
    >;
    for (const urls of Object.values(targets)) await runLoad(urls, connections, 2000);
    for (let round = 0; round < rounds; round++) {
      const order = Object.keys(targets) as (keyof typeof targets)[];
      for (const name of round % 2 ? order.reverse() : order)
        runs[name].push(await runLoad(targets[name], connections, seconds * 1000));
    }
    const [search, searchVaried, bare, resource, staticHtml] = [
      runs.search,
      runs.searchVaried,
      runs.bare,
      runs.resource,
      runs.staticHtml,
    ].map(summarise);
    const path = searchUrl.pathname + searchUrl.search;
    const siteMemoryMb = residentMb(siteServer.pid);
    return {
      database,
      searchPath: path,
      htmlBytes: html.length,
      search,
      searchVaried,
      bare,
      resource,
      staticHtml,
      siteMemoryMb,
    };
  } finally {
    await stop(siteServer);
    if (staticServer) await stop(staticServer);
  }
}

export function throughputTable(result: PageThroughput): string {
  const row = (name: string, figures: Throughput) => [
    name,
    figures.requestsPerSecond.toFixed(0),
    ms(figures.latency.p50),
    ms(figures.latency.p95),
    figures.errors,
  ];
  return table(
    ["route", "requests/s", "p50", "p95", "errors"],
    [
      row(`search page \`${result.searchPath}\``, result.search),
      row("search page, 200 different filter combinations", result.searchVaried),
      row(`bare route \`${barePath}\` (a page that renders almost nothing)`, result.bare),
      row(`resource route \`${resourcePath}\` (no React, no layout)`, result.resource),
      row(
        `static server, the search page's ${(result.htmlBytes / 1024).toFixed(0)} KB from memory`,
        result.staticHtml,
      ),
    ],
  );
}

export function throughputRatios(result: PageThroughput): string {
  const ratio = (a: Throughput, b: Throughput) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
  return [
    `- search page ÷ bare route: **${ratio(result.search, result.bare)}** (the bar: at least 0.5)`,
    `- search page ÷ resource route: ${ratio(result.search, result.resource)}; bare route ÷ resource route: ${ratio(result.bare, result.resource)}`,
    `- search page ÷ static server: **${ratio(result.search, result.staticHtml)}**`,
    `- varied search pages ÷ bare route: ${ratio(result.searchVaried, result.bare)}`,
    ...(result.siteMemoryMb === undefined
      ? []
      : [
          `- the site's process (100,000 cars, index built) held ${result.siteMemoryMb.toFixed(0)} MB resident`,
        ]),
  ].join("\n");
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measurePageThroughput(option("cars", 100_000), {
    seconds: option("seconds", 5),
    rounds: option("rounds", 2),
    connections: option("connections", 10),
    build: process.argv.includes("--build"),
    reseed: process.argv.includes("--reseed"),
  });
  console.log(`${throughputTable(result)}\n\n${throughputRatios(result)}`);
}
