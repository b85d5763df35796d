/**
 * Server processes for the chaos and load scripts: each started in its own process group, so that stopping it stops
 * everything it started (npm, the shell, node), and every group still running is killed when the script ends, however
 * it ends.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { createServer } from "node:net";

/**
 * How the site's production server is started: package.json's `serve`, which runs the build in `build/` (so build
 * first). The one place to change when the server's start command changes.
 */
export function siteCommand(): { command: string; args: string[] } {
  return { command: "npm", args: ["run", "--silent", "serve"] };
}

/** Builds the site (`npm run build`) when asked to or when there is no build to start. */
export function ensureBuilt({ force = false } = {}): void {
  if (!force && existsSync("build/index.js") && existsSync("build/dealer-api.js")) return;
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("npm run build failed");
}

/** Only for signing this run's cookies. */
export const RUN_SESSION_SECRET = "bench-only-secret-bench-only-secret-bench";

/** Starts the production site on `port` with the given extra environment (dealer API, time limit, database). */
export function startSite(port: number, env: Record<string, string>): ServerProcess {
  const { command, args } = siteCommand();
  const inherited = { ...process.env };
  // The run decides where the dealer API is, not the shell it was started from.
  delete inherited.DEALER_API_URL;
  delete inherited.DEALER_API_TIMEOUT_MS;
  return startGroup("site", command, args, {
    ...inherited,
    NODE_ENV: "production",
    SESSION_SECRET: RUN_SESSION_SECRET,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
}

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  /** The last few KB of what it printed (stdout and stderr together). */
  output(): string;
  /** Stops the whole process group: SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const groups = new Set<number>();

function killGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // no process of the group is left
  }
}

let hooked = false;
function cleanUpOnExit() {
  if (hooked) return;
  hooked = true;
  process.on("exit", () => {
    for (const pgid of groups) killGroup(pgid, "SIGKILL");
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      for (const pgid of groups) killGroup(pgid, "SIGKILL");
      const finished = Promise.allSettled(interrupted.map((cleanUp) => cleanUp()));
      void Promise.race([finished, pause(15_000)]).then(() => process.exit(130));
    });
  }
}

const interrupted: (() => Promise<void>)[] = [];

/** Work to finish before the script ends on a signal, after its process groups are stopped: a database to stop. */
export function onInterrupt(cleanUp: () => Promise<void>): void {
  cleanUpOnExit();
  interrupted.push(cleanUp);
}

export function startGroup(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): ServerProcess {
  cleanUpOnExit();
  const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const pgid = child.pid;
  if (pgid === undefined) throw new Error(`${name}: ${command} could not be started`);
  groups.add(pgid);
  let output = "";
  const keep = (chunk: Buffer) => (output = `${output}${chunk}`.slice(-8000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    name,
    child,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    async stop(graceMs = 5000) {
      killGroup(pgid, "SIGTERM");
      const deadline = Date.now() + graceMs;
      // The group outlives its leader when a grandchild ignores SIGTERM: wait for all of it.
      while (Date.now() < deadline && killGroup(pgid, 0)) await pause(50);
      killGroup(pgid, "SIGKILL");
      groups.delete(pgid);
    },
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200, failing early if the process ends. */
export async function waitForServer(server: ServerProcess, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.running()) throw new Error(`${server.name} exited while starting:\n${server.output()}`);
    // The time limit covers reading the body too: a slow body is a try that failed, not an error.
    const ready = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then(async (response) => (await response.arrayBuffer(), response.status === 200))
      .catch(() => false);
    if (ready) return;
    await pause(200);
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs} ms:\n${server.output()}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A process's resident memory (VmRSS), or with `peak` the most it has held (VmHWM), from /proc (Linux only), MB. */
export function residentMb(pid: number | undefined, { peak = false } = {}): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = peak ? "VmHWM" : "VmRSS";
    const kilobytes = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
    return Number.isFinite(kilobytes) ? kilobytes / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process is running (not ended, not a zombie waiting for its parent). */
export function processAlive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

/** The processes of a process group (Linux: from /proc/<pid>/stat). */
function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // After the command name (in parentheses, which may hold spaces): state, parent, group.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid && fields[0] !== "Z") members.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return members;
}

/**
 * The process of `server`'s group that listens on `port` (Linux): the site itself, whatever wraps it (npm, a shell).
 * Its resident memory is the site's, and its id changing would mean it was restarted.
 */
export function listenerPid(server: ServerProcess, port: number): number | undefined {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const columns = line.trim().split(/\s+/);
      const localPort = parseInt(columns[1]?.split(":").pop() ?? "", 16);
      if (localPort === port && columns[3] === "0A") inodes.add(columns[9]);
    }
  }
  if (inodes.size === 0 || server.child.pid === undefined) return undefined;
  for (const pid of groupMembers(server.child.pid)) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? "")) return pid;
      }
    } catch {
      // the process ended, or its descriptors cannot be read
    }
  }
  return undefined;
}
