/**
 * `npm run cluster`: several site instances on one PostgreSQL database behind a small proxy (bench/proxy.ts), to try
 * on one machine what a dealer group deploys behind its load balancer (README, "Running several instances").
 *
 *   npm run cluster [-- --instances 2 --port 3000]
 *
 * The database is DATABASE_URL when set; otherwise a throwaway PostgreSQL server is started in a temporary directory
 * (Debian's `postgresql` package provides the programs) and removed when the cluster stops. Each instance has its own
 * embedded dealer API and its own connection pool; they share the database and one SESSION_SECRET, so a visitor's
 * cookie, favourites and reservation hold mean the same on every instance. Ctrl+C stops everything.
 *
 * As a library, `startCluster` is the two-instance set-up of `npm run load`.
 */
import { pathToFileURL } from "node:url";
import { testPostgres } from "../dealer-api/test-postgres";
import { benchSeed, benchToday } from "./database";
import { startProxy, type Proxy } from "./proxy";
import {
  ensureBuilt,
  freePort,
  listenerPid,
  onInterrupt,
  RUN_SESSION_SECRET,
  startSite,
  waitForServer,
  type ServerProcess,
} from "./processes";

export interface Cluster {
  /** The proxy's address: where shoppers go. */
  origin: URL;
  instances: ServerProcess[];
  /** The serving process of each instance, for its memory. */
  pids: (number | undefined)[];
  proxy: Proxy;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** The proxy's port; a free one when not given. */
  port?: number;
  /** How many cars to seed a new database with. */
  cars: number;
  /** A PostgreSQL database to use; a throwaway server's new database when not given. */
  databaseUrl?: string;
  /** More settings for every instance. */
  env?: Record<string, string>;
}

/** A new database on a throwaway server, and how to stop that server. */
async function throwawayDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const started = await testPostgres();
  if ("skipped" in started) throw new Error(`no PostgreSQL server could be started: ${started.skipped}`);
  return { url: await started.server.createDatabase(), stop: () => started.server.stop() };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, stop: async () => undefined }
    : await throwawayDatabase();
  onInterrupt(database.stop);
  const port = options.port ?? (await freePort());
  const origin = new URL(`http://127.0.0.1:${port}`);
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const instances = ports.map((instancePort) =>
    startSite(instancePort, {
      DATABASE_URL: database.url,
      SEED_VEHICLES: String(options.cars),
      SEED: String(benchSeed),
      SEED_TODAY: benchToday,
      // Every instance signs and reads the same cookies, and names the proxy's address as its own.
      SESSION_SECRET: process.env.SESSION_SECRET ?? RUN_SESSION_SECRET,
      SITE_URL: origin.origin,
      // The proxy is one hop; `npm run load`, as the load balancer in front of it, makes two.
      TRUST_PROXY: "1",
      ...options.env,
    }),
  );
  const stopAll = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.stop();
  };
  try {
    // They start together: the first to take the database's start-up lock migrates and seeds it, the others wait.
    await Promise.all(
      instances.map((instance, at) => waitForServer(instance, `http://127.0.0.1:${ports[at]}/healthcheck`)),
    );
    const proxy = await startProxy(
      port,
      ports.map((instancePort) => ({ host: "127.0.0.1", port: instancePort })),
    );
    return {
      origin,
      instances,
      pids: instances.map((instance, at) => listenerPid(instance, ports[at])),
      proxy,
      async stop() {
        await proxy.close();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const instances = option("instances", 2);
  const port = option("port", Number(process.env.PORT ?? 3000));
  ensureBuilt();
  if (!process.env.DATABASE_URL)
    console.log(
      "--- no DATABASE_URL: starting a throwaway PostgreSQL server (removed when the cluster stops)",
    );
  const cluster = await startCluster({
    instances,
    port,
    cars: Number(process.env.SEED_VEHICLES ?? 400),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  console.log(`--- ${instances} instances behind ${cluster.origin.origin} (Ctrl+C stops them)`);
  onInterrupt(() => cluster.proxy.close());
}
