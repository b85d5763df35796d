// `npm test`: every check the project has, with independent ones side by side so both cores stay busy.
// Typecheck and lint are single-threaded, so the build, the JavaScript budget and the dealer API's tests on PostgreSQL
// run beside them; the chaos run mostly waits on a silent dealer API, so it runs beside the unit tests; the end-to-end
// suite uses every core and runs alone (docs/benchmarks.md, "One page per worker"). The first failure stops the run
// with its exit code.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

/**
 * The dealer API's tests on PostgreSQL need its programs (initdb, pg_ctl) or a server (TEST_DATABASE_URL). CI installs
 * them (.ci/run) and must run those tests; elsewhere, without them, the run says loudly that it skipped them.
 */
const postgresAvailable =
  Boolean(process.env.TEST_DATABASE_URL || process.env.PG_BIN) ||
  (existsSync("/usr/lib/postgresql") &&
    readdirSync("/usr/lib/postgresql").some((version) =>
      existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
    ));
const buildTrack = ["build", "check:js"];
if (postgresAvailable || process.env.CI) buildTrack.push("test:postgres");
else
  process.stdout.write(
    "*** the dealer API's tests on PostgreSQL are SKIPPED: no PostgreSQL here (apt-get install postgresql) ***\n",
  );

/** Each stage's steps run at once; a step is npm scripts run one after another. */
const stages = [[["typecheck"], ["lint"], buildTrack], [["test:unit"], ["chaos"]], [["test:e2e"]]];

const running = new Set();

function run(script) {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    // Lines of steps that run side by side are told apart by their script's name.
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(`[${script}] ${line}\n`);
      });
      stream.on("end", () => rest && process.stdout.write(`[${script}] ${rest}\n`));
    }
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else
        reject(
          Object.assign(new Error(`${script} failed (${signal ?? `exit ${code}`})`), { code: code ?? 1 }),
        );
    });
  });
}

const started = Date.now();
try {
  for (const stage of stages) {
    await Promise.all(
      stage.map(async (scripts) => {
        for (const script of scripts) {
          const at = Date.now();
          await run(script);
          process.stdout.write(`--- ${script} passed in ${Math.round((Date.now() - at) / 1000)} s\n`);
        }
      }),
    );
  }
  process.stdout.write(`--- npm test passed in ${Math.round((Date.now() - started) / 1000)} s\n`);
} catch (error) {
  for (const child of running) child.kill("SIGTERM");
  process.stdout.write(`--- ${error.message} after ${Math.round((Date.now() - started) / 1000)} s\n`);
  process.exit(error.code);
}
