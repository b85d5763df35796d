import { Hono } from "hono";
import type { DealerDb } from "./db/database";
import { stockRoutes } from "./stock/routes";
import { contentRoutes } from "./content/routes";
import { mediaRoutes } from "./media/routes";
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
}

/** The dealer API as a fetch-style app: `app.fetch(request)` answers like any HTTP server. */
export function createDealerApp({ db, today, places = embeddedPlaces, now }: DealerApiDeps): Hono {
  const app = new Hono();
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.route("/", stockRoutes({ db, today, places }));
  app.route("/", placeRoutes({ places }));
  app.route("/", contentRoutes({ db }));
  app.route("/", formSubmitRoutes({ db }));
  app.route("/", reservationRoutes({ db }));
  app.route("/", financeRoutes({ db, today }));
  app.route("/", valuationRoutes({ db, today, now }));
  app.route("/", accountRoutes({ db, now }));
  app.route("/", clickCollectRoutes({ db, now, today: today ?? now }));
  app.route(
    "/",
    mediaRoutes({
      appearance: async (slug) =>
        (await findVehicleAppearance(db, slug)) ?? findValuationAppearance(db, slug, today?.() ?? new Date()),
    }),
  );
  app.notFound((c) => c.json({ error: { status: 404, message: "Not found" } }, 404));
  app.onError((error, c) => {
    console.error("[dealer-api]", error);
    return c.json({ error: { status: 500, message: "Internal server error" } }, 500);
  });
  return app;
}
