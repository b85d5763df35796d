/**
 * The site's CPU time per page, for comparing builds side by side on a busy machine: requests per second
 * (bench/page-throughput.ts) measure the share of the cores the site got, which on a shared machine is mostly other
 * people's load; the CPU time the site's process spends per page (utime + stime, /proc, Linux only) is not.
 * Each checkout named must hold a production build (build/index.js and build/dealer-api.js); they are measured in
 * turn, in the order given, on this checkout's benchmark database (bench/database.ts), one request at a time.
 *   npx tsx bench/page-cpu.ts --dirs /path/a,/path/b[,…] [--cars 100000] [--requests 100]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { searchPagePaths } from "./combinations";
import { benchDatabase, benchSeed, benchToday } from "./database";
import { vehicleSlugs } from "./load";
import { layoutPath, searchPath } from "./page-throughput";
import { freePort } from "./processes";
import { SITE_NODE_FLAGS } from "./site-memory";

/** Clock ticks a second (USER_HZ): 100 on every Linux the site runs on. */
const TICKS_PER_SECOND = 100;

function cpuTicks(pid: number): number {
  // Fields after the command's closing bracket: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** Asks for a page; answers the address it ends at (a search or car address may redirect to its canonical one). */
async function get(url: string): Promise<string> {
  const answer = await fetch(url);
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return answer.url;
}

async function startSite(
  dir: string,
  port: number,
  databaseFile: string,
  cars: number,
): Promise<ChildProcess> {
  const site = spawn(process.execPath, [...SITE_NODE_FLAGS, "build/index.js"], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      SESSION_SECRET: "bench-only-secret-bench-only-secret-bench",
      LOG_LEVEL: "warn",
      DEALER_DB_FILE: databaseFile,
      SEED_VEHICLES: String(cars),
      SEED: String(benchSeed),
      SEED_TODAY: benchToday,
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://localhost:${port}/healthcheck`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return site;
    await new Promise((done) => setTimeout(done, 250));
  }
  site.kill();
  throw new Error(`the site in ${dir} did not start`);
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const dirs = (option("dirs") ?? "").split(",").filter(Boolean);
if (dirs.length === 0) throw new Error("name the checkouts to compare: --dirs /path/a,/path/b");
const cars = Number(option("cars") ?? 100_000);
const requests = Number(option("requests") ?? 100);
const database = await benchDatabase(cars);
const databaseFile = resolve(database.file);
const targets: [string, string[]][] = [
  ["layout-only page", [layoutPath]],
  ["search page, one search", [searchPath]],
  ["search page, different searches", await searchPagePaths(database, requests)],
  [
    "vehicle page, different cars",
    (await vehicleSlugs(database, requests)).map((slug) => `/used/cars/${slug}`),
  ],
];

const rows: string[] = [];
for (const dir of dirs) {
  const port = await freePort();
  const site = await startSite(dir, port, databaseFile, cars);
  try {
    const cells: string[] = [];
    for (const [, paths] of targets) {
      // Once each first: what the site keeps (stock index, kept answers) is built before the count starts.
      const urls: string[] = [];
      for (const path of paths) urls.push(await get(`http://localhost:${port}${path}`));
      const before = cpuTicks(site.pid!);
      for (let i = 0; i < requests; i++) await get(urls[i % urls.length]);
      const ms = ((cpuTicks(site.pid!) - before) / TICKS_PER_SECOND / requests) * 1000;
      cells.push(`${ms.toFixed(1)} ms (${Math.round(1000 / ms)}/s)`);
    }
    rows.push(`| ${dir} | ${cells.join(" | ")} |`);
    console.error(rows[rows.length - 1]);
  } finally {
    const exited = new Promise((done) => site.once("exit", done));
    site.kill();
    await exited;
  }
}
console.log(`| checkout | ${targets.map(([name]) => name).join(" | ")} |`);
console.log(`|---|${targets.map(() => "--:").join("|")}|`);
for (const row of rows) console.log(row);
