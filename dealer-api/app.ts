import { Hono } from "hono";
import type { DealerDb } from "./db/database";
import { stockRoutes } from "./stock/routes";
import { contentRoutes } from "./content/routes";
import { mediaRoutes } from "./media/routes";
import { findVehicleAppearance } from "./stock/appearance";

export interface DealerApiDeps {
  db: DealerDb;
}

/** The dealer API as a fetch-style app: `app.fetch(request)` answers like any HTTP server. */
export function createDealerApp({ db }: DealerApiDeps): Hono {
  const app = new Hono();
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.route("/", stockRoutes({ db }));
  app.route("/", contentRoutes({ db }));
  app.route("/", mediaRoutes({ appearance: (slug) => findVehicleAppearance(db, slug) }));
  app.notFound((c) => c.json({ error: { status: 404, message: "Not found" } }, 404));
  app.onError((error, c) => {
    console.error("[dealer-api]", error);
    return c.json({ error: { status: 500, message: "Internal server error" } }, 500);
  });
  return app;
}
