/**
 * A small round-robin HTTP proxy in front of several site instances, for `npm run cluster` and the two-instance load
 * test: what a load balancer does, enough to try instances side by side on one machine. Not for production, where the
 * hosting's own load balancer (or nginx, HAProxy) stands in front.
 *
 * Each request goes to the next instance in turn, with the visitor's address added to X-Forwarded-For (so the sites
 * run with TRUST_PROXY=1) and the Host header kept, so a site's same-origin check sees the address the browser used.
 * An instance that refuses connections is passed over for a few seconds; what cannot be delivered is a 502.
 */
import {
  Agent,
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";

export interface Upstream {
  host: string;
  port: number;
}

export interface Proxy {
  server: Server;
  /** How many requests each upstream was sent, in the order given. */
  sent: number[];
  close(): Promise<void>;
}

/** How long an instance that refused a connection is skipped. */
const RESTING_MS = 3000;
/** Connections to an instance are kept for reuse this long idle: less than the site's own 65 s (app/server.ts). */
const IDLE_MS = 30_000;

/** Headers that describe one connection, not the request: never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function forwardedHeaders(incoming: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  const address = incoming.socket.remoteAddress ?? "";
  const before = incoming.headers["x-forwarded-for"];
  headers["x-forwarded-for"] = before ? `${before}, ${address}` : address;
  headers["x-forwarded-proto"] = "http";
  return headers;
}

export function startProxy(port: number, upstreams: readonly Upstream[], host = "127.0.0.1"): Promise<Proxy> {
  if (upstreams.length === 0) throw new Error("The proxy needs at least one instance");
  const agent = new Agent({ keepAlive: true, timeout: IDLE_MS });
  const restingUntil = upstreams.map(() => 0);
  const sent = upstreams.map(() => 0);
  let next = 0;

  const pick = (): number => {
    const now = Date.now();
    for (let tried = 0; tried < upstreams.length; tried++) {
      const index = next++ % upstreams.length;
      if (restingUntil[index] <= now) return index;
    }
    return next++ % upstreams.length; // all resting: try one anyway
  };

  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const index = pick();
    const upstream = upstreams[index];
    sent[index]++;
    const forwarded = request(
      {
        agent,
        host: upstream.host,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: forwardedHeaders(incoming),
      },
      (answer) => {
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        );
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        answer.pipe(outgoing);
        answer.on("aborted", () => outgoing.destroy());
      },
    );
    forwarded.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") restingUntil[index] = Date.now() + RESTING_MS;
      if (outgoing.headersSent) outgoing.destroy();
      else
        outgoing
          .writeHead(502, { "Content-Type": "text/plain", "Cache-Control": "no-store" })
          .end("Bad gateway\n");
    });
    incoming.pipe(forwarded);
    // A visitor who goes away stops the request to the instance too.
    outgoing.on("close", () => {
      if (!outgoing.writableFinished) forwarded.destroy();
    });
  };

  const server = createServer({ keepAliveTimeout: 65_000 }, handle);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () =>
      resolve({
        server,
        sent,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
            agent.destroy();
          }),
      }),
    );
  });
}
