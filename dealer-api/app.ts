import { Hono } from "hono";
import type { DealerDb } from "./db/database";
import { stockRoutes } from "./stock/routes";
import { contentRoutes } from "./content/routes";
import { mediaRoutes } from "./media/routes";
import { financeRoutes } from "./finance/routes";
import { findVehicleAppearance } from "./stock/appearance";
import { formSubmitRoutes } from "./forms/routes";
import { reservationRoutes } from "./reservations/routes";

export interface DealerApiDeps {
  db: DealerDb;
  /**
   * The day the stock was generated for: car ages in finance quotes (and so in the monthly search) count from it, as
   * the stock's own figures do.
   */
  today?: () => Date;
}

/** The dealer API as a fetch-style app: `app.fetch(request)` answers like any HTTP server. */
export function createDealerApp({ db, today }: DealerApiDeps): Hono {
  const app = new Hono();
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.route("/", stockRoutes({ db, today }));
  app.route("/", contentRoutes({ db }));
  app.route("/", formSubmitRoutes({ db }));
  app.route("/", reservationRoutes({ db }));
  app.route("/", financeRoutes({ db, today }));
  app.route("/", mediaRoutes({ appearance: (slug) => findVehicleAppearance(db, slug) }));
  app.notFound((c) => c.json({ error: { status: 404, message: "Not found" } }, 404));
  app.onError((error, c) => {
    console.error("[dealer-api]", error);
    return c.json({ error: { status: 500, message: "Internal server error" } }, 500);
  });
  return app;
}
