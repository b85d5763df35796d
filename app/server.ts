/**
 * The site's HTTP server (remix.config.js `server`): Express in front of Remix, as the Remix Express template and the
 * Epic Stack run it. Before any route runs it decides who the visitor is (TRUST_PROXY), refuses what the site never
 * serves (app/lib/http/request-gate.ts) and gives every answer that is not a page a restrictive policy.
 * Node's own fetch is used (no Remix polyfill): its abort path ends a request, never the process.
 */
import { extname } from "node:path";
import express, { type Request as ExpressRequest } from "express";
import compression from "compression";
import onHeaders from "on-headers";
import { broadcastDevReady } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/express";
import * as build from "@remix-run/dev/server-build";
import stylesheet from "~/tailwind.css";
import { getEnv, siteUrlWarning } from "~/lib/env.server";
import { withRequestContext } from "~/dealer/request-context.server";
import { REQUEST_ID_HEADER, incomingRequestId } from "@contract/observability";
import { routeOfRequest } from "~/lib/ops/route-pattern";
import { requestLine } from "~/lib/ops/request-log";
import { log } from "~/lib/ops/log.server";
import { reportError } from "~/lib/ops/error-report.server";
import { mayReadMetrics, siteMetrics } from "~/lib/ops/metrics.server";
import { refusalFor } from "~/lib/http/request-gate";
import { refusalPage } from "~/lib/http/refusal-page.server";
import { precompressedAssets } from "~/lib/http/precompressed.server";
import { REFUSAL_PAGE_POLICY, RESOURCE_POLICY } from "~/lib/security-headers.server";

const env = getEnv();
const siteOrigin = new URL(env.SITE_URL).origin;

/** A refused body up to this size is read and dropped before the answer (see the request gate below). */
const DRAINED_BODY_BYTES = 2 * 1024 * 1024;
const DRAIN_WAIT_MS = 5_000;

const app = express();
app.disable("x-powered-by");
// The visitor's address (req.ip): the connection's own unless the dealer says how many proxies stand in front.
app.set("trust proxy", env.TRUST_PROXY);

const routeOf = routeOfRequest(build.routes, { assetsPath: build.publicPath });

// Every request has an id (docs/decisions/230-operability.md): a proxy's own when the site believes its proxies
// (TRUST_PROXY) and it is a short safe token, else a new one. The answer carries it, every dealer API call of the
// request sends it, and the request's one JSON log line (app/lib/ops/request-log.ts) names it.
app.use((req, res, next) => {
  const started = performance.now();
  const requestId = incomingRequestId(req.headers[REQUEST_ID_HEADER.toLowerCase()], {
    trusted: env.TRUST_PROXY > 0,
  });
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const route = routeOf(req.path);
  res.once("close", () => {
    const seconds = (performance.now() - started) / 1000;
    const status = res.statusCode;
    siteMetrics.recordRequest({ method: req.method, route: route.pattern, status, seconds });
    const { level, fields } = requestLine({
      requestId,
      method: req.method,
      route,
      query: req.query,
      status,
      seconds,
      finished: res.writableFinished,
    });
    log[level](fields);
  });
  withRequestContext({ requestId, route: route.pattern, dealerTimeLimitMs: env.DEALER_API_TIMEOUT_MS }, next);
});

app.use((_req, res, next) => {
  onHeaders(res, () => {
    if (!res.getHeader("X-Content-Type-Options")) res.setHeader("X-Content-Type-Options", "nosniff");
    // A 304 says the browser's copy is still good: the copy keeps the policy it came with, which a 304's own policy
    // would replace (a page's nonce is in its body: app/lib/http/cache-policy.ts).
    if (!res.getHeader("Content-Security-Policy") && res.statusCode !== 304)
      res.setHeader("Content-Security-Policy", RESOURCE_POLICY);
    // A route that takes no posts answers one with 405 (Remix): say what it does take.
    if (res.statusCode === 405 && !res.getHeader("Allow")) res.setHeader("Allow", "GET, HEAD");
  });
  next();
});

app.use((req, res, next) => {
  // The Host a browser sends is the one it means; behind a proxy that changes it, SITE_URL names the public origin.
  const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`.toLowerCase();
  const refusal = refusalFor(
    {
      method: req.method,
      target: req.originalUrl,
      origin: req.get("origin"),
      secFetchSite: req.get("sec-fetch-site"),
      contentType: req.get("content-type"),
      contentLength: req.get("content-length"),
      transferEncoding: req.get("transfer-encoding"),
    },
    [siteOrigin, ownOrigin],
  );
  if (!refusal) return next();
  let answered = false;
  const answer = () => {
    if (answered) return;
    answered = true;
    res
      .status(refusal.status)
      .set({
        ...refusal.headers,
        "Cache-Control": "no-store",
        "Content-Security-Policy": REFUSAL_PAGE_POLICY,
      })
      .type("html")
      .send(refusalPage(refusal, stylesheet));
  };
  if (req.method === "GET" || req.method === "HEAD") return answer();
  // A refused body is not kept: the connection closes after the answer. Closing while the client is still sending
  // resets the connection, which can throw the answer away before the client reads it, so a body up to
  // DRAINED_BODY_BYTES is read and dropped first (for at most DRAIN_WAIT_MS); a larger one is not waited for.
  res.set("Connection", "close");
  const declared = Number(req.get("content-length"));
  if (!(declared <= DRAINED_BODY_BYTES)) return answer();
  const wait = setTimeout(answer, DRAIN_WAIT_MS);
  req.on("end", () => (clearTimeout(wait), answer()));
  req.on("error", () => (clearTimeout(wait), answer()));
  req.resume();
});

// Every response worth it is compressed, the build's small script chunks too: esbuild splits shared code finely, so a
// page loads some 30 chunks under 1 KB, which compression's default threshold (1 KB) would send as they are (issue 19:
// about 4 KB of a page's JavaScript). Below 256 bytes gzip's own framing eats the gain.
app.use(compression({ threshold: 256 }));
app.use(build.publicPath, precompressedAssets(build.assetsBuildDirectory));
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
// Every file in public/ has an extension and no page's path has one: a page skips the file system look-up.
const publicFiles = express.static("public", { maxAge: "1h" });
app.use((req, res, next) => (extname(req.path) ? publicFiles(req, res, next) : next()));

// The metrics (Prometheus text format) for the dealer's hosting to scrape: only with METRICS_TOKEN as a bearer token;
// to anyone else, and with no token set, /metrics is the site's 404 like any unknown address.
app.get("/metrics", (req, res, next) => {
  if (!mayReadMetrics(req.get("authorization"), env.METRICS_TOKEN)) return next();
  siteMetrics
    .exposition()
    .then(
      (text) => res.set({ "Content-Type": siteMetrics.contentType, "Cache-Control": "no-store" }).send(text),
      next,
    );
});

const clientAddress = (req: ExpressRequest) => req.ip ?? req.socket.remoteAddress ?? null;

const handleWithRemix = createRequestHandler({
  build,
  mode: env.NODE_ENV,
  getLoadContext: (req) => ({ clientAddress: clientAddress(req), formPost: req.method === "POST" }),
});
app.all("*", handleWithRemix);

// Anything that escapes Remix (it renders its own errors) still gets the site's page, never a stack trace.
app.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
  reportError(error);
  if (res.headersSent) return next(error);
  const failure = {
    status: 500,
    heading: "Sorry about this, but an error has occurred",
    message: "Please try again, or...",
  };
  res
    .status(500)
    .set({ "Cache-Control": "no-store", "Content-Security-Policy": REFUSAL_PAGE_POLICY })
    .type("html")
    .send(refusalPage(failure, stylesheet));
});

process.on("unhandledRejection", (reason) => reportError(reason, "unhandled rejection"));

const port = Number(process.env.PORT ?? 3000);
const siteUrlProblem = siteUrlWarning(env, process.env.HOST);
if (siteUrlProblem) log.warn(siteUrlProblem);
const onListening = () => {
  log.info({ port }, `listening on http://localhost:${port}`);
  if (env.NODE_ENV === "development") void broadcastDevReady(build);
};
// Every address of the machine, IPv6 and IPv4, unless HOST names one.
const server = process.env.HOST
  ? app.listen(port, process.env.HOST, onListening)
  : app.listen(port, onListening);

// An idle keep-alive connection stays open longer than a load balancer's or client's own idle limit (commonly 60 s),
// so the site is never the side that closes one just as the other sends a request on it: that request would fail
// with a reset connection (a 502 behind a proxy). Node's default is 5 s. Headers must be allowed a little longer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// A deploy stops the old instance with SIGTERM: finish the requests in flight, then exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
