import { Agent, request } from "node:http";
import { latency, type Latency } from "./stats";

/**
 * A small HTTP load generator (autocannon is not installed here): `connections` workers on keep-alive sockets, each
 * sending its next request as soon as the last answer has been read, for `seconds`. It shares the machine's cores with
 * the server it measures, so compare figures taken together (ratios), not absolutes.
 */

export interface Throughput {
  requestsPerSecond: number;
  requests: number;
  errors: number;
  latency: Latency;
}

function get(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
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
  const started = performance.now();
  const deadline = started + milliseconds;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const url = urls[next++ % urls.length];
        const sent = performance.now();
        const status = await get(agent, url).catch(() => 0);
        if (status === 200) samples.push(performance.now() - sent);
        else errors++;
      }
    }),
  );
  const elapsed = performance.now() - started;
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
