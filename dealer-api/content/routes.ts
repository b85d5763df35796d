import { Hono } from "hono";
import type { DealerDb } from "../db/database";
import { siteRoutes } from "./site-routes";
import { formRoutes } from "./form-routes";
import { blogRoutes } from "./blog-routes";
import { offerRoutes } from "./offer-routes";

/** Every content endpoint: pages, menus, snippets, branches, forms, blog, offers, packages, reviews, redirects. */
export function contentRoutes(deps: { db: DealerDb }): Hono {
  const app = new Hono();
  app.route("/", siteRoutes(deps));
  app.route("/", formRoutes(deps));
  app.route("/", blogRoutes(deps));
  app.route("/", offerRoutes(deps));
  return app;
}
