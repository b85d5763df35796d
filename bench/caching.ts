/**
 * Issue 21, item 5: what a repeated request saves when it sends the ETag it was given (If-None-Match), against the
 * same request without it, on the production build: time to the answer's end and bytes on the wire (compressed as a
 * browser asks). `npx tsx bench/caching.ts` (build first); the figures go in docs/benchmarks.md by hand.
 */
import http from "node:http";
import { freePort, startSite, waitForServer } from "./processes";
import { latency, ms, table } from "./stats";

const ROUNDS = Number(process.env.ROUNDS ?? 200);

interface Answer {
  status: number;
  bytes: number;
  etag?: string;
  ms: number;
}

/**
 * A crawler: a car's page records the car in a shopper's recently viewed list (a cookie: their own answer, never
 * tagged), but not a crawler's (docs/decisions/072-crawlers-and-the-session.md).
 */
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** One GET on the keep-alive connection, counting the body's bytes as sent. */
function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        { agent, headers: { "Accept-Encoding": "br, gzip", "User-Agent": CRAWLER, ...headers } },
        (response) => {
          let bytes = 0;
          response.on("data", (chunk: Buffer) => (bytes += chunk.length));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              bytes,
              etag: response.headers.etag,
              ms: performance.now() - started,
            }),
          );
        },
      )
      .on("error", reject);
  });
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const site = startSite(port, { DEALER_DB_FILE: `.data/bench-caching-${port}.sqlite`, LOG_LEVEL: "warn" });
try {
  await waitForServer(site, `${origin}/healthcheck`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const search = await fetch(`${origin}/used/cars/search`).then((response) => response.text());
  const car = /href="(\/used\/cars\/[a-z0-9-]+-nw\d+)"/.exec(search)?.[1];
  if (!car) throw new Error("no car on the search page");
  const paths = ["/", "/used/cars/search", car, "/about-us", "/?_data=routes/_index"];
  const rows: (string | number)[][] = [];
  for (const path of paths) {
    const first = await get(agent, `${origin}${path}`, {});
    if (!first.etag) throw new Error(`${path}: ${first.status} without an ETag`);
    // Warm both ways first (the site's and the dealer API's caches), then alternate so both see the same machine.
    const full: Answer[] = [];
    const revalidated: Answer[] = [];
    for (let round = 0; round < ROUNDS + 10; round++) {
      const a = await get(agent, `${origin}${path}`, {});
      const b = await get(agent, `${origin}${path}`, { "If-None-Match": first.etag });
      if (b.status !== 304) throw new Error(`${path}: ${b.status} to its own ETag`);
      if (round >= 10) {
        full.push(a);
        revalidated.push(b);
      }
    }
    const median = (answers: Answer[]) => latency(answers.map((answer) => answer.ms)).p50;
    rows.push([
      path.replace(car, "/used/cars/<a car>"),
      `${full[0].bytes} B`,
      ms(median(full)),
      `${revalidated[0].bytes} B`,
      ms(median(revalidated)),
    ]);
  }
  agent.destroy();
  console.log(
    `${ROUNDS} requests each way as a crawler, one connection, Accept-Encoding: br, gzip; p50 time to the answer's end`,
  );
  console.log(table(["path", "200: body", "200: p50", "304: body", "304: p50"], rows));
} finally {
  await site.stop();
}
