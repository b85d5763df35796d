/**
 * `npm run chaos`: the production build against a dealer API that fails in every way it can (bench/fake-dealer-api.ts),
 * then comes back. For each way it requests every page and action of the site and checks that each answers within the
 * site's time limit plus a margin, with the status of the table below (never a 500, never a dropped connection), that
 * the site's process is still the one that started, and that pages answer 200 again soon after the dealer API is back.
 * Prints a table (check × mode → status, milliseconds) and exits 1 on any failure.
 *   npm run chaos [-- --build]
 *   CHAOS_MODES=hang,recovered   only these modes (recovered always runs last)
 *   CHAOS_PORT=3550              the site on 3550, the failing dealer API on 3551, the real one on 3552 (default: free)
 *   CHAOS_TIMEOUT_MS=1500        the site's DEALER_API_TIMEOUT_MS; CHAOS_MARGIN_MS=1000 on top of it per answer
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { FORM_IDS } from "@contract/forms";
import { generalEnquiryForm, SHOPPER } from "./shopper-details";
import { addDays, ukToday } from "@contract/form-rules";
import { departmentsAnswer } from "@contract/content";
import { reservationAnswer } from "@contract/reservations";
import { vehicleSearchAnswer, type VehicleListing } from "@contract/vehicle";
import { FakeDealerApi, FAULTS, type Fault, type Mode } from "./fake-dealer-api";
import { send } from "./load";
import {
  freePort,
  listenerPid,
  pause,
  processAlive,
  startGroup,
  startSite,
  waitForServer,
  type ServerProcess,
} from "./processes";
import { table } from "./stats";

const TIMEOUT_MS = Number(process.env.CHAOS_TIMEOUT_MS ?? 1500);
/** Rendering and a loaded machine on top of the time limit: a page that waits twice for the dealer API goes over. */
const MARGIN_MS = Number(process.env.CHAOS_MARGIN_MS ?? 1000);
const ANSWER_LIMIT_MS = TIMEOUT_MS + MARGIN_MS;
/** Once the dealer API is back, pages that need it answer 200 within this. */
const RECOVERY_LIMIT_MS = 5000;
/** Requests in flight at once: a few shoppers at a time. */
const CONCURRENCY = 4;

interface Fixtures {
  /** A car for sale with pictures: its page, print pages, reservation form, finance and picture. */
  car: VehicleListing;
  picture: string;
  /** Another car for sale: the reservation posted (only "recovered" gets through and holds it). */
  reserveSlug: string;
  /** An open checkout, from a reservation made directly at the dealer API. */
  checkoutPath: string;
  reservationId: string;
  branch: string;
}

type Statuses = readonly number[];

interface Check {
  name: string;
  path: (fixtures: Fixtures) => string;
  /** A form post, with the site's own Origin, when set. */
  form?: (fixtures: Fixtures) => Record<string, string>;
  /** The answer while the dealer API fails (any mode but "recovered"). */
  down: Statuses;
  /** The answer with the dealer API working. */
  up: Statuses;
  /** Where one way of failing calls for another answer than `down`. */
  byFault?: Partial<Record<Fault, Statuses>>;
}

const VISIT = {
  address_1: "1 High Street",
  town_city: "Leeds",
  post_code: "LS11 8BU",
  visit_date: addDays(ukToday(), 2),
  time: "10:30",
};

/**
 * The expected answers: the one place to change them. 503 where the page cannot be drawn without the dealer API
 * ("unavailable", in the site's chrome, with a way to try again); 200 where the page stands without it (the home page,
 * lists whose cars are looked up with the failure swallowed); 404 for an unknown address; a redirect (303) or a 503 for
 * a post. Never a 500.
 */
const CHECKS: Check[] = [
  { name: "home", path: () => "/", down: [200], up: [200] },
  { name: "search", path: (f) => `/used/cars/search?make=${f.car.make.slug}`, down: [503], up: [200] },
  {
    name: "search, legacy make path",
    path: (f) => `/used/cars/search/${f.car.make.slug}`,
    down: [503],
    up: [301],
  },
  { name: "vehicle page", path: (f) => `/used/cars/${f.car.slug}`, down: [503], up: [200] },
  { name: "print page", path: (f) => `/used/cars/print/${f.car.slug}`, down: [503], up: [200] },
  {
    name: "provenance print",
    path: (f) => `/used/cars/provenance/print/${f.car.slug}`,
    down: [503],
    up: [200],
  },
  { name: "site search", path: (f) => `/search/${f.car.make.slug}`, down: [503], up: [200] },
  { name: "site search form", path: (f) => `/search?q=${f.car.make.slug}`, down: [302], up: [302] },
  { name: "content page", path: () => "/about-us", down: [503], up: [200] },
  { name: "content page (credit)", path: () => "/can-i-get-credit", down: [503], up: [200] },
  { name: "thank-you", path: () => "/thank-you", down: [503], up: [200] },
  { name: "favourites", path: () => "/favourites", down: [200], up: [200] },
  { name: "compare", path: (f) => `/compare?cars=${f.car.slug}`, down: [503], up: [200] },
  { name: "shortlist", path: (f) => `/shortlist?cars=${f.car.slug}`, down: [503], up: [200] },
  {
    name: "finance application",
    path: (f) => `/finance/apply?vrm=${f.car.vrm}&product=HP&term=48&deposit=1000&mileage=8000`,
    down: [503],
    up: [200],
  },
  {
    name: "finance block",
    path: (f) => `/resources/finance/${f.car.vrm}?block=calculator`,
    down: [503],
    up: [200],
  },
  { name: "hero count", path: () => "/resources/hero-count", down: [200], up: [200] },
  { name: "suggestions", path: (f) => `/resources/suggestions?q=${f.car.make.slug}`, down: [200], up: [200] },
  { name: "saved bar", path: () => "/resources/saved-bar?panel=saved", down: [200], up: [200] },
  { name: "enquiry page", path: () => `/enquiry?form=${FORM_IDS.generalEnquiry}`, down: [503], up: [200] },
  { name: "reserve page", path: (f) => `/reserve/${f.car.slug}`, down: [503], up: [200] },
  { name: "checkout", path: (f) => f.checkoutPath, down: [503], up: [200] },
  // Unpaid: the success page sends the shopper back to the checkout.
  {
    name: "reservation success",
    path: (f) => `/reservation-success/${f.reservationId}`,
    down: [503],
    up: [302],
  },
  {
    name: "legacy stock link",
    path: (f) => `/stock-locator/${f.car.slug}?VRM=${f.car.vrm}&extref=${f.car.stock_id}`,
    down: [503],
    up: [301],
  },
  { name: "sitemap.xml", path: () => "/sitemap.xml", down: [503], up: [200] },
  { name: "robots.txt", path: () => "/robots.txt", down: [200], up: [200] },
  { name: "healthcheck", path: () => "/healthcheck", down: [503], up: [200] },
  {
    name: "picture",
    path: (f) => f.picture,
    // An answer that is no picture (HTML, JSON, garbage) is never passed on (docs/decisions/260-dealer-answers.md).
    down: [503],
    up: [200],
  },
  // One segment could be a content page the API would know: unavailable while it is down (ADR 120). Deeper, unknown.
  { name: "unknown content page", path: () => "/no-such-page-chaos", down: [503], up: [404] },
  { name: "unknown address", path: () => "/no/such/page-chaos", down: [404], up: [404] },
  {
    name: "POST select-dealer",
    path: () => "/select-dealer",
    form: (f) => ({ dealer: f.branch, redirectTo: "/" }),
    down: [303, 503],
    up: [303],
  },
  {
    name: "POST favourites/toggle",
    path: () => "/favourites/toggle",
    form: (f) => ({ slug: f.car.slug, intent: "save", redirectTo: `/used/cars/${f.car.slug}` }),
    down: [303],
    up: [303],
  },
  {
    name: "POST cookie-settings",
    path: () => "/cookie-settings",
    form: () => ({ intent: "accept", redirectTo: "/" }),
    down: [303],
    up: [303],
  },
  {
    name: "POST enquiry",
    path: () => "/enquiry",
    form: () => generalEnquiryForm(),
    down: [503],
    up: [303],
  },
  {
    name: "POST reservation",
    path: (f) => `/reserve/${f.reserveSlug}`,
    form: (f) => ({
      form_id: String(FORM_IDS.reservation),
      vehicle: f.reserveSlug,
      redirectTo: `/used/cars/${f.reserveSlug}`,
      ...SHOPPER,
      ...VISIT,
      terms: "on",
      company_website: "",
    }),
    down: [503],
    up: [303],
  },
];

interface Result {
  status?: number;
  error?: string;
  ms: number;
  problems: string[];
}

interface ModeReport {
  mode: Mode;
  results: Map<string, Result>;
  /** Failures of the mode as a whole: the process died, calls left open, no recovery. */
  problems: string[];
  notes: string[];
}

/** The site's process, started again when it dies (each death is recorded against the mode it happened in). */
class Site {
  private server: ServerProcess | undefined;
  private pid: number | undefined;
  private starting: Promise<void> | undefined;
  readonly deaths: { mode: Mode; how: string; output: string }[] = [];

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly modeNow: () => Mode,
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  private async launch(): Promise<void> {
    this.server = startSite(this.port, this.env);
    // robots.txt needs no dealer API: ready whatever the dealer API is doing.
    await waitForServer(this.server, `${this.origin}/robots.txt`);
    this.pid = listenerPid(this.server, this.port);
  }

  start(): Promise<void> {
    this.starting ??= this.launch().finally(() => (this.starting = undefined));
    return this.starting;
  }

  /** The process serving the site has ended (npm, its parent, may take a moment longer to notice). */
  private dead(): boolean {
    return !this.server?.running() || !processAlive(this.pid);
  }

  /** Records a death and starts the site again, when the site has died. */
  ensureUp(): Promise<void> {
    if (this.starting) return this.starting;
    if (!this.dead()) return Promise.resolve();
    this.starting = (async () => {
      const server = this.server;
      const mode = this.modeNow();
      const ended = server && (await Promise.race([server.exited, pause(5000).then(() => undefined)]));
      await server?.stop(1000);
      this.deaths.push({
        mode,
        how: ended ? `exit code ${ended.code}${ended.signal ? `, signal ${ended.signal}` : ""}` : "stopped",
        output: server?.output() ?? "",
      });
      await this.launch();
    })().finally(() => (this.starting = undefined));
    return this.starting;
  }

  /** Still the process that started, and answering. */
  async alive(): Promise<boolean> {
    if (this.starting || this.dead() || !this.server) return false;
    if (listenerPid(this.server, this.port) !== this.pid) return false;
    return send(false, new URL("/robots.txt", this.origin), { timeoutMs: 5000 }).then(
      (answer) => answer.status === 200,
      () => false,
    );
  }

  async stop() {
    await this.server?.stop();
  }
}

async function probe(site: Site, check: Check, fixtures: Fixtures, expected: Statuses): Promise<Result> {
  await site.ensureUp();
  const url = new URL(check.path(fixtures), site.origin);
  const form = check.form?.(fixtures);
  const started = performance.now();
  const result: Result = { ms: 0, problems: [] };
  try {
    const answer = await send(false, url, {
      method: form ? "POST" : "GET",
      headers: form
        ? {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: site.origin,
            "Sec-Fetch-Site": "same-origin",
            Accept: "text/html",
          }
        : { Accept: "text/html" },
      body: form ? new URLSearchParams(form).toString() : undefined,
      // Long enough to see how late a late answer is; short enough that a silent site cannot stop the run.
      timeoutMs: ANSWER_LIMIT_MS + 15_000,
    });
    result.status = answer.status;
    // Remix's own answer when an error escapes everything: not the site's page.
    if (answer.body.toString("utf8").trim() === "Unexpected Server Error")
      result.problems.push("a bare 'Unexpected Server Error', not the site's page");
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  result.ms = performance.now() - started;
  if (result.error) result.problems.push(`no answer (${result.error})`);
  else if (!expected.includes(result.status ?? 0))
    result.problems.push(`answered ${result.status}, expected ${expected.join(" or ")}`);
  if (result.ms > ANSWER_LIMIT_MS)
    result.problems.push(`took ${result.ms.toFixed(0)} ms, over ${ANSWER_LIMIT_MS} ms`);
  return result;
}

async function runChecks(site: Site, fixtures: Fixtures, mode: Mode): Promise<Map<string, Result>> {
  const results = new Map<string, Result>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CHECKS.length) {
        const check = CHECKS[next++];
        const expected = mode === "recovered" ? check.up : (check.byFault?.[mode] ?? check.down);
        results.set(check.name, await probe(site, check, fixtures, expected));
      }
    }),
  );
  return results;
}

async function runFault(
  site: Site,
  fake: FakeDealerApi,
  fixtures: Fixtures,
  fault: Fault,
): Promise<ModeReport> {
  await fake.setMode(fault);
  const deathsBefore = site.deaths.length;
  const results = await runChecks(site, fixtures, fault);
  const report: ModeReport = {
    mode: fault,
    results,
    problems: [],
    notes: [`${fake.calls} dealer API calls`],
  };
  // The site gives up a call at its time limit: by then nothing may still wait at the dealer API.
  const deadline = Date.now() + ANSWER_LIMIT_MS;
  while (fake.waiting() > 0 && Date.now() < deadline) await pause(50);
  if (fake.waiting() > 0)
    report.problems.push(
      `${fake.waiting()} dealer API calls still open ${ANSWER_LIMIT_MS} ms after the last answer`,
    );
  // A death after the last answer is recorded (and the site started again for the next mode) here.
  await site.ensureUp();
  const alive = await site.alive();
  const deaths = site.deaths.slice(deathsBefore);
  if (deaths.length > 0)
    report.problems.push(`the site's process died ${deaths.length} time(s) (restarted each time)`);
  else if (!alive) report.problems.push("the site's process is not the one that started, or does not answer");
  return report;
}

async function runRecovered(site: Site, fake: FakeDealerApi, fixtures: Fixtures): Promise<ModeReport> {
  await site.ensureUp();
  await fake.setMode("recovered");
  const report: ModeReport = { mode: "recovered", results: new Map(), problems: [], notes: [] };
  // The pages that cannot stand without the dealer API tell when it is back.
  const back = [
    new URL(`/used/cars/${fixtures.car.slug}`, site.origin),
    new URL("/used/cars/search", site.origin),
  ];
  const started = performance.now();
  let recovered = false;
  while (!recovered && performance.now() - started < RECOVERY_LIMIT_MS + ANSWER_LIMIT_MS) {
    const statuses = await Promise.all(
      back.map((url) =>
        send(false, url, { timeoutMs: ANSWER_LIMIT_MS + 5000 }).then(
          (answer) => answer.status,
          () => 0,
        ),
      ),
    );
    recovered = statuses.every((status) => status === 200);
    if (!recovered) await pause(100);
  }
  const took = performance.now() - started;
  report.notes.push(`pages answered 200 again after ${took.toFixed(0)} ms`);
  if (!recovered || took > RECOVERY_LIMIT_MS)
    report.problems.push(
      `pages did not answer 200 within ${RECOVERY_LIMIT_MS} ms of the dealer API coming back`,
    );
  report.results = await runChecks(site, fixtures, "recovered");
  if (!(await site.alive()))
    report.problems.push("the site's process is not the one that started, or does not answer");
  return report;
}

/** Cars, a branch and an open checkout, asked of the real dealer API (not through the site, whose caches stay cold). */
async function fixturesFrom(dealerApi: string): Promise<Fixtures> {
  const json = async (path: string, init?: RequestInit) => {
    const answer = await fetch(new URL(path, dealerApi), init);
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  const search = vehicleSearchAnswer
    .parse(await json("/api/v2/vehicle-search?status=FOR_SALE_RETAIL&min_images=1&resultsPerPage=20&page=1"))
    .data.filter((car) => !car.reserved && car.media_urls.length > 0);
  if (search.length < 3) throw new Error("The dealer API has fewer than 3 cars for sale");
  const [car, reserved, held] = search;
  const branch = departmentsAnswer.parse(await json("/api/departments")).data.data[0].slug;
  const reservation = reservationAnswer.parse(
    await json(`/api/reserve/${held.slug}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ vehicle_id: held.id, vehicle_vrm: held.vrm, terms: true, ...SHOPPER, ...VISIT }),
    }),
  ).data;
  if (!reservation.checkout) throw new Error("The reservation opened no checkout");
  return {
    car,
    picture: car.media_urls[0].thumb,
    reserveSlug: reserved.slug,
    checkoutPath: reservation.checkout.url,
    reservationId: reservation.id,
    branch,
  };
}

function modesToRun(): Fault[] {
  const all = Object.keys(FAULTS) as Fault[];
  const chosen = process.env.CHAOS_MODES?.split(",").map((mode) => mode.trim());
  if (!chosen) return all;
  const unknown = chosen.filter((mode) => mode !== "recovered" && !all.includes(mode as Fault));
  if (unknown.length > 0)
    throw new Error(`Unknown CHAOS_MODES: ${unknown.join(", ")} (known: ${all.join(", ")})`);
  return all.filter((mode) => chosen.includes(mode));
}

/** The last error a process printed (its first line and the top of its stack), from its output. */
function fatalError(output: string): string {
  const lines = output.split("\n");
  let at = -1;
  lines.forEach((line, index) => {
    if (/^\S.*(Error|error)\b/.test(line)) at = index;
  });
  return at === -1 ? "(no error printed)" : lines.slice(at, at + 5).join("\n");
}

function report(reports: ModeReport[], site: Site): { text: string; failures: number } {
  const cell = (result: Result | undefined) => {
    if (!result) return "–";
    const answer = result.error ? "dropped" : String(result.status);
    return `${result.problems.length > 0 ? "✗ " : ""}${answer} ${result.ms.toFixed(0)}`;
  };
  const rows = CHECKS.map((check) => [
    check.name,
    ...reports.map((mode) => cell(mode.results.get(check.name))),
  ]);
  const lines = [
    `Each cell: status and milliseconds; ✗ marks a failure. Time limit per answer: ${TIMEOUT_MS} ms (the site's ` +
      `DEALER_API_TIMEOUT_MS) + ${MARGIN_MS} ms.`,
    "",
    table(["check", ...reports.map((mode) => mode.mode)], rows),
    "",
  ];
  let failures = 0;
  for (const mode of reports) {
    const failed = CHECKS.filter((check) => (mode.results.get(check.name)?.problems.length ?? 0) > 0);
    failures += failed.length + mode.problems.length;
    const description = mode.mode === "recovered" ? "the real dealer API again" : FAULTS[mode.mode];
    lines.push(`${mode.mode} (${description}): ${mode.notes.join("; ")}`);
    for (const problem of mode.problems) lines.push(`  ✗ ${problem}`);
    for (const check of failed)
      lines.push(`  ✗ ${check.name}: ${mode.results.get(check.name)?.problems.join("; ")}`);
  }
  // Each different fatal error once, with the modes it ended the process in.
  const fatalErrors = new Map<string, Mode[]>();
  for (const death of site.deaths) {
    const key = `${death.how}\n${fatalError(death.output)}`;
    fatalErrors.set(key, [...(fatalErrors.get(key) ?? []), death.mode]);
  }
  for (const [key, modes] of fatalErrors) {
    const [how, ...printed] = key.split("\n");
    const counts = [...new Set(modes)].map((mode) => `${mode} ×${modes.filter((m) => m === mode).length}`);
    lines.push("", `The site's process ended (${how}) in ${counts.join(", ")}; it printed last:`, ...printed);
  }
  lines.push("", failures === 0 ? "Chaos: every mode handled." : `Chaos: ${failures} failure(s).`);
  return { text: lines.join("\n"), failures };
}

async function main(): Promise<number> {
  if (
    process.argv.includes("--build") ||
    !existsSync("build/index.js") ||
    !existsSync("build/dealer-api.js")
  ) {
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  const base = process.env.CHAOS_PORT ? Number(process.env.CHAOS_PORT) : undefined;
  const [sitePort, fakePort, realPort] = base
    ? [base, base + 1, base + 2]
    : [await freePort(), await freePort(), await freePort()];
  const databaseDirectory = join(".data", "chaos");
  mkdirSync(databaseDirectory, { recursive: true });
  const databaseFile = join(databaseDirectory, `dealer-${realPort}.sqlite`);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${databaseFile}${suffix}`, { force: true });

  const realApi = startGroup("dealer API", "npm", ["run", "--silent", "dealer-api"], {
    ...process.env,
    DEALER_API_PORT: String(realPort),
    DEALER_DB_FILE: databaseFile,
    // Every run posts a few enquiries and reservations from one address.
    FORM_SUBMISSION_LIMIT: "1000",
  });
  const realOrigin = `http://127.0.0.1:${realPort}`;
  const faults = modesToRun();
  const fake = new FakeDealerApi(fakePort, new URL(realOrigin), TIMEOUT_MS + 1000, faults[0] ?? "recovered");
  let site: Site | undefined;
  try {
    await waitForServer(realApi, `${realOrigin}/health`);
    const fixtures = await fixturesFrom(realOrigin);
    await fake.setMode(faults[0] ?? "recovered");
    site = new Site(
      sitePort,
      { DEALER_API_URL: `http://127.0.0.1:${fakePort}`, DEALER_API_TIMEOUT_MS: String(TIMEOUT_MS) },
      () => fake.current,
    );
    await site.start();
    const reports: ModeReport[] = [];
    for (const fault of faults) {
      console.error(`[chaos] ${fault}: ${FAULTS[fault]}`);
      reports.push(await runFault(site, fake, fixtures, fault));
    }
    console.error("[chaos] recovered: the real dealer API again");
    reports.push(await runRecovered(site, fake, fixtures));
    const { text, failures } = report(reports, site);
    console.log(text);
    return failures === 0 ? 0 : 1;
  } finally {
    await site?.stop();
    await fake.close();
    await realApi.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
