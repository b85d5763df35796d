import { Hono } from "hono";
import { routePath } from "hono/route";
import { sql } from "kysely";
import type { DealerDb } from "./db/database";
import { stockRoutes } from "./stock/routes";
import { contentRoutes } from "./content/routes";
import { mediaRoutes } from "./media/routes";
import { dealRoutes } from "./deals/routes";
import { savedSearchRoutes } from "./saved-searches/routes";
import { alertRoutes, type AlertsSecret } from "./alerts/unsubscribe";
import { alertsSecretFromEnv } from "./mail/unsubscribe-token";
import { financeRoutes } from "./finance/routes";
import { findVehicleAppearance } from "./stock/appearance";
import { formSubmitRoutes } from "./forms/routes";
import { reservationRoutes } from "./reservations/routes";
import { placeRoutes } from "./places/routes";
import { embeddedPlaces } from "./places/embedded";
import type { PlaceFinder } from "./places/place-finder";
import { valuationRoutes } from "./valuations/routes";
import { findValuationAppearance } from "./valuations/appearance";
import { accountRoutes } from "./accounts/routes";
import { clickCollectRoutes } from "./click-collect/routes";
import { vehiclePageRoutes } from "./vehicle-pages/routes";
import { siteContentRoutes } from "./site-content/routes";
import { contentPageRoutes } from "./content-pages/routes";
import { homePageRoutes } from "./home-page/routes";
import { resultsPageRoutes } from "./results-page/routes";
import { REQUEST_ID_HEADER, incomingRequestId } from "./contract/observability";
import { createDealerLog, type DealerLog } from "./log";

export interface DealerApiDeps {
  db: DealerDb;
  /**
   * The day the stock was generated for: car ages in finance quotes (and so in the monthly search) count from it, as
   * the stock's own figures do.
   */
  today?: () => Date;
  /** Where postcodes are (the distance search, delivery): the embedded table unless another finder is given. */
  places?: PlaceFinder;
  /**
   * The clock of things stamped with the time (valuations' valued_at and expiry, logins, links and orders); the real
   * one unless given.
   */
  now?: () => Date;
  /** Where its JSON log lines go: stdout unless given (tests). */
  log?: DealerLog;
  /** Checks the alert e-mails' unsubscribe links: ALERTS_SECRET (`alertsSecretFromEnv`, read when first needed) unless given. */
  alertsSecret?: AlertsSecret;
}

/** The dealer API as a fetch-style app: `app.fetch(request)` answers like any HTTP server. */
export function createDealerApp({
  db,
  today,
  places = embeddedPlaces,
  now,
  log = createDealerLog(),
  alertsSecret,
}: DealerApiDeps): Hono {
  const app = new Hono();
  const requestIds = new WeakMap<Request, string>();
  // One JSON line per request under the id the site sent (its caller, which is trusted to name it), or a new one: the
  // route's pattern (an address can hold a postcode, a plate or a token), the query's parameter names, never their
  // values, the status and the time taken (docs/decisions/230-operability.md).
  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = incomingRequestId(c.req.header(REQUEST_ID_HEADER), { trusted: true });
    requestIds.set(c.req.raw, requestId);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    log.info({
      requestId,
      method: c.req.method,
      route: routePath(c, -1),
      query: Object.keys(c.req.query()).sort(),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  // For the site's /healthcheck and the hosting's: whether the database answers a query.
  app.get("/health", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: "ok", database: "ok" });
    } catch (error) {
      log.error({ err: error, requestId: requestIds.get(c.req.raw) }, "the database does not answer");
      return c.json({ error: { status: 503, message: "The database does not answer" } }, 503);
    }
  });
  app.route("/", stockRoutes({ db, today, places }));
  app.route("/", placeRoutes({ places }));
  app.route("/", contentRoutes({ db }));
  app.route("/", formSubmitRoutes({ db }));
  app.route("/", reservationRoutes({ db, places, today: today ?? now }));
  app.route("/", financeRoutes({ db, today }));
  app.route("/", valuationRoutes({ db, today, now }));
  app.route("/", accountRoutes({ db, now }));
  app.route("/", clickCollectRoutes({ db, now, today: today ?? now }));
  app.route("/", dealRoutes({ db, places, now, today: today ?? now }));
  app.route("/", savedSearchRoutes({ db, places, now, today: today ?? now }));
  app.route("/", alertRoutes({ db, now, secret: alertsSecret ?? (() => alertsSecretFromEnv()) }));
  // Page answers, built with the functions of the endpoints above (ADR 334).
  app.route("/", vehiclePageRoutes({ db, places, today }));
  app.route("/", siteContentRoutes({ db, today }));
  app.route("/", contentPageRoutes({ db }));
  app.route("/", homePageRoutes({ db, today }));
  app.route("/", resultsPageRoutes({ db, today, places }));
  app.route(
    "/",
    mediaRoutes({
      appearance: async (slug) =>
        (await findVehicleAppearance(db, slug)) ?? findValuationAppearance(db, slug, today?.() ?? new Date()),
    }),
  );
  app.notFound((c) => c.json({ error: { status: 404, message: "Not found" } }, 404));
  app.onError((error, c) => {
    log.error({ err: error, requestId: requestIds.get(c.req.raw) }, "request failed");
    return c.json({ error: { status: 500, message: "Internal server error" } }, 500);
  });
  return app;
}
